// The breathing of the "you may tap this" highlights on both tables. They breathe for a few
// periods after the table starts asking for something new (a new turn, tiles picked up), to
// draw the eye, and then hold steady at full strength: a table that waits for the player draws
// nothing (ui/frame_demand.h).
#pragma once

#include <cmath>

namespace azul::ui {

inline constexpr double kPulsePeriodSeconds = 1.4;
inline constexpr int kPulseBreaths = 2;

// When the breathing that started at `since` ends (ImGui's clock, seconds).
inline double highlight_pulse_end(double since) {
  return since + kPulsePeriodSeconds * kPulseBreaths;
}

// 0..1, the highlight's strength at `now`: 1 at `since`, down to 0 and back each period, and 1
// once the breathing has ended.
inline float highlight_pulse(double now, double since) {
  if (now < since || now >= highlight_pulse_end(since)) return 1.0f;
  constexpr double kTwoPi = 6.283185307179586;
  return static_cast<float>(0.5 + 0.5 * std::cos((now - since) * kTwoPi / kPulsePeriodSeconds));
}

}  // namespace azul::ui
