#include "ui/search/search_service.h"

#include <algorithm>
#include <atomic>

namespace azul::ui {
namespace {

SearchService* g_installed = nullptr;

}  // namespace

SearchService::JobId FrameSearches::start(std::string request, Runner) {
  const JobId id = next_id_++;
  queue_.push_back(Queued{id, std::move(request), false});
  return id;
}

void FrameSearches::cancel(JobId job) {
  if (job == running_) {
    runner_.cancel();
    running_ = 0;
  }
  std::erase_if(queue_, [&](const Queued& q) { return q.id == job; });
  results_.erase(job);
}

void FrameSearches::hurry(JobId job) {
  if (job == running_) {
    runner_.finish();
    results_[job] = runner_.take_result().value_or("");
    running_ = 0;
  }
  for (Queued& q : queue_)
    if (q.id == job) q.hurried = true;
}

std::optional<std::string> FrameSearches::take_result(JobId job) {
  const auto found = results_.find(job);
  if (found == results_.end()) return std::nullopt;
  std::string result = std::move(found->second);
  results_.erase(found);
  return result;
}

void FrameSearches::forget(std::uint64_t keep) {
  runner_.forget(keep);
  if (!runner_.busy()) running_ = 0;  // a job of that bot went with it
}

void FrameSearches::think(double slice_ms) {
  const ai::Stopwatch watch;
  // At least one step a call, so that every frame moves the search on.
  for (bool first = true; first || watch.elapsed_ms() < slice_ms; first = false) {
    if (running_ == 0) {
      if (queue_.empty()) return;
      running_ = queue_.front().id;
      runner_.begin(queue_.front().request);
      if (queue_.front().hurried) runner_.finish();
      queue_.pop_front();
    }
    if (!runner_.step(std::max(slice_ms - watch.elapsed_ms(), 0.0))) return;
    results_[running_] = runner_.take_result().value_or("");
    running_ = 0;
  }
}

SearchService& searches() {
  static FrameSearches own;
  return g_installed ? *g_installed : own;
}

SearchService* install_searches(SearchService* service) {
  return std::exchange(g_installed, service);
}

std::uint64_t KeptBot::key() {
  // Unique across every service and thread of the process.
  static std::atomic<std::uint64_t> next{1};
  if (key_ == 0) key_ = next++;
  return key_;
}

}  // namespace azul::ui
