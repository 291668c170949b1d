// Scoring rules of classic Azul (both wall sides):
// - A tile placed on the wall with no horizontal and no vertical neighbour scores 1.
//   Otherwise it scores the length of the unbroken horizontal run through it (if longer than 1)
//   plus the length of the unbroken vertical run through it (if longer than 1); a tile with
//   neighbours both ways scores both runs in full.
// - Floor penalties: see kFloorPenalties in player_board.h.
// - End of game: +2 per complete row, +7 per complete column, +10 per colour with all five of
//   its tiles on the wall.
#pragma once

#include <array>
#include <cstdint>

#include "engine/classic/wall.h"

namespace azul::classic {

inline constexpr int kRowBonus = 2;
inline constexpr int kColumnBonus = 7;
inline constexpr int kColourBonus = 10;

// Points for the tile just placed at (row, col); the cell must be filled.
namespace scoring_detail {

// kRunLength[mask][i]: the length of the run of set bits of `mask` (5 bits) through bit i
// (0 when bit i is clear), so that scoring a placement needs no loop.
inline constexpr auto kRunLength = [] {
  std::array<std::array<std::uint8_t, kWallSize>, 1u << kWallSize> runs{};
  for (unsigned mask = 0; mask < runs.size(); ++mask)
    for (int i = 0; i < kWallSize; ++i) {
      if (!((mask >> i) & 1u)) continue;
      int lo = i, hi = i;
      while (lo > 0 && ((mask >> (lo - 1)) & 1u)) --lo;
      while (hi + 1 < kWallSize && ((mask >> (hi + 1)) & 1u)) ++hi;
      runs[mask][i] = static_cast<std::uint8_t>(hi - lo + 1);
    }
  return runs;
}();

}  // namespace scoring_detail

// Points for the tile just placed at (row, col): the tiles linked to it horizontally and
// vertically; a tile with both kinds of neighbours scores both runs in full, one with none 1.
constexpr int placement_points(const Wall& wall, int row, int col) {
  const int horizontal = scoring_detail::kRunLength[wall.row_cells(row)][col];
  const int vertical = scoring_detail::kRunLength[wall.column_cells(col)][row];
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
