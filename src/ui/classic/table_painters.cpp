#include "ui/classic/table_painters.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "ui/classic/azul_tiles.h"
#include "ui/i18n/translate.h"
#include "ui/layout.h"
#include "ui/touch_scrolling.h"

namespace azul::ui::aview {
namespace {

constexpr ImU32 kBoardFill = palette::rgb(0xEA, 0xDC, 0xBE);
constexpr ImU32 kBoardEdge = palette::rgb(0xA8, 0x8A, 0x5C);
constexpr ImU32 kSlotFill = palette::rgb(0xD6, 0xC3, 0x9C);
constexpr ImU32 kGreySpace = palette::rgb(0xB8, 0xB2, 0xA6);
constexpr ImU32 kTargetFill = palette::rgb(0xF2, 0xB1, 0x3C, 0x55);
constexpr float kMinVisibleTargetPx = 8.0f;

// The header: who, whether it is their turn, the score, and the next round's start player.
void paint_header(ImDrawList* draw, const BoardPlace& b, const classic::State& s, int seat) {
  const float c = b.cell;
  const float t = c * kTileShare;
  const classic::PlayerBoard& board = s.board(seat);
  const ImVec2 max(b.origin.x + b.width(), b.origin.y + b.height());
  const bool to_move = s.current_player() == seat;
  draw->AddRectFilled(b.origin, max, kBoardFill, c * 0.25f);
  draw->AddRect(b.origin, max, to_move ? palette::kAccent : kBoardEdge, c * 0.25f, 0,
                to_move ? std::max(3.0f, c * 0.12f) : std::max(1.0f, c * 0.05f));
  // TRANSLATORS: a player board's heading: seat {1}.
  const std::string header = (to_move ? "\xE2\x96\xB6 " : "") + format(tr("Player {1}"), seat + 1);
  // A compact board's header is taller than its spaces would make it: its text follows it.
  const float header_font = std::min(std::max(c * 0.7f, b.header * 0.72f), em(1.2f));
  text_at(draw, header_font,
          ImVec2(b.origin.x + kBoardPad * c, b.origin.y + (b.header - header_font) * 0.5f),
          kBoardInk, header.c_str());
  char score[32];
  std::snprintf(score, sizeof score, "%d", board.score());
  const ImVec2 score_extent =
      ImGui::GetFont()->CalcTextSizeA(header_font * 1.15f, FLT_MAX, 0.0f, score);
  const ImVec2 score_pos(max.x - kBoardPad * c - score_extent.x,
                         b.origin.y + (b.header - score_extent.y) * 0.5f);
  draw->AddRectFilled(
      ImVec2(score_pos.x - c * 0.2f, score_pos.y - c * 0.05f),
      ImVec2(max.x - kBoardPad * c * 0.5f, score_pos.y + score_extent.y + c * 0.05f),
      palette::rgb(0x4A, 0x36, 0x20), c * 0.15f);
  text_at(draw, header_font * 1.15f, score_pos, palette::kText, score);
  if (s.marker_holder() == seat ||
      (s.marker_in_centre() && s.phase() == classic::Phase::Deal && s.start_player() == seat)) {
    const float marker_x = score_pos.x - c * 0.9f;
    if (s.marker_holder() != seat)  // the next round's start player
      classic_tiles::draw_marker(draw, ImVec2(marker_x, b.origin.y + b.header * 0.5f), t * 0.7f,
                                 0.6f);
  }
}

void paint_pattern_lines(ImDrawList* draw, const BoardPlace& b, const classic::State& s, int seat,
                         const BoardLook& look) {
  const float c = b.cell;
  const float t = c * kTileShare;
  const classic::PlayerBoard& board = s.board(seat);
  for (int row = 0; row < classic::kPatternLines; ++row) {
    const classic::PatternLine& line = board.lines[row];
    for (int k = 0; k <= row; ++k) {
      const ImVec2 pos = line_slot(b, row, k);
      const Rect r = square(pos, t);
      draw->AddRectFilled(r.min, r.max, kSlotFill, t * 0.12f);
      if (k < line.count) {
        float alpha = 1.0f;
        if (row == look.landing_row && k >= look.landing_line_from) alpha = 0.0f;
        classic_tiles::draw_tile(draw, pos, t, line.colour, *look.style, alpha);
      }
    }
    if (row == look.tiling_row) {
      highlight(draw, line_rect(b, row), false, std::max(2.0f, c * 0.08f), look.pulse);
    }
  }
}

void paint_wall(ImDrawList* draw, const BoardPlace& b, const classic::State& s, int seat,
                const BoardLook& look) {
  const float c = b.cell;
  const float t = c * kTileShare;
  const classic::PlayerBoard& board = s.board(seat);
  const bool grey = s.wall_side() == classic::WallSide::Grey;
  for (int row = 0; row < classic::kWallSize; ++row) {
    for (int col = 0; col < classic::kWallSize; ++col) {
      const ImVec2 pos = wall_cell(b, row, col);
      const bool arriving = (look.hidden_wall >> (row * classic::kWallSize + col)) & 1u;
      const auto placed = arriving ? std::nullopt : board.wall.colour_at(row, col);
      if (placed) {
        classic_tiles::draw_tile(draw, pos, t, *placed, *look.style);
        if (look.glow > 0.0f && (look.fresh_wall >> (row * classic::kWallSize + col)) & 1u) {
          draw->AddRect(square(pos, t * 1.15f).min, square(pos, t * 1.15f).max,
                        ImGui::ColorConvertFloat4ToU32(ImVec4(1.0f, 0.85f, 0.3f, look.glow)),
                        t * 0.2f, 0, std::max(2.0f, c * 0.1f));
        }
      } else if (grey) {
        const Rect r = square(pos, t);
        draw->AddRectFilled(r.min, r.max, kGreySpace, t * 0.12f);
      } else {
        classic_tiles::draw_printed_space(draw, pos, t, classic::coloured_wall_colour(row, col),
                                          *look.style);
      }
    }
  }
}

void paint_floor(ImDrawList* draw, const BoardPlace& b, const classic::State& s, int seat,
                 const BoardLook& look, WidgetProbe& probe) {
  const float c = b.cell;
  const float t = c * kTileShare;
  const classic::PlayerBoard& board = s.board(seat);
  for (int i = 0; i < classic::kFloorSpaces; ++i) {
    const ImVec2 pos = floor_slot(b, i);
    const Rect r = square(pos, t);
    draw->AddRectFilled(r.min, r.max, kSlotFill, t * 0.12f);
    char penalty[12];
    std::snprintf(penalty, sizeof penalty, "%d", classic::kFloorPenalties[i]);
    text_centered(draw, std::max(8.0f, c * 0.42f),
                  ImVec2(pos.x, pos.y - c * 0.5f - kPenaltyLabel * c * 0.5f), kFloorInk, penalty);
    if (i < board.floor.size()) {
      const float alpha = (i >= look.landing_floor_from) ? 0.0f : 1.0f;
      const classic::FloorSpace& space = board.floor[i];
      if (space.is_marker)
        classic_tiles::draw_marker(draw, pos, t, alpha);
      else
        classic_tiles::draw_tile(draw, pos, t, space.colour, *look.style, alpha);
    }
  }
  probe.record_value("floor:" + std::to_string(seat + 1), std::to_string(board.floor.tile_count()));
  probe.record_value("floor-penalty:" + std::to_string(seat + 1),
                     std::to_string(board.floor.penalty()));
  {
    const ImVec2 label_pos = floor_slot(b, classic::kFloorSpaces - 1);
    // TRANSLATORS: printed on a player board beside its floor line.
    const char* label = trc("floor line", "floor");
    text_at(draw, std::max(8.0f, c * 0.38f),
            ImVec2(label_pos.x + c * 0.7f, label_pos.y - c * 0.25f), kBoardInk, label);
  }
}

}  // namespace

void text_at(ImDrawList* draw, float size, ImVec2 pos, ImU32 colour, const char* text) {
  draw->AddText(ImGui::GetFont(), size, pos, colour, text);
}
void text_centered(ImDrawList* draw, float size, ImVec2 center, ImU32 colour, const char* text) {
  const ImVec2 extent = ImGui::GetFont()->CalcTextSizeA(size, FLT_MAX, 0.0f, text);
  draw->AddText(ImGui::GetFont(), size,
                ImVec2(center.x - extent.x * 0.5f, center.y - extent.y * 0.5f), colour, text);
}

void highlight(ImDrawList* draw, const Rect& r, bool hovered, float thickness, float pulse) {
  const ImU32 edge = ImGui::ColorConvertFloat4ToU32(
      ImVec4(0.95f, 0.69f, 0.24f, hovered ? 1.0f : 0.55f + 0.45f * pulse));
  if (hovered) draw->AddRectFilled(r.min, r.max, kTargetFill, thickness * 2.0f);
  draw->AddRect(r.min, r.max, edge, thickness * 2.0f, 0, thickness);
}

void record_target(WidgetProbe& probe, const std::string& name, const Rect& r) {
  const ImVec2 clip_min = ImGui::GetWindowDrawList()->GetClipRectMin();
  const ImVec2 clip_max = ImGui::GetWindowDrawList()->GetClipRectMax();
  const ImVec2 min(std::max(r.min.x, clip_min.x), std::max(r.min.y, clip_min.y));
  const ImVec2 max(std::min(r.max.x, clip_max.x), std::min(r.max.y, clip_max.y));
  if (max.x - min.x < kMinVisibleTargetPx || max.y - min.y < kMinVisibleTargetPx) return;
  probe.record_widget(name, min, max);
}

bool hit_area(const char* id, const Rect& r, bool* hovered) {
  ImGui::SetCursorScreenPos(r.min);
  const bool clicked = is_tap(ImGui::InvisibleButton(id, r.max - r.min));
  *hovered = ImGui::IsItemHovered();
  if (*hovered) ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);
  return clicked;
}

void paint_board(ImDrawList* draw, const BoardPlace& b, const classic::State& s, int seat,
                 const BoardLook& look, WidgetProbe& probe) {
  paint_header(draw, b, s, seat);
  paint_pattern_lines(draw, b, s, seat, look);
  paint_wall(draw, b, s, seat, look);
  paint_floor(draw, b, s, seat, look, probe);
}

void paint_preview(ImDrawList* draw, const BoardPlace& b, const classic::TakePreview& p,
                   const TileStyle& style) {
  constexpr float kGhost = 0.5f;
  const float t = b.cell * kTileShare;
  for (int k = 0; k < p.to_line; ++k)
    classic_tiles::draw_tile(draw, line_slot(b, p.line, p.line_first + k), t, p.colour, style,
                             kGhost);
  if (p.marker_space >= 0)
    classic_tiles::draw_marker(draw, floor_slot(b, p.marker_space), t, kGhost);
  for (int space : floor_tile_spaces(p))
    classic_tiles::draw_tile(draw, floor_slot(b, space), t, p.colour, style, kGhost);
  const int change = p.penalty_after - p.penalty_before;
  if (change == 0) return;
  const std::string text = "\xE2\x88\x92" + std::to_string(-change);
  const ImVec2 last = floor_slot(b, classic::kFloorSpaces - 1);
  text_at(draw, std::max(10.0f, b.cell * 0.55f),
          ImVec2(last.x + b.cell * 0.7f, last.y + b.cell * 0.05f), kFloorInk, text.c_str());
}

}  // namespace azul::ui::aview
