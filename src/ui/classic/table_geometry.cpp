#include "ui/classic/table_geometry.h"

#include <algorithm>
#include <cmath>

#include "ui/layout.h"

namespace azul::ui::aview {
namespace {

using classic::Colour;
using classic::State;

constexpr float kFactorySlot = 0.48f;     // offset of a factory tile from the factory's centre
constexpr float kFactorySpacing = 2.95f;  // arc length each factory needs on the ring
constexpr float kMinRingRadius = 3.3f;
constexpr float kRingMargin = 0.2f;
constexpr float kCountsLine = 1.0f;  // below the ring: bag and lid counts
constexpr int kCentreColumns = 3;
constexpr float kMinFitCellEm = 1.35f;  // below this the table scrolls instead of shrinking
constexpr float kMaxCellEm = 2.6f;
constexpr float kGapEm = 0.6f;
constexpr float kMinMiniCellPx = 12.0f;

float ring_radius_cells(int factories) {
  return std::max(kMinRingRadius, static_cast<float>(factories) * kFactorySpacing / 6.2832f);
}
float ring_box_cells(int factories) {
  return 2.0f * (ring_radius_cells(factories) + kFactoryRadius + kRingMargin);
}

}  // namespace

// ---- positions ----
ImVec2 factory_center(const TableLayout& l, int factory, int count) {
  const float angle = -1.5708f + 6.2832f * static_cast<float>(factory) / static_cast<float>(count);
  return ImVec2(l.ring_center.x + l.ring_radius * std::cos(angle),
                l.ring_center.y + l.ring_radius * std::sin(angle));
}
ImVec2 factory_slot(const TableLayout& l, ImVec2 center, int slot) {
  const float dx = (slot % 2 == 0 ? -kFactorySlot : kFactorySlot) * l.cell;
  const float dy = (slot < 2 ? -kFactorySlot : kFactorySlot) * l.cell;
  return ImVec2(center.x + dx, center.y + dy);
}
ImVec2 centre_item(const TableLayout& l, int i, int n) {
  const int rows = (n + kCentreColumns - 1) / kCentreColumns;
  const int row = i / kCentreColumns;
  const int in_row = std::min(kCentreColumns, n - row * kCentreColumns);
  const int col = i % kCentreColumns;
  const float pitch = kCentrePitch * l.cell;
  return ImVec2(l.ring_center.x + (static_cast<float>(col) - (in_row - 1) * 0.5f) * pitch,
                l.ring_center.y + (static_cast<float>(row) - (rows - 1) * 0.5f) * pitch);
}
ImVec2 line_slot(const BoardPlace& b, int row, int k) {
  const float c = b.cell;
  return ImVec2(b.origin.x + (kBoardPad + static_cast<float>(4 - k) + 0.5f) * c,
                b.origin.y + (kBoardHeader + static_cast<float>(row) + 0.5f) * c);
}
ImVec2 wall_cell(const BoardPlace& b, int row, int col) {
  const float c = b.cell;
  return ImVec2(
      b.origin.x + (kBoardPad + 5.0f + kLinesToWallGap + static_cast<float>(col) + 0.5f) * c,
      b.origin.y + (kBoardHeader + static_cast<float>(row) + 0.5f) * c);
}
ImVec2 floor_slot(const BoardPlace& b, int i) {
  const float c = b.cell;
  return ImVec2(b.origin.x + (kBoardPad + kFloorPitch * (static_cast<float>(i) + 0.5f)) * c,
                b.origin.y + (kBoardHeader + 5.0f + kWallToFloorGap + kPenaltyLabel + 0.5f) * c);
}
Rect line_rect(const BoardPlace& b, int row) {
  const ImVec2 left = line_slot(b, row, row);
  const ImVec2 right = line_slot(b, row, 0);
  const float h = b.cell * 0.5f;
  return Rect{ImVec2(left.x - h, left.y - h), ImVec2(right.x + h, right.y + h)};
}
Rect floor_rect(const BoardPlace& b) {
  const ImVec2 first = floor_slot(b, 0);
  const ImVec2 last = floor_slot(b, classic::kFloorSpaces - 1);
  const float h = b.cell * 0.5f;
  return Rect{ImVec2(first.x - h, first.y - h - kPenaltyLabel * b.cell),
              ImVec2(last.x + h, last.y + h)};
}

int factory_tiles(const classic::TileCounts& counts, std::array<Colour, 4>& out) {
  int n = 0;
  for (Colour c : classic::kAllColours)
    for (int i = 0; i < counts.count(c) && n < 4; ++i) out[n++] = c;
  return n;
}

std::array<int, classic::kMaxPlayersClassic> seat_order(int players, int home) {
  std::array<int, classic::kMaxPlayersClassic> order{};
  for (int i = 0; i < players; ++i) order[i] = (home + i) % players;
  return order;
}
// ---- layout ----
namespace {

// The best of the fitted layouts: the ring beside ("side") or above a grid of `cols` columns
// of boards, with the largest cell.
struct Fit {
  float cell = 0.0f;
  bool side = true;
  int cols = 1;
};

Fit best_fit(int n, float ring_w, float ring_h, ImVec2 size, float strip_px) {
  const float gap = em(kGapEm);
  Fit fit;
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
      if (cell > fit.cell + 0.5f) fit = Fit{cell, side == 1, cols};
    }
  }
  return fit;
}

// What both kinds of layout start from.
struct Table {
  int n = 2;                                             // players
  int factories = 5;                                     // on the ring
  float ring_w = 0.0f;                                   // the ring's box, in cells
  float ring_h = 0.0f;                                   // the same with the counts line below it
  float gap = 0.0f;                                      // between boards, in pixels
  std::array<int, classic::kMaxPlayersClassic> order{};  // seats, the home seat first
};

TableLayout fitted_layout(const Table& t, ImVec2 origin, ImVec2 size, int home, float strip_px,
                          const Fit& fit) {
  TableLayout l;
  l.strip_height = strip_px;
  const auto [n, factories, ring_w, ring_h, gap, order] = t;
  const float c = std::min(fit.cell, em(kMaxCellEm));
  l.cell = c;
  const int cols = fit.cols;
  const int rows = (n + cols - 1) / cols;
  const float boards_w =
      kBoardWidth * c * static_cast<float>(cols) + gap * static_cast<float>(cols - 1);
  const float boards_h =
      kBoardHeight * c * static_cast<float>(rows) + gap * static_cast<float>(rows - 1) + strip_px;
  float total_w = 0.0f;
  float total_h = 0.0f;
  ImVec2 ring_min;
  ImVec2 boards_min;
  if (fit.side) {
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
    l.boards[order[i]] =
        BoardPlace{ImVec2(boards_min.x + static_cast<float>(col) * (kBoardWidth * c + gap), y), c};
  }
  const BoardPlace& home_board = l.boards[home];
  l.strip_min = ImVec2(home_board.origin.x, home_board.origin.y - strip_px);
  l.strip_width = kBoardWidth * c;
  l.content_height = total_h;
  return l;
}

TableLayout column_layout(const Table& t, ImVec2 origin, ImVec2 size, int home, float strip_px) {
  TableLayout l;
  l.strip_height = strip_px;
  const auto [n, factories, ring_w, ring_h, gap, order] = t;
  const float max_cell = em(kMaxCellEm);
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
  l.boards[home] = BoardPlace{ImVec2(home_left, y), home_cell};
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
    l.boards[order[i]] =
        BoardPlace{ImVec2(left + static_cast<float>(col) * (kBoardWidth * mini + gap),
                          y + static_cast<float>(row) * (kBoardHeight * mini + gap)),
                   mini};
  }
  const int mini_rows = (others + cols - 1) / cols;
  y += static_cast<float>(mini_rows) * (kBoardHeight * mini + gap);
  l.content_height = y - origin.y;
  return l;
}

}  // namespace

TableLayout compute_layout(const State& s, ImVec2 origin, ImVec2 size, int home, float strip_px) {
  Table t{s.num_players(), s.num_factories()};
  t.ring_w = ring_box_cells(t.factories);
  t.ring_h = t.ring_w + kCountsLine;
  t.gap = em(kGapEm);
  t.order = seat_order(t.n, home);
  const Fit fit = best_fit(t.n, t.ring_w, t.ring_h, size, strip_px);
  return fit.cell >= em(kMinFitCellEm) ? fitted_layout(t, origin, size, home, strip_px, fit)
                                       : column_layout(t, origin, size, home, strip_px);
}

std::vector<int> floor_tile_spaces(const classic::TakePreview& p) {
  std::vector<int> spaces;
  for (int i = p.floor_first; static_cast<int>(spaces.size()) < p.to_floor; ++i)
    if (i != p.marker_space) spaces.push_back(i);
  return spaces;
}

}  // namespace azul::ui::aview
