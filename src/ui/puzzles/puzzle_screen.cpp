// The puzzle screen (ui/puzzles/puzzle_screen.h). Compiled for size, like the rest of the UI;
// its one use of the AI's search (a mistake's move checked by the analysis) comes through
// MistakeCheck from where the game screens are compiled for speed.
#include "ui/puzzles/puzzle_screen.h"

#include <imgui.h>

#include <charconv>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "ai/puzzle.h"
#include "engine/record/link.h"
#include "engine/record/record.h"
#include "ui/access/table_mirror.h"
#include "ui/access/table_reading.h"
#include "ui/frame_demand.h"
#include "ui/game/controls.h"
#include "ui/game/game_screen.h"
#include "ui/game/game_session.h"
#include "ui/game/game_traits.h"
#include "ui/game/game_traits_classic.h"
#include "ui/game/game_traits_pavilion.h"
#include "ui/game/probe_names.h"
#include "ui/game/table_view.h"
#include "ui/host.h"
#include "ui/i18n/shared_texts.h"
#include "ui/i18n/translate.h"
#include "ui/layout.h"
#include "ui/link.h"
#include "ui/palette.h"
#include "ui/progress/progress_words.h"
#include "ui/puzzles/puzzle_card.h"
#include "ui/puzzles/puzzle_choice.h"
#include "ui/puzzles/puzzle_progress.h"
#include "ui/puzzles/puzzle_task.h"
#include "ui/puzzles/puzzle_words.h"
#include "ui/search/search_service.h"
#include "ui/touch_scrolling.h"

namespace azul::ui {
namespace {

template <Game S>
class PuzzleScreen final : public GameScreen {
  using View = typename GameTraits<S>::View;

 public:
  // The game's puzzle set, its progress kept in `host`'s settings.
  explicit PuzzleScreen(Host& host) : host_(&host), kept_host_(&host) {
    setup_.game = std::string(S::kName);
    if (const std::optional<std::string> kept = host.load_setting(puzzle_progress_key(S::kName)))
      if (Parsed<PuzzleProgress> read = parse_puzzle_progress(*kept); read.ok())
        progress_ = std::move(*read.value);
  }
  // "Learn from your mistakes": decisions `mistakes` of `review` (of the game `game`, analysed
  // at `iterations` a decision), one by one.
  PuzzleScreen(const NewGameSetup& setup, GameRecord<S> game, std::vector<SeatSetup> seats,
               ai::GameReview review, std::int64_t iterations, std::vector<std::size_t> mistakes,
               MistakeCheckMaker<S> make_check)
      : setup_(setup),
        mistakes_(Mistakes{std::move(game), std::move(seats), std::move(review), iterations,
                           std::move(mistakes), 0, make_check}) {
    open_mistake(0);
  }

  const NewGameSetup& setup() const override { return setup_; }
  std::string record_text() const override { return task_ ? print_record(task_->record) : ""; }
  LoadedGame loaded() const override {
    return LoadedGame{task_ ? task_->record : GameRecord<S>{},
                      session_ ? session_->seats() : std::vector<SeatSetup>{}};
  }
  std::string link_text(std::string_view fields) const override {
    return task_ ? encode_link(task_->record, fields) : "";
  }
  void set_change_hook(ChangeHook) override {}
  // The puzzle shown ("puzzle=7-41&daily"): a reload opens it again.
  std::string view_state() const override {
    if (!task_ || task_->is_mistake()) return "";
    return "puzzle=" + task_->id + (daily_ ? "&daily" : "");
  }
  void restore_view(std::string_view state) override {
    if (auto id = link_field(state, "puzzle")) wanted_ = std::string(*id);
    wanted_daily_ = link_field(state, "daily").has_value();
  }

  GameScreenResult frame(GameScreenContext& context) override {
    GameScreenResult result;
    if (host_ && !set_) load();
    if (check_ && check_->step(search_slice_ms(ImGui::GetIO().DeltaTime))) finish_check();
    // A check thinking in this thread's frames needs them; a worker's result wakes the page.
    if (check_ && searches().in_frames()) context.frames.animate();
    draw_top_bar(context.probe, result);
    const float width = ImGui::GetContentRegionAvail().x;
    const std::string pressed = draw_puzzle_card(card(), width, context.probe);
    take_button(pressed, result);
    if (task_ && phase_ != Phase::kFinished) draw_table(context);
    record_values(context.probe);
    return result;
  }

 private:
  enum class Phase { kLoading, kFailed, kAsking, kChecking, kAnswered, kSolution, kFinished };

  struct Mistakes {
    GameRecord<S> game;
    std::vector<SeatSetup> seats;
    ai::GameReview review;
    std::int64_t iterations = 0;
    std::vector<std::size_t> list;  // decisions of the review, in the game's order
    std::size_t at = 0;
    MistakeCheckMaker<S> make_check = nullptr;
  };

  // ---- the set: loading, choosing, rating ----
  void load() {
    const Host::SiteFile file = host_->site_file(puzzle_set_path(S::kName));
    if (file.state == Host::SiteFile::State::kLoading) {
      phase_ = Phase::kLoading;
      return;
    }
    Parsed<ai::PuzzleSet> set = file.state == Host::SiteFile::State::kLoaded
                                    ? ai::parse_puzzle_set(file.text)
                                    : Parsed<ai::PuzzleSet>::fail("");
    if (!set.ok() || set.value->game != S::kName || set.value->puzzles.empty()) {
      phase_ = Phase::kFailed;
      host_ = nullptr;  // until Retry
      return;
    }
    set_ = std::move(*set.value);
    const std::int64_t today = utc_day(host_->now_ms());
    for (std::size_t i = 0; i < set_->puzzles.size(); ++i)
      if (set_->puzzles[i].id == wanted_) return open_puzzle(i, wanted_daily_);
    if (!progress_.daily_done(today)) return open_puzzle(daily_puzzle(*set_, today), true);
    open_puzzle(next_puzzle(*set_, progress_, turn_, ""), false);
  }

  void open_puzzle(std::size_t index, bool daily) {
    std::optional<PuzzleTask<S>> task = task_from_puzzle<S>(set_->puzzles[index]);
    if (!task) {  // a damaged puzzle (the tests keep the shipped sets whole): the next one
      progress_.seen.push_back(set_->puzzles[index].id);
      return open_puzzle(next_puzzle(*set_, progress_, ++turn_, set_->puzzles[index].id), false);
    }
    daily_ = daily;
    rating_change_.reset();
    // Every seat a person's: the seats are named by number, none by "AI".
    start(std::move(*task), std::vector<SeatSetup>(kMaxPlayers, SeatSetup{true, "easy"}));
  }

  void keep_progress() {
    if (Host* host = set_host())
      host->save_setting(puzzle_progress_key(S::kName), puzzle_progress_text(progress_));
  }
  Host* set_host() const { return set_ ? kept_host_ : nullptr; }

  // ---- the mistakes ----
  void open_mistake(std::size_t at) {
    Mistakes& m = *mistakes_;
    m.at = at;
    if (at >= m.list.size()) {
      phase_ = Phase::kFinished;
      return;
    }
    start(task_from_mistake(m.game, m.review, m.list[at]), m.seats);
  }
  const ai::DecisionReview& decision() const {
    return mistakes_->review.decisions[*task_->decision];
  }
  // The analysis of the decision with `move` played instead: the earlier decisions of the seat
  // are taken as they are, only this one is searched (with the analysis's seed and depth).
  void check(Action move) {
    const ai::DecisionReview& d = decision();
    GameRecord<S> record = task_->record;
    record.actions.push_back(move);
    ai::AnalysisOptions options;
    options.iterations = mistakes_->iterations;
    options.seats = {d.seat};
    for (std::size_t i = 0; i < *task_->decision; ++i)
      if (mistakes_->review.decisions[i].seat == d.seat)
        options.known.push_back(mistakes_->review.decisions[i]);
    check_ = mistakes_->make_check(record, options);
    phase_ = Phase::kChecking;
  }
  void finish_check() {
    const ai::DecisionReview checked = check_->result();
    check_.reset();
    answer(verdict_from_review(*task_, checked));
  }

  // ---- the puzzle ----
  void start(PuzzleTask<S> task, std::vector<SeatSetup> seats) {
    seats.resize(static_cast<std::size_t>(task.position.num_players()));
    session_.emplace(task.record, std::move(seats));
    task_ = std::move(task);
    phase_ = Phase::kAsking;
    verdict_.reset();
    answered_ = false;
    view_.reset_selection();
  }

  void try_move(Action move) {
    if (const std::optional<PuzzleVerdict> verdict = judge_answer(*task_, move))
      answer(*verdict);
    else
      check(move);
  }

  void answer(const PuzzleVerdict& verdict) {
    verdict_ = verdict;
    phase_ = Phase::kAnswered;
    view_.reset_selection();
    if (answered_ || !set_) {
      answered_ = true;
      return;
    }
    answered_ = true;
    // The first answer rates; the day's puzzle solved keeps the streak going.
    if (!progress_.has_seen(task_->id)) {
      const glicko2::Rating before = progress_.rating;
      rate_answer(progress_, task_->id, task_->rating, task_->deviation, verdict.right);
      rating_change_ = RatingPoint{task_->id, 0, before, progress_.rating};
    }
    if (daily_ && verdict.right) mark_daily_solved(progress_, utc_day(kept_host_->now_ms()));
    keep_progress();
  }

  void take_button(const std::string& id, GameScreenResult& result) {
    if (id == "puzzle-retry") {
      phase_ = Phase::kAsking;
      verdict_.reset();
    } else if (id == "puzzle-solution") {
      phase_ = Phase::kSolution;
    } else if (id == "puzzle-next") {
      if (mistakes_) return open_mistake(mistakes_->at + 1);
      ++turn_;
      open_puzzle(next_puzzle(*set_, progress_, turn_, task_->id), false);
    } else if (id == "puzzle-daily") {
      open_puzzle(daily_puzzle(*set_, utc_day(kept_host_->now_ms())), true);
    } else if (id == "puzzle-load-again") {
      host_ = kept_host_;
      phase_ = Phase::kLoading;
    } else if (id == "puzzle-back") {
      result.back_to_game = true;
    }
  }

  // ---- drawing ----
  void draw_top_bar(WidgetProbe& probe, GameScreenResult& result) {
    const bool narrow = ImGui::GetContentRegionAvail().x < em(30.0f);
    ImGui::SetCursorPos(ImVec2(em(0.5f), ImGui::GetCursorPosY() + em(0.3f)));
    ImGui::BeginGroup();
    if (mistakes_) {
      // TRANSLATORS: the puzzle screen's button back to the analysis it was opened from.
      if (icon_button(label_with_id("\xE2\x97\x80 " + std::string(tr("Analysis")), "back").c_str(),
                      tr("Back to the analysis"), probe, "button:puzzle-leave"))
        result.back_to_game = true;
    } else {
      // TRANSLATORS: a button back to the title screen.
      if (icon_button(
              label_with_id("\xE2\x97\x80 " + std::string(trc("button", "Title")), "title").c_str(),
              trc("button", "Title"), probe, "button:title"))
        result.to_title = true;
    }
    ImGui::SameLine();
    ImGui::BeginGroup();
    const std::string heading = mistakes_
                                    // TRANSLATORS: the heading of the puzzles made of the
                                    // player's own mistakes in an analysed game.
                                    ? std::string(tr("Learn from your mistakes"))
                                    // TRANSLATORS: the puzzle screen's heading: {1} the game.
                                    : format(tr("Puzzles · {1}"), tr_text(S::info().short_title));
    ImGui::TextColored(palette::to_vec4(palette::kAccent), "%s", heading.c_str());
    const std::string status = status_line();
    ImGui::TextColored(palette::to_vec4(palette::kTextMuted), "%s", status.c_str());
    ImGui::EndGroup();
    mirror().heading(heading, 1);
    mirror().line(status);
    const bool daily_open = set_ && !daily_ && !progress_.daily_done(utc_day(kept_host_->now_ms()));
    if (daily_open) {
      // TRANSLATORS: the puzzle screen's button that opens the day's puzzle.
      const char* daily = tr("Daily puzzle");
      // TRANSLATORS: the same button on a phone: as short as possible.
      if (narrow) daily = trc("puzzle", "Daily");
      same_line_if_fits(daily, ImGui::GetWindowPos().x + ImGui::GetWindowWidth() - em(0.5f));
      if (touch_button(label_with_id(daily, "daily").c_str(), probe, "button:puzzle-daily"))
        take_button("puzzle-daily", result);
    }
    ImGui::EndGroup();
    ImGui::Dummy(ImVec2(0, em(0.2f)));
  }

  // The rating and the streak; a mistake's place among the game's.
  std::string status_line() const {
    if (mistakes_) {
      const std::size_t n = mistakes_->list.size();
      if (n == 0)
        // TRANSLATORS: the status of the puzzles of the player's own mistakes when the analysis
        // found none.
        return std::string(tr("No mistakes to learn from"));
      // TRANSLATORS: the puzzles of the player's own mistakes: mistake {1} of {2}.
      return format(tr("Mistake {1} of {2}"), std::min(mistakes_->at + 1, n), n);
    }
    const int streak = progress_.streak_on(utc_day(kept_host_->now_ms()));
    return format(
        // TRANSLATORS: the puzzle screen's status: {1} the player's puzzle rating, {2} the days
        // in a row the daily puzzle was solved.
        trn("Rating {1} · daily streak {2} day", "Rating {1} · daily streak {2} days", streak),
        rating_words(progress_.rating.rating), streak);
  }

  PuzzleCard card() const {
    PuzzleCard c;
    if (phase_ == Phase::kLoading) {
      // TRANSLATORS: the puzzle screen while the game's puzzles load.
      c.title = tr("Loading the puzzles…");
      return c;
    }
    if (phase_ == Phase::kFailed) {
      // TRANSLATORS: the puzzle screen when the game's puzzles could not be loaded.
      c.title = tr("The puzzles could not be loaded");
      c.prompt =
          // TRANSLATORS: why the puzzles may not have loaded, and what to do.
          tr("Check the connection and try again. Once loaded, they stay for offline "
             "play.");
      // TRANSLATORS: a button: load the puzzles again.
      c.buttons.push_back({tr("Try again"), "puzzle-load-again", true});
      return c;
    }
    if (phase_ == Phase::kFinished) {
      // TRANSLATORS: the last card of the puzzles made of the player's own mistakes.
      c.title = tr("Learn from your mistakes");
      const std::size_t n = mistakes_->list.size();
      c.prompt = n == 0 ? std::string(tr("The analysis found no mistakes of yours in this game."))
                        // TRANSLATORS: after the last of the player's {1} mistakes of a game.
                        : format(trn("You have been through {1} mistake of this game.",
                                     "You have been through your {1} mistakes of this game.", n),
                                 n);
      // TRANSLATORS: a button back to the analysis of the game.
      c.buttons.push_back({tr("Back to the analysis"), "puzzle-back", true});
      return c;
    }
    c.title = title();
    const S& position = task_->position;
    c.prompt = task_->is_mistake()
                   ? mistake_prompt(reading::move_sentence(position, decision().played),
                                    decision().label, decision().loss)
                   : find_move_prompt(position.current_player());
    if (phase_ == Phase::kChecking) {
      // TRANSLATORS: a puzzle from the player's own game while the AI checks the move tried.
      c.verdict = tr("Checking your move…");
      return c;
    }
    if (phase_ == Phase::kSolution) {
      // TRANSLATORS: the puzzle's card when its solution is shown (outlined on the table).
      c.verdict = tr("The solution");
      c.tone = VerdictTone::kRight;
      c.moves.push_back(
          // TRANSLATORS: the verdict's label of the puzzle's solution.
          {tr("Best move"), reading::move_sentence(position, task_->solution.front()), true});
    } else if (verdict_) {
      c.verdict = verdict_headline(*verdict_);
      c.tone = verdict_->right ? VerdictTone::kRight : VerdictTone::kWrong;
      if (!verdict_->right)
        c.moves.push_back(
            // TRANSLATORS: the verdict's label of the move the player tried.
            {tr("Your move"), reading::move_sentence(position, verdict_->tried), false});
      c.moves.push_back(
          // TRANSLATORS: the verdict's label of the puzzle's solution (the player's move when it
          // was right).
          {verdict_->right ? std::string(tr("Your move")) : std::string(tr("Best move")),
           reading::move_sentence(position, verdict_->best), true});
      c.notes.push_back(verdict_difference(*verdict_, task_->is_mistake()));
      if (!verdict_->right) {
        const std::string theme = theme_note(S::kName, task_->theme);
        if (!theme.empty()) c.notes.push_back(theme);
      }
      if (rating_change_) c.notes.push_back(rating_change_words(*rating_change_));
    }
    if (phase_ == Phase::kAnswered && !verdict_->right) {
      // TRANSLATORS: a puzzle's button after a wrong answer: try the position again.
      c.buttons.push_back({tr("Retry"), "puzzle-retry", false});
      // TRANSLATORS: a puzzle's button after a wrong answer: outline the solution.
      c.buttons.push_back({tr("Show the solution"), "puzzle-solution", false});
    }
    if (phase_ == Phase::kAnswered || phase_ == Phase::kSolution) {
      const bool last = mistakes_ && mistakes_->at + 1 >= mistakes_->list.size();
      std::string next = last ?
                              // TRANSLATORS: a puzzle's button after the last of the player's own
                              // mistakes: ends them (a card says how many there were).
                             tr("Finish")
                              // TRANSLATORS: a puzzle's button: on to the next puzzle.
                              : trc("puzzle", "Next");
      c.buttons.push_back({std::move(next), "puzzle-next", verdict_ && verdict_->right});
    }
    return c;
  }

  std::string title() const {
    if (task_->is_mistake())
      // TRANSLATORS: a puzzle from the player's game: the move's number in the game and its
      // round.
      return format(tr("Move {1} · round {2}"), decision().move_number, decision().round);
    if (daily_)
      // TRANSLATORS: the title of the day's puzzle: {1} its rating.
      return format(tr("Daily puzzle · rated {1}"), grouped(task_->rating));
    // TRANSLATORS: a puzzle's title: {1} its rating.
    return format(tr("Puzzle · rated {1}"), grouped(task_->rating));
  }

  void draw_table(GameScreenContext& context) {
    const S& position = task_->position;
    const int mover = position.current_player();
    const bool asking = phase_ == Phase::kAsking;
    ActionList legal;
    if (asking) position.legal_actions(legal);
    const TileStyle tiles{context.preferences.colour_blind, context.preferences.high_contrast};
    ImGui::BeginChild("##puzzle_table", ImGui::GetContentRegionAvail(), false,
                      ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoBackground);
    drag_to_scroll_current_window();
    const auto [last, last_actor] = session_->last_move(session_->action_count());
    TableInput<S> input{position,
                        legal,
                        asking ? mover : -1,
                        mover,
                        last,
                        last_actor,
                        tiles,
                        animation_seconds(context.preferences.animation),
                        context.probe,
                        ImGui::GetCursorScreenPos(),
                        ImGui::GetContentRegionAvail(),
                        !asking};
    if (phase_ == Phase::kAnswered) {  // the best move and the one tried, as the analysis shows
      input.hint = verdict_->best;
      if (!verdict_->right) input.played = verdict_->tried;
      input.outline_seat = mover;
    } else if (phase_ == Phase::kSolution) {
      input.hint = task_->solution.front();
      input.outline_seat = mover;
    }
    std::optional<Action> move = view_.draw(input);
    if (const std::optional<Action> pressed = mirror_.draw(*session_, position, legal, asking)) {
      move = pressed;
      view_.reset_selection();
    }
    if (move && asking && position.is_legal(*move)) try_move(*move);
    view_.request_frames(ImGui::GetTime(), context.frames);
    ImGui::EndChild();
  }

  // What tests read: the puzzle, its phase and (to play it) its solution and another move.
  void record_values(WidgetProbe& probe) const {
    static constexpr const char* kPhases[] = {"loading",  "failed",   "asking",  "checking",
                                              "answered", "solution", "finished"};
    probe.record_value(probe_names::kScreen, kScreenPuzzle);
    probe.record_value(probe_names::kGame, std::string(S::kName));
    probe.record_value("puzzle-phase", kPhases[static_cast<int>(phase_)]);
    if (verdict_) probe.record_value("puzzle-verdict", verdict_->right ? "right" : "wrong");
    if (set_)
      probe.record_value("puzzle-rating", std::to_string(std::lround(progress_.rating.rating)));
    if (!task_ || phase_ == Phase::kFinished) return;
    const S& position = task_->position;
    probe.record_value("puzzle-id",
                       task_->is_mistake() ? std::to_string(*task_->decision) : task_->id);
    // As notation, and as the id of its screen reader's button (move_button_id).
    const auto record_move = [&](const std::string& name, Action a) {
      probe.record_value(name, position.action_to_string(a));
      probe.record_value(name + "-button", move_button_id(a));
    };
    record_move("puzzle-solution", task_->solution.front());
    ActionList legal;
    position.legal_actions(legal);
    for (Action a : legal)
      if (!task_->solved_by(a)) {
        record_move("puzzle-other", a);
        break;
      }
    probe.record_value(probe_names::kPlayers, std::to_string(position.num_players()));
    probe.record_value(probe_names::kRound, std::to_string(position.round()));
  }

  NewGameSetup setup_;
  Host* host_ = nullptr;       // loading the set (nullptr after a failure, until Try again)
  Host* kept_host_ = nullptr;  // the set's host: its file, the progress, the day
  std::optional<ai::PuzzleSet> set_;
  PuzzleProgress progress_;
  bool daily_ = false;
  std::uint64_t turn_ = 0;                    // how many times Next was pressed: varies the choice
  std::optional<RatingPoint> rating_change_;  // the first answer's, as the progress says it
  std::string wanted_;  // restore_view(): the puzzle to open once the set has loaded
  bool wanted_daily_ = false;
  std::optional<Mistakes> mistakes_;
  std::unique_ptr<MistakeCheck> check_;  // a mistake's move being checked
  std::optional<PuzzleTask<S>> task_;
  std::optional<GameSession<S>> session_;  // the position with its seats, for the mirror
  View view_;
  TableMirror<S> mirror_;  // the table for the screen reader
  Phase phase_ = Phase::kLoading;
  std::optional<PuzzleVerdict> verdict_;
  bool answered_ = false;  // this puzzle was answered (the first answer rates)
};

}  // namespace

template <Game S>
std::unique_ptr<GameScreen> make_puzzle_screen(Host& host) {
  return std::make_unique<PuzzleScreen<S>>(host);
}

template <Game S>
std::unique_ptr<GameScreen> make_mistakes_screen(const NewGameSetup& setup, GameRecord<S> game,
                                                 std::vector<SeatSetup> seats,
                                                 ai::GameReview review, std::int64_t iterations,
                                                 std::vector<std::size_t> mistakes,
                                                 MistakeCheckMaker<S> make_check) {
  return std::make_unique<PuzzleScreen<S>>(setup, std::move(game), std::move(seats),
                                           std::move(review), iterations, std::move(mistakes),
                                           make_check);
}

template std::unique_ptr<GameScreen> make_puzzle_screen<classic::State>(Host&);
template std::unique_ptr<GameScreen> make_puzzle_screen<pavilion::State>(Host&);
template std::unique_ptr<GameScreen> make_mistakes_screen<classic::State>(
    const NewGameSetup&, GameRecord<classic::State>, std::vector<SeatSetup>, ai::GameReview,
    std::int64_t, std::vector<std::size_t>, MistakeCheckMaker<classic::State>);
template std::unique_ptr<GameScreen> make_mistakes_screen<pavilion::State>(
    const NewGameSetup&, GameRecord<pavilion::State>, std::vector<SeatSetup>, ai::GameReview,
    std::int64_t, std::vector<std::size_t>, MistakeCheckMaker<pavilion::State>);

}  // namespace azul::ui
