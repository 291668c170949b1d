// One number per game for one bot of an arena (a win share, a final score, a point margin),
// summed as it comes, and its mean with a 95% interval for azul-cli arena's tables.
#pragma once

#include <algorithm>
#include <cmath>
#include <limits>

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

}  // namespace azul::cli
