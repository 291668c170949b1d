// Readable notation of Summer Pavilion actions (grammar in actions.h).
#include <cctype>

#include "engine/core/marked_text.h"
#include "engine/pavilion/actions.h"
#include "engine/pavilion/state.h"

namespace azul::pavilion {

namespace {

constexpr int kMaxWords = 4;

struct Words {
  std::string_view items[kMaxWords + 1];
  int count = 0;  // may exceed kMaxWords: then only the first kMaxWords + 1 are stored
};

Words split_words(std::string_view text) {
  Words words;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    if (i == text.size()) break;
    const std::size_t start = i;
    while (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    if (words.count <= kMaxWords) words.items[words.count] = text.substr(start, i - start);
    ++words.count;
  }
  return words;
}

bool equals_ignoring_case(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(a[i])) !=
        std::tolower(static_cast<unsigned char>(b[i])))
      return false;
  return true;
}

Parsed<Colour> parse_colour(std::string_view word) {
  if (word.size() == 1)
    if (const auto colour = colour_from_letter(word[0])) return Parsed<Colour>{*colour, {}};
  return Parsed<Colour>::fail(fill(
      // TRANSLATORS: {1} is the word read in a move; P G O Y B R are the colours' letters.
      NC_("error", "'{1}' is not a colour letter (P G O Y B R)"), {word}));
}

// "1".."9" -> value, else -1.
int single_digit(std::string_view word) {
  return word.size() == 1 && word[0] >= '0' && word[0] <= '9' ? word[0] - '0' : -1;
}

Parsed<Action> parse_take(const Words& w) {
  if (w.count != 3)
    // TRANSLATORS: 'take F3 O' is notation, kept as it is.
    return Parsed<Action>::fail(NC_("error", "take needs a source and a colour, e.g. 'take F3 O'"));
  const std::string_view source_word = w.items[1];
  int source = -1;
  if (equals_ignoring_case(source_word, "C")) {
    source = kCentreSource;
  } else if (source_word.size() == 2 && (source_word[0] == 'F' || source_word[0] == 'f')) {
    const int number = single_digit(source_word.substr(1));
    if (number >= 1 && number <= kMaxFactories) source = number - 1;
  }
  if (source < 0)
    return Parsed<Action>::fail(fill(
        // TRANSLATORS: {1} is the word read in a move.
        NC_("error", "'{1}' is not a source (F1..F9 or C for the centre)"), {source_word}));
  const auto colour = parse_colour(w.items[2]);
  if (!colour.ok()) return Parsed<Action>::fail(colour.error);
  return Parsed<Action>{take_action(source, *colour.value), {}};
}

Parsed<Action> parse_place(const Words& w) {
  if (w.count != 4)
    return Parsed<Action>::fail(
        // TRANSLATORS: 'place O4 O w1' is notation, kept as it is.
        NC_("error", "place needs a space, a colour and a wild count, e.g. 'place O4 O w1'"));
  const std::string_view space = w.items[1];
  int star = -1;
  if (space.size() == 2) {
    const char letter = static_cast<char>(std::toupper(static_cast<unsigned char>(space[0])));
    for (int s = 0; s < kNumStars; ++s)
      if (kStarLetters[s] == letter) star = s;
  }
  const int position = space.size() == 2 ? single_digit(space.substr(1)) : -1;
  if (star < 0 || position < 1 || position > kSpacesPerStar)
    return Parsed<Action>::fail(fill(
        // TRANSLATORS: {1} is the word read in a move; P G O Y B R and C are the stars' letters.
        NC_("error", "'{1}' is not a space (star P G O Y B R or C, then position 1..6)"), {space}));
  const auto colour = parse_colour(w.items[2]);
  if (!colour.ok()) return Parsed<Action>::fail(colour.error);
  const std::string_view wild_word = w.items[3];
  const int wilds = wild_word.size() == 2 && (wild_word[0] == 'w' || wild_word[0] == 'W')
                        ? single_digit(wild_word.substr(1))
                        : -1;
  if (wilds < 0 || wilds > kMaxWildsInPayment)
    return Parsed<Action>::fail(fill(
        // TRANSLATORS: {1} is the word read in a move; w0..w5 is notation, kept as it is.
        NC_("error", "'{1}' is not a wild count (w0..w5: wild tiles used to pay)"), {wild_word}));
  return Parsed<Action>{place_action(star, position, *colour.value, wilds), {}};
}

Parsed<Action> parse_pass(const Words& w) {
  if (w.count == 1) return Parsed<Action>{pass_action_from_rank(0), {}};
  if (w.count != 3 || !equals_ignoring_case(w.items[1], "keep"))
    return Parsed<Action>::fail(
        // TRANSLATORS: the quoted texts are notation, kept as they are (<tiles>: colour letters).
        NC_("error", "pass is 'pass' or 'pass keep <tiles>', e.g. 'pass keep RRB'"));
  const auto keep = counts_from_letters(w.items[2]);
  if (!keep)
    return Parsed<Action>::fail(fill(
        // TRANSLATORS: {1} is the word read in a move; P G O Y B R are the colours' letters.
        NC_("error", "'{1}' is not a list of colour letters (P G O Y B R)"), {w.items[2]}));
  if (total(*keep) > kMaxKeptTiles)
    // TRANSLATORS: {1} is the number of tiles the move keeps.
    return Parsed<Action>::fail(fill(NC_("error", "at most 4 tiles can be kept (got {1})"),
                                     {std::to_string(total(*keep))}));
  return Parsed<Action>{pass_action(*keep), {}};
}

}  // namespace

std::string action_notation(Action action) {
  const DecodedAction d = decode_action(action);
  switch (d.kind) {
    case ActionKind::kDraw:
      return std::string(1, colour_letter(d.colour));
    case ActionKind::kTake: {
      std::string text = "take ";
      if (d.source == kCentreSource)
        text += 'C';
      else
        text += "F" + std::to_string(d.source + 1);
      return text + ' ' + colour_letter(d.colour);
    }
    case ActionKind::kBonus:
      return std::string("bonus ") + colour_letter(d.colour);
    case ActionKind::kPlace:
      return std::string("place ") + star_letter(d.star) + static_cast<char>('0' + d.position) +
             ' ' + colour_letter(d.colour) + " w" + static_cast<char>('0' + d.wilds);
    case ActionKind::kPass: {
      const TileCounts keep = keep_from_rank(d.keep_rank);
      if (total(keep) == 0) return "pass";
      return "pass keep " + counts_to_letters(keep);
    }
    case ActionKind::kInvalid:
      break;
  }
  return "?";
}

Parsed<Action> parse_action_notation(std::string_view text) {
  const Words w = split_words(text);
  if (w.count == 0) return Parsed<Action>::fail(NC_("error", "empty action"));
  if (w.count > kMaxWords)
    // TRANSLATORS: {1} is the move as written.
    return Parsed<Action>::fail(fill(NC_("error", "too many words in '{1}'"), {text}));
  const std::string_view verb = w.items[0];
  if (w.count == 1 && verb.size() == 1) {
    const auto colour = parse_colour(verb);
    if (!colour.ok())
      return Parsed<Action>::fail(fill(
          NC_("error",
              // TRANSLATORS: {1} is the word read in a move; P G O Y B R are the colours' letters.
              "'{1}' is not a colour letter (P G O Y B R) "
              "(a drawn tile is one colour letter)"),
          {verb}));
    return Parsed<Action>{draw_action(*colour.value), {}};
  }
  if (equals_ignoring_case(verb, "take")) return parse_take(w);
  if (equals_ignoring_case(verb, "place")) return parse_place(w);
  if (equals_ignoring_case(verb, "pass")) return parse_pass(w);
  if (equals_ignoring_case(verb, "bonus")) {
    if (w.count != 2)
      // TRANSLATORS: 'bonus O' is notation, kept as it is.
      return Parsed<Action>::fail(NC_("error", "bonus needs one colour, e.g. 'bonus O'"));
    const auto colour = parse_colour(w.items[1]);
    if (!colour.ok()) return Parsed<Action>::fail(colour.error);
    return Parsed<Action>{bonus_action(*colour.value), {}};
  }
  return Parsed<Action>::fail(fill(
      // TRANSLATORS: {1} is the word read in a move; take, place, bonus and pass are notation,
      // kept as they are.
      NC_("error", "unknown action '{1}' (expected take, place, bonus, pass or a colour letter)"),
      {verb}));
}

std::string State::action_to_string(Action action) const { return action_notation(action); }

Parsed<Action> State::parse_action(std::string_view text) const {
  return parse_action_notation(text);
}

}  // namespace azul::pavilion
