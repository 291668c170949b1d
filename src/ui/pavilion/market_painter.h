// The shared part of the Summer Pavilion table: the round track with each round's wild colour,
// the ten supply slots (bonus picks), the factories in a ring around the centre (taking tiles
// in phase 1), the start token, and the bag and tower counts.
#pragma once

#include "ui/pavilion/table_layout.h"
#include "ui/pavilion/view_frame.h"

namespace azul::ui::pview {

void draw_round_track(ViewFrame& f, const MarketLayout& market);
void draw_supply(ViewFrame& f, const MarketLayout& market);
void draw_factory_ring(ViewFrame& f, const MarketLayout& market);

}  // namespace azul::ui::pview
