// PlayerBoard: everything in front of one player in classic Azul — five pattern lines, the
// wall, the floor line — and the ledger of how the player's score came about.
//
// Rules encoded here:
// - pattern line r (0-based) holds up to r+1 tiles of a single colour;
// - the floor line has 7 spaces, filled left to right; a space holds a tile or the
//   first-player marker; kFloorPenalties gives the penalty printed above each space;
// - scores never drop below 0: the ledger's `score_floor` records the points the floor at 0
//   gave back, so that the breakdown lines always sum to the score.
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "engine/classic/colours.h"
#include "engine/classic/wall.h"

namespace azul::classic {

inline constexpr int kPatternLines = kWallSize;
inline constexpr int kFloorSpaces = 7;
inline constexpr std::array<int, kFloorSpaces> kFloorPenalties = {-1, -1, -2, -2, -2, -3, -3};

// Capacity of pattern line `row` (0-based): 1..5 tiles.
constexpr int pattern_line_capacity(int row) { return row + 1; }

// One pattern line: a colour (meaningful only while count > 0) and how many tiles it holds.
struct PatternLine {
  Colour colour = Colour::Blue;
  std::uint8_t count = 0;

  constexpr bool empty() const { return count == 0; }
  friend constexpr bool operator==(const PatternLine& a, const PatternLine& b) {
    return a.count == b.count && (a.count == 0 || a.colour == b.colour);
  }
};

// What one floor space holds.
struct FloorSpace {
  bool is_marker = false;        // the first-player marker
  Colour colour = Colour::Blue;  // the tile's colour when !is_marker
  friend constexpr bool operator==(const FloorSpace&, const FloorSpace&) = default;
};

// The floor line: occupied spaces are the first `size()` ones, in the order they were filled.
// Space i is the 4-bit nibble i of one word (0 empty, 1..5 a tile of colour index 0..4,
// kMarkerCode the marker), so that putting several tiles on the line is one masked OR.
class FloorLine {
 public:
  constexpr int size() const { return size_; }
  constexpr bool full() const { return size_ == kFloorSpaces; }
  constexpr FloorSpace operator[](int i) const {
    const unsigned code = code_at(i);
    return code == kMarkerCode ? FloorSpace{true, Colour::Blue}
                               : FloorSpace{false, colour_from_index(static_cast<int>(code) - 1)};
  }
  constexpr bool holds_marker() const {
    for (int i = 0; i < size_; ++i)
      if (code_at(i) == kMarkerCode) return true;
    return false;
  }
  constexpr int tiles_of(Colour c) const {
    int n = 0;
    for (int i = 0; i < size_; ++i) n += code_at(i) == tile_code(c) ? 1 : 0;
    return n;
  }
  constexpr int tile_count() const { return size_ - (holds_marker() ? 1 : 0); }
  // Sum of the penalties of the occupied spaces (<= 0).
  constexpr int penalty() const { return kPenaltyOfFirst[size_]; }

  // Adds a tile; returns false (and changes nothing) when the line is full.
  constexpr bool push_tile(Colour c) { return push_tiles(c, 1) == 0; }
  // Adds up to n tiles of colour c, as many as there are free spaces; returns how many did not
  // fit.
  constexpr int push_tiles(Colour c, int n) {
    const int fits = n < kFloorSpaces - size_ ? n : kFloorSpaces - size_;
    const std::uint32_t nibbles = (1u << (4 * fits)) - 1;  // fits <= 7: no overflow
    spaces_ |= (tile_code(c) * kNibbleOnes & nibbles) << (4 * size_);
    size_ = static_cast<std::uint8_t>(size_ + fits);
    return n - fits;
  }
  constexpr bool push_marker() {
    if (full()) return false;
    spaces_ |= kMarkerCode << (4 * size_++);
    return true;
  }
  constexpr void clear() {
    spaces_ = 0;
    size_ = 0;
  }

  friend constexpr bool operator==(const FloorLine&, const FloorLine&) = default;

 private:
  static constexpr std::uint32_t kMarkerCode = 0xF;
  static constexpr std::uint32_t kNibbleOnes = 0x1111111;  // a 1 in each space's nibble
  // kPenaltyOfFirst[n]: the penalty of the first n spaces.
  static constexpr std::array<int, kFloorSpaces + 1> kPenaltyOfFirst = [] {
    std::array<int, kFloorSpaces + 1> sums{};
    for (int n = 0; n < kFloorSpaces; ++n) sums[n + 1] = sums[n] + kFloorPenalties[n];
    return sums;
  }();
  static constexpr std::uint32_t tile_code(Colour c) {
    return static_cast<std::uint32_t>(index_of(c)) + 1;
  }
  constexpr std::uint32_t code_at(int i) const { return (spaces_ >> (4 * i)) & 0xF; }

  std::uint32_t spaces_ = 0;  // nibble i: space i (unused spaces are 0)
  std::uint8_t size_ = 0;
};

// Where a player's points came from. Every field is added to the score; see breakdown().
struct ScoreLedger {
  int placements = 0;       // points for tiles placed on the wall
  int floor_penalties = 0;  // <= 0
  int score_floor = 0;      // >= 0: points given back because a score may not drop below 0
  int row_bonuses = 0;      // end of game: +2 per complete row
  int column_bonuses = 0;   // end of game: +7 per complete column
  int colour_bonuses = 0;   // end of game: +10 per colour with all 5 tiles on the wall

  constexpr int total() const {
    return placements + floor_penalties + score_floor + row_bonuses + column_bonuses +
           colour_bonuses;
  }
  friend constexpr bool operator==(const ScoreLedger&, const ScoreLedger&) = default;
};

struct PlayerBoard {
  std::array<PatternLine, kPatternLines> lines{};
  Wall wall{};
  FloorLine floor{};
  ScoreLedger ledger{};

  constexpr int score() const { return ledger.total(); }
  // Tiles on this board (pattern lines, floor line and wall), for conservation checks.
  constexpr int tile_count() const {
    int n = wall.tile_count() + floor.tile_count();
    for (const auto& line : lines) n += line.count;
    return n;
  }
  friend constexpr bool operator==(const PlayerBoard&, const PlayerBoard&) = default;
};

}  // namespace azul::classic
