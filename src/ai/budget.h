// Think budgets and the wall clock of the AI.
//
// A bot thinks within a Budget: a number of search iterations, a time, or both (whichever is
// used up first). A time alone is the wall clock from the start of the move (what the player
// waits, however the caller slices the thinking); beside an iteration budget it caps the time
// spent thinking. An iteration budget alone makes a bot deterministic for a given seed: the
// wall clock then only decides how the work is split across step() calls, never what is
// computed. The clock is std::chrono::steady_clock (the engine itself has no clocks).
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>

namespace azul::ai {

struct Budget {
  std::optional<double> time_ms;           // total thinking time per move
  std::optional<std::int64_t> iterations;  // search iterations per move

  bool unlimited() const { return !time_ms && !iterations; }
  static Budget time(double ms) { return Budget{ms, std::nullopt}; }
  static Budget iters(std::int64_t n) { return Budget{std::nullopt, n}; }
  // "time 100 ms", "5000 iterations", "time 100 ms or 5000 iterations", "unlimited".
  std::string to_string() const;
};

// Milliseconds elapsed since construction or restart(), from the monotonic clock.
class Stopwatch {
 public:
  using Clock = std::chrono::steady_clock;
  Stopwatch() : start_(Clock::now()) {}
  void restart() { start_ = Clock::now(); }
  double elapsed_ms() const {
    return std::chrono::duration<double, std::milli>(Clock::now() - start_).count();
  }

 private:
  Clock::time_point start_;
};

}  // namespace azul::ai
