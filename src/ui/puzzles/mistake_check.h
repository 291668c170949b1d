// The analysis's search behind MistakeCheck (ui/puzzles/puzzle_screen.h): the decision is a job
// of ui/search, so it runs where the analysis's do (the page's workers, native threads, or this
// thread's frames as the fallback).
#pragma once

#include <memory>

#include "ai/analysis.h"
#include "ui/puzzles/puzzle_screen.h"
#include "ui/search/analysis_jobs.h"

namespace azul::ui {

template <Game S>
class AnalysisCheck final : public MistakeCheck {
 public:
  AnalysisCheck(const GameRecord<S>& record, const ai::AnalysisOptions& options)
      : jobs_(record, options) {}
  bool step(double budget_ms) override { return jobs_.step(budget_ms); }
  ai::DecisionReview result() const override { return jobs_.review().decisions.back(); }

 private:
  AnalysisJobs<S> jobs_;
};

// A MistakeCheckMaker: the analysis of the record's last decision, the earlier ones as known.
template <Game S>
std::unique_ptr<MistakeCheck> analysis_check(const GameRecord<S>& record,
                                             const ai::AnalysisOptions& options) {
  return std::make_unique<AnalysisCheck<S>>(record, options);
}

}  // namespace azul::ui
