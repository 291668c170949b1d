// The click targets that lead to a suggested move (the hint) on the Summer Pavilion table, by
// the names the painters give them (ui/game/table_view.h: "target:..."): the view outlines
// whichever of them it draws, so the hint is shown where the player would click, step by step.
#pragma once

#include <string>
#include <vector>

#include "engine/core/game.h"
#include "engine/pavilion/state.h"

namespace azul::ui::pview {

// Take: the source's tiles of that colour. Place: the hand colour, the star (zoomed on small
// screens), the space and the payment. Pass: the pass button and the keep dialog's confirm.
// Bonus: every supply slot holding that colour.
std::vector<std::string> hint_targets(const pavilion::State& state, Action hint);

}  // namespace azul::ui::pview
