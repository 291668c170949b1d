// The arena's means and 95% intervals (cli/match_stats.h).
#include "cli/match_stats.h"

#include <gtest/gtest.h>

#include <cmath>

namespace azul::cli {
namespace {

TEST(MatchStats, MeanAndIntervalOfWinShares) {
  Sample wins;
  for (double share : {1.0, 0.0, 1.0, 1.0}) wins.add(share);
  EXPECT_EQ(wins.count, 4);
  EXPECT_DOUBLE_EQ(wins.mean(), 0.75);
  // Sample variance (3 - 9/4) / 3 = 0.25; 1.96 * sqrt(0.25 / 4) = 0.49.
  EXPECT_NEAR(wins.half_width(), 0.49, 1e-12);
}

TEST(MatchStats, ScoresAroundAMean) {
  Sample scores;
  for (double score : {98.0, 102.0, 100.0, 104.0, 96.0}) scores.add(score);
  EXPECT_DOUBLE_EQ(scores.mean(), 100.0);
  // Sample variance 40 / 4 = 10; 1.96 * sqrt(10 / 5).
  EXPECT_NEAR(scores.half_width(), 1.96 * std::sqrt(2.0), 1e-9);
}

TEST(MatchStats, NoSpreadMeansNoWidth) {
  Sample margins;
  for (int i = 0; i < 3; ++i) margins.add(-2.0);
  EXPECT_DOUBLE_EQ(margins.mean(), -2.0);
  EXPECT_DOUBLE_EQ(margins.half_width(), 0.0);
}

TEST(MatchStats, OneGameHasAnUnknownSpread) {
  Sample sample;
  EXPECT_DOUBLE_EQ(sample.mean(), 0.0);
  sample.add(5.0);
  EXPECT_DOUBLE_EQ(sample.mean(), 5.0);
  EXPECT_TRUE(std::isinf(sample.half_width()));
}

}  // namespace
}  // namespace azul::cli
