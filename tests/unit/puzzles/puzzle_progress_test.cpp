// The player's puzzles as the browser keeps them (ui/puzzles/puzzle_progress.h) and which puzzle
// comes next (ui/puzzles/puzzle_choice.h).
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "ui/puzzles/puzzle_choice.h"
#include "ui/puzzles/puzzle_progress.h"

namespace azul::ui {
namespace {

TEST(PuzzleProgressTest, WhatIsKeptReadsBackTheSame) {
  PuzzleProgress p;
  rate_answer(p, "7-41", 1650, 80, true);
  rate_answer(p, "12-9", 1400, 90, false);
  mark_daily_solved(p, 20000);
  const std::string text = puzzle_progress_text(p);
  const Parsed<PuzzleProgress> read = parse_puzzle_progress(text);
  ASSERT_TRUE(read.ok()) << read.error;
  EXPECT_EQ(puzzle_progress_text(*read.value), text);
  EXPECT_EQ(read.value->answered, 2);
  EXPECT_EQ(read.value->solved, 1);
  EXPECT_TRUE(read.value->has_seen("12-9"));
}

TEST(PuzzleProgressTest, ADamagedEntrySaysWhatIsWrong) {
  std::string text = puzzle_progress_text(PuzzleProgress{});
  EXPECT_EQ(parse_puzzle_progress("").error, "the entry is empty");
  EXPECT_EQ(parse_puzzle_progress("azul-puzzle-progress 2\n").error,
            "line 1: not a puzzle progress entry");
  text.replace(text.find("answered 0 0"), 12, "answered 1 2");
  EXPECT_EQ(parse_puzzle_progress(text).error, "line 3: the answered line is damaged");
  EXPECT_EQ(parse_puzzle_progress("azul-puzzle-progress 1\nrating 1500 350 0.06\n").error,
            "the entry is cut short");
}

// Glicko-2, one period per first answer: solving a puzzle rated above you gains more than one
// rated below; a puzzle answered before changes nothing.
TEST(PuzzleProgressTest, EachFirstAnswerIsARatingPeriod) {
  PuzzleProgress above;
  PuzzleProgress below;
  const double up = rate_answer(above, "a", 1800, 80, true);
  const double down = rate_answer(below, "b", 1200, 80, true);
  EXPECT_GT(up, down);
  EXPECT_GT(down, 0.0);
  EXPECT_LT(above.rating.deviation, 350.0);
  EXPECT_EQ(rate_answer(above, "a", 1800, 80, false), 0.0);
  EXPECT_EQ(above.answered, 1);
  PuzzleProgress missed;
  EXPECT_LT(rate_answer(missed, "c", 1500, 80, false), 0.0);
}

TEST(PuzzleProgressTest, TheStreakCountsDaysInARow) {
  PuzzleProgress p;
  mark_daily_solved(p, 100);
  mark_daily_solved(p, 101);
  mark_daily_solved(p, 101);  // the same day again
  EXPECT_EQ(p.streak_on(101), 2);
  EXPECT_EQ(p.streak_on(102), 2);  // today's is still to come
  EXPECT_EQ(p.streak_on(103), 0);  // a day missed
  mark_daily_solved(p, 104);
  EXPECT_EQ(p.streak, 1);
  EXPECT_EQ(p.best_streak, 2);
  EXPECT_TRUE(p.daily_done(104));
}

ai::PuzzleSet set_of(int puzzles) {
  ai::PuzzleSet set;
  set.game = "azul";
  set.margin = 2.0;
  for (int i = 0; i < puzzles; ++i) {
    ai::Puzzle p;
    p.id = std::to_string(i + 1) + "-10";
    p.rating = 500 + 50 * i;
    set.puzzles.push_back(p);
  }
  return set;
}

TEST(PuzzleChoiceTest, TheDailyPuzzleDependsOnTheDayAloneAndIsMidRange) {
  const ai::PuzzleSet set = set_of(40);
  EXPECT_EQ(utc_day(0), 0);
  EXPECT_EQ(utc_day(86'400'000LL * 3 + 5), 3);
  EXPECT_EQ(utc_day(-1), -1);
  std::set<std::size_t> days;
  for (std::int64_t day = 20000; day < 20030; ++day) {
    const std::size_t i = daily_puzzle(set, day);
    EXPECT_EQ(i, daily_puzzle(set, day));
    EXPECT_GE(i, 10u);  // the middle half by rating
    EXPECT_LT(i, 30u);
    days.insert(i);
  }
  EXPECT_GT(days.size(), 10u) << "the days differ";
}

TEST(PuzzleChoiceTest, TheNextPuzzleIsNearTheRatingAndNew) {
  const ai::PuzzleSet set = set_of(40);
  PuzzleProgress p;  // 1500: puzzle 20 (rated 1500) and its neighbours
  for (std::uint64_t turn = 0; turn < 20; ++turn) {
    const std::size_t i = next_puzzle(set, p, turn, "");
    EXPECT_LE(std::abs(set.puzzles[i].rating - 1500), 200) << i;
  }
  p.seen = {"20-10", "21-10", "19-10"};
  const std::size_t i = next_puzzle(set, p, 0, "22-10");
  EXPECT_FALSE(p.has_seen(set.puzzles[i].id));
  EXPECT_NE(set.puzzles[i].id, "22-10");
  // Every puzzle answered: they come again, still never the one shown.
  for (const ai::Puzzle& puzzle : set.puzzles) p.seen.push_back(puzzle.id);
  EXPECT_NE(set.puzzles[next_puzzle(set, p, 3, "20-10")].id, "20-10");
}

}  // namespace
}  // namespace azul::ui
