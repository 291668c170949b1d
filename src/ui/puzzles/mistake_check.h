// The analysis's search behind MistakeCheck (ui/puzzles/puzzle_screen.h): included where the
// game screens are compiled for speed (ui/share/replay_screen.h, in ui/game_views.cpp).
#pragma once

#include <memory>

#include "ai/analysis.h"
#include "ui/puzzles/puzzle_screen.h"

namespace azul::ui {

template <Game S>
class AnalysisCheck final : public MistakeCheck {
 public:
  AnalysisCheck(const GameRecord<S>& record, const ai::AnalysisOptions& options)
      : analyser_(record, options) {}
  bool step(double budget_ms) override { return analyser_.step(budget_ms); }
  ai::DecisionReview result() const override { return analyser_.review().decisions.back(); }

 private:
  ai::Analyser<S> analyser_;
};

// A MistakeCheckMaker: the analysis of the record's last decision, the earlier ones as known.
template <Game S>
std::unique_ptr<MistakeCheck> analysis_check(const GameRecord<S>& record,
                                             const ai::AnalysisOptions& options) {
  return std::make_unique<AnalysisCheck<S>>(record, options);
}

}  // namespace azul::ui
