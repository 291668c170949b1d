#include "ui/pavilion/table_dialogs.h"

#include <algorithm>
#include <cstdio>
#include <string>

#include "ui/i18n/translate.h"
#include "ui/layout.h"
#include "ui/palette.h"
#include "ui/pavilion/board_geometry.h"
#include "ui/pavilion/board_painter.h"
#include "ui/pavilion/keep_choice.h"
#include "ui/pavilion/preview_words.h"
#include "ui/pavilion/tile_painter.h"
#include "ui/wrapped_text.h"

namespace azul::ui::pview {

using namespace azul::pavilion;

namespace {

constexpr float kPanelMaxWidthEm = 24.0f;
constexpr float kPanelPaddingEm = 1.0f;
constexpr float kRowEm = 2.8f;
constexpr float kButtonEm = 2.5f;
constexpr float kGapEm = 0.5f;
constexpr float kRoundingEm = 0.6f;
constexpr float kStepperEm = 2.5f;
constexpr float kSummaryEm = 1.6f;
constexpr float kMinPayColumnEm = 8.0f;
constexpr float kMinKeepColumnEm = 9.5f;
constexpr ImU32 kDim = palette::rgb(0x05, 0x0E, 0x1A, 0xB0);

struct Panel {
  ImVec2 min;
  ImVec2 max;
  float inner_left;
  float inner_width;
  float cursor;  // next row's top
};

Panel open_panel(ViewFrame& f, ImVec2 vmin, ImVec2 vmax, float content_height) {
  const float width = std::min(vmax.x - vmin.x - em(1.0f), em(kPanelMaxWidthEm));
  const float height = content_height + 2.0f * em(kPanelPaddingEm);
  const float x = (vmin.x + vmax.x - width) * 0.5f;
  const float y = std::max(vmin.y + em(0.5f), (vmin.y + vmax.y - height) * 0.5f);
  Panel p{ImVec2(x, y), ImVec2(x + width, y + height), x + em(kPanelPaddingEm),
          width - 2.0f * em(kPanelPaddingEm), y + em(kPanelPaddingEm)};
  f.draw->AddRectFilled(p.min, p.max, palette::kSurface, em(kRoundingEm));
  f.draw->AddRect(p.min, p.max, palette::kAccent, em(kRoundingEm), 0, em(0.1f));
  return p;
}

void title(ViewFrame& f, Panel& p, const char* text) {
  const float size = em(1.1f);
  add_wrapped_text(f.draw, ImGui::GetFont(), size, ImVec2(p.inner_left, p.cursor), palette::kText,
                   text, p.inner_width);
  p.cursor += wrapped_text_size(ImGui::GetFont(), size, text, p.inner_width).y + em(kGapEm);
}

float title_height(const char* text, float width) {
  return wrapped_text_size(ImGui::GetFont(), em(1.1f), text, width).y + em(kGapEm);
}

// "Pay 2 orange + 1 purple (wild)", or short: "2 orange + 1 wild".
std::string payment_label(Colour colour, Colour wild, int cost, int wilds, bool short_form) {
  if (short_form) return tiles_words(cost - wilds, colour, wilds);
  if (wilds == 0)
    // TRANSLATORS: a button of the payment dialog: {1} tiles of colour {2}.
    return format(tr("Pay {1} {2}"), cost, colour_word(colour));
  // TRANSLATORS: a button of the payment dialog: {1} tiles of colour {2} and {3} tiles of the
  // round's wild colour {4}.
  return format(tr("Pay {1} {2} + {3} {4} (wild)"), cost - wilds, colour_word(colour), wilds,
                colour_word(wild));
}

float panel_inner_width(ImVec2 vmin, ImVec2 vmax) {
  return std::min(vmax.x - vmin.x - em(1.0f), em(kPanelMaxWidthEm)) - 2.0f * em(kPanelPaddingEm);
}

// Items of a dialog in one column, or two when one column would not fit the screen's height.
struct Grid {
  int columns = 1;
  int rows = 0;
  float cell_width = 0.0f;
  float row_height = 0.0f;
  float height = 0.0f;
  ImVec2 cell(float left, float top, int index) const {
    const int column = index % columns;
    const int row = index / columns;
    return ImVec2(left + static_cast<float>(column) * (cell_width + em(kGapEm)),
                  top + static_cast<float>(row) * row_height);
  }
};

Grid grid_for(int items, float row_height, float available_height, float width,
              float min_column_em) {
  Grid g;
  g.row_height = row_height;
  const bool two = static_cast<float>(items) * row_height > available_height &&
                   width >= 2.0f * em(min_column_em) + em(kGapEm) && items > 1;
  g.columns = two ? 2 : 1;
  g.rows = (items + g.columns - 1) / g.columns;
  g.cell_width = two ? (width - em(kGapEm)) * 0.5f : width;
  g.height = static_cast<float>(g.rows) * row_height;
  return g;
}

bool cancel_button(ViewFrame& f, Panel& p) {
  const float w = em(6.0f);
  const ImVec2 min(p.inner_left + p.inner_width - w, p.cursor);
  const bool clicked =
      panel_button(f, "dialog_cancel", min, ImVec2(min.x + w, min.y + em(kButtonEm)), tr("Cancel"),
                   true, false, "");
  if (clicked) f.picker.cancel();
  return clicked;
}

}  // namespace

void dim_table(ViewFrame& f, ImVec2 vmin, ImVec2 vmax) { f.draw->AddRectFilled(vmin, vmax, kDim); }

void draw_pay_dialog(ViewFrame& f, ImVec2 vmin, ImVec2 vmax) {
  const Colour colour = *f.picker.colour();
  const int space = *f.picker.pending_space();
  const int star = star_of_space(space);
  const int position = position_of_space(space);
  const int cost = printed_value(f.state.side(), star, position);
  const std::uint8_t payments = f.options.payments(colour, space);
  // TRANSLATORS: the payment dialog's title: a tile of colour {1} on space {3} of the {2} star
  // (a colour, a place or centre), printed {4}.
  const char* pattern = trn("Place {1} on the {2} star, space {3}: it costs {4} tiles",
                            "Place {1} on the {2} star, space {3}: it costs {4} tiles", cost);
  const std::string text =
      format(pattern, colour_word(colour), star_label(f.state.side() == Side::kMonochrome, star),
             position, cost);
  const char* heading = text.c_str();
  const float width = panel_inner_width(vmin, vmax);
  const int choices = payment_choice_count(payments);
  const float fixed = title_height(heading, width) + em(kButtonEm) + 2.0f * em(kPanelPaddingEm);
  const Grid grid = grid_for(choices, em(kButtonEm) + em(kGapEm),
                             vmax.y - vmin.y - em(1.0f) - fixed, width, kMinPayColumnEm);
  Panel p = open_panel(f, vmin, vmax, fixed - 2.0f * em(kPanelPaddingEm) + grid.height);
  title(f, p, heading);
  int shown = 0;
  for (int wilds = 0; wilds <= kMaxWildsInPayment; ++wilds) {
    if (((payments >> wilds) & 1u) == 0) continue;
    const ImVec2 min = grid.cell(p.inner_left, p.cursor, shown++);
    const ImVec2 max(min.x + grid.cell_width, min.y + em(kButtonEm));
    std::string label = payment_label(colour, f.state.wild_colour(), cost, wilds, false);
    if (measure(label.c_str(), em()).x > grid.cell_width - em(0.5f)) {
      label = payment_label(colour, f.state.wild_colour(), cost, wilds, true);
    }
    const std::string id = "pay" + std::to_string(wilds);
    if (panel_button(f, id.c_str(), min, max, label.c_str(), true, wilds == 0,
                     "target:pay:" + std::to_string(wilds))) {
      f.result = f.picker.pay(f.options, wilds);
    }
  }
  p.cursor += grid.height;
  cancel_button(f, p);
}

void draw_keep_dialog(ViewFrame& f, ImVec2 vmin, ImVec2 vmax, int seat) {
  const PlayerState& player = f.state.player(seat);
  const TileCounts keep = f.picker.keep();
  int held_colours = 0;
  for (int c = 0; c < kNumColours; ++c) held_colours += player.hand[c] > 0 ? 1 : 0;
  const bool can_keep = f.options.pass_ranks().count() > 1;
  const char* heading = can_keep ? tr("Pass: keep up to 4 tiles for the next round")
                                 : tr("Pass: the tiles left in your hand are discarded");
  const float width = panel_inner_width(vmin, vmax);
  const float fixed = title_height(heading, width) + em(kSummaryEm) + em(kButtonEm) + em(kGapEm) +
                      2.0f * em(kPanelPaddingEm);
  const Grid grid = grid_for(can_keep ? held_colours : 0, em(kRowEm),
                             vmax.y - vmin.y - em(1.0f) - fixed, width, kMinKeepColumnEm);
  Panel p = open_panel(f, vmin, vmax, fixed - 2.0f * em(kPanelPaddingEm) + grid.height);
  title(f, p, heading);
  const float tile_h = em(kRowEm) * 0.7f;
  int shown = 0;
  for (int c = 0; c < kNumColours && can_keep; ++c) {
    if (player.hand[c] == 0) continue;
    const Colour colour = static_cast<Colour>(c);
    const ImVec2 cell = grid.cell(p.inner_left, p.cursor, shown++);
    const float mid_y = cell.y + em(kRowEm) * 0.5f;
    draw_tile(f.draw, upright_tile(ImVec2(cell.x + tile_h * 0.4f, mid_y), tile_h), colour,
              f.input.tiles);
    const std::string held = grid.columns > 1 ? std::to_string(player.hand[c])
                                              // TRANSLATORS: in the pass dialog, beside a colour:
                                              // {1} tiles of it in the player's hand.
                                              : format(tr("{1} in hand"), player.hand[c]);
    text_at(f.draw, ImVec2(cell.x + tile_h, mid_y - em(0.45f)), em(0.9f), palette::kTextMuted,
            held.c_str());
    // [-] kept [+] at the cell's right.
    const float step = em(kStepperEm);
    const float right = cell.x + grid.cell_width;
    const ImVec2 plus_min(right - step, mid_y - step * 0.5f);
    const ImVec2 minus_min(right - step * 3.0f, mid_y - step * 0.5f);
    const std::string letter(1, colour_letter(colour));
    const bool can_minus = can_step_keep(f.options, keep, colour, -1);
    const bool can_plus = can_step_keep(f.options, keep, colour, +1);
    if (panel_button(f, ("minus" + letter).c_str(), minus_min,
                     ImVec2(minus_min.x + step, minus_min.y + step), "\xE2\x88\x92", can_minus,
                     false, "target:keep:" + letter + ":minus")) {
      f.picker.step_keep(f.options, colour, -1);
    }
    if (panel_button(f, ("plus" + letter).c_str(), plus_min,
                     ImVec2(plus_min.x + step, plus_min.y + step), "+", can_plus, false,
                     "target:keep:" + letter + ":plus")) {
      f.picker.step_keep(f.options, colour, +1);
    }
    text_centred(f.draw, ImVec2(right - step * 1.5f, mid_y), em(1.1f),
                 keep[c] > 0 ? palette::kAccent : palette::kText, std::to_string(keep[c]).c_str());
  }
  p.cursor += grid.height;
  const int kept = total(keep);
  const int discarded = total(player.hand) - kept;
  const std::string summary =
      discarded == 0
          // TRANSLATORS: the pass dialog's summary: {1} tiles kept, none discarded.
          ? format(tr("Keep {1}, discard 0 (0 points)"), kept)
          // TRANSLATORS: the pass dialog's summary: {1} tiles kept, {2} discarded, each costing a
          // point (the sign is a minus sign, U+2212).
          : format(trn("Keep {1}, discard {2} (−{2} point)", "Keep {1}, discard {2} (−{2} points)",
                       discarded),
                   kept, discarded);
  text_at(f.draw, ImVec2(p.inner_left, p.cursor + em(0.25f)), em(0.95f), palette::kText,
          summary.c_str());
  p.cursor += em(kSummaryEm);
  const float w = em(7.0f);
  const ImVec2 confirm_min(p.inner_left, p.cursor);
  if (panel_button(f, "confirm_pass", confirm_min,
                   ImVec2(confirm_min.x + w, p.cursor + em(kButtonEm)), trc("move", "Pass"),
                   f.options.can_pass_keeping(keep), true, "target:keep:confirm")) {
    f.result = f.picker.confirm_pass(f.options);
  }
  cancel_button(f, p);
}

void draw_star_zoom(ViewFrame& f, ImVec2 vmin, ImVec2 vmax, int seat) {
  const int star = *f.picker.zoomed_star();
  const Colour colour = *f.picker.colour();
  // TRANSLATORS: the title of an enlarged star: a tile of colour {1} goes on the {2} star (a
  // colour, a place or centre).
  const std::string text = format(tr("Place {1} on the {2} star"), colour_word(colour),
                                  star_label(f.state.side() == Side::kMonochrome, star));
  const char* heading = text.c_str();
  const float width =
      std::min(vmax.x - vmin.x - em(1.0f), em(kPanelMaxWidthEm)) - 2.0f * em(kPanelPaddingEm);
  const float star_size = std::min(width, (vmax.y - vmin.y) * 0.55f);
  const float height = title_height(heading, width) + star_size + em(kGapEm) + em(kButtonEm);
  Panel p = open_panel(f, vmin, vmax, height);
  title(f, p, heading);
  const float unit = star_size / (2.0f * kStarTipRadius + 0.2f);
  const ImVec2 star_mid(p.inner_left + p.inner_width * 0.5f, p.cursor + star_size * 0.5f);
  const Point c = star_centre(star);
  const ImVec2 board_middle(star_mid.x - c.x * unit, star_mid.y - c.y * unit);
  std::uint64_t clickable = f.options.spaces_for(colour);
  std::uint64_t star_mask = std::uint64_t{kFullStarMask} << (star * kSpacesPerStar);
  clickable &= star_mask;
  int hovered = -1;
  for (int position = 1; position <= kSpacesPerStar; ++position) {
    const int space = space_index(star, position);
    if (((clickable >> space) & 1u) == 0) continue;
    const ScreenQuad q = space_screen_quad(board_middle, unit, star, position, 0.0f);
    // The largest upright box around the middle that stays inside the diamond.
    const ImVec2 m = quad_middle(q);
    const float half = unit * 0.3f;
    const std::string id = "zoom" + std::to_string(position);
    const Hit hit =
        hit_area(f, id.c_str(), ImVec2(m.x - half, m.y - half), ImVec2(m.x + half, m.y + half),
                 std::string("target:space:") + star_letter(star) + std::to_string(position));
    if (hit.hovered) hovered = space;
    if (hit.clicked) f.result = f.picker.pick_space(f.options, space);
  }
  draw_star(f, seat, star, board_middle, unit, clickable, hovered, false);
  if (hovered >= 0) show_space_preview(f, hovered);
  p.cursor += star_size + em(kGapEm);
  cancel_button(f, p);
}

}  // namespace azul::ui::pview
