// The factory offer: taking tiles, the centre and the first-player marker, pattern lines, the
// floor line and its overflow to the lid, and the reasons illegal takes are refused.
#include "classic_test_support.h"

namespace azul::classic::testing {
namespace {

// Two players, seat 0 to move: F1 BBRY, F2 KKKW, F3 RRRR, centre empty.
State opening() {
  return build(PositionBuilder(options()).factory(0, "BBRY").factory(1, "KKKW").factory(2, "RRRR"));
}

TEST(ClassicOffer, TakingFromAFactoryMovesTheRestToTheCentre) {
  State s = opening();
  play(s, "F1 B 2");
  EXPECT_EQ(s.board(0).lines[1].count, 2);
  EXPECT_EQ(s.board(0).lines[1].colour, Colour::Blue);
  EXPECT_TRUE(s.factory(0).empty());
  EXPECT_EQ(s.centre().count(Colour::Red), 1);
  EXPECT_EQ(s.centre().count(Colour::Yellow), 1);
  EXPECT_EQ(s.centre().total(), 2);
  EXPECT_EQ(s.current_player(), 1);  // clockwise
  EXPECT_TRUE(s.marker_in_centre());
  EXPECT_EQ(s.tile_total(), kTotalTiles);
}

TEST(ClassicOffer, FirstTakeFromTheCentreTakesTheMarker) {
  State s = opening();
  play(s, "F1 B 2");
  play(s, "C R 3");
  EXPECT_FALSE(s.marker_in_centre());
  EXPECT_EQ(s.marker_holder(), 1);
  ASSERT_EQ(s.board(1).floor.size(), 1);
  EXPECT_TRUE(s.board(1).floor[0].is_marker);
  EXPECT_EQ(s.board(1).lines[2].count, 1);
  play(s, "C Y 1");  // the marker is gone: the second centre take gets none
  EXPECT_EQ(s.board(0).floor.size(), 0);
  EXPECT_EQ(s.marker_holder(), 1);
}

TEST(ClassicOffer, MarkerTakesTheLeftmostFreeFloorSpaceBeforeTheTiles) {
  State s = build(PositionBuilder(options()).centre("RRR").floor(0, "BY").factory(0, "KKKK"));
  play(s, "C R floor");
  const FloorLine& floor = s.board(0).floor;
  ASSERT_EQ(floor.size(), 6);
  EXPECT_EQ(floor[1].colour, Colour::Yellow);
  EXPECT_TRUE(floor[2].is_marker);
  EXPECT_EQ(floor[3].colour, Colour::Red);
  EXPECT_EQ(floor.tile_count(), 5);
}

TEST(ClassicOffer, Decision1MarkerWithAFullFloorLineStillChangesHands) {
  // Seat 2 started the round; seat 1 takes the marker from the centre onto a full floor line.
  State s = build(PositionBuilder(options(2, WallSide::Coloured, 1))
                      .to_move(0)
                      .centre("R")
                      .floor(0, "BBBBYYY")
                      .factory(0, "KKKK"));
  play(s, "C R 1");
  EXPECT_EQ(s.marker_holder(), 0);
  EXPECT_FALSE(s.board(0).floor.holds_marker());  // no free space: not on the floor line
  EXPECT_EQ(s.board(0).floor.size(), 7);
  play(s, "F1 K 2");  // player 2 empties the table: wall-tiling, then round 2
  EXPECT_EQ(s.phase(), Phase::Deal);
  EXPECT_EQ(s.start_player(), 0);    // the marker's holder starts
  EXPECT_EQ(s.board(0).score(), 0);  // 1 for the red tile, -14 for seven floor spaces
  EXPECT_TRUE(s.marker_in_centre());
}

TEST(ClassicOffer, TilesThatDoNotFitGoToTheFloorLine) {
  State s = opening();
  play(s, "F2 K 1");
  EXPECT_EQ(s.board(0).lines[0].count, 1);
  ASSERT_EQ(s.board(0).floor.size(), 2);
  EXPECT_EQ(s.board(0).floor.tiles_of(Colour::Black), 2);
}

TEST(ClassicOffer, AFullFloorLineOverflowsToTheLid) {
  State s = build(PositionBuilder(options()).floor(0, "BBBBBY").factory(0, "RRRK").factory(1, "W"));
  play(s, "F1 R floor");
  EXPECT_EQ(s.board(0).floor.size(), 7);
  EXPECT_EQ(s.board(0).floor[6].colour, Colour::Red);
  EXPECT_EQ(s.lid().count(Colour::Red), 2);
  EXPECT_EQ(s.tile_total(), kTotalTiles);
}

TEST(ClassicOffer, TakingIsCumulativeOnAPatternLine) {
  State s =
      build(PositionBuilder(options()).pattern_line(0, 3, "BB").factory(0, "BBBR").factory(1, "W"));
  play(s, "F1 B 4");
  EXPECT_EQ(s.board(0).lines[3].count, 4);
  EXPECT_EQ(s.board(0).floor.tiles_of(Colour::Blue), 1);
}

TEST(ClassicOffer, LegalTakesRespectLinesAndWall) {
  // Line 1 is full (Decision 5), line 2 holds red, wall row 3 already has blue.
  State s = build(PositionBuilder(options())
                      .factory(0, "BBRY")
                      .pattern_line(0, 0, "Y")
                      .pattern_line(0, 1, "R")
                      .wall(0, {".....", ".....", "..B..", ".....", "....."}));
  const std::vector<std::string> expected = {"F1 B 4", "F1 B 5", "F1 B floor", "F1 Y 3",
                                             "F1 Y 4", "F1 Y 5", "F1 Y floor", "F1 R 2",
                                             "F1 R 3", "F1 R 4", "F1 R 5",     "F1 R floor"};
  EXPECT_EQ(legal_notations(s), expected);
}

TEST(ClassicOffer, Decision5AFullPatternLineIsNotOffered) {
  State s = build(PositionBuilder(options()).factory(0, "BBRY").pattern_line(0, 2, "BBB"));
  EXPECT_FALSE(is_legal_notation(s, "F1 B 3"));
  EXPECT_TRUE(is_legal_notation(s, "F1 B floor"));
  EXPECT_NE(rejection(s, "F1 B 3").find("pattern line 3 is full"), std::string::npos);
  EXPECT_NE(rejection(s, "F1 R 3").find("pattern line 3 is full"), std::string::npos);
}

TEST(ClassicOffer, RefusalsSayWhy) {
  State s = build(PositionBuilder(options())
                      .factory(0, "BBRY")
                      .factory(1, "KKKK")
                      .centre("W")
                      .pattern_line(0, 2, "B")
                      .wall(0, {".....", "WB...", ".....", ".....", "....."}));
  EXPECT_NE(rejection(s, "F1 R 3").find("pattern line 3 already holds blue"), std::string::npos);
  EXPECT_NE(rejection(s, "F1 B 2").find("wall row 2 already has blue"), std::string::npos);
  EXPECT_NE(rejection(s, "F2 R 1").find("factory 2 has no red tile"), std::string::npos);
  EXPECT_NE(rejection(s, "C B 1").find("the centre has no blue tile"), std::string::npos);
  EXPECT_NE(rejection(s, "F3 R 1").find("factory 3 has no red tile"), std::string::npos);
  EXPECT_NE(rejection(s, "R").find("no tile is drawn now"), std::string::npos);
  EXPECT_NE(rejection(s, "tile row 1 col 1").find("no wall-tiling decision"), std::string::npos);

  const State before = s;
  const Status no_factory = s.apply(take_id(6, Colour::Red, 0));  // F7 with two players
  EXPECT_NE(no_factory.message().find("there is no factory 7"), std::string::npos)
      << no_factory.message();
  const Status bad_id = s.apply(999);
  EXPECT_NE(bad_id.message().find("not a valid id"), std::string::npos) << bad_id.message();
  EXPECT_TRUE(s == before);
}

TEST(ClassicOffer, ThePhaseEndsWhenFactoriesAndCentreAreEmpty) {
  State s = build(PositionBuilder(options()).factory(0, "BR"));
  play(s, "F1 B 1");
  EXPECT_EQ(s.phase(), Phase::Offer);  // the red tile went to the centre
  EXPECT_EQ(s.current_player(), 1);
  play(s, "C R 1");
  EXPECT_EQ(s.phase(), Phase::Deal);  // wall-tiling ran, round 2 is being dealt
  EXPECT_EQ(s.round(), 2);
}

}  // namespace
}  // namespace azul::classic::testing
