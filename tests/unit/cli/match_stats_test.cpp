// The arena's means and 95% intervals, and its win shares by seat (cli/match_stats.h).
#include "cli/match_stats.h"

#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>

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

TEST(MatchStats, WinSharesBySeatKeepEachSeatApart) {
  SeatShares shares;
  for (double share : {1.0, 1.0, 0.0, 1.0}) shares.add(0, share);
  for (double share : {0.0, 0.5, 1.0, 0.0}) shares.add(1, share);
  EXPECT_DOUBLE_EQ(shares.seat(0).mean(), 0.75);
  EXPECT_DOUBLE_EQ(shares.seat(1).mean(), 0.375);
  EXPECT_EQ(shares.seat(2).count, 0);
  // Seat 1: the interval of the first test (0.49); seat 2: sample variance (1.25 - 0.5625) / 3,
  // 1.96 * sqrt(0.2292 / 4) = 0.469.
  EXPECT_EQ(shares.to_string(), "seat 1 75.0% +/- 49.0 of 4, seat 2 37.5% +/- 46.9 of 4");
}

TEST(MatchStats, SeatsNotPlayedAreLeftOut) {
  SeatShares shares;
  EXPECT_EQ(shares.to_string(), "");
  shares.add(2, 1.0);
  shares.add(2, 0.0);
  EXPECT_EQ(shares.to_string(), "seat 3 50.0% +/- 98.0 of 2");
  EXPECT_THROW(shares.add(kMaxPlayers, 1.0), std::out_of_range);
}

}  // namespace
}  // namespace azul::cli
