// The parts the Summer Pavilion table's layouts (table_layout.h) are built from, shared by the
// wide and stacked layouts (table_layout.cpp) and the phone's compact layout
// (compact_layout.cpp): a player's block (header, board, hand and buttons) placed at a unit
// (board_blocks.cpp), and the sizes every layout uses. Private to those files.
#pragma once

#include <vector>

#include "ui/pavilion/board_geometry.h"
#include "ui/pavilion/table_layout.h"

namespace azul::ui::pview::layout_parts {

// Sizes in em.
inline constexpr float kPromptEm = 1.9f;
inline constexpr float kMarginEm = 0.5f;
inline constexpr float kMaxTileEm = 2.8f;
// How much the market's size counts when choosing among layouts.
inline constexpr float kMarketWeight = 1.1f;
// The supply's slots, in one row or wrapped into two.
inline constexpr int kSupplySlotsCount = 10;
inline constexpr int kSupplyPerRowWhenWrapped = 5;

inline constexpr float kBoardWidthUnits = 2.0f * kBoardHalfWidth;
inline constexpr float kBoardHeightUnits = 2.0f * kBoardHalfHeight;

// The largest unit at which a board block fits `width` x `height` (height <= 0: unlimited),
// but never below a legible floor, except on phones (`phone`: the compact layout's blocks,
// whose header, hand and buttons are lower).
float fit_unit(float width, float height, bool focus, float em, bool phone = false);
// The block of `seat` at `unit`, centred in `width` from (x, y).
BoardLayout place_board(int seat, bool focus, float x, float y, float width, float unit, float em,
                        bool phone = false);
// The height place_board gives a block of `width` at `unit`.
float block_height(float width, float unit, bool focus, float em, bool phone);
// The seats from the focus seat on, in turn order.
std::vector<int> seat_order(int players, int focus_seat);

// Everything on one phone screen, or nothing (an empty layout) when it cannot be
// (compact_layout.cpp).
TableLayout compact_layout(float width, float height, float em, int players, int factories,
                           int focus_seat, bool beside, bool market_empty);

}  // namespace azul::ui::pview::layout_parts
