// Where lines break (ui/i18n/line_breaks.h): at spaces in Latin scripts and Korean, between
// characters in Japanese and Chinese with the kinsoku rules, never before closing punctuation
// nor after opening punctuation, a number with its counter, and a word too wide for the line
// broken where it must.
#include "ui/i18n/line_breaks.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace azul::ui {
namespace {

// Every character one unit wide, so that a width is a number of characters.
float one(char32_t) { return 1.0f; }

std::vector<std::string> lines_of(std::string_view text, float width,
                                  const CharWidth& char_width = one) {
  std::vector<std::string> out;
  for (const TextLine& line : break_lines(text, char_width, width))
    out.emplace_back(text.substr(line.begin, line.end - line.begin));
  return out;
}

using Lines = std::vector<std::string>;

TEST(LineBreaks, ATextThatFitsIsOneLine) {
  EXPECT_EQ(lines_of("Your turn", 20), Lines({"Your turn"}));
  EXPECT_EQ(lines_of("", 20), Lines({""}));
  EXPECT_EQ(lines_of("Your turn", 9), Lines({"Your turn"})) << "exactly as wide as the width";
}

TEST(LineBreaks, LatinBreaksAtSpacesWhichHangAtTheLineEnd) {
  EXPECT_EQ(lines_of("Take the tiles of one colour", 12),
            Lines({"Take the", "tiles of one", "colour"}));
  EXPECT_EQ(lines_of("a    b", 3), Lines({"a", "b"})) << "the spaces at a break are dropped";
  EXPECT_EQ(lines_of("word   ", 4), Lines({"word"})) << "trailing spaces never wrap";
  EXPECT_EQ(lines_of("  indented text", 10), Lines({"  indented", "text"}))
      << "the text's own leading spaces stay";
}

TEST(LineBreaks, NewlinesAlwaysBreak) {
  EXPECT_EQ(lines_of("one\ntwo words", 20), Lines({"one", "two words"}));
  EXPECT_EQ(lines_of("one\n\nthree", 20), Lines({"one", "", "three"}));
  EXPECT_EQ(lines_of("end\n", 20), Lines({"end", ""}));
  EXPECT_EQ(lines_of("one two\nthree four", 7), Lines({"one two", "three", "four"}));
}

TEST(LineBreaks, AWordWiderThanTheLineBreaksWhereItMust) {
  EXPECT_EQ(lines_of("Startspielermarker", 8), Lines({"Startspi", "elermark", "er"}));
  EXPECT_EQ(lines_of("ab", 0.5f), Lines({"a", "b"})) << "one character a line at least";
  EXPECT_EQ(lines_of("go Startspielermarker", 8), Lines({"go", "Startspi", "elermark", "er"}));
}

TEST(LineBreaks, AHyphenBreaksBetweenLetters) {
  EXPECT_EQ(lines_of("the first-player marker", 15), Lines({"the first-", "player marker"}));
  EXPECT_EQ(lines_of("score -2 now", 8), Lines({"score -2", "now"}));
  EXPECT_EQ(lines_of("a 1-2 b", 4), Lines({"a", "1-2", "b"})) << "not between digits";
}

TEST(LineBreaks, PunctuationNeverStartsALineEvenAfterASpace) {
  // French sets a space before ! ? : ; (a no-break one in the catalogs; a plain one here).
  EXPECT_EQ(lines_of("Bien joué !", 9), Lines({"Bien", "joué !"}));
  EXPECT_EQ(lines_of("score (3)", 6), Lines({"score", "(3)"})) << "a line may start with (";
  EXPECT_EQ(lines_of("a\u00A0b c", 3), Lines({"a\u00A0b", "c"})) << "a no-break space holds";
}

TEST(LineBreaks, JapaneseBreaksBetweenAnyTwoCharacters) {
  EXPECT_EQ(lines_of("タイルを取ります", 3), Lines({"タイル", "を取り", "ます"}));
}

TEST(LineBreaks, NoLineStartsWithClosingPunctuationOrASmallKana) {
  // 。 would start the second line: the character before it goes along.
  EXPECT_EQ(lines_of("一二三。四五", 3), Lines({"一二", "三。四", "五"}));
  EXPECT_EQ(lines_of("一二三、四", 3), Lines({"一二", "三、四"}));
  EXPECT_EQ(lines_of("一二三」四", 3), Lines({"一二", "三」四"}));
  EXPECT_EQ(lines_of("一二三）", 3), Lines({"一二", "三）"}));
  EXPECT_EQ(lines_of("一二三！？", 3), Lines({"一二", "三！？"}));
  EXPECT_EQ(lines_of("一二三……", 3), Lines({"一二", "三……"}));
  EXPECT_EQ(lines_of("ターンのスター", 2), Lines({"ター", "ンの", "ス", "ター"}))
      << "ー never starts a line";
  EXPECT_EQ(lines_of("一カップ", 2), Lines({"一", "カッ", "プ"})) << "nor a small ッ";
}

TEST(LineBreaks, NoLineEndsWithOpeningPunctuation) {
  EXPECT_EQ(lines_of("一二「三四」", 3), Lines({"一二", "「三", "四」"}));
  EXPECT_EQ(lines_of("一二（三）", 3), Lines({"一二", "（三）"}));
  EXPECT_EQ(lines_of("你好“三”", 3), Lines({"你好", "“三”"}));
}

TEST(LineBreaks, ChinesePunctuationFollowsTheSameRules) {
  EXPECT_EQ(lines_of("从工厂拿取瓷砖，放到图案线上。", 7),
            Lines({"从工厂拿取瓷", "砖，放到图案线", "上。"}));
}

TEST(LineBreaks, ANumberKeepsItsCounterWord) {
  EXPECT_EQ(lines_of("タイル3枚", 4), Lines({"タイル", "3枚"}));
  EXPECT_EQ(lines_of("第3ラウンド", 2), Lines({"第", "3ラ", "ウン", "ド"}));
}

TEST(LineBreaks, LatinWordsInCJKTextHoldTogether) {
  EXPECT_EQ(lines_of("これはAzulです", 4), Lines({"これは", "Azul", "です"}));
  EXPECT_EQ(lines_of("アズール!", 4), Lines({"アズー", "ル!"})) << "no line starts with !";
}

TEST(LineBreaks, KoreanBreaksBetweenWordsNotSyllables) {
  EXPECT_EQ(lines_of("타일을 가져가서 패턴 줄에 놓으세요.", 8),
            Lines({"타일을 가져가서", "패턴 줄에", "놓으세요."}));
  EXPECT_EQ(lines_of("시작플레이어표지", 4), Lines({"시작플레", "이어표지"}))
      << "a word wider than the line still breaks";
}

TEST(LineBreaks, UsesEachCharactersOwnWidth) {
  // CJK characters twice as wide as Latin letters.
  const auto widths = [](char32_t c) { return c < 0x80 ? 1.0f : 2.0f; };
  EXPECT_EQ(lines_of("P1のターン", 6, widths), Lines({"P1の", "ターン"}));
  EXPECT_EQ(lines_of("ab cd ef", 5, widths), Lines({"ab cd", "ef"}));
}

TEST(LineBreaks, TheLinesAreByteRangesOfTheText) {
  const std::string text = "日本語 and\nmore";
  const std::vector<TextLine> lines = break_lines(text, one, 20);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0], (TextLine{0, 13}));
  EXPECT_EQ(lines[1], (TextLine{14, 18}));
  EXPECT_EQ(join_lines(text, lines), text);
  EXPECT_EQ(join_lines("one two", break_lines("one two", one, 3)), "one\ntwo");
}

TEST(LineBreaks, InvalidUtf8IsOneCharacterAByte) {
  const std::string text =
      "ab\xFF\xFE"
      "cd";
  const std::vector<TextLine> lines = break_lines(text, one, 3);
  EXPECT_EQ(join_lines(text, lines),
            "ab\xFF\n\xFE"
            "cd");
}

}  // namespace
}  // namespace azul::ui
