#include "ai/puzzle_themes.h"

#include "engine/core/marked_text.h"

namespace azul::ai {
namespace {

// TRANSLATORS: a puzzle's theme: its name (a heading) and, after it, what the puzzle is about
// in one sentence, shown with the verdict of a wrong answer.
constexpr PuzzleTheme kPlanning{"planning", N_("Thinking ahead"),
                                N_("The best move scores less now and more in the rounds to "
                                   "come.")};
constexpr PuzzleTheme kCounting{"counting", N_("Counting the points"),
                                N_("The move that scores most now is the best one: count what "
                                   "every move gives.")};

constexpr PuzzleTheme kClassicThemes[] = {
    {"endgame", N_("Timing the end"),
     N_("A completed wall row ends the game after this round: the best move ends it, or holds "
        "it back, when that pays.")},
    {"marker", N_("The first-player marker"),
     N_("Taking first from the centre costs a floor space but starts the next round: the best "
        "move weighs the two.")},
    {"deny", N_("Denying a colour"),
     N_("The best move takes the colour an opponent needs for an open pattern line.")},
    {"floor", N_("Avoiding the floor"),
     N_("Tiles that do not fit fall to the floor line: the best move keeps the penalties "
        "down.")},
    {"bonus", N_("Setting up a bonus"),
     N_("The best move builds towards a row, column or colour bonus at the end of the game.")},
    kPlanning,
    kCounting,
};

constexpr PuzzleTheme kPavilionThemes[] = {
    {"bonus-pick", N_("Choosing bonus tiles"),
     N_("The best pick takes the tiles your next placements need.")},
    {"keep", N_("What to keep"),
     N_("Passing keeps up to four tiles for the next round and discards the rest: the best move "
        "weighs what to keep against placing now.")},
    {"star", N_("Completing a star"),
     N_("A complete star scores its bonus at the end of the game: the best move fills its last "
        "space.")},
    {"structures", N_("Statues, windows and pillars"),
     N_("Surrounding a statue, a window or a pillar earns bonus tiles from the supply at "
        "once.")},
    {"wild", N_("The wild colour"),
     N_("The round's wild colour pays for any placement: the best move spends it, or saves it, "
        "at the right moment.")},
    {"token", N_("The start token"),
     N_("Taking first from the centre costs a point per tile but places first and starts the "
        "next round: the best move weighs the two.")},
    kPlanning,
    kCounting,
};

}  // namespace

std::span<const PuzzleTheme> puzzle_themes(std::string_view game) {
  if (game == classic::State::kName) return kClassicThemes;
  if (game == pavilion::State::kName) return kPavilionThemes;
  return {};
}

const PuzzleTheme* find_puzzle_theme(std::string_view game, std::string_view id) {
  for (const PuzzleTheme& theme : puzzle_themes(game))
    if (theme.id == id) return &theme;
  return nullptr;
}

}  // namespace azul::ai
