// The App with sharing, headless (a real ImGui context, no window): a damaged link or save
// shows the message with its buttons and never touches the save; a good link opens a replay;
// the saved game's own link continues it; moves reach the hash and, after a person's move,
// the autosave.
#include <gtest/gtest.h>

#include <cfloat>
#include <fstream>
#include <iterator>
#include <memory>

#include "../ui/fake_host.h"
#include "engine/core/playout.h"
#include "engine/games.h"
#include "engine/record/link.h"
#include "ui/app.h"
#include "ui/share/saved_game.h"
#include "ui/share/share_link.h"

namespace azul::ui {
namespace {

constexpr char kFontDirectory[] = "/usr/share/fonts/truetype/dejavu/";
const ImVec2 kNoMouse(-FLT_MAX, -FLT_MAX);
const std::string kSaveKey(kAutosaveKey);

std::vector<unsigned char> read_font(const char* name) {
  std::ifstream file(std::string(kFontDirectory) + name, std::ios::binary);
  return {std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
}

GameRecord<classic::State> azul_game(std::size_t actions) {
  GameRecord<classic::State> record{classic::Options{}, 7, {}};
  classic::State state(record.options);
  Rng rng(7);
  while (!state.is_terminal() && record.actions.size() < actions) {
    const Action a = state.is_chance() ? sample_chance(state, rng) : random_move(state, rng);
    state.apply_unchecked(a);
    record.actions.push_back(a);
  }
  return record;
}

class AppShareTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ImGui::CreateContext();
    fonts_.regular = read_font("DejaVuSans.ttf");
    fonts_.bold = read_font("DejaVuSans-Bold.ttf");
    ASSERT_FALSE(fonts_.regular.empty()) << "install fonts-dejavu-core";
    host_.settings["animation"] = "off";
    host_.settings["pacing"] = "instant";
  }
  void TearDown() override {
    app_.reset();
    ImGui::DestroyContext();
  }
  void start() { app_ = std::make_unique<App>(host_, fonts_); }
  void frame(ImVec2 mouse = kNoMouse, bool down = false) {
    DisplayMetrics metrics;
    metrics.width = metrics.framebuffer_width = 1280;
    metrics.height = metrics.framebuffer_height = 800;
    app_->prepare_frame(metrics);
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = ImVec2(1280, 800);
    io.DeltaTime = 1.0f / 60.0f;
    for (int key = 0; key < ImGuiKey_COUNT; ++key) io.KeyMap[key] = key;
    io.MousePos = mouse;
    io.MouseDown[ImGuiMouseButton_Left] = down;
    ImGui::NewFrame();
    app_->frame();
    ImGui::Render();
  }
  void frames(int n) {
    for (int i = 0; i < n; ++i) frame();
  }
  void click(const char* name) {
    auto rect = app_->probe().widget(name);
    ASSERT_TRUE(rect.has_value()) << name << " not shown";
    const ImVec2 at((rect->min.x + rect->max.x) * 0.5f, (rect->min.y + rect->max.y) * 0.5f);
    frame(at, false);
    frame(at, true);
    frame(at, false);
    frame();
  }
  std::string value(const char* name) {
    auto v = app_->probe().value(name);
    return v ? std::string(*v) : std::string();
  }

  testing::FakeHost host_;
  FontFiles fonts_;
  std::unique_ptr<App> app_;
};

TEST_F(AppShareTest, ADamagedSaveIsExplainedAndANewGameCanStart) {
  host_.settings[kSaveKey] = "azul-save 1\nseats He\nazul-record 1\ngame azul\nplayers 2\n";
  start();
  frames(3);
  EXPECT_NE(value("message").find("saved game"), std::string::npos) << value("message");
  EXPECT_FALSE(app_->probe().widget("button:message-resume").has_value());
  click("button:message-new-game");
  EXPECT_EQ(value("screen"), "new-game");
}

TEST_F(AppShareTest, ABadLinkKeepsTheSaveAndOffersIt) {
  const auto record = azul_game(30);
  const std::string save = make_saved_game(print_record(record), {SeatSetup{}, SeatSetup{false}});
  host_.settings[kSaveKey] = save;
  const std::string link = make_share_link(record, {SeatSetup{}, SeatSetup{false}});
  host_.current_link = link.substr(0, link.find('~') - 4);
  start();
  frames(3);
  EXPECT_FALSE(value("message").empty());
  click("button:message-resume");
  frames(2);
  EXPECT_EQ(value("screen"), "game");
  // The saved game continues (the AI may already have moved: the link grows from the save's).
  auto continued = open_share_link(host_.current_link);
  ASSERT_TRUE(continued.ok()) << continued.error;
  const auto& actions = std::get<GameRecord<classic::State>>(continued.value->record).actions;
  ASSERT_GE(actions.size(), record.actions.size());
  EXPECT_TRUE(std::equal(record.actions.begin(), record.actions.end(), actions.begin()));
  EXPECT_EQ(host_.settings[kSaveKey], save) << "AI moves and draws alone never overwrite the save";
}

TEST_F(AppShareTest, ClosingTheMessageAboutABadLinkClearsTheLink) {
  const std::string link = make_share_link(azul_game(30), {SeatSetup{}, SeatSetup{}});
  host_.current_link = link.substr(0, link.find('~') - 4);
  start();
  frames(3);
  EXPECT_FALSE(value("message").empty());
  click("button:message-close");
  EXPECT_TRUE(value("message").empty());
  EXPECT_EQ(host_.current_link, "");
  click("card:azul");  // a title-screen link of its own, not one glued to the bad one
  EXPECT_EQ(host_.current_link, "game=azul");
}

TEST_F(AppShareTest, AGoodLinkOpensAReplayAndASeatCanBeTakenOver) {
  const auto record = azul_game(60);
  const std::string link = make_share_link(record, {SeatSetup{}, SeatSetup{false, "easy"}});
  host_.current_link = "#" + link;
  start();
  frames(3);
  EXPECT_EQ(value("screen"), "replay");
  EXPECT_EQ(value("viewing"), std::to_string(record.actions.size()));
  click("button:replay-previous");
  EXPECT_LT(std::stoul(value("viewing")), record.actions.size());
  click("button:replay-previous-round");
  click("button:take-seat:2");
  frames(5);
  EXPECT_EQ(value("screen"), "game");
  EXPECT_EQ(host_.settings.count(kSaveKey), 0u) << "no autosave before a person moves";
  EXPECT_TRUE(is_game_link(host_.current_link));
  EXPECT_NE(host_.current_link, link);
}

TEST_F(AppShareTest, APavilionLinkReplaysRoundByRound) {
  pavilion::Options options;
  options.players = 4;
  GameRecord<pavilion::State> record{options, 3, {}};
  pavilion::State state(options);
  Rng rng(3);
  while (!state.is_terminal()) {
    const Action a = state.is_chance() ? sample_chance(state, rng) : random_move(state, rng);
    state.apply_unchecked(a);
    record.actions.push_back(a);
  }
  host_.current_link = make_share_link(record, std::vector<SeatSetup>(4, SeatSetup{false, "hard"}));
  start();
  frames(3);
  EXPECT_EQ(value("screen"), "replay");
  EXPECT_EQ(value("game"), "pavilion");
  EXPECT_EQ(value("viewing"), std::to_string(record.actions.size()));
  EXPECT_FALSE(app_->probe().widget("button:take-seat:1").has_value()) << "the game is over";
  int rounds_back = 0;
  while (app_->probe().widget("button:replay-previous-round") && rounds_back < 20) {
    click("button:replay-previous-round");
    ++rounds_back;
  }
  EXPECT_GE(rounds_back, 6) << "one press per round of the six, from the end";
  EXPECT_EQ(value("viewing"), "0");
  click("button:replay-next-round");
  const std::size_t round_two = std::stoul(value("viewing"));
  EXPECT_GT(round_two, 0u);
  click("button:take-seat:3");
  frames(3);
  EXPECT_EQ(value("screen"), "game");
  EXPECT_EQ(value("players"), "4");
}

TEST_F(AppShareTest, TheSavedGamesOwnLinkContinuesIt) {
  const auto record = azul_game(25);
  const std::vector<SeatSetup> seats = {SeatSetup{}, SeatSetup{false}};
  host_.settings[kSaveKey] = make_saved_game(print_record(record), seats);
  host_.current_link = make_share_link(record, seats);
  start();
  frames(3);
  EXPECT_EQ(value("screen"), "game");
}

}  // namespace
}  // namespace azul::ui
