// The keep dialog of a pass (Summer Pavilion, Decision 5): which tiles to keep on the corners.
// The choice starts at the best legal keep (as many tiles as allowed, the most useful ones
// first) and moves only between legal keeps, one tile at a time.
#pragma once

#include "engine/pavilion/state.h"
#include "ui/pavilion/move_options.h"

namespace azul::ui::pview {

// How useful a tile of `colour` is to keep for `seat`: the next round's wild colour first,
// then colours with more open spaces on the seat's board that accept them.
int keep_value(const pavilion::State& state, int seat, pavilion::Colour colour);

// Among the legal passes: the keep with the most tiles, then the highest total keep_value,
// then the lowest rank. Keeping nothing when the only legal pass keeps nothing.
pavilion::TileCounts preselected_keep(const pavilion::State& state, int seat,
                                      const MoveOptions& options);

// Whether adding (delta = +1) or removing (delta = -1) one tile of `colour` from `keep` gives
// another legal pass.
bool can_step_keep(const MoveOptions& options, const pavilion::TileCounts& keep,
                   pavilion::Colour colour, int delta);

}  // namespace azul::ui::pview
