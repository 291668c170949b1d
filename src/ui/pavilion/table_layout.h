// Where the parts of the Summer Pavilion table go in the view's area: the prompt line, the
// market (round track, supply, factory ring with the centre) and the player boards (the focus
// seat large, the others compact). Pure arithmetic in logical pixels, with every size derived
// from the body text height `em`, so it can be tested without ImGui.
//
// Wide areas put the market in a left column and the boards on the right (the compact boards
// beside or below the focus board, whichever keeps every board legible and the focus board
// large). Phones get the compact layout: the factories in rows above the centre (not a ring),
// then the focus board with the other boards beside or below it, all on one screen; the focus
// board may be small there (a tap on a star enlarges it). Only when even that does not fit
// does everything stack in one column that scrolls.
#pragma once

#include <vector>

namespace azul::ui::pview {

struct Box {
  float x = 0.0f;
  float y = 0.0f;
  float w = 0.0f;
  float h = 0.0f;
  float right() const { return x + w; }
  float bottom() const { return y + h; }
};

struct MarketLayout {
  Box area;
  float tile = 0.0f;  // the cell of one loose tile (a quarter of a factory)
  bool supply_two_rows = false;
  Box track;   // the six rounds with their wild colour
  Box supply;  // the ten supply slots
  Box ring;    // the factories: around the centre (a square), or in rows (see below)
  // Factories in rows (the compact layout): this many per row in `ring`, the centre's tiles
  // in a row in `centre`, and the bag and tower counts on a line in `counts`. 0: a ring.
  int factories_per_row = 0;
  Box centre;
  Box counts;
};

struct BoardLayout {
  int seat = 0;
  bool focus = false;
  Box area;           // the whole block: header, board, hand (and buttons for the focus)
  Box header;         // name, score, start token, passed flag
  Box board;          // the stars (kBoardHalfWidth x kBoardHalfHeight units around its middle)
  Box hand;           // six hand cells
  Box buttons;        // Pass / Cancel (focus board only; empty otherwise)
  float unit = 0.0f;  // logical pixels per board unit (the side of a diamond)
};

struct TableLayout {
  float width = 0.0f;  // content size; taller than the area when it scrolls
  float height = 0.0f;
  bool stacked = false;  // one column that scrolls
  bool compact = false;  // the phone layout (see above): never scrolls
  Box prompt;
  MarketLayout market;
  std::vector<BoardLayout> boards;  // the focus seat first, then clockwise
};

// Market sizes in tile cells, shared by the layout and the painter.
inline constexpr float kFactoryDiameterCells = 2.6f;
inline constexpr float kSupplySlotCells = 1.25f;    // width of one supply slot
inline constexpr float kSupplyRowCells = 1.55f;     // height of one row of slots
inline constexpr float kFactoryPitchCells = 2.85f;  // factories in rows: the room of each

// `players` seats, `factories` factories, `focus_seat` drawn large. `market_empty`: the
// factories and the centre stay empty for the rest of the round (phase 2); the phone layout then
// gives their rows to the boards (the factories' box and the centre band are 0 high).
TableLayout layout_table(float width, float height, float em, int players, int factories,
                         int focus_seat, bool market_empty = false);

// The radius of the ring of `factories` factories, in tile cells.
float ring_radius_cells(int factories);
// The middle of factory `index` of `factories` when they stand in rows (factories_per_row > 0).
float row_factory_x(const MarketLayout& m, int index, int factories);
float row_factory_y(const MarketLayout& m, int index);

}  // namespace azul::ui::pview
