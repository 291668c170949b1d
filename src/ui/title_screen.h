// The first screen: the app's title and the choice between the games of the registry
// (ui/game_views.h), each presented on a
// card with its player count and a short description. Cards sit side by side on wide screens
// and stack on narrow ones; every size is in font units, so the screen follows zoom and DPI.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "ui/fonts.h"
#include "ui/i18n/translate.h"
#include "ui/widget_probe.h"

namespace azul::ui {

// The title the screen shows in the title font (its text in the catalogs; English here).
// TRANSLATORS: the title screen's heading, the family name of the games: keep it unless the
// games are published under another name in your language.
inline constexpr char kAppTitle[] = N_("Azul");

// What the player did on the title screen this frame.
struct TitleScreenAction {
  // A card was clicked, tapped or activated by keyboard: its game's new-game screen (an id of
  // the registry).
  std::optional<std::string> choose_game;
  // A card's Play: a game at once with the new-game screen's defaults against the AI.
  std::optional<std::string> play_game;
  // A card's "Learn to play": the game's lesson (ui/learn).
  std::optional<std::string> learn_game;
  // A card's "Puzzles": the game's puzzles (ui/puzzles).
  std::optional<std::string> puzzles_game;
  // "Your progress" under the cards: the statistics (ui/progress), of the selected game.
  std::optional<std::string> progress_game;
};

// What a game's card shows of the player's progress (ui/progress).
struct CardProgress {
  std::string rating;  // "Rating 1,512, provisional"; "" before the first rated game
};

// Draws the title screen into the current window's remaining content region, with `selected`
// highlighted. Records "card:<game id>" widgets in `probe`, and each card's Play button
// ("button:play:<game id>") and, for a game with a lesson, "button:learn:<game id>", with
// puzzles "button:puzzles:<game id>".
// `below_height`: the height of what the caller draws after it (the saved games), centred with it.
// `first_visit`: nothing played yet, so a card's lesson comes first. `progress`: each game's
// (in the registry's order; empty: nothing to show). Under the cards, "Your progress"
// ("button:progress"), where a history is also imported.
TitleScreenAction draw_title_screen(std::string_view selected, const FontLibrary& fonts,
                                    WidgetProbe& probe, float below_height = 0.0f,
                                    bool first_visit = false,
                                    std::span<const CardProgress> progress = {});

}  // namespace azul::ui
