// A player's block on the Summer Pavilion table (table_layout_parts.h): its header, board, hand
// and (the focus seat's) buttons, sized from a unit and the text height.
#include <algorithm>

#include "ui/pavilion/table_layout_parts.h"

namespace azul::ui::pview::layout_parts {
namespace {

// Sizes in em.
constexpr float kFocusHeaderEm = 1.9f;
constexpr float kCompactHeaderEm = 1.6f;
constexpr float kButtonsEm = 2.8f;
constexpr float kButtonsInlineEm = 11.0f;  // room the Pass and Cancel buttons need in a row
constexpr float kFocusHandMinEm = 2.6f;
constexpr float kFocusHandMaxEm = 3.6f;
constexpr float kCompactHandMinEm = 1.4f;
constexpr float kCompactHandMaxEm = 2.2f;
constexpr float kHandPerUnit = 1.15f;
// Floors when fitting a height: below them the part scrolls instead of shrinking.
constexpr float kMinFocusUnitEm = 1.6f;
constexpr float kMinCompactUnitEm = 0.9f;
constexpr float kMaxFocusUnitEm = 5.5f;
constexpr float kMaxCompactUnitEm = 3.0f;
constexpr float kMinBlockEm = 22.0f;

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

}  // namespace

float fit_unit(float width, float height, bool focus, float em, bool phone) {
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
                        bool phone) {
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

float block_height(float width, float unit, bool focus, float em, bool phone) {
  const BoardLayout b = place_board(0, focus, 0.0f, 0.0f, width, unit, em, phone);
  return b.area.h;
}

std::vector<int> seat_order(int players, int focus_seat) {
  std::vector<int> seats;
  for (int i = 0; i < players; ++i) seats.push_back((focus_seat + i) % players);
  return seats;
}

}  // namespace azul::ui::pview::layout_parts
