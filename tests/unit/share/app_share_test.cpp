// The App with sharing and the saved-games library, headless (a real ImGui context, no
// window): a new game is kept from its creation and its link continues it; a damaged entry is
// listed, not announced; an old autosave moves into the library; a damaged link shows the
// message with its buttons and never touches the library, and during a game leaves the game and
// its link alone; a good link of someone else's game opens a replay. A link game's link (play
// by link) asks for the seat once, continues with longer links, never goes back for an older
// one, and offers one that went differently as a separate game.
#include <gtest/gtest.h>

#include <cfloat>
#include <fstream>
#include <iterator>
#include <memory>

#include "../ui/fake_host.h"
#include "engine/core/playout.h"
#include "engine/games.h"
#include "engine/record/link.h"
#include "random_games.h"
#include "ui/app.h"
#include "ui/share/game_library.h"
#include "ui/share/link_play.h"
#include "ui/share/saved_game.h"
#include "ui/share/share_link.h"

namespace azul::ui {
namespace {

constexpr char kFontDirectory[] = "/usr/share/fonts/truetype/dejavu/";
const ImVec2 kNoMouse(-FLT_MAX, -FLT_MAX);
const std::string kLegacyKey(kLegacyAutosaveKey);

std::vector<unsigned char> read_font(const char* name) {
  std::ifstream file(std::string(kFontDirectory) + name, std::ios::binary);
  return {std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
}

// A game of seed 7; `moves_seed` chooses its draws and moves (another one: another history).
GameRecord<classic::State> azul_game(std::size_t actions, std::uint64_t moves_seed = 7) {
  return testing::random_azul_record(7, actions, moves_seed);
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
    metrics.height = metrics.framebuffer_height = height_;
    app_->prepare_frame(metrics);
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = ImVec2(1280, static_cast<float>(height_));
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
  int height_ = 800;  // taller for the library below the title screen's cards
  FontFiles fonts_;
  std::unique_ptr<App> app_;
};

// The library's entries in the host's store.
std::vector<std::string> library_keys(testing::FakeHost& host) {
  return host.setting_keys(kLibraryKeyPrefix);
}

TEST_F(AppShareTest, ADamagedEntryIsListedWithItsTextNotAnnouncedAtEveryVisit) {
  const std::string damaged = "azul-save 2\nid bad-1\nplayed 5\nseats He\nazul-record 1\n";
  host_.settings["game.bad-1"] = damaged;
  host_.settings["game.new-1"] = "azul-save 9\nwhatever\n";
  height_ = 1600;
  start();
  frames(3);
  EXPECT_TRUE(value("message").empty()) << value("message");
  EXPECT_EQ(value("library:bad-1"), "damaged");
  EXPECT_EQ(value("library:new-1"), "damaged");
  EXPECT_NE(app_->library().find("new-1")->problem.find("newer version"), std::string::npos);
  click("button:library-delete:bad-1");
  EXPECT_EQ(host_.settings.count("game.bad-1"), 1u) << "Delete asks first";
  click("button:library-delete-yes:bad-1");
  EXPECT_EQ(host_.settings.count("game.bad-1"), 0u);
  EXPECT_EQ(host_.settings.count("game.new-1"), 1u) << "the other entry stays";
}

TEST_F(AppShareTest, AnOldAutosaveMovesIntoTheLibraryAndResumes) {
  const auto record = azul_game(30);
  host_.settings[kLegacyKey] = "azul-save 1\nseats He\n" + print_record(record);
  height_ = 1600;
  start();
  frames(2);
  EXPECT_EQ(host_.settings.count(kLegacyKey), 0u);
  ASSERT_EQ(library_keys(host_).size(), 1u);
  const std::string id = library_keys(host_)[0].substr(kLibraryKeyPrefix.size());
  EXPECT_EQ(value(("library:" + id).c_str()), "unfinished");
  click(("button:library-resume:" + id).c_str());
  frames(2);
  EXPECT_EQ(value("screen"), "game");
  auto continued = open_share_link(host_.current_link);
  ASSERT_TRUE(continued.ok()) << continued.error;
  EXPECT_EQ(continued.value->id, id) << "the link names the library's game";
}

TEST_F(AppShareTest, ANewGameIsKeptFromItsCreationAndItsLinkContinuesIt) {
  start();
  frames(2);
  click("card:azul");
  click("button:start");
  EXPECT_EQ(value("screen"), "game");
  ASSERT_EQ(library_keys(host_).size(), 1u) << "saved before any move";
  auto shared = open_share_link(host_.current_link);
  ASSERT_TRUE(shared.ok()) << shared.error;
  EXPECT_EQ("game." + shared.value->id, library_keys(host_)[0]);
  // A reload: a new App on the same store and link continues the same game.
  const std::string link = host_.current_link;
  app_.reset();
  ImGui::DestroyContext();
  ImGui::CreateContext();
  start();
  frames(2);
  EXPECT_EQ(value("screen"), "game") << "not a replay";
  auto again = open_share_link(host_.current_link);
  ASSERT_TRUE(again.ok()) << again.error;
  EXPECT_EQ(again.value->id, shared.value->id);
  EXPECT_TRUE(continues(again.value->game, shared.value->game));
  EXPECT_EQ(library_keys(host_).size(), 1u);
}

TEST_F(AppShareTest, ABadLinkKeepsTheLibraryAndOffersTheLastGame) {
  const auto record = azul_game(30);
  const std::string save =
      make_saved_game({"last-1", 5}, print_record(record), {SeatSetup{}, SeatSetup{false}});
  host_.settings["game.last-1"] = save;
  const std::string link = make_share_link(record, {SeatSetup{}, SeatSetup{false}});
  host_.current_link = link.substr(0, link.find('~') - 4);
  start();
  frames(3);
  EXPECT_FALSE(value("message").empty());
  EXPECT_EQ(host_.settings["game.last-1"], save);
  click("button:message-resume");
  frames(2);
  EXPECT_EQ(value("screen"), "game");
  // The saved game continues (the AI may already have moved: the link grows from the save's).
  auto continued = open_share_link(host_.current_link);
  ASSERT_TRUE(continued.ok()) << continued.error;
  EXPECT_EQ(continued.value->id, "last-1");
  const auto& actions = std::get<GameRecord<classic::State>>(continued.value->game.record).actions;
  ASSERT_GE(actions.size(), record.actions.size());
  EXPECT_TRUE(std::equal(record.actions.begin(), record.actions.end(), actions.begin()));
}

TEST_F(AppShareTest, ABadLinkDuringAGameLeavesTheGameAndItsLink) {
  start();
  frames(2);
  click("card:pavilion");
  click("button:start");
  frames(2);
  const std::string game_link = host_.current_link;
  ASSERT_TRUE(is_game_link(game_link));
  app_->open_link("2.pavilion..1.3.AAAA~s=He.AAAAAA");
  frames(2);
  EXPECT_FALSE(value("message").empty());
  EXPECT_EQ(host_.current_link, game_link);
  click("button:message-close");
  EXPECT_EQ(value("screen"), "game");
  EXPECT_EQ(host_.current_link, game_link) << "a reload goes on with the game";
}

TEST_F(AppShareTest, ABadLinkLeavesTheAddressAtTheTitleScreensOwnLink) {
  const std::string link = make_share_link(azul_game(30), {SeatSetup{}, SeatSetup{}});
  host_.current_link = link.substr(0, link.find('~') - 4);
  start();
  frames(3);
  EXPECT_FALSE(value("message").empty());
  EXPECT_EQ(host_.current_link, "game=pavilion") << "cleaned at once: a reload shows the title";
  click("button:message-close");
  EXPECT_TRUE(value("message").empty());
  click("card:azul");  // a title-screen link of its own, not one glued to the bad one
  EXPECT_EQ(host_.current_link, "game=azul");
}

// Issue 82, finding 4: a link whose version is changed or cut off, or a word that is no link,
// is explained like any other bad link, and the library stays as it was.
TEST_F(AppShareTest, ALinkWithoutItsVersionOrNoLinkAtAllIsExplained) {
  const std::string link = make_share_link(azul_game(30), {SeatSetup{}, SeatSetup{}});
  for (const std::string& bad : {link.substr(1), "x" + link.substr(1), std::string("hello"),
                                 std::string("2."), std::string("#~")}) {
    SCOPED_TRACE(bad);
    host_.current_link = bad;
    start();
    frames(3);
    EXPECT_FALSE(value("message").empty()) << "a message says what is wrong";
    EXPECT_EQ(host_.current_link, "game=pavilion");
    EXPECT_TRUE(library_keys(host_).empty());
    app_.reset();
    ImGui::DestroyContext();
    ImGui::CreateContext();
  }
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
  EXPECT_TRUE(library_keys(host_).empty()) << "someone else's game is not kept while replayed";
  click("button:take-seat:2");
  frames(5);
  EXPECT_EQ(value("screen"), "game");
  EXPECT_EQ(library_keys(host_).size(), 1u) << "taken over: kept from then on";
  auto shared = open_share_link(host_.current_link);
  ASSERT_TRUE(shared.ok()) << shared.error;
  EXPECT_FALSE(shared.value->id.empty());
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

TEST_F(AppShareTest, ALinkOfAGameInTheLibraryContinuesItWithOrWithoutItsId) {
  const auto record = azul_game(25);
  const std::vector<SeatSetup> seats = {SeatSetup{}, SeatSetup{false}};
  host_.settings["game.mine-1"] = make_saved_game({"mine-1", 5}, print_record(record), seats);
  host_.current_link = make_share_link(record, seats);  // an old link: no id
  start();
  frames(3);
  EXPECT_EQ(value("screen"), "game");
  auto shared = open_share_link(host_.current_link);
  ASSERT_TRUE(shared.ok()) << shared.error;
  EXPECT_EQ(shared.value->id, "mine-1");
}

TEST_F(AppShareTest, AFileThatCouldNotBeReadSaysWhy) {
  start();
  frames(2);
  host_.opened_file = Host::OpenedFile{"", "the file is too large: 2,097,152 bytes"};
  frames(2);
  EXPECT_EQ(value("message"), "the file is too large: 2,097,152 bytes");
}

// A link game's link as a friend's device sends it (ui/share/link_play.h).
std::string link_game_link(const GameRecord<classic::State>& record) {
  const std::vector<SeatSetup> seats = {SeatSetup{}, ai::friend_seat()};
  const LoadedGame game{record, seats};
  return encode_link(record, link_game_fields(seats, seat_to_move(game)) + "&g=game-1");
}

// The first length of azul_game() from `actions` on at which a player is to move (a link is
// sent at such a moment: the device that sends has made the draws before).
std::size_t decision_point(std::size_t actions) {
  const auto record = azul_game(SIZE_MAX);
  while (actions < record.actions.size() && replay(record, actions).is_chance()) ++actions;
  return actions;
}

TEST_F(AppShareTest, ALinkGameAsksForTheSeatOnceAndNeverGoesBack) {
  const std::size_t older = decision_point(25), sent = decision_point(40);
  const std::size_t newer = decision_point(sent + 5);
  host_.current_link = link_game_link(azul_game(sent));
  start();
  frames(3);
  EXPECT_EQ(value("seat_choice"), "open");
  click("button:seat-choice:2");
  frames(3);
  EXPECT_EQ(value("link_seats"), "2");
  EXPECT_EQ(host_.settings["game.game-1"].rfind("azul-save 3\nid game-1\n", 0), 0u)
      << "kept under the game's own id";
  EXPECT_NE(host_.settings["game.game-1"].find("seats FH\nshared " + std::to_string(sent) + "\n"),
            std::string::npos)
      << host_.settings["game.game-1"];

  app_->open_link(link_game_link(azul_game(older)));
  frames(2);
  EXPECT_EQ(value("actions"), std::to_string(sent)) << "an older link never rolls the game back";
  EXPECT_NE(value("share_notice").find("older than your game here"), std::string::npos);

  app_->open_link(link_game_link(azul_game(newer)));  // the friend moved on
  frames(2);
  EXPECT_EQ(value("actions"), std::to_string(newer));
  EXPECT_EQ(value("link_seats"), "2") << "later links continue as the seat taken";
  EXPECT_TRUE(value("seat_choice").empty());
}

TEST_F(AppShareTest, JustWatchingALinkGameTakesNoSeatAndTheNextLinkAsksAgain) {
  const std::size_t sent = decision_point(30);
  const std::size_t newer = decision_point(sent + 4);
  host_.current_link = link_game_link(azul_game(sent));
  start();
  frames(3);
  click("button:seat-choice:watch");
  frames(5);
  EXPECT_TRUE(value("seat_choice").empty()) << "the question is answered";
  EXPECT_TRUE(value("link_seats").empty()) << "no seat of this device";
  EXPECT_EQ(value("actions"), std::to_string(sent)) << "nobody moves for the friends here";
  EXPECT_NE(host_.settings["game.game-1"].find("seats FF\n"), std::string::npos)
      << host_.settings["game.game-1"];

  app_->open_link(link_game_link(azul_game(newer)));  // the game went on between the friends
  frames(3);
  EXPECT_EQ(value("actions"), std::to_string(newer));
  EXPECT_EQ(value("seat_choice"), "open") << "a watcher may still take a seat";
}

TEST_F(AppShareTest, ALinkGameThatWentDifferentlyIsOfferedAsASeparateGame) {
  const std::size_t kept_actions = decision_point(50);
  host_.current_link = link_game_link(azul_game(kept_actions));
  start();
  frames(3);
  click("button:seat-choice:1");
  frames(2);
  const std::string kept = host_.settings["game.game-1"];
  app_->open_link(link_game_link(azul_game(60, 8)));  // same game id, another history
  frames(2);
  EXPECT_EQ(value("divergence"), "open");
  EXPECT_EQ(value("actions"), std::to_string(kept_actions)) << "the game kept is shown";
  click("button:open-separate");
  frames(3);
  EXPECT_EQ(value("actions"), "60");
  EXPECT_EQ(library_keys(host_).size(), 2u) << "a separate game";
  EXPECT_EQ(host_.settings["game.game-1"], kept) << "never overwritten";
}

// Issue 82, finding 1: a game started while the store is full has its link as its save. The
// warning stays under the game; a reload of its link (this browser's id) continues the game,
// not a replay; once the store takes it, it is saved under its id and the warning goes.
TEST_F(AppShareTest, AGameTheStoreCouldNotKeepGoesOnFromItsLinkAndIsSavedLater) {
  start();
  frames(2);  // the browser's tag is stored
  std::size_t used = 0;
  for (const auto& [key, text] : host_.settings) used += key.size() + text.size();
  host_.capacity = used;
  click("card:azul");
  click("button:start");
  frames(3);
  EXPECT_EQ(value("screen"), "game");
  EXPECT_FALSE(value("unsaved").empty()) << "the warning shows";
  EXPECT_TRUE(value("message").empty()) << "and nothing blocks the game";
  ASSERT_TRUE(library_keys(host_).empty());
  auto shared = open_share_link(host_.current_link);
  ASSERT_TRUE(shared.ok()) << shared.error;
  ASSERT_FALSE(shared.value->id.empty());

  app_.reset();  // a reload of the same link
  ImGui::DestroyContext();
  ImGui::CreateContext();
  start();
  frames(3);
  EXPECT_EQ(value("screen"), "game") << "not a replay";
  EXPECT_FALSE(value("unsaved").empty());

  host_.capacity = SIZE_MAX;
  host_.changed_settings.push_back("game.elsewhere");  // another tab made room
  frames(3);
  EXPECT_TRUE(value("unsaved").empty()) << "saved: the warning is gone";
  ASSERT_EQ(library_keys(host_).size(), 1u);
  EXPECT_EQ(library_keys(host_)[0], "game." + shared.value->id) << "under its own id";
}

// Another browser's game without a save here still opens as a replay.
TEST_F(AppShareTest, AnotherBrowsersGameWithAnIdOpensAsAReplay) {
  const auto record = azul_game(40);
  host_.current_link = encode_link(
      record, share_fields({SeatSetup{}, SeatSetup{false}}) + "&" + game_id_field("mabc1-zzzz10"));
  start();
  frames(3);
  EXPECT_EQ(value("screen"), "replay");
}

// The App of a reload on the same link.
#define RELOAD()             \
  do {                       \
    app_.reset();            \
    ImGui::DestroyContext(); \
    ImGui::CreateContext();  \
    start();                 \
    frames(3);               \
  } while (false)

// Issue 82, findings 2 and 3: a reload comes back to the screen it showed.
TEST_F(AppShareTest, AReloadKeepsTheNewGameScreenAndItsChoices) {
  start();
  frames(2);
  click("card:azul");
  click("button:players:+");
  click("button:seat:3:friend");
  click("button:level:2:+");
  const std::string level = value("level:2");
  RELOAD();
  EXPECT_EQ(value("screen"), "new-game");
  EXPECT_EQ(value("game"), "azul");
  EXPECT_TRUE(app_->probe().widget("button:seat:3:friend").has_value()) << "3 players";
  EXPECT_EQ(value("level:2"), level);
  click("button:back");
  RELOAD();
  EXPECT_EQ(value("screen"), "title") << "the title, once it was shown again";
}

TEST_F(AppShareTest, AReloadKeepsTheMoveAReplayShowsAndAGamesPanel) {
  const auto record = azul_game(60);
  host_.current_link = make_share_link(record, {SeatSetup{}, SeatSetup{false, "easy"}});
  start();
  frames(3);
  click("button:replay-previous-round");
  click("button:replay-previous");
  const std::string viewing = value("viewing");
  ASSERT_NE(viewing, std::to_string(record.actions.size()));
  RELOAD();
  EXPECT_EQ(value("screen"), "replay");
  EXPECT_EQ(value("viewing"), viewing);

  click("button:take-seat:1");
  frames(3);
  click("button:menu");
  click("button:rules");
  ASSERT_EQ(value("overlay"), "rules");
  RELOAD();
  EXPECT_EQ(value("screen"), "game");
  EXPECT_EQ(value("overlay"), "rules");
}

TEST_F(AppShareTest, AReloadKeepsAnAnalysisAtTheMoveItShows) {
  start();
  frames(2);
  click("card:azul");
  click("button:seat:1:ai");
  click("button:start");
  frames(30);
  click("button:menu");
  click("button:analyse");
  frames(3);
  ASSERT_EQ(value("screen"), "replay");
  click("button:replay-previous");
  const std::string viewing = value("viewing");
  RELOAD();
  frames(3);
  EXPECT_EQ(value("screen"), "replay");
  EXPECT_NE(value("analysis"), "off");
  EXPECT_EQ(value("viewing"), viewing);
}

// Issue 82, finding 5: a seat chosen by mistake can be given up; the next choice plays.
TEST_F(AppShareTest, ASeatChosenByMistakeCanBeChosenAgain) {
  const std::size_t sent = decision_point(30);
  host_.current_link = link_game_link(azul_game(sent));
  start();
  frames(3);
  click("button:seat-choice:2");
  frames(3);
  ASSERT_EQ(value("link_seats"), "2");
  click("button:menu");
  click("button:change-seat");
  EXPECT_EQ(value("seat_change"), "open") << "asked to confirm";
  click("button:seat-change-cancel");
  EXPECT_EQ(value("link_seats"), "2") << "kept";
  click("button:menu");
  click("button:change-seat");
  click("button:seat-change-confirm");
  frames(2);
  EXPECT_EQ(value("seat_choice"), "open") << "the question again";
  EXPECT_EQ(value("actions"), std::to_string(sent)) << "the game's moves stay";
  click("button:seat-choice:1");
  frames(3);
  EXPECT_EQ(value("link_seats"), "1");
  EXPECT_NE(host_.settings["game.game-1"].find("seats HF\n"), std::string::npos)
      << host_.settings["game.game-1"];
}

}  // namespace
}  // namespace azul::ui
