// How classic Azul's tiles look on screen: the five colours (normal and high-contrast
// palettes), the symbol each colour carries in colour-blind mode, and the first-player marker.
#pragma once

#include <imgui.h>

#include "engine/classic/colours.h"
#include "ui/game/table_view.h"

namespace azul::ui::classic_tiles {

ImU32 tile_colour(classic::Colour colour, const TileStyle& style);

// A square tile centred on `center` with side `size`; `alpha` 0..1 fades it (animations).
void draw_tile(ImDrawList* draw, ImVec2 center, float size, classic::Colour colour,
               const TileStyle& style, float alpha = 1.0f);

// The empty wall space of `colour` on the coloured side: the printed, faded colour (with the
// colour-blind symbol, faded too).
void draw_printed_space(ImDrawList* draw, ImVec2 center, float size, classic::Colour colour,
                        const TileStyle& style);

// The first-player marker: a white tile printed with "1".
void draw_marker(ImDrawList* draw, ImVec2 center, float size, float alpha = 1.0f);

}  // namespace azul::ui::classic_tiles
