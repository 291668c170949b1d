// One player's area of the Summer Pavilion table: the header (name, score, start token,
// passed), the board (seven stars of diamond spaces with their printed values, covered spaces
// with their tiles, the structures between the stars, the four corner spaces of kept tiles)
// and the tiles in hand. On the focus board of the player to move it also takes the phase-2
// clicks: a hand colour, then a space (or, when the spaces are drawn too small to touch, the
// star to enlarge), and shows the Pass and Cancel buttons.
#pragma once

#include "ui/pavilion/board_geometry.h"
#include "ui/pavilion/table_layout.h"
#include "ui/pavilion/view_frame.h"

namespace azul::ui::pview {

// Board units below which a space is too small to touch (its short diagonal is one unit).
inline constexpr float kMinTouchUnitEm = 2.4f;

// Screen position of a board point on a board drawn with its middle at `middle`.
inline ImVec2 board_point(ImVec2 middle, float unit, Point p) {
  return ImVec2(middle.x + p.x * unit, middle.y + p.y * unit);
}
ScreenQuad space_screen_quad(ImVec2 middle, float unit, int star, int position, float inset);

void draw_player_area(ViewFrame& f, const BoardLayout& layout);

// The tooltip (and probe value "preview:space") of what placing the chosen hand colour on
// `space` would score: the engine's preview in words (preview_words.h).
void show_space_preview(ViewFrame& f, int space);

// One star and its spaces at `unit` around `middle` (the board and the star zoom dialog).
// `clickable` spaces (a board mask) are highlighted, `hovered_space` (or -1) more strongly.
void draw_star(ViewFrame& f, int seat, int star, ImVec2 board_middle, float unit,
               std::uint64_t clickable, int hovered_space, bool hide_values);

}  // namespace azul::ui::pview
