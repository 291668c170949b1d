// The new-game screen: choose the game (ui/game_views.h) and its options, drawn from the game's
// option schema (engine/core/option_schema.h) with no knowledge of any particular game; 2-4
// seats each played by a person or by the AI at a level; the seed (random by default, always
// shown, re-drawn with a button) and the start player. Buttons, steppers and toggles only: no
// text entry anywhere.
#pragma once

#include "ui/fonts.h"
#include "ui/game/new_game_setup.h"
#include "ui/widget_probe.h"

namespace azul::ui {

struct NewGameAction {
  bool start = false;  // start a game with the setup
  bool back = false;   // back to the title screen
};

// The rows of a game's own options, from its schema alone (every option but the player count
// and the start seat, which are drawn with the seats): a button per value of a choice, the
// Standard/Random/Custom rows of a letter order. Probe names "button:<key>:<value>".
void draw_option_rows(NewGameSetup& setup, OptionSchema schema, WidgetProbe& probe, bool wide);

// Draws the screen into the current window's remaining region and edits `setup`.
// With `focus_start` (the screen has just opened), the keyboard's focus goes to Start, so that
// Space starts a game with the choices shown.
NewGameAction draw_new_game_screen(NewGameSetup& setup, const FontLibrary& fonts, bool focus_start,
                                   WidgetProbe& probe);

}  // namespace azul::ui
