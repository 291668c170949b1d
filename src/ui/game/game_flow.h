// GameFlow<S>: how a game of S goes on by itself, without drawing anything: the GameSession
// (record, undo, draws), the AI seats' searches and the hint's (jobs of ui/search: in a Web
// Worker, a thread, or a slice of each frame where neither can run), and the timing between
// actions. The game screen (ui/game/game_controller.h) draws it and calls
// advance() once per frame with the clock; tests drive it with a clock of their own
// (tests/unit/ui/game_flow_test.cpp).
//
// Timing (seconds on the caller's clock, never the engine's): after every action the table gets
// the animation time to move the tiles; a bot's move is applied once its search has answered
// (where searches think in this thread's frames, half of each frame's time at most,
// ui/frame_demand.h, so the page never freezes), the animation has played and the pacing delay
// since the previous action has passed. Draws wait
// for the animation too, and everything waits for the table to finish telling the last change
// (a round's scoring story, wait_for_table()). A human's only legal move plays itself after a
// short pause when the "forced moves" setting is on.
//
// An AI seat keeps its bot from one of its moves to the next (the search's keeper holds it under
// the seat's key, KeptBot), so that the search goes on in the part of its tree the game went
// into (MctsConfig::reuse_tree). In a link game a new bot thinks about every move instead, its seed
// from the record alone (its seed and the number of actions) and its budget iterations only
// (ai/make_bot.h: link_game_budget), so every device that receives the turn plays the same AI
// moves, whatever it computed before. A friend's seat (by link) is never played here: the game
// waits for the link that brings the friend's move.
//
// A script (a lesson's guided game, ui/learn) plays its actions in place of the seed's draws and
// the AI seats' bots, on the same timing, for as long as it lasts; a person's moves are checked
// against it by the lesson, not here.
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ai/levels.h"
#include "ai/make_bot.h"
#include "ai/search_runner.h"
#include "engine/record/record.h"
#include "ui/frame_demand.h"
#include "ui/game/game_session.h"
#include "ui/game/game_traits.h"
#include "ui/preferences.h"
#include "ui/search/search_service.h"

namespace azul::ui {

namespace game_flow_detail {
inline constexpr double kForcedMovePause = 0.35;  // seconds before a forced move plays itself
inline constexpr const char* kHintLevel = "medium";
inline constexpr std::uint64_t kBotSeedStream = 0xB07B07B07ULL;
}  // namespace game_flow_detail

// How often the top bar's "is thinking" dots change: a search that thinks elsewhere needs a
// frame only then.
inline constexpr double kThinkingDotsPerSecond = 3.0;

// What the screen shows over the game, which holds the game back: any panel stops forced
// moves from playing themselves, and the menu stops AI moves too.
struct FlowHold {
  bool menu = false;
  bool panel = false;
};

template <Game S>
class GameFlow {
  using Traits = GameTraits<S>;

 public:
  GameFlow(GameRecord<S> record, std::vector<SeatSetup> seats, std::size_t shared = 0)
      : session_(std::move(record), std::move(seats), shared) {}

  const GameSession<S>& session() const { return session_; }
  GameSession<S>& session() { return session_; }

  // One frame at time `now`: a draw, a bot's slice of thinking and maybe its move, the hint's
  // slice, a forced move. When an AI seat is to move after it, its search starts at once, so
  // that a search elsewhere thinks while this frame is drawn.
  void advance(double now, const Preferences& preferences, FlowHold hold) {
    slice_ms_ = search_slice_ms(now - last_advance_);
    last_advance_ = now;
    go_on(now, preferences, hold);
    if (ai_to_move() && !bot_asked()) start_bot(now);
  }

  // What the flow waits for after advance() (ui/frame_demand.h): frames at once while
  // a search thinks in this thread's frames (an AI seat, with its "thinking..." status, or the
  // hint), else a frame at the time of its next step: the tile draw after the animation, a
  // forced move after its pause, the thinking dots' next change while a search thinks
  // elsewhere (its result wakes the loop).
  void request_frames(const Preferences& preferences, FlowHold hold, FrameDemand& frames) const {
    const S& state = session_.state();
    if (state.is_terminal()) return;
    if (scripted_turn()) {
      if (!hold.menu) frames.wake_at(state.is_chance() ? settled() : script_ready(preferences));
      return;
    }
    if (state.is_chance()) return frames.wake_at(settled());
    const int seat = state.current_player();
    if (session_.is_friend(seat)) return;
    if (!session_.is_human(seat)) {
      if (!bot_asked())
        frames.animate();  // the next frame asks for its move
      else if (!bot_move_)
        wait_for_search(frames);
      else if (!hold.menu)
        frames.animate();
      return;
    }
    if (hint_job_.active() && searches().in_frames()) frames.animate();
    if (preferences.auto_play_forced && !hold.panel && !hold.menu) {
      ActionList legal;
      state.legal_actions(legal);
      if (legal.size() == 1)
        frames.wake_at(std::max(settled(), last_action_time_ + forced_pause(preferences)));
    }
  }

  // A person's move (or a bot's); false when it is not legal now.
  bool play(Action action, double now, const Preferences& preferences) {
    if (!session_.play(action).ok()) return false;
    after_action(now, preferences);
    return true;
  }

  // Takes back the last person's move and what followed; false when there is none.
  bool undo(double now, const Preferences& preferences) {
    if (!session_.undo()) return false;
    after_action(now, preferences);
    settle_until_ = now;
    return true;
  }

  // Plays `script`'s actions in place of the draws and the AI seats from where the game is
  // (the actions before are the game so far) to its end.
  void follow_script(std::vector<Action> script) { script_ = std::move(script); }
  bool in_script() const { return session_.action_count() < script_.size(); }
  // The script's next action (in_script() only).
  Action script_next() const { return script_[session_.action_count()]; }
  // Stops following the script: the seed and the bots go on from here. (A script that does not
  // fit the game stops where it goes wrong; tests keep the lessons' scripts right.)
  void end_script() { script_.resize(std::min(script_.size(), session_.action_count())); }

  // The table tells what happened until `until` (tiles landing, a round's scoring story; 0 when
  // it shows everything): the tile draws, the AI seats and forced moves wait for it, so that a
  // round's scoring ends before the next round is dealt. Set every frame: a story skipped by a
  // tap lets the game go on at once.
  void wait_for_table(double until) { table_until_ = until; }

  // Starts the hint's search on the position (its move arrives in later frames).
  void ask_hint() {
    const S& state = session_.state();
    if (state.is_chance() || state.is_terminal()) return;
    hint_.reset();
    hint_asked_ = true;
    hint_job_ = SearchJob(
        move_request(game_flow_detail::kHintLevel,
                     session_.seed() ^ mix_draw_index(session_.action_count()), std::nullopt, 0),
        SearchService::Runner::kAny);
  }
  bool hint_asked() const { return hint_asked_; }
  const std::optional<Action>& hint() const { return hint_; }
  const std::string& hint_description() const { return hint_description_; }

  // Stops the searches that have not answered (the screen is left); advance() asks again.
  void stop_searches() {
    if (!bot_move_) {
      bot_job_.reset();
      bot_turn_ = false;
    }
    if (!hint_) {
      hint_job_.reset();
      hint_asked_ = false;
    }
  }

  // The AI seat to move has decided and waits for the animation and the pacing.
  bool ai_decided() const { return bot_move_.has_value(); }
  // The AI seats' search so far in this screen: iterations and the wall-clock seconds they
  // thought (from a turn's start to its decision), which give the page's search speed.
  struct AiThinking {
    std::int64_t iterations = 0;
    double seconds = 0.0;
  };
  const AiThinking& ai_thinking() const { return ai_thinking_; }
  // The last AI seat's search in this screen (its iterations, the visits it kept from the seat's
  // previous move, its account for the debug panel), if there was one.
  const std::optional<ai::MoveResult>& last_search() const { return last_search_; }

  // True once after each action: the table should forget a half-made selection.
  bool take_selection_stale() { return std::exchange(selection_stale_, false); }

 private:
  // advance()'s work: the draws, the scripts, the AI seat's and the hint's results, forced moves.
  void go_on(double now, const Preferences& preferences, FlowHold hold) {
    const S& state = session_.state();
    if (state.is_terminal()) return;
    if (scripted_turn()) return advance_script(now, preferences, hold);
    if (state.is_chance()) {
      if (now >= settled()) {
        session_.resolve_chance();
        selection_stale_ = true;
      }
      return;
    }
    const int seat = state.current_player();
    if (session_.is_friend(seat)) return;  // their move comes by link
    if (!session_.is_human(seat)) return advance_bot(now, preferences, hold);
    if (hint_job_.active()) {
      searches().think(slice_ms_);
      if (const std::optional<std::string> result = hint_job_.take_result()) {
        hint_ = move_of(*result);
        hint_description_ = Traits::describe(state, *hint_);
      }
    }
    if (preferences.auto_play_forced && !hold.panel && !hold.menu) {
      ActionList legal;
      state.legal_actions(legal);
      if (legal.size() == 1 &&
          now >= std::max(settled(), last_action_time_ + forced_pause(preferences)))
        play(legal[0], now, preferences);
    }
  }

  // An AI seat is to move (not a draw, a script's move, a person's or a friend's).
  bool ai_to_move() const {
    const S& state = session_.state();
    return !state.is_terminal() && !state.is_chance() && !scripted_turn() &&
           !session_.is_friend(state.current_player()) &&
           !session_.is_human(state.current_player());
  }
  // Its move was asked for in this position.
  bool bot_asked() const { return bot_turn_ && bot_position_ == session_.action_count(); }

  // When the last action has played out: its animation time, and the table's own telling.
  double settled() const { return std::max(settle_until_, table_until_); }

  static double forced_pause(const Preferences& preferences) {
    return preferences.pacing == Pacing::kInstant ? 0.0 : game_flow_detail::kForcedMovePause;
  }

  void after_action(double now, const Preferences& preferences) {
    last_action_time_ = now;
    settle_until_ = now + animation_seconds(preferences.animation);
    selection_stale_ = true;
    bot_turn_ = false;
    bot_move_.reset();
    bot_job_.reset();
    hint_job_.reset();
    hint_asked_ = false;
    hint_.reset();
  }

  // A move job for the position now (ai/search_runner.h).
  std::string move_request(std::string_view level, std::uint64_t seed,
                           const std::optional<ai::Budget>& budget, std::uint64_t keep) const {
    ai::SearchRequest request;
    request.level = std::string(level);
    request.seed = seed;
    request.budget = budget;
    request.keep = keep;
    request.record = print_record(session_.record());
    return to_text(request);
  }
  // The move of a move job's result. A job asked here always answers with a legal move; should
  // one not, the first legal move keeps the game going.
  Action move_of(const std::string& result) const {
    const std::optional<ai::MoveResult> move = ai::parse_move_result(result);
    if (move && session_.state().is_legal(move->action)) return move->action;
    ActionList legal;
    session_.state().legal_actions(legal);
    return legal[0];
  }
  // Frames while a search thinks: every frame where it thinks in them, else when the thinking
  // dots change.
  void wait_for_search(FrameDemand& frames) const {
    if (searches().in_frames())
      frames.animate();
    else
      frames.wake_at((std::floor(last_advance_ * kThinkingDotsPerSecond) + 1.0) /
                     kThinkingDotsPerSecond);
  }

  // The script has the next action, and no person of this device plays it.
  bool scripted_turn() const {
    if (!in_script()) return false;
    const S& state = session_.state();
    return state.is_chance() || !session_.is_human(state.current_player());
  }
  double script_ready(const Preferences& preferences) const {
    return std::max(settled(), last_action_time_ + pacing_seconds(preferences.pacing));
  }
  // The script's draws at once when the table has settled (a whole deal, like the seed's); its
  // moves one at a time, paced like a bot's, never under the menu.
  void advance_script(double now, const Preferences& preferences, FlowHold hold) {
    if (session_.state().is_chance()) {
      if (now < settled()) return;
      while (scripted_turn() && session_.state().is_chance())
        if (!session_.draw(script_next())) end_script();
      selection_stale_ = true;
      return;
    }
    if (!hold.menu && now >= script_ready(preferences) && !play(script_next(), now, preferences))
      end_script();
  }

  void advance_bot(double now, const Preferences& preferences, FlowHold hold) {
    if (!bot_asked()) start_bot(now);
    if (!bot_move_) {
      searches().think(slice_ms_);
      // A time budget is what the player waits: it runs on this clock from the start of the
      // turn, not only during the slices a search in this thread's frames gets (a search
      // elsewhere counts it on its own clock, from about the same moment).
      if (bot_time_ms_ && !bot_hurried_ && (now - bot_started_at_) * 1000.0 >= *bot_time_ms_) {
        bot_job_.hurry();
        bot_hurried_ = true;
      }
      if (const std::optional<std::string> result = bot_job_.take_result()) {
        bot_move_ = move_of(*result);
        last_search_ = ai::parse_move_result(*result);
        if (last_search_) ai_thinking_.iterations += last_search_->iterations;
        ai_thinking_.seconds += now - bot_started_at_;
      }
    }
    const double ready =
        std::max(settled(), last_action_time_ + pacing_seconds(preferences.pacing));
    if (bot_move_ && now >= ready && !hold.menu) play(*bot_move_, now, preferences);
  }

  // Asks for the move of the AI seat to move.
  void start_bot(double now) {
    const int seat = session_.state().current_player();
    const std::uint64_t bot_seed = session_.seed() ^ mix_draw_index(session_.action_count()) ^
                                   game_flow_detail::kBotSeedStream;
    // A level this game does not offer (from a link or the other game's setup) plays as the
    // nearest weaker one it offers.
    const std::string_view level = ai::offered_level(S::kName, session_.seats()[seat].level);
    const std::optional<ai::Budget> budget =
        session_.is_link_game() ? ai::link_game_budget<S>(level) : std::nullopt;
    const std::optional<ai::SearchLevel> search = ai::search_level<S>(level);
    bot_time_ms_ = budget ? budget->time_ms : search ? search->budget.time_ms : std::nullopt;
    bot_hurried_ = false;
    const std::uint64_t keep = session_.is_link_game() ? 0 : seat_bots_[seat].key();
    bot_job_ = SearchJob(move_request(level, bot_seed, budget, keep),
                         keep ? SearchService::Runner::kKeeper : SearchService::Runner::kAny);
    bot_turn_ = true;
    bot_move_.reset();
    bot_position_ = session_.action_count();
    bot_started_at_ = now;
  }

  GameSession<S> session_;
  std::array<KeptBot, kMaxPlayers> seat_bots_;  // each AI seat's bot, kept by the keeper
  bool bot_turn_ = false;                       // an AI seat's move was asked for
  std::size_t bot_position_ = 0;                // the action it was asked at
  double bot_started_at_ = 0.0;                 // and when
  std::optional<double> bot_time_ms_;           // its time budget
  bool bot_hurried_ = false;                    // used up: the search was asked to end
  SearchJob bot_job_;
  std::optional<Action> bot_move_;  // its answer: the AI seat has decided
  std::optional<ai::MoveResult> last_search_;
  AiThinking ai_thinking_;
  SearchJob hint_job_;
  bool hint_asked_ = false;
  std::optional<Action> hint_;
  std::string hint_description_;
  double last_advance_ = 0.0;  // the clock at the previous advance()
  double slice_ms_ = kMinSearchSliceMs;
  double last_action_time_ = -100.0;
  double settle_until_ = 0.0;
  double table_until_ = 0.0;  // wait_for_table()
  bool selection_stale_ = false;
  std::vector<Action> script_;  // follow_script()
};

}  // namespace azul::ui
