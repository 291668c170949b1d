// Scoring: placements (single tile, runs, both directions), floor penalties, the score floor at
// 0 and the breakdown.
#include "classic_test_support.h"

#include "engine/classic/scoring.h"

namespace azul::classic::testing {
namespace {

// A grey-side wall (any colours) with the given cells filled ('x'), then `row`,`col` placed.
int points_for(const std::array<std::string_view, kWallSize>& rows, int row, int col) {
  Wall wall;
  int next_colour = 0;
  for (int r = 0; r < kWallSize; ++r)
    for (int c = 0; c < kWallSize; ++c)
      if (rows[r][c] == 'x') wall.place(r, c, colour_from_index(next_colour++ % kNumColours));
  wall.place(row, col, Colour::Blue);
  return placement_points(wall, row, col);
}

TEST(ClassicScoring, ALoneTileScoresOne) {
  EXPECT_EQ(points_for({".....", ".....", ".....", ".....", "....."}, 2, 2), 1);
  // Diagonal neighbours do not count.
  EXPECT_EQ(points_for({".....", ".x.x.", ".....", ".x.x.", "....."}, 2, 2), 1);
}

TEST(ClassicScoring, HorizontalRunScoresItsLength) {
  EXPECT_EQ(points_for({"xx...", ".....", ".....", ".....", "....."}, 0, 2), 3);
  EXPECT_EQ(points_for({".....", ".x.xx", ".....", ".....", "....."}, 1, 2), 4);
  EXPECT_EQ(points_for({"xxxx.", ".....", ".....", ".....", "....."}, 0, 4), 5);
}

TEST(ClassicScoring, VerticalRunScoresItsLength) {
  EXPECT_EQ(points_for({"x....", "x....", ".....", ".....", "....."}, 2, 0), 3);
  EXPECT_EQ(points_for({".....", ".....", ".....", "...x.", "...x."}, 2, 3), 3);
}

TEST(ClassicScoring, BothRunsScoreInFull) {
  // Horizontal 3 and vertical 2: 5 (the placed tile counts in both).
  EXPECT_EQ(points_for({".....", "xx...", "..x..", ".....", "....."}, 1, 2), 5);
  // A cross: horizontal 5 and vertical 5 = 10.
  EXPECT_EQ(points_for({"..x..", "..x..", "xx.xx", "..x..", "..x.."}, 2, 2), 10);
}

TEST(ClassicScoring, AGapBreaksTheRun) {
  EXPECT_EQ(points_for({"x.x..", ".....", ".....", ".....", "....."}, 0, 3), 2);
  EXPECT_EQ(points_for({"x....", ".....", ".....", ".....", "....."}, 2, 0), 1);
}

TEST(ClassicScoring, WorkedExamples) {
  // An L: the new tile ends a horizontal run of 2 and a vertical run of 3: 5 points.
  EXPECT_EQ(points_for({".....", "...x.", "...x.", "....x", "....."}, 3, 3), 2 + 3);
  // Closing a 4-tile row with a 3-tile column beneath: 4 + 3 = 7.
  EXPECT_EQ(points_for({"xxx..", ".....", ".....", ".....", "....."}, 0, 3), 4);
  EXPECT_EQ(points_for({"xxx..", "...x.", "...x.", ".....", "....."}, 0, 3), 4 + 3);
}

TEST(ClassicScoring, FloorPenalties) {
  const int expected[kFloorSpaces + 1] = {0, -1, -2, -4, -6, -8, -11, -14};
  FloorLine floor;
  EXPECT_EQ(floor.penalty(), expected[0]);
  for (int n = 1; n <= kFloorSpaces; ++n) {
    ASSERT_TRUE(floor.push_tile(Colour::Red));
    EXPECT_EQ(floor.penalty(), expected[n]) << n;
  }
  EXPECT_FALSE(floor.push_tile(Colour::Red));
  EXPECT_FALSE(floor.push_marker());
}

TEST(ClassicScoring, PlacementsAreScoredTopToBottom) {
  // Row 1 gets blue next to an existing yellow (2 points); then row 2 gets white below the
  // blue (vertical run of 2: 2 points). Bottom to top would have scored 1 + 4 instead.
  State s = build(PositionBuilder(options())
                      .wall(0, {".Y...", ".....", ".....", ".....", "....."})
                      .pattern_line(0, 0, "B")
                      .pattern_line(0, 1, "W")
                      .factory(0, "W"));
  play(s, "F1 W 2");
  EXPECT_EQ(s.board(0).wall.colour_at(0, 0), Colour::Blue);
  EXPECT_EQ(s.board(0).wall.colour_at(1, 0), Colour::White);
  EXPECT_EQ(s.score(0), 4);
  EXPECT_EQ(breakdown_points(s, 0, "wall placements"), 4);
}

TEST(ClassicScoring, FloorPenaltiesAndTheScoreFloorAtZero) {
  State s = build(PositionBuilder(options())
                      .score(0, 3)
                      .score(1, 20)
                      .floor(0, "BBBBBBB")
                      .floor(1, "YYY")
                      .factory(0, "R"));
  play(s, "F1 R 1");  // +1 for the red tile; 7 floor spaces: -14
  EXPECT_EQ(s.score(0), 0);
  EXPECT_EQ(breakdown_points(s, 0, "wall placements"), 3 + 1);
  EXPECT_EQ(breakdown_points(s, 0, "floor penalties"), -14);
  EXPECT_EQ(breakdown_points(s, 0, "score floor"), 10);
  EXPECT_EQ(breakdown_total(s, 0), 0);
  EXPECT_EQ(s.score(1), 20 - 4);
  EXPECT_EQ(breakdown_points(s, 1, "score floor"), 0);
  EXPECT_EQ(breakdown_total(s, 1), s.score(1));
  EXPECT_EQ(s.board(0).floor.size(), 0);
  EXPECT_EQ(s.lid().count(Colour::Blue), 7);  // floor tiles go to the lid
  EXPECT_EQ(s.tile_total(), kTotalTiles);
}

TEST(ClassicScoring, BreakdownHasEveryCategory) {
  const State s(options());
  std::vector<std::string> labels;
  for (const ScoreLine& line : s.breakdown(0)) labels.push_back(line.label);
  const std::vector<std::string> expected = {"wall placements", "floor penalties",
                                             "score floor",     "row bonuses",
                                             "column bonuses",  "colour bonuses"};
  EXPECT_EQ(labels, expected);
}

}  // namespace
}  // namespace azul::classic::testing
