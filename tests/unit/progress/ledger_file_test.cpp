// The history file (ui/progress/ledger_file.h): written oldest first and read back; a damaged
// line named with everything else kept; merged by game id without duplicates.
#include "ui/progress/ledger_file.h"

#include <gtest/gtest.h>

#include "results_for_tests.h"

namespace azul::ui {
namespace {

using test_results::against_ai;

TEST(LedgerFileTest, AFileReadsBackEveryResultOldestFirst) {
  const std::vector<GameResult> results = {against_ai("b", 2, 50, 40), against_ai("a", 1, 30, 45)};
  const std::string text = history_file_text(results);
  EXPECT_EQ(text.substr(0, text.find('\n')), "azul-history 1");
  const Parsed<HistoryFile> file = parse_history_file(text);
  ASSERT_TRUE(file.ok()) << file.error;
  ASSERT_EQ(file.value->results.size(), 2u);
  EXPECT_EQ(file.value->results[0], results[1]);
  EXPECT_EQ(file.value->results[1], results[0]);
  EXPECT_TRUE(file.value->problems.empty());
}

TEST(LedgerFileTest, ADamagedLineIsNamedAndEveryOtherResultKept) {
  std::string text = history_file_text(
      std::vector<GameResult>{against_ai("a", 1, 30, 45), against_ai("b", 2, 50, 40)});
  // Line 2 loses its scores; a blank line and Windows line ends are no problem.
  const std::size_t score = text.find(" score=");
  text.erase(score, text.find(' ', score + 1) - score);
  std::string crlf;
  for (char c : text) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
  const Parsed<HistoryFile> file = parse_history_file(crlf + "\r\n");
  ASSERT_TRUE(file.ok()) << file.error;
  ASSERT_EQ(file.value->results.size(), 1u);
  EXPECT_EQ(file.value->results[0].id, "b");
  ASSERT_EQ(file.value->problems.size(), 1u);
  EXPECT_EQ(file.value->problems[0], "line 2: the field 'score' is missing");
}

TEST(LedgerFileTest, AFileThatIsNoHistoryIsRefusedWhole) {
  EXPECT_EQ(parse_history_file("azul-record 1\ngame azul\n").error,
            "this is not a history file of this page");
  EXPECT_EQ(parse_history_file("").error, "this is not a history file of this page");
  EXPECT_EQ(parse_history_file("azul-history x\n").error,
            "this is not a history file of this page");
  EXPECT_EQ(parse_history_file("azul-history 2\nr2 id=a\n").error,
            "the history file is of version 2, made by a newer version of this page");
}

TEST(LedgerFileTest, MergingByIdAddsOnlyWhatIsNewAndTakesAMissingAccuracy) {
  std::vector<GameResult> kept = {against_ai("a", 1, 30, 45), against_ai("b", 2, 50, 40)};
  GameResult analysed = kept[1];
  analysed.accuracy = 81;
  const std::vector<GameResult> file = {kept[0], analysed, against_ai("c", 3, 60, 20),
                                        against_ai("c", 3, 60, 20)};
  const MergeCount count = merge_results(kept, file);
  EXPECT_EQ(count.added, 1);
  EXPECT_EQ(count.updated, 1);
  EXPECT_EQ(count.known, 2) << "a, and the second c";
  ASSERT_EQ(kept.size(), 3u);
  EXPECT_EQ(kept[1].accuracy, 81);
  // The same again adds nothing.
  const MergeCount again = merge_results(kept, file);
  EXPECT_EQ(again.added, 0);
  EXPECT_EQ(again.updated, 0);
  EXPECT_EQ(kept.size(), 3u);
}

}  // namespace
}  // namespace azul::ui
