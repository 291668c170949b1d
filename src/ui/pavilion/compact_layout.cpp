// The Summer Pavilion table's compact layout for phones (table_layout.h): the factories in rows
// above the centre, the track and the supply above them, and every board on the same screen:
// the others beside or below the focus board, whichever keeps them all largest.
#include <algorithm>
#include <vector>

#include "ui/pavilion/table_layout_parts.h"

namespace azul::ui::pview {

using namespace layout_parts;

namespace {

constexpr float kPhonePromptEm = 2.5f;  // two lines of the prompt's text
// The market in rows, its parts in tile cells.
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

}  // namespace

// Everything on one phone screen, or nothing (an empty layout) when it cannot be. In portrait
// the boards go under the market; in landscape (`beside`) the market takes a column on the
// left and the boards the rest.
TableLayout layout_parts::compact_layout(float width, float height, float em, int players,
                                         int factories, int focus_seat, bool beside,
                                         bool market_empty) {
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
