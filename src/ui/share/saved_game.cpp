#include "ui/share/saved_game.h"

#include <charconv>

#include "engine/core/marked_text.h"

namespace azul::ui {
namespace {

constexpr std::string_view kFormatWord = "azul-save ";
constexpr std::string_view kIdKey = "id ";
constexpr std::string_view kPlayedKey = "played ";
constexpr std::string_view kSeatsKey = "seats ";
constexpr std::string_view kSharedKey = "shared ";
constexpr int kLinkGameFormat = 3;
constexpr std::string_view kEndLine = "end";
constexpr std::size_t kMaxIdLength = 64;

// The first line of `text` (without its line end) and the rest after it.
std::pair<std::string_view, std::string_view> first_line(std::string_view text) {
  const std::size_t end = text.find('\n');
  std::string_view line = text.substr(0, end);
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  return {line, end == std::string_view::npos ? std::string_view() : text.substr(end + 1)};
}

// "line N: ..." of the record part, renumbered as a line of the whole save.
std::string shift_line_number(const std::string& error, int header_lines) {
  constexpr std::string_view kLine = "line ";
  if (error.compare(0, kLine.size(), kLine) != 0) return error;
  std::size_t digits = kLine.size();
  int number = 0;
  while (digits < error.size() && error[digits] >= '0' && error[digits] <= '9' && number < 1000000)
    number = number * 10 + (error[digits++] - '0');
  if (digits == kLine.size()) return error;
  return std::string(kLine) + std::to_string(number + header_lines) + error.substr(digits);
}

// Whether the last line that is not blank is the record's closing "end" (print_record writes
// it), so that a save cut short at a line end is not taken for a game in progress.
bool ends_with_end_line(std::string_view text) {
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == ' '))
    text.remove_suffix(1);
  const std::size_t start = text.rfind('\n');
  const std::string_view last = start == std::string_view::npos ? text : text.substr(start + 1);
  return last == kEndLine;
}

}  // namespace

bool is_game_id(std::string_view id) {
  if (id.empty() || id.size() > kMaxIdLength) return false;
  for (char c : id)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) return false;
  return true;
}

namespace {

// Reads the line "<key><value>" of the save into `value`; false when it does not start with
// `key`.
bool take_line(std::string_view& text, std::string_view key, std::string_view& value) {
  const auto [line, rest] = first_line(text);
  text = rest;
  if (line.substr(0, key.size()) != key) return false;
  value = line.substr(key.size());
  return true;
}

// A key without its space: "seats".
std::string_view key_word(std::string_view key) { return key.substr(0, key.size() - 1); }

std::string damaged(std::string_view reason) {
  // TRANSLATORS: {1} is what is wrong with the saved game (often "line 7: ...").
  return fill(NC_("error", "the saved game is damaged: {1}"), {reason});
}

// "line 3: expected 'played'".
std::string expected_line(int number, std::string_view expected) {
  // TRANSLATORS: {1} is the line number, {2} the word the line should start with ("seats").
  return fill(NC_("error", "line {1}: expected '{2}'"), {std::to_string(number), expected});
}

}  // namespace

std::string make_saved_game(const SaveStamp& stamp, std::string_view record_text,
                            const std::vector<SeatSetup>& seats, std::size_t shared) {
  const bool link_game = ai::is_link_game(seats);
  std::string text =
      std::string(kFormatWord) + std::to_string(link_game ? kLinkGameFormat : kPlainSaveFormat) +
      "\n" + std::string(kIdKey) + stamp.id + "\n" + std::string(kPlayedKey) +
      std::to_string(stamp.played_ms) + "\n" + std::string(kSeatsKey) + seat_code(seats) + "\n";
  if (link_game) text += std::string(kSharedKey) + std::to_string(shared) + "\n";
  return text + std::string(record_text);
}

Parsed<SavedGame> parse_saved_game(std::string_view text) {
  using R = Parsed<SavedGame>;
  auto [format_line, rest] = first_line(text);
  int format = 0;
  if (format_line.substr(0, kFormatWord.size()) == kFormatWord) {
    const std::string_view number = format_line.substr(kFormatWord.size());
    const auto [end, error] = std::from_chars(number.data(), number.data() + number.size(), format);
    if (error != std::errc() || end != number.data() + number.size()) format = 0;
  }
  if (format > kSaveFormat)
    return R::fail(fill(
        NC_("error",
            // TRANSLATORS: {1} is the save's format number, {2} the newest format this page reads.
            "the saved game was made by a newer version of the game "
            "(save format {1}; this page reads formats 1 to {2}): "
            "reload the page to get the newest version"),
        {std::to_string(format), std::to_string(kSaveFormat)}));
  if (format < 1)
    return R::fail(
        damaged(expected_line(1, std::string(kFormatWord) + std::to_string(kSaveFormat))));
  SaveStamp stamp;
  int line = 2;
  if (format >= 2) {
    std::string_view id, played;
    if (!take_line(rest, kIdKey, id))
      return R::fail(damaged(expected_line(line, key_word(kIdKey))));
    if (!is_game_id(id))
      return R::fail(damaged(fill(
          // TRANSLATORS: {1} is the line number, {2} the text the line holds.
          NC_("error", "line {1}: '{2}' is not a game id"), {std::to_string(line), id})));
    ++line;
    if (!take_line(rest, kPlayedKey, played))
      return R::fail(damaged(expected_line(line, key_word(kPlayedKey))));
    const auto [end, error] =
        std::from_chars(played.data(), played.data() + played.size(), stamp.played_ms);
    if (error != std::errc() || end != played.data() + played.size() || played.empty())
      return R::fail(damaged(fill(
          // TRANSLATORS: {1} is the line number.
          NC_("error", "line {1}: the time played is not a number"), {std::to_string(line)})));
    ++line;
    stamp.id = std::string(id);
  }
  std::string_view code;
  if (!take_line(rest, kSeatsKey, code))
    return R::fail(damaged(
        // TRANSLATORS: {1} is the line number, {2} the word the line should start with ("seats").
        fill(NC_("error", "line {1}: expected '{2}' and the seat code"),
             {std::to_string(line), key_word(kSeatsKey)})));
  const int seats_line = line;
  std::size_t shared = 0;
  if (format >= kLinkGameFormat) {
    std::string_view count;
    ++line;
    if (!take_line(rest, kSharedKey, count))
      return R::fail(damaged(fill(
          // TRANSLATORS: {1} is the line number, {2} the word the line should start with
          // ("shared").
          NC_("error", "line {1}: expected '{2}' and the number of moves sent or received by link"),
          {std::to_string(line), key_word(kSharedKey)})));
    const auto [end, error] = std::from_chars(count.data(), count.data() + count.size(), shared);
    if (error != std::errc() || end != count.data() + count.size() || count.empty())
      return R::fail(damaged(fill(
          // TRANSLATORS: {1} is the line number.
          NC_("error", "line {1}: the number of actions sent or received by link is not a number"),
          {std::to_string(line)})));
  }
  auto record = parse_any_record(rest);
  if (!record.ok()) return R::fail(damaged(shift_line_number(record.error, line)));
  if (!ends_with_end_line(rest))
    return R::fail(damaged(NC_("error", "it is cut short (its last line should be 'end')")));
  auto seats = parse_seat_code(code, player_count(*record.value));
  if (!seats.ok())
    return R::fail(damaged(fill(
        // TRANSLATORS: {1} is the line number, {2} the reason the line cannot be read.
        NC_("error", "line {1}: {2}"), {std::to_string(seats_line), seats.error})));
  const std::size_t actions =
      std::visit([](const auto& r) { return r.actions.size(); }, *record.value);
  if (shared > actions)
    return R::fail(damaged(fill(
        // TRANSLATORS: {1} is the line number, {2} the number of actions the line says were
        // sent or received by link, {3} the number of actions in the record.
        NC_("error", "line {1}: {2} actions sent or received by link, but the record has {3}"),
        {std::to_string(seats_line + 1), std::to_string(shared), std::to_string(actions)})));
  return R{SavedGame{std::move(stamp),
                     LoadedGame{std::move(*record.value), std::move(*seats.value), shared}},
           {}};
}

Parsed<LoadedGame> parse_game_file(std::string_view text) {
  using R = Parsed<LoadedGame>;
  if (first_line(text).first.substr(0, kFormatWord.size()) == kFormatWord) {
    auto saved = parse_saved_game(text);
    if (!saved.ok()) return R::fail(saved.error);
    return R{std::move(saved.value->game), {}};
  }
  auto record = parse_any_record(text);
  if (!record.ok())
    return R::fail(fill(
        // TRANSLATORS: {1} is the reason the file cannot be read as a game record.
        NC_("error", "the file is not a game record: {1}"), {record.error}));
  const int players = player_count(*record.value);
  return R{LoadedGame{std::move(*record.value), default_seats(players)}, {}};
}

}  // namespace azul::ui
