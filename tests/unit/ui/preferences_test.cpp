// Preferences (ui/preferences.h): saved through the host, read back, defaults for anything
// missing or unreadable.
#include "ui/preferences.h"

#include <gtest/gtest.h>

#include "fake_host.h"

namespace azul::ui {
namespace {

TEST(Preferences, DefaultsWhenNothingIsSaved) {
  testing::FakeHost host;
  const Preferences preferences = load_preferences(host);
  EXPECT_EQ(preferences.game, GameKind::kSummerPavilion);
  EXPECT_EQ(preferences.zoom_percent, kDefaultZoomPercent);
}

TEST(Preferences, RoundTripThroughTheHost) {
  testing::FakeHost host;
  save_preferences(host, Preferences{.game = GameKind::kAzul, .zoom_percent = 130});
  EXPECT_EQ(host.settings.at("game"), "azul");
  EXPECT_EQ(host.settings.at("zoom"), "130");
  const Preferences loaded = load_preferences(host);
  EXPECT_EQ(loaded.game, GameKind::kAzul);
  EXPECT_EQ(loaded.zoom_percent, 130);
}

TEST(Preferences, UnreadableValuesKeepTheirDefaults) {
  testing::FakeHost host;
  host.settings = {{"game", "chess"}, {"zoom", "12x"}};
  const Preferences preferences = load_preferences(host);
  EXPECT_EQ(preferences.game, GameKind::kSummerPavilion);
  EXPECT_EQ(preferences.zoom_percent, kDefaultZoomPercent);
}

TEST(Preferences, SavedZoomIsClampedToTheAllowedRange) {
  testing::FakeHost host;
  host.settings = {{"zoom", "5000"}};
  EXPECT_EQ(load_preferences(host).zoom_percent, kMaxZoomPercent);
  host.settings = {{"zoom", "-3"}};
  EXPECT_EQ(load_preferences(host).zoom_percent, kMinZoomPercent);
}

TEST(GameCatalog, IdsRoundTripAndAreDistinct) {
  ASSERT_EQ(game_catalog().size(), 2u);
  for (const GameInfo& game : game_catalog()) {
    EXPECT_EQ(game_from_id(game.id), game.kind);
    EXPECT_EQ(&game_info(game.kind), &game);
    EXPECT_FALSE(game.description.empty());
  }
  EXPECT_NE(game_catalog()[0].id, game_catalog()[1].id);
  EXPECT_EQ(game_from_id("Azul"), std::nullopt);
}

}  // namespace
}  // namespace azul::ui
