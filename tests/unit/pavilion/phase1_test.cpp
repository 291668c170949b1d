// Phase 1 (acquire tiles): the rulebook's turn example, wild tiles, the start token and its
// penalty, order of play and the end of phase 1.
#include "pavilion_test_support.h"

namespace azul::pavilion {
namespace {

using namespace testing_support;

constexpr int kIna = 0, kAndrea = 1, kTom = 2;

// Round 1 (purple wild), three players; only the listed factories hold tiles.
State ThreePlayerRoundOne() {
  State s = EmptyPosition(MakeOptions(3));
  PositionEditor(s)
      .set_factory(0, "OOYY")
      .set_factory(1, "RYPP")
      .set_factory(2, "GGBB")
      .fill_bag_with_rest()
      .start_take_turn(kIna);
  return s;
}

TEST(PavilionPhase1, RulebookTurnExampleTomPaysFourForTheCentre) {
  State s = ThreePlayerRoundOne();
  EXPECT_EQ(s.wild_colour(), kPurple);
  // Ina takes the two orange tiles of F1 (no wild there); the yellows go to the centre.
  ASSERT_TRUE(Do(s, "take F1 O"));
  EXPECT_EQ(s.player(kIna).hand, Counts("OO"));
  EXPECT_EQ(s.centre(), Counts("YY"));
  EXPECT_EQ(s.factory(0), Counts(""));
  EXPECT_EQ(s.current_player(), kAndrea);
  // Andrea takes the red tile of F2 and must take exactly one of the two purple wilds.
  ASSERT_TRUE(Do(s, "take F2 R"));
  EXPECT_EQ(s.player(kAndrea).hand, Counts("RP"));
  EXPECT_EQ(s.centre(), Counts("YYYP"));
  EXPECT_EQ(s.current_player(), kTom);
  // Tom is first to take from the centre: 3 yellow + 1 wild, the start token, and -4 points.
  ASSERT_TRUE(s.start_token_in_centre());
  ASSERT_TRUE(Do(s, "take C Y"));
  EXPECT_EQ(s.player(kTom).hand, Counts("YYYP"));
  EXPECT_EQ(s.score(kTom), 1);
  EXPECT_EQ(s.start_token_holder(), kTom);
  EXPECT_FALSE(s.start_token_in_centre());
  EXPECT_EQ(BreakdownLine(s, kTom, "centre penalty"), -4);
  EXPECT_EQ(BreakdownLine(s, kTom, "score floor"), 0);
  EXPECT_EQ(BreakdownSum(s, kTom), 1);
  EXPECT_EQ(s.current_player(), kIna);
  EXPECT_EQ(s.phase(), Phase::kTake);
  EXPECT_EQ(s.tiles_accounted(), kTotalTiles);
}

TEST(PavilionPhase1, NonWildTakeBringsExactlyOneWild) {
  State s = EmptyPosition(MakeOptions(2));
  PositionEditor(s)
      .set_factory(0, "PPPO")
      .set_factory(1, "GGGG")
      .fill_bag_with_rest()
      .start_take_turn(0);
  EXPECT_EQ(LegalNotations(s), (std::vector<std::string>{"take F1 O", "take F2 G"}));
  ASSERT_TRUE(Do(s, "take F1 O"));
  EXPECT_EQ(s.player(0).hand, Counts("OP"));
  EXPECT_EQ(s.centre(), Counts("PP"));
}

TEST(PavilionPhase1, WildOnlySourcesGiveOneWild) {
  State s = EmptyPosition(MakeOptions(2));
  PositionEditor(s)
      .set_factory(0, "PPPP")
      .set_factory(1, "GGGG")
      .fill_bag_with_rest()
      .start_take_turn(0);
  EXPECT_EQ(LegalNotations(s), (std::vector<std::string>{"take F1 P", "take F2 G"}));
  ASSERT_TRUE(Do(s, "take F1 P"));
  EXPECT_EQ(s.player(0).hand, Counts("P"));
  EXPECT_EQ(s.centre(), Counts("PPP"));
  // The centre now holds only wilds: one at a time, and the first costs the start token.
  EXPECT_EQ(LegalNotations(s), (std::vector<std::string>{"take F2 G", "take C P"}));
  ASSERT_TRUE(Do(s, "take C P"));
  EXPECT_EQ(s.player(1).hand, Counts("P"));
  EXPECT_EQ(s.score(1), 4);
  EXPECT_EQ(s.centre(), Counts("PP"));
}

TEST(PavilionPhase1, WildColourCannotBeTakenBesideOtherColours) {
  State s = EmptyPosition(MakeOptions(2));
  PositionEditor(s).set_factory(0, "PPOO").fill_bag_with_rest().start_take_turn(0);
  EXPECT_NE(Rejection(s, "take F1 P").find("purple is wild this round"), std::string::npos);
  EXPECT_EQ(Rejection(s, "take F1 G"), "F1 holds no green tile");
  EXPECT_EQ(Rejection(s, "take C O"), "the centre holds no orange tile");
  EXPECT_EQ(Rejection(s, "take F6 O"), "there is no factory F6 with 2 players");
  EXPECT_NE(Rejection(s, "place O1 O w0").find("tiles are placed only in phase 2"),
            std::string::npos);
  EXPECT_NE(Rejection(s, "pass").find("passing is only possible in phase 2"), std::string::npos);
  EXPECT_NE(Rejection(s, "bonus O").find("no bonus tiles are owed"), std::string::npos);
  EXPECT_NE(Rejection(s, "O").find("only at a chance node"), std::string::npos);
}

TEST(PavilionPhase1, WildColourFollowsTheRound) {
  State s = EmptyPosition(MakeOptions(2));
  PositionEditor(s).set_round(2).set_factory(0, "PGGO").fill_bag_with_rest().start_take_turn(0);
  EXPECT_EQ(s.wild_colour(), kGreen);
  // Purple is an ordinary colour in round 2; green is the wild.
  ASSERT_TRUE(Do(s, "take F1 P"));
  EXPECT_EQ(s.player(0).hand, Counts("PG"));
  EXPECT_EQ(s.centre(), Counts("GO"));
}

TEST(PavilionPhase1, CustomWildOrder) {
  Options options = MakeOptions(2);
  options.wild_order = {kRed, kBlue, kYellow, kOrange, kGreen, kPurple};
  State s = EmptyPosition(options);
  PositionEditor(s).set_factory(0, "RROP").fill_bag_with_rest().start_take_turn(0);
  EXPECT_EQ(s.wild_colour(), kRed);
  ASSERT_TRUE(Do(s, "take F1 P"));
  EXPECT_EQ(s.player(0).hand, Counts("PR"));
}

TEST(PavilionPhase1, OnlyTheFirstCentreTakerPaysAndTheCentrePenaltyCountsTheWild) {
  State s = EmptyPosition(MakeOptions(2));
  PositionEditor(s).set_factory(0, "GGBB").set_centre("OOPRR").fill_bag_with_rest().start_take_turn(
      0);
  ASSERT_TRUE(Do(s, "take C O"));  // O, O and one wild: 3 tiles
  EXPECT_EQ(s.score(0), 2);
  ASSERT_TRUE(Do(s, "take C R"));
  EXPECT_EQ(s.score(1), 5);
  EXPECT_EQ(s.start_token_holder(), 0);
}

TEST(PavilionPhase1, PhaseTwoStartsWithTheTokenHolderWhenTheTableIsEmpty) {
  State s = EmptyPosition(MakeOptions(3));
  PositionEditor(s).set_factory(0, "GGBB").set_centre("R").fill_bag_with_rest().start_take_turn(0);
  ASSERT_TRUE(Do(s, "take F1 G"));  // B B to the centre
  ASSERT_TRUE(Do(s, "take C B"));   // seat 1 takes the start token
  EXPECT_EQ(s.phase(), Phase::kTake);
  EXPECT_EQ(s.current_player(), 2);
  ASSERT_TRUE(Do(s, "take C R"));
  EXPECT_EQ(s.phase(), Phase::kPlay);
  EXPECT_EQ(s.current_player(), 1);
  EXPECT_EQ(s.start_player(), 1);
}

TEST(PavilionPhase1, SetupDrawsSupplyThenFactoriesInOrder) {
  State s{MakeOptions(2)};
  EXPECT_TRUE(s.is_chance());
  EXPECT_EQ(s.current_player(), kChancePlayer);
  ChanceList outcomes;
  s.chance_outcomes(outcomes);
  ASSERT_EQ(outcomes.size(), 6u);
  for (int c = 0; c < 6; ++c) EXPECT_EQ(outcomes[c], (ChanceOutcome{draw_action(Colour(c)), 22}));
  ASSERT_TRUE(Draw(s, "PGOYBRPGOY"));
  EXPECT_EQ(s.supply_counts(), Counts("PPGGOOYYBR"));
  EXPECT_EQ(s.supply()[9], kYellow);
  EXPECT_EQ(s.draw_target(), kSupplySlots);
  ASSERT_TRUE(Draw(s, "OOYY RYPP GGBB RRRR BBB"));
  EXPECT_EQ(s.factory(0), Counts("OOYY"));
  EXPECT_EQ(s.factory(1), Counts("RYPP"));
  EXPECT_EQ(s.factory(3), Counts("RRRR"));
  EXPECT_TRUE(s.is_chance());
  ASSERT_TRUE(Draw(s, "B"));
  EXPECT_EQ(s.phase(), Phase::kTake);
  EXPECT_EQ(s.current_player(), 0);
  EXPECT_EQ(s.factory(4), Counts("BBBB"));
  EXPECT_EQ(total(s.bag()), 132 - 30);
  EXPECT_EQ(s.tiles_accounted(), kTotalTiles);
}

TEST(PavilionPhase1, FactoryCountsByPlayers) {
  for (int players = 2; players <= 4; ++players) {
    State s{MakeOptions(players)};
    int draws = 0;
    while (s.is_chance()) {
      ChanceList outcomes;
      s.chance_outcomes(outcomes);
      s.apply_unchecked(outcomes[0].action);
      ++draws;
    }
    EXPECT_EQ(s.num_factories(), players * 2 + 1);
    EXPECT_EQ(draws, 10 + 4 * (players * 2 + 1));
  }
}

}  // namespace
}  // namespace azul::pavilion
