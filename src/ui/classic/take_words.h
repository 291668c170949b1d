// What a take would do, in a player's words, from the engine's preview (State::preview_take):
// the line a destination button shows under its number on a touch screen, and the sentence of
// a tooltip and of the page's probe; and the words of the colours. Pure functions, unit-tested
// (tests/unit/ui_classic).
#pragma once

#include <string>

#include "engine/classic/state.h"

namespace azul::ui {

// The colour's word in the player's language ("blue"), as sentences use it.
const char* colour_word(classic::Colour colour);

// "Line 3 · fills it · 1 to the floor · −1", "Line 2", "Floor · marker · −4",
// "Floor · 1 to the lid · −5".
std::string take_consequence(const classic::TakePreview& preview);
// The few characters under a destination button's number: the floor penalty change ("−2"),
// else "fills" when the line will be full, else nothing.
std::string take_button_note(const classic::TakePreview& preview);
// Whether the take makes the floor line cost more (its note is then a penalty).
bool take_costs_points(const classic::TakePreview& preview);

}  // namespace azul::ui
