// Decision 7: see dead_end.h.
#include "engine/classic/dead_end.h"

namespace azul::classic {

bool some_row_can_still_be_completed(const State& state) {
  TileCounts circulating = state.bag();
  circulating.add_all(state.lid());
  // The usual case, checked first (this runs after every wall-tiling): on the coloured wall a
  // row is possible when the bag and the lid hold a full pattern line of each colour.
  if (state.wall_side() == WallSide::Coloured && circulating.each_colour_at_least(kWallSize))
    return true;
  std::array<int, kNumColours> in_circulation{};  // bag + lid
  std::array<int, kNumColours> off_wall{};        // bag + lid + pattern lines
  for (Colour c : kAllColours) {
    in_circulation[index_of(c)] = circulating.count(c);
    off_wall[index_of(c)] = in_circulation[index_of(c)];
  }
  for (int seat = 0; seat < state.num_players(); ++seat)
    for (const PatternLine& line : state.board(seat).lines)
      if (line.count > 0) off_wall[index_of(line.colour)] += line.count;

  for (int seat = 0; seat < state.num_players(); ++seat) {
    const Wall& wall = state.board(seat).wall;
    for (int row = 0; row < kWallSize; ++row) {
      const unsigned missing = ~wall.row_colours(row) & kAllColoursMask;
      if (missing == 0) return true;  // a complete row: the game ends normally
      bool possible = true;
      for (Colour c : kAllColours) {
        const int i = index_of(c);
        if ((missing & bit_of(c)) &&
            (in_circulation[i] == 0 || off_wall[i] < pattern_line_capacity(row))) {
          possible = false;
          break;
        }
      }
      if (possible && state.wall_side() == WallSide::Grey)
        possible = wall.row_can_be_completed(row);
      if (possible) return true;
    }
  }
  return false;
}

}  // namespace azul::classic
