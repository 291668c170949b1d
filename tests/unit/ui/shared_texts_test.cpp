// The texts of the engine and the AI that players read (ui/i18n/shared_texts.h): unchanged in
// English, and every one of them in the translations' template, so that a catalog can translate
// it (the pseudo-language, made from the template, changes every text the template has).
#include "ui/i18n/shared_texts.h"

#include <gtest/gtest.h>

#include <string>

#include "ai/levels.h"
#include "engine/games.h"
#include "ui/i18n/languages.h"

namespace azul::ui {
namespace {

class SharedTexts : public ::testing::Test {
 protected:
  void TearDown() override { set_language(kEnglish); }
};

TEST_F(SharedTexts, EnglishShowsTheEnginesOwnWords) {
  ASSERT_TRUE(set_language(kEnglish));
  EXPECT_EQ(tr_text("Wall side"), "Wall side");
  EXPECT_EQ(tr_text(""), "");
  EXPECT_EQ(seat_label(1), "P2");
  for (const ai::LevelInfo& level : ai::bot_levels()) EXPECT_EQ(level_name(level.name), level.name);
  EXPECT_EQ(level_name("not a level"), "not a level");
}

TEST_F(SharedTexts, EveryTextAPlayerReadsIsInTheTemplate) {
  ASSERT_TRUE(set_language("pseudo"));
  const auto marked = [](std::string_view text) {
    EXPECT_NE(tr_text(text), std::string(text)) << "not in po/azul.pot: " << text;
  };
  for (const ai::LevelInfo& level : ai::bot_levels()) {
    EXPECT_NE(level_name(level.name), std::string(level.name)) << level.name;
    marked(level.description);
  }
  for (const GameInfo* game : game_registry()) {
    marked(game->title);
    marked(game->short_title);
    marked(game->players);
    marked(game->description);
    for (const OptionSpec& spec : game->options) {
      marked(spec.label);
      marked(spec.help);
      if (spec.kind == OptionKind::kChoice)
        for (const OptionValue& value : spec.values) marked(value.label);
    }
  }
}

}  // namespace
}  // namespace azul::ui
