#include "ui/puzzles/puzzle_words.h"

#include <cmath>

#include "ai/puzzle_themes.h"
#include "ui/i18n/numbers.h"
#include "ui/i18n/shared_texts.h"
#include "ui/i18n/translate.h"

namespace azul::ui {

std::string puzzle_points(double points) { return one_decimal(points); }

std::string find_move_prompt(int seat) {
  // TRANSLATORS: what a puzzle asks: {1} the seat to move ("P2").
  return format(tr("{1} to move: find the move that gains most."), seat_label(seat));
}

std::string mistake_prompt(std::string_view played, ai::MoveLabel label, double loss) {
  const std::string points = puzzle_points(loss);
  switch (label) {
    case ai::MoveLabel::kBlunder:
      // TRANSLATORS: a puzzle from a mistake of the player's analysed game: {1} the move played,
      // as its button reads ("Take 3 blue from factory 2 to line 4: fills it"), {2} the points
      // it lost ("5.2").
      return format(tr("Your move in the game: {1}. A blunder, {2} points lost: find a better "
                       "move."),
                    played, points);
    case ai::MoveLabel::kMistake:
      // TRANSLATORS: as above, for a move the analysis calls a mistake.
      return format(tr("Your move in the game: {1}. A mistake, {2} points lost: find a better "
                       "move."),
                    played, points);
    default:
      // TRANSLATORS: as above, for a move the analysis calls an inaccuracy.
      return format(tr("Your move in the game: {1}. An inaccuracy, {2} points lost: find a "
                       "better move."),
                    played, points);
  }
}

std::string verdict_headline(const PuzzleVerdict& verdict) {
  // TRANSLATORS: a puzzle's verdict when the move tried is the solution.
  if (verdict.right) return tr("Right!");
  // TRANSLATORS: a puzzle's verdict when the move tried is not the solution.
  return tr("Not the best move.");
}

std::string verdict_difference(const PuzzleVerdict& verdict, bool mistake) {
  const std::string points = puzzle_points(verdict.points);
  if (verdict.right)
    return mistake
               // TRANSLATORS: after the right answer to a puzzle from the player's own game: {1}
               // points ("5.2").
               ? format(tr("It gains {1} points over the move played in the game."), points)
               // TRANSLATORS: after the right answer to a puzzle: {1} points ("3.4").
               : format(tr("It gains {1} points over the next-best move."), points);
  return verdict.at_least
             // TRANSLATORS: after a wrong answer to a puzzle, when the move tried was not
             // measured: it loses at least {1} points ("3.4").
             ? format(tr("The best move is at least {1} points better."), points)
             // TRANSLATORS: after a wrong answer to a puzzle: {1} points ("3.4").
             : format(tr("The best move is {1} points better."), points);
}

std::string theme_note(std::string_view game, std::string_view theme) {
  const ai::PuzzleTheme* found = ai::find_puzzle_theme(game, theme);
  if (!found) return "";
  // TRANSLATORS: a puzzle's theme after a wrong answer: {1} its name ("Avoiding the floor"),
  // {2} what it is about in one sentence.
  return format(trc("puzzle theme", "{1}: {2}"), tr_text(found->name), tr_text(found->sentence));
}

}  // namespace azul::ui
