// A finished analysis (ai/analysis.h) as the saved-games library keeps it beside its game
// (ui/share/game_library.h, key "review.<id>"), so that reopening the game shows it at once:
//
//   azul-review 1
//   iterations 4000
//   d 0 1 0 1 42 17 -3.250 0.500 0.412 3.750 mistake -3.250,3.250
//   ...                           one line per decision: action index, move number, seat,
//   end                           round, played, best, played margin, best margin, played
//                                 value, loss, label, every seat's margin
//
// The moves' texts are not stored: the analyser that takes the decisions back
// (AnalysisOptions::known) writes them from the record, and keeps only the decisions that are
// still the record's moves; the rest of the game is analysed again.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "ai/analysis.h"
#include "engine/core/status.h"

namespace azul::ui {

inline constexpr int kReviewFormat = 1;

struct SavedReview {
  std::int64_t iterations = 0;
  std::vector<ai::DecisionReview> decisions;  // played_text and best_text empty
};

std::string make_saved_review(const ai::GameReview& review, std::int64_t iterations);
// Reads a stored review completely or says what is wrong.
Parsed<SavedReview> parse_saved_review(std::string_view text);

}  // namespace azul::ui
