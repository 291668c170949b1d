#include "ui/share/saved_game.h"

namespace azul::ui {
namespace {

constexpr std::string_view kSeatsKey = "seats ";
constexpr int kHeaderLines = 2;
constexpr std::string_view kEndLine = "end";  // the format line and the seats line

// The first line of `text` (without its line end) and the rest after it.
std::pair<std::string_view, std::string_view> first_line(std::string_view text) {
  const std::size_t end = text.find('\n');
  std::string_view line = text.substr(0, end);
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  return {line, end == std::string_view::npos ? std::string_view() : text.substr(end + 1)};
}

// "line N: ..." of the record part, renumbered as a line of the whole save.
std::string shift_line_number(const std::string& error) {
  constexpr std::string_view kLine = "line ";
  if (error.compare(0, kLine.size(), kLine) != 0) return error;
  std::size_t digits = kLine.size();
  int number = 0;
  while (digits < error.size() && error[digits] >= '0' && error[digits] <= '9' && number < 1000000)
    number = number * 10 + (error[digits++] - '0');
  if (digits == kLine.size()) return error;
  return std::string(kLine) + std::to_string(number + kHeaderLines) + error.substr(digits);
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

std::string make_saved_game(std::string_view record_text, const std::vector<SeatSetup>& seats) {
  return std::string(kSavedGameFormatLine) + "\n" + std::string(kSeatsKey) + seat_code(seats) +
         "\n" + std::string(record_text);
}

Parsed<LoadedGame> parse_saved_game(std::string_view text) {
  using R = Parsed<LoadedGame>;
  const std::string prefix = "the saved game is damaged: ";
  const auto [format, after_format] = first_line(text);
  if (format != kSavedGameFormatLine) {
    if (format.substr(0, 10) == "azul-save ")
      return R::fail(prefix + "line 1: unknown save format '" + std::string(format) + "'");
    return R::fail(prefix + "line 1: expected '" + std::string(kSavedGameFormatLine) + "'");
  }
  const auto [seats_line, record_text] = first_line(after_format);
  if (seats_line.substr(0, kSeatsKey.size()) != kSeatsKey)
    return R::fail(prefix + "line 2: expected 'seats' and the seat code");
  auto record = parse_any_record(record_text);
  if (!record.ok()) return R::fail(prefix + shift_line_number(record.error));
  if (!ends_with_end_line(record_text))
    return R::fail(prefix + "it is cut short (its last line should be 'end')");
  auto seats = parse_seat_code(seats_line.substr(kSeatsKey.size()), player_count(*record.value));
  if (!seats.ok()) return R::fail(prefix + "line 2: " + seats.error);
  return R{LoadedGame{std::move(*record.value), std::move(*seats.value)}, {}};
}

Parsed<LoadedGame> parse_game_file(std::string_view text) {
  using R = Parsed<LoadedGame>;
  if (first_line(text).first.substr(0, 10) == "azul-save ") return parse_saved_game(text);
  auto record = parse_any_record(text);
  if (!record.ok()) return R::fail("the file is not a game record: " + record.error);
  const int players = player_count(*record.value);
  return R{LoadedGame{std::move(*record.value), default_seats(players)}, {}};
}

}  // namespace azul::ui
