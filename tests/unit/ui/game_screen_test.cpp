// The whole app driven headless through its game screens: title -> new game -> a game of Azul
// played to the end by clicking the table's legal targets (as the browser tests do, but with
// ImGui's clock advancing one fixed frame at a time, so the run is deterministic) -> the end
// screen with the engine's scores, the menu's panels, and Replay with the same seed.
#include <gtest/gtest.h>

#include <cfloat>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>

#include "ai/levels.h"
#include "fake_host.h"
#include "test_fonts.h"
#include "ui/access/mirror.h"
#include "ui/app.h"

namespace azul::ui {
namespace {

using namespace ::azul::ui::test_support;

class GameScreenTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    for (int key = 0; key < ImGuiKey_COUNT; ++key) io.KeyMap[key] = key;  // keyboard navigation
    fonts_.regular = read_font("DejaVuSans.ttf");
    fonts_.bold = read_font("DejaVuSans-Bold.ttf");
    ASSERT_FALSE(fonts_.regular.empty()) << "install fonts-dejavu-core";
    // Fast settings: no animations, AI moves at once.
    host_.settings["animation"] = "off";
    host_.settings["pacing"] = "instant";
    host_.current_link = "seed=4242";
    app_ = std::make_unique<App>(host_, fonts_);
  }
  void TearDown() override {
    app_.reset();
    ImGui::DestroyContext();
  }

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
  bool shows(const std::string& name) { return app_->probe().widget(name).has_value(); }
  std::string value(const std::string& name) { return app_->probe().value(name).value_or(""); }
  void click(const std::string& name) {
    const auto rect = app_->probe().widget(name);
    ASSERT_TRUE(rect.has_value()) << name << " not shown; screen " << value("screen");
    const ImVec2 at((rect->min.x + rect->max.x) * 0.5f, (rect->min.y + rect->max.y) * 0.5f);
    frame(at, false);
    frame(at, true);
    frame(at, false);
    frame();
  }
  // The last table target shown other than "cancel": a source while selecting, a
  // destination once tiles are picked. Empty if there is none.
  std::string last_target() {
    const std::string json = app_->probe().to_json();
    std::string found;
    for (std::size_t at = json.find("\"target:"); at != std::string::npos;
         at = json.find("\"target:", at + 1)) {
      const std::string name = json.substr(at + 1, json.find('"', at + 1) - at - 1);
      if (name != "target:cancel") found = name;
    }
    return found;
  }
  // Clicks table targets until the game is over (or `max_steps` steps pass), and draws the end
  // screen once more: its words of the player's progress come in the frame after the last move.
  void play_to_end(int max_steps) {
    for (int i = 0; i < max_steps && value("screen") == "game"; ++i) {
      const std::string target = value("turn") == "human" ? last_target() : std::string();
      if (target.empty())
        frame();
      else
        click(target);
    }
    if (value("screen") == "game-over") frame();
  }

  testing::FakeHost host_;
  FontFiles fonts_;
  std::unique_ptr<App> app_;
  DisplayMetrics metrics_{1280, 800, 1280, 800, 1, 1};
};

TEST_F(GameScreenTest, AGameOfAzulGoesFromTheTitleToTheEndScreen) {
  frame();
  click("card:azul");
  EXPECT_EQ(value("screen"), "new-game");
  EXPECT_EQ(value("game"), "azul");
  ASSERT_TRUE(shows("button:start"));
  ASSERT_TRUE(shows("button:seat:2:ai"));
  EXPECT_EQ(value("rated"), "1") << "you against the AI: rated";
  click("button:seat:2:human");
  EXPECT_EQ(value("rated"), "0") << "two people here: not rated";
  click("button:seat:2:ai");
  EXPECT_EQ(value("rated"), "1");
  click("button:start");
  EXPECT_EQ(value("screen"), "game");
  EXPECT_EQ(value("seed"), "4242") << "the link's seed is the game's seed";
  EXPECT_EQ(value("players"), "2");

  play_to_end(5000);
  ASSERT_EQ(value("screen"), "game-over");
  EXPECT_EQ(value("turn"), "over");
  EXPECT_EQ(value("final_scores"), value("scores")) << "the end screen shows the engine's scores";
  EXPECT_TRUE(shows("text:final-score:1"));
  EXPECT_TRUE(shows("text:final-score:2"));
  EXPECT_FALSE(value("winners").empty());
  const std::string scores = value("scores");

  // Replay: the same seed and seats give the same deal; a new game starts from the beginning.
  click("button:replay");
  EXPECT_EQ(value("screen"), "game");
  EXPECT_EQ(value("seed"), "4242");
  EXPECT_EQ(value("round"), "1");
  play_to_end(5000);
  EXPECT_EQ(value("scores"), scores) << "same seed, same clicks, same AI: the same game";
}

TEST_F(GameScreenTest, TheMenuOpensRulesSettingsLogScoresAndUndoTakesBackTheHumanMove) {
  frame();
  click("card:azul");
  click("button:start");
  for (int i = 0; i < 10 && value("turn") != "human"; ++i) frame();
  ASSERT_EQ(value("turn"), "human");
  EXPECT_EQ(value("table"), "select-source");
  const std::string legal = value("legal_count");

  // One move: pick, then place.
  play_to_end(0);
  const std::string json = app_->probe().to_json();
  const std::size_t at = json.find("\"target:take:");
  ASSERT_NE(at, std::string::npos);
  click(json.substr(at + 1, json.find('"', at + 1) - at - 1));
  EXPECT_EQ(value("table"), "place");
  ASSERT_TRUE(shows("target:floor"));
  click("target:floor");
  for (int i = 0; i < 10 && value("turn") != "human"; ++i) frame();  // the AI replies
  ASSERT_EQ(value("turn"), "human");
  ASSERT_TRUE(shows("button:undo"));
  // A game against the AI is rated: Undo asks first. Keeping it rated undoes nothing.
  click("button:undo");
  ASSERT_TRUE(shows("button:keep-rated"));
  click("button:keep-rated");
  EXPECT_FALSE(shows("button:keep-rated"));
  click("button:undo");
  click("button:give-up-rating");
  EXPECT_EQ(value("legal_count"), legal) << "back to the first decision";
  bool marked = false;
  for (const auto& [key, text] : host_.settings) marked |= key.rfind("unrated.", 0) == 0;
  EXPECT_TRUE(marked) << "the choice is kept with the game";

  const char* const panels[][2] = {{"button:rules", "rules"},
                                   {"button:settings", "settings"},
                                   {"button:log", "log"},
                                   {"button:scores", "scores"},
                                   {"button:debug", "debug"}};
  for (const auto& [button, overlay] : panels) {
    click("button:menu");
    EXPECT_EQ(value("overlay"), "menu");
    click(button);
    EXPECT_EQ(value("overlay"), overlay);
    click("button:close");
    EXPECT_EQ(value("overlay"), "none");
  }

  // A setting changes the preferences and is saved through the host.
  click("button:menu");
  click("button:settings");
  click("setting:colour-blind");
  EXPECT_TRUE(app_->preferences().colour_blind);
  EXPECT_EQ(host_.settings["colour_blind"], "1");
}

// The max level's 5 s are the time the player waits: the search gets a few milliseconds of
// each frame, yet the move comes by the time 5 s have passed on the app's clock, not after 5 s
// of slices (which would take twice as long or more). It may come sooner: the search stops
// once the rest of its time could not change its choice.
// The seats line of the newest saved game in the library ("seats He": a human, an easy AI).
std::string newest_seats(const testing::FakeHost& host) {
  std::string seats;
  std::int64_t newest = -1;
  for (const auto& [key, text] : host.settings) {
    if (key.rfind("game.", 0) != 0) continue;
    const std::size_t played = text.find("\nplayed ");
    const std::int64_t when = played == std::string::npos ? 0 : std::stoll(text.substr(played + 8));
    const std::size_t at = text.find("\nseats ");
    if (at == std::string::npos || when < newest) continue;
    newest = when;
    seats = text.substr(at + 7, text.find('\n', at + 7) - at - 7);
  }
  return seats;
}

TEST_F(GameScreenTest, PlayOnACardStartsAGameAtOnceAtTheLevelLastPlayed) {
  frame();
  ASSERT_TRUE(shows("button:play:azul"));
  click("button:play:azul");
  EXPECT_EQ(value("screen"), "game") << "no new-game screen on the way";
  EXPECT_EQ(value("game"), "azul");
  EXPECT_EQ(value("players"), "2");
  EXPECT_EQ(value("seed"), "4242");
  EXPECT_EQ(host_.settings["last_level"], "easy") << "the new-game screen's default level";
  EXPECT_EQ(newest_seats(host_), "He") << "you, then the AI";

  // A game started from the form at another level: Play offers that level next time.
  click("button:menu");
  click("button:title");
  ASSERT_EQ(value("screen"), "title");
  click("button:options:azul");
  ASSERT_EQ(value("screen"), "new-game");
  click("button:level:2:+");
  const std::string level = value("level:2");
  ASSERT_NE(level, "easy");
  click("button:start");
  ASSERT_EQ(value("screen"), "game");
  EXPECT_EQ(host_.settings["last_level"], level);
  host_.clock_ms += 1000;
  click("button:menu");
  click("button:title");
  click("button:play:azul");
  ASSERT_EQ(value("screen"), "game");
  const ai::LevelInfo* info = ai::find_level(level);
  ASSERT_NE(info, nullptr);
  EXPECT_EQ(newest_seats(host_), std::string("H") + info->code);
}

TEST_F(GameScreenTest, TheMaxLevelMovesByTheTimeItsSecondsHavePassedOnTheClock) {
  frame();
  click("card:azul");
  click("button:seat:2:ai");
  for (int i = 0; i < 20 && shows("button:level:2:+"); ++i) click("button:level:2:+");
  ASSERT_EQ(value("level:2"), "max");
  click("button:start-seat:2");
  click("button:start");
  ASSERT_EQ(value("screen"), "game");
  for (int i = 0; i < 10 && value("turn") != "ai"; ++i) frame();
  ASSERT_EQ(value("turn"), "ai");
  const double started = ImGui::GetTime();
  constexpr double kMaxThinkSeconds = 5.0;
  constexpr int kFrameLimit = static_cast<int>(2 * kMaxThinkSeconds / kFrameSeconds);
  for (int i = 0; i < kFrameLimit && value("turn") == "ai"; ++i) frame();
  const double waited = ImGui::GetTime() - started;
  EXPECT_EQ(value("turn"), "human");
  EXPECT_LE(waited, kMaxThinkSeconds + 3 * kFrameSeconds);
}

// "Learn to play" (ui/learn): offered first on a first visit, kept apart from the library
// under its own key, resumed from the title or a reload of its link at the step it was left,
// started again or skipped from its menu.
TEST_F(GameScreenTest, ALessonIsKeptApartFromTheLibraryAndResumesWhereItWasLeft) {
  const auto library_games = [&] {
    int games = 0;
    for (const auto& [key, text] : host_.settings) games += key.starts_with("game.") ? 1 : 0;
    return games;
  };
  frame();
  click("button:learn:azul");
  ASSERT_EQ(value("screen"), "game");
  EXPECT_EQ(value("lesson-step"), "0");
  EXPECT_EQ(host_.current_link, "learn=azul");
  click("button:lesson-next");
  EXPECT_EQ(value("lesson-step"), "1");
  for (int i = 0; i < 10; ++i) frame();
  ASSERT_TRUE(host_.settings.contains("lesson.azul"));
  EXPECT_NE(host_.settings["lesson.azul"].find("step 1\n"), std::string::npos);
  EXPECT_EQ(library_games(), 0) << "a lesson is not a game of the library";

  click("button:menu");
  click("button:title");
  ASSERT_EQ(value("screen"), "title");
  click("button:learn:azul");
  EXPECT_EQ(value("lesson-step"), "1") << "resumed where it was left";
  click("button:menu");
  click("button:restart-lesson");
  EXPECT_EQ(value("lesson-step"), "0");
  click("button:menu");
  click("button:skip-lesson");
  const std::string steps = value("lesson-steps");
  EXPECT_EQ(value("lesson-step"), steps) << "playing on";
  for (int i = 0; i < 10; ++i) frame();

  // A reload of the lesson's link plays on where it was.
  app_ = std::make_unique<App>(host_, fonts_);
  frame();
  EXPECT_EQ(value("screen"), "game");
  EXPECT_EQ(value("lesson-step"), steps);
  EXPECT_EQ(library_games(), 0);

  // From a game's menu, beside New game: the game stays in the library.
  click("button:menu");
  click("button:title");
  click("button:play:azul");
  ASSERT_EQ(value("screen"), "game");
  EXPECT_EQ(value("lesson-step"), "");
  EXPECT_EQ(library_games(), 1);
  click("button:menu");
  click("button:learn");
  EXPECT_EQ(value("lesson-step"), steps) << "the lesson where it was left";
  EXPECT_EQ(host_.current_link, "learn=azul");
  EXPECT_EQ(library_games(), 1);

  // A damaged lesson says so and starts again.
  host_.settings["lesson.azul"] = "azul-lesson 1\nstep x\n";
  app_ = std::make_unique<App>(host_, fonts_);
  frame();
  EXPECT_EQ(value("lesson-step"), "0");
  EXPECT_NE(value("share_notice").find("line 2 should be its step"), std::string::npos)
      << value("share_notice");
}

// The player's progress (ui/progress): a game against the AI is rated and its result kept when
// it ends; the end screen says what it did to the rating; the card shows the rating, Play takes
// the level nearest it, the statistics screen shows the plots; the history outlives every saved
// game and moves to a fresh browser by Export and Import.
TEST_F(GameScreenTest, AFinishedGameAgainstTheAiIsRatedAndItsHistoryOutlivesTheSavedGames) {
  frame();
  EXPECT_EQ(value("card-rating:azul"), "") << "no rating before a rated game";
  click("button:play:azul");
  play_to_end(5000);
  ASSERT_EQ(value("screen"), "game-over");
  const std::string change = value("rating-change");

  EXPECT_EQ(change.rfind("Rating 1,500 \xE2\x86\x92 ", 0), 0u) << change;
  std::string result_key;
  for (const auto& [key, text] : host_.settings)
    if (key.rfind("result.", 0) == 0) result_key = key;
  ASSERT_FALSE(result_key.empty());
  EXPECT_NE(host_.settings[result_key].find(" rated=1 "), std::string::npos);

  click("button:progress");
  ASSERT_EQ(value("screen"), "progress");
  EXPECT_EQ(value("game"), "azul");
  EXPECT_EQ(value("progress-games"), "1");
  const std::string rating = value("progress-rating");
  ASSERT_FALSE(rating.empty());
  EXPECT_TRUE(shows("progress-plot:rating"));
  EXPECT_TRUE(shows("progress-plot:win-share"));
  EXPECT_TRUE(shows("progress-plot:rounds"));
  click("button:back");
  ASSERT_EQ(value("screen"), "title");
  EXPECT_NE(value("card-rating:azul").find("provisional"), std::string::npos);

  // Play now takes the level nearest the rating.
  const ai::LevelInfo* nearest = ai::find_level(ai::level_nearest("azul", std::stod(rating)));
  ASSERT_NE(nearest, nullptr);
  host_.clock_ms += 60'000;
  click("button:play:azul");
  EXPECT_EQ(newest_seats(host_), std::string("H") + nearest->code);
  click("button:menu");
  click("button:title");

  // Every saved game deleted: the history stays.
  std::erase_if(host_.settings, [](const auto& kv) { return kv.first.rfind("game.", 0) == 0; });
  app_ = std::make_unique<App>(host_, fonts_);
  frame();
  EXPECT_NE(value("card-rating:azul").find("provisional"), std::string::npos);
  click("button:progress");
  EXPECT_EQ(value("progress-rating"), rating);
  // Below the fold at this size: pressed as a screen reader presses it.
  mirror().press("button:export-history");
  frame();
  ASSERT_EQ(host_.downloads.count("azul-history.txt"), 1u);
  const std::string file = host_.downloads["azul-history.txt"];

  // A fresh browser imports it, and has the same rating.
  testing::FakeHost fresh;
  fresh.settings = {{"animation", "off"}, {"pacing", "instant"}};
  app_.reset();
  host_ = fresh;
  app_ = std::make_unique<App>(host_, fonts_);
  frame();
  EXPECT_EQ(value("card-rating:azul"), "");
  click("button:progress");
  ASSERT_EQ(value("screen"), "progress");
  click("button:progress-game:azul");  // a fresh browser starts with the registry's first game
  EXPECT_EQ(value("game"), "azul");
  EXPECT_EQ(value("progress-rating"), "");
  mirror().press("button:import-history");
  frame();
  EXPECT_EQ(host_.file_requests, 1);
  host_.opened_file = Host::OpenedFile{file, ""};
  frame();
  frame();
  EXPECT_EQ(value("progress-notice"), "1 game added, 0 already here");
  EXPECT_EQ(value("progress-rating"), rating);
}

}  // namespace
}  // namespace azul::ui
