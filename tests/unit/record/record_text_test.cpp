// Syntax of the game-record text (engine/record/record.cpp): what is accepted, and that every
// malformed input is refused with a message naming its line.
#include <gtest/gtest.h>

#include "engine/record/record.h"

namespace azul {
namespace {

constexpr const char* kMinimal =
    "# a comment\n"
    "azul-record 1\n"
    "game pavilion\n"
    "players 2\n"
    "side coloured\n"
    "seed 42\n"
    "\n"
    "moves\n"
    "deal PG OY\n"
    "1 take F3 O\n"
    "end\n";

TEST(RecordText, SplitsHeaderOptionsDealsAndMoves) {
  auto parsed = parse_record_text(kMinimal);
  ASSERT_TRUE(parsed.ok()) << parsed.error;
  const RecordText& r = *parsed.value;
  EXPECT_EQ(r.game, "pavilion");
  ASSERT_EQ(r.options.size(), 2u);
  EXPECT_EQ(r.options[0], (std::pair<std::string, std::string>{"players", "2"}));
  EXPECT_EQ(r.options[1], (std::pair<std::string, std::string>{"side", "coloured"}));
  ASSERT_TRUE(r.seed.has_value());
  EXPECT_EQ(*r.seed, 42u);
  ASSERT_EQ(r.lines.size(), 2u);
  EXPECT_TRUE(r.lines[0].chance);
  EXPECT_EQ(r.lines[0].text, "PGOY");
  EXPECT_EQ(r.lines[0].line_number, 9);
  EXPECT_FALSE(r.lines[1].chance);
  EXPECT_EQ(r.lines[1].seat, 0);
  EXPECT_EQ(r.lines[1].text, "take F3 O");
}

TEST(RecordText, AcceptsWindowsLineEndsAndNoEndLine) {
  auto parsed = parse_record_text("azul-record 1\r\ngame azul\r\nmoves\r\n2 F1 R 3\r\n");
  ASSERT_TRUE(parsed.ok()) << parsed.error;
  ASSERT_EQ(parsed.value->lines.size(), 1u);
  EXPECT_EQ(parsed.value->lines[0].seat, 1);
  EXPECT_EQ(parsed.value->lines[0].text, "F1 R 3");
}

struct Malformed {
  const char* text;
  const char* expected_message_part;
};

class RecordTextErrors : public ::testing::TestWithParam<Malformed> {};

TEST_P(RecordTextErrors, NamesTheProblem) {
  auto parsed = parse_record_text(GetParam().text);
  ASSERT_FALSE(parsed.ok());
  EXPECT_NE(parsed.error.find(GetParam().expected_message_part), std::string::npos) << parsed.error;
}

INSTANTIATE_TEST_SUITE_P(
    All, RecordTextErrors,
    ::testing::Values(
        Malformed{"", "not a game record"}, Malformed{"hello\n", "line 1: expected 'azul-record"},
        Malformed{"azul-record 7\n", "line 1: record version 7 was made by a newer version"},
        Malformed{"azul-record 0\n", "line 1: unsupported record version 0"},
        Malformed{"azul-record 1\ngame azul\n", "no 'moves' line"},
        Malformed{"azul-record 1\nmoves\n", "line 2: no 'game' line"},
        Malformed{"azul-record 1\ngame azul\ngame azul\n", "line 3: a second 'game'"},
        Malformed{"azul-record 1\ngame azul\nseed x\n", "line 3: seed must be"},
        Malformed{"azul-record 1\ngame azul\nplayers\n", "line 3: 'players' needs a value"},
        Malformed{"azul-record 1\ngame azul\nmoves\n5 F1 R 1\n", "line 4: expected"},
        Malformed{"azul-record 1\ngame azul\nmoves\n1\n", "line 4: seat 1 has no move"},
        Malformed{"azul-record 1\ngame azul\nmoves\ndeal R1\n", "line 4: a deal lists"},
        Malformed{"azul-record 1\ngame azul\nmoves\nend\n1 F1 R 1\n", "line 5: text after"},
        Malformed{"azul-record 1\ngame a\x01z\n", "line 2: contains a control"}));

TEST(RecordText, RefusesHugeInput) {
  const std::string huge(2 << 20, '#');
  auto parsed = parse_record_text(huge);
  ASSERT_FALSE(parsed.ok());
  EXPECT_NE(parsed.error.find("larger than"), std::string::npos);
}

}  // namespace
}  // namespace azul
