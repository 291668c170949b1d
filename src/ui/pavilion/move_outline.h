// Outlines one move of a seat on the Summer Pavilion table as it was drawn this frame, by
// where it happens rather than by what can be clicked: the tiles it takes from a factory or
// the centre, the hand tiles and the space a placement covers, the supply slots a bonus tile
// comes from, the hand a pass keeps. An analysed replay shows the better move and the move
// played this way (TableInput::hint and ::played), where nothing on the table is clickable.
#pragma once

#include <string_view>

#include "engine/core/game.h"
#include "ui/pavilion/table_layout.h"
#include "ui/pavilion/view_frame.h"

namespace azul::ui::pview {

// Draws the outline in `colour`, `grow` (a share of a tile) larger than a plain one so two
// outlines of one spot both show, and notes the outlined places in the probe value
// `probe_value` with the names of the matching click targets ("target:take:F3:R",
// "target:hand:R", "target:space:P3", "target:bonus:2", "target:pass").
void draw_move_outline(ViewFrame& f, const TableLayout& layout, int seat, Action move, ImU32 colour,
                       float grow, std::string_view probe_value);

}  // namespace azul::ui::pview
