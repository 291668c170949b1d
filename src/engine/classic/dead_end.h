// Decision 7 (the printed rules are silent): the game also ends, with the end bonuses, after a
// wall-tiling after which no player can ever complete a horizontal row, because it could never
// end otherwise. Random play reaches such positions in about 1 game in 1000 on the grey wall:
// - a row whose missing colours can only go into columns that already hold them;
// - every tile of a colour that rows still need is locked on the walls or in pattern lines that
//   can never be completed (they would need more tiles of that colour).
//
// The test is conservative (it never ends a game that could still end normally). It runs after
// a wall-tiling, when the table and the floor lines are empty, and declares a dead end when
// every row of every wall has a missing colour c such that
// - no tile of c is in the bag or the lid: all of c are then on walls or in incomplete pattern
//   lines, which only release tiles when completed, and completing one needs more tiles of c;
// - or fewer tiles of c exist outside the walls than the row's pattern line holds;
// or, on the grey wall, when its missing colours cannot be put on its empty cells without
// repeating a colour in a column (Wall::row_can_be_completed).
// (A pattern line always holds a colour its row misses, so a line stuck with a colour that can
// never arrive is covered by the first case.)
#pragma once

#include "engine/classic/state.h"

namespace azul::classic {

// False when the position is a dead end in the sense above.
bool some_row_can_still_be_completed(const State& state);

}  // namespace azul::classic
