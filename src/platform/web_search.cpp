// The page's searches (ui/search/search_service.h): the jobs go to the page's Web Workers
// (web/search_glue.js, web/search-worker.js), each its own wasm instance of the engine and the
// AI, so that the AI thinks at full speed while the page draws at its own pace, and an analysis
// uses every core but the one that draws. Where no worker can start (a very old browser) or a
// worker fails, its jobs think in the page's own frames (ui::FrameSearches), as the page did
// before it had workers, without a word: the results are the same.
//
// The workers' side, the same azul.wasm in each worker: the exported functions at the end.
#include "platform/web_search.h"

#include <emscripten.h>

#include <algorithm>
#include <vector>

#include "platform/web_search_glue.h"

namespace azul::platform {

WebSearches::JobId WebSearches::start(std::string request, Runner runner) {
  const JobId id = next_id_++;
  if (azul_search_workers() > 0) {
    azul_search_post(static_cast<double>(id), runner == Runner::kKeeper ? 1 : 0, request.c_str());
    posted_.emplace(id, Posted{std::move(request), runner});
  } else {
    in_frames_.emplace(id, run_in_frames(std::move(request), runner));
  }
  return id;
}

WebSearches::JobId WebSearches::run_in_frames(std::string request, Runner runner) {
  azul_search_count_frame_job();
  return frames_.start(std::move(request), runner);
}

void WebSearches::cancel(JobId job) {
  if (posted_.erase(job) > 0) azul_search_cancel(static_cast<double>(job));
  const auto framed = in_frames_.find(job);
  if (framed != in_frames_.end()) {
    frames_.cancel(framed->second);
    in_frames_.erase(framed);
  }
}

void WebSearches::hurry(JobId job) {
  if (posted_.contains(job)) azul_search_hurry(static_cast<double>(job));
  const auto framed = in_frames_.find(job);
  if (framed != in_frames_.end()) frames_.hurry(framed->second);
}

std::optional<std::string> WebSearches::take_result(JobId job) {
  const auto posted = posted_.find(job);
  if (posted != posted_.end()) {
    std::vector<char> buffer(256);
    int length =
        azul_search_take(static_cast<double>(job), buffer.data(), static_cast<int>(buffer.size()));
    if (length >= static_cast<int>(buffer.size())) {
      buffer.resize(static_cast<std::size_t>(length) + 1);
      length = azul_search_take(static_cast<double>(job), buffer.data(),
                                static_cast<int>(buffer.size()));
    }
    if (length == -1) return std::nullopt;
    if (length == -2) {  // lost with its worker: the page thinks it over itself
      in_frames_.emplace(job,
                         run_in_frames(std::move(posted->second.request), posted->second.runner));
      posted_.erase(posted);
      return std::nullopt;
    }
    posted_.erase(posted);
    return std::string(buffer.data(), static_cast<std::size_t>(length));
  }
  const auto framed = in_frames_.find(job);
  if (framed == in_frames_.end()) return std::nullopt;
  std::optional<std::string> result = frames_.take_result(framed->second);
  if (result) in_frames_.erase(framed);
  return result;
}

void WebSearches::forget(std::uint64_t keep) {
  azul_search_forget(static_cast<double>(keep));
  frames_.forget(keep);
}

bool WebSearches::in_frames() const { return !in_frames_.empty() || azul_search_workers() == 0; }

int WebSearches::parallelism() const { return std::max(1, azul_search_workers()); }

void WebSearches::warm_up() { azul_search_workers(); }

}  // namespace azul::platform

// A search worker's runner (web/search-worker.js calls these in its own instance of azul.wasm).
namespace {

azul::ui::SearchRunner& worker_runner() {
  static azul::ui::SearchRunner runner;
  return runner;
}

}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE void azul_worker_begin(const char* request) { worker_runner().begin(request); }

// 1 once the job has its result.
EMSCRIPTEN_KEEPALIVE int azul_worker_step(double budget_ms) {
  return worker_runner().step(budget_ms) ? 1 : 0;
}

EMSCRIPTEN_KEEPALIVE const char* azul_worker_result() {
  static std::string result;
  result = worker_runner().take_result().value_or("");
  return result.c_str();
}

// Ends the job's thinking now: its result is ready.
EMSCRIPTEN_KEEPALIVE void azul_worker_finish() { worker_runner().finish(); }

EMSCRIPTEN_KEEPALIVE void azul_worker_cancel() { worker_runner().cancel(); }

EMSCRIPTEN_KEEPALIVE void azul_worker_forget(double keep) {
  worker_runner().forget(static_cast<std::uint64_t>(keep));
}
}
