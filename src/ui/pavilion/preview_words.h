// What a Summer Pavilion move would do to the mover's points (the engine's State::preview), in
// a player's words, for the tooltip of a space before it is chosen. Pure; unit-tested
// (tests/unit/ui_pavilion/preview_words_test.cpp).
#pragma once

#include <string>

#include "engine/pavilion/state.h"

namespace azul::ui::pview {

// "+3 points · 1 bonus tile", "+1 point", "start token · −4 points".
std::string preview_words(const pavilion::PlayPreview& preview);

}  // namespace azul::ui::pview
