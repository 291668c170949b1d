// The levels' ratings shown on the new-game screen (ai/levels.h): every level of every game
// has one, stronger levels are rated higher (a lower bound at least as high), and the words say
// when a rating is a lower bound.
#include <gtest/gtest.h>

#include "ai/levels.h"
#include "ai/make_bot.h"
#include "engine/games.h"

namespace azul::ai {
namespace {

TEST(LevelRatings, EveryLevelOfEveryGameIsRatedWeakestLowest) {
  for_each_game([](auto tag) {
    using S = typename decltype(tag)::type;
    int previous = -1;
    for (const LevelInfo& level : levels_of(S::kName)) {
      const std::optional<LevelRating> rating = level_rating(S::kName, level.name);
      ASSERT_TRUE(rating) << S::kName << " " << level.name;
      // A lower bound may be the level below's own rating (max is at least as strong as hard).
      if (rating->at_least)
        EXPECT_GE(rating->elo, previous) << S::kName << " " << level.name;
      else
        EXPECT_GT(rating->elo, previous) << S::kName << " " << level.name;
      previous = rating->elo;
    }
    EXPECT_EQ(level_rating(S::kName, "random")->elo, 0);  // the ladder's anchor
  });
  EXPECT_FALSE(level_rating("chess", "hard"));
}

TEST(LevelRatings, EveryLadderLevelIsABotOfItsNameAndTheSearchesGrowUpTheLadder) {
  for_each_game([](auto tag) {
    using S = typename decltype(tag)::type;
    EXPECT_GE(levels_of(S::kName).size(), 10u) << S::kName;  // random, 9 rungs or more, max
    std::int64_t previous = 0;
    for (const LevelInfo& level : levels_of(S::kName)) {
      const auto bot = make_bot<S>(level.name, 1);
      ASSERT_NE(bot, nullptr) << S::kName << " " << level.name;
      EXPECT_EQ(bot->name(), level.name);
      const std::optional<SearchLevel> search = search_level<S>(level.name);
      if (!search || !search->budget.iterations) continue;  // greedy levels; max's time
      EXPECT_GT(*search->budget.iterations, previous) << S::kName << " " << level.name;
      EXPECT_EQ(bot->budget().iterations, search->budget.iterations);
      previous = *search->budget.iterations;
    }
  });
}

TEST(LevelRatings, ALevelTheGameDoesNotOfferPlaysAsTheNearestWeakerOne) {
  EXPECT_EQ(offered_level("azul", "expert"), "expert");
  EXPECT_EQ(offered_level("pavilion", "expert"), "strong");  // no advanced or expert there
  EXPECT_EQ(offered_level("pavilion", "hard"), "hard");
  EXPECT_EQ(offered_level("toynim", "club"), "easy");  // the base levels only
}

TEST(LevelRatings, SayWhenTheyAreALowerBound) {
  EXPECT_EQ(rating_text({1031, false}), "\xE2\x89\x88 1031");
  EXPECT_EQ(rating_text({2762, true}), "\xE2\x89\xA5 2762");
}

TEST(LevelRatings, TheLevelNearestARatingIsFromTheGamesLadder) {
  EXPECT_EQ(level_nearest("azul", 1700), "club");          // 1731
  EXPECT_EQ(level_nearest("azul", 1500), "casual");        // 1501
  EXPECT_EQ(level_nearest("pavilion", 1500), "beginner");  // 1428
  EXPECT_EQ(level_nearest("azul", 5000), "hard") << "max is rated as hard, a lower bound";
  EXPECT_EQ(level_nearest("azul", -300), "random");
  EXPECT_EQ(level_nearest("toy", 1500), "") << "a game without a ladder";
}

}  // namespace
}  // namespace azul::ai
