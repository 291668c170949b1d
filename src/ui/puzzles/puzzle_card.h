// The puzzle's card: a band between the puzzle screen's top bar and the table with what the
// puzzle asks ("P2 to move: find the move that gains most"), and after an answer the verdict: the
// move tried and the best one side by side, each with what it does now (the engine's preview, in
// the words of the screen reader's move buttons), their difference in points, the puzzle's theme
// in one sentence, the rating's change, and the buttons (Retry, Show the solution, Next). The
// tried move is in the outline colour of a worse move and the best one in the hint's, as the
// table outlines them. In the screen-reader mirror it is a heading, its lines, an alert for the
// verdict and the buttons.
#pragma once

#include <string>
#include <vector>

#include "ui/widget_probe.h"

namespace azul::ui {

enum class VerdictTone { kNone, kRight, kWrong };

// One move of the verdict: "Your move" or "Best move", and what it does.
struct CardMove {
  std::string label;
  std::string sentence;
  bool best = false;  // the best move's colour, else the tried move's
};

struct CardButton {
  std::string label;
  std::string id;  // probe name "button:<id>"
  bool primary = false;
};

struct PuzzleCard {
  std::string title;    // "Puzzle · rated 1650"
  std::string prompt;   // what to find
  std::string verdict;  // "Right!", "Not the best move"
  VerdictTone tone = VerdictTone::kNone;
  std::vector<CardMove> moves;     // the tried move and the best one
  std::vector<std::string> notes;  // the difference, the theme, the rating
  std::vector<CardButton> buttons;
};

// The card's height across `width` (logical pixels).
float puzzle_card_height(const PuzzleCard& card, float width);

// Draws the card at the cursor across `width`; returns the id of the button pressed (also from
// the mirror), or "". Records "puzzle-card" in `probe`.
std::string draw_puzzle_card(const PuzzleCard& card, float width, WidgetProbe& probe);

}  // namespace azul::ui
