// The rating from the ledger (ui/progress/rating_history.h): only rated games count, each a
// rating period with one result per AI seat by places; the order results were kept in does not
// matter; the summary, its trend and the level nearest a rating.
#include "ui/progress/rating_history.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "results_for_tests.h"

namespace azul::ui {
namespace {

using test_results::against_ai;
using test_results::kDayMs;
using test_results::kStart;

TEST(RatingHistoryTest, EachRatedGameIsAPeriodAgainstItsAiSeatsLadderRatings) {
  std::vector<GameResult> results = {against_ai("a", 1, 50, 40, "club"),
                                     against_ai("b", 2, 30, 60, "intermediate")};
  GameResult unrated = against_ai("c", 3, 90, 10, "club");
  unrated.rated = false;  // Undo was used
  results.push_back(unrated);
  results.push_back(against_ai("d", 4, 50, 40, "club", "pavilion"));

  const std::vector<RatingPoint> history = rating_history(results, "azul");
  ASSERT_EQ(history.size(), 2u);
  const glicko2::Rating first =
      glicko2::rate({}, std::vector<glicko2::Result>{{1731, glicko2::kLadderDeviation, 1.0}});
  EXPECT_EQ(history[0].id, "a");
  EXPECT_EQ(history[0].before.rating, glicko2::kDefaultRating);
  EXPECT_DOUBLE_EQ(history[0].after.rating, first.rating);
  const glicko2::Rating second =
      glicko2::rate(first, std::vector<glicko2::Result>{{1965, glicko2::kLadderDeviation, 0.0}});
  EXPECT_DOUBLE_EQ(history[1].after.rating, second.rating);
  EXPECT_DOUBLE_EQ(history[1].after.deviation, second.deviation);
}

TEST(RatingHistoryTest, AFourPlayerGameIsAResultAgainstEachAiSeatByPlaces) {
  GameResult r = against_ai("a", 1, 50, 40, "club");
  r.seats = {ai::SeatSetup{false, "casual"}, ai::SeatSetup{true, "easy"},
             ai::SeatSetup{false, "club"}, ai::SeatSetup{false, "medium"}};
  r.me = 1;
  r.scores = {30, 50, 50, 70};
  r.places = {4, 2, 2, 1};
  r.ladder = {1501, std::nullopt, 1731, 2181};
  const std::vector<RatingPoint> history = rating_history(std::vector<GameResult>{r}, "azul");
  ASSERT_EQ(history.size(), 1u);
  const glicko2::Rating expected =
      glicko2::rate({}, std::vector<glicko2::Result>{{1501, glicko2::kLadderDeviation, 1.0},
                                                     {1731, glicko2::kLadderDeviation, 0.5},
                                                     {2181, glicko2::kLadderDeviation, 0.0}});
  EXPECT_DOUBLE_EQ(history[0].after.rating, expected.rating);
}

TEST(RatingHistoryTest, TheOrderResultsWereKeptInDoesNotMatter) {
  std::vector<GameResult> results;
  for (int i = 0; i < 12; ++i)
    results.push_back(against_ai("g" + std::to_string(i), i, i % 3 ? 50 : 30, 40));
  const std::vector<RatingPoint> forward = rating_history(results, "azul");
  std::reverse(results.begin(), results.end());
  const std::vector<RatingPoint> backward = rating_history(results, "azul");
  ASSERT_EQ(forward.size(), backward.size());
  EXPECT_DOUBLE_EQ(forward.back().after.rating, backward.back().after.rating);
}

TEST(RatingHistoryTest, TheSummaryIsProvisionalUntilTheDeviationIsSmallAndGivesTheWeeksTrend) {
  EXPECT_EQ(summarise_rating({}, 0).games, 0);
  std::vector<GameResult> results;
  for (int i = 0; i < 30; ++i)
    results.push_back(against_ai("g" + std::to_string(i), i, i % 2 ? 50 : 30, 40));
  const std::vector<RatingPoint> history = rating_history(results, "azul");
  const RatingSummary early =
      summarise_rating(std::vector<RatingPoint>(history.begin(), history.begin() + 3), 0);
  EXPECT_TRUE(early.provisional);
  EXPECT_EQ(early.games, 3);
  const RatingSummary late = summarise_rating(history, kStart + 23 * kDayMs);
  EXPECT_FALSE(late.provisional) << late.rating.deviation;
  ASSERT_TRUE(late.change_since.has_value());
  EXPECT_EQ(*late.change_since, static_cast<int>(std::lround(history.back().after.rating)) -
                                    static_cast<int>(std::lround(history[23].before.rating)));
  EXPECT_FALSE(summarise_rating(history, kStart + 40 * kDayMs).change_since.has_value())
      << "no game this week";
}

}  // namespace
}  // namespace azul::ui
