// Where tiles are: every place that holds tiles in a Summer Pavilion position (factories, the
// centre, supply slots, hands, corners, board spaces, bag, tower) as a key, the tiles each
// place holds, and the screen shapes the view drew them with in one frame. Comparing two
// positions place by place tells which tiles moved where, whatever happened in between (a
// move, the chance draws after it, a tower refill), which is what the animations need.
#pragma once

#include <array>
#include <optional>
#include <vector>

#include "engine/pavilion/state.h"
#include "ui/pavilion/tile_painter.h"

namespace azul::ui::pview {

enum class SpotKind : std::uint8_t {
  kFactory,  // index: factory 0..8
  kCentre,
  kSupply,  // index: slot 0..9
  kHand,    // index: seat
  kCorner,  // index: seat
  kSpace,   // index: seat * kNumSpaces + space
  kBag,
  kTower,
};

struct SpotKey {
  SpotKind kind = SpotKind::kBag;
  int index = 0;
  friend bool operator==(const SpotKey&, const SpotKey&) = default;
};

// Tiles of each colour at each place of `state`.
struct Holding {
  SpotKey key;
  pavilion::TileCounts counts{};
};
std::vector<Holding> holdings(const pavilion::State& state);

// A tile of `colour` on its way to `key`.
struct Arrival {
  SpotKey key;
  pavilion::Colour colour = pavilion::kNoColour;
};

// One tile that left `from` and arrived at `to`.
struct Transfer {
  pavilion::Colour colour = pavilion::kNoColour;
  SpotKey from;
  SpotKey to;
};
// The tiles that moved between two positions of the same game, each arrival paired with the
// most plausible departure of its colour (a hand feeds its own board, factories feed hands and
// the centre, the bag feeds supply and factories, ...).
std::vector<Transfer> transfers(const pavilion::State& before, const pavilion::State& after);

// The shapes drawn in one frame, by place and colour (several per key for factories).
class SpotShapes {
 public:
  void clear() { shapes_.clear(); }
  void add(SpotKey key, pavilion::Colour colour, const ScreenQuad& quad);
  // The `nth` shape drawn for that place and colour, or the last one when fewer were drawn
  // (counts drawn as one tile with a number).
  std::optional<ScreenQuad> find(SpotKey key, pavilion::Colour colour, int nth) const;
  // Every shape drawn for that place and colour.
  std::vector<ScreenQuad> all(SpotKey key, pavilion::Colour colour) const;

 private:
  struct Entry {
    SpotKey key;
    pavilion::Colour colour;
    ScreenQuad quad;
  };
  std::vector<Entry> shapes_;
};

}  // namespace azul::ui::pview
