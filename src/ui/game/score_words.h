// Points in a player's words, for the end screen and the move log: the engine's breakdown
// labels (core/game.h) with its "score floor" said plainly, and a seat's points of a round
// (engine/record/round_points.h) as one short phrase.
#pragma once

#include <string>

#include "engine/record/round_points.h"

namespace azul::ui {

// "score cannot drop below 0" for the engine's "score floor" (the points given back at the
// lowest score, `lowest_score`); any other label as it is.
inline std::string score_label(const std::string& label, int lowest_score) {
  return label == "score floor" ? "score cannot drop below " + std::to_string(lowest_score) : label;
}

// "+5: wall placements +7, floor penalties −2" (only the lines that gave or took points).
inline std::string points_phrase(const SeatPoints& points, int lowest_score) {
  auto signed_text = [](int n) {
    return n < 0 ? "\xE2\x88\x92" + std::to_string(-n) : "+" + std::to_string(n);
  };
  std::string text = signed_text(points.total);
  std::string parts;
  for (const ScoreLine& line : points.lines)
    if (line.points != 0)
      parts += (parts.empty() ? "" : ", ") + score_label(line.label, lowest_score) + " " +
               signed_text(line.points);
  return parts.empty() ? text : text + ": " + parts;
}

}  // namespace azul::ui
