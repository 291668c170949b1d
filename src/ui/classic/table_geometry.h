// Where everything of the Azul table goes (ui/classic/azul_table_view.h): the sizes of a board
// and the factories in units of one space ("cells"), the layout of factories, destination strip
// and boards for the space given, and the positions of every factory tile, centre item,
// pattern-line, wall and floor space. Three layouts, the first that fits wins:
//   fitted   the factory ring beside or above a grid of equal boards (desktops, tablets);
//   compact  phones: the factories in rows with the centre under them, the strip, the home
//            board, and the other boards side by side below it, smaller: everything on one
//            screen without scrolling (in landscape the same three parts in columns);
//   column   the same order scrolling, when even the compact layout's spaces would be too small.
// Pure arithmetic, no drawing; the sizes that depend on the font go through ui/layout.h's em().
#pragma once

#include <imgui.h>

#include <array>
#include <vector>

#include "engine/classic/state.h"

namespace azul::ui::aview {

// ---- geometry, in units of one space pitch ("cells") ----
inline constexpr float kTileShare = 0.86f;  // a tile's side relative to its cell
inline constexpr float kBoardPad = 0.3f;
inline constexpr float kBoardHeader = 1.3f;
inline constexpr float kLinesToWallGap = 0.6f;
inline constexpr float kWallToFloorGap = 0.3f;
inline constexpr float kPenaltyLabel = 0.5f;
inline constexpr float kFloorPitch = 1.1f;
inline constexpr float kBoardWidth = kBoardPad + 5.0f + kLinesToWallGap + 5.0f + kBoardPad;  // 11.2
inline constexpr float kBoardHeight =
    kBoardHeader + 5.0f + kWallToFloorGap + kPenaltyLabel + 1.0f + kBoardPad;  // 8.4
inline constexpr float kFactoryRadius = 1.35f;
inline constexpr float kCentrePitch = 1.15f;
// ---- screen-size rules ----
inline constexpr float kMinTouchPx = 44.0f;  // CSS px: the least size of a touch target

inline ImVec2 operator+(ImVec2 a, ImVec2 b) { return ImVec2(a.x + b.x, a.y + b.y); }
inline ImVec2 operator-(ImVec2 a, ImVec2 b) { return ImVec2(a.x - b.x, a.y - b.y); }
inline ImVec2 operator*(ImVec2 a, float k) { return ImVec2(a.x * k, a.y * k); }

struct Rect {
  ImVec2 min;
  ImVec2 max;
};
inline Rect square(ImVec2 center, float side) {
  return Rect{ImVec2(center.x - side * 0.5f, center.y - side * 0.5f),
              ImVec2(center.x + side * 0.5f, center.y + side * 0.5f)};
}

struct BoardPlace {
  ImVec2 origin;        // top-left corner of the board
  float cell = 0.0f;    // pitch of one space
  float header = 0.0f;  // height of the name-and-score band, px (never below legible text)

  float width() const { return kBoardWidth * cell; }
  float height() const { return header + (kBoardHeight - kBoardHeader) * cell; }
};
// A board at `origin` whose header scales with its spaces, and one (the other players' boards
// of the compact layout) whose header keeps the name and score legible however small it is.
BoardPlace full_board(ImVec2 origin, float cell);
BoardPlace compact_board(ImVec2 origin, float cell);

struct TableLayout {
  float cell = 0.0f;  // pitch of a tile on the factories
  bool ring = true;   // factories on a ring round the centre (else in rows above it)
  std::array<ImVec2, classic::kMaxFactories> factories{};  // each factory's middle
  ImVec2 centre;                                           // the middle of the centre's items
  int centre_columns = 3;                                  // items per row in the centre
  Rect market;                // the felt under the factories and the centre
  ImVec2 counts_pos;          // where the bag/lid line starts
  float counts_width = 0.0f;  // the line is centred in this width
  ImVec2 strip_min;           // the destination-button strip above the home board
  float strip_width = 0.0f;
  float strip_height = 0.0f;
  std::array<BoardPlace, classic::kMaxPlayersClassic> boards{};
  float content_height = 0.0f;
};

// The layout for `size` at `origin`, the home seat's board nearest the viewer with the strip
// (strip_px high) above it (see the top of this file for the three kinds).
TableLayout compute_layout(const classic::State& s, ImVec2 origin, ImVec2 size, int home,
                           float strip_px);

ImVec2 factory_center(const TableLayout& l, int factory);
// Where a factory's number badge goes: on its rim, away from the centre.
ImVec2 factory_badge(const TableLayout& l, int factory);
ImVec2 factory_slot(const TableLayout& l, ImVec2 center, int slot);  // slot 0..3
// Item i of n in the centre (the marker first, then the colours present).
ImVec2 centre_item(const TableLayout& l, int i, int n);
ImVec2 line_slot(const BoardPlace& b, int row, int k);  // k: 0 = the rightmost space
ImVec2 wall_cell(const BoardPlace& b, int row, int col);
ImVec2 floor_slot(const BoardPlace& b, int i);
Rect line_rect(const BoardPlace& b, int row);
Rect floor_rect(const BoardPlace& b);  // the spaces and their printed penalties

// The colours in a factory, one per slot, in colour order; returns how many.
int factory_tiles(const classic::TileCounts& counts, std::array<classic::Colour, 4>& out);
// Seats in drawing order: the home seat first, then the others clockwise after it.
std::array<int, classic::kMaxPlayersClassic> seat_order(int players, int home);
// The floor spaces a take's tiles fill, in order (the marker's space skipped).
std::vector<int> floor_tile_spaces(const classic::TakePreview& p);

}  // namespace azul::ui::aview
