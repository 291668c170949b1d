// Syntax of the game-record text (see record.h); the meaning is checked by resolve_record().
#include "engine/record/record.h"

#include <cctype>
#include <charconv>

namespace azul {

namespace record_detail {

void append_option_lines(std::string& out, std::string_view game, const OptionPairs& options,
                         const std::optional<std::uint64_t>& seed) {
  out += "azul-record " + std::to_string(kRecordVersion) + "\n";
  out += "game ";
  out += game;
  out += '\n';
  for (const auto& [key, value] : options) out += key + " " + value + "\n";
  if (seed) out += "seed " + std::to_string(*seed) + "\n";
}

std::string line_error(int line_number, std::string_view what) {
  return "line " + std::to_string(line_number) + ": " + std::string(what);
}

}  // namespace record_detail

namespace {

// Untrusted text (links, files, saves) larger than any real game is refused outright.
constexpr std::size_t kMaxRecordBytes = 1 << 20;

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

// Splits "key rest of line" at the first run of spaces.
std::pair<std::string_view, std::string_view> split_word(std::string_view line) {
  std::size_t space = 0;
  while (space < line.size() && !std::isspace(static_cast<unsigned char>(line[space]))) ++space;
  return {line.substr(0, space), trim(line.substr(space))};
}

template <class Int>
bool parse_int(std::string_view text, Int& out) {
  if (text.empty()) return false;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return ec == std::errc() && end == text.data() + text.size();
}

enum class Section { kVersion, kHeader, kMoves, kEnded };

// Each reader takes one non-blank line of its section, may move to the next section, and
// returns what is wrong with the line (empty when nothing is).
std::string read_version_line(std::string_view word, std::string_view rest, Section& section) {
  int version = 0;
  if (word != "azul-record" || !parse_int(rest, version))
    return "expected 'azul-record <version>' first";
  if (version > kRecordVersion)
    return "record version " + std::string(rest) +
           " was made by a newer version of the game (this program reads version " +
           std::to_string(kRecordVersion) + ")";
  if (version != kRecordVersion)
    return "unsupported record version " + std::string(rest) + " (this program reads " +
           std::to_string(kRecordVersion) + ")";
  section = Section::kHeader;
  return {};
}

std::string read_header_line(std::string_view word, std::string_view rest, Section& section,
                             RecordText& record) {
  if (word == "moves") {
    if (!rest.empty()) return "'moves' takes no value";
    if (record.game.empty()) return "no 'game' line before 'moves'";
    section = Section::kMoves;
  } else if (rest.empty()) {
    return "'" + std::string(word) + "' needs a value";
  } else if (word == "game") {
    if (!record.game.empty()) return "a second 'game' line";
    record.game = std::string(rest);
  } else if (word == "seed") {
    std::uint64_t seed = 0;
    if (record.seed) return "a second 'seed' line";
    if (!parse_int(rest, seed)) return "seed must be a whole number";
    record.seed = seed;
  } else {
    record.options.emplace_back(std::string(word), std::string(rest));
  }
  return {};
}

std::string read_moves_line(int line_number, std::string_view word, std::string_view rest,
                            Section& section, RecordText& record) {
  if (word == "end") {
    if (!rest.empty()) return "'end' takes no value";
    section = Section::kEnded;
  } else if (word == "deal") {
    RecordText::Line dealt{line_number, true, 0, {}};
    for (char c : rest) {
      if (std::isspace(static_cast<unsigned char>(c))) continue;
      if (!std::isalpha(static_cast<unsigned char>(c))) return "a deal lists tile letters only";
      dealt.text += c;
    }
    record.lines.push_back(std::move(dealt));
  } else {
    int seat = 0;
    if (!parse_int(word, seat) || seat < 1 || seat > kMaxPlayers)
      return "expected 'deal <tiles>', '<seat 1-4> <move>' or 'end'";
    if (rest.empty()) return "seat " + std::string(word) + " has no move";
    record.lines.push_back({line_number, false, seat - 1, std::string(rest)});
  }
  return {};
}

}  // namespace

Parsed<RecordText> parse_record_text(std::string_view text) {
  using R = Parsed<RecordText>;
  using record_detail::line_error;
  if (text.size() > kMaxRecordBytes) return R::fail("the record is larger than 1 MiB");
  RecordText record;
  Section section = Section::kVersion;
  int line_number = 0;
  while (!text.empty()) {
    ++line_number;
    const std::size_t newline = text.find('\n');
    std::string_view line = trim(text.substr(0, newline));
    text.remove_prefix(newline == std::string_view::npos ? text.size() : newline + 1);
    if (line.empty() || line.front() == '#') continue;
    for (char c : line)
      if (static_cast<unsigned char>(c) < 0x20 && c != '\t')
        return R::fail(line_error(line_number, "contains a control character"));
    auto [word, rest] = split_word(line);
    std::string error;
    switch (section) {
      case Section::kVersion:
        error = read_version_line(word, rest, section);
        break;
      case Section::kHeader:
        error = read_header_line(word, rest, section, record);
        break;
      case Section::kMoves:
        error = read_moves_line(line_number, word, rest, section, record);
        break;
      case Section::kEnded:
        error = "text after 'end'";
        break;
    }
    if (!error.empty()) return R::fail(line_error(line_number, error));
  }
  if (section == Section::kVersion) return R::fail("not a game record (no 'azul-record' line)");
  if (section == Section::kHeader) return R::fail("the record has no 'moves' line");
  return R{std::move(record), {}};
}

}  // namespace azul
