// ReplayScreen<S>: a game opened from a link or a file, shown as a replay. It opens at the
// last move; the viewer steps backwards and forwards per move or per round, and can take over
// any seat from the position shown: the game is cut back to that position and continues in an
// ordinary game screen (GameController) with that seat a person and the others AI (at their
// recorded levels, or easy where a person played). Nothing is played while replaying.
// "Analyse" reviews every move with the AI (ui/share/analysis_panel.h): the evaluation graph
// and the summary beside the table (above it on a phone), and at each move the move played
// and the better one outlined on the table. Once it is done, "Learn from your mistakes" plays
// the people's mistakes again as puzzles (ui/puzzles/puzzle_screen.h).
#pragma once

#include <imgui.h>

#include <charconv>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "engine/record/link.h"
#include "engine/record/record.h"
#include "ui/game/controls.h"
#include "ui/game/game_controller.h"
#include "ui/game/game_screen.h"
#include "ui/game/game_session.h"
#include "ui/game/game_traits.h"
#include "ui/game/probe_names.h"
#include "ui/game/side_panel.h"
#include "ui/i18n/shared_texts.h"
#include "ui/i18n/translate.h"
#include "ui/layout.h"
#include "ui/link.h"
#include "ui/palette.h"
#include "ui/puzzles/mistake_check.h"
#include "ui/puzzles/puzzle_screen.h"
#include "ui/puzzles/puzzle_task.h"
#include "ui/share/analysis_panel.h"
#include "ui/share/analysis_view.h"
#include "ui/share/replay_steps.h"
#include "ui/touch_scrolling.h"

namespace azul::ui {

inline constexpr std::string_view kScreenReplay = "replay";
inline constexpr const char* kTakeOverLevel = "easy";  // AI level for seats a person played
inline constexpr float kOneRowBarEm = 36.0f;  // narrower: "New game" and "Title" on their own row
inline constexpr float kAnalysisSidePanelEm = 21.0f;  // the side panel's width with an analysis
inline constexpr float kNarrowBarEm = 26.0f;          // narrower: the short status line

template <Game S>
class ReplayScreen final : public GameScreen {
  using Traits = GameTraits<S>;
  using View = typename Traits::View;

 public:
  ReplayScreen(const NewGameSetup& setup, GameRecord<S> record, std::vector<SeatSetup> seats)
      : setup_(setup),
        session_(std::move(record), std::move(seats)),
        shown_(session_.action_count()),
        actors_(actors()) {}

  const NewGameSetup& setup() const override { return game_ ? game_->setup() : setup_; }
  std::string record_text() const override {
    return game_ ? game_->record_text() : print_record(session_.record());
  }
  LoadedGame loaded() const override {
    return game_ ? game_->loaded() : LoadedGame{session_.record(), session_.seats()};
  }
  std::string link_text(std::string_view fields) const override {
    return game_ ? game_->link_text(fields) : encode_link(session_.record(), fields);
  }
  bool is_replay() const override { return !game_; }
  void leave() override {
    if (game_) return game_->leave();
    if (analysis_.running()) analysis_.cancel();  // what it reviewed stays for the next start
  }
  void set_change_hook(ChangeHook hook) override {
    hook_ = hook;
    if (game_) game_->set_change_hook(std::move(hook));
  }
  void start_analysis(std::string_view stored, bool from_game) override {
    from_game_ = from_game;
    if (!analysis_.started()) analysis_.start(session_.record(), stored);
  }
  std::optional<std::string> take_finished_review() override {
    return game_ ? std::nullopt : analysis_.take_finished();
  }
  // The move shown ("at=58"), and whether the analysis and its summary are open.
  std::string view_state() const override {
    if (game_) return game_->view_state();
    std::string state = "at=" + std::to_string(shown_);
    if (analysis_.started()) state += "&analysis";
    if (summary_open_) state += "&summary";
    return state;
  }
  void restore_view(std::string_view state) override {
    if (game_) return game_->restore_view(state);
    if (link_field(state, "analysis") && !analysis_.started()) start_analysis("", from_game_);
    if (auto at = link_field(state, "at")) {
      std::size_t k = 0;
      const auto [end, error] = std::from_chars(at->data(), at->data() + at->size(), k);
      if (error == std::errc() && end == at->data() + at->size() && k <= session_.action_count())
        shown_ = k;
    }
    summary_open_ = analysis_.started() && link_field(state, "summary").has_value();
  }

  GameScreenResult frame(GameScreenContext& context) override {
    if (game_) return game_->frame(context);
    if (mistakes_) {  // its "Back to the analysis" comes back here
      if (mistakes_->frame(context).back_to_game) mistakes_.reset();
      return {};
    }
    GameScreenResult result;
    WidgetProbe& probe = context.probe;
    analysis_.step(ImGui::GetIO().DeltaTime);
    draw_bar(context, result);
    const S& state = session_.position(shown_);

    // The table, and on wide screens the side panel with the scores, the analysis and the log;
    // on narrow ones the analysis goes above the table.
    ImVec2 avail = ImGui::GetContentRegionAvail();
    const bool wide = avail.x >= em(game_screen_detail::kWideScreenEm);
    const float side = !wide                 ? 0.0f
                       : analysis_.started() ? em(kAnalysisSidePanelEm)
                                             : em(game_screen_detail::kSidePanelEm);
    const std::optional<std::size_t> decision = analysis_.decision_from(shown_, actors_);
    if (!wide && analysis_.started()) {
      ImGui::SetCursorPosX(em(0.5f));
      ImGui::BeginGroup();
      take_click(draw_analysis_block(analysis_shown(decision), avail.x - em(1.0f), false, probe));
      ImGui::EndGroup();
      avail = ImGui::GetContentRegionAvail();
    }
    ImGui::BeginChild("##replay_table", ImVec2(avail.x - side, avail.y), false,
                      ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoBackground);
    const auto [last, last_actor] = session_.last_move(shown_);
    const ActionList nothing{};
    const TileStyle tiles{context.preferences.colour_blind, context.preferences.high_contrast};
    TableInput<S> input{state,
                        nothing,
                        -1,
                        session_.home_seat(),
                        last,
                        last_actor,
                        tiles,
                        animation_seconds(context.preferences.animation),
                        probe,
                        ImGui::GetCursorScreenPos(),
                        ImGui::GetContentRegionAvail(),
                        true};
    if (decision) {  // the move played from here and the better one
      const ai::DecisionReview& d = analysis_.review().decisions[*decision];
      // A move labelled best is the best: only it is outlined.
      const bool best = d.label == ai::MoveLabel::kBest;
      input.hint = best ? d.played : d.best;
      if (!best) input.played = d.played;
      input.outline_seat = d.seat;
    }
    view_.draw(input);
    view_.request_frames(ImGui::GetTime(), context.frames);
    // Searches in this thread's frames run a slice a frame; elsewhere their results wake it.
    if (analysis_.running() && searches().in_frames()) context.frames.animate();
    ImGui::EndChild();
    if (wide) {
      ImGui::SameLine(0, 0);
      draw_side_panel(state, decision, probe);
    }
    if (summary_open_) draw_summary_panel(decision, probe);
    record_analysis_values(decision, probe);
    record_replay_values(state, probe);
    return result;
  }

 private:
  // The position shown, for the probe (the browser tests read it).
  void record_replay_values(const S& state, WidgetProbe& probe) const {
    std::string scores;
    for (int p = 0; p < state.num_players(); ++p)
      scores += (p ? "," : "") + std::to_string(state.score(p));
    probe.record_value(probe_names::kScreen, kScreenReplay);
    probe.record_value(probe_names::kGame, std::string(S::kName));
    probe.record_value(probe_names::kScores, scores);
    probe.record_value(probe_names::kRound, std::to_string(state.round()));
    probe.record_value(probe_names::kPlayers, std::to_string(state.num_players()));
    probe.record_value(probe_names::kSeed, std::to_string(session_.seed()));
    probe.record_value("viewing", std::to_string(shown_));
    probe.record_value("actions", std::to_string(session_.action_count()));
    probe.record_value(probe_names::kTurn, state.is_terminal() ? probe_names::kTurnOver
                                           : state.is_chance() ? probe_names::kTurnChance
                                                               : std::string_view("replay"));
  }

  std::vector<int> actors() const {
    std::vector<int> out;
    for (std::size_t k = 0; k < session_.action_count(); ++k) out.push_back(session_.actor(k));
    return out;
  }
  std::vector<int> rounds() const {
    std::vector<int> out;
    for (std::size_t k = 0; k <= session_.action_count(); ++k)
      out.push_back(session_.position(k).round());
    return out;
  }

  // The scores at the position shown and the log; a tap on a line shows the table after it.
  void draw_side_panel(const S& state, std::optional<std::size_t> decision, WidgetProbe& probe) {
    if (log_.empty()) log_ = move_log(session_);
    ImGui::BeginChild("##replay_side", ImVec2(0, 0), false, ImGuiWindowFlags_NoBackground);
    if (analysis_.started()) {
      heading(tr("Analysis"));
      take_click(draw_analysis_block(analysis_shown(decision),
                                     ImGui::GetContentRegionAvail().x - em(0.5f), true, probe));
      ImGui::Separator();
    }
    heading(tr("Scores"));
    draw_score_rows(session_, state);
    ImGui::Separator();
    // TRANSLATORS: the heading of the list of a game's moves.
    heading(trc("move log", "Moves"));
    ImGui::BeginChild("##replay_log", ImVec2(0, 0), false);
    drag_to_scroll_current_window();
    if (const auto picked = draw_log_lines(log_, true, shown_)) shown_ = *picked;
    ImGui::EndChild();
    ImGui::EndChild();
  }

  // What the analysis view shows: the review, and the words of the move played from here.
  AnalysisShown analysis_shown(std::optional<std::size_t> decision) const {
    AnalysisShown shown{analysis_.review()};
    shown.total = analysis_.total();
    shown.running = analysis_.running();
    for (int seat = 0; seat < session_.num_players(); ++seat)
      shown.seat_names.push_back(seat_name(session_, seat));
    shown.current = decision;
    shown.can_deepen = !analysis_.running() && !analysis_.deep();
    if (decision) {
      const ai::DecisionReview& d = analysis_.review().decisions[*decision];
      const S& before = session_.position(d.action_index);
      shown.current_lines =
          decision_lines(d, shown.seat_names[static_cast<std::size_t>(d.seat)],
                         Traits::describe(before, d.played), Traits::describe(before, d.best));
    }
    return shown;
  }

  void take_click(const AnalysisClick& click) {
    if (click.cancel) analysis_.cancel();
    if (click.show_position) shown_ = *click.show_position;
    if (click.open_summary) summary_open_ = true;
    if (click.deeper) {
      analysis_.start_deep(session_.record());
      summary_open_ = false;
    }
  }

  // The narrow layout's summary, over the table; a loss picked shows its move and closes it.
  void draw_summary_panel(std::optional<std::size_t> decision, WidgetProbe& probe) {
    bool open = true;
    if (analysis_.started() &&
        begin_panel(tr("Analysis"), game_screen_detail::kPanelWidthEm, probe, &open)) {
      AnalysisClick click;
      draw_analysis_summary(analysis_shown(decision), probe, click);
      if (click.show_position) open = false;
      take_click(click);
    }
    end_panel();
    if (!open || !analysis_.started()) summary_open_ = false;
  }

  void record_analysis_values(std::optional<std::size_t> decision, WidgetProbe& probe) const {
    const char* state = !analysis_.started() ? "off" : analysis_.running() ? "running" : "done";
    probe.record_value("analysis", state);
    if (!analysis_.started()) return;
    probe.record_value("analysis-progress", std::to_string(analysis_.review().decisions.size()) +
                                                "/" + std::to_string(analysis_.total()));
    if (decision) {
      const ai::DecisionReview& d = analysis_.review().decisions[*decision];
      probe.record_value("analysis-move",
                         std::to_string(d.move_number) + ":" + ai::label_name(d.label));
    }
  }

  void draw_bar(GameScreenContext& context, GameScreenResult& result) {
    WidgetProbe& probe = context.probe;
    const std::size_t count = session_.action_count();
    const S& state = session_.position(shown_);
    ImGui::SetCursorPos(ImVec2(em(0.5f), ImGui::GetCursorPosY() + em(0.3f)));
    ImGui::BeginGroup();
    const std::vector<int>& who = actors_;
    const std::vector<int> round_of = rounds();
    // TRANSLATORS: the screen reader's name of a replay's button.
    if (icon_button("\xE2\x97\x80\xE2\x97\x80", tr("Previous round"), probe,
                    "button:replay-previous-round", 0.0f, ButtonKind::kNormal, shown_ > 0))
      shown_ = previous_round_stop(round_of, who, shown_);
    ImGui::SameLine();
    // TRANSLATORS: the screen reader's name of a replay's button.
    if (icon_button("\xE2\x97\x80", tr("Previous move"), probe, "button:replay-previous", 0.0f,
                    ButtonKind::kNormal, shown_ > 0))
      shown_ = previous_move_stop(who, shown_);
    ImGui::SameLine();
    // TRANSLATORS: the screen reader's name of a replay's button.
    if (icon_button("\xE2\x96\xB6", tr("Next move"), probe, "button:replay-next", 0.0f,
                    ButtonKind::kNormal, shown_ < count))
      shown_ = next_move_stop(who, shown_);
    ImGui::SameLine();
    // TRANSLATORS: the screen reader's name of a replay's button.
    if (icon_button("\xE2\x96\xB6\xE2\x96\xB6", tr("Next round"), probe, "button:replay-next-round",
                    0.0f, ButtonKind::kNormal, shown_ < count))
      shown_ = next_round_stop(round_of, who, shown_);
    ImGui::SameLine();
    ImGui::SetCursorPosY(ImGui::GetCursorPosY() +
                         (touch_height() - ImGui::GetTextLineHeight()) * 0.5f);
    // A phone's line is short: "Move 6/50 · R1".
    const bool narrow = ImGui::GetWindowWidth() < em(kNarrowBarEm);
    const std::size_t move = move_number(who, shown_);
    const std::size_t moves = move_number(who, count);
    const char* pattern = nullptr;
    if (narrow) {
      // TRANSLATORS: a replay's status on a phone: move {1} of {2}, round {3} ("R" for round).
      pattern = state.is_terminal() ? tr("Move {1}/{2} · R{3} · end") : tr("Move {1}/{2} · R{3}");
    } else {
      pattern = state.is_terminal()
                    // TRANSLATORS: a replay's status: move {1} of {2}, round {3}.
                    ? tr("Replay · move {1} of {2} · round {3} · game over")
                    : tr("Replay · move {1} of {2} · round {3}");
    }
    const std::string status = format(pattern, move, moves, state.round());
    ImGui::TextColored(palette::to_vec4(palette::kAccent), "%s", status.c_str());
    // The boards show the scores too: a phone with an analysis to show keeps the room.
    if (!(narrow && analysis_.started())) {
      ImGui::TextUnformatted(tr("Scores:"));
      for (int p = 0; p < state.num_players(); ++p) {
        ImGui::SameLine();
        ImGui::Text("%s %d", seat_label(p).c_str(), state.score(p));
      }
    }
    ImGui::EndGroup();

    ImGui::SetCursorPosX(em(0.5f));
    ImGui::BeginGroup();
    if (!state.is_terminal()) {
      ImGui::AlignTextToFramePadding();
      ImGui::SetCursorPosY(ImGui::GetCursorPosY() +
                           (touch_height() - ImGui::GetFrameHeight()) * 0.5f);
      // TRANSLATORS: followed by a button per seat (P1, P2...): take over that seat from here.
      ImGui::TextUnformatted(tr("Play from here as"));
      for (int seat = 0; seat < state.num_players(); ++seat) {
        ImGui::SameLine();
        const std::string label = seat_label(seat) + "##take-seat";
        if (touch_button(label.c_str(), probe, "button:take-seat:" + std::to_string(seat + 1), 0.0f,
                         ButtonKind::kPrimary))
          take_over(seat);
      }
      if (ImGui::GetContentRegionAvail().x >= em(kOneRowBarEm)) ImGui::SameLine();
    }
    const char* new_game = tr("New game");
    // TRANSLATORS: a button back to the title screen.
    const char* title = trc("button", "Title");
    if (!analysis_.started()) {
      const std::string analyse = std::string(tr("Analyse")) + "##analyse";
      if (touch_button(analyse.c_str(), probe, "button:analyse")) start_analysis("", from_game_);
      same_line_if_room(new_game);
    }
    draw_mistakes_button(probe);
    if (from_game_) {
      const std::string back =
          std::string(ImGui::GetWindowWidth() < em(kNarrowBarEm) ? tr("Back to game")
                                                                 : tr("Back to the game")) +
          "##analysis-back";
      if (touch_button(back.c_str(), probe, "button:analysis-back")) result.back_to_game = true;
      same_line_if_room(new_game);
    }
    if (touch_button((std::string(new_game) + "##replay-new-game").c_str(), probe,
                     "button:replay-new-game"))
      result.open_new_game = true;
    same_line_if_room(title);
    if (touch_button((std::string(title) + "##title").c_str(), probe, "button:title"))
      result.to_title = true;
    ImGui::EndGroup();
    ImGui::Dummy(ImVec2(0, em(0.2f)));
  }

  // Once the analysis is done: "Learn from your mistakes" when a person of this device made some.
  void draw_mistakes_button(WidgetProbe& probe) {
    if (!analysis_.started() || analysis_.running()) return;
    std::vector<int> people;
    for (int seat = 0; seat < session_.num_players(); ++seat)
      if (session_.is_human(seat)) people.push_back(seat);
    std::vector<std::size_t> mistakes = mistakes_of(analysis_.review(), people);
    if (mistakes.empty()) return;
    const std::string label =
        ImGui::GetWindowWidth() < em(kNarrowBarEm)
            // TRANSLATORS: "Learn from your mistakes" for a narrow bar: {1} how many.
            ? format(tr("Your mistakes ({1})"), mistakes.size())
            // TRANSLATORS: a replay's button after its analysis: the player's mistakes again,
            // as puzzles; {1} how many.
            : format(tr("Learn from your mistakes ({1})"), mistakes.size());
    if (touch_button(label_with_id(label, "mistakes").c_str(), probe, "button:mistakes", 0.0f,
                     ButtonKind::kPrimary))
      mistakes_ =
          make_mistakes_screen<S>(setup_, session_.record(), session_.seats(), analysis_.review(),
                                  analysis_.iterations(), std::move(mistakes), &analysis_check<S>);
    same_line_if_room(tr("New game"));
  }

  // Puts the next button on this line when it fits there.
  static void same_line_if_room(const char* next_label) {
    const float w = ImGui::CalcTextSize(next_label).x + ImGui::GetStyle().FramePadding.x * 2.0f +
                    ImGui::GetStyle().ItemSpacing.x;
    const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    if (ImGui::GetItemRectMax().x + w + em(0.5f) <= right) ImGui::SameLine();
  }

  // Cuts the game back to the position shown and continues it with `seat` a person.
  void take_over(int seat) {
    GameRecord<S> record = session_.record();
    record.actions.resize(shown_);
    NewGameSetup setup = setup_;
    for (int p = 0; p < session_.num_players() && p < kMaxSeats; ++p) {
      const SeatSetup& was = session_.seats()[static_cast<std::size_t>(p)];
      setup.seats[static_cast<std::size_t>(p)] =
          p == seat ? SeatSetup{true, was.level}
                    : SeatSetup{false, was.human ? kTakeOverLevel : was.level};
    }
    game_ = std::make_unique<GameController<S>>(setup, std::move(record));
    if (hook_) {
      game_->set_change_hook(hook_);
      hook_(false);  // the link now holds the game cut back to this position
    }
  }

  NewGameSetup setup_;
  GameSession<S> session_;
  View view_;
  std::size_t shown_;
  std::vector<int> actors_;   // the seat of each action (-1: a draw); a replay's record is fixed
  std::vector<LogLine> log_;  // made once: a replay's record does not change
  std::unique_ptr<GameController<S>> game_;
  ChangeHook hook_;
  AnalysisPanel<S> analysis_;
  bool summary_open_ = false;             // the narrow layout's summary panel
  bool from_game_ = false;                // opened from a game of the library: "Back to the game"
  std::unique_ptr<GameScreen> mistakes_;  // "Learn from your mistakes", while it is open
};

}  // namespace azul::ui
