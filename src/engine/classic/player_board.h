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
class FloorLine {
 public:
  constexpr int size() const { return size_; }
  constexpr bool full() const { return size_ == kFloorSpaces; }
  constexpr const FloorSpace& operator[](int i) const { return spaces_[i]; }
  constexpr bool holds_marker() const {
    for (int i = 0; i < size_; ++i)
      if (spaces_[i].is_marker) return true;
    return false;
  }
  constexpr int tiles_of(Colour c) const {
    int n = 0;
    for (int i = 0; i < size_; ++i) n += (!spaces_[i].is_marker && spaces_[i].colour == c) ? 1 : 0;
    return n;
  }
  constexpr int tile_count() const { return size_ - (holds_marker() ? 1 : 0); }
  // Sum of the penalties of the occupied spaces (<= 0).
  constexpr int penalty() const {
    int sum = 0;
    for (int i = 0; i < size_; ++i) sum += kFloorPenalties[i];
    return sum;
  }

  // Adds a tile; returns false (and changes nothing) when the line is full.
  constexpr bool push_tile(Colour c) {
    if (full()) return false;
    spaces_[size_++] = FloorSpace{false, c};
    return true;
  }
  constexpr bool push_marker() {
    if (full()) return false;
    spaces_[size_++] = FloorSpace{true, Colour::Blue};
    return true;
  }
  constexpr void clear() {
    spaces_ = {};
    size_ = 0;
  }

  friend constexpr bool operator==(const FloorLine&, const FloorLine&) = default;

 private:
  std::array<FloorSpace, kFloorSpaces> spaces_{};  // unused spaces stay default
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
