// Preferences (ui/preferences.h): saved through the host, read back, defaults for anything
// missing or unreadable.
#include "ui/preferences.h"

#include <gtest/gtest.h>

#include "engine/games.h"
#include "fake_host.h"
#include "ui/game_views.h"

namespace azul::ui {
namespace {

TEST(Preferences, DefaultsWhenNothingIsSaved) {
  testing::FakeHost host;
  const Preferences preferences = load_preferences(host);
  EXPECT_EQ(preferences.game, "pavilion");
  EXPECT_EQ(preferences.zoom_percent, kDefaultZoomPercent);
}

TEST(Preferences, TheSystemsReducedMotionAndMoreContrastAreTheDefaults) {
  testing::FakeHost host;
  EXPECT_EQ(load_preferences(host).animation, AnimationSpeed::kNormal);
  EXPECT_FALSE(load_preferences(host).high_contrast);
  host.system = {.reduced_motion = true, .more_contrast = true};
  EXPECT_EQ(load_preferences(host).animation, AnimationSpeed::kOff);
  EXPECT_TRUE(load_preferences(host).high_contrast);
  // What the player chose wins over the system's wish.
  host.settings = {{"animation", "slow"}, {"high_contrast", "0"}};
  EXPECT_EQ(load_preferences(host).animation, AnimationSpeed::kSlow);
  EXPECT_FALSE(load_preferences(host).high_contrast);
}

TEST(Preferences, RoundTripThroughTheHost) {
  testing::FakeHost host;
  save_preferences(host, Preferences{.game = "azul", .zoom_percent = 130});
  EXPECT_EQ(host.settings.at("game"), "azul");
  EXPECT_EQ(host.settings.at("zoom"), "130");
  const Preferences loaded = load_preferences(host);
  EXPECT_EQ(loaded.game, "azul");
  EXPECT_EQ(loaded.zoom_percent, 130);
}

TEST(Preferences, UnreadableValuesKeepTheirDefaults) {
  testing::FakeHost host;
  host.settings = {{"game", "chess"}, {"zoom", "12x"}};
  const Preferences preferences = load_preferences(host);
  EXPECT_EQ(preferences.game, "pavilion");
  EXPECT_EQ(preferences.zoom_percent, kDefaultZoomPercent);
}

TEST(Preferences, SavedZoomIsClampedToTheAllowedRange) {
  testing::FakeHost host;
  host.settings = {{"zoom", "5000"}};
  EXPECT_EQ(load_preferences(host).zoom_percent, kMaxZoomPercent);
  host.settings = {{"zoom", "-3"}};
  EXPECT_EQ(load_preferences(host).zoom_percent, kMinZoomPercent);
}

TEST(Preferences, SoundIsOnAtFirstAndItsVolumeAndVibrationAreKept) {
  testing::FakeHost host;
  const Preferences first = load_preferences(host);
  EXPECT_TRUE(first.sound);
  EXPECT_EQ(first.volume_percent, kDefaultVolumePercent);
  EXPECT_TRUE(first.vibration);
  save_preferences(host, Preferences{.sound = false, .volume_percent = 40, .vibration = false});
  EXPECT_EQ(host.settings.at("sound"), "0");
  EXPECT_EQ(host.settings.at("volume"), "40");
  EXPECT_EQ(host.settings.at("vibration"), "0");
  const Preferences loaded = load_preferences(host);
  EXPECT_FALSE(loaded.sound);
  EXPECT_EQ(loaded.volume_percent, 40);
  EXPECT_FALSE(loaded.vibration);
  host.settings = {{"volume", "0"}, {"sound", "maybe"}};
  EXPECT_EQ(load_preferences(host).volume_percent, kMinVolumePercent) << "off is the sound's";
  EXPECT_TRUE(load_preferences(host).sound) << "unreadable: the default";
  host.settings = {{"volume", "loud"}};
  EXPECT_EQ(load_preferences(host).volume_percent, kDefaultVolumePercent);
}

TEST(GameRegistry, EveryGameHasItsViewsAndDistinctIds) {
  const auto games = game_registry();
  ASSERT_EQ(game_views().size(), games.size());
  for (std::size_t i = 0; i < games.size(); ++i) {
    EXPECT_EQ(game_views()[i].info, games[i]) << "the views follow the registry's order";
    EXPECT_EQ(find_game(games[i]->id), games[i]);
    EXPECT_EQ(find_views(games[i]->id), &game_views()[i]);
    EXPECT_FALSE(games[i]->description.empty());
    EXPECT_FALSE(game_views()[i].tile_colours.empty());
    EXPECT_FALSE(game_views()[i].rules().empty());
    for (std::size_t j = 0; j < i; ++j) EXPECT_NE(games[i]->id, games[j]->id);
  }
  EXPECT_EQ(find_game("Azul"), nullptr) << "ids are exact";
  EXPECT_EQ(&views_or_first("gone"), &game_views().front());
  EXPECT_EQ(default_game_id(), games.front()->id);
}

}  // namespace
}  // namespace azul::ui
