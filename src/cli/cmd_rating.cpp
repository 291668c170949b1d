// azul-cli rating --game G --bot LEVEL --games N --seed S [--players P] [--report K]:
// a simulated player of known strength rated against the AI ladder through the page's own rating
// rule (rating/game_rating.h). The player is the bot of ladder level LEVEL; it starts as a new
// player (1500, deviation 350, volatility 0.06) and plays each game against the level nearest its
// rating (as the page's Play button chooses: ai::level_nearest; every other seat at that level),
// the seats rotating, each game a rating period. Every K games (default 10) a line gives the
// rating, its deviation, the 95% interval (rating +/- 1.96 deviations) and whether the bot's own
// ladder rating lies inside it; the end says after how many games it was inside for good.
#include <cmath>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "ai/levels.h"
#include "ai/make_bot.h"
#include "cli/args.h"
#include "cli/command.h"
#include "cli/setup.h"
#include "engine/core/playout.h"
#include "engine/games.h"
#include "rating/game_rating.h"

namespace azul::cli {
namespace {

constexpr double kInterval = 1.96;  // deviations either side: a 95% interval

std::uint64_t mix(std::uint64_t a, std::uint64_t b) {
  Rng rng(a * 0x9e3779b97f4a7c15ULL + b);
  return rng.next_u64();
}

// One game: the player at seat `me`, every other seat the bot of `opponent`. Returns the places.
template <Game S>
std::vector<int> play_one(const typename S::Options& options, const std::string& player,
                          const std::string& opponent, int me, std::uint64_t seed) {
  S state(options);
  std::vector<std::unique_ptr<ai::Bot<S>>> bots;
  for (int seat = 0; seat < state.num_players(); ++seat)
    bots.push_back(ai::make_bot<S>(seat == me ? player : opponent, mix(seed, seat)));
  Rng chance(seed);
  while (!state.is_terminal()) {
    if (state.is_chance()) {
      state.apply_unchecked(sample_chance(state, chance));
      continue;
    }
    const Action move = ai::think(*bots[state.current_player()], state);
    if (Status applied = state.apply(move); !applied)
      throw std::runtime_error("a bot chose an illegal move: " + applied.message());
  }
  std::vector<int> places;
  for (int seat = 0; seat < state.num_players(); ++seat) {
    int place = 1;
    for (int other = 0; other < state.num_players(); ++other)
      if (std::pair(state.score(other), state.tiebreak(other)) >
          std::pair(state.score(seat), state.tiebreak(seat)))
        ++place;
    places.push_back(place);
  }
  return places;
}

template <Game S>
int simulate(const Args& args, std::uint64_t seed) {
  const typename S::Options options = options_from_args<S>(args, seed);
  const int players = S(options).num_players();
  const std::string player = args.get("bot", "");
  const std::optional<ai::LevelRating> truth = ai::level_rating(S::kName, player);
  if (!truth || truth->at_least)
    throw UsageError("--bot must be a level of " + std::string(S::kName) + "'s ladder, not '" +
                     player + "'");
  const long games = static_cast<long>(args.get_int("games", 100, 1, 100000));
  const long report = static_cast<long>(args.get_int("report", 10, 1, 100000));
  std::printf(
      "rating %s, %d players: %s (ladder %d) from a new player's rating, %ld games, seed "
      "%llu\n",
      std::string(S::kName).c_str(), players, player.c_str(), truth->elo, games,
      static_cast<unsigned long long>(seed));
  std::printf("%6s %8s %9s %17s %7s  %s\n", "games", "rating", "deviation", "95% interval",
              "inside", "last opponent");
  glicko2::Rating rating;
  long inside_since = -1;  // the game from which every rating held the ladder's in its interval
  for (long game = 1; game <= games; ++game) {
    const std::string opponent(ai::level_nearest(S::kName, rating.rating));
    const int me = static_cast<int>((game - 1) % players);
    const std::vector<int> places = play_one<S>(options, player, opponent, me, mix(seed, game));
    const std::optional<ai::LevelRating> elo = ai::level_rating(S::kName, opponent);
    std::vector<glicko2::LadderSeat> seats;
    for (int seat = 0; seat < players; ++seat)
      if (seat != me) seats.push_back({static_cast<double>(elo->elo), places[seat]});
    rating = glicko2::rate_game(rating, places[me], seats);
    const double low = rating.rating - kInterval * rating.deviation;
    const double high = rating.rating + kInterval * rating.deviation;
    const bool inside = low <= truth->elo && truth->elo <= high;
    if (!inside) inside_since = -1;
    if (inside && inside_since < 0) inside_since = game;
    if (game % report == 0 || game == games) {
      std::printf("%6ld %8.0f %9.0f %8.0f - %6.0f %7s  %s\n", game, rating.rating, rating.deviation,
                  low, high, inside ? "yes" : "no", opponent.c_str());
      std::fflush(stdout);
    }
  }
  if (inside_since > 0)
    std::printf(
        "the ladder's %d was inside the interval from game %ld to the end (%ld games); "
        "final error %+.0f, deviation %.0f\n",
        truth->elo, inside_since, games, rating.rating - truth->elo, rating.deviation);
  else
    std::printf(
        "the ladder's %d is outside the final interval; final error %+.0f, deviation "
        "%.0f\n",
        truth->elo, rating.rating - truth->elo, rating.deviation);
  return 0;
}

int run_rating(const std::vector<std::string>& words) {
  std::vector<std::string> flags = setup_flags();
  flags.insert(flags.end(), {"bot", "games", "report"});
  Args args(words, flags);
  if (!args.has("bot")) throw UsageError("--bot is required");
  const std::uint64_t seed = args.has("seed") ? seed_from_args(args) : 1;
  const std::string game = args.get("game", "azul");
  int status = 0;
  if (!with_game(game, [&](auto tag) {
        using S = typename decltype(tag)::type;
        status = simulate<S>(args, seed);
      }))
    throw UsageError("unknown game '" + game + "' (" + game_ids() + ")");
  return status;
}

}  // namespace

AZUL_CLI_COMMAND(rating,
                 "rating --game G --bot LEVEL --games N [--seed S] [--players P] [--report K]",
                 "a bot of a ladder level rated by the page's Glicko-2 against the ladder",
                 run_rating);

}  // namespace azul::cli
