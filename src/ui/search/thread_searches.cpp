#include "ui/search/thread_searches.h"

#include <algorithm>

namespace azul::ui {
namespace {

// How long a thread thinks before it looks for a cancel: short against a move's thinking.
constexpr double kSliceMs = 20.0;

}  // namespace

ThreadSearches::ThreadSearches(int threads, std::function<void()> on_result)
    : on_result_(std::move(on_result)) {
  const std::size_t count = static_cast<std::size_t>(std::max(threads, 1));
  running_.assign(count, 0);
  for (std::size_t i = 0; i < count; ++i) threads_.emplace_back([this, i] { run(i); });
}

ThreadSearches::~ThreadSearches() {
  {
    const std::lock_guard lock(mutex_);
    stopping_ = true;
    std::fill(running_.begin(), running_.end(), 0);
  }
  work_.notify_all();
  for (std::thread& thread : threads_) thread.join();
}

int ThreadSearches::default_threads() {
  return std::max(1, static_cast<int>(std::thread::hardware_concurrency()) - 1);
}

SearchService::JobId ThreadSearches::start(std::string request, Runner runner) {
  JobId id = 0;
  {
    const std::lock_guard lock(mutex_);
    id = next_id_++;
    queue_.push_back(Queued{id, runner, std::move(request)});
  }
  work_.notify_all();
  return id;
}

void ThreadSearches::cancel(JobId job) {
  const std::lock_guard lock(mutex_);
  std::erase_if(queue_, [&](const Queued& q) { return q.id == job; });
  for (JobId& running : running_)
    if (running == job) running = 0;  // its thread sees it between two slices
  results_.erase(job);
  std::erase(hurried_, job);
}

void ThreadSearches::hurry(JobId job) {
  const std::lock_guard lock(mutex_);
  hurried_.push_back(job);
}

std::optional<std::string> ThreadSearches::take_result(JobId job) {
  const std::lock_guard lock(mutex_);
  const auto found = results_.find(job);
  if (found == results_.end()) return std::nullopt;
  std::string result = std::move(found->second);
  results_.erase(found);
  std::erase(hurried_, job);
  return result;
}

void ThreadSearches::forget(std::uint64_t keep) {
  {
    const std::lock_guard lock(mutex_);
    forgotten_.push_back(keep);
  }
  work_.notify_all();
}

std::optional<ThreadSearches::Queued> ThreadSearches::next_job(std::size_t index) {
  // The keeper takes the jobs only it may run first.
  for (const Runner wanted : {Runner::kKeeper, Runner::kAny}) {
    if (wanted == Runner::kKeeper && index != 0) continue;
    const auto found = std::find_if(queue_.begin(), queue_.end(),
                                    [&](const Queued& q) { return q.runner == wanted; });
    if (found == queue_.end()) continue;
    Queued job = std::move(*found);
    queue_.erase(found);
    return job;
  }
  return std::nullopt;
}

void ThreadSearches::run(std::size_t index) {
  SearchRunner runner;
  std::unique_lock lock(mutex_);
  for (;;) {
    std::optional<Queued> job;
    work_.wait(lock, [&] {
      return stopping_ || (index == 0 && !forgotten_.empty()) || (job = next_job(index));
    });
    if (stopping_) return;
    if (index == 0) {
      for (std::uint64_t keep : forgotten_) runner.forget(keep);
      forgotten_.clear();
    }
    if (!job) continue;
    running_[index] = job->id;
    lock.unlock();
    runner.begin(job->request);
    for (;;) {
      bool done = runner.step(kSliceMs);
      lock.lock();
      if (const auto hurried = std::find(hurried_.begin(), hurried_.end(), job->id);
          hurried != hurried_.end()) {
        hurried_.erase(hurried);
        runner.finish();
        done = true;
      }
      if (index == 0) {  // a bot dropped while its move is thought about ends that job
        for (std::uint64_t keep : forgotten_) runner.forget(keep);
        forgotten_.clear();
      }
      if (running_[index] != job->id || stopping_ || (!done && !runner.busy())) {
        runner.cancel();
        break;
      }
      if (done) {
        results_[job->id] = runner.take_result().value_or("");
        lock.unlock();
        on_result_();
        lock.lock();
        break;
      }
      lock.unlock();
    }
    running_[index] = 0;
  }
}

}  // namespace azul::ui
