// The first screen: the app's title and the choice between the two games, each presented on a
// card with its player count and a short description. Cards sit side by side on wide screens
// and stack on narrow ones; every size is in font units, so the screen follows zoom and DPI.
#pragma once

#include <optional>

#include "ui/fonts.h"
#include "ui/game_catalog.h"
#include "ui/widget_probe.h"

namespace azul::ui {

// What the player did on the title screen this frame.
struct TitleScreenAction {
  std::optional<GameKind> choose_game;  // a card was clicked, tapped or activated by keyboard
};

// Draws the title screen into the current window's remaining content region, with `selected`
// highlighted. Records "card:<game id>" widgets in `probe`.
TitleScreenAction draw_title_screen(GameKind selected, const FontLibrary& fonts,
                                    WidgetProbe& probe);

}  // namespace azul::ui
