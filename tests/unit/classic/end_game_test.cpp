// The end of the game: the trigger (a complete row, for several players in the same round),
// the end bonuses, the tie-break, and the terminal state. Decision 6 is in deal_test.cpp; the
// grey-wall dead end (Decision 7) in grey_wall_test.cpp.
#include "classic_test_support.h"

namespace azul::classic::testing {
namespace {

TEST(ClassicEndGame, RowsCompletedInTheSameRoundByTwoPlayersEndTheGame) {
  // Seats 0 and 2 each complete row 1 (the white tile goes to column 5); seat 1 does not.
  State s = build(PositionBuilder(options(3))
                      .wall(0, {"BYRK.", ".....", ".....", ".....", "....."})
                      .pattern_line(0, 0, "W")
                      .wall(2, {"BYRK.", ".....", ".....", ".....", "....."})
                      .pattern_line(2, 0, "W")
                      .score(1, 9)
                      .factory(0, "R"));
  play(s, "F1 R floor");
  EXPECT_TRUE(s.is_terminal());
  EXPECT_EQ(s.phase(), Phase::GameOver);
  EXPECT_EQ(s.round(), 1);
  EXPECT_EQ(s.score(0), 5 - 1 + 2);  // row of 5, one floor tile, row bonus
  EXPECT_EQ(s.score(1), 9);
  EXPECT_EQ(s.score(2), 5 + 2);
  EXPECT_EQ(breakdown_points(s, 2, "row bonuses"), 2);
  EXPECT_EQ(winners(s), std::vector<int>{1});
}

TEST(ClassicEndGame, EveryEndBonus) {
  // Placing white at row 1 column 5 completes row 1 and the colour white; column 1 is complete.
  State s = build(PositionBuilder(options())
                      .wall(0, {"BYRK.", "W....", "KW...", "R.W..", "Y..W."})
                      .pattern_line(0, 0, "W")
                      .factory(0, "R")
                      .to_move(1));
  play(s, "F1 R 3");
  ASSERT_TRUE(s.is_terminal());
  EXPECT_EQ(breakdown_points(s, 0, "wall placements"), 5);
  EXPECT_EQ(breakdown_points(s, 0, "row bonuses"), 2);
  EXPECT_EQ(breakdown_points(s, 0, "column bonuses"), 7);
  EXPECT_EQ(breakdown_points(s, 0, "colour bonuses"), 10);
  EXPECT_EQ(s.score(0), 5 + 2 + 7 + 10);
  EXPECT_EQ(breakdown_total(s, 0), s.score(0));
  EXPECT_EQ(s.board(0).wall.complete_rows(), 1);
  EXPECT_EQ(s.board(0).wall.complete_columns(), 1);
  EXPECT_EQ(s.board(0).wall.complete_colours(), 1);
  EXPECT_TRUE(s.board(0).wall.colour_complete(Colour::White));
  EXPECT_EQ(s.score(1), 0);
}

TEST(ClassicEndGame, BonusesCountEveryCompleteLine) {
  // A full wall: 5 rows, 5 columns, 5 colours.
  PositionBuilder b(options());
  b.wall(0, {"BYRKW", "WBYRK", "KWBYR", "RKWBY", "YRKW."}).pattern_line(0, 4, "BBBBB");
  b.factory(0, "R").to_move(1);
  State s = build(b);
  play(s, "F1 R 1");
  ASSERT_TRUE(s.is_terminal());
  EXPECT_EQ(breakdown_points(s, 0, "row bonuses"), 10);
  EXPECT_EQ(breakdown_points(s, 0, "column bonuses"), 35);
  EXPECT_EQ(breakdown_points(s, 0, "colour bonuses"), 50);
  EXPECT_EQ(breakdown_points(s, 0, "wall placements"), 10);
  EXPECT_EQ(s.tiebreak(0), 5);
}

TEST(ClassicEndGame, TieBrokenByCompleteRows) {
  State s = build(PositionBuilder(options())
                      .wall(0, {"BYRK.", ".....", ".....", ".....", "....."})
                      .pattern_line(0, 0, "W")
                      .score(0, 3)
                      .score(1, 10)
                      .factory(0, "R")
                      .to_move(1));
  play(s, "F1 R 3");
  ASSERT_TRUE(s.is_terminal());
  EXPECT_EQ(s.score(0), 10);
  EXPECT_EQ(s.score(1), 10);
  EXPECT_EQ(s.tiebreak(0), 1);
  EXPECT_EQ(s.tiebreak(1), 0);
  EXPECT_EQ(winners(s), std::vector<int>{0});
}

TEST(ClassicEndGame, StillTiedIsShared) {
  State s = build(PositionBuilder(options())
                      .wall(0, {"BYRK.", ".....", ".....", ".....", "....."})
                      .pattern_line(0, 0, "W")
                      .wall(1, {"BYRK.", ".....", ".....", ".....", "....."})
                      .pattern_line(1, 0, "W")
                      .score(0, 4)
                      .score(1, 4)
                      .factory(0, "R")
                      .to_move(1));
  play(s, "F1 R 3");
  ASSERT_TRUE(s.is_terminal());
  EXPECT_EQ(s.score(0), s.score(1));
  EXPECT_EQ(s.tiebreak(0), s.tiebreak(1));
  EXPECT_EQ(winners(s), (std::vector<int>{0, 1}));
}

TEST(ClassicEndGame, NothingIsLegalOnceTheGameIsOver) {
  State s = build(PositionBuilder(options())
                      .wall(0, {"BYRK.", ".....", ".....", ".....", "....."})
                      .pattern_line(0, 0, "W")
                      .factory(0, "R"));
  play(s, "F1 R 2");
  ASSERT_TRUE(s.is_terminal());
  EXPECT_TRUE(legal_notations(s).empty());
  ChanceList outcomes;
  s.chance_outcomes(outcomes);
  EXPECT_TRUE(outcomes.empty());
  EXPECT_NE(rejection(s, "B").find("the game is over"), std::string::npos);
  EXPECT_NE(rejection(s, "F1 R 1").find("the game is over"), std::string::npos);
}

TEST(ClassicEndGame, Decision7ALockedColourOnTheColouredWall) {
  // Both walls miss exactly the blue cells; all 20 blue tiles sit in pattern lines that can
  // never be completed (no blue tile is left in bag or lid). No row can ever be completed.
  PositionBuilder b(options());
  for (int seat = 0; seat < 2; ++seat) {
    b.wall(seat, {".YRKW", "W.YRK", "KW.YR", "RKW.Y", "YRKW."});
    b.pattern_line(seat, 1, "B").pattern_line(seat, 2, "BB").pattern_line(seat, 3, "BBB");
    b.pattern_line(seat, 4, "BBBB");
  }
  State s = build(b.factory(0, "Y"));
  play(s, "F1 Y floor");
  ASSERT_TRUE(s.is_terminal());
  EXPECT_GT(s.bag().total(), 0);
  for (int seat = 0; seat < 2; ++seat)
    EXPECT_EQ(breakdown_points(s, seat, "colour bonuses"), 40) << seat;  // Y R K W complete
  EXPECT_EQ(s.score(0), 40);  // the floor penalty was absorbed by the score floor
}

}  // namespace
}  // namespace azul::classic::testing
