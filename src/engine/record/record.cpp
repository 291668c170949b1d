// Syntax of the game-record text (see record.h); the meaning is checked by resolve_record().
#include "engine/record/record.h"

#include <cctype>
#include <charconv>

#include "engine/core/marked_text.h"

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
  // TRANSLATORS: {1} is the line number, {2} the reason the line cannot be read.
  return fill(NC_("error", "line {1}: {2}"), {std::to_string(line_number), what});
}

std::string move_error(int line_number, std::string_view move, std::string_view what) {
  // TRANSLATORS: {1} is the line number, {2} the move the line holds (notation: 'F3 R 2'), {3}
  // the reason it cannot be played.
  return fill(NC_("error", "line {1}: '{2}': {3}"), {std::to_string(line_number), move, what});
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
    // TRANSLATORS: 'azul-record <version>' is the first line of a record file, kept as it is.
    return NC_("error", "expected 'azul-record <version>' first");
  if (version > kRecordVersion)
    return fill(
        NC_("error",
            // TRANSLATORS: {1} is the record's format version, {2} the version this program reads.
            "record version {1} was made by a newer version of the game "
            "(this program reads version {2})"),
        {rest, std::to_string(kRecordVersion)});
  if (version != kRecordVersion)
    // TRANSLATORS: {1} is the record's format version, {2} the version this program reads.
    return fill(NC_("error", "unsupported record version {1} (this program reads {2})"),
                {rest, std::to_string(kRecordVersion)});
  section = Section::kHeader;
  return {};
}

std::string read_header_line(std::string_view word, std::string_view rest, Section& section,
                             RecordText& record) {
  if (word == "moves") {
    // TRANSLATORS: 'moves', 'game', 'seed' and 'end' are words of a record file, kept as they
    // are.
    if (!rest.empty()) return NC_("error", "'moves' takes no value");
    if (record.game.empty()) return NC_("error", "no 'game' line before 'moves'");
    section = Section::kMoves;
  } else if (rest.empty()) {
    // TRANSLATORS: {1} is the first word of a record's line (an option's key, "game", "seed").
    return fill(NC_("error", "'{1}' needs a value"), {word});
  } else if (word == "game") {
    if (!record.game.empty()) return NC_("error", "a second 'game' line");
    record.game = std::string(rest);
  } else if (word == "seed") {
    std::uint64_t seed = 0;
    if (record.seed) return NC_("error", "a second 'seed' line");
    if (!parse_int(rest, seed)) return NC_("error", "seed must be a whole number");
    record.seed = seed;
  } else {
    record.options.emplace_back(std::string(word), std::string(rest));
  }
  return {};
}

std::string read_moves_line(int line_number, std::string_view word, std::string_view rest,
                            Section& section, RecordText& record) {
  if (word == "end") {
    if (!rest.empty()) return NC_("error", "'end' takes no value");
    section = Section::kEnded;
  } else if (word == "deal") {
    RecordText::Line dealt{line_number, true, 0, {}};
    for (char c : rest) {
      if (std::isspace(static_cast<unsigned char>(c))) continue;
      if (!std::isalpha(static_cast<unsigned char>(c)))
        return NC_("error", "a deal lists tile letters only");
      dealt.text += c;
    }
    record.lines.push_back(std::move(dealt));
  } else {
    int seat = 0;
    if (!parse_int(word, seat) || seat < 1 || seat > kMaxPlayers)
      // TRANSLATORS: the forms of a record's move lines, kept as they are.
      return NC_("error", "expected 'deal <tiles>', '<seat 1-4> <move>' or 'end'");
    // TRANSLATORS: {1} is the seat's number as the line writes it.
    if (rest.empty()) return fill(NC_("error", "seat {1} has no move"), {word});
    record.lines.push_back({line_number, false, seat - 1, std::string(rest)});
  }
  return {};
}

}  // namespace

Parsed<RecordText> parse_record_text(std::string_view text) {
  using R = Parsed<RecordText>;
  using record_detail::line_error;
  if (text.size() > kMaxRecordBytes)
    return R::fail(NC_("error", "the record is larger than 1 MiB"));
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
        return R::fail(line_error(line_number, NC_("error", "contains a control character")));
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
        error = NC_("error", "text after 'end'");
        break;
    }
    if (!error.empty()) return R::fail(line_error(line_number, error));
  }
  if (section == Section::kVersion)
    return R::fail(NC_("error", "not a game record (no 'azul-record' line)"));
  if (section == Section::kHeader) return R::fail(NC_("error", "the record has no 'moves' line"));
  return R{std::move(record), {}};
}

}  // namespace azul
