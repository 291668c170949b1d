// The grey wall: the player chooses the column of each tile (Decision 2: seat order from the
// start player, rows top to bottom), only cells whose column lacks the colour are offered, a
// line without any such cell goes to the floor line, and dead ends end the game (Decision 7).
#include "classic_test_support.h"

namespace azul::classic::testing {
namespace {

Options grey(int players = 2, int start_seat = 0) {
  return options(players, WallSide::Grey, start_seat);
}

TEST(ClassicGreyWall, TheColumnIsAPlayerDecision) {
  State s = build(PositionBuilder(grey()).pattern_line(0, 0, "B").factory(0, "R"));
  play(s, "F1 R 2");
  EXPECT_EQ(s.phase(), Phase::WallTiling);
  EXPECT_EQ(s.current_player(), 0);
  EXPECT_EQ(s.tiling_row(), 0);
  const std::vector<std::string> expected = {"tile row 1 col 1", "tile row 1 col 2",
                                             "tile row 1 col 3", "tile row 1 col 4",
                                             "tile row 1 col 5"};
  EXPECT_EQ(legal_notations(s), expected);
  play(s, "tile row 1 col 3");
  EXPECT_EQ(s.board(0).wall.colour_at(0, 2), Colour::Blue);
  EXPECT_EQ(s.score(0), 1);
  EXPECT_EQ(s.phase(), Phase::Deal);
  EXPECT_EQ(s.round(), 2);
  EXPECT_EQ(s.board(0).lines[1].count, 1);  // the incomplete line stays
}

TEST(ClassicGreyWall, Decision2SeatOrderFromTheStartPlayerThenRowsTopToBottom) {
  // Seat 1 started the round; seat 0 takes the last tile.
  State s = build(PositionBuilder(grey(2, 1))
                      .to_move(0)
                      .pattern_line(0, 0, "Y")
                      .pattern_line(1, 0, "B")
                      .pattern_line(1, 1, "RR")
                      .factory(0, "K"));
  play(s, "F1 K floor");
  ASSERT_EQ(s.phase(), Phase::WallTiling);
  EXPECT_EQ(s.current_player(), 1);
  EXPECT_EQ(s.tiling_row(), 0);
  play(s, "tile row 1 col 1");
  EXPECT_EQ(s.current_player(), 1);
  EXPECT_EQ(s.tiling_row(), 1);
  // Column 1 now holds blue, not red: red may go anywhere in row 2.
  EXPECT_EQ(legal_notations(s).size(), 5u);
  play(s, "tile row 2 col 1");  // below the blue tile: vertical run of 2
  EXPECT_EQ(s.current_player(), 0);
  EXPECT_EQ(s.tiling_row(), 0);
  play(s, "tile row 1 col 5");
  EXPECT_EQ(s.phase(), Phase::Deal);
  EXPECT_EQ(s.score(1), 1 + 2);
  EXPECT_EQ(s.score(0), 1 - 1);    // one black tile on the floor line
  EXPECT_EQ(s.start_player(), 1);  // Decision 4: nobody took from the centre
}

TEST(ClassicGreyWall, OnlyCellsWhoseColumnLacksTheColourAreOffered) {
  State s = build(PositionBuilder(grey())
                      .wall(0, {"Y....", "..B..", ".....", ".....", "....."})
                      .pattern_line(0, 0, "B")
                      .factory(0, "R"));
  play(s, "F1 R 3");
  const std::vector<std::string> expected = {"tile row 1 col 2", "tile row 1 col 4",
                                             "tile row 1 col 5"};
  EXPECT_EQ(legal_notations(s), expected);
  EXPECT_NE(rejection(s, "tile row 1 col 1").find("wall row 1 col 1 is already filled"),
            std::string::npos);
  EXPECT_NE(rejection(s, "tile row 1 col 3").find("wall column 3 already has blue"),
            std::string::npos);
  EXPECT_NE(rejection(s, "tile row 2 col 2").find("decision is for row 1, not row 2"),
            std::string::npos);
  EXPECT_NE(rejection(s, "F1 B 1").find("must choose the wall cell for row 1"), std::string::npos);
  EXPECT_NE(rejection(s, "B").find("must choose the wall cell"), std::string::npos);
  play(s, "tile row 1 col 2");  // next to the yellow tile
  EXPECT_EQ(s.score(0), 2);
}

TEST(ClassicGreyWall, ASingleLegalCellIsStillAsked) {
  State s = build(PositionBuilder(grey())
                      .wall(0, {"YRK..", "....B", ".....", ".....", "....."})
                      .pattern_line(0, 0, "B")
                      .factory(0, "R"));
  play(s, "F1 R 3");
  ASSERT_EQ(s.phase(), Phase::WallTiling);
  EXPECT_EQ(legal_notations(s), std::vector<std::string>{"tile row 1 col 4"});
}

TEST(ClassicGreyWall, ALineWithNoLegalCellGoesToTheFloorLine) {
  // Row 5 misses blue only in column 5, which already has blue (row 1). Four floor spaces are
  // taken: three of the five blue tiles fit, two go to the lid.
  State s = build(PositionBuilder(grey())
                      .wall(0, {"....B", ".....", ".....", ".....", "YRKW."})
                      .pattern_line(0, 4, "BBBBB")
                      .floor(0, "RRRR")
                      .score(0, 20)
                      .factory(0, "K")
                      .to_move(1));
  play(s, "F1 K 1");
  // Seat 0 (the start player) was tiled first: all seven floor spaces are taken.
  EXPECT_EQ(s.score(0), 20 - 14);
  EXPECT_EQ(s.phase(), Phase::WallTiling);  // now seat 1 places its black tile
  EXPECT_EQ(s.current_player(), 1);
  EXPECT_EQ(s.board(0).lines[4].count, 0);
  EXPECT_FALSE(s.board(0).wall.filled(4, 4));
  EXPECT_EQ(s.lid().count(Colour::Blue), 5);
  EXPECT_EQ(s.lid().count(Colour::Red), 4);
  EXPECT_EQ(s.tile_total(), kTotalTiles);
}

TEST(ClassicGreyWall, ThePatternLineRuleStillApplies) {
  State s = build(PositionBuilder(grey())
                      .wall(0, {"...B.", ".....", ".....", ".....", "....."})
                      .factory(0, "BBRR"));
  EXPECT_NE(rejection(s, "F1 B 1").find("wall row 1 already has blue"), std::string::npos);
  EXPECT_TRUE(is_legal_notation(s, "F1 B 2"));  // column 4 holding blue does not matter here
}

TEST(ClassicGreyWall, WallRowCompletionMatchesColoursToColumns) {
  Wall wall;
  // Row 1: Y R . B K misses white in column 3; column 3 gets white from row 2.
  wall.place(0, 0, Colour::Yellow);
  wall.place(0, 1, Colour::Red);
  wall.place(0, 3, Colour::Blue);
  wall.place(0, 4, Colour::Black);
  EXPECT_TRUE(wall.row_can_be_completed(0));
  wall.place(1, 2, Colour::White);
  EXPECT_FALSE(wall.row_can_be_completed(0));
  // Row 2 (only the white tile): the other colours can still be spread over four cells...
  EXPECT_TRUE(wall.row_can_be_completed(1));
  // ...unless two missing colours can only use the same cell.
  Wall tight;
  tight.place(0, 0, Colour::Blue);
  tight.place(0, 1, Colour::Yellow);
  tight.place(0, 2, Colour::Red);  // row 1 misses black and white in columns 4 and 5
  tight.place(1, 3, Colour::White);
  EXPECT_TRUE(tight.row_can_be_completed(0));  // white in 5, black in 4
  tight.place(2, 4, Colour::White);            // white fits neither column now
  EXPECT_FALSE(tight.row_can_be_completed(0));
}

// Two grey walls on which no row can be completed any more (each row's missing colour already
// sits in the column of its only empty cell).
PositionBuilder two_dead_walls() {
  PositionBuilder b(grey());
  b.wall(0, {"RY.BK", ".BWYR", "W.KRY", "BKY.W", "K.RWB"});
  b.wall(1, {"YRWK.", "BKRW.", "W.KYB", "KB.RY", "RYB.K"});
  return b;
}

TEST(ClassicGreyWall, Decision7NoRowCanBeCompletedEndsTheGame) {
  State s = build(two_dead_walls().factory(0, "BB"));
  play(s, "F1 B 3");  // row 3 misses blue; the line stays incomplete
  EXPECT_TRUE(s.is_terminal());
  EXPECT_EQ(s.round(), 1);
  EXPECT_EQ(breakdown_points(s, 0, "column bonuses"), 7);   // column 5: K R Y W B
  EXPECT_EQ(breakdown_points(s, 1, "column bonuses"), 7);   // column 1: Y B W K R
  EXPECT_EQ(breakdown_points(s, 1, "colour bonuses"), 10);  // five black tiles
  EXPECT_EQ(breakdown_points(s, 0, "colour bonuses"), 0);
  EXPECT_EQ(breakdown_points(s, 0, "row bonuses"), 0);
  for (int seat = 0; seat < 2; ++seat) EXPECT_EQ(breakdown_total(s, seat), s.score(seat));
}

TEST(ClassicGreyWall, Decision7OneCompletableRowKeepsTheGameGoing) {
  PositionBuilder b(grey());
  b.wall(0, {"RY.BK", ".BWYR", "W.KRY", "BKY.W", "K.RWB"});  // dead; seat 1's wall is empty
  State s = build(b.factory(0, "BB"));
  play(s, "F1 B 3");
  EXPECT_FALSE(s.is_terminal());
  EXPECT_EQ(s.round(), 2);
}

}  // namespace
}  // namespace azul::classic::testing
