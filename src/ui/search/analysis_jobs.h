// AnalysisJobs<S>: the analysis of a record (ai/analysis.h) with each decision's search a job of
// ui/search: all of them asked at once, so that the page's workers (or the native threads) take
// the next as soon as they are free, and each result handed to the Analyser as it arrives. The
// review is the one ai::Analyser computes alone, however many searches ran at once and in
// whatever order they ended. Where searches think in this thread's frames, step() gives them
// the frame's share.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "ai/analysis.h"
#include "ai/search_runner.h"
#include "engine/record/record.h"
#include "ui/search/search_service.h"

namespace azul::ui {

template <Game S>
class AnalysisJobs {
 public:
  AnalysisJobs(const GameRecord<S>& record, const ai::AnalysisOptions& options)
      : analyser_(record, options) {
    ai::SearchRequest request;
    request.kind = ai::SearchRequest::Kind::kDecision;
    request.budget = analyser_.budget();
    request.record = print_record(record);
    for (const std::size_t action : analyser_.remaining()) {
      request.action_index = action;
      jobs_.emplace_back(to_text(request), SearchService::Runner::kAny);
    }
  }

  // Takes the results that arrived, after thinking for about `slice_ms` where the searches
  // think in this thread's frames; true once every decision is reviewed.
  bool step(double slice_ms) {
    if (!jobs_.empty()) searches().think(slice_ms);
    std::erase_if(jobs_, [&](SearchJob& job) {
      const std::optional<std::string> result = job.take_result();
      if (!result) return false;
      // A result that is not a decision cannot come from a request made here; the decision
      // stays unreviewed rather than wrong.
      if (const std::optional<ai::DecisionReview> d = ai::parse_decision_result(*result))
        analyser_.add(*d);
      return true;
    });
    return analyser_.done() == analyser_.total();
  }

  const ai::GameReview& review() const { return analyser_.review(); }
  std::int64_t iterations() const { return analyser_.iterations(); }
  std::size_t done() const { return analyser_.done(); }
  std::size_t total() const { return analyser_.total(); }

 private:
  ai::Analyser<S> analyser_;
  std::vector<SearchJob> jobs_;  // the decisions still searched (dropped: cancelled)
};

}  // namespace azul::ui
