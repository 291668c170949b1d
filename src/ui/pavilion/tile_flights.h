// Tile movement animations of the Summer Pavilion table: when the shown position changes, every
// tile that moved (see tile_spots.h) flies from where the previous frame drew it to where the
// new frame draws it, morphing between the two shapes, over the chosen duration.
#pragma once

#include <vector>

#include "engine/pavilion/state.h"
#include "ui/game/table_view.h"
#include "ui/pavilion/tile_spots.h"

namespace azul::ui::pview {

class TileFlights {
 public:
  // Starts the flights of the tiles `moved` (see transfers()) from where `before_shapes` drew
  // them to where `after_shapes` draws them, at time `now`. Too many moved tiles (a jump
  // through the game) start none.
  void start(const std::vector<Transfer>& moved, const SpotShapes& before_shapes,
             const SpotShapes& after_shapes, float now, float duration);
  void clear() { flights_.clear(); }
  // Whether start() would animate that many moved tiles.
  static bool animates(std::size_t moved_tiles);
  bool active(float now) const;
  // When the last tile lands (ImGui's clock); 0 when none flies.
  float end_time() const;
  // The tiles still in the air, by destination: places are drawn without them until they land.
  std::vector<Arrival> arriving(float now) const;
  void draw(ImDrawList* draw, const TileStyle& style, float now) const;

 private:
  struct Flight {
    pavilion::Colour colour;
    SpotKey to;
    ScreenQuad from_quad;
    ScreenQuad to_quad;
    float start;
    float duration;
  };
  std::vector<Flight> flights_;
};

}  // namespace azul::ui::pview
