// Wall-tiling on the coloured wall: complete lines move one tile to the wall and the rest to the
// lid, incomplete lines stay, the marker decides the next start player (Decisions 1 and 4).
#include "classic_test_support.h"

namespace azul::classic::testing {
namespace {

TEST(ClassicTiling, CompleteLinesMoveToTheWallAndTheRestToTheLid) {
  State s = build(PositionBuilder(options())
                      .pattern_line(0, 2, "RRR")
                      .pattern_line(0, 3, "KK")
                      .pattern_line(1, 4, "YYYY")
                      .factory(0, "Y")
                      .to_move(1));
  play(s, "F1 Y 5");  // completes seat 1's line 5 and empties the table
  EXPECT_EQ(s.phase(), Phase::Deal);
  // Seat 0: red goes to row 3, column (2 + 2) mod 5 + 1 = 5.
  EXPECT_EQ(s.board(0).wall.colour_at(2, 4), Colour::Red);
  EXPECT_EQ(s.board(0).lines[2].count, 0);
  EXPECT_EQ(s.board(0).lines[3].count, 2);  // incomplete lines stay
  EXPECT_EQ(s.board(0).lines[3].colour, Colour::Black);
  // Seat 1: yellow goes to row 5, column (1 + 4) mod 5 + 1 = 1.
  EXPECT_EQ(s.board(1).wall.colour_at(4, 0), Colour::Yellow);
  EXPECT_EQ(s.board(1).lines[4].count, 0);
  EXPECT_EQ(s.lid().count(Colour::Red), 2);
  EXPECT_EQ(s.lid().count(Colour::Yellow), 4);
  EXPECT_EQ(s.score(0), 1);
  EXPECT_EQ(s.score(1), 1);
  EXPECT_EQ(s.tile_total(), kTotalTiles);
}

TEST(ClassicTiling, TheMarkerHolderStartsTheNextRound) {
  State s = build(PositionBuilder(options(3)).factory(0, "BR").factory(1, "K"));
  play(s, "F1 B 1");  // seat 0; red goes to the centre
  play(s, "C R 1");   // seat 1 takes the marker
  play(s, "F2 K 1");  // seat 2 empties the table
  EXPECT_EQ(s.phase(), Phase::Deal);
  EXPECT_EQ(s.start_player(), 1);
  EXPECT_TRUE(s.marker_in_centre());
  EXPECT_EQ(s.board(1).score(), 0);  // 1 for red, -1 for the marker
  EXPECT_EQ(s.board(1).floor.size(), 0);
  deal(s, "BBBBYYYYRRRRKKKKWWWWBBBBYYYY");
  EXPECT_EQ(s.current_player(), 1);
}

TEST(ClassicTiling, Decision4NobodyTookFromTheCentre) {
  // Seat 2 (index 1) started; every factory holds one colour, so nothing reaches the centre.
  State s = build(
      PositionBuilder(options(2, WallSide::Coloured, 1)).factory(0, "BBBB").factory(1, "RRRR"));
  play(s, "F1 B floor");
  play(s, "F2 R 4");
  EXPECT_EQ(s.phase(), Phase::Deal);
  EXPECT_EQ(s.round(), 2);
  EXPECT_EQ(s.start_player(), 1);
  EXPECT_TRUE(s.marker_in_centre());
  deal(s, "BBBBYYYYRRRRKKKKWWWW");
  EXPECT_EQ(s.current_player(), 1);
}

TEST(ClassicTiling, MarkerPenaltyCountsAsAFloorSpace) {
  State s = build(PositionBuilder(options()).centre("YY").floor(0, "RR").score(0, 10));
  play(s, "C Y floor");  // marker, then two yellow: five spaces
  EXPECT_EQ(s.score(0), 10 - 8);
  EXPECT_EQ(s.lid().count(Colour::Yellow), 2);
  EXPECT_EQ(s.lid().count(Colour::Red), 2);
  EXPECT_EQ(s.start_player(), 0);
}

TEST(ClassicTiling, AColourAlreadyOnTheWallRowCannotBeCollected) {
  State s = build(PositionBuilder(options())
                      .wall(0, {"..R..", ".....", ".....", ".....", "....."})
                      .factory(0, "RRBB"));
  EXPECT_FALSE(is_legal_notation(s, "F1 R 1"));
  EXPECT_TRUE(is_legal_notation(s, "F1 R 2"));
  EXPECT_TRUE(is_legal_notation(s, "F1 B 1"));
  EXPECT_NE(rejection(s, "F1 R 1").find("wall row 1 already has red"), std::string::npos);
}

}  // namespace
}  // namespace azul::classic::testing
