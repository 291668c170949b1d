#include "ui/classic/azul_table_view.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "ui/classic/azul_tiles.h"
#include "ui/classic/table_painters.h"
#include "ui/classic/take_words.h"
#include "ui/highlight_pulse.h"
#include "ui/i18n/translate.h"
#include "ui/layout.h"
#include "ui/palette.h"

namespace azul::ui {

using namespace aview;
using classic::Colour;
using classic::State;

// What one frame's parts share: the input, and what was clicked or pointed at.
struct AzulTableView::Frame {
  const TableInput<State>& input;
  const State& s;
  ImDrawList* draw;
  bool offer = false;   // the human takes tiles
  bool tiling = false;  // the human chooses a wall column (grey wall)
  std::optional<aview::Pick> clicked_source;
  std::optional<int> clicked_destination;
  std::optional<int> previewed;  // the destination under the pointer: its preview is drawn
  float pulse = 1.0f;            // the targets' highlight strength (ui/highlight_pulse.h)
  std::optional<Action> chosen;
  // The moves outlined on the table: the hint (or the analysis' better move) and, in an
  // analysed replay, the move played; each with the targets it outlines, for the probe.
  struct Outline {
    Action move = 0;
    std::optional<classic::Take> take;  // the move, when it is a take
    ImU32 colour = 0;
    float grow = 0.0f;        // drawn this much larger, so that two outlines on one spot show
    const char* probe_value;  // "hint-drawn", "played-drawn"
    std::vector<std::string> drawn;
  };
  std::vector<Outline> outlines;
  // The destination strip's buttons drawn this frame (a narrow screen's board is out of reach):
  // an outlined take whose tiles are picked outlines its button there too.
  std::vector<std::pair<int, aview::Rect>> strip_buttons;

  bool take_legal(int source, Colour c, int destination) const {
    const Action a = classic::take_id(source, c, destination);
    return std::find(input.legal.begin(), input.legal.end(), a) != input.legal.end();
  }
  bool source_offered(int source, Colour c) const {
    if (!offer) return false;
    for (int d = 0; d < classic::kNumDestinations; ++d)
      if (take_legal(source, c, d)) return true;
    return false;
  }
};

namespace {

std::string source_name(int source) {
  return source == classic::kCentreSource ? std::string("C") : "F" + std::to_string(source + 1);
}

std::string destination_name(int d) {
  return d == classic::kFloorDestination ? std::string("floor") : std::to_string(d + 1);
}

}  // namespace

void AzulTableView::reset_selection() { picker_.reset(); }

namespace {

// Scrolls the table's window as little as it takes to show [top, bottom] (screen y), its
// bottom first when it is taller than the window.
void reveal(float top, float bottom) {
  const float visible_top = ImGui::GetWindowPos().y;
  const float visible_bottom = visible_top + ImGui::GetWindowHeight();
  const float margin = em(0.5f);
  if (bottom > visible_bottom)
    ImGui::SetScrollY(ImGui::GetScrollY() + bottom - visible_bottom + margin);
  else if (top < visible_top)
    ImGui::SetScrollY(ImGui::GetScrollY() - (visible_top - top) - margin);
}

}  // namespace

void AzulTableView::scroll_to_next_tap(const std::string& table) const {
  if (table == "select-source") {  // the factories and the centre
    reveal(layout_.market.min.y, layout_.market.max.y);
  } else if (table == "place") {  // the destination buttons
    reveal(layout_.strip_min.y, layout_.strip_min.y + layout_.strip_height);
  }
}

void AzulTableView::draw_source_tile(Frame& f, int source, ImVec2 pos, Colour c, Rect hit,
                                     int index) {
  const float tile = layout_.cell * kTileShare;
  const bool selected = picker_.pick() == aview::Pick{source, c};
  if (selected)
    f.draw->AddRectFilled(square(pos, tile * 1.18f).min, square(pos, tile * 1.18f).max, kTarget,
                          tile * 0.2f);
  classic_tiles::draw_tile(f.draw, pos, tile, c, f.input.tiles);
  for (Frame::Outline& o : f.outlines) {
    if (!o.take || o.take->source != source || o.take->colour != c) continue;
    const Rect r = square(pos, tile * (1.22f + o.grow));
    f.draw->AddRect(r.min, r.max, o.colour, tile * 0.2f, 0, std::max(2.0f, layout_.cell * 0.1f));
    o.drawn.push_back("target:take:" + source_name(source) + ":" + classic::colour_letter(c));
  }
  if (!f.source_offered(source, c)) return;
  char id[32];
  std::snprintf(id, sizeof id, "##src%d_%d", source, index);
  bool hovered = false;
  if (hit_area(id, hit, &hovered)) f.clicked_source = aview::Pick{source, c};
  if (hovered && !selected)
    highlight(f.draw, square(pos, tile * 1.12f), true, std::max(2.0f, layout_.cell * 0.08f) * 0.7f,
              f.pulse);
  record_target(f.input.probe,
                "target:take:" + source_name(source) + ":" + classic::colour_letter(c), hit);
}

// The felt under the factories and the centre: round under a ring, else a rounded band.
void AzulTableView::draw_felt(Frame& f) const {
  const TableLayout& l = layout_;
  if (l.ring) {
    f.draw->AddCircleFilled(l.centre, (l.market.max.x - l.market.min.x) * 0.5f, kTableFelt, 64);
    return;
  }
  const ImVec2 pad(l.cell * 0.15f, l.cell * 0.1f);
  f.draw->AddRectFilled(l.market.min - pad, l.market.max + pad, kTableFelt, l.cell * 0.6f);
}

void AzulTableView::draw_factories(Frame& f) {
  const TableLayout& l = layout_;
  const float thick = std::max(2.0f, l.cell * 0.08f);
  const int factories = f.s.num_factories();
  for (int i = 0; i < factories; ++i) {
    const ImVec2 fc = factory_center(l, i);
    f.draw->AddCircleFilled(fc, kFactoryRadius * l.cell, kFactoryFill, 40);
    f.draw->AddCircle(fc, kFactoryRadius * l.cell, kFactoryEdge, 40, thick);
    f.draw->AddCircle(fc, kFactoryRadius * l.cell * 0.86f, palette::rgb(0x2C, 0x5E, 0x9E, 0x50), 40,
                      thick * 0.5f);
    if (picker_.typed_source() == i)  // typed on the keyboard: its colour's letter comes next
      f.draw->AddCircle(fc, kFactoryRadius * l.cell * 1.12f, palette::kAccent, 40, thick * 1.5f);
    std::array<Colour, 4> tiles{};
    const int count = factory_tiles(f.s.factory(i), tiles);
    const float half_hit = kFactoryRadius * l.cell;
    for (int k = 0; k < count; ++k) {
      // The hit area of a tile is its quarter of the factory square: large enough for a finger.
      const ImVec2 quarter_min(k % 2 == 0 ? fc.x - half_hit : fc.x, k < 2 ? fc.y - half_hit : fc.y);
      draw_source_tile(f, i, factory_slot(l, fc, k), tiles[k],
                       Rect{quarter_min, quarter_min + ImVec2(half_hit, half_hit)}, k);
    }
    // Its number, as the move log and the hint name it: in the middle of an empty factory,
    // else on a badge on its rim.
    char label[12];
    std::snprintf(label, sizeof label, "%d", i + 1);
    if (count == 0) {
      text_centered(f.draw, l.cell * 0.6f, fc, palette::rgb(0x2C, 0x5E, 0x9E, 0x90), label);
    } else {
      const ImVec2 badge = factory_badge(l, i);
      f.draw->AddCircleFilled(badge, l.cell * 0.34f, kFactoryEdge, 20);
      text_centered(f.draw, l.cell * 0.42f, badge, palette::rgb(0xFF, 0xFF, 0xFF), label);
    }
    f.input.probe.record_value("factory-number:" + std::to_string(i + 1), label);
  }
}

void AzulTableView::draw_centre(Frame& f) {
  const TableLayout& l = layout_;
  const float tile = l.cell * kTileShare;
  int items = f.s.marker_in_centre() ? 1 : 0;
  for (Colour c : classic::kAllColours) items += f.s.centre().count(c) > 0 ? 1 : 0;
  int index = 0;
  if (picker_.typed_source() == classic::kCentreSource && items > 0) {  // typed on the keyboard
    Rect around = square(centre_item(l, 0, items), kCentrePitch * l.cell);
    for (int k = 1; k < items; ++k) {
      const Rect r = square(centre_item(l, k, items), kCentrePitch * l.cell);
      around.min = ImVec2(std::min(around.min.x, r.min.x), std::min(around.min.y, r.min.y));
      around.max = ImVec2(std::max(around.max.x, r.max.x), std::max(around.max.y, r.max.y));
    }
    f.draw->AddRect(around.min, around.max, palette::kAccent, l.cell * 0.2f, 0,
                    std::max(2.0f, l.cell * 0.1f));
  }
  if (f.s.marker_in_centre())
    classic_tiles::draw_marker(f.draw, centre_item(l, index++, items), tile);
  for (Colour c : classic::kAllColours) {
    const int count = f.s.centre().count(c);
    if (count == 0) continue;
    const ImVec2 pos = centre_item(l, index++, items);
    draw_source_tile(f, classic::kCentreSource, pos, c, square(pos, kCentrePitch * l.cell), index);
    if (count > 1) {
      const ImVec2 badge(pos.x + tile * 0.42f, pos.y + tile * 0.42f);
      f.draw->AddCircleFilled(badge, tile * 0.3f, palette::rgb(0x10, 0x10, 0x18), 16);
      char label[12];
      std::snprintf(label, sizeof label, "%d", count);
      text_centered(f.draw, tile * 0.4f, badge, palette::kText, label);
    }
  }
  // TRANSLATORS: under the factories: the tiles in the bag ({1}) and in the box lid ({2}), and
  // the round ({3}).
  const std::string counts = format(tr("Bag {1}  ·  Lid {2}  ·  Round {3}"), f.s.bag().total(),
                                    f.s.lid().total(), f.s.round());
  const float size = em(0.85f);
  const ImVec2 extent = ImGui::GetFont()->CalcTextSizeA(size, FLT_MAX, 0.0f, counts.c_str());
  text_at(f.draw, size,
          ImVec2(l.counts_pos.x + (l.counts_width - extent.x) * 0.5f, l.counts_pos.y + em(0.15f)),
          palette::kTextMuted, counts.c_str());
}

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
  const ImVec2 extent =
      ImGui::GetFont()->CalcTextSizeA(size, FLT_MAX, l.strip_width, message.c_str());
  f.draw->AddText(ImGui::GetFont(), size,
                  ImVec2(l.strip_min.x + std::max(0.0f, (l.strip_width - extent.x) * 0.5f),
                         l.strip_min.y + (l.strip_height - extent.y) * 0.5f),
                  palette::kTextMuted, message.c_str(), nullptr, l.strip_width);
}

// The hint's destination on my board: the pattern line or floor of a take, or the wall space
// of a grey-wall tiling (the source is outlined by draw_source_tile).
void AzulTableView::draw_outlines(Frame& f) {
  const int seat = f.input.outline_seat >= 0 ? f.input.outline_seat : f.input.human_seat;
  if (seat < 0) return;
  const BoardPlace& b = layout_.boards[seat];
  for (Frame::Outline& o : f.outlines) {
    const float pad = b.cell * (0.12f + o.grow);
    const float thickness = std::max(2.0f, b.cell * 0.1f);
    Rect r;
    std::string name;
    if (o.take) {
      const int d = o.take->destination;
      r = d == classic::kFloorDestination ? floor_rect(b) : line_rect(b, d);
      name = d == classic::kFloorDestination ? std::string("target:floor")
                                             : "target:line:" + std::to_string(d + 1);
    } else if (classic::kind_of(o.move) == classic::ActionKind::Place) {
      const classic::Place place = classic::decode_place(o.move);
      r = square(wall_cell(b, place.row, place.column), b.cell);
      name =
          "target:wall:" + std::to_string(place.row + 1) + ":" + std::to_string(place.column + 1);
    } else {
      continue;
    }
    f.draw->AddRect(r.min - ImVec2(pad, pad), r.max + ImVec2(pad, pad), o.colour, pad * 2.0f, 0,
                    thickness);
    o.drawn.push_back(name);
    const std::optional<aview::Pick> pick = picker_.pick();
    if (o.take && pick && pick->source == o.take->source && pick->colour == o.take->colour)
      for (const auto& [d, button] : f.strip_buttons)
        if (d == o.take->destination) {
          f.draw->AddRect(button.min - ImVec2(pad, pad), button.max + ImVec2(pad, pad), o.colour,
                          pad * 2.0f, 0, thickness);
          o.drawn.push_back("target:dest:" + destination_name(d));
        }
    std::string drawn;
    for (const std::string& target : o.drawn) drawn += (drawn.empty() ? "" : ",") + target;
    f.input.probe.record_value(o.probe_value, drawn);
  }
}

// What every legal destination of the picked tiles would do (probe values "preview:<line>" and
// "preview:floor"), and the ghosts and words of the one under the pointer.
void AzulTableView::draw_preview(Frame& f) {
  const int me = f.input.human_seat;
  if (!f.offer || !picker_.pick() || me < 0) return;
  for (int d = 0; d < classic::kNumDestinations; ++d)
    if (f.take_legal(picker_.pick()->source, picker_.pick()->colour, d))
      f.input.probe.record_value("preview:" + destination_name(d),
                                 take_consequence(f.s.preview_take(classic::take_id(
                                     picker_.pick()->source, picker_.pick()->colour, d))));
  if (!f.previewed) return;
  const classic::TakePreview preview = f.s.preview_take(
      classic::take_id(picker_.pick()->source, picker_.pick()->colour, *f.previewed));
  paint_preview(f.draw, layout_.boards[me], preview, f.input.tiles);
  ImGui::SetTooltip("%s", take_consequence(preview).c_str());
}

void AzulTableView::draw_flights(Frame& f, float elapsed) {
  const float tile = layout_.cell * kTileShare;
  for (const Flight& flight : flights_) {
    float t = std::clamp((elapsed - flight.delay) / std::max(0.01f, f.input.animation_seconds),
                         0.0f, 1.0f);
    t = t * t * (3.0f - 2.0f * t);  // ease in and out
    const ImVec2 pos = flight.from + (flight.to - flight.from) * t;
    const float lift = 1.0f + 0.15f * std::sin(t * 3.1416f);
    if (flight.marker)
      classic_tiles::draw_marker(f.draw, pos, tile * lift);
    else
      classic_tiles::draw_tile(f.draw, pos, tile * lift, flight.colour, f.input.tiles);
  }
}

// Turns this frame's clicks and typed keys (aview::MovePicker) into a pick or a move.
void AzulTableView::take_clicks(Frame& f) {
  if (f.clicked_source) {
    picker_.click_source(f.input.legal, *f.clicked_source);
  } else if (f.clicked_destination) {
    if (const std::optional<Action> move =
            picker_.click_destination(f.input.legal, *f.clicked_destination))
      f.chosen = move;
  }
  // Keys, while no text field has them (ui/classic/move_picker.h).
  const ImGuiIO& io = ImGui::GetIO();
  if (f.chosen || io.WantTextInput || f.input.legal.empty()) return;
  for (const ImWchar c : io.InputQueueCharacters) {
    if (c > 0x7F) continue;
    if (const std::optional<Action> move = picker_.key(f.input.legal, static_cast<char>(c))) {
      f.chosen = move;
      break;
    }
  }
  if (f.chosen) picker_.reset();
}

std::optional<Action> AzulTableView::draw(const TableInput<State>& input) {
  const State& s = input.state;
  const bool interactive = !input.legal.empty() && input.human_seat >= 0;
  Frame f{input, s, ImGui::GetWindowDrawList()};
  f.offer = interactive && s.phase() == classic::Phase::Offer;
  f.tiling = interactive && s.phase() == classic::Phase::WallTiling;
  const float strip_px = std::max(kMinTouchPx, em(2.4f)) + em(0.4f);
  const int home = std::clamp(input.bottom_seat, 0, s.num_players() - 1);
  layout_ = compute_layout(s, input.origin, input.size, home, strip_px);

  const double now = ImGui::GetTime();
  if (!previous_ || !(*previous_ == s)) {
    if (previous_) start_animations(*previous_, input);
    previous_ = s;
    pulse_since_ = now;
  }
  f.pulse = highlight_pulse(now, pulse_since_);
  const float elapsed = static_cast<float>(now - animation_start_);
  const bool animating = !flights_.empty() && elapsed < animation_length_;
  if (!animating) {
    flights_.clear();
    landing_seat_ = -1;
  }
  picker_.sync(input.legal);
  // Escape puts the picked tiles back, like the cancel button (and as on the Pavilion table).
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) picker_.cancel();
  auto add_outline = [&](Action move, ImU32 colour, float grow, const char* probe_value) {
    std::optional<classic::Take> take;
    if (classic::kind_of(move) == classic::ActionKind::Take) take = classic::decode_take(move);
    f.outlines.push_back(Frame::Outline{move, take, colour, grow, probe_value, {}});
  };
  if (input.played) add_outline(*input.played, palette::kPlayed, 0.14f, "played-drawn");
  if (input.hint) add_outline(*input.hint, palette::kHint, 0.0f, "hint-drawn");

  draw_felt(f);
  input.probe.record_widget("market", layout_.market.min, layout_.market.max);
  draw_factories(f);
  draw_centre(f);
  draw_boards(f);
  draw_board_targets(f);
  draw_strip(f);
  draw_outlines(f);
  draw_preview(f);
  if (animating) draw_flights(f, elapsed);
  story_.draw(f.draw, layout_, input.tiles, now);

  // Reserve the content's height so the surrounding window can scroll to all of it.
  ImGui::SetCursorScreenPos(input.origin);
  ImGui::Dummy(ImVec2(input.size.x, std::max(layout_.content_height, 1.0f)));

  // What this frame drew, for the probe; the clicks below change it for the next frame.
  auto table_state = [&] {
    if (f.offer) return picker_.pick() ? "place" : "select-source";
    return f.tiling ? "wall-column" : "wait";
  };
  input.probe.record_value("table", table_state());
  if (const std::optional<int> typed = picker_.typed_source())
    input.probe.record_value("typed-source", source_name(*typed));

  take_clicks(f);
  // Scroll to the next tap as soon as a click changes what it will be.
  const char* table = table_state();
  if (last_table_ != table) {
    scroll_to_next_tap(table);
    last_table_ = table;
    pulse_since_ = now;
  }
  // An analysed replay brings the mover's board (where the outlined moves go) into view, with
  // the factories above it as far as they fit.
  const std::optional<Action> outline = input.outline_seat >= 0 ? input.hint : std::nullopt;
  if (outline && outline != last_outline_) {
    const BoardPlace& b = layout_.boards[input.outline_seat];
    reveal(std::min(layout_.market.min.y, b.origin.y), b.origin.y + b.height());
  }
  last_outline_ = outline;
  return f.chosen;
}

}  // namespace azul::ui
