// Ranks of kept multisets (the inverse, keep_from_rank, is a table lookup in actions.h).
#include "engine/pavilion/actions.h"

namespace azul::pavilion {

int keep_rank(const TileCounts& keep) {
  int rank = 0;
  int budget = kMaxKeptTiles;
  for (int c = 0; c < kNumColours; ++c) {
    const int remaining_colours = kNumColours - 1 - c;
    for (int v = 0; v < keep[c]; ++v) rank += keep_choices(remaining_colours, budget - v);
    budget -= keep[c];
  }
  return rank;
}

}  // namespace azul::pavilion
