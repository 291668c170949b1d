// The App driven headless: a real ImGui context and the real fonts, no window and no renderer.
// Checks what the player sees and does on the title screen (through the widget probe) and the
// DPI/zoom contract of prepare_frame().
#include "ui/app.h"

#include <gtest/gtest.h>

#include <cfloat>
#include <fstream>
#include <iterator>
#include <memory>

#include "fake_host.h"
#include "test_fonts.h"

namespace azul::ui {
namespace {

using namespace ::azul::ui::test_support;

DisplayMetrics display(float width, float height, float pixel_ratio = 1.0f) {
  DisplayMetrics metrics;
  metrics.width = width;
  metrics.height = height;
  metrics.framebuffer_width = width * pixel_ratio;
  metrics.framebuffer_height = height * pixel_ratio;
  metrics.pixel_ratio = pixel_ratio;
  return metrics;
}

ImVec2 center(const WidgetProbe::Rect& rect) {
  return ImVec2((rect.min.x + rect.max.x) * 0.5f, (rect.min.y + rect.max.y) * 0.5f);
}

class AppTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ImGui::CreateContext();
    // As the SDL backend does: every key mapped, which ImGui checks when keyboard navigation
    // is on (App turns it on).
    for (int key = 0; key < ImGuiKey_COUNT; ++key) ImGui::GetIO().KeyMap[key] = key;
    fonts_ = ui_font_files();
    ASSERT_FALSE(fonts_.regular.empty()) << "install fonts-dejavu-core";
    ASSERT_FALSE(fonts_.bold.empty()) << "install fonts-dejavu-core";
  }
  void TearDown() override {
    app_.reset();
    ImGui::DestroyContext();
  }

  App& start() {
    app_ = std::make_unique<App>(host_, fonts_);
    return *app_;
  }

  // One frame as the platform runs it; returns what prepare_frame() returned.
  bool frame(const DisplayMetrics& metrics, ImVec2 mouse = kNoMouse, bool mouse_down = false) {
    const bool fonts_rebuilt = app_->prepare_frame(metrics);
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = ImVec2(metrics.width, metrics.height);
    io.DisplayFramebufferScale = ImVec2(metrics.pixel_ratio, metrics.pixel_ratio);
    io.DeltaTime = kFrameSeconds;
    io.MousePos = mouse;
    io.MouseDown[ImGuiMouseButton_Left] = mouse_down;
    ImGui::NewFrame();
    app_->frame();
    ImGui::Render();
    return fonts_rebuilt;
  }

  // A press and release at `position`, with a frame to hover first. The App acts on the
  // click in the release frame.
  void click(const DisplayMetrics& metrics, ImVec2 position) {
    frame(metrics, position, false);
    frame(metrics, position, true);
    frame(metrics, position, false);
  }

  // A few frames for the layout to settle (ImGui adds a scrollbar one frame after the content
  // outgrows its window).
  void settle(const DisplayMetrics& metrics) {
    for (int i = 0; i < 3; ++i) frame(metrics);
  }

  // A key press and release (ImGui 1.86 reads keys through io.KeyMap / io.KeysDown).
  void press_key(const DisplayMetrics& metrics, ImGuiKey key) {
    ImGuiIO& io = ImGui::GetIO();
    io.KeyMap[key] = key;
    io.KeysDown[key] = true;
    frame(metrics);
    io.KeysDown[key] = false;
    frame(metrics);
  }

  WidgetProbe::Rect widget(const char* name) {
    auto rect = app_->probe().widget(name);
    EXPECT_TRUE(rect.has_value()) << name << " not shown";
    return rect.value_or(WidgetProbe::Rect{});
  }

  testing::FakeHost host_;
  FontFiles fonts_;
  std::unique_ptr<App> app_;
};

TEST_F(AppTest, TitleScreenShowsBothGamesSideBySideOnAWideScreen) {
  start();
  frame(display(1280, 800));
  EXPECT_EQ(app_->probe().value("screen"), "title");
  EXPECT_EQ(app_->probe().value("game"), "pavilion");
  const auto pavilion = widget("card:pavilion");
  const auto azul = widget("card:azul");
  EXPECT_EQ(pavilion.min.y, azul.min.y);
  EXPECT_LT(pavilion.max.x, azul.min.x);
  EXPECT_GT(pavilion.max.y - pavilion.min.y, 0.0f);
}

TEST_F(AppTest, CardsStackOnANarrowScreenAndFitItsWidth) {
  start();
  frame(display(390, 844));
  const auto pavilion = widget("card:pavilion");
  const auto azul = widget("card:azul");
  EXPECT_GE(azul.min.y, pavilion.max.y);
  EXPECT_GE(pavilion.min.x, 0.0f);
  EXPECT_LE(pavilion.max.x, 390.0f);
}

TEST_F(AppTest, ClickingACardSelectsTheGameSavesItAndUpdatesTheLink) {
  host_.current_link = "seed=4";
  start();
  const DisplayMetrics screen = display(1280, 800);
  frame(screen);
  click(screen, center(widget("card:azul")));
  EXPECT_EQ(app_->preferences().game, "azul");
  EXPECT_EQ(app_->probe().value("game"), "azul");
  EXPECT_EQ(host_.settings["game"], "azul");
  EXPECT_EQ(host_.current_link, "seed=4&game=azul");
}

TEST_F(AppTest, ADragIsAScrollNotATap) {
  host_.settings["game"] = "azul";
  start();
  const DisplayMetrics phone = display(390, 600);  // too short for both cards: it scrolls
  settle(phone);
  // On the part of the Summer Pavilion card that is on screen, clear of its buttons.
  const auto card = widget("card:pavilion");
  const float start_top = card.min.y;
  const ImVec2 start_point(center(card).x, std::max(card.min.y, 0.0f) + 40.0f);
  ASSERT_LT(start_point.y, std::min(card.max.y, phone.height * 0.75f))
      << "the drag must start on the card, on screen";
  frame(phone, start_point, false);
  frame(phone, start_point, true);
  // Towards the end the screen can scroll to: it opens scrolled to the selected (lower) card.
  const float step_y = start_top < 0.0f ? 10.0f : -10.0f;
  ImVec2 point = start_point;
  for (int step = 0; step < 10; ++step) {
    point.y += step_y;
    frame(phone, point, true);
  }
  frame(phone, point, false);
  frame(phone, point, false);
  EXPECT_EQ(app_->preferences().game, "azul") << "the drag must not select";
  EXPECT_NE(widget("card:pavilion").min.y, start_top) << "the screen must have scrolled";
  EXPECT_EQ(widget("card:pavilion").min.y > start_top, step_y > 0.0f) << "with the finger";
}

TEST_F(AppTest, TheKeyboardMovesBetweenCardsAndSpaceChooses) {
  start();
  const DisplayMetrics screen = display(1280, 800);
  settle(screen);
  press_key(screen, ImGuiKey_RightArrow);  // focus starts on the selected card
  press_key(screen, ImGuiKey_RightArrow);  // ... and moves to the next one
  press_key(screen, ImGuiKey_Space);
  EXPECT_EQ(app_->preferences().game, "azul");
}

TEST_F(AppTest, ALinkSelectsTheGameOverTheSavedPreference) {
  host_.settings["game"] = "pavilion";
  host_.current_link = "game=azul";
  start();
  EXPECT_EQ(app_->preferences().game, "azul");
  app_->open_link("game=pavilion");
  EXPECT_EQ(app_->preferences().game, "pavilion");
  app_->open_link("game=unknown&other=1");
  EXPECT_EQ(app_->preferences().game, "pavilion");
  EXPECT_TRUE(host_.written_links.empty()) << "opening a link does not rewrite it";
}

TEST_F(AppTest, LayoutIsInLogicalPixelsWhateverThePixelRatio) {
  start();
  frame(display(1280, 800, 1.0f));
  const auto at_1x = widget("card:azul");
  const int atlas_1x = ImGui::GetIO().Fonts->TexHeight * ImGui::GetIO().Fonts->TexWidth;
  EXPECT_TRUE(frame(display(1280, 800, 2.0f))) << "a new pixel ratio rebuilds the fonts";
  frame(display(1280, 800, 2.0f));
  const auto at_2x = widget("card:azul");
  const int atlas_2x = ImGui::GetIO().Fonts->TexHeight * ImGui::GetIO().Fonts->TexWidth;
  EXPECT_NEAR(at_1x.min.x, at_2x.min.x, 0.5f);
  EXPECT_NEAR(at_1x.min.y, at_2x.min.y, 0.5f);
  EXPECT_NEAR(at_1x.max.x, at_2x.max.x, 0.5f);
  EXPECT_NEAR(at_1x.max.y, at_2x.max.y, 0.5f);
  EXPECT_GT(atlas_2x, atlas_1x) << "glyphs are rasterised at device resolution";
  EXPECT_FLOAT_EQ(ImGui::GetIO().FontGlobalScale, 0.5f);
}

TEST_F(AppTest, FontsAreRebuiltOnlyWhenTheScaleChanges) {
  start();
  const DisplayMetrics screen = display(1280, 800);
  EXPECT_TRUE(frame(screen));
  EXPECT_FALSE(frame(screen));
  EXPECT_FALSE(frame(display(1000, 700))) << "a resize alone keeps the atlas";
}

TEST_F(AppTest, ZoomButtonsScaleTheUiAndAreSaved) {
  start();
  const DisplayMetrics screen = display(1280, 800);
  frame(screen);
  const auto before = widget("card:azul");
  click(screen, center(widget("zoom:in")));
  EXPECT_EQ(app_->preferences().zoom_percent, kDefaultZoomPercent + kZoomStepPercent);
  EXPECT_EQ(host_.settings["zoom"], "110");
  EXPECT_TRUE(frame(screen)) << "the new zoom rebuilds the fonts";
  const auto after = widget("card:azul");
  EXPECT_GT(after.max.y - after.min.y, before.max.y - before.min.y);
}

// What the last frame drew with a character no font had (ui/i18n/drawn_words.h).
std::string missing_glyphs(App& app) {
  app.audit_drawn_text(*ImGui::GetDrawData());
  return app.probe().value("missing-glyphs").value_or("");
}

TEST_F(AppTest, ALanguageInAnotherScriptIsShownOnceItsFontsAreInTheAtlas) {
  host_.settings["language"] = "ja";
  host_.script_fonts_loaded = false;  // the page is still loading them
  start();
  const DisplayMetrics screen = display(390, 844, 3.0f);
  for (int i = 0; i < 3; ++i) {
    frame(screen);
    EXPECT_EQ(current_language(), kEnglish) << "English until the fonts are here";
    EXPECT_EQ(missing_glyphs(*app_), "");
  }
  EXPECT_FALSE(host_.script_font_asks.empty());
  EXPECT_EQ(host_.script_font_asks.front(), "ja");
  host_.script_fonts_loaded = true;
  frame(screen);  // the fonts are here: the next atlas has them
  EXPECT_EQ(current_language(), kEnglish);
  EXPECT_TRUE(app_->frame_demand().animating()) << "and a frame is asked for to build it";
  EXPECT_TRUE(frame(screen)) << "the atlas is rebuilt with the Japanese glyphs";
  EXPECT_EQ(current_language(), "ja");
  EXPECT_EQ(missing_glyphs(*app_), "") << "no frame draws Japanese without its glyphs";
  settle(screen);
  EXPECT_EQ(missing_glyphs(*app_), "");
}

TEST_F(AppTest, TheLanguagePickerNamesEveryLanguageWithoutABox) {
  start();
  const DisplayMetrics screen = display(1280, 800);
  settle(screen);
  click(screen, center(widget("setting:language")));
  settle(screen);
  ASSERT_TRUE(app_->probe().widget("setting:language:ko").has_value()) << "the list is open";
  EXPECT_EQ(missing_glyphs(*app_), "");
  click(screen, center(widget("setting:language:zh")));
  settle(screen);
  EXPECT_EQ(current_language(), "zh");
  EXPECT_EQ(host_.settings["language"], "zh");
  EXPECT_EQ(missing_glyphs(*app_), "");
  click(screen, center(widget("setting:language")));
  settle(screen);
  click(screen, center(widget("setting:language:de")));
  EXPECT_TRUE(frame(screen)) << "back to a Latin language: the atlas without Chinese";
  EXPECT_EQ(current_language(), "de");
}

TEST_F(AppTest, ZoomStopsAtItsLimits) {
  host_.settings["zoom"] = std::to_string(kMaxZoomPercent);
  start();
  const DisplayMetrics screen = display(1280, 800);
  frame(screen);
  click(screen, center(widget("zoom:in")));
  EXPECT_EQ(app_->preferences().zoom_percent, kMaxZoomPercent);
}

}  // namespace
}  // namespace azul::ui
