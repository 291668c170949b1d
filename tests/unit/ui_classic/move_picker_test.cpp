// The half-made move of the classic table view (ui/classic/move_picker.h): every legal move can
// be made by clicks and by keys, what it asks follows the phase, stepping back works, and no
// sequence of keys or clicks ever makes a move that is not legal.
#include "ui/classic/move_picker.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "engine/classic/actions.h"
#include "engine/classic/position_builder.h"
#include "engine/core/rng.h"

namespace azul::ui::aview {
namespace {

using classic::Colour;
using classic::State;

bool contains(const ActionList& legal, Action a) {
  return std::find(legal.begin(), legal.end(), a) != legal.end();
}

// Positions where a player decides, from random games of 2-4 players on both walls.
std::vector<State> random_positions(std::uint64_t seed) {
  std::vector<State> positions;
  for (int game = 0; game < 6; ++game) {
    classic::Options options;
    options.players = 2 + game % 3;
    options.wall = game < 3 ? classic::WallSide::Coloured : classic::WallSide::Grey;
    State s(options);
    Rng rng(seed + game);
    ActionList legal;
    for (int guard = 0; guard < 3000 && !s.is_terminal(); ++guard) {
      if (s.is_chance()) {
        ChanceList outcomes;
        s.chance_outcomes(outcomes);
        EXPECT_TRUE(
            s.apply(outcomes[rng.below(static_cast<std::uint32_t>(outcomes.size()))].action).ok());
        continue;
      }
      positions.push_back(s);
      s.legal_actions(legal);
      EXPECT_TRUE(s.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]).ok());
    }
  }
  return positions;
}

// The keys a player types for `move` (ui/classic/move_picker.h's table of keys).
std::string keys_for(Action move) {
  if (classic::kind_of(move) == classic::ActionKind::Place)
    return std::string(1, static_cast<char>('1' + classic::decode_place(move).column));
  const classic::Take t = classic::decode_take(move);
  std::string keys = t.source == classic::kCentreSource ? "C" : std::to_string(t.source + 1);
  keys += classic::colour_letter(t.colour);
  keys +=
      t.destination == classic::kFloorDestination ? 'F' : static_cast<char>('1' + t.destination);
  return keys;
}

TEST(ClassicMovePicker, EveryLegalMoveCanBeMadeByClicksAndByKeys) {
  int takes = 0;
  int places = 0;
  for (const State& s : random_positions(4)) {
    ActionList legal;
    s.legal_actions(legal);
    for (Action move : legal) {
      MovePicker keys;
      std::optional<Action> typed;
      for (char key : keys_for(move))
        if (!typed) typed = keys.key(legal, key);
      ASSERT_EQ(typed, std::optional<Action>(move)) << keys_for(move);
      if (classic::kind_of(move) == classic::ActionKind::Place) {
        ++places;
        continue;
      }
      const classic::Take t = classic::decode_take(move);
      MovePicker clicks;
      clicks.click_source(legal, Pick{t.source, t.colour});
      ASSERT_EQ(clicks.ask(legal), Ask::kPlace);
      ASSERT_EQ(clicks.click_destination(legal, t.destination), std::optional<Action>(move));
      EXPECT_FALSE(clicks.pick().has_value()) << "a move made leaves nothing picked";
      ++takes;
    }
  }
  EXPECT_GT(takes, 1000);
  EXPECT_GT(places, 0) << "the grey wall's columns were typed too";
}

TEST(ClassicMovePicker, NoKeysOrClicksEverMakeAMoveThatIsNotLegal) {
  Rng rng(77);
  const std::string keys = "0123456789CFBYRKWXcfbyrkw?+- \n";
  for (const State& s : random_positions(9)) {
    ActionList legal;
    s.legal_actions(legal);
    MovePicker picker;
    for (int i = 0; i < 12; ++i) {
      std::optional<Action> made;
      switch (rng.below(4)) {
        case 0:
          picker.click_source(
              legal, Pick{static_cast<int>(rng.below(10)), classic::kAllColours[rng.below(5)]});
          break;
        case 1:
          made = picker.click_destination(legal, static_cast<int>(rng.below(6)));
          break;
        case 2:
          picker.cancel();
          break;
        default:
          made = picker.key(legal, keys[rng.below(static_cast<std::uint32_t>(keys.size()))]);
      }
      if (made) {
        ASSERT_TRUE(contains(legal, *made));
        break;
      }
      picker.sync(legal);
      if (picker.pick()) ASSERT_TRUE(MovePicker::offered(legal, *picker.pick()));
    }
  }
}

State offer_position() {
  classic::PositionBuilder builder{classic::Options{}};
  builder.factory(0, "BBYR").factory(1, "KKKK").centre("W");
  auto built = builder.build();
  EXPECT_TRUE(built.ok()) << built.error;
  return *built.value;
}

TEST(ClassicMovePicker, AsksForASourceThenAPlaceAndStepsBack) {
  const State s = offer_position();
  ActionList legal;
  s.legal_actions(legal);
  MovePicker picker;
  EXPECT_EQ(picker.ask(legal), Ask::kSelectSource);
  EXPECT_EQ(picker.ask(ActionList{}), Ask::kWaiting);
  EXPECT_FALSE(picker.key(legal, '1'));
  EXPECT_EQ(picker.typed_source(), std::optional<int>(0)) << "factory 1 has three colours";
  EXPECT_FALSE(picker.pick().has_value());
  EXPECT_FALSE(picker.key(legal, 'K')) << "no black on factory 1";
  EXPECT_FALSE(picker.pick().has_value());
  EXPECT_FALSE(picker.key(legal, 'y'));
  EXPECT_EQ(picker.pick(), (Pick{0, Colour::Yellow}));
  EXPECT_EQ(picker.ask(legal), Ask::kPlace);
  picker.cancel();
  EXPECT_FALSE(picker.pick().has_value()) << "Escape puts the tiles back";
  EXPECT_FALSE(picker.key(legal, '2'));
  EXPECT_EQ(picker.pick(), (Pick{1, Colour::Black})) << "factory 2 is all black: picked at once";
  picker.click_source(legal, Pick{1, Colour::Black});
  EXPECT_FALSE(picker.pick().has_value()) << "clicking the picked tiles again drops them";
  EXPECT_FALSE(picker.key(legal, '7')) << "there is no factory 7 with two players";
  EXPECT_FALSE(picker.typed_source().has_value());
  EXPECT_FALSE(picker.key(legal, 'c'));
  EXPECT_EQ(picker.pick(), (Pick{classic::kCentreSource, Colour::White}));
  EXPECT_EQ(picker.key(legal, 'f'),
            std::optional<Action>(classic::take_id(classic::kCentreSource, Colour::White,
                                                   classic::kFloorDestination)));
}

TEST(ClassicMovePicker, APickNoLongerOfferedIsDropped) {
  const State s = offer_position();
  ActionList legal;
  s.legal_actions(legal);
  MovePicker picker;
  picker.click_source(legal, Pick{0, Colour::Blue});
  ASSERT_TRUE(picker.pick().has_value());
  picker.sync(ActionList{});  // the turn passed
  EXPECT_FALSE(picker.pick().has_value());
  EXPECT_EQ(std::string(ask_name(Ask::kWallColumn)), "wall-column");
}

TEST(ClassicMovePicker, KeysAreTheSameInEitherCaseAndZeroIsTheCentre) {
  const State s = offer_position();
  ActionList legal;
  s.legal_actions(legal);
  for (const char* keys : {"0wf", "CWF", "cWf"}) {
    MovePicker picker;
    std::optional<Action> made;
    for (const char* k = keys; *k != '\0' && !made; ++k) made = picker.key(legal, *k);
    EXPECT_EQ(made, std::optional<Action>(classic::take_id(classic::kCentreSource, Colour::White,
                                                           classic::kFloorDestination)))
        << keys;
  }
}

TEST(ClassicMovePicker, ATypedSourceWaitsForItsColourAndEscapeForgetsItFirst) {
  const State s = offer_position();
  ActionList legal;
  s.legal_actions(legal);
  MovePicker picker;
  EXPECT_FALSE(picker.key(legal, '1'));
  EXPECT_FALSE(picker.key(legal, 'w')) << "no white on factory 1: still waiting for a colour";
  EXPECT_EQ(picker.typed_source(), std::optional<int>(0));
  EXPECT_FALSE(picker.key(legal, '5')) << "a line's number means nothing before a colour";
  EXPECT_FALSE(picker.pick().has_value());
  picker.cancel();
  EXPECT_FALSE(picker.typed_source().has_value()) << "Escape forgets the typed source";
  EXPECT_FALSE(picker.key(legal, '1'));
  EXPECT_FALSE(picker.key(legal, 'b'));
  ASSERT_EQ(picker.pick(), (Pick{0, Colour::Blue}));
  EXPECT_FALSE(picker.key(legal, 'x')) << "a key that means nothing changes nothing";
  EXPECT_EQ(picker.pick(), (Pick{0, Colour::Blue}));
  picker.cancel();
  EXPECT_FALSE(picker.pick().has_value()) << "then the picked tiles";
}

TEST(ClassicMovePicker, TheGreyWallsColumnIsTypedByItsNumber) {
  classic::Options options;
  options.wall = classic::WallSide::Grey;
  const Parsed<State> built = classic::PositionBuilder(options)
                                  .wall(0, {".....", "..B..", ".....", ".....", "....."})
                                  .pattern_line(0, 0, "B")
                                  .factory(0, "R")
                                  .to_move(1)
                                  .build();
  ASSERT_TRUE(built.ok()) << built.error;
  State s = *built.value;
  ASSERT_TRUE(s.apply(*s.parse_action("F1 R floor").value).ok());
  ASSERT_EQ(s.phase(), classic::Phase::WallTiling);
  ActionList legal;
  s.legal_actions(legal);
  MovePicker picker;
  EXPECT_EQ(picker.ask(legal), Ask::kWallColumn);
  EXPECT_FALSE(picker.key(legal, '3')) << "column 3 already has blue";
  EXPECT_FALSE(picker.key(legal, '6'));
  EXPECT_EQ(picker.key(legal, '5'), std::optional<Action>(classic::place_id(0, 4)));
  EXPECT_EQ(picker.key(legal, '1'), std::optional<Action>(classic::place_id(0, 0)));
}

}  // namespace
}  // namespace azul::ui::aview
