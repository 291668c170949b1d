// The Summer Pavilion table view driven headless (a real ImGui context and fonts, no window):
// clicking random "target:" widgets always ends in a legal move, never in a dead end, and
// targets are large enough to touch. Also plays whole games through the view's clicks with
// animations on.
#include "ui/pavilion/pavilion_table_view.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cfloat>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "test_positions.h"
#include "ui/fonts.h"
#include "ui/style.h"

namespace azul::ui {
namespace {

using namespace azul::pavilion;
using pview::testing::random_move;
using pview::testing::random_position;

constexpr char kFontDirectory[] = "/usr/share/fonts/truetype/dejavu/";
constexpr float kFrameSeconds = 1.0f / 60.0f;
constexpr int kMaxClicksPerMove = 40;
constexpr int kMaxScrolls = 40;
// 44 CSS pixels is the touch target guideline; allow 10% for the diamond shapes. The phone
// layout shows every board at once and pays for it with smaller market tiles: its targets stay
// above WCAG's least target size, 24 CSS pixels.
constexpr float kMinTargetPx = 38.0f;
constexpr float kMinPhoneTargetPx = 24.0f;

std::vector<unsigned char> read_font(const char* name) {
  std::ifstream file(std::string(kFontDirectory) + name, std::ios::binary);
  return {std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
}

// The targets of a probe's JSON: names and centres.
struct Target {
  std::string name;
  WidgetProbe::Rect rect;
};

class ViewHarness {
 public:
  explicit ViewHarness(ImVec2 size) : size_(size) {
    ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr;
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
                              float animation = 0.0f, float wheel = 0.0f) {
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = size_;
    io.DeltaTime = kFrameSeconds;
    io.MousePos = mouse;
    io.MouseDown[ImGuiMouseButton_Left] = down;
    io.MouseWheel = wheel;
    ImGui::NewFrame();
    probe.clear();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(size_);
    ImGui::Begin("root", nullptr, ImGuiWindowFlags_NoDecoration);
    const int seat = state.current_player();
    TableInput<State> input{
        state,     legal, seat,         0,    std::nullopt, -1, TileStyle{true, false},
        animation, probe, ImVec2(0, 0), size_};
    std::optional<Action> result = view.draw(input);
    ImGui::End();
    ImGui::Render();
    return result;
  }

  std::optional<Action> click(const State& state, const ActionList& legal, ImVec2 at,
                              float animation = 0.0f) {
    std::optional<Action> result = frame(state, legal, at, false, animation);
    if (!result) result = frame(state, legal, at, true, animation);
    if (!result) result = frame(state, legal, at, false, animation);
    return result;
  }

  std::vector<Target> targets(const std::vector<std::string>& names) const {
    std::vector<Target> out;
    for (const std::string& name : names)
      if (auto rect = probe.widget(name)) out.push_back({name, *rect});
    return out;
  }

  // Every widget name recorded, parsed from the JSON (the probe has no list accessor).
  std::vector<std::string> widget_names() const {
    std::vector<std::string> names;
    const std::string json = probe.to_json();
    const std::string values = "\"values\"";
    const std::size_t end = json.find(values);
    std::size_t at = 0;
    while ((at = json.find("\"target:", at)) != std::string::npos && at < end) {
      const std::size_t close = json.find('"', at + 1);
      names.push_back(json.substr(at + 1, close - at - 1));
      at = close + 1;
    }
    return names;
  }

  ImVec2 size() const { return size_; }

  WidgetProbe probe;
  PavilionTableView view;

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

// Clicks random targets until the view returns a move. Fails on a dead end.
std::optional<Action> click_random_targets(ViewHarness& h, const State& state,
                                           const ActionList& legal, Rng& rng, float min_target,
                                           float animation = 0.0f) {
  h.frame(state, legal, ImVec2(-FLT_MAX, -FLT_MAX), false, animation);
  int scrolls = 0;
  float direction = -1.0f;  // wheel down: the content moves up
  for (int click = 0; click < kMaxClicksPerMove; ++click) {
    std::vector<Target> targets = h.targets(h.widget_names());
    // Targets scrolled out of view are not listed: scroll like a browser test does.
    while (targets.empty() && scrolls < kMaxScrolls) {
      const ImVec2 middle(h.size().x * 0.5f, h.size().y * 0.5f);
      h.frame(state, legal, middle, false, animation, direction);
      h.frame(state, legal, middle, false, animation);
      ++scrolls;
      if (scrolls % (kMaxScrolls / 2) == 0) direction = -direction;
      targets = h.targets(h.widget_names());
    }
    EXPECT_FALSE(targets.empty()) << "dead end: no target, table="
                                  << h.probe.value("table").value_or("?");
    if (targets.empty()) return std::nullopt;
    // Prefer the final confirm now and then so that keep dialogs end.
    const Target& t = targets[rng.below(static_cast<std::uint32_t>(targets.size()))];
    if (min_target > 0.0f) {
      EXPECT_GE(std::min(t.rect.max.x - t.rect.min.x, t.rect.max.y - t.rect.min.y), min_target)
          << t.name << " table=" << h.probe.value("table").value_or("?");
    }
    if (auto move = h.click(state, legal, centre(t.rect), animation)) return move;
  }
  ADD_FAILURE() << "no move after " << kMaxClicksPerMove
                << " clicks, table=" << h.probe.value("table").value_or("?");
  return std::nullopt;
}

// Plays random target clicks on a table of `size`; targets must be at least `min_target` px
// (0: not checked).
void check_random_clicks(ImVec2 size, float min_target) {
  ViewHarness h(size);
  int moves = 0;
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    const int players = 2 + static_cast<int>(seed % 3);
    const Side side = seed % 4 == 3 ? Side::kMonochrome : Side::kColoured;
    const State state = random_position(seed, players, static_cast<int>(seed * 29 % 450), side);
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
  EXPECT_GT(moves, 40);
}

TEST(PavilionTableView, RandomTargetClicksAlwaysEndInALegalMoveOnADesktop) {
  check_random_clicks(ImVec2(1280, 720), kMinTargetPx);
}

TEST(PavilionTableView, RandomTargetClicksAlwaysEndInALegalMoveOnAPhone) {
  check_random_clicks(ImVec2(375, 600), kMinPhoneTargetPx);
}

TEST(PavilionTableView, RandomTargetClicksAlwaysEndInALegalMoveOnAShortLandscapeScreen) {
  // A phone on its side under the game screen's bars: dialogs must still show every choice.
  check_random_clicks(ImVec2(667, 260), 0.0f);
}

TEST(PavilionTableView, RecordsWhatItAsks) {
  ViewHarness h(ImVec2(1280, 720));
  bool seen_take = false, seen_colour = false, seen_bonus = false, seen_waiting = false;
  for (std::uint64_t seed = 1; seed <= 80; ++seed) {
    const State state = random_position(seed, 2, static_cast<int>(seed * 23 % 450));
    ActionList legal;
    if (!state.is_terminal()) state.legal_actions(legal);
    if (seed % 5 == 0) legal.clear();  // not the human's turn
    h.view.reset_selection();
    h.frame(state, legal, ImVec2(-FLT_MAX, -FLT_MAX), false);
    const std::string table = h.probe.value("table").value_or("");
    if (legal.empty()) {
      EXPECT_EQ(table, "waiting");
      EXPECT_TRUE(h.widget_names().empty()) << "targets while waiting";
      seen_waiting = true;
    } else if (state.phase() == Phase::kTake) {
      EXPECT_EQ(table, "select-source");
      seen_take = true;
    } else if (state.phase() == Phase::kPlay) {
      EXPECT_EQ(table, "select-colour");
      seen_colour = true;
    } else if (state.phase() == Phase::kBonus) {
      EXPECT_EQ(table, "bonus");
      seen_bonus = true;
    }
  }
  EXPECT_TRUE(seen_take && seen_colour && seen_waiting);
  (void)seen_bonus;
}

TEST(PavilionTableView, PlaysWholeGamesThroughClicksWithAnimations) {
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    ViewHarness h(seed == 2 ? ImVec2(375, 667) : ImVec2(1600, 900));
    Options options;
    options.players = 2 + static_cast<int>(seed % 3);
    State state(options);
    Rng rng(seed);
    int moves = 0;
    while (!state.is_terminal()) {
      if (state.is_chance()) {
        ASSERT_TRUE(state.apply(random_move(state, rng)).ok());
        continue;
      }
      ActionList legal;
      state.legal_actions(legal);
      const std::optional<Action> move = click_random_targets(h, state, legal, rng, false, 0.2f);
      ASSERT_TRUE(move.has_value());
      ASSERT_TRUE(state.apply(*move).ok());
      ++moves;
    }
    EXPECT_GT(moves, 30);
    h.frame(state, ActionList{}, ImVec2(-FLT_MAX, -FLT_MAX), false, 0.2f);
    EXPECT_EQ(h.probe.value("table"), "waiting");
  }
}

}  // namespace
}  // namespace azul::ui
