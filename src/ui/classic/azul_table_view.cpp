#include "ui/classic/azul_table_view.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "ui/classic/azul_tiles.h"
#include "ui/classic/take_words.h"
#include "ui/layout.h"
#include "ui/palette.h"
#include "ui/touch_scrolling.h"

namespace azul::ui {
namespace {

using classic::Colour;
using classic::State;

// ---- geometry, in units of one space pitch ("cells") ----
constexpr float kTileShare = 0.86f;  // a tile's side relative to its cell
constexpr float kBoardPad = 0.3f;
constexpr float kBoardHeader = 1.3f;
constexpr float kLinesToWallGap = 0.6f;
constexpr float kWallToFloorGap = 0.3f;
constexpr float kPenaltyLabel = 0.5f;
constexpr float kFloorPitch = 1.1f;
constexpr float kBoardWidth = kBoardPad + 5.0f + kLinesToWallGap + 5.0f + kBoardPad;  // 11.2
constexpr float kBoardHeight =
    kBoardHeader + 5.0f + kWallToFloorGap + kPenaltyLabel + 1.0f + kBoardPad;  // 8.4
constexpr float kFactoryRadius = 1.35f;
constexpr float kFactorySlot = 0.48f;     // offset of a factory tile from the factory's centre
constexpr float kFactorySpacing = 2.95f;  // arc length each factory needs on the ring
constexpr float kMinRingRadius = 3.3f;
constexpr float kRingMargin = 0.2f;
constexpr float kCountsLine = 1.0f;  // below the ring: bag and lid counts
constexpr float kCentrePitch = 1.15f;
constexpr int kCentreColumns = 3;
// ---- screen-size rules ----
constexpr float kMinTouchPx = 44.0f;    // CSS px: the least size of a touch target
constexpr float kMinFitCellEm = 1.35f;  // below this the table scrolls instead of shrinking
constexpr float kMaxCellEm = 2.6f;
constexpr float kGapEm = 0.6f;
constexpr float kMinMiniCellPx = 12.0f;
constexpr float kMinVisibleTargetPx = 8.0f;
constexpr float kGlowSeconds = 1.2f;
constexpr float kFlightStagger = 0.06f;  // seconds between tiles taking off

// ---- colours of the table ----
constexpr ImU32 kBoardFill = palette::rgb(0xEA, 0xDC, 0xBE);
constexpr ImU32 kBoardEdge = palette::rgb(0xA8, 0x8A, 0x5C);
constexpr ImU32 kSlotFill = palette::rgb(0xD6, 0xC3, 0x9C);
constexpr ImU32 kGreySpace = palette::rgb(0xB8, 0xB2, 0xA6);
constexpr ImU32 kBoardInk = palette::rgb(0x4A, 0x36, 0x20);
constexpr ImU32 kFloorInk = palette::rgb(0x9A, 0x2A, 0x20);
constexpr ImU32 kPenaltyInk = palette::rgb(0xFF, 0x8A, 0x7A);  // on the dark strip
constexpr ImU32 kFactoryFill = palette::rgb(0xF3, 0xEE, 0xE4);
constexpr ImU32 kFactoryEdge = palette::rgb(0x2C, 0x5E, 0x9E);
constexpr ImU32 kTableFelt = palette::rgb(0x0C, 0x1C, 0x31);
constexpr ImU32 kTarget = palette::kAccent;
constexpr ImU32 kTargetFill = palette::rgb(0xF2, 0xB1, 0x3C, 0x55);

ImVec2 operator+(ImVec2 a, ImVec2 b) { return ImVec2(a.x + b.x, a.y + b.y); }
ImVec2 operator-(ImVec2 a, ImVec2 b) { return ImVec2(a.x - b.x, a.y - b.y); }
ImVec2 operator*(ImVec2 a, float k) { return ImVec2(a.x * k, a.y * k); }

struct Rect {
  ImVec2 min;
  ImVec2 max;
  bool contains(ImVec2 p) const {
    return p.x >= min.x && p.y >= min.y && p.x < max.x && p.y < max.y;
  }
};
Rect square(ImVec2 center, float side) {
  return Rect{ImVec2(center.x - side * 0.5f, center.y - side * 0.5f),
              ImVec2(center.x + side * 0.5f, center.y + side * 0.5f)};
}

char colour_char(Colour c) { return classic::colour_letter(c); }

// The floor spaces a take's tiles fill, in order (the marker's space skipped).
std::vector<int> floor_tile_spaces(const classic::TakePreview& p) {
  std::vector<int> spaces;
  for (int i = p.floor_first; static_cast<int>(spaces.size()) < p.to_floor; ++i)
    if (i != p.marker_space) spaces.push_back(i);
  return spaces;
}

float ring_radius_cells(int factories) {
  return std::max(kMinRingRadius, static_cast<float>(factories) * kFactorySpacing / 6.2832f);
}
float ring_box_cells(int factories) {
  return 2.0f * (ring_radius_cells(factories) + kFactoryRadius + kRingMargin);
}

// ---- positions ----
ImVec2 factory_center(const AzulTableView::Layout& l, int factory, int count) {
  const float angle = -1.5708f + 6.2832f * static_cast<float>(factory) / static_cast<float>(count);
  return ImVec2(l.ring_center.x + l.ring_radius * std::cos(angle),
                l.ring_center.y + l.ring_radius * std::sin(angle));
}
ImVec2 factory_slot(const AzulTableView::Layout& l, ImVec2 center, int slot) {
  const float dx = (slot % 2 == 0 ? -kFactorySlot : kFactorySlot) * l.cell;
  const float dy = (slot < 2 ? -kFactorySlot : kFactorySlot) * l.cell;
  return ImVec2(center.x + dx, center.y + dy);
}
// Item i of n in the centre (the marker first, then the colours present).
ImVec2 centre_item(const AzulTableView::Layout& l, int i, int n) {
  const int rows = (n + kCentreColumns - 1) / kCentreColumns;
  const int row = i / kCentreColumns;
  const int in_row = std::min(kCentreColumns, n - row * kCentreColumns);
  const int col = i % kCentreColumns;
  const float pitch = kCentrePitch * l.cell;
  return ImVec2(l.ring_center.x + (static_cast<float>(col) - (in_row - 1) * 0.5f) * pitch,
                l.ring_center.y + (static_cast<float>(row) - (rows - 1) * 0.5f) * pitch);
}
ImVec2 line_slot(const AzulTableView::BoardPlace& b, int row, int k) {  // k: 0 = rightmost
  const float c = b.cell;
  return ImVec2(b.origin.x + (kBoardPad + static_cast<float>(4 - k) + 0.5f) * c,
                b.origin.y + (kBoardHeader + static_cast<float>(row) + 0.5f) * c);
}
ImVec2 wall_cell(const AzulTableView::BoardPlace& b, int row, int col) {
  const float c = b.cell;
  return ImVec2(
      b.origin.x + (kBoardPad + 5.0f + kLinesToWallGap + static_cast<float>(col) + 0.5f) * c,
      b.origin.y + (kBoardHeader + static_cast<float>(row) + 0.5f) * c);
}
ImVec2 floor_slot(const AzulTableView::BoardPlace& b, int i) {
  const float c = b.cell;
  return ImVec2(b.origin.x + (kBoardPad + kFloorPitch * (static_cast<float>(i) + 0.5f)) * c,
                b.origin.y + (kBoardHeader + 5.0f + kWallToFloorGap + kPenaltyLabel + 0.5f) * c);
}
Rect line_rect(const AzulTableView::BoardPlace& b, int row) {
  const ImVec2 left = line_slot(b, row, row);
  const ImVec2 right = line_slot(b, row, 0);
  const float h = b.cell * 0.5f;
  return Rect{ImVec2(left.x - h, left.y - h), ImVec2(right.x + h, right.y + h)};
}
Rect floor_rect(const AzulTableView::BoardPlace& b) {
  const ImVec2 first = floor_slot(b, 0);
  const ImVec2 last = floor_slot(b, classic::kFloorSpaces - 1);
  const float h = b.cell * 0.5f;
  return Rect{ImVec2(first.x - h, first.y - h - kPenaltyLabel * b.cell),
              ImVec2(last.x + h, last.y + h)};
}

// The colours in a factory, one per slot, in colour order.
int factory_tiles(const classic::TileCounts& counts, std::array<Colour, 4>& out) {
  int n = 0;
  for (Colour c : classic::kAllColours)
    for (int i = 0; i < counts.count(c) && n < 4; ++i) out[n++] = c;
  return n;
}

// Seats in drawing order: the home seat first, then the others clockwise after it.
std::array<int, classic::kMaxPlayersClassic> seat_order(int players, int home) {
  std::array<int, classic::kMaxPlayersClassic> order{};
  for (int i = 0; i < players; ++i) order[i] = (home + i) % players;
  return order;
}

// ---- layout ----
AzulTableView::Layout compute_layout(const State& s, ImVec2 origin, ImVec2 size, int home,
                                     float strip_px) {
  AzulTableView::Layout l;
  const int n = s.num_players();
  const int factories = s.num_factories();
  const float ring_w = ring_box_cells(factories);
  const float ring_h = ring_w + kCountsLine;
  const float gap = em(kGapEm);
  const float max_cell = em(kMaxCellEm);
  const auto order = seat_order(n, home);

  // Fit layouts: the ring beside ("side") or above ("stack") a grid of boards.
  float best = 0.0f;
  bool best_side = true;
  int best_cols = 1;
  for (int side = 0; side < 2; ++side) {
    for (int cols = 1; cols <= n; ++cols) {
      const int rows = (n + cols - 1) / cols;
      float cell = 0.0f;
      if (side == 1) {
        const float w = (size.x - gap * static_cast<float>(cols)) /
                        (ring_w + kBoardWidth * static_cast<float>(cols));
        const float h1 = (size.y - strip_px - gap * static_cast<float>(rows - 1)) /
                         (kBoardHeight * static_cast<float>(rows));
        const float h2 = size.y / ring_h;
        cell = std::min({w, h1, h2});
      } else {
        const float w1 = (size.x - gap * static_cast<float>(cols - 1)) /
                         (kBoardWidth * static_cast<float>(cols));
        const float w2 = size.x / ring_w;
        const float h = (size.y - strip_px - gap * static_cast<float>(rows)) /
                        (ring_h + kBoardHeight * static_cast<float>(rows));
        cell = std::min({w1, w2, h});
      }
      if (cell > best + 0.5f) {
        best = cell;
        best_side = side == 1;
        best_cols = cols;
      }
    }
  }
  l.strip_height = strip_px;

  if (best >= em(kMinFitCellEm)) {
    const float c = std::min(best, max_cell);
    l.cell = c;
    const int cols = best_cols;
    const int rows = (n + cols - 1) / cols;
    const float boards_w =
        kBoardWidth * c * static_cast<float>(cols) + gap * static_cast<float>(cols - 1);
    const float boards_h =
        kBoardHeight * c * static_cast<float>(rows) + gap * static_cast<float>(rows - 1) + strip_px;
    float total_w = 0.0f;
    float total_h = 0.0f;
    ImVec2 ring_min;
    ImVec2 boards_min;
    if (best_side) {
      total_w = ring_w * c + gap + boards_w;
      total_h = std::max(ring_h * c, boards_h);
      const float left = origin.x + std::max(0.0f, (size.x - total_w) * 0.5f);
      const float top = origin.y + std::max(0.0f, (size.y - total_h) * 0.5f);
      ring_min = ImVec2(left, top + (total_h - ring_h * c) * 0.5f);
      boards_min = ImVec2(left + ring_w * c + gap, top + (total_h - boards_h) * 0.5f);
    } else {
      total_w = std::max(ring_w * c, boards_w);
      total_h = ring_h * c + gap + boards_h;
      const float left = origin.x + std::max(0.0f, (size.x - total_w) * 0.5f);
      const float top = origin.y + std::max(0.0f, (size.y - total_h) * 0.5f);
      ring_min = ImVec2(left + (total_w - ring_w * c) * 0.5f, top);
      boards_min = ImVec2(left + (total_w - boards_w) * 0.5f, top + ring_h * c + gap);
    }
    l.ring_box = ring_w * c;
    l.ring_radius = ring_radius_cells(factories) * c;
    l.ring_center = ImVec2(ring_min.x + l.ring_box * 0.5f, ring_min.y + l.ring_box * 0.5f);
    l.counts_pos = ImVec2(ring_min.x, ring_min.y + l.ring_box);
    // Boards fill the grid from the top; the home board takes the last slot, nearest the
    // viewer, and the strip sits above the grid's last row.
    for (int i = 0; i < n; ++i) {
      const int slot = (i == 0) ? n - 1 : i - 1;
      const int row = slot / cols;
      const int col = slot % cols;
      const float y = boards_min.y + static_cast<float>(row) * (kBoardHeight * c + gap) +
                      (row == rows - 1 ? strip_px : 0.0f);
      l.boards[order[i]] = AzulTableView::BoardPlace{
          ImVec2(boards_min.x + static_cast<float>(col) * (kBoardWidth * c + gap), y), c};
    }
    const AzulTableView::BoardPlace& home_board = l.boards[home];
    l.strip_min = ImVec2(home_board.origin.x, home_board.origin.y - strip_px);
    l.strip_width = kBoardWidth * c;
    l.content_height = total_h;
    return l;
  }

  // Narrow: a scrolling column. Ring, strip, home board, then the others two by two.
  const float width = size.x;
  const float ring_cell = std::min(width / ring_w, max_cell);
  l.cell = ring_cell;
  l.ring_box = ring_w * ring_cell;
  l.ring_radius = ring_radius_cells(factories) * ring_cell;
  float y = origin.y;
  l.ring_center = ImVec2(origin.x + width * 0.5f, y + l.ring_box * 0.5f);
  l.counts_pos = ImVec2(origin.x + (width - l.ring_box) * 0.5f, y + l.ring_box);
  y += ring_h * ring_cell + gap * 0.5f;
  const float home_cell = std::min(width / kBoardWidth, max_cell);
  const float home_left = origin.x + (width - kBoardWidth * home_cell) * 0.5f;
  l.strip_min = ImVec2(home_left, y);
  l.strip_width = kBoardWidth * home_cell;
  y += strip_px;
  l.boards[home] = AzulTableView::BoardPlace{ImVec2(home_left, y), home_cell};
  y += kBoardHeight * home_cell + gap;
  const int others = n - 1;
  const int cols = (others >= 2 && (width - gap) / (2.0f * kBoardWidth) >= kMinMiniCellPx) ? 2 : 1;
  const float mini = cols == 2 ? (width - gap) / (2.0f * kBoardWidth)
                               : std::min(width / kBoardWidth, home_cell) * 0.75f;
  for (int i = 1; i < n; ++i) {
    const int slot = i - 1;
    const int row = slot / cols;
    const int col = slot % cols;
    const float row_w =
        kBoardWidth * mini * static_cast<float>(cols) + gap * static_cast<float>(cols - 1);
    const float left = origin.x + (width - row_w) * 0.5f;
    l.boards[order[i]] = AzulTableView::BoardPlace{
        ImVec2(left + static_cast<float>(col) * (kBoardWidth * mini + gap),
               y + static_cast<float>(row) * (kBoardHeight * mini + gap)),
        mini};
  }
  const int mini_rows = (others + cols - 1) / cols;
  y += static_cast<float>(mini_rows) * (kBoardHeight * mini + gap);
  l.content_height = y - origin.y;
  return l;
}

// ---- drawing helpers ----
void text_at(ImDrawList* draw, float size, ImVec2 pos, ImU32 colour, const char* text) {
  draw->AddText(ImGui::GetFont(), size, pos, colour, text);
}
void text_centered(ImDrawList* draw, float size, ImVec2 center, ImU32 colour, const char* text) {
  const ImVec2 extent = ImGui::GetFont()->CalcTextSizeA(size, FLT_MAX, 0.0f, text);
  draw->AddText(ImGui::GetFont(), size,
                ImVec2(center.x - extent.x * 0.5f, center.y - extent.y * 0.5f), colour, text);
}

float pulse() { return 0.5f + 0.5f * std::sin(static_cast<float>(ImGui::GetTime()) * 5.0f); }

void highlight(ImDrawList* draw, const Rect& r, bool hovered, float thickness) {
  const ImU32 edge = ImGui::ColorConvertFloat4ToU32(
      ImVec4(0.95f, 0.69f, 0.24f, hovered ? 1.0f : 0.55f + 0.45f * pulse()));
  if (hovered) draw->AddRectFilled(r.min, r.max, kTargetFill, thickness * 2.0f);
  draw->AddRect(r.min, r.max, edge, thickness * 2.0f, 0, thickness);
}

// Records `r` in the probe under `name` if enough of it is visible in the current clip rect,
// so that tests only click what is really on screen.
void record_target(WidgetProbe& probe, const std::string& name, const Rect& r) {
  const ImVec2 clip_min = ImGui::GetWindowDrawList()->GetClipRectMin();
  const ImVec2 clip_max = ImGui::GetWindowDrawList()->GetClipRectMax();
  const ImVec2 min(std::max(r.min.x, clip_min.x), std::max(r.min.y, clip_min.y));
  const ImVec2 max(std::min(r.max.x, clip_max.x), std::min(r.max.y, clip_max.y));
  if (max.x - min.x < kMinVisibleTargetPx || max.y - min.y < kMinVisibleTargetPx) return;
  probe.record_widget(name, min, max);
}

// A clickable area drawn by the caller; true when it was tapped or clicked this frame.
bool hit_area(const char* id, const Rect& r, bool* hovered) {
  ImGui::SetCursorScreenPos(r.min);
  const bool clicked = is_tap(ImGui::InvisibleButton(id, r.max - r.min));
  *hovered = ImGui::IsItemHovered();
  if (*hovered) ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);
  return clicked;
}

// Where a take's tiles would go, as ghosts on the board, and the floor penalty it would add.
void draw_preview(ImDrawList* draw, const AzulTableView::BoardPlace& b,
                  const classic::TakePreview& p, const TileStyle& style) {
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

std::string source_name(int source) {
  return source == classic::kCentreSource ? std::string("C") : "F" + std::to_string(source + 1);
}

}  // namespace

void AzulTableView::reset_selection() { selection_.reset(); }

void AzulTableView::scroll_to_next_tap(const std::string& table) const {
  const float visible_top = ImGui::GetWindowPos().y;
  const float visible_bottom = visible_top + ImGui::GetWindowHeight();
  const float margin = em(0.5f);
  auto reveal = [&](float top, float bottom) {
    if (bottom > visible_bottom)
      ImGui::SetScrollY(ImGui::GetScrollY() + bottom - visible_bottom + margin);
    else if (top < visible_top)
      ImGui::SetScrollY(ImGui::GetScrollY() - (visible_top - top) - margin);
  };
  if (table == "select-source") {  // the factories and the centre
    reveal(layout_.ring_center.y - layout_.ring_box * 0.5f,
           layout_.ring_center.y + layout_.ring_box * 0.5f);
  } else if (table == "place") {  // the destination buttons
    reveal(layout_.strip_min.y, layout_.strip_min.y + layout_.strip_height);
  }
}

void AzulTableView::start_animations(const State& before, const TableInput<State>& input) {
  flights_.clear();
  const State& after = input.state;
  const double now = ImGui::GetTime();
  // Wall spaces filled since the previous frame glow for a moment.
  bool any_fresh = false;
  for (int seat = 0; seat < after.num_players(); ++seat) {
    std::uint32_t mask = 0;
    for (int r = 0; r < classic::kWallSize; ++r)
      for (int c = 0; c < classic::kWallSize; ++c)
        if (after.board(seat).wall.filled(r, c) && !before.board(seat).wall.filled(r, c))
          mask |= 1u << (r * classic::kWallSize + c);
    fresh_wall_[seat] = mask;
    any_fresh = any_fresh || mask != 0;
  }
  if (any_fresh) fresh_wall_time_ = now;

  landing_seat_ = -1;
  if (input.animation_seconds <= 0.0f || !input.last_action || input.last_actor < 0) return;
  if (classic::kind_of(*input.last_action) != classic::ActionKind::Take) return;
  if (before.phase() != classic::Phase::Offer) return;
  const classic::Take take = classic::decode_take(*input.last_action);
  const int seat = input.last_actor;
  const BoardPlace& board = layout_.boards[seat];

  // Where the taken tiles come from.
  std::vector<ImVec2> from;
  std::vector<std::pair<ImVec2, Colour>> leftovers;
  if (take.source == classic::kCentreSource) {
    int items = before.marker_in_centre() ? 1 : 0;
    const int first_colour_item = items;
    for (Colour c : classic::kAllColours) items += before.centre().count(c) > 0 ? 1 : 0;
    int index = first_colour_item;
    for (Colour c : classic::kAllColours) {
      if (before.centre().count(c) == 0) continue;
      if (c == take.colour)
        for (int i = 0; i < before.centre().count(c); ++i)
          from.push_back(centre_item(layout_, index, items));
      ++index;
    }
  } else {
    std::array<Colour, 4> tiles{};
    const int count = factory_tiles(before.factory(take.source), tiles);
    const ImVec2 fc = factory_center(layout_, take.source, before.num_factories());
    for (int i = 0; i < count; ++i) {
      if (tiles[i] == take.colour)
        from.push_back(factory_slot(layout_, fc, i));
      else
        leftovers.emplace_back(factory_slot(layout_, fc, i), tiles[i]);
    }
  }
  // Where they land, as the engine says: the pattern line's new spaces, then the floor line
  // after the marker, then the lid.
  const classic::TakePreview landing = before.preview_take(*input.last_action);
  landing_seat_ = seat;
  landing_row_ = landing.line;
  landing_line_from_ = landing.line_first;
  landing_floor_from_ = landing.floor_first;
  const std::vector<int> floor_spaces = floor_tile_spaces(landing);
  float delay = 0.0f;
  for (std::size_t i = 0; i < from.size(); ++i) {
    const int k = static_cast<int>(i);
    ImVec2 to = layout_.counts_pos;  // into the lid
    if (k < landing.to_line)
      to = line_slot(board, landing.line, landing.line_first + k);
    else if (k - landing.to_line < static_cast<int>(floor_spaces.size()))
      to = floor_slot(board, floor_spaces[k - landing.to_line]);
    flights_.push_back(Flight{from[i], to, take.colour, false, delay});
    delay += kFlightStagger;
  }
  if (landing.marker_space >= 0)
    flights_.push_back(Flight{centre_item(layout_, 0, 1), floor_slot(board, landing.marker_space),
                              Colour::Blue, true, 0.0f});
  for (const auto& [pos, colour] : leftovers)
    flights_.push_back(Flight{pos, layout_.ring_center, colour, false, delay * 0.5f});
  animation_start_ = now;
  animation_length_ = input.animation_seconds + delay;
}

std::optional<Action> AzulTableView::draw(const TableInput<State>& input) {
  const State& s = input.state;
  const int n = s.num_players();
  const int home = std::clamp(input.bottom_seat, 0, n - 1);
  const TileStyle& style = input.tiles;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  std::optional<Action> chosen;

  const bool interactive = !input.legal.empty() && input.human_seat >= 0;
  const bool offer = interactive && s.phase() == classic::Phase::Offer;
  const bool tiling = interactive && s.phase() == classic::Phase::WallTiling;
  const float strip_px = std::max(kMinTouchPx, em(2.4f)) + em(0.4f);
  layout_ = compute_layout(s, input.origin, input.size, home, strip_px);
  const Layout& l = layout_;

  if (!previous_ || !(*previous_ == s)) {
    if (previous_) start_animations(*previous_, input);
    previous_ = s;
  }
  const float elapsed = static_cast<float>(ImGui::GetTime() - animation_start_);
  const bool animating = !flights_.empty() && elapsed < animation_length_;
  if (!animating) {
    flights_.clear();
    landing_seat_ = -1;
  }

  // Legal takes by (source, colour) and destinations of the selection.
  auto take_legal = [&](int source, Colour c, int dest) {
    return std::find(input.legal.begin(), input.legal.end(), classic::take_id(source, c, dest)) !=
           input.legal.end();
  };
  auto source_offered = [&](int source, Colour c) {
    if (!offer) return false;
    for (int d = 0; d < classic::kNumDestinations; ++d)
      if (take_legal(source, c, d)) return true;
    return false;
  };
  if (selection_ && !source_offered(selection_->source, selection_->colour)) selection_.reset();

  const float font_body = em(1.0f);
  std::optional<Selection> clicked_source;
  std::optional<int> clicked_destination;

  // ---- the ring: table felt, factories, centre ----
  draw->AddCircleFilled(l.ring_center, l.ring_box * 0.5f, kTableFelt, 64);
  const float tile = l.cell * kTileShare;
  const float thick = std::max(2.0f, l.cell * 0.08f);
  auto draw_source_tile = [&](int source, ImVec2 pos, Colour c, Rect hit, int index) {
    const bool selected = selection_ && selection_->source == source && selection_->colour == c;
    if (selected) {
      draw->AddRectFilled(square(pos, tile * 1.18f).min, square(pos, tile * 1.18f).max, kTarget,
                          tile * 0.2f);
    }
    classic_tiles::draw_tile(draw, pos, tile, c, style);
    if (!source_offered(source, c)) return;
    char id[32];
    std::snprintf(id, sizeof id, "##src%d_%d", source, index);
    bool hovered = false;
    if (hit_area(id, hit, &hovered)) clicked_source = Selection{source, c};
    if (hovered && !selected) highlight(draw, square(pos, tile * 1.12f), true, thick * 0.7f);
    const std::string name = "target:take:" + source_name(source) + ":" + colour_char(c);
    record_target(input.probe, name, hit);
  };

  const int factories = s.num_factories();
  for (int f = 0; f < factories; ++f) {
    const ImVec2 fc = factory_center(l, f, factories);
    draw->AddCircleFilled(fc, kFactoryRadius * l.cell, kFactoryFill, 40);
    draw->AddCircle(fc, kFactoryRadius * l.cell, kFactoryEdge, 40, thick);
    draw->AddCircle(fc, kFactoryRadius * l.cell * 0.86f, palette::rgb(0x2C, 0x5E, 0x9E, 0x50), 40,
                    thick * 0.5f);
    std::array<Colour, 4> tiles{};
    const int count = factory_tiles(s.factory(f), tiles);
    const float half_hit = kFactoryRadius * l.cell;
    for (int i = 0; i < count; ++i) {
      const ImVec2 pos = factory_slot(l, fc, i);
      // The hit area of a tile is its quarter of the factory square: large enough for a finger.
      const ImVec2 quarter_min(i % 2 == 0 ? fc.x - half_hit : fc.x, i < 2 ? fc.y - half_hit : fc.y);
      draw_source_tile(f, pos, tiles[i],
                       Rect{quarter_min, quarter_min + ImVec2(half_hit, half_hit)}, i);
    }
    // Its number, as the move log and the hint name it: in the middle of an empty factory,
    // else on a badge on its rim, on the side away from the centre.
    char label[12];
    std::snprintf(label, sizeof label, "%d", f + 1);
    if (count == 0) {
      text_centered(draw, l.cell * 0.6f, fc, palette::rgb(0x2C, 0x5E, 0x9E, 0x90), label);
    } else {
      const ImVec2 out = fc - l.ring_center;
      const float length = std::max(1.0f, std::sqrt(out.x * out.x + out.y * out.y));
      const ImVec2 badge = fc + out * (kFactoryRadius * l.cell * 0.93f / length);
      draw->AddCircleFilled(badge, l.cell * 0.34f, kFactoryEdge, 20);
      text_centered(draw, l.cell * 0.42f, badge, palette::rgb(0xFF, 0xFF, 0xFF), label);
    }
    input.probe.record_value("factory-number:" + std::to_string(f + 1), label);
  }
  {
    int items = s.marker_in_centre() ? 1 : 0;
    for (Colour c : classic::kAllColours) items += s.centre().count(c) > 0 ? 1 : 0;
    int index = 0;
    if (s.marker_in_centre())
      classic_tiles::draw_marker(draw, centre_item(l, index++, items), tile);
    for (Colour c : classic::kAllColours) {
      const int count = s.centre().count(c);
      if (count == 0) continue;
      const ImVec2 pos = centre_item(l, index++, items);
      draw_source_tile(classic::kCentreSource, pos, c, square(pos, kCentrePitch * l.cell), index);
      if (count > 1) {
        const ImVec2 badge(pos.x + tile * 0.42f, pos.y + tile * 0.42f);
        draw->AddCircleFilled(badge, tile * 0.3f, palette::rgb(0x10, 0x10, 0x18), 16);
        char label[12];
        std::snprintf(label, sizeof label, "%d", count);
        text_centered(draw, tile * 0.4f, badge, palette::kText, label);
      }
    }
  }
  {
    char counts[96];
    std::snprintf(counts, sizeof counts, "Bag %d  \xC2\xB7  Lid %d  \xC2\xB7  Round %d",
                  s.bag().total(), s.lid().total(), s.round());
    const ImVec2 extent = ImGui::GetFont()->CalcTextSizeA(font_body * 0.85f, FLT_MAX, 0.0f, counts);
    text_at(draw, font_body * 0.85f,
            ImVec2(l.counts_pos.x + (l.ring_box - extent.x) * 0.5f, l.counts_pos.y + em(0.15f)),
            palette::kTextMuted, counts);
  }

  // ---- the boards ----
  const int tiling_seat = s.phase() == classic::Phase::WallTiling ? s.current_player() : -1;
  const float glow =
      std::max(0.0f, 1.0f - static_cast<float>(ImGui::GetTime() - fresh_wall_time_) / kGlowSeconds);
  for (int seat = 0; seat < n; ++seat) {
    const BoardPlace& b = l.boards[seat];
    const float c = b.cell;
    const float t = c * kTileShare;
    const classic::PlayerBoard& board = s.board(seat);
    const ImVec2 max(b.origin.x + kBoardWidth * c, b.origin.y + kBoardHeight * c);
    const bool to_move = s.current_player() == seat;
    draw->AddRectFilled(b.origin, max, kBoardFill, c * 0.25f);
    draw->AddRect(b.origin, max, to_move ? palette::kAccent : kBoardEdge, c * 0.25f, 0,
                  to_move ? std::max(3.0f, c * 0.12f) : std::max(1.0f, c * 0.05f));
    // Header: seat and score.
    char header[64];
    std::snprintf(header, sizeof header, "%sPlayer %d", to_move ? "\xE2\x96\xB6 " : "", seat + 1);
    const float header_font = std::min(c * 0.7f, em(1.2f));
    text_at(
        draw, header_font,
        ImVec2(b.origin.x + kBoardPad * c, b.origin.y + (kBoardHeader * c - header_font) * 0.5f),
        kBoardInk, header);
    char score[32];
    std::snprintf(score, sizeof score, "%d", board.score());
    const ImVec2 score_extent =
        ImGui::GetFont()->CalcTextSizeA(header_font * 1.15f, FLT_MAX, 0.0f, score);
    const ImVec2 score_pos(max.x - kBoardPad * c - score_extent.x,
                           b.origin.y + (kBoardHeader * c - score_extent.y) * 0.5f);
    draw->AddRectFilled(
        ImVec2(score_pos.x - c * 0.2f, score_pos.y - c * 0.05f),
        ImVec2(max.x - kBoardPad * c * 0.5f, score_pos.y + score_extent.y + c * 0.05f),
        palette::rgb(0x4A, 0x36, 0x20), c * 0.15f);
    text_at(draw, header_font * 1.15f, score_pos, palette::kText, score);
    if (s.marker_holder() == seat ||
        (s.marker_in_centre() && s.phase() == classic::Phase::Deal && s.start_player() == seat)) {
      const float marker_x = score_pos.x - c * 0.9f;
      if (s.marker_holder() != seat)  // the next round's start player
        classic_tiles::draw_marker(draw, ImVec2(marker_x, b.origin.y + kBoardHeader * c * 0.5f),
                                   t * 0.7f, 0.6f);
    }

    // Pattern lines.
    for (int row = 0; row < classic::kPatternLines; ++row) {
      const classic::PatternLine& line = board.lines[row];
      for (int k = 0; k <= row; ++k) {
        const ImVec2 pos = line_slot(b, row, k);
        const Rect r = square(pos, t);
        draw->AddRectFilled(r.min, r.max, kSlotFill, t * 0.12f);
        if (k < line.count) {
          float alpha = 1.0f;
          if (seat == landing_seat_ && row == landing_row_ && k >= landing_line_from_) alpha = 0.0f;
          classic_tiles::draw_tile(draw, pos, t, line.colour, style, alpha);
        }
      }
      if (seat == tiling_seat && row == s.tiling_row()) {
        highlight(draw, line_rect(b, row), false, std::max(2.0f, c * 0.08f));
      }
    }
    // The wall.
    const bool grey = s.wall_side() == classic::WallSide::Grey;
    for (int row = 0; row < classic::kWallSize; ++row) {
      for (int col = 0; col < classic::kWallSize; ++col) {
        const ImVec2 pos = wall_cell(b, row, col);
        const auto placed = board.wall.colour_at(row, col);
        if (placed) {
          classic_tiles::draw_tile(draw, pos, t, *placed, style);
          if (glow > 0.0f && (fresh_wall_[seat] >> (row * classic::kWallSize + col)) & 1u) {
            draw->AddRect(square(pos, t * 1.15f).min, square(pos, t * 1.15f).max,
                          ImGui::ColorConvertFloat4ToU32(ImVec4(1.0f, 0.85f, 0.3f, glow)), t * 0.2f,
                          0, std::max(2.0f, c * 0.1f));
          }
        } else if (grey) {
          const Rect r = square(pos, t);
          draw->AddRectFilled(r.min, r.max, kGreySpace, t * 0.12f);
        } else {
          classic_tiles::draw_printed_space(draw, pos, t, classic::coloured_wall_colour(row, col),
                                            style);
        }
      }
    }
    // The floor line with its penalties.
    for (int i = 0; i < classic::kFloorSpaces; ++i) {
      const ImVec2 pos = floor_slot(b, i);
      const Rect r = square(pos, t);
      draw->AddRectFilled(r.min, r.max, kSlotFill, t * 0.12f);
      char penalty[12];
      std::snprintf(penalty, sizeof penalty, "%d", classic::kFloorPenalties[i]);
      text_centered(draw, std::max(8.0f, c * 0.42f),
                    ImVec2(pos.x, pos.y - c * 0.5f - kPenaltyLabel * c * 0.5f), kFloorInk, penalty);
      if (i < board.floor.size()) {
        const float alpha = (seat == landing_seat_ && i >= landing_floor_from_) ? 0.0f : 1.0f;
        const classic::FloorSpace& space = board.floor[i];
        if (space.is_marker)
          classic_tiles::draw_marker(draw, pos, t, alpha);
        else
          classic_tiles::draw_tile(draw, pos, t, space.colour, style, alpha);
      }
    }
    input.probe.record_value("floor:" + std::to_string(seat + 1),
                             std::to_string(board.floor.tile_count()));
    input.probe.record_value("floor-penalty:" + std::to_string(seat + 1),
                             std::to_string(board.floor.penalty()));
    {
      const ImVec2 label_pos = floor_slot(b, classic::kFloorSpaces - 1);
      text_at(draw, std::max(8.0f, c * 0.38f),
              ImVec2(label_pos.x + c * 0.7f, label_pos.y - c * 0.25f), kBoardInk, "floor");
    }
  }

  // ---- targets on the human's board ----
  const int me = input.human_seat;
  std::optional<int> previewed;  // the destination under the pointer: its preview is drawn
  auto preview_of = [&](int d) {
    return s.preview_take(classic::take_id(selection_->source, selection_->colour, d));
  };
  if (offer && selection_ && me >= 0) {
    const BoardPlace& b = l.boards[me];
    for (int d = 0; d < classic::kNumDestinations; ++d) {
      if (!take_legal(selection_->source, selection_->colour, d)) continue;
      const bool is_floor = d == classic::kFloorDestination;
      Rect r = is_floor ? floor_rect(b) : line_rect(b, d);
      const float pad = b.cell * 0.08f;
      r.min = r.min - ImVec2(pad, pad);
      r.max = r.max + ImVec2(pad, pad);
      char id[24];
      std::snprintf(id, sizeof id, "##dest%d", d);
      bool hovered = false;
      if (hit_area(id, r, &hovered)) clicked_destination = d;
      highlight(draw, r, hovered, std::max(2.0f, b.cell * 0.08f));
      if (hovered) previewed = d;
      record_target(input.probe,
                    is_floor ? std::string("target:floor") : "target:line:" + std::to_string(d + 1),
                    r);
    }
  }
  if (tiling && me >= 0) {
    const BoardPlace& b = l.boards[me];
    for (Action a : input.legal) {
      if (classic::kind_of(a) != classic::ActionKind::Place) continue;
      const classic::Place place = classic::decode_place(a);
      const ImVec2 pos = wall_cell(b, place.row, place.column);
      const Rect r = square(pos, b.cell * 0.98f);
      char id[24];
      std::snprintf(id, sizeof id, "##wall%d_%d", place.row, place.column);
      bool hovered = false;
      if (hit_area(id, r, &hovered)) chosen = a;
      const classic::PatternLine& line = s.board(me).lines[place.row];
      if (hovered)
        classic_tiles::draw_tile(draw, pos, b.cell * kTileShare, line.colour, style, 0.6f);
      highlight(draw, r, hovered, std::max(2.0f, b.cell * 0.08f));
      record_target(
          input.probe,
          "target:wall:" + std::to_string(place.row + 1) + ":" + std::to_string(place.column + 1),
          r);
    }
  }

  // ---- the strip above the home board: instructions and destination buttons ----
  {
    const float button_h = std::max(kMinTouchPx, em(2.4f));
    const ImVec2 strip_min = l.strip_min;
    const float y = strip_min.y + (l.strip_height - button_h) * 0.5f;
    const char* message = nullptr;
    char buffer[96];
    if (offer && selection_) {
      // Destination buttons: lines 1..5, floor, cancel.
      const float gap = em(0.25f);
      const int buttons = classic::kNumDestinations + 1;
      const float width = std::max(kMinTouchPx, (l.strip_width - gap * (buttons - 1)) / buttons);
      for (int d = 0; d < buttons; ++d) {
        const bool cancel = d == classic::kNumDestinations;
        const bool legal = cancel || take_legal(selection_->source, selection_->colour, d);
        const Rect r{
            ImVec2(strip_min.x + static_cast<float>(d) * (width + gap), y),
            ImVec2(strip_min.x + static_cast<float>(d) * (width + gap) + width, y + button_h)};
        char id[24];
        std::snprintf(id, sizeof id, "##strip%d", d);
        bool hovered = false;
        bool clicked = false;
        if (legal) clicked = hit_area(id, r, &hovered);
        if (!legal && ImGui::IsMouseHoveringRect(r.min, r.max))  // why not, in its words
          ImGui::SetTooltip(
              "%s", s.why_illegal(classic::take_id(selection_->source, selection_->colour, d))
                        .message()
                        .c_str());
        const std::string note = legal && !cancel ? take_button_note(preview_of(d)) : "";
        if (hovered && !cancel) previewed = d;
        const ImU32 fill = !legal    ? palette::rgb(0x18, 0x34, 0x57, 0x60)
                           : hovered ? palette::kSurfaceActive
                                     : palette::kSurfaceHovered;
        draw->AddRectFilled(r.min, r.max, fill, em(0.3f));
        draw->AddRect(r.min, r.max, legal && !cancel ? palette::kAccent : palette::kOutline,
                      em(0.3f), 0, em(0.08f));
        const char* label =
            cancel ? "\xE2\x9C\x95" : (d == classic::kFloorDestination ? "Floor" : nullptr);
        char digits[12];
        if (!label) {
          std::snprintf(digits, sizeof digits, "%d", d + 1);
          label = digits;
        }
        const float label_size = std::min(em(1.0f), width * 0.36f);
        const ImVec2 middle((r.min.x + r.max.x) * 0.5f, (r.min.y + r.max.y) * 0.5f);
        const float lift = note.empty() ? 0.0f : button_h * 0.17f;
        text_centered(draw, label_size, ImVec2(middle.x, middle.y - lift),
                      legal ? palette::kText : palette::kTextMuted, label);
        if (!note.empty())
          text_centered(draw, std::min(em(0.75f), width * 0.3f),
                        ImVec2(middle.x, middle.y + button_h * 0.24f),
                        note == "fills" ? palette::kTextMuted : kPenaltyInk, note.c_str());
        if (!legal) continue;
        if (cancel) {
          if (clicked) selection_.reset();
          record_target(input.probe, "target:cancel", r);
        } else {
          if (clicked) clicked_destination = d;
          record_target(input.probe,
                        d == classic::kFloorDestination ? std::string("target:dest:floor")
                                                        : "target:dest:" + std::to_string(d + 1),
                        r);
        }
      }
    } else if (offer) {
      message = "Pick tiles: tap a colour on a factory or in the centre.";
    } else if (tiling) {
      std::snprintf(buffer, sizeof buffer, "Choose the wall space for the tile of line %d.",
                    s.tiling_row() + 1);
      message = buffer;
    } else if (s.is_terminal()) {
      message = "The game is over.";
    } else if (s.current_player() >= 0) {
      std::snprintf(buffer, sizeof buffer, "Player %d is playing\xE2\x80\xA6",
                    s.current_player() + 1);
      message = buffer;
    }
    if (message) {
      const float size = std::min(em(0.95f), l.strip_width / 30.0f * 1.9f);
      ImVec2 extent = ImGui::GetFont()->CalcTextSizeA(size, FLT_MAX, l.strip_width, message);
      draw->AddText(ImGui::GetFont(), size,
                    ImVec2(strip_min.x + std::max(0.0f, (l.strip_width - extent.x) * 0.5f),
                           strip_min.y + (l.strip_height - extent.y) * 0.5f),
                    palette::kTextMuted, message, nullptr, l.strip_width);
    }
  }

  // ---- the preview of the destination under the pointer, and every one for the probe ----
  if (offer && selection_ && me >= 0) {
    for (int d = 0; d < classic::kNumDestinations; ++d)
      if (take_legal(selection_->source, selection_->colour, d))
        input.probe.record_value(d == classic::kFloorDestination
                                     ? std::string("preview:floor")
                                     : "preview:" + std::to_string(d + 1),
                                 take_consequence(preview_of(d)));
    if (previewed) {
      const classic::TakePreview preview = preview_of(*previewed);
      draw_preview(draw, l.boards[me], preview, style);
      ImGui::SetTooltip("%s", take_consequence(preview).c_str());
    }
  }

  // ---- flying tiles ----
  if (animating) {
    for (const Flight& f : flights_) {
      float t =
          std::clamp((elapsed - f.delay) / std::max(0.01f, input.animation_seconds), 0.0f, 1.0f);
      t = t * t * (3.0f - 2.0f * t);  // ease in and out
      const ImVec2 pos = f.from + (f.to - f.from) * t;
      const float lift = 1.0f + 0.15f * std::sin(t * 3.1416f);
      if (f.marker)
        classic_tiles::draw_marker(draw, pos, tile * lift);
      else
        classic_tiles::draw_tile(draw, pos, tile * lift, f.colour, style);
    }
  }

  // Reserve the content's height so the surrounding window can scroll to all of it.
  ImGui::SetCursorScreenPos(input.origin);
  ImGui::Dummy(ImVec2(input.size.x, std::max(l.content_height, 1.0f)));

  // ---- turn clicks into a move ----
  if (clicked_source) {
    if (selection_ && selection_->source == clicked_source->source &&
        selection_->colour == clicked_source->colour) {
      selection_.reset();
    } else {
      selection_ = clicked_source;
    }
  } else if (clicked_destination && selection_) {
    const Action a = classic::take_id(selection_->source, selection_->colour, *clicked_destination);
    if (take_legal(selection_->source, selection_->colour, *clicked_destination)) chosen = a;
  }
  if (chosen) selection_.reset();

  const char* table = "wait";
  if (offer)
    table = selection_ ? "place" : "select-source";
  else if (tiling)
    table = "wall-column";
  input.probe.record_value("table", table);
  if (last_table_ != table) {
    scroll_to_next_tap(table);
    last_table_ = table;
  }
  return chosen;
}

}  // namespace azul::ui
