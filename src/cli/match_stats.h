// One number per game for one bot of an arena (a win share, a final score, a point margin),
// summed as it comes, and its mean with a 95% interval for azul-cli arena's tables; and a bot's
// win shares split by the seat it played.
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <limits>
#include <string>

#include "engine/core/status.h"

namespace azul::cli {

struct Sample {
  long count = 0;
  double sum = 0;
  double sum_sq = 0;

  void add(double value) {
    ++count;
    sum += value;
    sum_sq += value * value;
  }
  double mean() const { return count > 0 ? sum / static_cast<double>(count) : 0.0; }
  // Half the width of the mean's 95% interval (normal approximation with the sample variance).
  // Infinite below two values: one game says nothing of the spread.
  double half_width() const {
    if (count < 2) return std::numeric_limits<double>::infinity();
    const double n = static_cast<double>(count);
    const double variance = std::max(0.0, (sum_sq - sum * sum / n) / (n - 1));
    return 1.96 * std::sqrt(variance / n);
  }
};

// A bot's win shares by the seat it played. Seat 1 starts the first round and wins more often
// between equal bots, so a bot's shares as seat 1 and as seat 2 differ by that edge as well as by
// its strength: the split tells a weakness from one seat from what the seat costs everyone.
class SeatShares {
 public:
  void add(int seat, double share) { by_seat_.at(static_cast<std::size_t>(seat)).add(share); }
  const Sample& seat(int seat) const { return by_seat_.at(static_cast<std::size_t>(seat)); }
  // "seat 1 65.5% +/- 9.0 of 100, seat 2 58.0% +/- 9.2 of 100": the seats it played, 1-based.
  std::string to_string() const {
    std::string text;
    for (int s = 0; s < kMaxPlayers; ++s) {
      const Sample& sample = seat(s);
      if (sample.count == 0) continue;
      char part[64];
      std::snprintf(part, sizeof part, "%sseat %d %.1f%% +/- %.1f of %ld", text.empty() ? "" : ", ",
                    s + 1, 100 * sample.mean(), 100 * sample.half_width(), sample.count);
      text += part;
    }
    return text;
  }

 private:
  std::array<Sample, kMaxPlayers> by_seat_{};
};

}  // namespace azul::cli
