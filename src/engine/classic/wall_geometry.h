// Geometry of the 5x5 wall and the printed colours of its coloured (standard) side.
//
// Rows and columns are 0-based in code (0 = top / left) and 1-based in notation and messages.
// Coloured side: row r holds colour (c - r) mod 5 in column c, with the colour order
// blue, yellow, red, black, white. So row 1 reads B Y R K W and each lower row is shifted one
// step to the right (row 2 reads W B Y R K). The grey side has no printed colours.
#pragma once

#include "engine/classic/colours.h"

namespace azul::classic {

inline constexpr int kWallSize = 5;  // rows = columns = pattern lines = colours
static_assert(kWallSize == kNumColours);

using ColumnMask = std::uint8_t;  // bit c = column c (0-based)
inline constexpr ColumnMask kAllColumnsMask = (1u << kWallSize) - 1;

// The colour printed at (row, col) on the coloured side.
constexpr Colour coloured_wall_colour(int row, int col) {
  return colour_from_index(((col - row) % kWallSize + kWallSize) % kWallSize);
}

// The column of `colour` in `row` on the coloured side.
constexpr int coloured_wall_column(int row, Colour colour) {
  return (index_of(colour) + row) % kWallSize;
}

static_assert(coloured_wall_colour(0, 0) == Colour::Blue);
static_assert(coloured_wall_colour(1, 0) == Colour::White);
static_assert(coloured_wall_column(1, Colour::White) == 0);
static_assert(coloured_wall_column(4, Colour::Yellow) == 0);

}  // namespace azul::classic
