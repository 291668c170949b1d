// The puzzle set's text (ai/puzzle.h): what is printed reads back the same, every malformed line
// is refused with its line number, sets of one game merge in id order; and which found puzzles
// a game keeps (choose_puzzles).
#include <gtest/gtest.h>

#include <string>

#include "ai/puzzle.h"

namespace azul::ai {
namespace {

PuzzleSet sample_set() {
  PuzzleSet set;
  set.game = "azul";
  set.margin = 2.0;
  set.made = PuzzleSetStats{3, 150, 12};
  Puzzle p;
  p.id = "7-41";
  p.position = "2.azul..7.41.ZkkA.SOtczA";
  p.solution = {"F1 Y 1", "F3 Y 1"};
  p.gap = 3.4;
  p.theme = "floor";
  p.rating = 1650;
  p.deviation = 80;
  p.greedy = "F2 B 2";
  p.others = {{"F2 B 2", 3.4}, {"C R 1", 5.0}};
  set.puzzles.push_back(p);
  p.id = "12-9";
  p.solution = {"C K floor"};
  p.greedy = "C K floor";
  p.others = {};
  set.puzzles.push_back(p);
  return set;
}

TEST(PuzzleSetTest, WhatIsPrintedReadsBackTheSame) {
  const std::string text = print_puzzle_set(sample_set());
  const Parsed<PuzzleSet> read = parse_puzzle_set(text);
  ASSERT_TRUE(read.ok()) << read.error;
  EXPECT_EQ(print_puzzle_set(*read.value), text);
  const Puzzle& p = read.value->puzzles[0];
  EXPECT_EQ(p.solution, (std::vector<std::string>{"F1 Y 1", "F3 Y 1"}));
  EXPECT_EQ(p.others.size(), 2u);
  EXPECT_DOUBLE_EQ(p.others[1].loss, 5.0);
  EXPECT_FALSE(p.is_greedy());
  EXPECT_TRUE(read.value->puzzles[1].is_greedy());
  EXPECT_TRUE(p.solved_by("F3 Y 1"));
  EXPECT_FALSE(p.solved_by("F2 B 2"));
  EXPECT_EQ(read.value->made.found, 12);
}

// Each damage is refused with its line (the header is 5 lines, the first puzzle the 6th).
TEST(PuzzleSetTest, AMalformedSetIsRefusedWithItsLine) {
  const std::string good = print_puzzle_set(sample_set());
  const auto damaged = [&](std::string_view from, std::string_view to) {
    std::string text = good;
    const std::size_t at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    text.replace(at, from.size(), to);
    return parse_puzzle_set(text);
  };
  EXPECT_EQ(damaged("| 3.4 |", "| -1 |").error, "line 6: the gap '-1' is not a positive number");
  EXPECT_EQ(damaged("7-41", "7x41").error, "line 6: the id '7x41' is not <seed>-<actions>");
  EXPECT_EQ(damaged("1650 80", "1650").error,
            "line 6: the rating '1650' is not '<rating> <deviation>'");
  EXPECT_EQ(damaged("C R 1=5.0", "C R 1").error,
            "line 6: the other move 'C R 1' is not <move>=<points lost>");
  EXPECT_EQ(damaged(" | floor", "").error, "line 6: a puzzle has 8 fields separated by '|', not 7");
  EXPECT_EQ(damaged("12-9", "7-41").error, "line 7: the id 7-41 is on the line before too");
  EXPECT_EQ(damaged("12-9", "3-9").error, "line 7: the id 3-9 is out of order");
  EXPECT_EQ(damaged("azul-puzzles 1", "azul-puzzles 2").error,
            "line 1: puzzle format '2' is not known");
  EXPECT_EQ(damaged("margin", "spin").error, "line 3: unknown line 'spin'");
  EXPECT_EQ(damaged("end\n", "").error, "the set is cut short (no 'end')");
  EXPECT_EQ(parse_puzzle_set("").error, "the text is empty");
}

TEST(PuzzleSetTest, SetsOfOneGameMergeInIdOrder) {
  PuzzleSet a = sample_set();
  PuzzleSet b = sample_set();
  b.puzzles[0].id = "8-3";
  b.puzzles[1].id = "9-70";
  const Parsed<PuzzleSet> merged = merge_puzzle_sets({a, b});
  ASSERT_TRUE(merged.ok()) << merged.error;
  std::vector<std::string> ids;
  for (const Puzzle& p : merged.value->puzzles) ids.push_back(p.id);
  EXPECT_EQ(ids, (std::vector<std::string>{"7-41", "8-3", "9-70", "12-9"}));
  EXPECT_EQ(merged.value->made.games, 6);
  EXPECT_EQ(merge_puzzle_sets({a, a}).error, "the puzzle 7-41 is in two sets");
  b.margin = 3.0;
  EXPECT_EQ(merge_puzzle_sets({a, b}).error, "sets of two margins: 2.0 and 3.0");
}

// Two puzzles a round at most: those whose answer is not the greedy move first, then the
// larger gaps.
TEST(PuzzleSetTest, AGameKeepsTwoPuzzlesARound) {
  const std::vector<PuzzleCandidate> found = {
      {10, 1, true, 5.0},  {12, 1, false, 2.5}, {14, 1, false, 3.5}, {30, 2, true, 4.0},
      {50, 3, false, 2.1}, {70, 3, true, 6.0},  {90, 3, true, 7.0},
  };
  // Round 1: the two planning puzzles (12, 14); round 2: its one; round 3: planning (50), then
  // the larger greedy gap (90).
  EXPECT_EQ(choose_puzzles(found), (std::vector<std::size_t>{1, 2, 3, 4, 6}));
}

// Merging keeps at most the share of greedy answers asked for: those with the smallest gaps
// give way.
TEST(PuzzleSetTest, MergingLimitsTheShareOfGreedyAnswers) {
  PuzzleSet set = sample_set();  // 7-41 planning, 12-9 greedy (gap 3.4)
  Puzzle greedy = set.puzzles[1];
  greedy.id = "20-5";
  greedy.gap = 2.5;
  set.puzzles.push_back(greedy);
  const auto ids = [](const PuzzleSet& s) {
    std::vector<std::string> out;
    for (const Puzzle& p : s.puzzles) out.push_back(p.id);
    return out;
  };
  // One planning puzzle: at a share of a half, one greedy answer stays, the larger gap's.
  EXPECT_EQ(ids(*merge_puzzle_sets({set}, 0.5).value), (std::vector<std::string>{"7-41", "12-9"}));
  EXPECT_EQ(ids(*merge_puzzle_sets({set}, 0.2).value), (std::vector<std::string>{"7-41"}));
  EXPECT_EQ(merge_puzzle_sets({set}).value->puzzles.size(), 3u);
}

}  // namespace
}  // namespace azul::ai
