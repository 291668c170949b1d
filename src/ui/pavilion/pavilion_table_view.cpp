#include "ui/pavilion/pavilion_table_view.h"

#include <algorithm>
#include <string>
#include <vector>

#include "engine/pavilion/actions.h"
#include "ui/highlight_pulse.h"
#include "ui/i18n/translate.h"
#include "ui/layout.h"
#include "ui/palette.h"
#include "ui/pavilion/board_geometry.h"
#include "ui/pavilion/board_painter.h"
#include "ui/pavilion/hint_targets.h"
#include "ui/pavilion/keep_choice.h"
#include "ui/pavilion/market_painter.h"
#include "ui/pavilion/move_options.h"
#include "ui/pavilion/move_outline.h"
#include "ui/pavilion/preview_words.h"
#include "ui/pavilion/table_dialogs.h"
#include "ui/pavilion/table_layout.h"
#include "ui/pavilion/view_frame.h"
#include "ui/touch_scrolling.h"
#include "ui/wrapped_text.h"

namespace azul::ui {

using namespace azul::pavilion;
using pview::Ask;

namespace {

constexpr float kPromptTextEm = 1.0f;
constexpr ImGuiWindowFlags kTableFlags =
    ImGuiWindowFlags_NoBackground | ImGuiWindowFlags_NoSavedSettings;

std::string prompt_text(Ask ask, const State& state, bool replay, bool friend_to_move) {
  switch (ask) {
    case Ask::kSelectSource:
      return tr(
          "Your turn: take every tile of one colour from a factory or the centre (plus one "
          "wild tile).");
    case Ask::kSelectColour:
      return tr("Your turn: choose a colour in your hand to place, or pass.");
    case Ask::kSelectSpace:
      return tr("Choose a highlighted space (click the colour again to cancel).");
    case Ask::kPay:
      return tr("Choose how to pay.");
    case Ask::kPassKeep:
      return tr("Choose the tiles to keep, then pass.");
    case Ask::kBonus: {
      const int owed = state.bonus_tiles_owed();
      if (owed == 1) return tr("Bonus: take a tile from the supply, one at a time.");
      // TRANSLATORS: {1} bonus tiles (more than one) to take from the supply.
      return format(trn("Bonus: take {1} tile from the supply, one at a time.",
                        "Bonus: take {1} tiles from the supply, one at a time.", owed),
                    owed);
    }
    case Ask::kWaiting:
      break;
  }
  if (state.is_terminal()) return tr("The game is over.");
  if (replay) return "";  // nobody is playing: the replay's bar says where it is
  if (state.is_chance()) return tr("Drawing tiles from the bag…");
  if (friend_to_move)
    return format(tr("Player {1} plays on their own device…"), state.current_player() + 1);
  return tr("Waiting for the other players…");
}

// Outlines the drawn targets that lead to the hint's move (hint_targets.h), and notes them in
// the probe ("hint-drawn").
void draw_hint(pview::ViewFrame& f, const std::vector<std::string>& names) {
  std::string drawn;
  for (const pview::ViewFrame::Target& t : f.targets) {
    if (std::find(names.begin(), names.end(), t.name) == names.end()) continue;
    const float pad = em(0.15f);
    f.draw->AddRect(ImVec2(t.min.x - pad, t.min.y - pad), ImVec2(t.max.x + pad, t.max.y + pad),
                    palette::kHint, em(0.3f), 0, em(0.2f));
    drawn += (drawn.empty() ? "" : ",") + t.name;
  }
  f.input.probe.record_value("hint-drawn", drawn);
}

// The seat drawn large: the human to move, else the seat nearest the viewer.
int focus_seat(const TableInput<State>& input) {
  if (input.human_seat >= 0 && !input.legal.empty()) return input.human_seat;
  return std::clamp(input.bottom_seat, 0, input.state.num_players() - 1);
}

// The table's layout for this frame; a stacked (phone) layout taller than the area is laid out
// again without the scrollbar's width.
pview::TableLayout table_layout(const TableInput<State>& input, int focus) {
  const State& state = input.state;
  // Phase 2 begins once the factories and the centre are empty, and they stay so until the next
  // round; only a start token nobody took is left there.
  const bool market_empty =
      (state.phase() == pavilion::Phase::kPlay || state.phase() == pavilion::Phase::kBonus) &&
      !state.start_token_in_centre();
  pview::TableLayout layout =
      pview::layout_table(input.size.x, input.size.y, em(), state.num_players(),
                          state.num_factories(), focus, market_empty);
  if (layout.stacked && layout.height > input.size.y) {
    layout = pview::layout_table(input.size.x - ImGui::GetStyle().ScrollbarSize, input.size.y, em(),
                                 state.num_players(), state.num_factories(), focus, market_empty);
  }
  return layout;
}

// The prompt line, centred in its line or lines: on a phone the prompt may wrap to two. A
// prompt that needs more lines than the layout gives it (a longer language) is drawn smaller,
// down to kMinPromptScale of its size, rather than over the round track.
// While a source or a star has been typed on the keyboard: what to type next.
std::optional<std::string> typed_prompt(const pview::ViewFrame& f) {
  if (const std::optional<int> source = f.picker.typed_source()) {
    std::string letters;
    for (int c = 0; c < pavilion::kNumColours; ++c)
      if (f.options.can_take(*source, static_cast<pavilion::Colour>(c)))
        letters += (letters.empty() ? "" : ", ") + std::string(1, pavilion::kColourLetters[c]) +
                   " " + pview::colour_word(static_cast<pavilion::Colour>(c));
    return *source == pavilion::kCentreSource
               ? format(tr("The centre: type a colour, {1}."), letters)
               : format(tr("Factory {1}: type a colour, {2}."), *source + 1, letters);
  }
  if (const std::optional<int> star = f.picker.typed_star())
    // TRANSLATORS: a star was typed on the keyboard ({1}: a colour, or centre): its space next.
    return format(tr("The {1} star: type a space, 1–6."),
                  pview::star_label(f.state.side() == pavilion::Side::kMonochrome, *star));
  return std::nullopt;
}

void draw_prompt(pview::ViewFrame& f, const pview::TableLayout& layout) {
  constexpr float kMinPromptScale = 0.7f;
  constexpr float kPromptShrinkStep = 0.95f;
  const ImVec2 min = f.min(layout.prompt);
  const std::string text =
      typed_prompt(f).value_or(prompt_text(f.ask, f.state, f.input.replay, f.input.friend_to_move));
  const float full_size = em(kPromptTextEm);
  float size = full_size;
  const auto height_at = [&](float s) {
    return wrapped_text_size(ImGui::GetFont(), s, text, layout.prompt.w).y;
  };
  float text_h = height_at(size);
  while (text_h > layout.prompt.h && size * kPromptShrinkStep >= full_size * kMinPromptScale) {
    size *= kPromptShrinkStep;
    text_h = height_at(size);
  }
  add_wrapped_text(f.draw, ImGui::GetFont(), size,
                   ImVec2(min.x, min.y + std::max(0.0f, (layout.prompt.h - text_h) * 0.5f)),
                   f.ask == Ask::kWaiting ? palette::kTextMuted : palette::kAccent, text,
                   layout.prompt.w);
}

// The round track, the supply, the factories and every board, each board noted in the probe
// where it is on the screen, whole (tests check that every board can be seen).
void draw_table_parts(pview::ViewFrame& f, const pview::TableLayout& layout) {
  f.input.probe.record_widget("market", f.min(layout.market.area), f.max(layout.market.area));
  pview::draw_round_track(f, layout.market);
  pview::draw_supply(f, layout.market);
  pview::draw_factory_ring(f, layout.market);
  for (const pview::BoardLayout& board : layout.boards) {
    pview::draw_player_area(f, board);
    f.input.probe.record_widget("board:" + std::to_string(board.seat + 1), f.min(board.area),
                                f.max(board.area));
  }
}

// Whether a dialog covers the table this frame (a payment, the tiles to keep, a zoomed star).
bool dialog_open(Ask ask, const pview::MovePicker& picker) {
  return ask == Ask::kPay || ask == Ask::kPassKeep ||
         (ask == Ask::kSelectSpace && picker.zoomed_star());
}

// What lies over the table: an analysed replay's outlines of the move played and the better
// one, the open dialog over a dimmed table, and the hint's outlines (over the dialog, which
// holds the hint's targets while it is open).
void draw_overlays(pview::ViewFrame& f, const pview::TableLayout& layout, bool dialog, int focus) {
  const TableInput<State>& input = f.input;
  if (input.outline_seat >= 0) {
    if (input.played)
      pview::draw_move_outline(f, layout, input.outline_seat, *input.played, palette::kPlayed,
                               0.25f, "played-drawn");
    if (input.hint)
      pview::draw_move_outline(f, layout, input.outline_seat, *input.hint, palette::kHint, 0.0f,
                               "hint-drawn");
  }
  if (dialog) {
    f.interactive = true;
    pview::dim_table(f, f.visible_min, f.visible_max);
    if (f.ask == Ask::kPay) {
      pview::draw_pay_dialog(f, f.visible_min, f.visible_max);
    } else if (f.ask == Ask::kPassKeep) {
      pview::draw_keep_dialog(f, f.visible_min, f.visible_max, focus);
    } else {
      pview::draw_star_zoom(f, f.visible_min, f.visible_max, focus);
    }
  }
  if (input.outline_seat < 0 && input.hint) draw_hint(f, pview::hint_targets(f.state, *input.hint));
}

// The frame's click targets and what the table asks now (after this frame's clicks), for the
// probe. Once a move is made, this frame's targets and question are out of date: it gets none
// (the next frames show the new position).
void record_probe(const pview::ViewFrame& f, Ask asks_now) {
  if (!f.result) {
    for (const pview::ViewFrame::Target& t : f.targets)
      f.input.probe.record_widget(t.name, t.min, t.max);
  }
  f.input.probe.record_value("table", pview::ask_name(f.result ? Ask::kWaiting : asks_now));
  if (const std::optional<int> typed = f.picker.typed_source())
    f.input.probe.record_value("typed-source", *typed == pavilion::kCentreSource
                                                   ? std::string("C")
                                                   : "F" + std::to_string(*typed + 1));
  std::string supply;  // the supply's slots as colour letters ('.' empty), for keyboard tests
  for (const pavilion::Colour c : f.state.supply()) supply += pavilion::colour_letter(c);
  f.input.probe.record_value("supply", supply);
  if (const std::optional<int> star = f.picker.typed_star())
    f.input.probe.record_value("typed-star", std::string(1, pavilion::star_letter(*star)));
}

}  // namespace

void PavilionTableView::remember(const State& state) {
  last_state_ = state;
  std::swap(last_shapes_, shapes_);
}

void PavilionTableView::scroll_to_what_asks(const TableInput<State>& input,
                                            const pview::TableLayout& layout, Ask ask) {
  // Bring the part that asks for something into view on a small screen.
  if (layout.stacked && ask != last_ask_ && ask != Ask::kWaiting) {
    const bool board = ask == Ask::kSelectColour || ask == Ask::kSelectSpace;
    const float target = board                       ? layout.boards.front().area.y
                         : ask == Ask::kBonus        ? layout.market.supply.y
                         : ask == Ask::kSelectSource ? layout.market.ring.y - em(2.0f)
                                                     : -1.0f;
    if (target >= 0.0f) ImGui::SetScrollY(std::max(0.0f, target - em(0.5f)));
  }
  last_ask_ = ask;
  // An analysed replay brings the outlined move into view when it changes.
  const std::optional<std::pair<int, Action>> outline =
      input.outline_seat >= 0 && input.hint
          ? std::optional(std::pair(input.outline_seat, *input.hint))
          : std::nullopt;
  if (layout.stacked && outline && outline != last_outline_) {
    const pavilion::ActionKind kind = pavilion::decode_action(outline->second).kind;
    float target = layout.market.ring.y - em(2.0f);
    if (kind == pavilion::ActionKind::kBonus) target = layout.market.supply.y;
    if (kind == pavilion::ActionKind::kPlace || kind == pavilion::ActionKind::kPass) {
      for (const pview::BoardLayout& b : layout.boards)
        if (b.seat == outline->first) target = b.area.y;
    }
    ImGui::SetScrollY(std::max(0.0f, target - em(0.5f)));
  }
  last_outline_ = outline;
}

std::optional<Action> PavilionTableView::draw(const TableInput<State>& input) {
  const State& state = input.state;
  const float now = static_cast<float>(ImGui::GetTime());
  const bool changed = !last_state_ || !(*last_state_ == state);
  if (changed && last_state_) picker_.reset();
  if (changed) pulse_since_ = now;

  const pview::MoveOptions options(input.legal);
  picker_.sync(options);
  // Escape steps back through a half-made move, like the Cancel buttons.
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) picker_.cancel();
  const Ask ask = picker_.ask(options);
  const int focus = focus_seat(input);
  const pview::TableLayout layout = table_layout(input, focus);

  ImGui::PushID("pavilion_table");
  ImGui::SetCursorScreenPos(input.origin);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::BeginChild("##table", input.size, false,
                    kTableFlags | (layout.stacked ? 0 : ImGuiWindowFlags_NoScrollbar));
  ImGui::PopStyleVar();
  drag_to_scroll_current_window();
  scroll_to_what_asks(input, layout, ask);

  shapes_.clear();
  // Tiles that moved since the last frame start flying at the end of this frame: their new
  // places are drawn without them from this frame on.
  const bool animate = changed && last_state_ && input.animation_seconds > 0.0f;
  std::vector<pview::Transfer> moved;
  if (animate) moved = pview::transfers(*last_state_, state);
  std::vector<pview::Arrival> arriving = flights_.arriving(now);
  if (animate && pview::TileFlights::animates(moved.size())) {
    for (const pview::Transfer& t : moved) arriving.push_back({t.to, t.colour});
  }
  const bool dialog = dialog_open(ask, picker_);
  pview::ViewFrame f{input,
                     state,
                     options,
                     picker_,
                     ask,
                     ImGui::GetWindowDrawList(),
                     ImGui::GetCursorScreenPos(),
                     !dialog,
                     std::nullopt,
                     shapes_,
                     arriving,
                     highlight_pulse(now, pulse_since_)};
  f.visible_min = ImGui::GetWindowPos();
  const float scrollbar = ImGui::GetScrollMaxY() > 0.0f ? ImGui::GetStyle().ScrollbarSize : 0.0f;
  f.visible_max = ImVec2(f.visible_min.x + ImGui::GetWindowSize().x - scrollbar,
                         f.visible_min.y + ImGui::GetWindowSize().y);

  draw_prompt(f, layout);
  draw_table_parts(f, layout);
  draw_overlays(f, layout, dialog, focus);
  if (f.open_keep_dialog) {
    picker_.open_keep_dialog(pview::preselected_keep(state, focus, options));
  }

  if (animate) {
    flights_.start(moved, last_shapes_, shapes_, now, input.animation_seconds);
  } else if (changed) {
    flights_.clear();
  }
  flights_.draw(f.draw, input.tiles, now);
  if (animate) score_floats_.note(*last_state_, state, input.last_action, input.last_actor, now);
  score_floats_.draw(f, layout, now);

  // The content's size, so that the child scrolls when it is taller than the area.
  ImGui::SetCursorScreenPos(f.origin);
  ImGui::Dummy(ImVec2(std::max(1.0f, layout.width - 1.0f), layout.height));
  ImGui::EndChild();
  ImGui::PopID();

  if (!f.result) f.result = take_keys(state, options, focus);
  const Ask asked_next = picker_.ask(options);
  if (asked_next != ask) pulse_since_ = now;  // the next frame asks for something new
  record_probe(f, asked_next);
  remember(state);
  return f.result;
}

// The keys typed this frame (pview::MovePicker::key), while no text field has them.
std::optional<Action> PavilionTableView::take_keys(const State& state,
                                                   const pview::MoveOptions& options, int seat) {
  const ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput || !options.any()) return std::nullopt;
  std::vector<char> keys;
  for (const ImWchar c : io.InputQueueCharacters)
    if (c <= 0x7F) keys.push_back(static_cast<char>(c));
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false)) keys.push_back('\n');
  if (keys.empty()) return std::nullopt;
  const pavilion::TileCounts keep = pview::preselected_keep(state, seat, options);
  for (const char key : keys)
    if (const std::optional<Action> move = picker_.key(options, key, keep)) return move;
  return std::nullopt;
}

void PavilionTableView::request_frames(double now, FrameDemand& demand) const {
  const float time = static_cast<float>(now);
  if (flights_.active(time) || score_floats_.active(time)) demand.animate();
  demand.animate_until(now, highlight_pulse_end(pulse_since_));
}

}  // namespace azul::ui
