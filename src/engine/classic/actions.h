// Action ids of classic Azul and their decoded forms. The ids are stable (records store
// notation, but the AI and the tests use ids) and every legal list is sorted ascending.
//
// Id layout:
//   0..299   Take: the current player takes all tiles of one colour from a source and puts them
//            on a destination. id = (source * 5 + colour) * 6 + destination, where
//              source      0..8 = factory 1..9, 9 = the centre;
//              colour      0..4 = B Y R K W (colours.h);
//              destination 0..4 = pattern line 1..5, 5 = the floor line.
//   300..324 Place (grey wall only): put the tile of the complete pattern line of `row` on the
//            wall in `column`. id = 300 + row * 5 + column (both 0-based).
//   325..329 Draw (chance): one tile of colour c is drawn from the bag into the next factory
//            slot. id = 325 + c.
#pragma once

#include <array>
#include <cstdint>

#include "engine/classic/colours.h"
#include "engine/classic/options.h"
#include "engine/classic/wall_geometry.h"
#include "engine/core/game.h"

namespace azul::classic {

inline constexpr int kCentreSource = 9;  // source index of the centre
inline constexpr int kNumSources = kMaxFactories + 1;
inline constexpr int kFloorDestination = 5;  // destination index of the floor line
inline constexpr int kNumDestinations = 6;

inline constexpr Action kFirstTake = 0;
inline constexpr Action kNumTakes = kNumSources * kNumColours * kNumDestinations;  // 300
inline constexpr Action kFirstPlace = kFirstTake + kNumTakes;                      // 300
inline constexpr Action kNumPlaces = kWallSize * kWallSize;                        // 25
inline constexpr Action kFirstDraw = kFirstPlace + kNumPlaces;                     // 325
inline constexpr Action kNumDraws = kNumColours;                                   // 5
inline constexpr Action kActionIdEnd = kFirstDraw + kNumDraws;                     // 330

enum class ActionKind : std::uint8_t { Take, Place, Draw, Invalid };

struct Take {
  int source = 0;  // 0..8 factory, kCentreSource
  Colour colour = Colour::Blue;
  int destination = 0;  // 0..4 pattern line, kFloorDestination
};

struct Place {
  int row = 0;
  int column = 0;
};

constexpr ActionKind kind_of(Action a) {
  if (a < kFirstPlace) return ActionKind::Take;
  if (a < kFirstDraw) return ActionKind::Place;
  if (a < kActionIdEnd) return ActionKind::Draw;
  return ActionKind::Invalid;
}

constexpr Action take_id(int source, Colour colour, int destination) {
  return static_cast<Action>(
      kFirstTake + (source * kNumColours + index_of(colour)) * kNumDestinations + destination);
}
namespace actions_detail {

// Every take id decoded once (applying a take is on the playouts' hot path).
struct PackedTake {
  std::uint8_t source, colour, destination;
};
inline constexpr auto kTakes = [] {
  std::array<PackedTake, kNumTakes> takes{};
  for (int i = 0; i < kNumTakes; ++i)
    takes[i] = PackedTake{static_cast<std::uint8_t>(i / (kNumColours * kNumDestinations)),
                          static_cast<std::uint8_t>((i / kNumDestinations) % kNumColours),
                          static_cast<std::uint8_t>(i % kNumDestinations)};
  return takes;
}();

}  // namespace actions_detail

constexpr Take decode_take(Action a) {
  const actions_detail::PackedTake t = actions_detail::kTakes[a - kFirstTake];
  return Take{t.source, colour_from_index(t.colour), t.destination};
}

constexpr Action place_id(int row, int column) {
  return static_cast<Action>(kFirstPlace + row * kWallSize + column);
}
constexpr Place decode_place(Action a) {
  const int i = a - kFirstPlace;
  return Place{i / kWallSize, i % kWallSize};
}

constexpr Action draw_id(Colour c) { return static_cast<Action>(kFirstDraw + index_of(c)); }
constexpr Colour decode_draw(Action a) { return colour_from_index(a - kFirstDraw); }

static_assert(take_id(kCentreSource, Colour::White, kFloorDestination) == kFirstPlace - 1);
static_assert(decode_take(take_id(3, Colour::Red, 2)).source == 3);
static_assert(decode_take(take_id(3, Colour::Red, 2)).colour == Colour::Red);
static_assert(decode_take(take_id(3, Colour::Red, 2)).destination == 2);
static_assert(place_id(kWallSize - 1, kWallSize - 1) == kFirstDraw - 1);

}  // namespace azul::classic
