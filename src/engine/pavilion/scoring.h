// End-of-game scoring of Summer Pavilion: complete stars and the all-1s/2s/3s/4s bonuses.
//
// Rules implemented: a complete star scores its bonus (coloured side: centre 12, red 14,
// blue 15, yellow 16, orange 17, green 18, purple 20; monochrome side: a single-coloured star
// scores its colour's value, a multicoloured one 12). Covering every space printed 1/2/3/4
// (on that side) scores 4/8/12/16. The final discard (-1 per tile left) happens at the round-6
// pass and is not part of these bonuses.
#pragma once

#include <string>

#include "engine/core/fixed_vector.h"
#include "engine/pavilion/geometry.h"

namespace azul::pavilion {

struct PlayerState;

struct EndBonus {
  enum class Kind : std::uint8_t { kStar, kNumber };
  Kind kind = Kind::kStar;
  int index = 0;              // star 0..6, or the number 1..4
  Colour colour = kNoColour;  // a single-coloured star's colour (monochrome side)
  int points = 0;
};

using EndBonusList = FixedVector<EndBonus, kNumStars + kHighestNumberWithBonus>;

// The end bonuses a board earns, stars first (by index) then numbers 1..4.
EndBonusList end_bonuses(const PlayerState& player, Side side);

// "star bonus: purple star", "star bonus: star O (all blue)", "number bonus: all 3s".
std::string end_bonus_label(const EndBonus& bonus, Side side);

}  // namespace azul::pavilion
