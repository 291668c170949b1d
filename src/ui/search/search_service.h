// Where the AI thinks: the UI asks for its searches (an AI seat's move, the hint, each decision
// of an analysis) as jobs (ai/search_runner.h: a request of plain text in, a result line out)
// and picks the results up in later frames, never sharing a state with the search.
//
// The machine decides where the jobs run (ui::Host::searches()): in the page, Web Workers,
// each its own wasm instance of the engine and the AI (src/platform/web_search.cpp); natively,
// threads (ui/search/thread_searches.h); else, and in the UI's tests, this thread in slices of
// its frames (FrameSearches below), as the page did before it had workers. The results are the
// same everywhere: levels are iteration budgets and every search is seeded from the record
// (only max, which thinks for a time, finds more in the same time where it runs at full speed).
//
// The screens reach the service through searches(), which the App installs from its Host, and
// own their jobs through SearchJob: a job dropped (a game left, a new one started, an undo) is
// cancelled, and its search stops.
#pragma once

#include <cstdint>
#include <deque>
#include <map>
#include <optional>
#include <string>
#include <utility>

#include "ai/search_runner.h"

namespace azul::ui {

// What runs the jobs of one worker, thread or frame loop.
using ai::SearchRunner;

class SearchService {
 public:
  using JobId = std::uint64_t;
  // Which runner may take a job: any, or the one that keeps the AI seats' bots (a request with
  // `keep`: its next move must go to the runner that has its tree).
  enum class Runner { kAny, kKeeper };

  virtual ~SearchService() = default;
  // Queues a job; its result arrives in a later take_result().
  virtual JobId start(std::string request, Runner runner) = 0;
  // Drops a job, queued or thinking: its search stops and no result comes.
  virtual void cancel(JobId job) = 0;
  // Ends a job's thinking soon: its result comes with what it found so far (an AI seat's time
  // is up on the caller's clock).
  virtual void hurry(JobId job) = 0;
  // The job's result line, once it has one (then the job is gone).
  virtual std::optional<std::string> take_result(JobId job) = 0;
  // Drops the bot the keeper holds under `keep` (ai/search_runner.h).
  virtual void forget(std::uint64_t keep) = 0;
  // Searches that run on this thread think here for about `slice_ms`: the caller's share of a
  // frame. Elsewhere they need no frames, and this does nothing.
  virtual void think(double slice_ms) { (void)slice_ms; }
  // True while searches think in this thread's frames: a screen that waits for one draws every
  // frame. Else a result wakes the frame loop when it arrives.
  virtual bool in_frames() const = 0;
  // How many jobs think at once (an analysis spreads its decisions over them).
  virtual int parallelism() const = 0;
};

// The jobs of this thread, thought in the slices its frames give them (think()), one at a time
// in the order they came: the page's fallback where Web Workers cannot start, and the service
// of the UI's tests.
class FrameSearches final : public SearchService {
 public:
  JobId start(std::string request, Runner runner) override;
  void cancel(JobId job) override;
  void hurry(JobId job) override;
  std::optional<std::string> take_result(JobId job) override;
  void forget(std::uint64_t keep) override;
  void think(double slice_ms) override;
  bool in_frames() const override { return running_ != 0 || !queue_.empty(); }
  int parallelism() const override { return 1; }
  // Jobs started here so far (the page tells its tests where its searches ran).
  std::uint64_t started() const { return next_id_ - 1; }

 private:
  struct Queued {
    JobId id;
    std::string request;
    bool hurried = false;
  };
  SearchRunner runner_;
  std::deque<Queued> queue_;
  JobId running_ = 0;  // the job the runner thinks about, 0: none
  std::map<JobId, std::string> results_;
  JobId next_id_ = 1;
};

// The service the screens use: the one installed, else this thread's FrameSearches.
SearchService& searches();
// Installs `service` (nullptr: this thread's own) until the returned previous one is installed
// again; the App installs its Host's.
SearchService* install_searches(SearchService* service);

// Installs a service for as long as it lives (the App holds one with its Host's).
class InstalledSearches {
 public:
  explicit InstalledSearches(SearchService* service) : previous_(install_searches(service)) {}
  InstalledSearches(const InstalledSearches&) = delete;
  InstalledSearches& operator=(const InstalledSearches&) = delete;
  ~InstalledSearches() { install_searches(previous_); }

 private:
  SearchService* previous_;
};

// A job of searches() that is cancelled when dropped (or replaced).
class SearchJob {
 public:
  SearchJob() = default;
  SearchJob(std::string request, SearchService::Runner runner)
      : id_(searches().start(std::move(request), runner)) {}
  SearchJob(SearchJob&& other) noexcept : id_(std::exchange(other.id_, 0)) {}
  SearchJob& operator=(SearchJob&& other) noexcept {
    if (this != &other) {
      reset();
      id_ = std::exchange(other.id_, 0);
    }
    return *this;
  }
  ~SearchJob() { reset(); }

  // True from the start until the result has been taken (or the job dropped).
  bool active() const { return id_ != 0; }
  // The result, once; then the job is no longer active.
  std::optional<std::string> take_result() {
    if (!active()) return std::nullopt;
    std::optional<std::string> result = searches().take_result(id_);
    if (result) id_ = 0;
    return result;
  }
  void reset() {
    if (id_ != 0) searches().cancel(std::exchange(id_, 0));
  }
  void hurry() {
    if (id_ != 0) searches().hurry(id_);
  }

 private:
  SearchService::JobId id_ = 0;
};

// A key under which the keeper keeps an AI seat's bot between its moves (a request's `keep`):
// unique in the process, and forgotten when dropped.
class KeptBot {
 public:
  KeptBot() = default;
  KeptBot(KeptBot&& other) noexcept : key_(std::exchange(other.key_, 0)) {}
  KeptBot& operator=(KeptBot&& other) noexcept {
    if (this != &other) {
      reset();
      key_ = std::exchange(other.key_, 0);
    }
    return *this;
  }
  ~KeptBot() { reset(); }

  // The key, made at the first ask.
  std::uint64_t key();
  void reset() {
    if (key_ != 0) searches().forget(std::exchange(key_, 0));
  }

 private:
  std::uint64_t key_ = 0;
};

}  // namespace azul::ui
