// How Summer Pavilion tiles look: the six colours (normal or high-contrast palette), the
// colour-blind symbols (drawn shapes, one per colour), the mark of the round's wild colour and
// the start-player token. Tiles are diamonds; any four-cornered shape can be filled, so that a
// tile flying from a factory onto a board space can morph between the two.
#pragma once

#include <imgui.h>

#include <array>

#include "engine/pavilion/colours.h"
#include "ui/game/table_view.h"

namespace azul::ui::pview {

using ScreenQuad = std::array<ImVec2, 4>;

ImU32 tile_fill(pavilion::Colour colour, const TileStyle& style);
// A colour with its alpha multiplied by `alpha` (0..1).
ImU32 fade(ImU32 colour, float alpha);

// An upright diamond tile of the given height centred on `centre` (width = height x 0.62).
ScreenQuad upright_tile(ImVec2 centre, float height);
ImVec2 quad_middle(const ScreenQuad& quad);
ScreenQuad lerp_quad(const ScreenQuad& from, const ScreenQuad& to, float t);

// Fills `quad` with the tile colour, its edge and (colour-blind mode) its symbol.
void draw_tile(ImDrawList* draw, const ScreenQuad& quad, pavilion::Colour colour,
               const TileStyle& style, float alpha = 1.0f);
// The colour-blind symbol of `colour` centred on `centre`, `size` across.
void draw_colour_symbol(ImDrawList* draw, ImVec2 centre, float size, pavilion::Colour colour,
                        ImU32 ink);
// The mark of the round's wild colour: a small white six-pointed star with a dark rim.
void draw_wild_mark(ImDrawList* draw, ImVec2 centre, float size);
// The start-player token: a white disc with a dark "1".
void draw_start_token(ImDrawList* draw, ImVec2 centre, float size);

}  // namespace azul::ui::pview
