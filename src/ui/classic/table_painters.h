// Drawing the Azul table's parts with ImGui's draw lists (ui/classic/azul_table_view.h): a
// player's board (header with score, pattern lines, wall, floor line with its penalties), the
// ghosts of a take's preview, and the small helpers the view's interactive parts share (text,
// target highlights, hit areas that record themselves in the page's probe).
#pragma once

#include <imgui.h>

#include <cstdint>
#include <string>

#include "engine/classic/state.h"
#include "ui/classic/table_geometry.h"
#include "ui/game/table_view.h"
#include "ui/palette.h"
#include "ui/widget_probe.h"

namespace azul::ui::aview {

// ---- colours of the table ----
inline constexpr ImU32 kBoardInk = palette::rgb(0x4A, 0x36, 0x20);
inline constexpr ImU32 kFloorInk = palette::rgb(0x9A, 0x2A, 0x20);
inline constexpr ImU32 kPenaltyInk = palette::rgb(0xFF, 0x8A, 0x7A);  // on the dark strip
inline constexpr ImU32 kFactoryFill = palette::rgb(0xF3, 0xEE, 0xE4);
inline constexpr ImU32 kFactoryEdge = palette::rgb(0x2C, 0x5E, 0x9E);
inline constexpr ImU32 kTableFelt = palette::rgb(0x0C, 0x1C, 0x31);
inline constexpr ImU32 kTarget = palette::kAccent;

void text_at(ImDrawList* draw, float size, ImVec2 pos, ImU32 colour, const char* text);
void text_centered(ImDrawList* draw, float size, ImVec2 center, ImU32 colour, const char* text);
// The outline of a target at `pulse` strength (ui/highlight_pulse.h; full and filled when
// hovered).
void highlight(ImDrawList* draw, const Rect& r, bool hovered, float thickness, float pulse);
// Records `r` in the probe under `name` if enough of it is visible in the current clip rect,
// so that tests only click what is really on screen.
void record_target(WidgetProbe& probe, const std::string& name, const Rect& r);
// A clickable area drawn by the caller; true when it was tapped or clicked this frame.
bool hit_area(const char* id, const Rect& r, bool* hovered);

// How a board is shown this frame besides its state.
struct BoardLook {
  const TileStyle* style = nullptr;
  // Spaces whose tiles are still flying there (drawn once they land): from this pattern-line
  // space of `landing_row` on, and from this floor space on. -1 / kFloorSpaces: none.
  int landing_row = -1;
  int landing_line_from = 0;
  int landing_floor_from = classic::kFloorSpaces;
  int tiling_row = -1;            // the row the seat is tiling (grey wall), highlighted
  float pulse = 1.0f;             // the highlight's strength (ui/highlight_pulse.h)
  float glow = 0.0f;              // 0..1: how much the freshly tiled wall spaces glow
  std::uint32_t fresh_wall = 0;   // bit row * 5 + column: tiled in the last wall-tiling
  std::uint32_t hidden_wall = 0;  // bit row * 5 + column: a tile still on its way (not drawn)
};

// The board of `seat`, and its floor's tile count and penalty in the probe
// ("floor:<seat>", "floor-penalty:<seat>").
void paint_board(ImDrawList* draw, const BoardPlace& b, const classic::State& s, int seat,
                 const BoardLook& look, WidgetProbe& probe);
// Where a take's tiles would go, as ghosts on the board, and the floor penalty it would add.
void paint_preview(ImDrawList* draw, const BoardPlace& b, const classic::TakePreview& p,
                   const TileStyle& style);

}  // namespace azul::ui::aview
