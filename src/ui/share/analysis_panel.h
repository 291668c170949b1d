// AnalysisPanel<S>: the analysis of a replayed game (ai/analysis.h) as the replay screen
// (ui/share/replay_screen.h) runs and shows it. Its searches are jobs of ui/search (Web
// Workers, threads, or a slice of every frame so the page never stalls), and it can be cancelled
// (and started again from where it stopped), takes back a review kept with the game
// (ui/share/saved_review.h) and gives a finished one to keep. Drawing is
// ui/share/analysis_view.h's.
#pragma once

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ai/analysis.h"
#include "engine/record/record.h"
#include "ui/frame_demand.h"
#include "ui/search/analysis_jobs.h"
#include "ui/share/saved_review.h"

namespace azul::ui {

// Thinking per frame: most of a 60 Hz frame, leaving the drawing its time.

template <Game S>
class AnalysisPanel {
 public:
  bool started() const { return analyser_ != nullptr; }
  bool running() const { return analyser_ && !complete_; }

  // The default depth, and the deep one ("Deeper").
  static constexpr std::int64_t kDefaultIterations = ai::Knowledge<S>::kAnalysisIterations;
  static constexpr std::int64_t kDeepIterations = kDefaultIterations * 4;

  // Starts on `record`, taking what `stored` (a saved review, may be empty or damaged: then it
  // is ignored) and an earlier cancelled run already reviewed, at their depth.
  void start(const GameRecord<S>& record, std::string_view stored) {
    if (!stored.empty()) {
      Parsed<SavedReview> saved = parse_saved_review(stored);
      // A depth this version would not choose (an edited store) is analysed again.
      if (saved.ok() && saved.value->iterations <= kDeepIterations) {
        known_ = std::move(saved.value->decisions);
        iterations_ = saved.value->iterations;
      }
    }
    begin(record);
    // Kept already when all of it came from the store.
    reported_ = complete_ && !stored.empty();
  }
  // Analyses the whole game again at the deep setting.
  void start_deep(const GameRecord<S>& record) {
    known_.clear();
    iterations_ = kDeepIterations;
    begin(record);
    reported_ = false;
  }
  bool deep() const { return iterations_ >= kDeepIterations; }
  std::int64_t iterations() const { return iterations_; }
  // Stops thinking; what was reviewed is kept for the next start().
  void cancel() {
    if (analyser_) known_ = analyser_->review().decisions;
    analyser_.reset();
    complete_ = false;
  }
  // A slice of the analysis in a frame `interval` seconds after the previous one.
  void step(double interval) {
    if (running()) complete_ = analyser_->step(search_slice_ms(interval));
  }

  const ai::GameReview& review() const { return analyser_->review(); }
  std::size_t total() const { return analyser_->total(); }

  // The finished review as saved_review text, once.
  std::optional<std::string> take_finished() {
    if (!complete_ || reported_) return std::nullopt;
    reported_ = true;
    return make_saved_review(review(), analyser_->iterations());
  }

  // The reviewed decision played from position k (the move from here: the first player's move
  // at or after k with only tile draws between), as an index into review().decisions.
  std::optional<std::size_t> decision_from(std::size_t k, const std::vector<int>& actors) const {
    if (!analyser_) return std::nullopt;
    std::size_t move = k;
    while (move < actors.size() && actors[move] < 0) ++move;
    const std::vector<ai::DecisionReview>& decisions = review().decisions;
    const auto it = std::lower_bound(
        decisions.begin(), decisions.end(), move,
        [](const ai::DecisionReview& d, std::size_t index) { return d.action_index < index; });
    if (it == decisions.end() || it->action_index != move) return std::nullopt;
    return static_cast<std::size_t>(it - decisions.begin());
  }

 private:
  void begin(const GameRecord<S>& record) {
    ai::AnalysisOptions options;
    options.iterations = iterations_;
    options.known = std::move(known_);
    known_.clear();
    analyser_ = std::make_unique<AnalysisJobs<S>>(record, options);
    complete_ = analyser_->done() == analyser_->total();
  }

  std::unique_ptr<AnalysisJobs<S>> analyser_;
  std::int64_t iterations_ = kDefaultIterations;
  std::vector<ai::DecisionReview> known_;
  bool complete_ = false;
  bool reported_ = false;
};

}  // namespace azul::ui
