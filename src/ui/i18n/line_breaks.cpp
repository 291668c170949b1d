#include "ui/i18n/line_breaks.h"

#include <optional>
#include <utility>

namespace azul::ui {
namespace {

// What a character does to the breaks around it (a small part of UAX #14's classes).
enum class BreakClass {
  kSpace,        // a space: a line may break after it, and it hangs there
  kNewline,      // '\n': the line ends here
  kGlue,         // a no-break space or a word joiner: never a break beside it
  kOpening,      // opening punctuation: never a break after it ( 「 （ “ ...
  kClosing,      // closing punctuation: never a break before it ) 」 。 、 ！ ...
  kNonStarter,   // no line starts with it: small kana, the long vowel mark, iteration marks
  kHyphen,       // a break after it between letters
  kDigit,        // 0-9: a number keeps the counter word after it ("3枚")
  kIdeographic,  // Han, kana, fullwidth forms: a break on either side
  kLetter,       // everything else (Latin, Hangul, symbols): breaks only at spaces
};

struct Char {
  char32_t code = 0;
  std::size_t byte = 0;  // where it starts in the text
  BreakClass cls = BreakClass::kLetter;
  bool wide = false;  // a CJK character (ideographic(): breaks beside it)
  float width = 0.0f;
};

constexpr char32_t kReplacement = 0xFFFD;

// The code point at `at` and its length in bytes; an invalid byte is U+FFFD, one byte long.
std::pair<char32_t, std::size_t> decode(std::string_view text, std::size_t at) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[at + i]); };
  const unsigned char first = byte(0);
  std::size_t length = first < 0x80           ? 1
                       : (first >> 5) == 0x6  ? 2
                       : (first >> 4) == 0xE  ? 3
                       : (first >> 3) == 0x1E ? 4
                                              : 0;
  if (length == 0 || at + length > text.size()) return {kReplacement, 1};
  if (length == 1) return {first, 1};
  char32_t code = first & (0x7F >> length);
  for (std::size_t i = 1; i < length; ++i) {
    if ((byte(i) & 0xC0) != 0x80) return {kReplacement, 1};
    code = (code << 6) | (byte(i) & 0x3F);
  }
  return {code, length};
}

bool in(char32_t c, std::u32string_view set) { return set.find(c) != std::u32string_view::npos; }

// Opening and closing punctuation, Latin and CJK (fullwidth); the closing set holds the marks
// that end a clause too (。、！？), which no line may start with.
constexpr std::u32string_view kOpening =
    U"([{\u00AB\u00BF\u00A1\u2018\u201C\u3008\u300A\u300C\u300E\u3010\u3014\u3016\u3018\u301A"
    U"\u301D\uFF08\uFF3B\uFF5B\uFF5F\uFF62";
constexpr std::u32string_view kClosing =
    U")]},.:;!?%\u00BB\u2019\u201D\u2026\u2025\u3001\u3002\u3009\u300B\u300D\u300F\u3011"
    U"\u3015\u3017\u3019\u301B\u301E\u301F\uFF01\uFF09\uFF0C\uFF0E\uFF1A\uFF1B\uFF1F\uFF3D"
    U"\uFF5D\uFF60\uFF61\uFF63\uFF64";
// Small kana, the prolonged sound mark, iteration marks, the katakana middle dot, the wave dash.
constexpr std::u32string_view kNonStarters =
    U"\u3005\u303B\u301C\u309D\u309E\u30A0\u30FB\u30FC\u30FD\u30FE\uFF65\uFF70"
    U"\u3041\u3043\u3045\u3047\u3049\u3063\u3083\u3085\u3087\u308E\u3095\u3096"
    U"\u30A1\u30A3\u30A5\u30A7\u30A9\u30C3\u30E3\u30E5\u30E7\u30EE\u30F5\u30F6";

bool ideographic(char32_t c) {
  return (c >= 0x2E80 && c <= 0x2FFF) ||  // CJK radicals, ideographic description
         (c >= 0x3000 && c <= 0x30FF) ||  // CJK symbols and punctuation, kana
         (c >= 0x3100 && c <= 0x312F) ||  // Bopomofo
         (c >= 0x31C0 && c <= 0x31FF) ||  // CJK strokes, katakana extensions
         (c >= 0x3200 && c <= 0x4DBF) ||  // enclosed CJK, compatibility, extension A
         (c >= 0x4E00 && c <= 0x9FFF) ||  // CJK unified ideographs
         (c >= 0xF900 && c <= 0xFAFF) ||  // compatibility ideographs
         (c >= 0xFE30 && c <= 0xFE4F) ||  // CJK compatibility forms
         (c >= 0xFF01 && c <= 0xFF60) ||  // fullwidth forms
         (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFF);
}

BreakClass classify(char32_t c) {
  if (c == '\n') return BreakClass::kNewline;
  if (c == ' ' || c == '\t' || c == 0x3000) return BreakClass::kSpace;
  if (c == 0x00A0 || c == 0x202F || c == 0x2060 || c == 0xFEFF) return BreakClass::kGlue;
  if (in(c, kOpening)) return BreakClass::kOpening;
  if (in(c, kClosing)) return BreakClass::kClosing;
  if (in(c, kNonStarters)) return BreakClass::kNonStarter;
  if (c == '-' || c == 0x2010) return BreakClass::kHyphen;
  if (c >= '0' && c <= '9') return BreakClass::kDigit;
  if (ideographic(c)) return BreakClass::kIdeographic;
  return BreakClass::kLetter;
}

// Whether a line may break between two characters that are not spaces, `before` and `after`;
// `earlier` is the class of the character before `before` (a hyphen breaks between letters).
bool can_break_between(BreakClass earlier, const Char& before, const Char& after) {
  using B = BreakClass;
  if (after.cls == B::kClosing || after.cls == B::kNonStarter) return false;
  if (before.cls == B::kOpening || before.cls == B::kGlue || after.cls == B::kGlue) return false;
  if (before.cls == B::kHyphen) return earlier == B::kLetter && after.cls == B::kLetter;
  if (before.cls == B::kDigit && after.cls == B::kIdeographic) return false;
  // Beside a CJK character, its punctuation included (a clause's 。 ends it, a 「 may start a
  // line), and nowhere else: a Latin or Korean word holds together.
  return before.wide || after.wide;
}

}  // namespace

std::vector<TextLine> break_lines(std::string_view text, const CharWidth& char_width, float width) {
  std::vector<Char> chars;
  for (std::size_t at = 0; at < text.size();) {
    const auto [code, length] = decode(text, at);
    chars.push_back(
        {code, at, classify(code), ideographic(code), code == '\n' ? 0.0f : char_width(code)});
    at += length;
  }
  const std::size_t count = chars.size();
  const auto byte_of = [&](std::size_t i) { return i < count ? chars[i].byte : text.size(); };
  const auto is_space = [&](std::size_t i) { return chars[i].cls == BreakClass::kSpace; };
  // breaks_before[i]: a line may start at character i.
  std::vector<bool> breaks_before(count + 1, false);
  for (std::size_t i = 1; i < count; ++i) {
    if (is_space(i) || chars[i].cls == BreakClass::kNewline) continue;
    const BreakClass after = chars[i].cls;
    if (is_space(i - 1)) {
      // After spaces: a break unless the text goes on with punctuation that cannot start a line.
      std::size_t j = i - 1;
      while (j > 0 && is_space(j - 1)) --j;
      breaks_before[i] = j > 0 && chars[j - 1].cls != BreakClass::kNewline &&
                         chars[j - 1].cls != BreakClass::kOpening &&
                         after != BreakClass::kClosing && after != BreakClass::kNonStarter;
    } else if (chars[i - 1].cls != BreakClass::kNewline) {
      const BreakClass earlier = i >= 2 ? chars[i - 2].cls : BreakClass::kSpace;
      breaks_before[i] = can_break_between(earlier, chars[i - 1], chars[i]);
    }
  }
  // The end of a line that stops before character i: without the spaces before it.
  const auto line_end = [&](std::size_t begin, std::size_t i) {
    while (i > begin && is_space(i - 1)) --i;
    return byte_of(i);
  };

  std::vector<TextLine> lines;
  std::vector<float> before(count + 1, 0.0f);  // the widths of the characters before i
  for (std::size_t i = 0; i < count; ++i) before[i + 1] = before[i] + chars[i].width;
  std::size_t begin = 0;                  // the line's first character
  std::optional<std::size_t> last_break;  // the last place in it where a line may start
  for (std::size_t i = 0; i < count; ++i) {
    if (chars[i].cls == BreakClass::kNewline) {
      lines.push_back({byte_of(begin), line_end(begin, i)});
      begin = i + 1;
      last_break.reset();
      continue;
    }
    if (i > begin && breaks_before[i]) last_break = i;
    if (is_space(i)) continue;  // a space at the end of a line hangs
    while (before[i + 1] - before[begin] > width && i > begin) {
      // Too wide: break at the last place allowed, else (a word wider than the line) before
      // this character.
      const std::size_t next = last_break && *last_break > begin ? *last_break : i;
      lines.push_back({byte_of(begin), line_end(begin, next)});
      begin = next;
      last_break.reset();
    }
  }
  lines.push_back({byte_of(begin), line_end(begin, count)});
  return lines;
}

std::string join_lines(std::string_view text, const std::vector<TextLine>& lines) {
  std::string out;
  out.reserve(text.size() + lines.size());
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (i > 0) out += '\n';
    out.append(text.substr(lines[i].begin, lines[i].end - lines[i].begin));
  }
  return out;
}

}  // namespace azul::ui
