// Wall: one player's 5x5 wall, the tiles placed on it and the masks that make legality checks
// cheap. It stores which colour each cell holds, so the same type serves the coloured side
// (where the colour of a cell is fixed by wall_geometry.h) and the grey side (where the player
// chose the cell). Rules it supports:
// - a colour may not go into a pattern line whose wall row already has it (row_has);
// - on the grey side no colour appears twice in any column (column_has / free_columns_for).
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <optional>

#include "engine/classic/colours.h"
#include "engine/classic/wall_geometry.h"

namespace azul::classic {

class Wall {
 public:
  constexpr bool filled(int row, int col) const { return (row_cells_[row] >> col) & 1u; }
  // The colour of the tile at (row, col), or nothing for an empty cell.
  constexpr std::optional<Colour> colour_at(int row, int col) const {
    if (!filled(row, col)) return std::nullopt;
    return static_cast<Colour>(cell_colour_[row][col]);
  }
  constexpr bool row_has(int row, Colour c) const { return row_colours_[row] & bit_of(c); }
  constexpr bool column_has(int col, Colour c) const {
    return (colour_columns_[index_of(c)] >> col) & 1u;
  }

  // Bit c set when cell (row, c) is filled.
  constexpr ColumnMask row_cells(int row) const { return row_cells_[row]; }
  // Bit r set when cell (r, col) is filled.
  constexpr std::uint8_t column_cells(int col) const { return column_cells_[col]; }
  // Bit i set when the row holds the colour with index i.
  constexpr ColourMask row_colours(int row) const { return row_colours_[row]; }
  // Empty cells of `row` whose column does not yet hold `c` (the grey side's legal cells).
  constexpr ColumnMask free_columns_for(int row, Colour c) const {
    return static_cast<ColumnMask>(~row_cells_[row] & ~colour_columns_[index_of(c)] &
                                   kAllColumnsMask);
  }

  constexpr bool row_complete(int row) const { return row_cells_[row] == kAllColumnsMask; }
  constexpr bool column_complete(int col) const { return column_cells_[col] == kAllColumnsMask; }
  // How many tiles of colour c the wall holds (each row and column holds a colour at most once).
  constexpr int count_of(Colour c) const {
    return std::popcount(static_cast<unsigned>(colour_columns_[index_of(c)]));
  }
  constexpr bool colour_complete(Colour c) const { return count_of(c) == kWallSize; }
  constexpr int complete_rows() const {
    int n = 0;
    for (int r = 0; r < kWallSize; ++r) n += row_complete(r) ? 1 : 0;
    return n;
  }
  constexpr int complete_columns() const {
    int n = 0;
    for (int c = 0; c < kWallSize; ++c) n += column_complete(c) ? 1 : 0;
    return n;
  }
  constexpr int complete_colours() const {
    int n = 0;
    for (Colour c : kAllColours) n += colour_complete(c) ? 1 : 0;
    return n;
  }
  // Grey side: whether this row can still be completed, i.e. its missing colours can be put on
  // its empty cells, one each, without any colour appearing twice in a column. Tiles placed in
  // other rows only add colours to columns, so once this is false it stays false.
  // (On the coloured side every cell has its own colour, so this is always true there.)
  constexpr bool row_can_be_completed(int row) const {
    const unsigned missing = ~row_colours_[row] & kAllColoursMask;
    // can_fill[s]: the colours in set s can fill the first popcount(s) empty cells of the row.
    std::array<bool, 1u << kNumColours> can_fill{};
    can_fill[0] = true;
    int filled_cells = 0;
    for (int col = 0; col < kWallSize; ++col) {
      if (filled(row, col)) continue;
      ++filled_cells;
      std::array<bool, 1u << kNumColours> next{};
      for (unsigned set = 0; set < can_fill.size(); ++set) {
        if (!can_fill[set]) continue;
        for (int c = 0; c < kNumColours; ++c) {
          const unsigned bit = 1u << c;
          if ((missing & bit) && !(set & bit) && !((colour_columns_[c] >> col) & 1u))
            next[set | bit] = true;
        }
      }
      can_fill = next;
    }
    return filled_cells == 0 || can_fill[missing];
  }

  constexpr int tile_count() const {
    int n = 0;
    for (int r = 0; r < kWallSize; ++r) n += std::popcount(static_cast<unsigned>(row_cells_[r]));
    return n;
  }

  // Puts a tile of colour c on the empty cell (row, col). Callers check legality.
  constexpr void place(int row, int col, Colour c) {
    row_cells_[row] |= static_cast<ColumnMask>(1u << col);
    column_cells_[col] |= static_cast<std::uint8_t>(1u << row);
    row_colours_[row] |= bit_of(c);
    colour_columns_[index_of(c)] |= static_cast<ColumnMask>(1u << col);
    cell_colour_[row][col] = static_cast<std::uint8_t>(c);
  }

  friend constexpr bool operator==(const Wall&, const Wall&) = default;

 private:
  std::array<ColumnMask, kWallSize> row_cells_{};         // filled cells per row
  std::array<std::uint8_t, kWallSize> column_cells_{};    // filled cells per column (bit = row)
  std::array<ColourMask, kWallSize> row_colours_{};       // colours present per row
  std::array<ColumnMask, kNumColours> colour_columns_{};  // columns holding each colour
  std::array<std::array<std::uint8_t, kWallSize>, kWallSize> cell_colour_{};  // valid if filled
};

}  // namespace azul::classic
