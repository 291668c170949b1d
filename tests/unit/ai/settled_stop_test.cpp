// MctsConfig::stop_when_settled: an iteration budget ends early once no root move could
// overtake the most visited one in the iterations left. The move must be the one the whole
// budget chooses, on both real games, while the search stops early where the choice is clear.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "ai/make_bot.h"
#include "engine/core/playout.h"
#include "engine/games.h"

namespace azul::ai {
namespace {

// Player turns of one random game (every fourth, to keep the test short).
template <Game S>
std::vector<S> turns_of_a_random_game(std::uint64_t seed) {
  S state{typename S::Options{}};
  Rng rng(seed);
  std::vector<S> turns;
  for (int ply = 0; !state.is_terminal(); ++ply) {
    if (!state.is_chance() && ply % 4 == 0) turns.push_back(state);
    state.apply_unchecked(state.is_chance() ? sample_chance(state, rng) : random_move(state, rng));
  }
  return turns;
}

template <Game S>
MctsBot<S> bot_with(bool stop_when_settled, std::int64_t iterations) {
  MctsConfig config = Knowledge<S>::search_config();
  config.stop_when_settled = stop_when_settled;
  return MctsBot<S>("hard", config, Budget::iters(iterations), 9);
}

template <class S>
class SettledStop : public ::testing::Test {};
using GameTypes = ::testing::Types<classic::State, pavilion::State>;
TYPED_TEST_SUITE(SettledStop, GameTypes);

TYPED_TEST(SettledStop, ChoosesTheMoveOfTheWholeBudgetInFewerIterations) {
  using S = TypeParam;
  constexpr std::int64_t kIterations = 1500;
  std::int64_t full = 0, settled = 0;
  int stopped_early = 0;
  for (const S& turn : turns_of_a_random_game<S>(3)) {
    MctsBot<S> whole = bot_with<S>(false, kIterations);
    MctsBot<S> early = bot_with<S>(true, kIterations);
    EXPECT_EQ(think(early, turn), think(whole, turn)) << turn.to_string();
    EXPECT_LE(early.info().iterations, whole.info().iterations);
    full += whole.info().iterations;
    settled += early.info().iterations;
    if (early.info().iterations < whole.info().iterations) ++stopped_early;
  }
  EXPECT_GT(stopped_early, 0);
  EXPECT_LT(settled, full);
}

// A time-only search stops once settled, but not while it watches a move for analysis: the
// watched move's estimate needs the whole time asked for. The first turn of a game offers
// many moves; the search settles on one, so an unwatched search stops before a long budget
// (at 71-80% of it in both games), a watched one spends all of it (a busy
// machine only makes it slower, never shorter).
TYPED_TEST(SettledStop, AWatchedTimeBudgetRunsItsWholeTime) {
  using S = TypeParam;
  constexpr double kBudgetMs = 400;
  const S turn = turns_of_a_random_game<S>(5).front();
  MctsBot<S> watching("analysis", Knowledge<S>::search_config(), Budget::time(kBudgetMs), 9);
  watching.start(turn);
  ActionList moves;
  turn.legal_actions(moves);
  watching.watch(moves[moves.size() - 1]);
  while (!watching.step(50)) {
  }
  EXPECT_GE(watching.info().elapsed_ms, kBudgetMs * 0.99);
}

}  // namespace
}  // namespace azul::ai
