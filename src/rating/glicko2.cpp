// Glicko-2, step by step as the paper numbers them (glicko2.h).
#include "rating/glicko2.h"

#include <cmath>
#include <numbers>

namespace azul::glicko2 {
namespace {

// Step 2: the Glicko-2 scale. 173.7178 is 400 / ln 10, the factor between the two scales.
constexpr double kScale = 173.7178;
// Step 5's convergence tolerance, as in the paper.
constexpr double kEpsilon = 0.000001;

double g(double phi) {
  return 1.0 / std::sqrt(1.0 + 3.0 * phi * phi / (std::numbers::pi * std::numbers::pi));
}

double expected(double mu, double mu_j, double phi_j) {
  return 1.0 / (1.0 + std::exp(-g(phi_j) * (mu - mu_j)));
}

// Step 5: the new volatility, by the Illinois algorithm on f(x) (the paper's "iterative
// procedure"), where x is ln σ'².
double new_volatility(double sigma, double phi, double v, double delta, double tau) {
  const double a = std::log(sigma * sigma);
  const auto f = [&](double x) {
    const double ex = std::exp(x);
    const double d = phi * phi + v + ex;
    return ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau);
  };
  double lower = a;
  double upper = 0.0;
  if (delta * delta > phi * phi + v) {
    upper = std::log(delta * delta - phi * phi - v);
  } else {
    int k = 1;
    while (f(a - k * tau) < 0.0) ++k;
    upper = a - k * tau;
  }
  double f_lower = f(lower);
  double f_upper = f(upper);
  while (std::abs(upper - lower) > kEpsilon) {
    const double c = lower + (lower - upper) * f_lower / (f_upper - f_lower);
    const double f_c = f(c);
    if (f_c * f_upper <= 0.0) {
      lower = upper;
      f_lower = f_upper;
    } else {
      f_lower /= 2.0;
    }
    upper = c;
    f_upper = f_c;
  }
  return std::exp(lower / 2.0);
}

}  // namespace

double expected_score(double rating, double opponent_rating, double opponent_deviation) {
  return expected((rating - kDefaultRating) / kScale, (opponent_rating - kDefaultRating) / kScale,
                  opponent_deviation / kScale);
}

Rating rate(const Rating& before, std::span<const Result> results, double tau) {
  const double mu = (before.rating - kDefaultRating) / kScale;
  const double phi = before.deviation / kScale;
  const double sigma = before.volatility;
  if (results.empty()) {  // step 6 alone: the deviation grows with the volatility
    return {before.rating, kScale * std::sqrt(phi * phi + sigma * sigma), sigma};
  }
  // Steps 3 and 4: the estimated variance v of the rating from the results alone, and the
  // estimated improvement Δ.
  double inverse_v = 0.0;
  double sum = 0.0;  // Σ g(φj)(sj − E)
  for (const Result& r : results) {
    const double mu_j = (r.opponent_rating - kDefaultRating) / kScale;
    const double phi_j = r.opponent_deviation / kScale;
    const double e = expected(mu, mu_j, phi_j);
    inverse_v += g(phi_j) * g(phi_j) * e * (1.0 - e);
    sum += g(phi_j) * (r.score - e);
  }
  const double v = 1.0 / inverse_v;
  const double delta = v * sum;
  // Steps 5 to 8.
  const double sigma_new = new_volatility(sigma, phi, v, delta, tau);
  const double phi_star = std::sqrt(phi * phi + sigma_new * sigma_new);
  const double phi_new = 1.0 / std::sqrt(1.0 / (phi_star * phi_star) + 1.0 / v);
  const double mu_new = mu + phi_new * phi_new * sum;
  return {kScale * mu_new + kDefaultRating, kScale * phi_new, sigma_new};
}

}  // namespace azul::glicko2
