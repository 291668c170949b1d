// The targets a hint outlines on the Summer Pavilion table (ui/pavilion/hint_targets.h), by the
// names the painters give them.
#include "ui/pavilion/hint_targets.h"

#include <gtest/gtest.h>

#include "engine/core/playout.h"
#include "engine/pavilion/actions.h"

namespace azul::ui::pview {
namespace {

using namespace azul::pavilion;
using Names = std::vector<std::string>;

State dealt_game() {
  State state(Options{});
  Rng rng(3);
  while (state.is_chance()) state.apply_unchecked(sample_chance(state, rng));
  return state;
}

TEST(HintTargets, ATakeOutlinesItsSourceColour) {
  const State state = dealt_game();
  EXPECT_EQ(hint_targets(state, take_action(2, kOrange)), Names{"target:take:F3:O"});
  EXPECT_EQ(hint_targets(state, take_action(kCentreSource, kRed)), Names{"target:take:C:R"});
}

TEST(HintTargets, APlacementOutlinesEachStepOfItsClicks) {
  const State state = dealt_game();
  EXPECT_EQ(hint_targets(state, place_action(kCentreStar, 3, kBlue, 2)),
            (Names{"target:hand:B", "target:star:C", "target:space:C3", "target:pay:2"}));
}

TEST(HintTargets, APassAndABonus) {
  const State state = dealt_game();
  EXPECT_EQ(hint_targets(state, pass_action_from_rank(0)),
            (Names{"target:pass", "target:keep:confirm"}));
  const Colour first = state.supply()[0];
  const Names bonus = hint_targets(state, bonus_action(first));
  ASSERT_FALSE(bonus.empty());
  EXPECT_EQ(bonus.front(), "target:bonus:1");
  for (const std::string& name : bonus) {
    const int slot = std::stoi(name.substr(std::string("target:bonus:").size())) - 1;
    EXPECT_EQ(state.supply()[slot], first) << name;
  }
}

}  // namespace
}  // namespace azul::ui::pview
