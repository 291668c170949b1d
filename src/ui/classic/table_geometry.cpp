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
constexpr int kRingCentreColumns = 3;
constexpr float kMinFitCellEm = 1.35f;  // below this the compact layout is tried
constexpr float kMaxCellEm = 2.6f;
constexpr float kGapEm = 0.6f;
constexpr float kMinMiniCellPx = 12.0f;
constexpr float kCompactHeaderEm = 1.15f;  // a compact board's header: one line of small text
// The compact layout (phones): factories in rows, each taking this many cells, then a row for
// the centre (the marker and five colours side by side) and the bag/lid line.
constexpr float kFactoryPitch = 2.95f;
constexpr float kCentreRowCells = 1.45f;
constexpr float kCompactGapEm = 0.4f;
constexpr float kMinCompactCellEm = 1.05f;  // below this the column scrolls instead
constexpr float kMinOtherCellPx = 8.0f;     // the other players' boards: tiles still tell apart
constexpr float kMaxOtherCellEm = 0.8f;     // they stay smaller than the home board
constexpr float kOtherBoardsWeight = 0.5f;
constexpr float kLandscapeAspect = 1.2f;  // wider than this: the landscape phone layout   // how
                                          // much their size counts against the home board

float ring_radius_cells(int factories) {
  return std::max(kMinRingRadius, static_cast<float>(factories) * kFactorySpacing / 6.2832f);
}
float ring_box_cells(int factories) {
  return 2.0f * (ring_radius_cells(factories) + kFactoryRadius + kRingMargin);
}

}  // namespace

// ---- positions ----
BoardPlace full_board(ImVec2 origin, float cell) {
  return BoardPlace{origin, cell, kBoardHeader * cell};
}
BoardPlace compact_board(ImVec2 origin, float cell) {
  return BoardPlace{origin, cell, std::max(kBoardHeader * cell, em(kCompactHeaderEm))};
}

ImVec2 factory_center(const TableLayout& l, int factory) { return l.factories[factory]; }
ImVec2 factory_badge(const TableLayout& l, int factory) {
  const ImVec2 fc = l.factories[factory];
  ImVec2 out(-0.7071f, -0.7071f);  // factories in rows: the top-left of the rim
  if (l.ring) {
    const ImVec2 d = fc - l.centre;
    const float length = std::max(1.0f, std::sqrt(d.x * d.x + d.y * d.y));
    out = d * (1.0f / length);
  }
  return fc + out * (kFactoryRadius * l.cell * 0.93f);
}
ImVec2 factory_slot(const TableLayout& l, ImVec2 center, int slot) {
  const float dx = (slot % 2 == 0 ? -kFactorySlot : kFactorySlot) * l.cell;
  const float dy = (slot < 2 ? -kFactorySlot : kFactorySlot) * l.cell;
  return ImVec2(center.x + dx, center.y + dy);
}
ImVec2 centre_item(const TableLayout& l, int i, int n) {
  const int columns = l.centre_columns;
  const int rows = (n + columns - 1) / columns;
  const int row = i / columns;
  const int in_row = std::min(columns, n - row * columns);
  const int col = i % columns;
  const float pitch = kCentrePitch * l.cell;
  return ImVec2(l.centre.x + (static_cast<float>(col) - (in_row - 1) * 0.5f) * pitch,
                l.centre.y + (static_cast<float>(row) - (rows - 1) * 0.5f) * pitch);
}
ImVec2 line_slot(const BoardPlace& b, int row, int k) {
  const float c = b.cell;
  return ImVec2(b.origin.x + (kBoardPad + static_cast<float>(4 - k) + 0.5f) * c,
                b.origin.y + b.header + (static_cast<float>(row) + 0.5f) * c);
}
ImVec2 wall_cell(const BoardPlace& b, int row, int col) {
  const float c = b.cell;
  return ImVec2(
      b.origin.x + (kBoardPad + 5.0f + kLinesToWallGap + static_cast<float>(col) + 0.5f) * c,
      b.origin.y + b.header + (static_cast<float>(row) + 0.5f) * c);
}
ImVec2 floor_slot(const BoardPlace& b, int i) {
  const float c = b.cell;
  return ImVec2(b.origin.x + (kBoardPad + kFloorPitch * (static_cast<float>(i) + 0.5f)) * c,
                b.origin.y + b.header + (5.0f + kWallToFloorGap + kPenaltyLabel + 0.5f) * c);
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

// The factories on a ring round the centre, the ring's square at `min` with `c` px a cell.
void place_ring(TableLayout& l, ImVec2 min, float c, int factories) {
  const float box = ring_box_cells(factories) * c;
  const float radius = ring_radius_cells(factories) * c;
  l.ring = true;
  l.cell = c;
  l.centre = ImVec2(min.x + box * 0.5f, min.y + box * 0.5f);
  l.centre_columns = kRingCentreColumns;
  for (int i = 0; i < factories; ++i) {
    const float angle = -1.5708f + 6.2832f * static_cast<float>(i) / static_cast<float>(factories);
    l.factories[i] =
        ImVec2(l.centre.x + radius * std::cos(angle), l.centre.y + radius * std::sin(angle));
  }
  l.market = Rect{min, min + ImVec2(box, box)};
  l.counts_pos = ImVec2(min.x, min.y + box);
  l.counts_width = box;
}

// Factories in rows of `per_row`, the centre's row and the bag/lid line under them, in cells.
int factory_rows(int factories, int per_row) { return (factories + per_row - 1) / per_row; }
float rows_width_cells(int per_row) { return static_cast<float>(per_row) * kFactoryPitch; }
float rows_height_cells(int factories, int per_row) {
  return static_cast<float>(factory_rows(factories, per_row)) * kFactoryPitch + kCentreRowCells +
         kCountsLine;
}

// The factories in rows of `per_row`, centred in `width` from `top_left`.
void place_rows(TableLayout& l, ImVec2 top_left, float width, float c, int factories, int per_row) {
  const float pitch = kFactoryPitch * c;
  const int rows = factory_rows(factories, per_row);
  const float market_w = rows_width_cells(per_row) * c;
  const float market_left = top_left.x + (width - market_w) * 0.5f;
  l.ring = false;
  l.cell = c;
  for (int i = 0; i < factories; ++i) {
    const int row = i / per_row;
    const int in_row = std::min(per_row, factories - row * per_row);
    const float left = top_left.x + (width - static_cast<float>(in_row) * pitch) * 0.5f;
    l.factories[i] = ImVec2(left + (static_cast<float>(i % per_row) + 0.5f) * pitch,
                            top_left.y + (static_cast<float>(row) + 0.5f) * pitch);
  }
  const float rows_bottom = top_left.y + static_cast<float>(rows) * pitch;
  l.centre = ImVec2(top_left.x + width * 0.5f, rows_bottom + kCentreRowCells * c * 0.5f);
  l.centre_columns = classic::kNumColours + 1;  // the marker and every colour in one row
  l.market = Rect{ImVec2(market_left, top_left.y),
                  ImVec2(market_left + market_w, rows_bottom + kCentreRowCells * c)};
  l.counts_pos = ImVec2(market_left, l.market.max.y);
  l.counts_width = market_w;
}

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
  place_ring(l, ring_min, c, factories);
  // Boards fill the grid from the top; the home board takes the last slot, nearest the
  // viewer, and the strip sits above the grid's last row.
  for (int i = 0; i < n; ++i) {
    const int slot = (i == 0) ? n - 1 : i - 1;
    const int row = slot / cols;
    const int col = slot % cols;
    const float y = boards_min.y + static_cast<float>(row) * (kBoardHeight * c + gap) +
                    (row == rows - 1 ? strip_px : 0.0f);
    l.boards[order[i]] =
        full_board(ImVec2(boards_min.x + static_cast<float>(col) * (kBoardWidth * c + gap), y), c);
  }
  const BoardPlace& home_board = l.boards[home];
  l.strip_min = ImVec2(home_board.origin.x, home_board.origin.y - strip_px);
  l.strip_width = kBoardWidth * c;
  l.content_height = boards_min.y - origin.y + boards_h;  // the table is centred in the area
  l.content_height = std::max(l.content_height, ring_min.y - origin.y + ring_h * c);
  return l;
}

TableLayout column_layout(const Table& t, ImVec2 origin, ImVec2 size, int home, float strip_px) {
  TableLayout l;
  l.strip_height = strip_px;
  const auto [n, factories, ring_w, ring_h, gap, order] = t;
  const float max_cell = em(kMaxCellEm);
  const float width = size.x;
  const float ring_cell = std::min(width / ring_w, max_cell);
  float y = origin.y;
  place_ring(l, ImVec2(origin.x + (width - ring_w * ring_cell) * 0.5f, y), ring_cell, factories);
  y += ring_h * ring_cell + gap * 0.5f;
  const float home_cell = std::min(width / kBoardWidth, max_cell);
  const float home_left = origin.x + (width - kBoardWidth * home_cell) * 0.5f;
  l.strip_min = ImVec2(home_left, y);
  l.strip_width = kBoardWidth * home_cell;
  y += strip_px;
  l.boards[home] = full_board(ImVec2(home_left, y), home_cell);
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
        full_board(ImVec2(left + static_cast<float>(col) * (kBoardWidth * mini + gap),
                          y + static_cast<float>(row) * (kBoardHeight * mini + gap)),
                   mini);
  }
  const int mini_rows = (others + cols - 1) / cols;
  y += static_cast<float>(mini_rows) * (kBoardHeight * mini + gap);
  l.content_height = y - origin.y;
  return l;
}

// The compact layout's sizes: cells of the factories, the home board and the other boards,
// with how the factories and the other boards are arranged.
struct CompactFit {
  float market_cell = 0.0f;
  float home_cell = 0.0f;
  float other_cell = 0.0f;
  int factories_per_row = 1;
  int others_per_row = 1;
  float score = -1.0f;
};

CompactFit best_compact_fit(const Table& t, ImVec2 size, float strip_px) {
  const float gap = em(kCompactGapEm);
  const int others = t.n - 1;
  const float home_by_width = std::min(size.x / kBoardWidth, em(kMaxCellEm));
  CompactFit best;
  for (int others_per_row = others; others_per_row >= 1 && others > 0;
       others_per_row = others_per_row > 1 ? (others_per_row + 1) / 2 : 0) {
    const int other_rows = (others + others_per_row - 1) / others_per_row;
    const float other_cell = std::min((size.x - gap * static_cast<float>(others_per_row - 1)) /
                                          (static_cast<float>(others_per_row) * kBoardWidth),
                                      em(kMaxOtherCellEm));
    if (other_cell < kMinOtherCellPx) continue;
    const float others_h =
        static_cast<float>(other_rows) * (compact_board({}, other_cell).height() + gap);
    const float room = size.y - strip_px - others_h - gap;
    for (int per_row = (t.factories + 2) / 3; per_row <= t.factories; ++per_row) {
      const float market_by_width = std::min(size.x / rows_width_cells(per_row), em(kMaxCellEm));
      const float wanted =
          market_by_width * rows_height_cells(t.factories, per_row) + home_by_width * kBoardHeight;
      const float scale = std::min(1.0f, room / wanted);
      CompactFit fit{market_by_width * scale, home_by_width * scale, other_cell, per_row,
                     others_per_row};
      fit.score = std::min(fit.market_cell, fit.home_cell) + kOtherBoardsWeight * fit.other_cell;
      if (std::min(fit.market_cell, fit.home_cell) >= em(kMinCompactCellEm) &&
          fit.score > best.score)
        best = fit;
    }
    if (others_per_row == 1) break;
  }
  return best;
}

TableLayout compact_layout(const Table& t, ImVec2 origin, ImVec2 size, int home, float strip_px,
                           const CompactFit& fit) {
  TableLayout l;
  l.strip_height = strip_px;
  const float gap = em(kCompactGapEm);
  const float width = size.x;
  float y = origin.y;
  place_rows(l, ImVec2(origin.x, y), width, fit.market_cell, t.factories, fit.factories_per_row);
  y += rows_height_cells(t.factories, fit.factories_per_row) * fit.market_cell;
  const float home_w = kBoardWidth * fit.home_cell;
  const float home_left = origin.x + (width - home_w) * 0.5f;
  // The strip takes the whole width: its seven buttons keep their touch size on a narrow phone.
  l.strip_min = ImVec2(origin.x, y);
  l.strip_width = width;
  y += strip_px;
  l.boards[home] = full_board(ImVec2(home_left, y), fit.home_cell);
  y += l.boards[home].height() + gap;
  const int others = t.n - 1;
  const float other_h = compact_board({}, fit.other_cell).height();
  for (int i = 1; i < t.n; ++i) {
    const int slot = i - 1;
    const int row = slot / fit.others_per_row;
    const int in_row = std::min(fit.others_per_row, others - row * fit.others_per_row);
    const float row_w = kBoardWidth * fit.other_cell * static_cast<float>(in_row) +
                        gap * static_cast<float>(in_row - 1);
    const float left = origin.x + (width - row_w) * 0.5f;
    const int col = slot % fit.others_per_row;
    l.boards[t.order[i]] =
        compact_board(ImVec2(left + static_cast<float>(col) * (kBoardWidth * fit.other_cell + gap),
                             y + static_cast<float>(row) * (other_h + gap)),
                      fit.other_cell);
  }
  const int other_rows = (others + fit.others_per_row - 1) / fit.others_per_row;
  y += static_cast<float>(other_rows) * (other_h + gap);
  l.content_height = y - origin.y;
  return l;
}

// Phones in landscape: three columns, all fitted to the height: the factories in rows with
// the centre under them, the strip over the home board, and the other boards in a column (or
// two). Empty (no boards placed: cell 0) when the spaces would be too small.
TableLayout landscape_layout(const Table& t, ImVec2 origin, ImVec2 size, int home, float strip_px) {
  const float gap = em(kCompactGapEm);
  const int others = t.n - 1;
  const float home_by_height = std::min((size.y - strip_px) / kBoardHeight, em(kMaxCellEm));
  TableLayout best;
  float best_score = -1.0f;
  for (int other_columns = 1; other_columns <= std::max(1, others); ++other_columns) {
    const int other_rows = (others + other_columns - 1) / other_columns;
    const float other_header = compact_board({}, 0.0f).header;
    const float other_cell = std::min(
        ((size.y - gap * static_cast<float>(other_rows - 1)) / static_cast<float>(other_rows) -
         other_header) /
            (kBoardHeight - kBoardHeader),
        em(kMaxOtherCellEm));
    if (other_cell < kMinOtherCellPx) continue;
    const float others_w = static_cast<float>(other_columns) * (kBoardWidth * other_cell + gap);
    for (int rows = 1; rows <= 4; ++rows) {
      const int per_row = (t.factories + rows - 1) / rows;
      const float market_by_height =
          std::min(size.y / rows_height_cells(t.factories, per_row), em(kMaxCellEm));
      // Shrink the market and the home board together until the three columns fit the width.
      const float wanted = market_by_height * rows_width_cells(per_row) +
                           home_by_height * kBoardWidth + gap + others_w;
      const float scale = std::min(1.0f, (size.x - gap - others_w) / (wanted - gap - others_w));
      const float market_cell = market_by_height * scale;
      const float home_cell = home_by_height * scale;
      if (std::min(market_cell, home_cell) < em(kMinCompactCellEm)) continue;
      const float score = std::min(market_cell, home_cell) + kOtherBoardsWeight * other_cell;
      if (score <= best_score) continue;
      best_score = score;
      TableLayout l;
      l.strip_height = strip_px;
      const float market_w = rows_width_cells(per_row) * market_cell;
      const float home_w = kBoardWidth * home_cell;
      const float total = market_w + gap + home_w + gap + others_w - gap;
      float x = origin.x + std::max(0.0f, (size.x - total) * 0.5f);
      place_rows(l, ImVec2(x, origin.y), market_w, market_cell, t.factories, per_row);
      x += market_w + gap;
      l.strip_min = ImVec2(x, origin.y);
      l.strip_width = home_w;
      l.boards[home] = full_board(ImVec2(x, origin.y + strip_px), home_cell);
      x += home_w + gap;
      const float other_h = compact_board({}, other_cell).height();
      for (int i = 1; i < t.n; ++i) {
        const int column = (i - 1) / other_rows;
        const int row = (i - 1) % other_rows;
        l.boards[t.order[i]] =
            compact_board(ImVec2(x + static_cast<float>(column) * (kBoardWidth * other_cell + gap),
                                 origin.y + static_cast<float>(row) * (other_h + gap)),
                          other_cell);
      }
      l.content_height = size.y;
      best = l;
    }
  }
  return best;
}

}  // namespace

TableLayout compute_layout(const State& s, ImVec2 origin, ImVec2 size, int home, float strip_px) {
  Table t{s.num_players(), s.num_factories()};
  t.ring_w = ring_box_cells(t.factories);
  t.ring_h = t.ring_w + kCountsLine;
  t.gap = em(kGapEm);
  t.order = seat_order(t.n, home);
  const Fit fit = best_fit(t.n, t.ring_w, t.ring_h, size, strip_px);
  if (fit.cell >= em(kMinFitCellEm)) return fitted_layout(t, origin, size, home, strip_px, fit);
  if (size.x > size.y * kLandscapeAspect) {
    const TableLayout landscape = landscape_layout(t, origin, size, home, strip_px);
    if (landscape.cell > 0.0f) return landscape;
  }
  const CompactFit compact = best_compact_fit(t, size, strip_px);
  if (compact.score > 0.0f) return compact_layout(t, origin, size, home, strip_px, compact);
  return column_layout(t, origin, size, home, strip_px);
}

std::vector<int> floor_tile_spaces(const classic::TakePreview& p) {
  std::vector<int> spaces;
  for (int i = p.floor_first; static_cast<int>(spaces.size()) < p.to_floor; ++i)
    if (i != p.marker_space) spaces.push_back(i);
  return spaces;
}

}  // namespace azul::ui::aview
