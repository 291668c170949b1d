// The puzzle screen's words (ui/puzzles/puzzle_screen.h): what to find, the verdict, the
// difference in points and the theme (ratings are said as the progress says them,
// ui/progress/progress_words.h). Pure: the words come from the catalogs.
#pragma once

#include <string>
#include <string_view>

#include "ai/analysis.h"
#include "ui/puzzles/puzzle_task.h"

namespace azul::ui {

// Points with one decimal ("3.4"): what the search can tell apart.
std::string puzzle_points(double points);

// "P2 to move: find the move that gains most."
std::string find_move_prompt(int seat);
// A mistake: "Your move in the game: {move}. A mistake, 5.2 points lost: find a better move."
std::string mistake_prompt(std::string_view played, ai::MoveLabel label, double loss);

// "Right!" / "Not the best move".
std::string verdict_headline(const PuzzleVerdict& verdict);
// The difference in one sentence: the points the right move gains over the next-best move (a
// mistake: over the move played in the game), or the points by which the best move is better.
std::string verdict_difference(const PuzzleVerdict& verdict, bool mistake);
// The theme's name and sentence ("Avoiding the floor: tiles that ..."), "" for none.
std::string theme_note(std::string_view game, std::string_view theme);

}  // namespace azul::ui
