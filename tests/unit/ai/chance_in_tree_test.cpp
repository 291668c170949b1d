// The search's tree through chance (ai/mcts_bot.h, MctsConfig::chance_in_tree and
// sampled_deals): the draws of the root's round (Summer Pavilion's supply refills) are in the
// tree, the next round's deal only as fixed samples.
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

// Searches root once whole and once in slices of 50 ms with two bots made alike: a search
// through chance that stays deterministic gives the same move and the same visits.
template <typename State, typename MakeBot>
void expect_the_same_search_however_sliced(const State& root, MakeBot make_bot) {
  auto whole = make_bot();
  whole.start(root);
  EXPECT_TRUE(whole.step(1e9));
  auto sliced = make_bot();
  sliced.start(root);
  while (!sliced.step(0.05)) {
  }
  EXPECT_EQ(whole.best_move(), sliced.best_move());
  ASSERT_EQ(whole.info().top_moves.size(), sliced.info().top_moves.size());
  for (std::size_t i = 0; i < whole.info().top_moves.size(); ++i)
    EXPECT_EQ(whole.info().top_moves[i].visits, sliced.info().top_moves[i].visits) << i;
}

TEST(ChanceInTree, ASearchThroughDrawsIsDeterministicHoweverItIsSliced) {
  expect_the_same_search_however_sliced(second_phase_position(), [] { return pavilion_bot(true); });
}

// Classic Azul, late in round 1 (at most 4 moves to choose from): the tree soon reaches the
// round's end.
classic::State late_in_round_one() {
  classic::State state{classic::State::Options{}};
  Rng chance(4);
  GreedyBot<classic::State> greedy("easy", 0.5, 4);
  ActionList legal;
  do {
    state.apply_unchecked(state.is_chance() ? sample_chance(state, chance) : think(greedy, state));
    state.legal_actions(legal);
  } while (state.is_chance() || legal.size() > 4);
  return state;
}

MctsBot<classic::State> classic_bot(int sampled_deals) {
  MctsConfig config = Knowledge<classic::State>::search_config();
  config.sampled_deals = sampled_deals;
  return MctsBot<classic::State>("hard", config, Budget::iters(3000), 5);
}

// The round's end, whose deal (the factories' fill for round 2) ends the tree; there are no
// other draws.
TEST(ChanceInTree, TheNextRoundsDealEndsTheTree) {
  const classic::State state = late_in_round_one();
  ASSERT_EQ(state.round(), 1);
  MctsBot<classic::State> bot = classic_bot(0);
  EXPECT_TRUE(state.is_legal(think(bot, state)));
  EXPECT_GT(bot.tree_shape().turns, 1u);
  EXPECT_EQ(bot.tree_shape().draws, 0u);
}

// With sampled deals the fill is a deal node and round 2's turns below it join the tree, which
// then outgrows the few positions left in round 1.
TEST(ChanceInTree, SampledDealsPutTheNextRoundInTheTree) {
  const classic::State state = late_in_round_one();
  MctsBot<classic::State> without = classic_bot(0);
  MctsBot<classic::State> with = classic_bot(4);
  EXPECT_TRUE(state.is_legal(think(without, state)));
  EXPECT_TRUE(state.is_legal(think(with, state)));
  EXPECT_GT(with.tree_shape().draws, 0u) << with.describe();
  EXPECT_GT(with.tree_shape().turns, 2 * without.tree_shape().turns) << with.describe();
}

// A deal is the same tiles each time it is taken, so a search through deals is deterministic
// however it is sliced.
TEST(ChanceInTree, ASearchThroughSampledDealsIsDeterministic) {
  expect_the_same_search_however_sliced(late_in_round_one(), [] { return classic_bot(4); });
}

}  // namespace
}  // namespace azul::ai
