#include "ai/puzzle_rating.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "rating/glicko2.h"

namespace azul::ai {
namespace {

// The Elo scale's slope: ln 10 / 400 (the expected score's derivative is this times E(1-E)).
constexpr double kSlope = 0.0057564627324851145;

double log_likelihood(std::span<const RungAttempts> rungs, double rating) {
  double sum = 0.0;
  for (const RungAttempts& r : rungs) {
    const double e = std::clamp(glicko2::expected_score(r.rating, rating, 0.0), 1e-12, 1 - 1e-12);
    sum += r.solved * std::log(e) + (r.tries - r.solved) * std::log(1.0 - e);
  }
  return sum;
}

}  // namespace

PuzzleRating puzzle_rating_from_rungs(std::span<const RungAttempts> rungs) {
  if (rungs.empty()) return {};
  double low = std::numeric_limits<double>::max();
  double high = std::numeric_limits<double>::lowest();
  for (const RungAttempts& r : rungs) {
    low = std::min(low, r.rating - kBeyondLadder);
    high = std::max(high, r.rating + kBeyondLadder);
  }
  // The likelihood has one peak (a sum of logistic log-likelihoods): a search by whole points.
  double best = low;
  double best_value = log_likelihood(rungs, low);
  for (double rating = low + 1.0; rating <= high; rating += 1.0) {
    const double value = log_likelihood(rungs, rating);
    if (value > best_value) {
      best_value = value;
      best = rating;
    }
  }
  double information = 0.0;  // Fisher's, at the fit
  for (const RungAttempts& r : rungs) {
    const double e = glicko2::expected_score(r.rating, best, 0.0);
    information += r.tries * kSlope * kSlope * e * (1.0 - e);
  }
  const double deviation = information > 0 ? 1.0 / std::sqrt(information) : kMostPuzzleDeviation;
  return {static_cast<int>(std::lround(best)),
          std::clamp(static_cast<int>(std::lround(deviation)), kLeastPuzzleDeviation,
                     kMostPuzzleDeviation)};
}

}  // namespace azul::ai
