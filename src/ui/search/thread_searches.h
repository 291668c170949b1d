// The native window's searches (ui/search/search_service.h): jobs on threads of their own, each
// with its own SearchRunner, so that the window draws at its own pace while the AI thinks and an
// analysis uses every core but the one that draws. The first thread also keeps the AI seats'
// bots (Runner::kKeeper jobs go to it). Not built for the web (the page has no threads without
// shared memory: its workers are src/platform/web_search.cpp's).
#pragma once

#include <condition_variable>
#include <deque>
#include <functional>
#include <map>
#include <mutex>
#include <thread>
#include <vector>

#include "ui/search/search_service.h"

namespace azul::ui {

class ThreadSearches final : public SearchService {
 public:
  // Starts `threads` threads (at least one); `on_result` runs on a search thread whenever a
  // result is ready (the native host wakes its frame loop with it).
  ThreadSearches(int threads, std::function<void()> on_result);
  // Stops every search and waits for the threads.
  ~ThreadSearches() override;

  JobId start(std::string request, Runner runner) override;
  void cancel(JobId job) override;
  void hurry(JobId job) override;
  std::optional<std::string> take_result(JobId job) override;
  void forget(std::uint64_t keep) override;
  bool in_frames() const override { return false; }
  int parallelism() const override { return static_cast<int>(threads_.size()); }

  // The threads for this machine: every core but the one that draws, at least one.
  static int default_threads();

 private:
  struct Queued {
    JobId id;
    Runner runner;
    std::string request;
  };
  void run(std::size_t index);
  // The next job thread `index` may take (under the lock), or none.
  std::optional<Queued> next_job(std::size_t index);

  std::function<void()> on_result_;
  std::mutex mutex_;
  std::condition_variable work_;
  std::deque<Queued> queue_;
  std::vector<JobId> running_;            // per thread: its job, 0 when none (or cancelled)
  std::vector<std::uint64_t> forgotten_;  // keys for the first thread's runner to drop
  std::vector<JobId> hurried_;            // jobs to end at their next slice (or at once)
  std::map<JobId, std::string> results_;
  JobId next_id_ = 1;
  bool stopping_ = false;
  std::vector<std::thread> threads_;  // last: they start once everything else is built
};

}  // namespace azul::ui
