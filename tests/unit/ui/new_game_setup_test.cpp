// The new-game screen's choices as text (ui/game/new_game_setup.h), which a reload of that
// screen comes back to: every choice survives the round trip, and a damaged or foreign text is
// refused rather than guessed at.
#include "ui/game/new_game_setup.h"

#include <gtest/gtest.h>

namespace azul::ui {
namespace {

NewGameSetup sample() {
  NewGameSetup setup;
  setup.game = "pavilion";
  setup.players = 3;
  setup.seed = 4711;
  setup.seats[1] = SeatSetup{false, "club"};
  setup.seats[2] = ai::friend_seat();
  setup.chosen["pavilion"]["wilds"] = "random";
  setup.chosen["pavilion"]["start"] = "2";
  setup.chosen["azul"]["wall"] = "grey";
  setup.custom_orders.insert("pavilion.wilds");
  return setup;
}

TEST(SetupText, KeepsEveryChoice) {
  const NewGameSetup setup = sample();
  const std::optional<NewGameSetup> back = parse_setup_text(setup_text(setup));
  ASSERT_TRUE(back.has_value()) << setup_text(setup);
  EXPECT_EQ(back->game, "pavilion");
  EXPECT_EQ(back->players, 3);
  EXPECT_EQ(back->seed, 4711u);
  EXPECT_EQ(back->seats, setup.seats);
  EXPECT_EQ(back->chosen, setup.chosen);
  EXPECT_EQ(back->custom_orders, setup.custom_orders);
  EXPECT_EQ(setup_text(*back), setup_text(setup));
}

TEST(SetupText, RefusesWhatIsNotASetup) {
  const std::string good = setup_text(sample());
  EXPECT_FALSE(parse_setup_text(""));
  EXPECT_FALSE(parse_setup_text("players 2\n")) << "no game";
  for (const std::string& bad :
       {std::string("game chess\n"), std::string("seat 2 ai grandmaster\n"),
        std::string("seat 9 human\n"), std::string("players 7\n"), std::string("seed 0\n"),
        std::string("option pavilion.wilds purple\n"), std::string("option azul.nothing x\n"),
        std::string("colour blue\n")}) {
    EXPECT_FALSE(parse_setup_text(good + bad)) << bad;
  }
}

}  // namespace
}  // namespace azul::ui
