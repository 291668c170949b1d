// Points in a player's words, for the end screen and the move log: the engine's breakdown
// labels (core/game.h) translated, with its "score floor" said plainly, a seat's points of a
// round (engine/record/round_points.h) as one short phrase; and the words both games' move logs
// share: a seat's short name ("P2"), a take ("takes 3 blue from factory 4").
#pragma once

#include <string>
#include <string_view>

#include "engine/pavilion/colours.h"
#include "engine/record/round_points.h"
#include "ui/i18n/shared_texts.h"
#include "ui/i18n/translate.h"
#include "ui/pavilion/preview_words.h"

namespace azul::ui {

// "takes 3 blue from factory 4", or from the centre (`factory` -1): a take of `count` tiles of
// `colour` (a word of the player's language), as the move log and the hint say it after the
// seat.
inline std::string take_phrase(int count, const char* colour, int factory) {
  if (factory >= 0)
    // TRANSLATORS: a move in the move log and the hint (after "P2 "): {1} tiles of colour {2}
    // taken from factory {3}.
    return format(trn("takes {1} {2} from factory {3}", "takes {1} {2} from factory {3}", count),
                  count, colour, factory + 1);
  // TRANSLATORS: a move in the move log and the hint (after "P2 "): {1} tiles of colour {2}
  // taken from the centre.
  return format(trn("takes {1} {2} from the centre", "takes {1} {2} from the centre", count), count,
                colour);
}

namespace score_words_detail {

// The engine's fixed breakdown labels of both games (classic/state_text.cpp, pavilion/state.cpp).
inline constexpr const char* kLabels[] = {
    // TRANSLATORS: a category of points in the score breakdown (Azul).
    N_("wall placements"),
    // TRANSLATORS: a category of points in the score breakdown (Azul).
    N_("floor penalties"),
    // TRANSLATORS: a category of points in the score breakdown (Azul): end bonus.
    N_("row bonuses"),
    // TRANSLATORS: a category of points in the score breakdown (Azul): end bonus.
    N_("column bonuses"),
    // TRANSLATORS: a category of points in the score breakdown (Azul): end bonus.
    N_("colour bonuses"),
    // TRANSLATORS: a category of points in the score breakdown (Summer Pavilion): the 5 points
    // everyone starts with.
    N_("start points"),
    // TRANSLATORS: a category of points in the score breakdown (Summer Pavilion).
    N_("placements"),
    // TRANSLATORS: a category of points in the score breakdown (Summer Pavilion): the points
    // lost by the first to take from the centre.
    N_("centre penalty"),
    // TRANSLATORS: a category of points in the score breakdown (Summer Pavilion): tiles
    // discarded when passing.
    N_("pass discards"),
    // TRANSLATORS: a category of points in the score breakdown (Summer Pavilion): tiles
    // discarded at the end of the game.
    N_("final discards"),
};

// The word of a Summer Pavilion colour named by the engine ("purple"), or nothing.
inline const char* pavilion_colour_word(std::string_view name) {
  for (int c = 0; c < pavilion::kNumColours; ++c)
    if (name == pavilion::colour_name(static_cast<pavilion::Colour>(c)))
      return pview::colour_word(static_cast<pavilion::Colour>(c));
  return nullptr;
}

inline bool starts_with(std::string_view text, std::string_view prefix) {
  return text.substr(0, prefix.size()) == prefix;
}

// Summer Pavilion's end bonuses, whose labels the engine makes (pavilion/scoring.cpp):
// "number bonus: all 3s", "star bonus: red star", "star bonus: centre star",
// "star bonus: star P (multicoloured)", "star bonus: star P (all red)"; "" for any other.
inline std::string end_bonus_label(std::string_view label) {
  if (starts_with(label, "number bonus: all ") && label.size() == 20 && label[19] == 's')
    // TRANSLATORS: an end bonus of Summer Pavilion: every space printed {1} is covered.
    return format(tr("number bonus: all {1}s"), label.substr(18, 1));
  constexpr std::string_view kStarBonus = "star bonus: ";
  if (!starts_with(label, kStarBonus)) return "";
  std::string_view rest = label.substr(kStarBonus.size());
  if (starts_with(rest, "star ") && rest.size() > 7 && rest[6] == ' ') {  // the monochrome side
    const std::string_view star = rest.substr(5, 1);
    const std::string_view kind = rest.substr(7);
    if (kind == "(multicoloured)")
      // TRANSLATORS: an end bonus of Summer Pavilion's monochrome side: star {1} (a letter) is
      // complete with six different colours.
      return format(tr("star bonus: star {1} (multicoloured)"), star);
    if (starts_with(kind, "(all ") && kind.back() == ')')
      if (const char* colour = pavilion_colour_word(kind.substr(5, kind.size() - 6)))
        // TRANSLATORS: an end bonus of Summer Pavilion's monochrome side: star {1} (a letter)
        // is complete in one colour, {2}.
        return format(tr("star bonus: star {1} (all {2})"), star, colour);
    return "";
  }
  constexpr std::string_view kStar = " star";
  if (rest.size() <= kStar.size() || rest.substr(rest.size() - kStar.size()) != kStar) return "";
  const std::string_view name = rest.substr(0, rest.size() - kStar.size());
  const char* word = name == "centre" ? trc("star", "centre") : pavilion_colour_word(name);
  // TRANSLATORS: an end bonus of Summer Pavilion: the {1} star (its colour, or centre) is
  // complete.
  return word ? format(tr("star bonus: {1} star"), word) : "";
}

}  // namespace score_words_detail

// The engine's breakdown label in the player's language: "score cannot drop below 0" for its
// "score floor" (the points given back at the lowest score, `lowest_score`); a label it does
// not know as it is.
inline std::string score_label(const std::string& label, int lowest_score) {
  if (label == "score floor")
    // TRANSLATORS: a category of points in the score breakdown: the points given back because
    // a score cannot go below {1}.
    return format(tr("score cannot drop below {1}"), lowest_score);
  for (const char* known : score_words_detail::kLabels)
    if (label == known) return tr(known);
  const std::string bonus = score_words_detail::end_bonus_label(label);
  return bonus.empty() ? label : bonus;
}

// "+5: wall placements +7, floor penalties −2" (only the lines that gave or took points).
inline std::string points_phrase(const SeatPoints& points, int lowest_score) {
  auto signed_text = [](int n) {
    return n < 0 ? "\xE2\x88\x92" + std::to_string(-n) : "+" + std::to_string(n);
  };
  std::string text = signed_text(points.total);
  std::string parts;
  for (const ScoreLine& line : points.lines)
    if (line.points != 0) {
      // TRANSLATORS: one category of a round's points in the move log: {1} the category
      // ("wall placements"), {2} its points ("+7").
      const char* category = trc("round points", "{1} {2}");
      const std::string part =
          format(category, score_label(line.label, lowest_score), signed_text(line.points));
      // TRANSLATORS: the separator between the categories of a round's points in the move log.
      parts += (parts.empty() ? "" : trc("round points", ", ")) + part;
    }
  // TRANSLATORS: a seat's points of a round in the move log: {1} the total ("+5"), {2} where
  // they came from ("wall placements +7, floor penalties −2").
  return parts.empty() ? text : format(trc("round points", "{1}: {2}"), text, parts);
}

}  // namespace azul::ui
