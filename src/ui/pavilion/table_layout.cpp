#include "ui/pavilion/table_layout.h"

#include <algorithm>
#include <cmath>

#include "ui/pavilion/board_geometry.h"

namespace azul::ui::pview {
namespace {

constexpr float kPi = 3.14159265f;

// Market, in tile cells.
constexpr float kFactoryGapShare = 1.08f;  // neighbouring factories keep 8% apart
constexpr float kCentreRadiusCells = 2.0f;
constexpr float kCentreGapCells = 0.15f;
constexpr float kTrackHeightCells = 1.9f;
constexpr float kTrackWidthCells = 9.6f;
constexpr float kMarketGapCells = 0.35f;
constexpr int kSupplySlotsCount = 10;
constexpr int kSupplyPerRowWhenWrapped = 5;

// Sizes in em.
constexpr float kPromptEm = 1.9f;
constexpr float kPhonePromptEm = 2.5f;  // two lines of the prompt's text
constexpr float kMarginEm = 0.5f;
constexpr float kFocusHeaderEm = 1.9f;
constexpr float kCompactHeaderEm = 1.6f;
constexpr float kButtonsEm = 2.8f;
constexpr float kButtonsInlineEm = 11.0f;  // room the Pass and Cancel buttons need in a row
constexpr float kFocusHandMinEm = 2.6f;
constexpr float kFocusHandMaxEm = 3.6f;
constexpr float kCompactHandMinEm = 1.4f;
constexpr float kCompactHandMaxEm = 2.2f;
constexpr float kHandPerUnit = 1.15f;
constexpr float kMaxTileEm = 2.8f;
// Floors when fitting a height: below them the part scrolls instead of shrinking.
constexpr float kMinTileEm = 1.9f;
constexpr float kMinFocusUnitEm = 1.6f;
constexpr float kMinCompactUnitEm = 0.9f;
constexpr float kMaxFocusUnitEm = 5.5f;
constexpr float kMaxCompactUnitEm = 3.0f;
constexpr float kMinLandscapeUnitEm = 1.7f;
constexpr float kMinLandscapeTileEm = 1.7f;
constexpr float kLandscapeAspect = 1.05f;
constexpr float kMinBlockEm = 22.0f;
// A stacked part is fitted to the screen's height, but never to less than this.
constexpr float kMinStackedPartEm = 20.0f;
// How much each part's size counts when choosing among wide layouts.
constexpr float kMarketWeight = 1.1f;
constexpr float kCompactWeight = 0.45f;
constexpr float kSingleOpponentWeight = 0.9f;  // header and hand keep this width on small boards

// The compact (phone) layout: the market in rows, its parts in tile cells.
constexpr float kCompactTrackCells = 1.45f;
constexpr float kCompactCentreCells = 1.6f;
constexpr float kCompactGapCells = 0.25f;
constexpr float kCountsLineEm = 1.1f;
constexpr int kMaxFactoryRows = 3;
// Its floors: a factory tile's touch cell (half a factory's pitch) stays above 24 px (WCAG's
// least target size) and the focus board's stars can still be told apart (a tap enlarges one).
constexpr float kMinCompactTileEm = 1.25f;
constexpr float kComfortableTileEm = 1.6f;
constexpr float kMinCompactFocusUnitEm = 0.7f;
constexpr float kMinCompactOtherUnitEm = 0.6f;
constexpr float kMaxPhoneOtherUnitEm = 1.0f;  // the other boards stay smaller than the focus one
constexpr float kTileStep = 0.96f;            // how the fit shrinks the market's tile, step by step
constexpr float kCompactOtherWeight = 0.7f;
constexpr float kPlacingOtherWeight = 0.3f;  // phase 2: your own board matters most
// Wide layouts: the other boards are legible (space numbers readable) from this unit; a layout
// that keeps them so is preferred to one with a larger focus board.
constexpr float kLegibleCompactUnitEm = 1.05f;
constexpr float kLegibleSingleUnitEm = 1.5f;  // a single opponent: as large as this if it can
constexpr float kLegibleBonus = 1000.0f;

constexpr float kBoardWidthUnits = 2.0f * kBoardHalfWidth;
constexpr float kBoardHeightUnits = 2.0f * kBoardHalfHeight;

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

struct BoardMetrics {
  float header;
  float hand_min;
  float hand_max;
  float buttons;
};

// The phone layout's blocks keep their header, hand and buttons lower (every row counts there).
constexpr float kPhoneHeaderShare = 0.8f;
constexpr float kPhoneHandShare = 0.75f;
constexpr float kPhoneButtonsShare = 0.9f;

BoardMetrics metrics(bool focus, float em, bool phone = false) {
  if (phone) {
    BoardMetrics m = metrics(focus, em);
    m.header *= kPhoneHeaderShare;
    m.hand_min *= kPhoneHandShare;
    m.hand_max *= kPhoneHandShare;
    m.buttons *= kPhoneButtonsShare;
    return m;
  }
  if (focus)
    return {kFocusHeaderEm * em, kFocusHandMinEm * em, kFocusHandMaxEm * em, kButtonsEm * em};
  return {kCompactHeaderEm * em, kCompactHandMinEm * em, kCompactHandMaxEm * em, 0.0f};
}

float hand_height(float unit, const BoardMetrics& m) {
  return std::clamp(unit * kHandPerUnit, m.hand_min, m.hand_max);
}

// Whether the focus board's buttons share the hand row.
bool buttons_inline(float width, float hand, float em) {
  return width >= hand * 6.6f + kButtonsInlineEm * em;
}

// The largest unit at which a board block fits `width` x `height` (height <= 0: unlimited),
// but never below a legible floor, except on phones.
float fit_unit(float width, float height, bool focus, float em, bool phone = false) {
  const BoardMetrics m = metrics(focus, em, phone);
  const float cap = em * (focus ? kMaxFocusUnitEm : kMaxCompactUnitEm);
  const float by_width = std::min(cap, width / kBoardWidthUnits);
  float unit = by_width;
  if (height <= 0.0f) return unit;
  for (int i = 0; i < 3; ++i) {  // the hand height depends on the unit: settle it
    const float hand = hand_height(unit, m);
    const float block_w = std::min(width, std::max(unit * kBoardWidthUnits, kMinBlockEm * em));
    const float buttons = focus && !buttons_inline(block_w, hand, em) ? m.buttons : 0.0f;
    unit = std::min(unit, (height - m.header - hand - buttons) / kBoardHeightUnits);
  }
  if (phone) return unit;  // the phone layout checks its own floors (see fit_boards)
  const float floor = std::min(by_width, (focus ? kMinFocusUnitEm : kMinCompactUnitEm) * em);
  return std::max(unit, floor);
}

BoardLayout place_board(int seat, bool focus, float x, float y, float width, float unit, float em,
                        bool phone = false) {
  const BoardMetrics m = metrics(focus, em, phone);
  BoardLayout b;
  b.seat = seat;
  b.focus = focus;
  b.unit = unit;
  const float block_w = std::min(width, std::max(unit * kBoardWidthUnits, kMinBlockEm * em));
  const float left = x + (width - block_w) * 0.5f;
  float cursor = y;
  b.header = {left, cursor, block_w, m.header};
  cursor += m.header;
  b.board = {x + (width - unit * kBoardWidthUnits) * 0.5f, cursor, unit * kBoardWidthUnits,
             unit * kBoardHeightUnits};
  cursor += b.board.h;
  const float hand = hand_height(unit, m);
  if (focus && buttons_inline(block_w, hand, em)) {
    const float buttons_w = kButtonsInlineEm * em;
    b.hand = {left, cursor, block_w - buttons_w, hand};
    b.buttons = {left + block_w - buttons_w, cursor, buttons_w, hand};
    cursor += hand;
  } else {
    b.hand = {left, cursor, block_w, hand};
    cursor += hand;
    if (focus) {
      b.buttons = {left, cursor, block_w, m.buttons};
      cursor += m.buttons;
    }
  }
  b.area = {left, y, block_w, cursor - y};
  return b;
}

// The height place_board gives a block of `width` at `unit`.
float block_height(float width, float unit, bool focus, float em, bool phone) {
  const BoardLayout b = place_board(0, focus, 0.0f, 0.0f, width, unit, em, phone);
  return b.area.h;
}

std::vector<int> seat_order(int players, int focus_seat) {
  std::vector<int> seats;
  for (int i = 0; i < players; ++i) seats.push_back((focus_seat + i) % players);
  return seats;
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

// ---- the compact (phone) layout ----

bool rows_supply_two_rows(int per_row) {
  return static_cast<float>(per_row) * kFactoryPitchCells <
         kSupplySlotCells * static_cast<float>(kSupplySlotsCount);
}

float rows_market_width_cells(int per_row) {
  const float supply =
      kSupplySlotCells * static_cast<float>(rows_supply_two_rows(per_row) ? kSupplyPerRowWhenWrapped
                                                                          : kSupplySlotsCount);
  return std::max(static_cast<float>(per_row) * kFactoryPitchCells, supply);
}

// `factories` 0: the factories and the centre are empty for the rest of the round (phase 2),
// and the market keeps only the track, the supply and the counts line.
float centre_band_cells(int factories) { return factories > 0 ? kCompactCentreCells : 0.0f; }

float rows_market_height(float tile, float em, int factories, int per_row) {
  const int rows = (factories + per_row - 1) / per_row;
  const float supply = kSupplyRowCells * (rows_supply_two_rows(per_row) ? 2.0f : 1.0f);
  return (kCompactTrackCells + supply + static_cast<float>(rows) * kFactoryPitchCells +
          centre_band_cells(factories) + 2.0f * kCompactGapCells) *
             tile +
         kCountsLineEm * em;
}

// The market with the factories in rows of `per_row`: track, supply, factories, the centre's
// row and the counts line, centred in `width`.
MarketLayout place_market_rows(float x, float y, float width, float tile, float em, int factories,
                               int per_row) {
  MarketLayout m;
  m.tile = tile;
  m.factories_per_row = per_row;
  m.supply_two_rows = rows_supply_two_rows(per_row);
  const int rows = (factories + per_row - 1) / per_row;
  const float w = rows_market_width_cells(per_row) * tile;
  const float left = x + (width - w) * 0.5f;
  float cursor = y;
  m.track = {left, cursor, w, kCompactTrackCells * tile};
  cursor += m.track.h + kCompactGapCells * tile;
  m.supply = {left, cursor, w, kSupplyRowCells * tile * (m.supply_two_rows ? 2.0f : 1.0f)};
  cursor += m.supply.h + kCompactGapCells * tile;
  const float factories_w = static_cast<float>(per_row) * kFactoryPitchCells * tile;
  m.ring = {x + (width - factories_w) * 0.5f, cursor, factories_w,
            static_cast<float>(rows) * kFactoryPitchCells * tile};
  cursor += m.ring.h;
  m.centre = {left, cursor, w, centre_band_cells(factories) * tile};
  cursor += m.centre.h;
  m.counts = {left, cursor, w, kCountsLineEm * em};
  cursor += m.counts.h;
  m.area = {left, y, w, cursor - y};
  return m;
}

// One way of placing the boards under the market: the others below the focus board in one
// row, or beside it in a column (the focus board taking `split` of the width).
struct BoardsFit {
  float focus_unit = 0.0f;
  float other_unit = 0.0f;
  bool beside = false;
  float split = 1.0f;
};

// The best placement of the boards in `width` x `height` (none: focus_unit 0).
BoardsFit fit_boards(float width, float height, float em, int others, float other_weight) {
  const float margin = kMarginEm * em;
  BoardsFit best;
  const auto consider = [&](BoardsFit fit) {
    if (fit.focus_unit < kMinCompactFocusUnitEm * em ||
        fit.other_unit < kMinCompactOtherUnitEm * em || fit.other_unit > fit.focus_unit)
      return;
    const float score = fit.focus_unit + other_weight * fit.other_unit;
    if (score > best.focus_unit + other_weight * best.other_unit) best = fit;
  };
  // Below: the others share one row.
  {
    const float cell_w =
        (width - margin * static_cast<float>(others - 1)) / static_cast<float>(others);
    const float other = std::min(cell_w / kBoardWidthUnits, kMaxPhoneOtherUnitEm * em);
    const float focus_h = height - block_height(cell_w, other, false, em, true) - margin;
    const float focus = fit_unit(width, focus_h, true, em, true);
    if (block_height(width, focus, true, em, true) <= focus_h)
      consider({focus, std::min(other, focus), false, 1.0f});
  }
  // Beside: the others in a column on the right.
  for (float split : {0.55f, 0.62f, 0.7f}) {
    const float focus_w = width * split;
    const float column_w = width - focus_w - margin;
    const float cell_h =
        (height - margin * static_cast<float>(others - 1)) / static_cast<float>(others);
    const float other =
        std::min(fit_unit(column_w, cell_h, false, em, true), kMaxPhoneOtherUnitEm * em);
    const float focus = fit_unit(focus_w, height, true, em, true);
    if (block_height(column_w, other, false, em, true) <= cell_h &&
        block_height(focus_w, focus, true, em, true) <= height)
      consider({focus, other, true, split});
  }
  return best;
}

// Everything on one phone screen, or nothing (an empty layout) when it cannot be. In portrait
// the boards go under the market; in landscape (`beside`) the market takes a column on the
// left and the boards the rest.
TableLayout compact_layout(float width, float height, float em, int players, int factories,
                           int focus_seat, bool beside, bool market_empty) {
  const float margin = kMarginEm * em;
  const float inner = width - 2.0f * margin;
  const float top = (beside ? kPromptEm : kPhonePromptEm) * em;
  const int others = players - 1;
  const float other_weight = market_empty ? kPlacingOtherWeight : kCompactOtherWeight;
  float best_score = -1.0f;
  MarketLayout market;
  BoardsFit boards;
  Box boards_box;
  const std::vector<float> shares =
      beside ? std::vector<float>{0.34f, 0.4f, 0.46f, 0.52f} : std::vector<float>{1.0f};
  for (float share : shares) {
    const float market_w = beside ? inner * share - margin : inner;
    // An empty market has no factory rows: its arrangements differ only in the supply's rows.
    const int shown = market_empty ? 0 : factories;
    for (int rows = 1; rows <= kMaxFactoryRows; ++rows) {
      const int per_row =
          market_empty ? (rows == 1 ? factories : 1) : (factories + rows - 1) / rows;
      if (market_empty && rows > 2) break;
      if (!market_empty && rows > 1 && per_row == (factories + rows - 2) / (rows - 1)) continue;
      const float widest = std::min(market_w / rows_market_width_cells(per_row), kMaxTileEm * em);
      for (float tile = widest; tile >= kMinCompactTileEm * em; tile *= kTileStep) {
        const float market_h = rows_market_height(tile, em, shown, per_row);
        const Box box = beside ? Box{margin + market_w + margin, top, inner - market_w - margin,
                                     height - top - margin}
                               : Box{margin, top + market_h + margin, inner,
                                     height - top - market_h - 2.0f * margin};
        if (beside && top + market_h + margin > height) continue;
        const BoardsFit fit = fit_boards(box.w, box.h, em, others, other_weight);
        if (fit.focus_unit <= 0.0f) continue;
        // Past a comfortable size, a larger market is worth nothing; between equal layouts the
        // smaller market wins (the later, smaller tiles win ties).
        const float score = kMarketWeight * std::min(tile, kComfortableTileEm * em) +
                            fit.focus_unit + other_weight * fit.other_unit;
        if (score > best_score || (market_empty && score >= best_score)) {
          best_score = score;
          market = place_market_rows(margin, top, market_w, tile, em, shown, per_row);
          boards = fit;
          boards_box = box;
        }
        // The largest tile that fits this arrangement; an empty market (the supply alone) tries
        // them all, its tile no larger than it needs to be next to larger boards.
        if (!market_empty) break;
      }
    }
  }
  TableLayout t;
  if (best_score < 0.0f) return t;
  t.compact = true;
  t.width = width;
  t.height = height;
  t.prompt = {margin, 0.0f, inner, top};
  t.market = market;
  const std::vector<int> seats = seat_order(players, focus_seat);
  const Box& area = boards_box;
  const float focus_w = boards.beside ? area.w * boards.split : area.w;
  t.boards.push_back(
      place_board(seats[0], true, area.x, area.y, focus_w, boards.focus_unit, em, true));
  if (boards.beside) {
    const float x = area.x + focus_w + margin;
    const float column_w = area.w - focus_w - margin;
    float cursor = area.y;
    for (int i = 1; i < players; ++i) {
      t.boards.push_back(place_board(seats[static_cast<std::size_t>(i)], false, x, cursor, column_w,
                                     boards.other_unit, em, true));
      cursor = t.boards.back().area.bottom() + margin;
    }
  } else {
    const float cell_w =
        (area.w - margin * static_cast<float>(others - 1)) / static_cast<float>(others);
    const float row_y = t.boards.front().area.bottom() + margin;
    for (int i = 1; i < players; ++i) {
      const float x = area.x + static_cast<float>(i - 1) * (cell_w + margin);
      t.boards.push_back(place_board(seats[static_cast<std::size_t>(i)], false, x, row_y, cell_w,
                                     boards.other_unit, em, true));
    }
  }
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

float row_factory_x(const MarketLayout& m, int index, int factories) {
  const int per_row = m.factories_per_row;
  const int row = index / per_row;
  const int in_row = std::min(per_row, factories - row * per_row);
  const float pitch = kFactoryPitchCells * m.tile;
  const float left = m.ring.x + (m.ring.w - static_cast<float>(in_row) * pitch) * 0.5f;
  return left + (static_cast<float>(index % per_row) + 0.5f) * pitch;
}
float row_factory_y(const MarketLayout& m, int index) {
  const float pitch = kFactoryPitchCells * m.tile;
  return m.ring.y + (static_cast<float>(index / m.factories_per_row) + 0.5f) * pitch;
}

}  // namespace azul::ui::pview
