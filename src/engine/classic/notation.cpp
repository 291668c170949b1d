// Notation of classic Azul actions; the grammar is documented in notation.h.
#include "engine/classic/notation.h"

#include <charconv>

#include "engine/core/fixed_vector.h"
#include "engine/core/marked_text.h"

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

std::string unknown_source(std::string_view token, int num_factories) {
  // TRANSLATORS: {1} is the word read in a move, {2} the number of factories ("F1..F5"); C is
  // the centre.
  return fill(NC_("error", "unknown source '{1}' (expected F1..F{2} or C)"),
              {token, std::to_string(num_factories)});
}

Parsed<Action> parse_take(const FixedVector<std::string_view, kMaxTokens>& t, int num_factories) {
  int source = 0;
  if (iequals(t[0], kCentreToken)) {
    source = kCentreSource;
  } else if (t[0].size() >= 2 && (t[0][0] == 'F' || t[0][0] == 'f')) {
    const auto n = parse_number(t[0].substr(1), 1, kMaxFactories);
    if (!n) return Parsed<Action>::fail(unknown_source(t[0], num_factories));
    if (*n > num_factories)
      // TRANSLATORS: {1} is the factory's number in the move, {2} the number of factories.
      return Parsed<Action>::fail(fill(NC_("error", "there is no factory {1} (factories 1..{2})"),
                                       {std::to_string(*n), std::to_string(num_factories)}));
    source = *n - 1;
  } else {
    return Parsed<Action>::fail(unknown_source(t[0], num_factories));
  }
  const auto colour = parse_colour(t[1]);
  if (!colour)
    return Parsed<Action>::fail(fill(
        // TRANSLATORS: {1} is the word read in a move; B Y R K W are the colours' letters.
        NC_("error", "unknown colour '{1}' (expected B Y R K W)"), {t[1]}));
  int destination = 0;
  if (iequals(t[2], kFloorToken)) {
    destination = kFloorDestination;
  } else if (const auto line = parse_number(t[2], 1, kWallSize)) {
    destination = *line - 1;
  } else {
    return Parsed<Action>::fail(fill(
        // TRANSLATORS: {1} is the word read in a move; "floor" is a word of the notation.
        NC_("error", "unknown destination '{1}' (expected pattern line 1..5 or floor)"), {t[2]}));
  }
  return Parsed<Action>{take_id(source, *colour, destination), {}};
}

Parsed<Action> parse_place(const FixedVector<std::string_view, kMaxTokens>& t) {
  if (t.size() != 5 || !iequals(t[1], kRowToken) || !iequals(t[3], kColumnToken))
    // TRANSLATORS: the notation of a move, kept as it is: 'tile row 2 col 4'.
    return Parsed<Action>::fail(NC_("error", "expected 'tile row <1..5> col <1..5>'"));
  const auto row = parse_number(t[2], 1, kWallSize);
  if (!row)
    return Parsed<Action>::fail(fill(
        // TRANSLATORS: {1} is the word read in a move.
        NC_("error", "wall row must be 1..5, not '{1}'"), {t[2]}));
  const auto column = parse_number(t[4], 1, kWallSize);
  if (!column)
    // TRANSLATORS: {1} is the word read in a move.
    return Parsed<Action>::fail(fill(NC_("error", "wall column must be 1..5, not '{1}'"), {t[4]}));
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
  if (!tokenize(text, tokens))
    // TRANSLATORS: {1} is the move as written.
    return Parsed<Action>::fail(fill(NC_("error", "too many words in '{1}'"), {text}));
  if (tokens.empty()) return Parsed<Action>::fail(NC_("error", "empty action"));
  if (tokens.size() == 1) {
    if (const auto colour = parse_colour(tokens[0])) return Parsed<Action>{draw_id(*colour), {}};
    return Parsed<Action>::fail(fill(
        NC_("error",
            // TRANSLATORS: {1} is the move as written; the examples are notation, kept as they are.
            "cannot read '{1}' "
            "(expected a colour letter B Y R K W, 'F3 R 2', 'C K floor' or 'tile row 2 col 4')"),
        {text}));
  }
  if (iequals(tokens[0], kPlaceToken)) return parse_place(tokens);
  if (tokens.size() == 3) return parse_take(tokens, num_factories);
  return Parsed<Action>::fail(fill(
      NC_("error",
          // TRANSLATORS: {1} is the move as written; the examples are notation, kept as they are.
          "cannot read '{1}' "
          "(expected 'F3 R 2', 'C K floor', 'tile row 2 col 4' or a colour letter)"),
      {text}));
}

}  // namespace azul::classic
