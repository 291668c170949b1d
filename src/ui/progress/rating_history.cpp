#include "ui/progress/rating_history.h"

#include <algorithm>
#include <cmath>
#include <tuple>

namespace azul::ui {

std::vector<RatingPoint> rating_history(std::span<const GameResult> results,
                                        std::string_view game) {
  std::vector<const GameResult*> rated;
  for (const GameResult& result : results)
    if (result.rated && result.game == game) rated.push_back(&result);
  std::sort(rated.begin(), rated.end(), [](const GameResult* a, const GameResult* b) {
    return std::tie(a->ended_ms, a->id) < std::tie(b->ended_ms, b->id);
  });
  std::vector<RatingPoint> history;
  glicko2::Rating rating;
  for (const GameResult* result : rated) {
    std::vector<glicko2::LadderSeat> seats;
    for (int seat = 0; seat < result->players(); ++seat) {
      const std::optional<int>& elo = result->ladder[static_cast<std::size_t>(seat)];
      if (seat != result->me && elo)
        seats.push_back(
            {static_cast<double>(*elo), result->places[static_cast<std::size_t>(seat)]});
    }
    if (seats.empty()) continue;
    const glicko2::Rating after =
        glicko2::rate_game(rating, result->places[static_cast<std::size_t>(result->me)], seats);
    history.push_back({result->id, result->ended_ms, rating, after});
    rating = after;
  }
  return history;
}

RatingSummary summarise_rating(const std::vector<RatingPoint>& history, std::int64_t since_ms) {
  RatingSummary summary;
  if (history.empty()) return summary;
  summary.rating = history.back().after;
  summary.games = static_cast<int>(history.size());
  summary.provisional = summary.rating.deviation > glicko2::kProvisionalDeviation;
  const auto first_since = std::find_if(
      history.begin(), history.end(), [&](const RatingPoint& p) { return p.ended_ms >= since_ms; });
  if (first_since != history.end())
    summary.change_since = static_cast<int>(std::lround(summary.rating.rating)) -
                           static_cast<int>(std::lround(first_since->before.rating));
  return summary;
}

}  // namespace azul::ui
