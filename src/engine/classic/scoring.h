// Scoring rules of classic Azul (both wall sides):
// - A tile placed on the wall with no horizontal and no vertical neighbour scores 1.
//   Otherwise it scores the length of the unbroken horizontal run through it (if longer than 1)
//   plus the length of the unbroken vertical run through it (if longer than 1); a tile with
//   neighbours both ways scores both runs in full.
// - Floor penalties: see kFloorPenalties in player_board.h.
// - End of game: +2 per complete row, +7 per complete column, +10 per colour with all five of
//   its tiles on the wall.
#pragma once

#include "engine/classic/wall.h"

namespace azul::classic {

inline constexpr int kRowBonus = 2;
inline constexpr int kColumnBonus = 7;
inline constexpr int kColourBonus = 10;

// Points for the tile just placed at (row, col); the cell must be filled.
constexpr int placement_points(const Wall& wall, int row, int col) {
  int horizontal = 1;
  for (int c = col - 1; c >= 0 && wall.filled(row, c); --c) ++horizontal;
  for (int c = col + 1; c < kWallSize && wall.filled(row, c); ++c) ++horizontal;
  int vertical = 1;
  for (int r = row - 1; r >= 0 && wall.filled(r, col); --r) ++vertical;
  for (int r = row + 1; r < kWallSize && wall.filled(r, col); ++r) ++vertical;
  if (horizontal == 1 && vertical == 1) return 1;
  return (horizontal > 1 ? horizontal : 0) + (vertical > 1 ? vertical : 0);
}

constexpr int row_bonus_points(const Wall& wall) { return kRowBonus * wall.complete_rows(); }
constexpr int column_bonus_points(const Wall& wall) {
  return kColumnBonus * wall.complete_columns();
}
constexpr int colour_bonus_points(const Wall& wall) {
  return kColourBonus * wall.complete_colours();
}

}  // namespace azul::classic
