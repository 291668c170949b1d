// Decision 7's dead-end test (dead_end.h) on positions at the start of a round.
#include "classic_test_support.h"

#include "engine/classic/dead_end.h"

namespace azul::classic::testing {
namespace {

// Four coloured walls. Every row but row 5 of seats 1..3 misses black, and all 20 black tiles
// are on walls (3) or in pattern lines (17): black can never arrive. Rows 5 of seats 1..3 miss
// only white, whose tiles outside the walls (in the bag) are `white_off_wall`.
State locked_black(bool seat0_rows_4_and_5_white) {
  PositionBuilder b(options(4));
  if (seat0_rows_4_and_5_white)
    b.wall(0, {"....W", "W....", ".W...", "..W..", "...W."});
  else
    b.wall(0, {"....W", "W....", ".W...", ".....", "....."});
  for (int seat = 1; seat < 4; ++seat) b.wall(seat, {"....W", "W....", ".W...", "..W..", "YRK.B"});
  b.pattern_line(0, 1, "K").pattern_line(0, 2, "KK").pattern_line(0, 3, "KKK");
  b.pattern_line(0, 4, "KKKK");
  b.pattern_line(1, 1, "K").pattern_line(1, 2, "KK").pattern_line(1, 3, "KKK");
  b.pattern_line(2, 1, "K");
  return build(b.dealing());
}

TEST(ClassicDeadEnd, TooFewTilesOutsideTheWallsForTheLine) {
  const State s = locked_black(true);
  EXPECT_EQ(s.bag().count(Colour::White), 3);  // row 5 needs five white tiles in its line
  EXPECT_EQ(s.bag().count(Colour::Black), 0);
  EXPECT_FALSE(some_row_can_still_be_completed(s));
}

TEST(ClassicDeadEnd, EnoughTilesKeepTheRowAlive) {
  const State s = locked_black(false);
  EXPECT_EQ(s.bag().count(Colour::White), 5);
  EXPECT_TRUE(some_row_can_still_be_completed(s));
}

TEST(ClassicDeadEnd, ANewGameIsAlive) {
  EXPECT_TRUE(some_row_can_still_be_completed(State(options(2, WallSide::Grey))));
}

}  // namespace
}  // namespace azul::classic::testing
