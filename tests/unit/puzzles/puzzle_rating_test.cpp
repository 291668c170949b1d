// A puzzle's starting rating from the ladder's rungs (ai/puzzle_rating.h): the rating at which a
// solver finds it half the time.
#include "ai/puzzle_rating.h"

#include <gtest/gtest.h>

#include <vector>

namespace azul::ai {
namespace {

TEST(PuzzleRatingTest, ThePuzzleSitsWhereTheRungsStartToFindIt) {
  // Rungs below 1500 miss it, those above find it: the rating lies between.
  const std::vector<RungAttempts> rungs = {
      {1000, 0, 4}, {1250, 0, 4}, {1500, 2, 4}, {1750, 4, 4}, {2000, 4, 4}};
  const PuzzleRating fit = puzzle_rating_from_rungs(rungs);
  EXPECT_NEAR(fit.rating, 1500, 60);
  EXPECT_GT(fit.deviation, kLeastPuzzleDeviation);
  EXPECT_LT(fit.deviation, kMostPuzzleDeviation);
}

TEST(PuzzleRatingTest, AnEasierPuzzleRatesLower) {
  const std::vector<RungAttempts> hard = {{1000, 0, 4}, {1500, 1, 4}, {2000, 3, 4}, {2500, 4, 4}};
  const std::vector<RungAttempts> easy = {{1000, 2, 4}, {1500, 4, 4}, {2000, 4, 4}, {2500, 4, 4}};
  EXPECT_LT(puzzle_rating_from_rungs(easy).rating + 300, puzzle_rating_from_rungs(hard).rating);
}

// Found by every rung, or by none: as far beyond the ladder as the fit may go.
TEST(PuzzleRatingTest, AllOrNoneFoundItGoesBeyondTheLadder) {
  EXPECT_EQ(puzzle_rating_from_rungs(std::vector<RungAttempts>{{300, 4, 4}, {3100, 4, 4}}).rating,
            300 - static_cast<int>(kBeyondLadder));
  EXPECT_EQ(puzzle_rating_from_rungs(std::vector<RungAttempts>{{300, 0, 4}, {3100, 0, 4}}).rating,
            3100 + static_cast<int>(kBeyondLadder));
}

}  // namespace
}  // namespace azul::ai
