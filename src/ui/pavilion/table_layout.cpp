// The Summer Pavilion table's layouts (table_layout.h): the wide ones (the market in a column
// beside the boards) and the stacked one that scrolls, and the choice among them and the phone's
// compact layout (compact_layout.cpp). A player's block is placed by board_blocks.cpp.
#include "ui/pavilion/table_layout.h"

#include <algorithm>
#include <cmath>

#include "ui/pavilion/table_layout_parts.h"

namespace azul::ui::pview {

using namespace layout_parts;

namespace {

constexpr float kPi = 3.14159265f;

// Market, in tile cells.
constexpr float kFactoryGapShare = 1.08f;  // neighbouring factories keep 8% apart
constexpr float kCentreRadiusCells = 2.0f;
constexpr float kCentreGapCells = 0.15f;
constexpr float kTrackHeightCells = 1.9f;
constexpr float kTrackWidthCells = 9.6f;
constexpr float kMarketGapCells = 0.35f;

// Sizes in em. Floors when fitting a height: below them the part scrolls instead of shrinking.
constexpr float kMinTileEm = 1.9f;
constexpr float kMinLandscapeUnitEm = 1.7f;
constexpr float kMinLandscapeTileEm = 1.7f;
constexpr float kLandscapeAspect = 1.05f;
// A stacked part is fitted to the screen's height, but never to less than this.
constexpr float kMinStackedPartEm = 20.0f;
// How much each part's size counts when choosing among wide layouts (and kMarketWeight).
constexpr float kCompactWeight = 0.45f;
constexpr float kSingleOpponentWeight = 0.9f;  // header and hand keep this width on small boards

// Wide layouts: the other boards are legible (space numbers readable) from this unit; a layout
// that keeps them so is preferred to one with a larger focus board.
constexpr float kLegibleCompactUnitEm = 1.05f;
constexpr float kLegibleSingleUnitEm = 1.5f;  // a single opponent: as large as this if it can
constexpr float kLegibleBonus = 1000.0f;

struct MarketSize {
  float width_cells;
  float height_cells;
};

MarketSize market_size(int factories, bool two_rows) {
  const float ring = 2.0f * ring_radius_cells(factories) + kFactoryDiameterCells;
  const float supply_width =
      kSupplySlotCells *
      static_cast<float>(two_rows ? kSupplyPerRowWhenWrapped : kSupplySlotsCount);
  const float supply_height = kSupplyRowCells * (two_rows ? 2.0f : 1.0f);
  return {std::max({ring, supply_width, kTrackWidthCells}),
          kTrackHeightCells + supply_height + ring + 2.0f * kMarketGapCells};
}

// The market in a box of `width` x `height` (height <= 0: unlimited), its tile as large as
// fits up to the cap.
MarketLayout place_market(float x, float y, float width, float height, float em, int factories) {
  MarketLayout best;
  for (bool two_rows : {false, true}) {
    const MarketSize size = market_size(factories, two_rows);
    const float by_width = width / size.width_cells;
    float tile = by_width;
    if (height > 0.0f) {
      tile = std::min(by_width,
                      std::max(height / size.height_cells, std::min(by_width, kMinTileEm * em)));
    }
    tile = std::min(tile, em * kMaxTileEm);
    if (tile > best.tile + 0.01f) {
      best.tile = tile;
      best.supply_two_rows = two_rows;
    }
  }
  const MarketSize size = market_size(factories, best.supply_two_rows);
  const float t = best.tile;
  const float w = size.width_cells * t;
  const float left = x + (width - w) * 0.5f;
  best.area = {left, y, w, size.height_cells * t};
  float cursor = y;
  best.track = {left, cursor, w, kTrackHeightCells * t};
  cursor += best.track.h + kMarketGapCells * t;
  best.supply = {left, cursor, w, kSupplyRowCells * t * (best.supply_two_rows ? 2.0f : 1.0f)};
  cursor += best.supply.h + kMarketGapCells * t;
  const float ring = (2.0f * ring_radius_cells(factories) + kFactoryDiameterCells) * t;
  best.ring = {x + (width - ring) * 0.5f, cursor, ring, ring};
  return best;
}

TableLayout stacked_layout(float width, float height, float em, int players, int factories,
                           int focus_seat) {
  TableLayout t;
  t.stacked = true;
  const float margin = kMarginEm * em;
  const float inner = width - 2.0f * margin;
  t.prompt = {margin, 0.0f, inner, kPromptEm * em};
  float cursor = t.prompt.bottom();
  // Each part fits the screen's height when it can, so that it never needs scrolling within.
  const float screen_h = std::max(height - 2.0f * margin, kMinStackedPartEm * em);
  t.market = place_market(margin, cursor, inner, screen_h, em, factories);
  cursor = t.market.ring.bottom() + margin;
  const std::vector<int> seats = seat_order(players, focus_seat);
  const float focus_unit = fit_unit(inner, screen_h, true, em);
  t.boards.push_back(place_board(seats[0], true, margin, cursor, inner, focus_unit, em));
  cursor = t.boards.back().area.bottom() + margin;
  const int others = players - 1;
  const int per_row = others == 1 ? 1 : (inner >= 40.0f * em ? others : 2);
  const float cell_w =
      (inner - margin * static_cast<float>(per_row - 1)) / static_cast<float>(per_row);
  const float compact_unit = fit_unit(cell_w, screen_h, false, em);
  float row_bottom = cursor;
  for (int i = 0; i < others; ++i) {
    const int column = i % per_row;
    if (column == 0 && i > 0) cursor = row_bottom + margin;
    const float x = margin + static_cast<float>(column) * (cell_w + margin);
    t.boards.push_back(place_board(seats[static_cast<std::size_t>(i + 1)], false, x, cursor, cell_w,
                                   compact_unit, em));
    row_bottom = std::max(row_bottom, t.boards.back().area.bottom());
  }
  t.width = width;
  t.height = row_bottom + margin;
  return t;
}

struct Candidate {
  TableLayout layout;
  float score = -1.0f;
  float focus_unit = 0.0f;
};

Candidate side_by_side(float width, float height, float em, int players, int factories,
                       int focus_seat, float market_share, bool compact_beside, float split) {
  Candidate c;
  TableLayout& t = c.layout;
  const float margin = kMarginEm * em;
  t.prompt = {margin, 0.0f, width - 2.0f * margin, kPromptEm * em};
  const float top = t.prompt.bottom();
  const float body_h = height - top - margin;
  const float market_w = width * market_share;
  t.market = place_market(margin, top, market_w - 2.0f * margin, body_h, em, factories);
  const float right_x = market_w;
  const float right_w = width - market_w - margin;
  const std::vector<int> seats = seat_order(players, focus_seat);
  const int others = players - 1;
  float focus_w = right_w, focus_h = body_h, compact_w = 0.0f, compact_h = 0.0f;
  if (compact_beside) {
    focus_w = right_w * split;
    compact_w = right_w - focus_w - margin;
    compact_h = (body_h - margin * static_cast<float>(others - 1)) / static_cast<float>(others);
  } else {
    focus_h = body_h * split;
    compact_h = body_h - focus_h - margin;
    compact_w = (right_w - margin * static_cast<float>(others - 1)) / static_cast<float>(others);
  }
  const float focus_unit = fit_unit(focus_w, focus_h, true, em);
  const float compact_unit = fit_unit(compact_w, compact_h, false, em);
  if (focus_unit <= 0.0f || compact_unit <= 0.0f) return c;
  t.boards.push_back(place_board(seats[0], true, right_x, top, focus_w, focus_unit, em));
  for (int i = 0; i < others; ++i) {
    const float x = compact_beside ? right_x + focus_w + margin
                                   : right_x + static_cast<float>(i) * (compact_w + margin);
    const float y = compact_beside ? top + static_cast<float>(i) * (compact_h + margin)
                                   : top + focus_h + margin;
    t.boards.push_back(place_board(seats[static_cast<std::size_t>(i + 1)], false, x, y, compact_w,
                                   compact_unit, em));
  }
  t.width = width;
  t.height = height;
  // Wide layouts never scroll: a part pushed below the area by a size floor rules this one out.
  float bottom = t.market.ring.bottom();
  for (const BoardLayout& b : t.boards) bottom = std::max(bottom, b.area.bottom());
  if (bottom > height + 0.5f) return c;
  c.focus_unit = focus_unit;
  // A single opponent deserves a larger board than one of three.
  const float compact_weight = others == 1 ? kSingleOpponentWeight : kCompactWeight;
  c.score = focus_unit + kMarketWeight * t.market.tile + compact_weight * compact_unit +
            (compact_unit >= (others == 1 ? kLegibleSingleUnitEm : kLegibleCompactUnitEm) * em
                 ? kLegibleBonus
                 : 0.0f);
  return c;
}

}  // namespace

float ring_radius_cells(int factories) {
  const float n = static_cast<float>(std::max(factories, 3));
  const float apart = kFactoryDiameterCells * kFactoryGapShare / (2.0f * std::sin(kPi / n));
  const float around_centre = kCentreRadiusCells + kFactoryDiameterCells * 0.5f + kCentreGapCells;
  return std::max(apart, around_centre);
}

TableLayout layout_table(float width, float height, float em, int players, int factories,
                         int focus_seat, bool market_empty) {
  players = std::max(players, 1);
  if (width >= height * kLandscapeAspect && players > 1) {
    Candidate best;
    for (float share : {0.30f, 0.34f, 0.38f, 0.42f, 0.46f}) {
      for (bool beside : {true, false}) {
        for (float split : {0.52f, 0.58f, 0.64f, 0.70f, 0.76f}) {
          Candidate c =
              side_by_side(width, height, em, players, factories, focus_seat, share, beside, split);
          const bool usable = c.focus_unit >= kMinLandscapeUnitEm * em &&
                              c.layout.market.tile >= kMinLandscapeTileEm * em;
          if (usable && c.score > best.score) best = std::move(c);
        }
      }
    }
    if (best.score > 0.0f) return best.layout;
  }
  if (players > 1) {
    const bool landscape = width >= height * kLandscapeAspect;
    TableLayout compact =
        compact_layout(width, height, em, players, factories, focus_seat, landscape, market_empty);
    if (compact.compact) return compact;
  }
  return stacked_layout(width, height, em, players, factories, focus_seat);
}

}  // namespace azul::ui::pview
