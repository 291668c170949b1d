// Destination tables: for one player, which pattern lines (and the floor line) each colour may
// go to — the legality rule of a take:
// - a colour may go to a pattern line that is not full (Decision 5), that is empty or already
//   holds that colour, and whose wall row does not have that colour yet;
// - the floor line takes every colour.
// A table packs this into 30 bits: bit (6 * colour + destination) is set when that colour may
// go to that destination (0..4 = pattern lines 1..5, 5 = floor). Take ids are
// source * 30 + 6 * colour + destination (actions.h), so `table & source_bits(tiles)` is
// exactly the set of legal take ids of a source, less source * 30. State keeps one table per
// player up to date, which makes legal-move generation a few bit operations per source.
#pragma once

#include <array>
#include <cstdint>

#include "engine/classic/actions.h"
#include "engine/classic/player_board.h"
#include "engine/classic/tile_counts.h"

namespace azul::classic {

using DestinationTable = std::uint32_t;

namespace destinations_detail {

inline constexpr std::uint32_t kDestinationBits = (1u << kNumDestinations) - 1;

// A colour mask -> the table bit of destination 0 of each colour in it.
inline constexpr std::array<std::uint32_t, 1u << kNumColours> kSpreadColours = [] {
  std::array<std::uint32_t, 1u << kNumColours> spread{};
  for (unsigned mask = 0; mask < spread.size(); ++mask)
    for (int c = 0; c < kNumColours; ++c)
      if (mask & (1u << c)) spread[mask] |= 1u << (c * kNumDestinations);
  return spread;
}();

// A colour mask -> the table bits of every destination of each colour in it.
inline constexpr std::array<std::uint32_t, 1u << kNumColours> kEveryDestination = [] {
  std::array<std::uint32_t, 1u << kNumColours> bits{};
  for (unsigned mask = 0; mask < bits.size(); ++mask)
    bits[mask] = kSpreadColours[mask] * kDestinationBits;
  return bits;
}();

inline constexpr std::uint32_t kFloorForEveryColour = kSpreadColours[kAllColoursMask]
                                                      << kFloorDestination;

static_assert(kNumColours * kNumDestinations <= 32);
static_assert(take_id(1, Colour::Blue, 0) == kNumColours * kNumDestinations);

}  // namespace destinations_detail

// The colours pattern line `row` of `board` accepts now.
constexpr ColourMask colours_accepted(const PlayerBoard& board, int row) {
  const PatternLine& line = board.lines[row];
  if (line.count == pattern_line_capacity(row)) return 0;  // Decision 5
  unsigned allowed = ~board.wall.row_colours(row) & kAllColoursMask;
  if (line.count > 0) allowed &= bit_of(line.colour);
  return static_cast<ColourMask>(allowed);
}

constexpr DestinationTable destination_table_of(const PlayerBoard& board) {
  using namespace destinations_detail;
  DestinationTable table = kFloorForEveryColour;
  for (int row = 0; row < kPatternLines; ++row)
    table |= kSpreadColours[colours_accepted(board, row)] << row;
  return table;
}

// `table` with pattern line `row` recomputed from `board` (after that line or wall row changed).
constexpr DestinationTable with_row_refreshed(DestinationTable table, const PlayerBoard& board,
                                              int row) {
  using namespace destinations_detail;
  const std::uint32_t row_bits = kSpreadColours[kAllColoursMask] << row;
  return (table & ~row_bits) | (kSpreadColours[colours_accepted(board, row)] << row);
}

// The table bits of every destination of each colour a source holds.
constexpr std::uint32_t source_bits(const TileCounts& tiles) {
  return destinations_detail::kEveryDestination[tiles.present()];
}

// Whether `table` lets colour c go to `destination`.
constexpr bool allows(DestinationTable table, Colour c, int destination) {
  return (table >> (index_of(c) * kNumDestinations + destination)) & 1u;
}

}  // namespace azul::classic
