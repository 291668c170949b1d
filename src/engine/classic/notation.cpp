// Notation of classic Azul actions; the grammar is documented in notation.h.
#include "engine/classic/notation.h"

#include <charconv>

#include "engine/core/fixed_vector.h"

namespace azul::classic {
namespace {

constexpr std::string_view kCentreToken = "C";
constexpr std::string_view kFloorToken = "floor";
constexpr std::string_view kPlaceToken = "tile";
constexpr std::string_view kRowToken = "row";
constexpr std::string_view kColumnToken = "col";
constexpr std::size_t kMaxTokens = 6;

bool iequals(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    char x = a[i], y = b[i];
    if (x >= 'A' && x <= 'Z') x = static_cast<char>(x - 'A' + 'a');
    if (y >= 'A' && y <= 'Z') y = static_cast<char>(y - 'A' + 'a');
    if (x != y) return false;
  }
  return true;
}

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// Splits on spaces; returns false when there are more than kMaxTokens tokens.
bool tokenize(std::string_view text, FixedVector<std::string_view, kMaxTokens>& tokens) {
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && is_space(text[i])) ++i;
    if (i == text.size()) break;
    std::size_t j = i;
    while (j < text.size() && !is_space(text[j])) ++j;
    if (tokens.size() == kMaxTokens) return false;
    tokens.push_back(text.substr(i, j - i));
    i = j;
  }
  return true;
}

// A whole token as a number in [low, high], or nothing.
std::optional<int> parse_number(std::string_view token, int low, int high) {
  int value = 0;
  const char* end = token.data() + token.size();
  auto [ptr, ec] = std::from_chars(token.data(), end, value);
  if (token.empty() || ec != std::errc() || ptr != end || value < low || value > high)
    return std::nullopt;
  return value;
}

std::optional<Colour> parse_colour(std::string_view token) {
  if (token.size() != 1) return std::nullopt;
  return colour_from_letter(token[0]);
}

std::string quoted(std::string_view token) { return "'" + std::string(token) + "'"; }

Parsed<Action> parse_take(const FixedVector<std::string_view, kMaxTokens>& t, int num_factories) {
  int source = 0;
  if (iequals(t[0], kCentreToken)) {
    source = kCentreSource;
  } else if (t[0].size() >= 2 && (t[0][0] == 'F' || t[0][0] == 'f')) {
    const auto n = parse_number(t[0].substr(1), 1, kMaxFactories);
    if (!n)
      return Parsed<Action>::fail("unknown source " + quoted(t[0]) + " (expected F1..F" +
                                  std::to_string(num_factories) + " or C)");
    if (*n > num_factories)
      return Parsed<Action>::fail("there is no factory " + std::to_string(*n) + " (factories 1.." +
                                  std::to_string(num_factories) + ")");
    source = *n - 1;
  } else {
    return Parsed<Action>::fail("unknown source " + quoted(t[0]) + " (expected F1..F" +
                                std::to_string(num_factories) + " or C)");
  }
  const auto colour = parse_colour(t[1]);
  if (!colour)
    return Parsed<Action>::fail("unknown colour " + quoted(t[1]) + " (expected B Y R K W)");
  int destination = 0;
  if (iequals(t[2], kFloorToken)) {
    destination = kFloorDestination;
  } else if (const auto line = parse_number(t[2], 1, kWallSize)) {
    destination = *line - 1;
  } else {
    return Parsed<Action>::fail("unknown destination " + quoted(t[2]) +
                                " (expected pattern line 1..5 or floor)");
  }
  return Parsed<Action>{take_id(source, *colour, destination), {}};
}

Parsed<Action> parse_place(const FixedVector<std::string_view, kMaxTokens>& t) {
  if (t.size() != 5 || !iequals(t[1], kRowToken) || !iequals(t[3], kColumnToken))
    return Parsed<Action>::fail("expected 'tile row <1..5> col <1..5>'");
  const auto row = parse_number(t[2], 1, kWallSize);
  if (!row) return Parsed<Action>::fail("wall row must be 1..5, not " + quoted(t[2]));
  const auto column = parse_number(t[4], 1, kWallSize);
  if (!column) return Parsed<Action>::fail("wall column must be 1..5, not " + quoted(t[4]));
  return Parsed<Action>{place_id(*row - 1, *column - 1), {}};
}

}  // namespace

std::string action_text(Action a) {
  switch (kind_of(a)) {
    case ActionKind::Take: {
      const Take t = decode_take(a);
      std::string s = t.source == kCentreSource ? std::string(kCentreToken)
                                                : "F" + std::to_string(t.source + 1);
      s += ' ';
      s += colour_letter(t.colour);
      s += ' ';
      s += t.destination == kFloorDestination ? std::string(kFloorToken)
                                              : std::to_string(t.destination + 1);
      return s;
    }
    case ActionKind::Place: {
      const Place p = decode_place(a);
      return "tile row " + std::to_string(p.row + 1) + " col " + std::to_string(p.column + 1);
    }
    case ActionKind::Draw:
      return std::string(1, colour_letter(decode_draw(a)));
    case ActionKind::Invalid:
      break;
  }
  return "invalid action " + std::to_string(a);
}

Parsed<Action> parse_action_text(std::string_view text, int num_factories) {
  FixedVector<std::string_view, kMaxTokens> tokens;
  if (!tokenize(text, tokens) || tokens.empty())
    return Parsed<Action>::fail(tokens.empty() ? "empty action"
                                               : "too many words in " + quoted(text));
  if (tokens.size() == 1) {
    if (const auto colour = parse_colour(tokens[0])) return Parsed<Action>{draw_id(*colour), {}};
    return Parsed<Action>::fail("cannot read " + quoted(text) +
                                " (expected a colour letter B Y R K W, 'F3 R 2', 'C K floor' or "
                                "'tile row 2 col 4')");
  }
  if (iequals(tokens[0], kPlaceToken)) return parse_place(tokens);
  if (tokens.size() == 3) return parse_take(tokens, num_factories);
  return Parsed<Action>::fail("cannot read " + quoted(text) +
                              " (expected 'F3 R 2', 'C K floor', 'tile row 2 col 4' or a colour "
                              "letter)");
}

}  // namespace azul::classic
