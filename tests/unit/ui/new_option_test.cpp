// A new rules option needs only the game's options code, its test and a label: nothing in ui/
// and nothing in the record, link or share code names an option. Shown with an option that no
// code outside its game knows: ToyNim's "rounds" (tests/unit/ai/toy_game.h, declared in its
// schema with a label), which goes through records, links, the new-game screen's rows, the
// setup's resolution and the rules help without a line written for it.
#include <gtest/gtest.h>

#include <imgui.h>

#include <string>

#include "../ai/toy_game.h"
#include "engine/record/link.h"
#include "engine/record/record.h"
#include "ui/game/new_game_screen.h"
#include "ui/game/new_game_setup.h"
#include "ui/game/rules_help.h"
#include "ui/widget_probe.h"

namespace azul::ui {
namespace {

using toy::ToyNim;

GameRecord<ToyNim> toy_record(int rounds) {
  ToyNim::Options options;
  options.rounds = rounds;
  return GameRecord<ToyNim>{options, 7, {}};
}

TEST(NewOption, RecordsWriteItReadItAndDefaultIt) {
  const std::string text = print_record(toy_record(5));
  EXPECT_NE(text.find("\nrounds 5\n"), std::string::npos) << text;
  auto back = parse_record<ToyNim>(text);
  ASSERT_TRUE(back.ok()) << back.error;
  EXPECT_EQ(back.value->options.rounds, 5);

  // A record written before the option existed has no line for it: the default.
  std::string older = text;
  older.erase(older.find("rounds 5\n"), std::string("rounds 5\n").size());
  auto defaulted = parse_record<ToyNim>(older);
  ASSERT_TRUE(defaulted.ok()) << defaulted.error;
  EXPECT_EQ(defaulted.value->options.rounds, 3);

  std::string bad = text;
  bad.replace(bad.find("rounds 5"), 8, "rounds 9");
  EXPECT_NE(parse_record<ToyNim>(bad).error.find("rounds must be 1, 2, 3, 4 or 5, not '9'"),
            std::string::npos);
}

TEST(NewOption, LinksCarryItCompactly) {
  const std::string link = encode_link(toy_record(5));
  EXPECT_EQ(link.substr(0, 11), "2.toynim.-5") << link;
  auto split = split_link(link);
  ASSERT_TRUE(split.ok()) << split.error;
  auto back = decode_link<ToyNim>(*split.value);
  ASSERT_TRUE(back.ok()) << back.error;
  EXPECT_EQ(back.value->options.rounds, 5);
  EXPECT_EQ(encode_link(toy_record(3)).substr(0, 10), "2.toynim..") << "the default is left out";
}

TEST(NewOption, TheNewGameScreenOffersItsValuesAndTheSetupResolvesIt) {
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->AddFontDefault();
  unsigned char* pixels = nullptr;
  int width = 0, height = 0;
  io.Fonts->GetTexDataAsAlpha8(&pixels, &width, &height);
  io.DisplaySize = ImVec2(1280, 800);
  io.DeltaTime = 1.0f / 60.0f;

  NewGameSetup setup;
  setup.game = std::string(ToyNim::kName);
  WidgetProbe probe;
  ImGui::NewFrame();
  ImGui::Begin("new game");
  draw_option_rows(setup, ToyNim::Options::schema(), probe, true);
  ImGui::End();
  ImGui::Render();
  for (const char* value : {"1", "2", "3", "4", "5"})
    EXPECT_TRUE(probe.widget(std::string("button:rounds:") + value).has_value()) << value;
  EXPECT_FALSE(probe.widget("button:players:2").has_value()) << "the player count is a stepper";
  ImGui::DestroyContext();

  OptionPairs resolved = resolved_options(setup, ToyNim::Options::schema());
  EXPECT_EQ(option_value(resolved, "rounds"), "3");
  const OptionSpec* rounds = find_option(ToyNim::Options::schema(), "rounds");
  choose_value(setup, *rounds, "4");
  setup.players = 3;
  resolved = resolved_options(setup, ToyNim::Options::schema());
  auto options = ToyNim::Options::from_pairs(resolved);
  ASSERT_TRUE(options.ok()) << options.error;
  EXPECT_EQ(options.value->rounds, 4);
  EXPECT_EQ(options.value->players, 3);
}

TEST(NewOption, TheRulesHelpListsItsLabelAndHelp) {
  EXPECT_EQ(options_help_text(ToyNim::Options::schema()),
            "- Rounds: How many piles are dealt, one per round.");
}

}  // namespace
}  // namespace azul::ui
