// Phase 2 (play tiles): the rulebook's scoring examples A-F, payment with wilds, the colour
// rules of the stars, structures and bonus tiles, passing and the order of play.
#include "pavilion_test_support.h"

namespace azul::pavilion {
namespace {

using namespace testing_support;

constexpr const char* kFullSupply = "PGOYBRPGOY";

// Round 1 (purple wild), phase 2, a full supply, nobody passed; call Ready() when done.
State PlayPosition(int players = 2) {
  State s = EmptyPosition(MakeOptions(players));
  PositionEditor(s).set_supply(kFullSupply).set_token_holder(0).set_start_player(0);
  return s;
}

void Ready(State& s, int seat = 0) { PositionEditor(s).fill_bag_with_rest().start_play_turn(seat); }

// ---- The rulebook's scoring examples ----------------------------------------------------------

TEST(PavilionScoringExamples, A_LoneTileScoresOne) {
  State s = PlayPosition();
  PositionEditor(s).set_hand(0, "O");
  Ready(s);
  ASSERT_TRUE(Do(s, "place O1 O w0"));
  EXPECT_EQ(s.score(0), 5 + 1);
  EXPECT_EQ(s.player(0).space_colour[space_index(kOrange, 1)], kOrange);
  EXPECT_EQ(total(s.tower()), 0);  // a space printed 1 costs only the placed tile
}

TEST(PavilionScoringExamples, B_PaidWithWildsNotTouchingOthersScoresOne) {
  State s = PlayPosition();
  PositionEditor(s).set_hand(0, "OPP").cover(0, kOrange, 1, kOrange);
  Ready(s);
  ASSERT_TRUE(Do(s, "place O3 O w2"));  // 1 orange placed, 2 purple wilds to the tower
  EXPECT_EQ(s.score(0), 5 + 1);
  EXPECT_EQ(s.tower(), Counts("PP"));
  EXPECT_EQ(s.player(0).hand, Counts(""));
}

TEST(PavilionScoringExamples, C_FillingAGapScoresTheWholeRun) {
  State s = PlayPosition();
  PositionEditor(s).set_hand(0, "OO").cover(0, kOrange, 1, kOrange).cover(0, kOrange, 3, kOrange);
  Ready(s);
  ASSERT_TRUE(Do(s, "place O2 O w0"));
  EXPECT_EQ(s.score(0), 5 + 3);
  EXPECT_EQ(s.tower(), Counts("O"));
}

TEST(PavilionScoringExamples, D_SixAndOneAreConnected) {
  State s = PlayPosition();
  PositionEditor(s)
      .set_hand(0, "OOOOPP")
      .cover(0, kOrange, 1, kOrange)
      .cover(0, kOrange, 2, kOrange);
  Ready(s);
  ASSERT_TRUE(Do(s, "place O6 O w2"));
  EXPECT_EQ(s.score(0), 5 + 3);
  EXPECT_EQ(s.tower(), Counts("OOOPP"));
}

TEST(PavilionScoringExamples, E_CentreStarScoresLikeTheOthers) {
  State s = PlayPosition();
  PositionEditor(s)
      .set_hand(0, "GGG")
      .cover(0, kCentreStar, 1, kBlue)
      .cover(0, kCentreStar, 2, kRed);
  Ready(s);
  ASSERT_TRUE(Do(s, "place C3 G w0"));
  EXPECT_EQ(s.score(0), 5 + 3);
}

TEST(PavilionScoringExamples, F_PassKeepingFourLosesOnePerOtherTile) {
  State s = PlayPosition();
  PositionEditor(s).set_hand(0, "OOBBRY").set_score(0, 20);
  Ready(s);
  ASSERT_TRUE(Do(s, "pass keep OOBB"));
  EXPECT_EQ(s.score(0), 18);
  EXPECT_EQ(s.player(0).corners, Counts("OOBB"));
  EXPECT_EQ(s.player(0).hand, Counts(""));
  EXPECT_TRUE(s.player(0).passed);
  EXPECT_EQ(s.tower(), Counts("RY"));
  EXPECT_EQ(BreakdownLine(s, 0, "pass discards"), -2);
  EXPECT_EQ(BreakdownSum(s, 0), 18);
}

// ---- Payment ---------------------------------------------------------------------------------

TEST(PavilionPayment, WildBoundsAreEnumerated) {
  State s = PlayPosition();
  PositionEditor(s).set_hand(0, "OOOPP");
  Ready(s);
  std::vector<std::string> orange_star;
  for (const std::string& a : LegalNotations(s))
    if (a.rfind("place O", 0) == 0) orange_star.push_back(a);
  // w from max(0, N - 3 orange) to min(N - 1, 2 wilds).
  EXPECT_EQ(orange_star,
            (std::vector<std::string>{"place O1 O w0", "place O2 O w0", "place O2 O w1",
                                      "place O3 O w0", "place O3 O w1", "place O3 O w2",
                                      "place O4 O w1", "place O4 O w2", "place O5 O w2"}));
  EXPECT_NE(Rejection(s, "place O4 O w0").find("needs 4 orange and you hold 3"), std::string::npos);
  EXPECT_NE(Rejection(s, "place O4 O w3").find("paying with 3 wild tile(s) but you hold 2 purple"),
            std::string::npos);
  EXPECT_NE(Rejection(s, "place O6 O w2").find("needs 4 orange and you hold 3"), std::string::npos);
  EXPECT_NE(Rejection(s, "place O2 O w2").find("at most 1 wild tile(s) may pay"),
            std::string::npos);
}

TEST(PavilionPayment, WildsPayAndTheRestGoesToTheTower) {
  State s = PlayPosition();
  PositionEditor(s).set_hand(0, "OOOPP");
  Ready(s);
  ASSERT_TRUE(Do(s, "place O4 O w2"));
  EXPECT_EQ(s.player(0).hand, Counts("O"));
  EXPECT_EQ(s.tower(), Counts("OPP"));
  EXPECT_EQ(s.tiles_accounted(), kTotalTiles);
}

TEST(PavilionPayment, AtLeastOneTileOfThePlacedColour) {
  State s = PlayPosition();
  PositionEditor(s).set_hand(0, "PPPPP");
  Ready(s);
  EXPECT_NE(Rejection(s, "place O2 O w1").find("needs 1 orange and you hold 0"), std::string::npos);
  for (const std::string& a : LegalNotations(s))
    EXPECT_TRUE(a.rfind("place P", 0) == 0 || a.rfind("place C", 0) == 0 || a.rfind("pass", 0) == 0)
        << a;
}

TEST(PavilionPayment, WildColourTileGoesOnlyOnItsOwnStarOrTheCentre) {
  State s = PlayPosition();
  PositionEditor(s).set_hand(0, "PPP");
  Ready(s);
  EXPECT_TRUE(IsLegal(s, "place P3 P w0"));
  EXPECT_TRUE(IsLegal(s, "place C2 P w0"));
  EXPECT_FALSE(IsLegal(s, "place P4 P w0"));  // costs 4 purple
  EXPECT_EQ(Rejection(s, "place O1 P w0"),
            "a purple tile cannot go on the orange star (only orange)");
  EXPECT_NE(
      Rejection(s, "place P3 P w1").find("placing purple itself is paid with purple tiles only"),
      std::string::npos);
  ASSERT_TRUE(Do(s, "place P3 P w0"));
  EXPECT_EQ(s.tower(), Counts("PP"));
}

TEST(PavilionPayment, WildColourOnTheCentreOnlyIfNotThereYet) {
  State s = PlayPosition();
  PositionEditor(s).set_hand(0, "PPP").cover(0, kCentreStar, 4, kPurple);
  Ready(s);
  EXPECT_EQ(Rejection(s, "place C1 P w0"), "the centre star already holds a purple tile");
}

TEST(PavilionPayment, KeptWildOfAnEarlierRoundIsAnOrdinaryTile) {
  State s = PlayPosition();
  PositionEditor(s).set_round(2).set_hand(0, "OP");  // green is wild in round 2
  Ready(s);
  EXPECT_NE(Rejection(s, "place O2 O w1").find("you hold 0 green"), std::string::npos);
  EXPECT_TRUE(IsLegal(s, "place P1 P w0"));
  EXPECT_TRUE(IsLegal(s, "place O1 O w0"));
}

// ---- Star colour rules -----------------------------------------------------------------------

TEST(PavilionStars, OuterStarsTakeOnlyTheirColour) {
  State s = PlayPosition();
  PositionEditor(s).set_hand(0, "BBB").cover(0, kOrange, 4, kOrange);
  Ready(s);
  EXPECT_EQ(Rejection(s, "place O1 B w0"),
            "a blue tile cannot go on the orange star (only orange)");
  EXPECT_EQ(Rejection(s, "place O4 O w0"), "star O space 4 is already covered");
  EXPECT_TRUE(IsLegal(s, "place B3 B w0"));
}

TEST(PavilionStars, CentreStarNeedsSixDifferentColours) {
  State s = PlayPosition();
  PositionEditor(s).set_hand(0, "BBGG").cover(0, kCentreStar, 1, kBlue);
  Ready(s);
  EXPECT_EQ(Rejection(s, "place C2 B w0"), "the centre star already holds a blue tile");
  ASSERT_TRUE(Do(s, "place C2 G w0"));
  EXPECT_EQ(s.player(0).star_colours[kCentreStar], (1 << kBlue) | (1 << kGreen));
  EXPECT_EQ(s.star_kind(0, kCentreStar), StarKind::kMulticoloured);
  EXPECT_EQ(s.star_kind(0, kOrange), StarKind::kSingleColoured);
}

// ---- Structures and bonus tiles ----------------------------------------------------------------

TEST(PavilionBonus, WindowOwesThreeTilesPickedOneAtATime) {
  State s = PlayPosition();
  PositionEditor(s).set_hand(0, "OOOOOO").cover(0, kOrange, 5, kOrange);
  Ready(s);
  ASSERT_TRUE(Do(s, "place O6 O w0"));
  EXPECT_EQ(s.score(0), 5 + 2);
  EXPECT_EQ(s.phase(), Phase::kBonus);
  EXPECT_EQ(s.current_player(), 0);
  EXPECT_EQ(s.bonus_tiles_owed(), 3);
  EXPECT_TRUE(s.player(0).structures & (1u << (kFirstWindow + kOrange)));
  EXPECT_EQ(LegalNotations(s), (std::vector<std::string>{"bonus P", "bonus G", "bonus O", "bonus Y",
                                                         "bonus B", "bonus R"}));
  EXPECT_NE(Rejection(s, "pass").find("first take the 3 bonus tile(s) owed"), std::string::npos);
  EXPECT_NE(Rejection(s, "place O1 O w0").find("first take the 3 bonus tile(s) owed"),
            std::string::npos);
  // Supply PGOYBRPGOY: a colour comes from its lowest-numbered slot.
  ASSERT_TRUE(Do(s, "bonus O"));
  EXPECT_EQ(s.supply()[2], kNoColour);
  EXPECT_EQ(s.supply()[8], kOrange);
  ASSERT_TRUE(Do(s, "bonus O"));
  EXPECT_EQ(s.supply()[8], kNoColour);
  EXPECT_EQ(Rejection(s, "bonus O"), "the supply holds no orange tile");
  EXPECT_EQ(s.bonus_tiles_owed(), 1);
  ASSERT_TRUE(Do(s, "bonus P"));
  EXPECT_EQ(s.player(0).hand, Counts("OOP"));
  // Then the supply refills slot 1 (P), slot 3 and slot 9 in order, and seat 1 plays.
  EXPECT_TRUE(s.is_chance());
  EXPECT_EQ(s.draw_target(), 0);
  ASSERT_TRUE(Draw(s, "R"));
  EXPECT_EQ(s.draw_target(), 2);
  ASSERT_TRUE(Draw(s, "G"));
  EXPECT_EQ(s.draw_target(), 8);
  ASSERT_TRUE(Draw(s, "B"));
  EXPECT_EQ(s.phase(), Phase::kPlay);
  EXPECT_EQ(s.current_player(), 1);
  EXPECT_EQ(s.supply()[0], kRed);
  EXPECT_EQ(s.supply()[2], kGreen);
  EXPECT_EQ(s.supply()[8], kBlue);
  EXPECT_EQ(s.tiles_accounted(), kTotalTiles);
}

TEST(PavilionBonus, StatueAndPillarAddUp) {
  State s = PlayPosition();
  PositionEditor(s)
      .set_hand(0, "OO")
      .cover(0, kOrange, 1, kOrange)
      .cover(0, kRed, 3, kRed)
      .cover(0, kRed, 4, kRed)
      .cover(0, kOrange, 3, kOrange)
      .cover(0, kCentreStar, 6, kBlue)
      .cover(0, kCentreStar, 1, kGreen);
  Ready(s);
  EXPECT_EQ(s.player(0).structures, 0u);
  ASSERT_TRUE(Do(s, "place O2 O w0"));
  EXPECT_EQ(s.bonus_tiles_owed(), 2 + 1);
  EXPECT_EQ(s.player(0).structures,
            (1u << (kFirstStatue + kOrange)) | (1u << (kFirstPillar + kOrange)));
}

TEST(PavilionBonus, ACentreSpaceCanCompleteTwoPillars) {
  State s = PlayPosition();
  PositionEditor(s)
      .set_hand(0, "Y")
      .cover(0, kOrange, 2, kOrange)
      .cover(0, kOrange, 3, kOrange)
      .cover(0, kCentreStar, 6, kBlue)
      .cover(0, kRed, 2, kRed)
      .cover(0, kRed, 3, kRed)
      .cover(0, kCentreStar, 2, kGreen);
  Ready(s);
  ASSERT_TRUE(Do(s, "place C1 Y w0"));
  EXPECT_EQ(s.bonus_tiles_owed(), 1 + 1);
  EXPECT_EQ(s.player(0).structures,
            (1u << (kFirstPillar + kOrange)) | (1u << (kFirstPillar + kRed)));
}

TEST(PavilionBonus, BonusTilesCanBeUsedThisRoundAndPassedPlayersAreSkipped) {
  State s = PlayPosition();
  PositionEditor(s).set_hand(0, "BBBBB").cover(0, kBlue, 6, kBlue).set_passed(1, true);
  Ready(s);
  ASSERT_TRUE(Do(s, "place B5 B w0"));  // completes the blue window
  ASSERT_TRUE(Do(s, "bonus B"));
  ASSERT_TRUE(Do(s, "bonus P"));
  ASSERT_TRUE(Do(s, "bonus G"));
  ASSERT_TRUE(Draw(s, "RRR"));
  EXPECT_EQ(s.current_player(), 0);  // seat 1 has passed
  ASSERT_TRUE(Do(s, "place B1 B w0"));
  EXPECT_EQ(s.player(0).hand, Counts("PG"));
}

TEST(PavilionBonus, CompletedStructuresDoNotPayTwice) {
  State s = PlayPosition();
  PositionEditor(s)
      .set_hand(0, "OOOOO")
      .cover(0, kOrange, 5, kOrange)
      .cover(0, kOrange, 6, kOrange);
  Ready(s);
  ASSERT_TRUE(Do(s, "place O4 O w0"));  // touches no new complete structure
  EXPECT_TRUE(s.is_chance() || s.phase() == Phase::kPlay);
  EXPECT_EQ(s.bonus_tiles_owed(), 0);
}

// ---- Passing and order of play -----------------------------------------------------------------

TEST(PavilionPass, KeepAnySubsetOfUpToFour) {
  State s = PlayPosition();
  PositionEditor(s).set_hand(0, "RRB");
  Ready(s);
  std::vector<std::string> passes;
  for (const std::string& a : LegalNotations(s))
    if (a.rfind("pass", 0) == 0) passes.push_back(a);
  EXPECT_EQ(passes, (std::vector<std::string>{"pass", "pass keep R", "pass keep RR", "pass keep B",
                                              "pass keep BR", "pass keep BRR"}));
  EXPECT_EQ(Rejection(s, "pass keep RRR"), "cannot keep 3 red: you hold 2");
  EXPECT_EQ(Rejection(s, "pass keep G"), "cannot keep 1 green: you hold 0");
}

TEST(PavilionPass, APlayerWithoutTilesCanOnlyPass) {
  State s = PlayPosition();
  Ready(s);
  EXPECT_EQ(LegalNotations(s), (std::vector<std::string>{"pass"}));
}

TEST(PavilionPass, OrderSkipsPassedPlayersAndTheRoundEndsWhenAllPassed) {
  State s = PlayPosition(3);
  PositionEditor(s).set_hand(0, "OOO").set_hand(1, "BB").set_hand(2, "G").set_token_holder(1);
  Ready(s, 1);
  ASSERT_TRUE(Do(s, "pass keep B"));
  EXPECT_EQ(s.current_player(), 2);  // full supply: no refill needed
  ASSERT_TRUE(Do(s, "place G1 G w0"));
  EXPECT_EQ(s.current_player(), 0);
  ASSERT_TRUE(Do(s, "place O1 O w0"));
  EXPECT_EQ(s.current_player(), 2);
  ASSERT_TRUE(Do(s, "pass"));
  EXPECT_EQ(s.current_player(), 0);
  ASSERT_TRUE(Do(s, "place O2 O w0"));
  EXPECT_EQ(s.current_player(), 0);
  EXPECT_EQ(LegalNotations(s), (std::vector<std::string>{"pass"}));
  ASSERT_TRUE(Do(s, "pass"));
  // Phase 3: round 2, kept tiles back in hand, token back in the centre, factories filled.
  EXPECT_EQ(s.round(), 2);
  EXPECT_EQ(s.wild_colour(), kGreen);
  EXPECT_TRUE(s.is_chance());
  EXPECT_EQ(s.draw_target(), kSupplySlots);  // the supply was full: straight to F1
  EXPECT_TRUE(s.start_token_in_centre());
  EXPECT_EQ(s.player(1).hand, Counts("B"));
  EXPECT_EQ(s.player(1).corners, Counts(""));
  ChanceList outcomes;
  while (s.is_chance()) {
    s.chance_outcomes(outcomes);
    ASSERT_TRUE(s.apply(outcomes[0].action).ok());
  }
  EXPECT_EQ(s.phase(), Phase::kTake);
  EXPECT_EQ(s.current_player(), 1);  // last round's token holder starts
  for (int f = 0; f < 7; ++f) EXPECT_EQ(total(s.factory(f)), 4);
  for (int seat = 0; seat < 3; ++seat) EXPECT_FALSE(s.player(seat).passed);
  EXPECT_EQ(s.tiles_accounted(), kTotalTiles);
}

}  // namespace
}  // namespace azul::pavilion
