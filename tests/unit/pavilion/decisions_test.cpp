// One test per "Decision" of the rules fact sheet (where the printed rules are silent).
#include "pavilion_test_support.h"

namespace azul::pavilion {
namespace {

using namespace testing_support;

// Decision 1: the edition's score floor applies to every loss.
class Decision1 : public ::testing::TestWithParam<int> {};

TEST_P(Decision1, FloorStopsTheCentrePenalty) {
  const int floor = GetParam();
  State s = EmptyPosition(MakeOptions(2, Side::kColoured, floor));
  PositionEditor(s).set_centre("OOOP").set_score(0, 2).fill_bag_with_rest().start_take_turn(0);
  ASSERT_TRUE(Do(s, "take C O"));
  EXPECT_EQ(s.score(0), floor);
  EXPECT_EQ(BreakdownLine(s, 0, "centre penalty"), -4);
  EXPECT_EQ(BreakdownLine(s, 0, "score floor"), 4 - (2 - floor));
  EXPECT_EQ(BreakdownSum(s, 0), s.score(0));
}

TEST_P(Decision1, FloorStopsPassDiscards) {
  const int floor = GetParam();
  State s = EmptyPosition(MakeOptions(2, Side::kColoured, floor));
  PositionEditor(s)
      .set_supply("PGOYBRPGOY")
      .set_hand(0, "RRRRRRB")
      .set_score(0, 3)
      .fill_bag_with_rest()
      .start_play_turn(0);
  ASSERT_TRUE(Do(s, "pass keep B"));
  EXPECT_EQ(s.score(0), floor);
  EXPECT_EQ(BreakdownLine(s, 0, "pass discards"), -6);
  EXPECT_EQ(BreakdownLine(s, 0, "score floor"), 6 - (3 - floor));
  EXPECT_EQ(BreakdownSum(s, 0), s.score(0));
}

TEST_P(Decision1, FloorStopsTheFinalDiscard) {
  const int floor = GetParam();
  State s = EmptyPosition(MakeOptions(2, Side::kColoured, floor));
  PositionEditor(s)
      .set_round(6)
      .set_supply("PGOYBRPGOY")
      .set_hand(0, "GGG")
      .set_score(0, 2)
      .set_passed(1, true)
      .fill_bag_with_rest()
      .start_play_turn(0);
  ASSERT_TRUE(Do(s, "pass"));
  ASSERT_TRUE(s.is_terminal());
  EXPECT_EQ(s.score(0), floor);
  EXPECT_EQ(BreakdownLine(s, 0, "final discards"), -3);
  EXPECT_EQ(BreakdownSum(s, 0), s.score(0));
}

TEST_P(Decision1, AScoreAtTheFloorStaysThere) {
  const int floor = GetParam();
  State s = EmptyPosition(MakeOptions(2, Side::kColoured, floor));
  PositionEditor(s).set_centre("OO").set_score(0, floor).fill_bag_with_rest().start_take_turn(0);
  ASSERT_TRUE(Do(s, "take C O"));
  EXPECT_EQ(s.score(0), floor);
  EXPECT_EQ(BreakdownLine(s, 0, "score floor"), 2);
}

INSTANTIATE_TEST_SUITE_P(BothEditions, Decision1, ::testing::Values(1, 0));

// Decision 2: bonuses of one placement add up (statue 2 + pillar 1).
TEST(Decision2, BonusesOfOnePlacementAddUp) {
  State s = EmptyPosition(MakeOptions(2));
  PositionEditor(s)
      .set_supply("PGOYBRPGOY")
      .set_hand(0, "RR")
      .cover(0, kRed, 1, kRed)
      .cover(0, kBlue, 3, kBlue)
      .cover(0, kBlue, 4, kBlue)
      .cover(0, kRed, 3, kRed)
      .cover(0, kCentreStar, 1, kGreen)
      .cover(0, kCentreStar, 2, kBlue)
      .fill_bag_with_rest()
      .start_play_turn(0);
  ASSERT_TRUE(Do(s, "place R2 R w0"));  // red-blue statue + red pillar
  EXPECT_EQ(s.bonus_tiles_owed(), 3);
}

// Decision 3: a short supply gives what it has.
TEST(Decision3, ShortSupplyGivesAllItHas) {
  State s = EmptyPosition(MakeOptions(2));
  PositionEditor(s)
      .set_supply("....Y..G..")
      .set_hand(0, "OOOOOO")
      .cover(0, kOrange, 5, kOrange)
      .fill_bag_with_rest()
      .start_play_turn(0);
  ASSERT_TRUE(Do(s, "place O6 O w0"));  // window: 3 owed, 2 in the supply
  EXPECT_EQ(s.bonus_tiles_owed(), 2);
  ASSERT_TRUE(Do(s, "bonus Y"));
  ASSERT_TRUE(Do(s, "bonus G"));
  EXPECT_TRUE(s.is_chance());  // refill of the ten empty slots follows
  EXPECT_EQ(s.player(0).hand, Counts("GY"));
}

TEST(Decision3, EmptySupplyGivesNothing) {
  State s = EmptyPosition(MakeOptions(2));
  PositionEditor(s)
      .set_supply("..........")
      .set_hand(0, "OOOOOO")
      .cover(0, kOrange, 5, kOrange)
      .fill_bag_with_rest()
      .start_play_turn(0);
  ASSERT_TRUE(Do(s, "place O6 O w0"));
  EXPECT_EQ(s.bonus_tiles_owed(), 0);
  EXPECT_TRUE(s.is_chance());
}

// Decision 4: with bag and tower empty, empty supply slots stay empty.
TEST(Decision4, SupplySlotsStayEmptyWhenNothingCanBeDrawn) {
  State s = EmptyPosition(MakeOptions(2));
  PositionEditor(s).set_supply("PGOYBR....").set_hand(0, "O").fill_bag_with_rest();
  MoveBagOntoBoards(s);
  PositionEditor(s).start_play_turn(0);
  ASSERT_EQ(s.tiles_accounted(), kTotalTiles);
  ASSERT_TRUE(Do(s, "pass keep O"));
  EXPECT_FALSE(s.is_chance());
  EXPECT_EQ(s.current_player(), 1);
  for (int slot = 6; slot < 10; ++slot) EXPECT_EQ(s.supply()[slot], kNoColour);
}

// Decision 5: keep any 0..4 tiles; in round 6 nothing is kept.
TEST(Decision5, RoundSixPassKeepsNothing) {
  State s = EmptyPosition(MakeOptions(2));
  PositionEditor(s)
      .set_round(6)
      .set_supply("PGOYBRPGOY")
      .set_hand(0, "BBR")
      .fill_bag_with_rest()
      .start_play_turn(0);
  std::vector<std::string> passes;
  for (const std::string& a : LegalNotations(s))
    if (a.rfind("pass", 0) == 0) passes.push_back(a);
  EXPECT_EQ(passes, (std::vector<std::string>{"pass"}));
  EXPECT_EQ(Rejection(s, "pass keep B"),
            "nothing can be kept in round 6: passing discards every tile");
  ASSERT_TRUE(Do(s, "pass"));
  EXPECT_EQ(s.score(0), 2);
  EXPECT_EQ(BreakdownLine(s, 0, "final discards"), -3);
  EXPECT_EQ(BreakdownLine(s, 0, "pass discards"), 0);
}

TEST(Decision5, KeepingFewerThanPossibleIsAllowed) {
  State s = EmptyPosition(MakeOptions(2));
  PositionEditor(s)
      .set_supply("PGOYBRPGOY")
      .set_hand(0, "BBRRY")
      .fill_bag_with_rest()
      .start_play_turn(0);
  EXPECT_TRUE(IsLegal(s, "pass"));
  EXPECT_TRUE(IsLegal(s, "pass keep Y"));
  EXPECT_TRUE(IsLegal(s, "pass keep BBRR"));
  EXPECT_FALSE(IsLegal(s, "pass keep BBRRY"));
}

// Decision 6: if nobody took from the centre, the previous start player starts again.
TEST(Decision6, NobodyTookFromTheCentre) {
  State s = EmptyPosition(MakeOptions(2));
  PositionEditor(s)
      .set_supply("PGOYBRPGOY")
      .set_factory(0, "OOOO")
      .set_factory(1, "GGGG")
      .set_start_player(1)
      .fill_bag_with_rest()
      .start_take_turn(1);
  ASSERT_TRUE(Do(s, "take F1 O"));
  ASSERT_TRUE(Do(s, "take F2 G"));
  EXPECT_EQ(s.phase(), Phase::kPlay);
  EXPECT_TRUE(s.start_token_in_centre());
  EXPECT_EQ(s.current_player(), 1);
  ASSERT_TRUE(Do(s, "pass keep OOOO"));
  ASSERT_TRUE(Do(s, "pass keep GGGG"));
  ASSERT_EQ(s.round(), 2);
  while (s.is_chance()) {
    ChanceList outcomes;
    s.chance_outcomes(outcomes);
    ASSERT_TRUE(s.apply(outcomes.back().action).ok());
  }
  EXPECT_EQ(s.phase(), Phase::kTake);
  EXPECT_EQ(s.current_player(), 1);
  EXPECT_EQ(s.start_player(), 1);
}

// Decision 7: the start player of round 1 is a setup option.
TEST(Decision7, StartPlayerOption) {
  Options options = MakeOptions(3);
  options.start_player = 2;
  State s{options};
  while (s.is_chance()) {
    ChanceList outcomes;
    s.chance_outcomes(outcomes);
    s.apply_unchecked(outcomes[0].action);
  }
  EXPECT_EQ(s.phase(), Phase::kTake);
  EXPECT_EQ(s.current_player(), 2);
  EXPECT_EQ(s.start_player(), 2);
}

// Decision 8: the supply is refilled after a pass too.
TEST(Decision8, SupplyRefilledAfterAPass) {
  State s = EmptyPosition(MakeOptions(2));
  PositionEditor(s)
      .set_supply("..OYBRPGOY")
      .set_hand(0, "B")
      .fill_bag_with_rest()
      .start_play_turn(0);
  ASSERT_TRUE(Do(s, "pass"));
  ASSERT_TRUE(s.is_chance());
  EXPECT_EQ(s.draw_target(), 0);
  ASSERT_TRUE(Draw(s, "RG"));
  EXPECT_EQ(s.supply()[0], kRed);
  EXPECT_EQ(s.supply()[1], kGreen);
  EXPECT_EQ(s.current_player(), 1);
}

// Decision 9: a round that begins with every factory empty goes straight to phase 2 with the
// previous start player, and the game still lasts six rounds.
TEST(Decision9, EmptyRoundsGoStraightToPhaseTwo) {
  State s = EmptyPosition(MakeOptions(3));
  PositionEditor(s).set_supply("PGOYBRPGOY").set_corners(1, "BR").fill_bag_with_rest();
  MoveBagOntoBoards(s);
  PositionEditor(s).set_start_player(2).set_passed(1, true).set_passed(2, true).start_play_turn(0);
  ASSERT_EQ(s.tiles_accounted(), kTotalTiles);
  ASSERT_TRUE(Do(s, "pass"));
  int rounds_seen = 1;
  while (!s.is_terminal()) {
    ASSERT_FALSE(s.is_chance()) << "nothing can ever be drawn";
    ASSERT_EQ(s.phase(), Phase::kPlay);
    if (s.round() > rounds_seen) {
      rounds_seen = s.round();
      EXPECT_EQ(s.current_player(), 2) << "the previous start player starts round " << rounds_seen;
      EXPECT_TRUE(s.start_token_in_centre());
      EXPECT_EQ(s.player(1).hand, Counts("BR"));
    }
    const int seat = s.current_player();
    ASSERT_TRUE(Do(s, seat == 1 && s.round() < kRounds ? "pass keep BR" : "pass"));
  }
  EXPECT_EQ(rounds_seen, 6);
  EXPECT_EQ(s.round(), 6);
  EXPECT_EQ(BreakdownLine(s, 1, "final discards"), -2);
}

}  // namespace
}  // namespace azul::pavilion
