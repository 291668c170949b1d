// Where a text's lines break when it must fit a width: the one rule every wrapped text of the
// UI follows (ui/wrapped_text.h draws with it; ImGui's own word wrapping, which knows only
// spaces, is never used). Pure: a text and its characters' widths in, the lines out.
//
// The rules are those of Unicode's line breaking (UAX #14) that the app's languages need:
//   - Latin scripts and Korean break at spaces (Korean between words, as its text is written),
//     and after a hyphen between letters ("first-player");
//   - Japanese and Chinese break between any two characters, with the usual kinsoku rules: no
//     line starts with closing punctuation or a small kana (。、」）！？ー ぁ ッ …) and no line
//     ends with opening punctuation (「（『【“); a count keeps its counter word ("3枚");
//   - punctuation never starts a line even after a space ("mot !"), a no-break space never
//     breaks, '\n' always does;
//   - spaces where a line breaks are dropped (they hang past its end);
//   - a word wider than the whole width breaks at the last character that fits.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace azul::ui {

// One line of a text: bytes [begin, end) of it, without the spaces where it breaks.
struct TextLine {
  std::size_t begin = 0;
  std::size_t end = 0;
  friend bool operator==(const TextLine&, const TextLine&) = default;
};

// The advance width of a character (a Unicode code point), in any unit the width shares.
using CharWidth = std::function<float(char32_t)>;

// The lines of UTF-8 `text` at most `width` wide (a line holds one character at least, however
// narrow the width). Always one line at least; a text ending in '\n' ends with an empty line.
std::vector<TextLine> break_lines(std::string_view text, const CharWidth& char_width, float width);

// `text` with its lines joined by '\n' (the form ImGui draws and measures without wrapping).
std::string join_lines(std::string_view text, const std::vector<TextLine>& lines);

}  // namespace azul::ui
