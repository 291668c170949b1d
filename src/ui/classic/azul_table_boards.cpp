// AzulTableView's boards (ui/classic/azul_table_view.h): every seat's board, the lines, floor and
// grey-wall spaces the human may click, and the strip above the home board: the destination
// buttons with what each take would cost, or what to do and who plays.
#include <algorithm>
#include <cstdio>
#include <string>

#include "ui/classic/azul_tiles.h"
#include "ui/classic/table_frame.h"
#include "ui/classic/table_painters.h"
#include "ui/classic/take_words.h"
#include "ui/i18n/translate.h"
#include "ui/layout.h"
#include "ui/palette.h"
#include "ui/wrapped_text.h"

namespace azul::ui {

using namespace aview;
using classic::Colour;
using classic::State;

void AzulTableView::draw_boards(Frame& f) {
  const float glow =
      std::max(0.0f, 1.0f - static_cast<float>(ImGui::GetTime() - fresh_wall_time_) / kGlowSeconds);
  for (int seat = 0; seat < f.s.num_players(); ++seat) {
    BoardLook look{&f.input.tiles};
    if (seat == landing_seat_) {
      look.landing_row = landing_row_;
      look.landing_line_from = landing_line_from_;
      look.landing_floor_from = landing_floor_from_;
    }
    if (f.s.phase() == classic::Phase::WallTiling && f.s.current_player() == seat)
      look.tiling_row = f.s.tiling_row();
    look.pulse = f.pulse;
    look.glow = glow;
    look.fresh_wall = fresh_wall_[seat];
    look.hidden_wall = story_.hidden_wall(seat, ImGui::GetTime());
    const BoardPlace& b = layout_.boards[seat];
    paint_board(f.draw, b, f.s, seat, look, f.input.probe);
    // Where each board is on the screen, whole (tests check that every board can be seen).
    f.input.probe.record_widget("board:" + std::to_string(seat + 1), b.origin,
                                b.origin + ImVec2(b.width(), b.height()));
  }
}

// The lines and the floor the picked tiles may go to, and the wall spaces of a grey-wall row.
void AzulTableView::draw_board_targets(Frame& f) {
  const int me = f.input.human_seat;
  if (me < 0) return;
  const BoardPlace& b = layout_.boards[me];
  const float thickness = std::max(2.0f, b.cell * 0.08f);
  if (f.offer && picker_.pick()) {
    for (int d = 0; d < classic::kNumDestinations; ++d) {
      if (!f.take_legal(picker_.pick()->source, picker_.pick()->colour, d)) continue;
      const bool is_floor = d == classic::kFloorDestination;
      Rect r = is_floor ? floor_rect(b) : line_rect(b, d);
      const float pad = b.cell * 0.08f;
      r.min = r.min - ImVec2(pad, pad);
      r.max = r.max + ImVec2(pad, pad);
      char id[24];
      std::snprintf(id, sizeof id, "##dest%d", d);
      bool hovered = false;
      if (hit_area(id, r, &hovered)) f.clicked_destination = d;
      highlight(f.draw, r, hovered, thickness, f.pulse);
      if (hovered) f.previewed = d;
      record_target(f.input.probe,
                    is_floor ? std::string("target:floor") : "target:line:" + std::to_string(d + 1),
                    r);
    }
  }
  if (!f.tiling) return;
  for (Action a : f.input.legal) {
    if (classic::kind_of(a) != classic::ActionKind::Place) continue;
    const classic::Place place = classic::decode_place(a);
    const ImVec2 pos = wall_cell(b, place.row, place.column);
    const Rect r = square(pos, b.cell * 0.98f);
    char id[24];
    std::snprintf(id, sizeof id, "##wall%d_%d", place.row, place.column);
    bool hovered = false;
    if (hit_area(id, r, &hovered)) f.chosen = a;
    if (hovered)
      classic_tiles::draw_tile(f.draw, pos, b.cell * kTileShare,
                               f.s.board(me).lines[place.row].colour, f.input.tiles, 0.6f);
    highlight(f.draw, r, hovered, thickness, f.pulse);
    record_target(
        f.input.probe,
        "target:wall:" + std::to_string(place.row + 1) + ":" + std::to_string(place.column + 1), r);
  }
}

// One button of the strip: a destination (its number, and under it what the take would cost)
// or cancel.
void AzulTableView::draw_strip_button(Frame& f, int d, const Rect& r) {
  const bool cancel = d == classic::kNumDestinations;
  const bool legal = cancel || f.take_legal(picker_.pick()->source, picker_.pick()->colour, d);
  const Action take =
      classic::take_id(picker_.pick()->source, picker_.pick()->colour, cancel ? 0 : d);
  char id[24];
  std::snprintf(id, sizeof id, "##strip%d", d);
  bool hovered = false;
  const bool clicked = legal && hit_area(id, r, &hovered);
  if (!legal && ImGui::IsMouseHoveringRect(r.min, r.max))  // why not, in the engine's words
    ImGui::SetTooltip("%s", f.s.why_illegal(take).message().c_str());
  std::string note;    // under the number: what the take would cost, or that it fills the line
  bool costs = false;  // the note is a penalty
  if (legal && !cancel) {
    const classic::TakePreview preview = f.s.preview_take(take);
    note = take_button_note(preview);
    costs = take_costs_points(preview);
  }
  if (hovered && !cancel) f.previewed = d;
  const ImU32 fill = !legal    ? palette::rgb(0x18, 0x34, 0x57, 0x60)
                     : hovered ? palette::kSurfaceActive
                               : palette::kSurfaceHovered;
  f.draw->AddRectFilled(r.min, r.max, fill, em(0.3f));
  f.draw->AddRect(r.min, r.max, legal && !cancel ? palette::kAccent : palette::kOutline, em(0.3f),
                  0, em(0.08f));
  const std::string label = cancel ? "\xE2\x9C\x95"
                            : d == classic::kFloorDestination
                                // TRANSLATORS: a destination button: the floor line.
                                ? trc("destination", "Floor")
                                : std::to_string(d + 1);
  const float width = r.max.x - r.min.x;
  const float height = r.max.y - r.min.y;
  const ImVec2 middle((r.min.x + r.max.x) * 0.5f, (r.min.y + r.max.y) * 0.5f);
  const float lift = note.empty() ? 0.0f : height * 0.17f;
  text_centered(f.draw, std::min(em(1.0f), width * 0.36f), ImVec2(middle.x, middle.y - lift),
                legal ? palette::kText : palette::kTextMuted, label.c_str());
  if (!note.empty())
    text_centered(f.draw, std::min(em(0.75f), width * 0.3f),
                  ImVec2(middle.x, middle.y + height * 0.24f),
                  costs ? kPenaltyInk : palette::kTextMuted, note.c_str());
  if (!legal) return;
  if (cancel) {
    if (clicked) picker_.reset();
    record_target(f.input.probe, "target:cancel", r);
    return;
  }
  if (clicked) f.clicked_destination = d;
  f.strip_buttons.emplace_back(d, r);
  record_target(f.input.probe, "target:dest:" + destination_name(d), r);
}

// What the strip above the home board says when it shows no buttons: what to do, or who plays.
std::string AzulTableView::strip_message(const Frame& f) const {
  if (f.offer && picker_.typed_source()) {  // typed on the keyboard: the colour's letter next
    const int source = *picker_.typed_source();
    std::string letters;
    for (Colour c : classic::kAllColours)
      if (f.source_offered(source, c))
        letters += (letters.empty() ? "" : ", ") + std::string(1, classic::colour_letter(c)) + " " +
                   colour_word(c);
    return source == classic::kCentreSource
               // TRANSLATORS: a source was typed on the keyboard: {1} the keys of its colours
               // ("Y yellow, W white").
               ? format(tr("The centre: type a colour, {1}."), letters)
               // TRANSLATORS: factory {1} was typed on the keyboard: {2} the keys of its
               // colours ("Y yellow, W white").
               : format(tr("Factory {1}: type a colour, {2}."), source + 1, letters);
  }
  if (f.offer) return tr("Pick tiles: tap a colour on a factory or in the centre.");
  if (f.tiling)
    // TRANSLATORS: grey wall: the player chooses where the tile of pattern line {1} goes.
    return format(tr("Choose the wall space for the tile of line {1}."), f.s.tiling_row() + 1);
  if (f.s.is_terminal()) return tr("The game is over.");
  if (f.s.current_player() < 0 || f.input.replay) return "";
  return f.input.friend_to_move
             // TRANSLATORS: a friend plays seat {1} on another device (a game by link).
             ? format(tr("Player {1} plays on their own device…"), f.s.current_player() + 1)
             // TRANSLATORS: the player at seat {1} (the AI, or a person) is to move.
             : format(tr("Player {1} is playing…"), f.s.current_player() + 1);
}

// Above the home board: the destination buttons while tiles are picked, else what to do.
void AzulTableView::draw_strip(Frame& f) {
  const TableLayout& l = layout_;
  const float button_h = std::max(kMinTouchPx, em(2.4f));
  const float y = l.strip_min.y + (l.strip_height - button_h) * 0.5f;
  if (f.offer && picker_.pick()) {
    const float gap = em(0.25f);
    // Lines 1..5, the floor and cancel; cancel goes first when the strip is too narrow for all
    // at a touch size (tapping the picked tiles again puts them back too).
    int buttons = classic::kNumDestinations + 1;
    if (l.strip_width < buttons * kMinTouchPx + (buttons - 1) * gap) --buttons;
    const float width = std::max(kMinTouchPx, (l.strip_width - gap * (buttons - 1)) / buttons);
    for (int d = 0; d < buttons; ++d) {
      const float x = l.strip_min.x + static_cast<float>(d) * (width + gap);
      draw_strip_button(f, d, Rect{ImVec2(x, y), ImVec2(x + width, y + button_h)});
    }
    return;
  }
  const std::string message = strip_message(f);
  if (message.empty()) return;
  const float size = std::min(em(0.95f), l.strip_width / 30.0f * 1.9f);
  const std::string lines = wrap_text(ImGui::GetFont(), size, message, l.strip_width);
  const ImVec2 extent = ImGui::GetFont()->CalcTextSizeA(size, FLT_MAX, 0.0f, lines.c_str());
  f.draw->AddText(ImGui::GetFont(), size,
                  ImVec2(l.strip_min.x + std::max(0.0f, (l.strip_width - extent.x) * 0.5f),
                         l.strip_min.y + (l.strip_height - extent.y) * 0.5f),
                  palette::kTextMuted, lines.c_str());
}

}  // namespace azul::ui
