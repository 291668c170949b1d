// Tree reuse (MctsConfig::reuse_tree): a bot started on a position its last search reached
// keeps that part of the tree, on both real games; off, or on a position the tree never
// reached, it starts afresh.
#include <gtest/gtest.h>

#include <cstdint>

#include "ai/make_bot.h"
#include "engine/core/playout.h"
#include "engine/games.h"

namespace azul::ai {
namespace {

template <Game S>
S first_turn_of_a_game(std::uint64_t seed) {
  S state{typename S::Options{}};
  Rng rng(seed);
  while (state.is_chance()) state.apply_unchecked(sample_chance(state, rng));
  return state;
}

template <Game S>
MctsBot<S> searching_bot(bool reuse, std::int64_t iterations) {
  MctsConfig config = Knowledge<S>::search_config();
  config.reuse_tree = reuse;
  return MctsBot<S>("hard", config, Budget::iters(iterations), 5);
}

// The position after the search's expected line of `plies` moves (the bot's own move and the
// replies it expected), or nothing when that line leaves the player nodes of the round.
template <Game S>
std::optional<S> after_expected_line(const S& start, const BotInfo& info, std::size_t plies) {
  if (info.principal_variation.size() < plies) return std::nullopt;
  S state = start;
  for (std::size_t i = 0; i < plies; ++i) {
    state.apply_unchecked(info.principal_variation[i]);
    if (state.is_chance() || state.is_terminal()) return std::nullopt;
  }
  return state;
}

// The bot thinks about `first`, then is started on the position after its own move and the
// reply it expected (that position, or nothing when the line leaves the round's player nodes).
template <Game S>
std::optional<S> think_then_start_two_moves_on(MctsBot<S>& bot, const S& first) {
  think(bot, first);
  const std::optional<S> next = after_expected_line(first, bot.info(), 2);
  if (next) bot.start(*next);
  return next;
}

template <class S>
class TreeReuse : public ::testing::Test {};
using GameTypes = ::testing::Types<classic::State, pavilion::State>;
TYPED_TEST_SUITE(TreeReuse, GameTypes);

TYPED_TEST(TreeReuse, TheNextTurnKeepsTheSearchOfTheMovesPlayedSince) {
  using S = TypeParam;
  constexpr std::int64_t kIterations = 3000;
  const S first = first_turn_of_a_game<S>(11);
  MctsBot<S> bot = searching_bot<S>(true, kIterations);
  const std::optional<S> next = think_then_start_two_moves_on(bot, first);
  ASSERT_TRUE(next.has_value());
  EXPECT_GT(bot.info().reused_visits, 0);
  while (!bot.step(50.0)) {
  }
  // The budget buys new iterations; the root has every legal move again, with statistics
  // for some of them before any new iteration.
  EXPECT_EQ(bot.info().iterations, kIterations);
  ActionList legal;
  next->legal_actions(legal);
  for (Action a : legal) EXPECT_TRUE(bot.root_stat(a).has_value()) << next->action_to_string(a);
  EXPECT_TRUE(next->is_legal(bot.best_move()));
}

TYPED_TEST(TreeReuse, APositionTheTreeNeverReachedStartsAfresh) {
  using S = TypeParam;
  MctsBot<S> bot = searching_bot<S>(true, 500);
  think(bot, first_turn_of_a_game<S>(11));
  bot.start(first_turn_of_a_game<S>(12));  // another deal
  EXPECT_EQ(bot.info().reused_visits, 0);
}

TYPED_TEST(TreeReuse, OffEveryMoveIsSearchedAfresh) {
  using S = TypeParam;
  const S first = first_turn_of_a_game<S>(11);
  MctsBot<S> bot = searching_bot<S>(false, 1000);
  const std::optional<S> next = think_then_start_two_moves_on(bot, first);
  ASSERT_TRUE(next.has_value());
  EXPECT_EQ(bot.info().reused_visits, 0);
  // And the move is the one a new bot finds.
  while (!bot.step(50.0)) {
  }
  MctsBot<S> fresh = searching_bot<S>(false, 1000);
  EXPECT_EQ(think(fresh, *next), bot.best_move());
}

}  // namespace
}  // namespace azul::ai
