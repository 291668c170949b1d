// The statistics' figures (ui/progress/statistics.h) from results made by hand.
#include "ui/progress/statistics.h"

#include <gtest/gtest.h>

#include "results_for_tests.h"

namespace azul::ui {
namespace {

using test_results::against_ai;
using test_results::kDayMs;
using test_results::kStart;

std::vector<GameResult> history() {
  std::vector<GameResult> results = {
      against_ai("g1", 1, 40, 50, "club"),   against_ai("g2", 2, 55, 45, "club"),
      against_ai("g3", 3, 60, 40, "club"),   against_ai("g4", 4, 45, 45, "casual"),
      against_ai("g5", 5, 70, 30, "casual"), against_ai("p1", 6, 10, 99, "hard", "pavilion"),
  };
  // A 3-player game: you second, between an AI (first) and a friend (third).
  GameResult three = against_ai("g6", 40, 50, 60, "intermediate");
  three.seats.push_back(ai::friend_seat());
  three.scores = {50, 60, 20};
  three.places = {2, 1, 3};
  three.ladder.push_back(std::nullopt);
  three.rated = false;
  three.round_points = {5, 5, 5, 5, 5, 5};
  three.accuracy = 70;
  results.push_back(three);
  results[1].accuracy = 90;
  return results;
}

TEST(StatisticsTest, TalliesByPlacesByOpponentAndByPlayers) {
  const std::vector<GameResult> results = history();
  const Statistics s = compute_statistics(results, {"azul", 0, 0});
  EXPECT_EQ(s.overall.games, 6);
  EXPECT_EQ(s.overall.wins, 3);
  EXPECT_EQ(s.overall.draws, 1);
  EXPECT_EQ(s.overall.losses, 2);
  EXPECT_DOUBLE_EQ(s.overall.win_share(), 3.5 / 6);
  // Opponents in the ladder's order, people last; in the 3-player game you beat the friend and
  // lost to the AI.
  ASSERT_EQ(s.opponents.size(), 4u);
  EXPECT_EQ(s.opponents[0].level, "casual");
  EXPECT_EQ(s.opponents[0].tally.games, 2);
  EXPECT_EQ(s.opponents[0].tally.draws, 1);
  EXPECT_EQ(s.opponents[1].level, "club");
  EXPECT_EQ(s.opponents[1].tally.wins, 2);
  EXPECT_EQ(s.opponents[2].level, "intermediate");
  EXPECT_EQ(s.opponents[2].tally.losses, 1);
  EXPECT_EQ(s.opponents[3].level, "");
  EXPECT_EQ(s.opponents[3].tally.wins, 1);
  EXPECT_EQ(s.by_players[2].games, 5);
  EXPECT_EQ(s.by_players[3].games, 1);
  EXPECT_EQ(s.by_players[3].losses, 1);
}

TEST(StatisticsTest, ScoresMarginsRoundsCategoriesAccuracyAndStreaks) {
  const std::vector<GameResult> results = history();
  const Statistics s = compute_statistics(results, {"azul", 0, 0});
  EXPECT_DOUBLE_EQ(s.average_score, (40 + 55 + 60 + 45 + 70 + 50) / 6.0);
  EXPECT_EQ(s.best_score, 70);
  EXPECT_EQ(s.best_game, "g5");
  EXPECT_DOUBLE_EQ(s.average_margin, (-10 + 10 + 20 + 0 + 40 - 10) / 6.0);
  // Rounds 1-5 from every game, round 6 from the 3-player game alone.
  ASSERT_EQ(s.points_per_round.size(), 6u);
  EXPECT_DOUBLE_EQ(s.points_per_round[0], (8 * 5 + 5) / 6.0);
  EXPECT_DOUBLE_EQ(s.points_per_round[5], 5.0);
  ASSERT_EQ(s.categories.size(), 2u);
  EXPECT_EQ(s.categories[1].category, "floor_penalties");
  EXPECT_DOUBLE_EQ(s.categories[1].per_game, -4.0);
  EXPECT_EQ(s.analysed, 2);
  EXPECT_DOUBLE_EQ(s.average_accuracy, 80.0);
  // Loss, win, win, draw, win, loss: the best run is two wins; the last game a loss.
  EXPECT_EQ(s.best_streak, 2);
  EXPECT_EQ(s.current_streak, -1);
  ASSERT_EQ(s.last_scores.size(), 6u);
  EXPECT_EQ(s.last_scores.back().mine, 50);
  EXPECT_EQ(s.last_scores.back().best_other, 60);
}

TEST(StatisticsTest, FiltersTakeTheGameThePlayersAndThePeriod) {
  const std::vector<GameResult> results = history();
  EXPECT_EQ(compute_statistics(results, {"pavilion", 0, 0}).overall.games, 1);
  EXPECT_EQ(compute_statistics(results, {"azul", 3, 0}).overall.games, 1);
  EXPECT_EQ(compute_statistics(results, {"azul", 4, 0}).overall.games, 0);
  EXPECT_EQ(compute_statistics(results, {"azul", 0, kStart + 30 * kDayMs}).overall.games, 1);
  const Statistics none = compute_statistics(results, {"azul", 4, 0});
  EXPECT_TRUE(none.opponents.empty());
  EXPECT_TRUE(none.last_scores.empty());
}

TEST(StatisticsTest, OnlyTheLastThirtyGamesArePlotted) {
  std::vector<GameResult> results;
  for (int i = 0; i < 45; ++i)
    results.push_back(against_ai("g" + std::to_string(i), i, 40 + i, 30));
  const Statistics s = compute_statistics(results, {"azul", 0, 0});
  ASSERT_EQ(s.last_scores.size(), kLastScores);
  EXPECT_EQ(s.last_scores.front().mine, 40 + 15);
  EXPECT_EQ(s.current_streak, 45);
}

}  // namespace
}  // namespace azul::ui
