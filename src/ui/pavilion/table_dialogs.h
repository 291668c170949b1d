// The questions the Summer Pavilion table asks in a panel over the table (the table behind is
// dimmed and not clickable meanwhile): how to pay for a placement when several payments are
// legal, which tiles to keep when passing, and a star drawn large enough to touch its spaces
// when the board is drawn small. Each offers only legal choices; Cancel steps back.
#pragma once

#include "ui/pavilion/view_frame.h"

namespace azul::ui::pview {

// `visible_min/max`: the part of the table on screen, where the panel is centred.
void draw_pay_dialog(ViewFrame& f, ImVec2 visible_min, ImVec2 visible_max);
void draw_keep_dialog(ViewFrame& f, ImVec2 visible_min, ImVec2 visible_max, int seat);
void draw_star_zoom(ViewFrame& f, ImVec2 visible_min, ImVec2 visible_max, int seat);

// Dims the table behind a dialog.
void dim_table(ViewFrame& f, ImVec2 visible_min, ImVec2 visible_max);

}  // namespace azul::ui::pview
