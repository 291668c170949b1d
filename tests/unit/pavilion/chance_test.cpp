// Bag draws: supply refills after phase-2 turns, the tower refilling the bag, an exhausted
// bag and tower, and factory fills at the start of a round.
#include "pavilion_test_support.h"

namespace azul::pavilion {
namespace {

using namespace testing_support;

TEST(PavilionChance, PlacementRefillsEmptySupplySlotsInSlotOrder) {
  State s = EmptyPosition(MakeOptions(2));
  PositionEditor(s)
      .set_supply("PG.YB.PGOY")
      .set_hand(0, "O")
      .fill_bag_with_rest()
      .start_play_turn(0);
  ASSERT_TRUE(Do(s, "place O1 O w0"));
  ASSERT_TRUE(s.is_chance());
  EXPECT_EQ(s.draw_target(), 2);
  ChanceList outcomes;
  s.chance_outcomes(outcomes);
  int weight = 0;
  for (const auto& o : outcomes) weight += o.weight;
  EXPECT_EQ(weight, total(s.bag()));
  ASSERT_TRUE(Draw(s, "R"));
  EXPECT_EQ(s.draw_target(), 5);
  ASSERT_TRUE(Draw(s, "R"));
  EXPECT_EQ(s.phase(), Phase::kPlay);
  EXPECT_EQ(s.current_player(), 1);
  EXPECT_EQ(s.supply()[2], kRed);
  EXPECT_EQ(s.supply()[5], kRed);
}

TEST(PavilionChance, ChanceRejectsOtherActionsAndAbsentColours) {
  State s{MakeOptions(2)};
  PositionEditor(s).clear().set_bag("PPG");
  // The state is still at the setup chance node: only P and G can be drawn.
  ChanceList outcomes;
  s.chance_outcomes(outcomes);
  ASSERT_EQ(outcomes.size(), 2u);
  EXPECT_EQ(outcomes[0], (ChanceOutcome{draw_action(kPurple), 2}));
  EXPECT_EQ(outcomes[1], (ChanceOutcome{draw_action(kGreen), 1}));
  EXPECT_EQ(Rejection(s, "R"), "the bag holds no red tile");
  EXPECT_NE(Rejection(s, "take F1 P").find("a tile must be drawn from the bag first"),
            std::string::npos);
  ActionList actions;
  s.legal_actions(actions);
  EXPECT_TRUE(actions.empty());
}

TEST(PavilionChance, EmptyBagIsRefilledWithTheWholeTower) {
  State s = EmptyPosition(MakeOptions(2));
  PositionEditor(s).set_supply("..OYBRPGOY").set_hand(0, "OB").fill_bag_with_rest();
  // Move all but one bag tile into the tower.
  TileCounts bag = s.bag();
  std::string tower;
  for (int c = 0; c < kNumColours; ++c)
    tower.append(bag[c] - (c == kPurple ? 1 : 0), kColourLetters[c]);
  PositionEditor(s).set_bag("P").set_tower(tower).start_play_turn(0);
  ASSERT_EQ(s.tiles_accounted(), kTotalTiles);
  ASSERT_TRUE(Do(s, "pass keep OB"));  // Decision 8: a pass is followed by a refill
  ChanceList outcomes;
  s.chance_outcomes(outcomes);
  ASSERT_EQ(outcomes.size(), 1u);
  EXPECT_EQ(outcomes[0], (ChanceOutcome{draw_action(kPurple), 1}));
  ASSERT_TRUE(Draw(s, "P"));
  // The bag was empty when slot 2 needed a tile: the tower went into the bag.
  EXPECT_TRUE(s.is_chance());
  EXPECT_EQ(total(s.tower()), 0);
  EXPECT_EQ(total(s.bag()), static_cast<int>(tower.size()));
  ASSERT_TRUE(Draw(s, "G"));
  EXPECT_EQ(s.current_player(), 1);
  EXPECT_EQ(s.tiles_accounted(), kTotalTiles);
}

TEST(PavilionChance, FactoriesStayShortWhenBagAndTowerRunOut) {
  State s = EmptyPosition(MakeOptions(3));
  PositionEditor(s).set_supply("PGOYBRPGOY").set_tower("RRRRRBBB").fill_bag_with_rest();
  MoveBagOntoBoards(s);
  // Five tiles in the bag, three in the tower, all others on the supply and the boards.
  PositionEditor(s)
      .set_bag("RRRRR")
      .set_tower("BBB")
      .set_passed(1, true)
      .set_passed(2, true)
      .start_play_turn(0);
  ASSERT_EQ(s.tiles_accounted(), kTotalTiles);
  ASSERT_TRUE(Do(s, "pass"));  // last pass of round 1 (supply full: no refill)
  EXPECT_EQ(s.round(), 2);
  ASSERT_TRUE(Draw(s, "RRRRR"));
  EXPECT_EQ(total(s.bag()), 3);  // the tower went into the bag for the sixth tile
  EXPECT_EQ(total(s.tower()), 0);
  ASSERT_TRUE(Draw(s, "BBB"));
  // Nothing left anywhere to draw: F3..F7 stay empty and phase 1 starts.
  EXPECT_EQ(s.phase(), Phase::kTake);
  EXPECT_EQ(s.factory(0), Counts("RRRR"));
  EXPECT_EQ(s.factory(1), Counts("RBBB"));
  for (int f = 2; f < 7; ++f) EXPECT_EQ(total(s.factory(f)), 0);
  EXPECT_EQ(s.tiles_accounted(), kTotalTiles);
}

}  // namespace
}  // namespace azul::pavilion
