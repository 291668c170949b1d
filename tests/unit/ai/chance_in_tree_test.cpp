// The search's tree through chance (ai/mcts_bot.h, MctsConfig::chance_in_tree): the draws of
// the root's round (Summer Pavilion's supply refills) are in the tree, the next round's deal
// never is.
#include <gtest/gtest.h>

#include "ai/make_bot.h"
#include "engine/core/playout.h"

namespace azul::ai {
namespace {

// A Summer Pavilion position of the second phase (seed 3's game, played by the greedy player
// until then), where the player to move can complete a structure and take bonus tiles: the
// supply is then refilled from the bag.
pavilion::State second_phase_position() {
  pavilion::State state{pavilion::State::Options{}};
  Rng chance(3);
  GreedyBot<pavilion::State> greedy("easy", 0.5, 3);
  while (!(state.phase() == pavilion::Phase::kPlay && state.round() == 3)) {
    state.apply_unchecked(state.is_chance() ? sample_chance(state, chance) : think(greedy, state));
  }
  return state;
}

MctsBot<pavilion::State> pavilion_bot(bool chance_in_tree) {
  MctsConfig config = Knowledge<pavilion::State>::search_config();
  config.chance_in_tree = chance_in_tree;
  return MctsBot<pavilion::State>("hard", config, Budget::iters(3000), 5);
}

TEST(ChanceInTree, TheSupplysRefillsOfTheRoundAreInTheTreeOnlyWhenOn) {
  const pavilion::State root = second_phase_position();
  MctsBot<pavilion::State> on = pavilion_bot(true);
  MctsBot<pavilion::State> off = pavilion_bot(false);
  EXPECT_TRUE(root.is_legal(think(on, root)));
  EXPECT_TRUE(root.is_legal(think(off, root)));
  EXPECT_GT(on.tree_shape().draws, 0u) << on.describe();
  EXPECT_EQ(off.tree_shape().draws, 0u);
}

TEST(ChanceInTree, ASearchThroughDrawsIsDeterministicHoweverItIsSliced) {
  const pavilion::State root = second_phase_position();
  MctsBot<pavilion::State> whole = pavilion_bot(true);
  whole.start(root);
  EXPECT_TRUE(whole.step(1e9));
  MctsBot<pavilion::State> sliced = pavilion_bot(true);
  sliced.start(root);
  while (!sliced.step(0.05)) {
  }
  EXPECT_EQ(whole.best_move(), sliced.best_move());
  EXPECT_EQ(whole.info().top_moves.size(), sliced.info().top_moves.size());
  for (std::size_t i = 0; i < whole.info().top_moves.size(); ++i)
    EXPECT_EQ(whole.info().top_moves[i].visits, sliced.info().top_moves[i].visits) << i;
}

// Classic Azul, late in round 1: the tree reaches the round's end, whose deal (the factories'
// fill for round 2) ends it; there are no other draws.
TEST(ChanceInTree, TheNextRoundsDealEndsTheTree) {
  classic::State state{classic::State::Options{}};
  Rng chance(4);
  GreedyBot<classic::State> greedy("easy", 0.5, 4);
  ActionList legal;
  do {
    state.apply_unchecked(state.is_chance() ? sample_chance(state, chance) : think(greedy, state));
    state.legal_actions(legal);
  } while (state.is_chance() || legal.size() > 4);
  ASSERT_EQ(state.round(), 1);
  MctsConfig config = Knowledge<classic::State>::search_config();
  MctsBot<classic::State> bot("hard", config, Budget::iters(3000), 5);
  EXPECT_TRUE(state.is_legal(think(bot, state)));
  EXPECT_GT(bot.tree_shape().turns, 1u);
  EXPECT_EQ(bot.tree_shape().draws, 0u);
}

}  // namespace
}  // namespace azul::ai
