// The Azul table view driven headless (a real ImGui context and fonts, no window), as
// tests/unit/ui_pavilion/pavilion_table_view_test.cpp drives the Summer Pavilion one: random
// "target:" clicks always end in a legal move and never in a dead end, on a desktop, a phone
// and a short landscape screen, with targets large enough to touch; what the table asks, the
// previews of every destination, the hint's outline, the cancel button, Escape and the keys all
// work through the view; and whole games are played through its clicks with animations on.
#include "ui/classic/azul_table_view.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cfloat>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>
#include <vector>

#include "engine/classic/position_builder.h"
#include "engine/core/rng.h"
#include "ui/classic/take_words.h"
#include "ui/fonts.h"
#include "ui/style.h"

namespace azul::ui {
namespace {

using classic::Colour;
using classic::State;

constexpr char kFontDirectory[] = "/usr/share/fonts/truetype/dejavu/";
constexpr float kFrameSeconds = 1.0f / 60.0f;
constexpr int kMaxClicksPerMove = 30;
const ImVec2 kNoMouse(-FLT_MAX, -FLT_MAX);
// 44 CSS px is the touch guideline; the factories' tiles are their factory's quarters, a little
// less on a desktop's ring. On a phone every board is on one screen: its targets stay above
// WCAG's least target size, 24 CSS px.
constexpr float kMinTargetPx = 30.0f;
constexpr float kMinPhoneTargetPx = 24.0f;

std::vector<unsigned char> read_font(const char* name) {
  std::ifstream file(std::string(kFontDirectory) + name, std::ios::binary);
  return {std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
}

struct Target {
  std::string name;
  WidgetProbe::Rect rect;
};

class ViewHarness {
 public:
  explicit ViewHarness(ImVec2 size) : size_(size) {
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    for (int key = 0; key < ImGuiKey_COUNT; ++key) io.KeyMap[key] = key;
    fonts_ = std::make_unique<FontLibrary>(
        FontFiles{read_font("DejaVuSans.ttf"), read_font("DejaVuSans-Bold.ttf")});
    fonts_->update(1.0f, 1.0f);
    apply_style(1.0f);
  }
  ~ViewHarness() {
    fonts_.reset();
    ImGui::DestroyContext();
  }

  std::optional<Action> frame(const State& state, const ActionList& legal, ImVec2 mouse, bool down,
                              float animation = 0.0f, std::optional<Action> hint = std::nullopt,
                              std::string_view typed = "") {
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = size_;
    io.DeltaTime = kFrameSeconds;
    io.MousePos = mouse;
    io.MouseDown[ImGuiMouseButton_Left] = down;
    for (char c : typed) io.AddInputCharacter(static_cast<unsigned int>(c));
    ImGui::NewFrame();
    probe.clear();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(size_);
    ImGui::Begin("root", nullptr, ImGuiWindowFlags_NoDecoration);
    const int seat = legal.empty() ? -1 : state.current_player();
    TableInput<State> input{state,       legal,        seat,        std::max(seat, 0),
                            last_action, last_actor,   TileStyle{}, animation,
                            probe,       ImVec2(0, 0), size_,       false,
                            hint};
    std::optional<Action> result = view.draw(input);
    ImGui::End();
    ImGui::Render();
    return result;
  }

  // A press and release at `at`, then (when no move was made) a frame that shows what the click
  // did: the view records a frame's targets before it takes the frame's clicks.
  std::optional<Action> click(const State& state, const ActionList& legal, ImVec2 at,
                              float animation = 0.0f) {
    std::optional<Action> result = frame(state, legal, at, false, animation);
    if (!result) result = frame(state, legal, at, true, animation);
    if (!result) result = frame(state, legal, at, false, animation);
    if (!result) result = frame(state, legal, kNoMouse, false, animation);
    return result;
  }

  void press_escape(const State& state, const ActionList& legal) {
    ImGuiIO& io = ImGui::GetIO();
    io.KeysDown[ImGuiKey_Escape] = true;
    frame(state, legal, kNoMouse, false);
    io.KeysDown[ImGuiKey_Escape] = false;
    frame(state, legal, kNoMouse, false);
  }

  // Every "target:" widget the last frame recorded.
  std::vector<Target> targets() const {
    std::vector<Target> out;
    const std::string json = probe.to_json();
    const std::size_t end = json.find("\"values\"");
    for (std::size_t at = json.find("\"target:"); at != std::string::npos && at < end;
         at = json.find("\"target:", at + 1)) {
      const std::string name = json.substr(at + 1, json.find('"', at + 1) - at - 1);
      if (auto rect = probe.widget(name)) out.push_back({name, *rect});
    }
    return out;
  }
  bool shows(const std::string& name) const { return probe.widget(name).has_value(); }

  WidgetProbe probe;
  AzulTableView view;
  std::optional<Action> last_action;
  int last_actor = -1;

 private:
  ImVec2 size_;
  std::unique_ptr<FontLibrary> fonts_;
};

ImVec2 centre(const WidgetProbe::Rect& r) {
  return ImVec2((r.min.x + r.max.x) * 0.5f, (r.min.y + r.max.y) * 0.5f);
}

bool contains(const ActionList& legal, Action a) {
  return std::find(legal.begin(), legal.end(), a) != legal.end();
}

// A position of a random game after about `moves` moves, a player to decide.
State random_position(std::uint64_t seed, int players, int moves, classic::WallSide wall) {
  classic::Options options;
  options.players = players;
  options.wall = wall;
  State s(options);
  Rng rng(seed);
  for (int done = 0; !s.is_terminal();) {
    if (s.is_chance()) {
      ChanceList outcomes;
      s.chance_outcomes(outcomes);
      EXPECT_TRUE(
          s.apply(outcomes[rng.below(static_cast<std::uint32_t>(outcomes.size()))].action).ok());
      continue;
    }
    if (done++ >= moves) break;
    ActionList legal;
    s.legal_actions(legal);
    EXPECT_TRUE(s.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]).ok());
  }
  return s;
}

// Clicks random targets until the view returns a move; fails on a dead end.
std::optional<Action> click_random_targets(ViewHarness& h, const State& state,
                                           const ActionList& legal, Rng& rng, float min_target,
                                           float animation = 0.0f) {
  h.frame(state, legal, kNoMouse, false, animation);
  for (int click = 0; click < kMaxClicksPerMove; ++click) {
    std::vector<Target> targets = h.targets();
    EXPECT_FALSE(targets.empty()) << "dead end: table=" << h.probe.value("table").value_or("?");
    if (targets.empty()) return std::nullopt;
    // With tiles picked, half the clicks go to where they may go (a 4-player table has dozens
    // of tiles to pick instead, and a move would seldom be made).
    if (h.probe.value("table") == "place" && rng.below(2) == 0)
      targets.erase(
          std::remove_if(targets.begin(), targets.end(),
                         [](const Target& t) { return t.name.rfind("target:take:", 0) == 0; }),
          targets.end());
    const Target& t = targets[rng.below(static_cast<std::uint32_t>(targets.size()))];
    if (min_target > 0.0f) {
      EXPECT_GE(std::min(t.rect.max.x - t.rect.min.x, t.rect.max.y - t.rect.min.y), min_target)
          << t.name;
    }
    if (auto move = h.click(state, legal, centre(t.rect), animation)) return move;
  }
  ADD_FAILURE() << "no move after " << kMaxClicksPerMove << " clicks";
  return std::nullopt;
}

void check_random_clicks(ImVec2 size, float min_target) {
  ViewHarness h(size);
  int moves = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    const int players = 2 + static_cast<int>(seed % 3);
    const classic::WallSide wall =
        seed % 4 == 3 ? classic::WallSide::Grey : classic::WallSide::Coloured;
    const State state = random_position(seed, players, static_cast<int>(seed * 7 % 90), wall);
    if (state.is_terminal()) continue;
    ActionList legal;
    state.legal_actions(legal);
    Rng rng(seed);
    h.view.reset_selection();
    const std::optional<Action> move = click_random_targets(h, state, legal, rng, min_target);
    ASSERT_TRUE(move.has_value()) << "seed " << seed;
    EXPECT_TRUE(contains(legal, *move)) << state.action_to_string(*move);
    ++moves;
  }
  EXPECT_GT(moves, 30);
}

TEST(AzulTableView, RandomTargetClicksAlwaysEndInALegalMoveOnADesktop) {
  check_random_clicks(ImVec2(1280, 720), kMinTargetPx);
}

TEST(AzulTableView, RandomTargetClicksAlwaysEndInALegalMoveOnAPhone) {
  check_random_clicks(ImVec2(390, 700), kMinPhoneTargetPx);
}

TEST(AzulTableView, RandomTargetClicksAlwaysEndInALegalMoveOnAShortLandscapeScreen) {
  check_random_clicks(ImVec2(667, 260), 0.0f);
}

State offer_position() {
  const Parsed<State> built = classic::PositionBuilder(classic::Options{})
                                  .factory(0, "BBYR")
                                  .factory(1, "KKKK")
                                  .centre("W")
                                  .pattern_line(0, 2, "YY")
                                  .build();
  EXPECT_TRUE(built.ok()) << built.error;
  return *built.value;
}

TEST(AzulTableView, RecordsWhatItAsksAndOffersNothingWhileWaiting) {
  ViewHarness h(ImVec2(1280, 720));
  const State s = offer_position();
  ActionList legal;
  s.legal_actions(legal);
  h.frame(s, ActionList{}, kNoMouse, false);
  EXPECT_EQ(h.probe.value("table"), "wait");
  EXPECT_TRUE(h.targets().empty()) << "no targets while another player moves";
  h.frame(s, legal, kNoMouse, false);
  EXPECT_EQ(h.probe.value("table"), "select-source");
  EXPECT_TRUE(h.shows("target:take:F1:B"));
  EXPECT_TRUE(h.shows("target:take:C:W"));
  EXPECT_FALSE(h.shows("target:take:F1:K")) << "no black on factory 1";
  EXPECT_FALSE(h.shows("target:dest:1")) << "no destination before tiles are picked";
  h.click(s, legal, centre(*h.probe.widget("target:take:F1:B")));
  h.frame(s, legal, kNoMouse, false);
  EXPECT_EQ(h.probe.value("table"), "place");
  EXPECT_TRUE(h.shows("target:line:1"));
  EXPECT_FALSE(h.shows("target:line:3")) << "line 3 holds yellow";
  EXPECT_TRUE(h.shows("target:floor"));
  EXPECT_TRUE(h.shows("target:dest:floor"));
  EXPECT_TRUE(h.shows("target:cancel"));
}

TEST(AzulTableView, EveryLegalDestinationPreviewsWhatTheTakeWouldDo) {
  ViewHarness h(ImVec2(1280, 720));
  const State s = offer_position();
  ActionList legal;
  s.legal_actions(legal);
  h.frame(s, legal, kNoMouse, false);
  h.click(s, legal, centre(*h.probe.widget("target:take:F2:K")));
  h.frame(s, legal, kNoMouse, false);
  for (int d = 0; d < classic::kNumDestinations; ++d) {
    const Action take = classic::take_id(1, Colour::Black, d);
    const std::string name =
        d == classic::kFloorDestination ? "preview:floor" : "preview:" + std::to_string(d + 1);
    if (contains(legal, take))
      EXPECT_EQ(h.probe.value(name), take_consequence(s.preview_take(take))) << name;
    else
      EXPECT_FALSE(h.probe.value(name).has_value()) << name;
  }
  EXPECT_EQ(h.probe.value("preview:2"),
            "Line 2 \xC2\xB7 fills it \xC2\xB7 2 to the floor \xC2\xB7 \xE2\x88\x92"
            "2");
}

TEST(AzulTableView, TheCancelButtonAndEscapePutThePickedTilesBack) {
  ViewHarness h(ImVec2(390, 700));
  const State s = offer_position();
  ActionList legal;
  s.legal_actions(legal);
  h.frame(s, legal, kNoMouse, false);
  h.click(s, legal, centre(*h.probe.widget("target:take:F1:Y")));
  h.frame(s, legal, kNoMouse, false);
  ASSERT_EQ(h.probe.value("table"), "place");
  h.click(s, legal, centre(*h.probe.widget("target:cancel")));
  h.frame(s, legal, kNoMouse, false);
  EXPECT_EQ(h.probe.value("table"), "select-source");
  h.click(s, legal, centre(*h.probe.widget("target:take:F1:Y")));
  h.press_escape(s, legal);
  EXPECT_EQ(h.probe.value("table"), "select-source");
}

TEST(AzulTableView, TypedKeysMakeTheMoveAndShowTheSourceTyped) {
  ViewHarness h(ImVec2(1280, 720));
  const State s = offer_position();
  ActionList legal;
  s.legal_actions(legal);
  h.frame(s, legal, kNoMouse, false, 0.0f, std::nullopt, "1");
  h.frame(s, legal, kNoMouse, false);
  EXPECT_EQ(h.probe.value("typed-source"), "F1") << "factory 1 has three colours";
  h.frame(s, legal, kNoMouse, false, 0.0f, std::nullopt, "r");
  h.frame(s, legal, kNoMouse, false);
  EXPECT_EQ(h.probe.value("table"), "place");
  const std::optional<Action> move = h.frame(s, legal, kNoMouse, false, 0.0f, std::nullopt, "4");
  EXPECT_EQ(move, std::optional<Action>(classic::take_id(0, Colour::Red, 3)));
  h.frame(s, legal, kNoMouse, false);
  const std::optional<Action> at_once =
      h.frame(s, legal, kNoMouse, false, 0.0f, std::nullopt, "2kf");
  EXPECT_EQ(at_once,
            std::optional<Action>(classic::take_id(1, Colour::Black, classic::kFloorDestination)))
      << "keys typed in one frame";
}

TEST(AzulTableView, TheHintIsOutlinedOnItsSourceAndItsLine) {
  ViewHarness h(ImVec2(1280, 720));
  const State s = offer_position();
  ActionList legal;
  s.legal_actions(legal);
  const Action hint = classic::take_id(1, Colour::Black, 3);
  h.frame(s, legal, kNoMouse, false, 0.0f, hint);
  EXPECT_EQ(h.probe.value("hint-drawn"), "target:take:F2:K,target:line:4");
  // With its tiles picked, the destination button is outlined too.
  h.click(s, legal, centre(*h.probe.widget("target:take:F2:K")));
  h.frame(s, legal, kNoMouse, false, 0.0f, hint);
  EXPECT_EQ(h.probe.value("hint-drawn"), "target:take:F2:K,target:line:4,target:dest:4");
}

TEST(AzulTableView, TheGreyWallOffersTheRowsFreeColumns) {
  classic::Options options;
  options.wall = classic::WallSide::Grey;
  State s(options);
  // Play until a player chooses a wall column.
  Rng rng(21);
  while (s.phase() != classic::Phase::WallTiling) {
    ASSERT_FALSE(s.is_terminal());
    if (s.is_chance()) {
      ChanceList outcomes;
      s.chance_outcomes(outcomes);
      ASSERT_TRUE(
          s.apply(outcomes[rng.below(static_cast<std::uint32_t>(outcomes.size()))].action).ok());
      continue;
    }
    ActionList legal;
    s.legal_actions(legal);
    ASSERT_TRUE(s.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]).ok());
  }
  ActionList legal;
  s.legal_actions(legal);
  ViewHarness h(ImVec2(1280, 720));
  h.frame(s, legal, kNoMouse, false);
  EXPECT_EQ(h.probe.value("table"), "wall-column");
  const std::vector<Target> targets = h.targets();
  EXPECT_EQ(targets.size(), legal.size()) << "one target per free column";
  for (const Target& t : targets) EXPECT_EQ(t.name.rfind("target:wall:", 0), 0u) << t.name;
  const std::optional<Action> move = h.click(s, legal, centre(targets.front().rect));
  ASSERT_TRUE(move.has_value());
  EXPECT_TRUE(contains(legal, *move));
}

TEST(AzulTableView, PlaysWholeGamesThroughClicksWithAnimations) {
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    ViewHarness h(seed == 2 ? ImVec2(375, 667) : ImVec2(1600, 900));
    classic::Options options;
    options.players = 2 + static_cast<int>(seed % 3);
    options.wall = seed == 3 ? classic::WallSide::Grey : classic::WallSide::Coloured;
    State state(options);
    Rng rng(seed);
    int moves = 0;
    while (!state.is_terminal()) {
      if (state.is_chance()) {
        ChanceList outcomes;
        state.chance_outcomes(outcomes);
        ASSERT_TRUE(
            state.apply(outcomes[rng.below(static_cast<std::uint32_t>(outcomes.size()))].action)
                .ok());
        continue;
      }
      ActionList legal;
      state.legal_actions(legal);
      const int actor = state.current_player();
      const std::optional<Action> move = click_random_targets(h, state, legal, rng, 0.0f, 0.2f);
      ASSERT_TRUE(move.has_value());
      ASSERT_TRUE(state.apply(*move).ok());
      h.last_action = move;
      h.last_actor = actor;
      ++moves;
    }
    EXPECT_GT(moves, 30);
    h.frame(state, ActionList{}, kNoMouse, false, 0.2f);
    EXPECT_EQ(h.probe.value("table"), "wait");
  }
}

}  // namespace
}  // namespace azul::ui
