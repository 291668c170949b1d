// GameController<S>: the game screen for game S (ui/game/game_screen.h). It owns the game's
// flow (ui/game/game_flow.h: the session, the AI seats, the hint and their timing, advanced on
// ImGui's clock once per frame) and the table view, and draws the frame around the table: top
// bar, scores, move log and the panels (ui/game/game_panels.h).
#pragma once

#include <imgui.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "engine/record/link.h"
#include "engine/record/record.h"
#include "ui/access/table_mirror.h"
#include "ui/game/controls.h"
#include "ui/game/game_flow.h"
#include "ui/game/game_panels.h"
#include "ui/game/game_screen.h"
#include "ui/game/game_session.h"
#include "ui/game/game_traits.h"
#include "ui/game/move_log.h"
#include "ui/game/overlay.h"
#include "ui/game/probe_names.h"
#include "ui/game/rules_help.h"
#include "ui/game/settings_panel.h"
#include "ui/game/side_panel.h"
#include "ui/game/table_view.h"
#include "ui/game/top_bar_parts.h"
#include "ui/i18n/shared_texts.h"
#include "ui/i18n/translate.h"
#include "ui/layout.h"
#include "ui/learn/lesson_coach.h"
#include "ui/link.h"
#include "ui/palette.h"
#include "ui/share/link_play.h"
#include "ui/touch_scrolling.h"

namespace azul::ui {

namespace game_screen_detail {

inline constexpr float kSidePanelEm = 17.0f;
inline constexpr float kWideScreenEm = 48.0f;  // side panel from this window width

}  // namespace game_screen_detail

// The game's options from a setup. The new-game screen offers only values of the game's
// schema, so they always convert; should one not, the game starts with the defaults rather
// than not at all.
template <Game S>
typename S::Options options_of(const NewGameSetup& setup) {
  auto options = S::Options::from_pairs(resolved_options(setup, S::Options::schema()));
  return options.ok() ? *options.value : typename S::Options{};
}

template <Game S>
class GameController final : public GameScreen {
  using Traits = GameTraits<S>;
  using View = typename Traits::View;
  using Overlay = game_screen_detail::Overlay;

 public:
  explicit GameController(const NewGameSetup& setup)
      : GameController(setup, GameRecord<S>{options_of<S>(setup), setup.seed, {}}) {}

  // Continues a recorded game (its recorded draws are kept; later draws follow the seed);
  // `shared`: a link game's actions that travelled by link (ui/game/game_session.h).
  GameController(const NewGameSetup& setup, GameRecord<S> record, std::size_t shared = 0)
      : setup_(setup), flow_(std::move(record), seats_of(setup), shared) {}

  // A lesson (ui/learn/lesson_guide.h) from `record`: the script's actions before the guide's
  // step, or in free play the game so far. The script plays on from there; it is never undone.
  GameController(const NewGameSetup& setup, GameRecord<S> record, LessonGuide<S> guide)
      : setup_(setup), flow_(std::move(record), seats_of(setup)), lesson_(std::move(guide)) {
    flow_.follow_script(lesson_->guide().script().actions);
    flow_.session().set_undo_floor(lesson_->guide().script().actions.size());
  }
  std::optional<std::size_t> lesson_step() const override {
    return lesson_ ? std::optional<std::size_t>(lesson_->step()) : std::nullopt;
  }
  bool is_over() const override { return session().state().is_terminal(); }
  void set_rated(bool rated) override { rated_ = rated; }
  void show_progress(ProgressNews news) override { news_ = std::move(news); }

  const NewGameSetup& setup() const override { return setup_; }
  std::string record_text() const override { return print_record(session().record()); }
  LoadedGame loaded() const override {
    return LoadedGame{session().record(), session().seats(), session().shared_count()};
  }
  void mark_shared() override { flow_.session().mark_shared(); }
  std::string link_text(std::string_view fields) const override {
    return encode_link(session().record(), fields);
  }
  void set_change_hook(ChangeHook hook) override {
    flow_.session().set_hook([hook = std::move(hook)](const GameSession<S>& session) {
      const std::size_t n = session.action_count();
      hook(n > 0 && session.is_human(session.actor(n - 1)));
    });
  }
  const GameSession<S>& session() const { return flow_.session(); }

  std::string view_state() const override {
    std::string state;
    if (overlay_ != Overlay::kNone)
      state = "panel=" + std::string(game_screen_detail::overlay_name(overlay_));
    if (viewing_) state += (state.empty() ? "" : "&") + ("viewing=" + std::to_string(*viewing_));
    return state;
  }
  void restore_view(std::string_view state) override {
    if (auto panel = link_field(state, "panel"))
      overlay_ = game_screen_detail::overlay_named(*panel);
    if (auto viewing = link_field(state, "viewing")) {
      std::size_t k = 0;
      const auto [end, error] =
          std::from_chars(viewing->data(), viewing->data() + viewing->size(), k);
      if (error == std::errc() && k < session().action_count()) viewing_ = k;
    }
    // An analysis of this game was shown: it opens again (at the move it showed).
    if (link_field(state, "analysis")) analysis_view_ = std::string(state);
  }

  GameScreenResult frame(GameScreenContext& context) override {
    GameScreenResult result;
    if (!analysis_view_.empty()) {  // straight on to the analysis, before anything moves
      result.analyse = true;
      result.analysis_view = std::exchange(analysis_view_, "");
      return result;
    }
    if (viewing_ && *viewing_ >= session().action_count()) viewing_.reset();
    // A lesson's note holds the game like the menu (ui/learn/lesson_coach.h): the lesson
    // follows the move played last frame before the game goes on.
    if (lesson_) lesson_->follow(session(), human_to_move(session().state()), ImGui::GetTime());
    const bool note = lesson_ && lesson_->holds();
    const bool asking = rated_ask_.has_value();
    const FlowHold hold{overlay_ == Overlay::kMenu || note || asking,
                        overlay_ != Overlay::kNone || note || asking};
    if (!viewing_) {
      flow_.advance(ImGui::GetTime(), context.preferences, hold);
      if (flow_.take_selection_stale()) view_.reset_selection();
    }
    // A copy: playing or undoing below changes the session's positions under any reference.
    const S state = shown();

    ActionList legal;
    const bool human_turn = human_to_move(state);
    if (human_turn) state.legal_actions(legal);
    refresh_log();

    const float width = ImGui::GetContentRegionAvail().x;
    const bool wide = width >= em(game_screen_detail::kWideScreenEm);
    draw_top_bar(context, result, human_turn, wide);
    take_shortcuts(context.preferences, human_turn);
    if (!wide) draw_score_chips(session(), shown());
    if (lesson_)
      draw_lesson_card(context, human_turn,
                       width - (wide ? em(game_screen_detail::kSidePanelEm) : 0.0f));

    // The table, and the side panel on wide screens.
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float side = wide ? em(game_screen_detail::kSidePanelEm) : 0.0f;
    ImGui::BeginChild("##table", ImVec2(avail.x - side, avail.y), false,
                      ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoBackground);
    drag_to_scroll_current_window();
    draw_table(context, state, legal, human_turn);
    // One thing at a time: while the table tells the last change (a round's scoring story), the
    // game waits for it; a tap on the table skips to its end.
    const double now = ImGui::GetTime();
    if (now < view_.settles_at() && !human_turn && ImGui::IsMouseClicked(ImGuiMouseButton_Left) &&
        ImGui::IsWindowHovered(ImGuiHoveredFlags_ChildWindows))
      view_.skip_story();
    settling_ = !viewing_ && now < view_.settles_at();
    if (!viewing_) flow_.wait_for_table(view_.settles_at());
    ImGui::EndChild();
    if (wide) {
      ImGui::SameLine(0, 0);
      draw_side_panel(context);
    }

    // Panels over the game.
    // A link game's last move is sent first ("Send to Pn" in the top bar), then the results.
    // The results come once the table has told the last round (then "See table" shows it at
    // rest).
    if (state.is_terminal() && !viewing_ && !results_hidden_ && overlay_ == Overlay::kNone &&
        !session().awaiting_send() && !settling_) {
      draw_game_over(context, result);
    }
    draw_overlay(context, result);
    if (rated_ask_) draw_rated_question(context, result);

    // While an earlier position is viewed the game waits, as it does under the menu.
    if (!viewing_) flow_.request_frames(context.preferences, hold, context.frames);
    view_.request_frames(ImGui::GetTime(), context.frames);
    record_frame_values(context.probe, state, legal);
    return result;
  }

 private:
  static std::string State_name() { return std::string(S::kName); }

  // The table of the position shown, and the human's move made on it this frame.
  void draw_table(GameScreenContext& context, const S& state, const ActionList& legal,
                  bool human_turn) {
    const int to_move = state.current_player();
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const ImVec2 size = ImGui::GetContentRegionAvail();
    const auto [last, last_actor] =
        session().last_move(viewing_ ? *viewing_ : session().action_count());
    const TileStyle tiles{context.preferences.colour_blind, context.preferences.high_contrast};
    TableInput<S> input{state,
                        legal,
                        human_turn ? to_move : -1,
                        bottom_seat(human_turn ? to_move : -1),
                        last,
                        last_actor,
                        tiles,
                        animation_seconds(context.preferences.animation),
                        context.probe,
                        origin,
                        size,
                        false,
                        human_turn ? outlined() : std::nullopt};
    input.friend_to_move = to_move >= 0 && session().is_friend(to_move);
    std::optional<Action> move = view_.draw(input);
    const bool offer = human_turn && overlay_ == Overlay::kNone;
    if (const std::optional<Action> pressed = mirror_table(session(), state, legal, offer)) {
      move = pressed;  // a move's button in the screen-reader mirror, played like a click
      view_.reset_selection();
    }
    if (const std::optional<Action> pressed = std::exchange(lesson_move_, std::nullopt)) {
      move = pressed;  // the lesson card's move button in the mirror
      view_.reset_selection();
    }
    if (move && human_turn && lesson_ && !lesson_->allows(session(), *move)) {
      move.reset();  // not the lesson's move: the card says why
      view_.reset_selection();
    }
    if (move && human_turn && overlay_ == Overlay::kNone &&
        flow_.play(*move, ImGui::GetTime(), context.preferences) && flow_.take_selection_stale())
      view_.reset_selection();
  }

  // The move outlined on the table: a guided lesson's, else the hint's.
  std::optional<Action> outlined() const {
    return lesson_ && lesson_->guided() ? lesson_->target(session()) : flow_.hint();
  }
  // Hint is offered on the person's turn, once, and never in a guided lesson.
  bool hint_offered(bool human_turn) const {
    return human_turn && !flow_.hint_asked() && !(lesson_ && lesson_->guided());
  }

  // The lesson's card under the top bar (ui/learn/lesson_card.h).
  void draw_lesson_card(GameScreenContext& context, bool human_turn, float width) {
    const LessonCard card = lesson_->card(session(), log_, flow_.hint_asked());
    const LessonCardPress pressed = ui::draw_lesson_card(card, width, context.probe);
    if (pressed.button && lesson_->press_button() && hint_offered(human_turn)) flow_.ask_hint();
    if (pressed.move) lesson_move_ = lesson_->target(session());  // played by draw_table()
    if (const std::optional<double> at = lesson_->wakes_at()) context.frames.wake_at(*at);
    // Tests follow the lesson by these, and by the outline ("hint-drawn").
    context.probe.record_value("lesson-step", std::to_string(lesson_->step()));
    context.probe.record_value("lesson-steps", std::to_string(lesson_->guide().step_count()));
    context.probe.record_value("lesson-actions", std::to_string(session().action_count()));
    if (!card.problem.empty()) context.probe.record_value("lesson-problem", card.problem);
  }

  // What tests read of this frame.
  void record_frame_values(WidgetProbe& probe, const S& state, const ActionList& legal) const {
    namespace names = probe_names;
    std::vector<int> scores;
    for (int p = 0; p < state.num_players(); ++p) scores.push_back(session().state().score(p));
    probe.record_value(names::kScreen, session().state().is_terminal() ? names::kScreenGameOver
                                                                       : names::kScreenGame);
    if (viewing_) probe.record_value("viewing", std::to_string(*viewing_));
    probe.record_value(names::kGame, State_name());
    // The turn as this frame leaves the game, like link_turn below: a move played in this frame
    // has already passed it on (a browser test once read "send" beside a stale "human").
    const S& now = session().state();
    probe.record_value(names::kTurn, now.is_terminal()    ? names::kTurnOver
                                     : now.is_chance()    ? names::kTurnChance
                                     : human_to_move(now) ? names::kTurnHuman
                                     : session().is_friend(now.current_player())
                                         ? names::kTurnFriend
                                         : names::kTurnAi);
    if (session().is_link_game()) {
      probe.record_value(names::kLinkTurn, link_turn_name(current_link_turn()));
      probe.record_value(names::kLinkSeats, own_seats_text(session().seats()));
      probe.record_value(names::kActions, std::to_string(session().action_count()));
    }
    probe.record_value(names::kScores, game_screen_detail::join_ints(scores));
    probe.record_value(names::kLegalCount,
                       std::to_string(overlay_ == Overlay::kNone ? legal.size() : 0));
    probe.record_value(names::kSeed, std::to_string(session().seed()));
    probe.record_value(names::kRound, std::to_string(state.round()));
    probe.record_value(names::kPlayers, std::to_string(state.num_players()));
    probe.record_value(names::kOverlay, game_screen_detail::overlay_name(overlay_));
    if (settling_) probe.record_value(names::kSettling, "1");
    if (telling_scoring()) probe.record_value(names::kScoring, std::to_string(last_move_round()));
    if (flow_.hint()) probe.record_value(names::kHint, state.action_to_string(*flow_.hint()));
    probe.record_value(names::kAiIterations, std::to_string(flow_.ai_thinking().iterations));
    probe.record_value(names::kAiThinkMs,
                       std::to_string(std::llround(flow_.ai_thinking().seconds * 1000.0)));
  }

  // The table tells a round's scoring (its end: the next deal, or the game's end, waits).
  bool telling_scoring() const {
    const S& state = session().state();
    return settling_ && (state.is_chance() || state.is_terminal());
  }

  // The round in which the last move was made (a round's scoring tells that round).
  int last_move_round() const {
    for (std::size_t k = session().action_count(); k > 0; --k)
      if (session().actor(k - 1) >= 0) return session().position(k - 1).round();
    return session().state().round();
  }

  // A human of this device is to move in `state` (never while an earlier position is viewed).
  bool human_to_move(const S& state) const {
    const int seat = state.current_player();
    return !viewing_ && seat >= 0 && session().is_human(seat);
  }

  // The position on screen: the live one, or an earlier one being viewed from the log.
  const S& shown() const { return viewing_ ? session().position(*viewing_) : session().state(); }

  // ---- play by link (ui/share/link_play.h) ----
  LinkTurn current_link_turn() const {
    const S& state = session().state();
    return link_turn(session().seats(), state.is_chance() ? -1 : state.current_player(),
                     state.is_terminal(), session().awaiting_send());
  }
  // "Send to P2" in the top bar while the game waits to be sent; once sent, while the friend
  // is to move, "Send again" (a share sheet closed by mistake, a message that got lost).
  void draw_send_button(WidgetProbe& probe, GameScreenResult& result, bool again, bool wide) {
    const S& state = session().state();
    const int to = send_to_seat(session().seats(), state.current_player());
    const std::string label =
        again ? label_with_id(wide
                                  // TRANSLATORS: a button of a game by link: send the link to
                                  // the friend again (a message that got lost).
                                  ? tr("Send again")
                                  // TRANSLATORS: "Send again" for a narrow top bar.
                                  : tr("Resend"),
                              "send-again")
              // TRANSLATORS: a button: send the game's link to seat {1} ("P2").
              : label_with_id(format(tr("Send to {1}"), seat_label(to)), "send-link");
    if (touch_button(label.c_str(), probe, again ? "button:send-again" : "button:send-link", 0.0f,
                     again ? ButtonKind::kNormal : ButtonKind::kPrimary)) {
      result.send_link = send_message(S::info().short_title, to, state.is_terminal());
      result.send_to = to;
    }
  }

  // ---- seats ----
  std::string seat_name(int seat) const { return ui::seat_name(session(), seat); }
  // The seat drawn nearest the viewer: the human to move (hot seat), else the home seat.
  int bottom_seat(int human_to_move) {
    if (human_to_move >= 0) last_bottom_ = human_to_move;
    if (last_bottom_ < 0) last_bottom_ = session().home_seat();
    return last_bottom_;
  }

  // The game screen's keys (the Keys panel): U undoes, H asks for a hint, ? shows the keys. The
  // table's own keys are its view's (ui/classic/move_picker.h, ui/pavilion/move_picker.h).
  void take_shortcuts(const Preferences& preferences, bool human_turn) {
    const ImGuiIO& io = ImGui::GetIO();
    if (overlay_ != Overlay::kNone || io.WantTextInput) return;
    for (const ImWchar c : io.InputQueueCharacters) {
      if ((c == 'u' || c == 'U') && session().can_undo() && !session().state().is_terminal())
        undo_or_ask(preferences);
      if ((c == 'h' || c == 'H') && hint_offered(human_turn)) hint_or_ask();
      if (c == '?') overlay_ = Overlay::kKeys;
    }
  }

  // In a rated game Undo and Hint ask first (ui/progress): the action waits for the answer
  // (draw_rated_question), which makes the game unrated.
  enum class RatedAsk { kUndo, kHint };
  void undo_or_ask(const Preferences& preferences) {
    if (rated_ && !rated_ask_)
      rated_ask_ = RatedAsk::kUndo;
    else if (!rated_)
      undo(preferences);
  }
  void hint_or_ask() {
    if (rated_ && !rated_ask_)
      rated_ask_ = RatedAsk::kHint;
    else if (!rated_)
      flow_.ask_hint();
  }

  void undo(const Preferences& preferences) {
    if (!flow_.undo(ImGui::GetTime(), preferences)) return;
    view_.reset_selection();
    last_bottom_ = -1;
  }

  void refresh_log() {
    if (log_actions_ == session().action_count() && !log_.empty()) return;
    log_ = move_log(session());
    log_actions_ = session().action_count();
    // The screen reader hears each new line; the game's past (a resumed game) is not read out.
    announced_ = announced_ == kNothingAnnounced || log_.size() < announced_
                     ? log_.size()
                     : announce_new_lines(log_, announced_);
  }

  // The positions after the previous / next player move (draws are skipped).
  std::size_t previous_move_position(std::size_t k) const {
    while (k > 0) {
      --k;
      if (k == 0 || session().actor(k - 1) >= 0) return k;
    }
    return 0;
  }
  std::size_t next_move_position(std::size_t k) const {
    const std::size_t count = session().action_count();
    while (k < count) {
      ++k;
      if (k == count || session().actor(k - 1) >= 0) return k;
    }
    return count;
  }

  // The log; with `pick`, tapping a move shows the table as it was after that move.
  void draw_log_lines(bool follow, bool pick = false) {
    if (const auto picked = ui::draw_log_lines(log_, pick, viewing_)) {
      viewing_ = *picked;
      overlay_ = Overlay::kNone;
    }
    if (follow && log_scrolled_to_ != log_.size()) {
      ImGui::SetScrollHereY(1.0f);
      log_scrolled_to_ = log_.size();
    }
  }

  // ---- the frame around the table (ui/game/game_controller_top_bar.h) ----
  // The top bar's status: round and phase, then whose turn (`send`: the game waits to be sent).
  StatusLines status_lines(const S& state, bool human_turn, bool send) const;
  void draw_top_bar(GameScreenContext& context, GameScreenResult& result, bool human_turn,
                    bool wide);

  // The panels (ui/game/game_controller_panels.h).
  template <class Item>
  void draw_lesson_items(GameScreenResult& result, const Item& item, bool& open);
  void draw_side_panel(GameScreenContext& context);
  void draw_overlay(GameScreenContext& context, GameScreenResult& result);
  void draw_game_over(GameScreenContext& context, GameScreenResult& result);
  void draw_rated_question(GameScreenContext& context, GameScreenResult& result);

  NewGameSetup setup_;
  GameFlow<S> flow_;
  View view_;
  Overlay overlay_ = Overlay::kNone;
  bool results_hidden_ = false;
  int last_bottom_ = -1;
  std::optional<std::size_t> viewing_;  // an earlier position shown from the log
  std::vector<LogLine> log_;            // ui/game/move_log.h
  std::size_t log_actions_ = 0;
  std::size_t log_scrolled_to_ = 0;
  static constexpr std::size_t kNothingAnnounced = static_cast<std::size_t>(-1);
  std::size_t announced_ = kNothingAnnounced;  // the log's lines announced to the screen reader
  std::string analysis_view_;             // restore_view(): the analysis to open at the next frame
  bool settling_ = false;                 // the table still tells the last change (this frame)
  std::optional<LessonCoach<S>> lesson_;  // a lesson's game (ui/learn)
  std::optional<Action> lesson_move_;     // its card's move pressed in the mirror this frame
  bool rated_ = false;                    // the game counts for the player's rating
  std::optional<RatedAsk> rated_ask_;     // Undo or Hint waits for the player's answer
  ProgressNews news_;                     // the end screen's words of the player's progress
};

}  // namespace azul::ui

#include "ui/game/game_controller_panels.h"   // IWYU pragma: export
#include "ui/game/game_controller_top_bar.h"  // IWYU pragma: export
