#include "ui/progress/result_of_game.h"

#include <algorithm>
#include <map>
#include <variant>

#include "ai/levels.h"
#include "engine/record/round_points.h"

namespace azul::ui {

bool is_rateable(std::string_view game, const std::vector<ai::SeatSetup>& seats) {
  int people = 0;
  int rated_ai = 0;
  for (const ai::SeatSetup& seat : seats) {
    if (seat.by_link) return false;
    if (seat.human) ++people;
    if (seat.is_ai()) {
      if (!ai::level_rating(game, seat.level)) return false;
      ++rated_ai;
    }
  }
  return people == 1 && rated_ai > 0;
}

std::optional<GameResult> result_of_game(const LoadedGame& game, std::string_view id,
                                         std::int64_t ended_ms, bool given_up) {
  const auto me = std::find_if(game.seats.begin(), game.seats.end(),
                               [](const ai::SeatSetup& seat) { return seat.human; });
  if (me == game.seats.end()) return std::nullopt;
  return std::visit(
      [&](const auto& record) -> std::optional<GameResult> {
        using S = typename std::decay_t<decltype(record)>::State;
        S state(record.options);
        for (Action action : record.actions) state.apply_unchecked(action);
        if (!state.is_terminal()) return std::nullopt;
        GameResult result;
        result.id = std::string(id);
        result.ended_ms = ended_ms;
        result.game = std::string(S::kName);
        result.options = record.options.to_pairs();
        result.seats = game.seats;
        result.me = static_cast<int>(me - game.seats.begin());
        result.rated = !given_up && is_rateable(result.game, game.seats);
        const int players = state.num_players();
        for (int seat = 0; seat < players; ++seat) {
          result.scores.push_back(state.score(seat));
          int place = 1;
          for (int other = 0; other < players; ++other)
            if (std::pair(state.score(other), state.tiebreak(other)) >
                std::pair(state.score(seat), state.tiebreak(seat)))
              ++place;
          result.places.push_back(place);
          const ai::SeatSetup& setup = game.seats[static_cast<std::size_t>(seat)];
          const std::optional<ai::LevelRating> rating =
              setup.is_ai() ? ai::level_rating(result.game, setup.level) : std::nullopt;
          result.ladder.push_back(rating ? std::optional<int>(rating->elo) : std::nullopt);
        }
        for (const RoundPoints& round : game_breakdown(record).rounds)
          result.round_points.push_back(round.seats[static_cast<std::size_t>(result.me)].total);
        for (const ScoreLine& line : state.breakdown(result.me)) {
          if (line.points == 0) continue;
          const std::string category = point_category(line.label);
          const auto same = std::find_if(result.points.begin(), result.points.end(),
                                         [&](const auto& p) { return p.first == category; });
          if (same == result.points.end())
            result.points.emplace_back(category, line.points);
          else
            same->second += line.points;
        }
        return result;
      },
      game.record);
}

}  // namespace azul::ui
