// The words of a take's preview (ui/classic/take_words.h) for positions the engine previews:
// what a destination button says under its number and the sentence of the tooltip and probe.
#include "ui/classic/take_words.h"

#include <gtest/gtest.h>

#include "engine/classic/position_builder.h"

namespace azul::ui {
namespace {

using classic::PositionBuilder;

classic::TakePreview preview(const PositionBuilder& builder, std::string_view take) {
  const Parsed<classic::State> state = builder.build();
  EXPECT_TRUE(state.ok()) << state.error;
  const Parsed<Action> action = state.value->parse_action(take);
  EXPECT_TRUE(action.ok()) << action.error;
  return state.value->preview_take(*action.value);
}

const classic::Options kTwoPlayers{};

TEST(TakeWords, ALineThatTakesEveryTileSaysNothingUnderItsNumber) {
  const auto p = preview(PositionBuilder(kTwoPlayers).factory(0, "BBYY"), "F1 B 3");
  EXPECT_EQ(take_consequence(p), "Line 3");
  EXPECT_EQ(take_button_note(p), "");
}

TEST(TakeWords, AFilledLineAndTheOverflowWithItsPenalty) {
  const auto p = preview(PositionBuilder(kTwoPlayers).factory(0, "BBBY"), "F1 B 2");
  EXPECT_EQ(take_consequence(p),
            "Line 2 \xC2\xB7 fills it \xC2\xB7 1 to the floor \xC2\xB7 \xE2\x88\x92"
            "1");
  EXPECT_EQ(take_button_note(p),
            "\xE2\x88\x92"
            "1");
  const auto exact = preview(PositionBuilder(kTwoPlayers).factory(0, "BBYY"), "F1 B 2");
  EXPECT_EQ(take_button_note(exact), "fills");
}

TEST(TakeWords, TheMarkerAndTheLidOnAFullFloor) {
  const auto p =
      preview(PositionBuilder(kTwoPlayers).centre("RRRR").floor(0, "BYKKW").factory(0, "BBBB"),
              "C R floor");
  EXPECT_EQ(take_consequence(p),
            "Floor \xC2\xB7 marker \xC2\xB7 3 to the lid \xC2\xB7 \xE2\x88\x92"
            "6");
  EXPECT_EQ(take_button_note(p),
            "\xE2\x88\x92"
            "6");
}

TEST(TakeWords, TheMarkerTakenToALineCostsItsFloorSpace) {
  const auto p = preview(PositionBuilder(kTwoPlayers).centre("RR").factory(0, "BBBB"), "C R 2");
  EXPECT_EQ(take_consequence(p),
            "Line 2 \xC2\xB7 fills it \xC2\xB7 marker \xC2\xB7 \xE2\x88\x92"
            "1");
  EXPECT_TRUE(take_costs_points(p));
  EXPECT_EQ(take_button_note(p),
            "\xE2\x88\x92"
            "1");
}

TEST(TakeWords, TilesPastAFullFloorGoToTheLidAndCostNothingMore) {
  const auto p =
      preview(PositionBuilder(kTwoPlayers).floor(0, "BYKKWRR").factory(0, "BBBB").marker_holder(1),
              "F1 B 1");
  EXPECT_EQ(take_consequence(p), "Line 1 \xC2\xB7 fills it \xC2\xB7 3 to the lid");
  EXPECT_FALSE(take_costs_points(p)) << "the floor line was already full";
  EXPECT_EQ(take_button_note(p), "fills");
}

TEST(TakeWords, ColourWordsAreTheColoursOfTheRecords) {
  EXPECT_STREQ(colour_word(classic::Colour::Blue), "blue");
  EXPECT_STREQ(colour_word(classic::Colour::Yellow), "yellow");
  EXPECT_STREQ(colour_word(classic::Colour::Red), "red");
  EXPECT_STREQ(colour_word(classic::Colour::Black), "black");
  EXPECT_STREQ(colour_word(classic::Colour::White), "white");
}

}  // namespace
}  // namespace azul::ui
