// The puzzle screen (ui/puzzles/puzzle_screen.h) headless, with ImGui's clock one fixed frame at a
// time: opened from a game's card it loads the game's set, opens the day's puzzle, judges a move
// at once (right: the rating moves and the streak starts; wrong: Retry, Show the solution, Next),
// rates only the first answer, and says when the set cannot be loaded; "learn from your
// mistakes" takes a review's decisions and checks a move the analysis did not measure with the
// analysis's own search.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "../ui/fake_host.h"
#include "../ui/test_fonts.h"
#include "ai/puzzle.h"
#include "engine/classic/state.h"
#include "engine/core/playout.h"
#include "engine/record/link.h"
#include "ui/access/mirror.h"
#include "ui/access/table_mirror.h"
#include "ui/app.h"
#include "ui/game/game_traits_classic.h"
#include "ui/puzzles/mistake_check.h"
#include "ui/puzzles/puzzle_choice.h"
#include "ui/puzzles/puzzle_screen.h"
#include "ui/puzzles/puzzle_task.h"

namespace azul::ui {
namespace {

using namespace ::azul::ui::test_support;
using classic::State;

constexpr std::uint64_t kSeed = 77;

// A random game of Azul, and the positions after `actions` of its actions where a player is to
// move: the puzzles of a small test set (the first legal move solves each, the second loses 3).
GameRecord<State> random_game() {
  State state(classic::Options{});
  Rng rng(kSeed);
  GameRecord<State> record{state.options(), kSeed, {}};
  while (!state.is_terminal() && record.actions.size() < 120) {
    const Action a = state.is_chance() ? sample_chance(state, rng) : random_move(state, rng);
    state.apply_unchecked(a);
    record.actions.push_back(a);
  }
  return record;
}

ai::PuzzleSet test_set() {
  const GameRecord<State> game = random_game();
  ai::PuzzleSet set;
  set.game = "azul";
  set.margin = 2.0;
  State state(game.options);
  for (std::size_t k = 0; k < game.actions.size(); state.apply_unchecked(game.actions[k++])) {
    if (state.is_chance() || k % 3 != 0) continue;
    ActionList legal;
    state.legal_actions(legal);
    if (legal.size() < 3) continue;
    GameRecord<State> prefix = game;
    prefix.actions.resize(k);
    ai::Puzzle p;
    p.id = ai::puzzle_id(kSeed, k);
    p.position = encode_link(prefix);
    p.solution = {state.action_to_string(legal[0])};
    p.gap = 2.5;
    p.theme = "floor";
    p.rating = 1400 + static_cast<int>(k);
    p.deviation = 80;
    p.greedy = state.action_to_string(legal[1]);
    p.others = {{state.action_to_string(legal[1]), 3.0}};
    set.puzzles.push_back(p);
  }
  return set;
}

class PuzzleScreenTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ImGui::CreateContext();
    fonts_.regular = read_font("DejaVuSans.ttf");
    fonts_.bold = read_font("DejaVuSans-Bold.ttf");
    ASSERT_FALSE(fonts_.regular.empty()) << "install fonts-dejavu-core";
    host_.settings["animation"] = "off";
  }
  void TearDown() override {
    app_.reset();
    ImGui::DestroyContext();
  }
  void start_app() { app_ = std::make_unique<App>(host_, fonts_); }

  void frame(ImVec2 mouse = kNoMouse, bool down = false) {
    app_->prepare_frame(metrics_);
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = ImVec2(metrics_.width, metrics_.height);
    io.DeltaTime = kFrameSeconds;
    io.MousePos = mouse;
    io.MouseDown[ImGuiMouseButton_Left] = down;
    ImGui::NewFrame();
    app_->frame();
    ImGui::Render();
  }
  std::string value(const std::string& name) { return app_->probe().value(name).value_or(""); }
  bool shows(const std::string& name) { return app_->probe().widget(name).has_value(); }
  void click(const std::string& name) {
    const auto rect = app_->probe().widget(name);
    ASSERT_TRUE(rect.has_value()) << name << " not shown; phase " << value("puzzle-phase");
    const ImVec2 at((rect->min.x + rect->max.x) * 0.5f, (rect->min.y + rect->max.y) * 0.5f);
    frame(at, false);
    frame(at, true);
    frame(at, false);
    frame();
  }
  // Tries the move written `notation` in the puzzle shown, by its screen-reader button.
  void try_move(const std::string& notation) {
    const ai::Puzzle* puzzle = shown();
    ASSERT_NE(puzzle, nullptr);
    const std::optional<PuzzleTask<State>> task = task_from_puzzle<State>(*puzzle);
    ASSERT_TRUE(task);
    const Parsed<Action> move = task->position.parse_action(notation);
    ASSERT_TRUE(move.ok()) << notation;
    mirror().press(move_button_id(*move.value));
    frame();
    frame();
  }
  const ai::Puzzle* shown() {
    for (const ai::Puzzle& p : set_.puzzles)
      if (p.id == value("puzzle-id")) return &p;
    return nullptr;
  }

  testing::FakeHost host_;
  FontFiles fonts_;
  std::unique_ptr<App> app_;
  DisplayMetrics metrics_{1280, 800, 1280, 800, 1, 1};
  ai::PuzzleSet set_ = test_set();
};

TEST_F(PuzzleScreenTest, ThePuzzlesOfAGameAreSolvedFailedAndRated) {
  ASSERT_GE(set_.puzzles.size(), 5u);
  host_.site_files[puzzle_set_path("azul")] = ai::print_puzzle_set(set_);
  start_app();
  frame();
  click("button:puzzles:azul");
  frame();
  ASSERT_EQ(value("screen"), "puzzle");
  ASSERT_EQ(value("puzzle-phase"), "asking");
  EXPECT_EQ(host_.current_link, "puzzles=azul");
  // The first puzzle is the day's.
  const std::int64_t today = utc_day(host_.clock_ms);
  EXPECT_EQ(value("puzzle-id"), set_.puzzles[daily_puzzle(set_, today)].id);
  EXPECT_TRUE(shows("puzzle-card"));

  try_move(value("puzzle-solution"));
  EXPECT_EQ(value("puzzle-phase"), "answered");
  EXPECT_EQ(value("puzzle-verdict"), "right");
  EXPECT_GT(std::stoi(value("puzzle-rating")), 1500) << "solved: the rating rises";
  const Parsed<PuzzleProgress> kept = parse_puzzle_progress(host_.settings["puzzles.azul"]);
  ASSERT_TRUE(kept.ok()) << kept.error;
  EXPECT_EQ(kept.value->answered, 1);
  EXPECT_EQ(kept.value->streak, 1);
  EXPECT_TRUE(kept.value->daily_done(today));
  EXPECT_FALSE(shows("button:puzzle-retry")) << "a right answer has only Next";

  const std::string first = value("puzzle-id");
  click("button:puzzle-next");
  ASSERT_EQ(value("puzzle-phase"), "asking");
  EXPECT_NE(value("puzzle-id"), first);
  EXPECT_FALSE(shows("button:puzzle-daily")) << "the day's puzzle is done";
  const std::string rating = value("puzzle-rating");
  try_move(shown()->others.front().move);
  EXPECT_EQ(value("puzzle-verdict"), "wrong");
  EXPECT_LT(std::stoi(value("puzzle-rating")), std::stoi(rating));
  const std::string after_miss = value("puzzle-rating");
  ASSERT_TRUE(shows("button:puzzle-retry"));
  ASSERT_TRUE(shows("button:puzzle-solution"));
  ASSERT_TRUE(shows("button:puzzle-next"));
  click("button:puzzle-retry");
  EXPECT_EQ(value("puzzle-phase"), "asking");
  try_move(value("puzzle-solution"));
  EXPECT_EQ(value("puzzle-verdict"), "right");
  EXPECT_EQ(value("puzzle-rating"), after_miss) << "only the first answer rates";
  click("button:puzzle-next");
  try_move(value("puzzle-other"));
  click("button:puzzle-solution");
  EXPECT_EQ(value("puzzle-phase"), "solution");
  click("button:title");
  EXPECT_EQ(value("screen"), "title");
}

TEST_F(PuzzleScreenTest, ASetThatCannotBeLoadedSaysSoAndLoadsOnAskingAgain) {
  start_app();
  frame();
  click("button:puzzles:pavilion");
  EXPECT_EQ(value("puzzle-phase"), "failed");
  ASSERT_TRUE(shows("button:puzzle-load-again"));
  set_.game = "azul";
  host_.site_files[puzzle_set_path("azul")] = ai::print_puzzle_set(set_);
  click("button:title");
  click("button:puzzles:azul");
  EXPECT_EQ(value("puzzle-phase"), "asking");
}

TEST_F(PuzzleScreenTest, AReloadOpensThePuzzleShown) {
  host_.site_files[puzzle_set_path("azul")] = ai::print_puzzle_set(set_);
  start_app();
  frame();
  click("button:puzzles:azul");
  try_move(value("puzzle-other"));
  click("button:puzzle-next");  // past the day's puzzle
  ASSERT_TRUE(shows("button:puzzle-daily")) << "the day's puzzle is still to solve";
  const std::string id = value("puzzle-id");
  app_ = std::make_unique<App>(host_, fonts_);  // the tab keeps its link and view
  frame();
  frame();
  EXPECT_EQ(value("screen"), "puzzle");
  EXPECT_EQ(value("puzzle-id"), id);
}

// "Learn from your mistakes" on its own: a review's decision whose played move lost 4.5 points.
class MistakesTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr;
    fonts_.regular = read_font("DejaVuSans.ttf");
    fonts_.bold = read_font("DejaVuSans-Bold.ttf");
    library_ = std::make_unique<FontLibrary>(fonts_);
    library_->update(1.0f, 1.0f);
  }
  void TearDown() override {
    screen_.reset();
    library_.reset();
    ImGui::DestroyContext();
  }
  GameScreenResult frame() {
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = ImVec2(1280, 800);
    io.DeltaTime = kFrameSeconds;
    ImGui::NewFrame();
    probe_.clear();
    mirror().begin_frame();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(io.DisplaySize);
    ImGui::Begin("root");
    GameScreenContext context{preferences_, *library_, probe_, frames_};
    const GameScreenResult result = screen_->frame(context);
    ImGui::End();
    mirror().end_frame();
    ImGui::Render();
    return result;
  }
  std::string value(const std::string& name) { return probe_.value(name).value_or(""); }
  void press(const std::string& id) {
    mirror().press(id);
    frame();
  }

  FontFiles fonts_;
  std::unique_ptr<FontLibrary> library_;
  Preferences preferences_;
  WidgetProbe probe_;
  FrameDemand frames_;
  std::unique_ptr<GameScreen> screen_;
};

TEST_F(MistakesTest, AMistakeIsPlayedAgainAndAnUnmeasuredMoveIsChecked) {
  const GameRecord<State> game = random_game();
  const std::size_t at = 20;  // the first move, after the deal
  const State before = replay(game, at);
  ASSERT_EQ(before.current_player(), 0);
  ActionList legal;
  before.legal_actions(legal);
  ai::DecisionReview d;
  d.action_index = at;
  d.seat = 0;
  d.played = legal[0];
  d.best = legal[legal.size() - 1];
  d.loss = 4.5;
  d.label = ai::MoveLabel::kMistake;
  d.margins = {0.0, 0.0};
  ai::GameReview review{{d}, {}};
  NewGameSetup setup;
  setup.game = "azul";
  screen_ = make_mistakes_screen<State>(setup, game,
                                        std::vector<SeatSetup>{{true, "easy"}, {false, "easy"}},
                                        review, 300, {0}, &analysis_check<State>);
  frame();
  EXPECT_EQ(value("puzzle-phase"), "asking");
  press(move_button_id(d.played));
  EXPECT_EQ(value("puzzle-verdict"), "wrong");
  press("button:puzzle-retry");
  press(move_button_id(d.best));
  EXPECT_EQ(value("puzzle-verdict"), "right");
  press("button:puzzle-retry");  // gone after a right answer: nothing happens
  EXPECT_EQ(value("puzzle-verdict"), "right");
  // Neither the best nor the played move: the analysis's search checks it.
  screen_ = make_mistakes_screen<State>(setup, game,
                                        std::vector<SeatSetup>{{true, "easy"}, {false, "easy"}},
                                        review, 300, {0}, &analysis_check<State>);
  frame();
  press(move_button_id(legal[1]));
  for (int i = 0; i < 600 && value("puzzle-phase") == "checking"; ++i) frame();
  EXPECT_EQ(value("puzzle-phase"), "answered");
  press("button:puzzle-next");
  EXPECT_EQ(value("puzzle-phase"), "finished");
  mirror().press("button:puzzle-back");
  EXPECT_TRUE(frame().back_to_game);
}

}  // namespace
}  // namespace azul::ui
