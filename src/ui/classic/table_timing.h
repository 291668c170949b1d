// How long the Azul table takes to show a change (ui/classic/azul_table_animations.cpp), shared
// with the sounds that go with it (ui/sound/table_sounds.h), so that each tile is heard as it
// lands and each point as it rises.
#pragma once

#include <algorithm>

namespace azul::ui::aview {

inline constexpr float kFlightStagger = 0.06f;         // seconds between tiles taking off
inline constexpr float kMinTilingStepSeconds = 0.45f;  // each tile of a wall-tiling, at the least

// How long the `tiles` taken fly with tile animations of `animation` seconds: the last one
// takes off a stagger after the one before. 0 without animations.
inline float take_flight_seconds(int tiles, float animation) {
  return animation > 0.0f ? animation + kFlightStagger * static_cast<float>(tiles) : 0.0f;
}

// Each tile of a wall-tiling's story, with tile animations of `animation` seconds (> 0).
inline float tiling_step_seconds(float animation) {
  return std::max(kMinTilingStepSeconds, animation);
}

}  // namespace azul::ui::aview
