// The CLI's bots by their command-line names (cli/bots.h): `azul-cli play` takes a level with its
// own budget and settings as the arena does, and refuses a name it cannot build.
#include "cli/bots.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine/core/playout.h"
#include "engine/pavilion/state.h"

namespace azul::cli {
namespace {

using pavilion::State;

// The first `decisions` moves the seats choose in a game whose deal and bots come from kSeed.
std::vector<Action> opening(const std::vector<std::string>& bots, int decisions) {
  constexpr std::uint64_t kSeed = 17;
  SeatBots<State> seats(bots, kSeed);
  State state(State::Options{});
  Rng chance(kSeed);
  std::vector<Action> chosen;
  while (static_cast<int>(chosen.size()) < decisions && !state.is_terminal()) {
    if (state.is_chance()) {
      state.apply_unchecked(sample_chance(state, chance));
      continue;
    }
    chosen.push_back(seats.choose(state));
    EXPECT_TRUE(state.apply(chosen.back()));
  }
  return chosen;
}

TEST(SeatBots, TakeABudgetAndSettingsAsTheArenaDoes) {
  const std::vector<Action> plain = opening({"hard@100it", "hard@100it"}, 12);
  ASSERT_EQ(plain.size(), 12u);
  // A setting at its default value changes nothing; one far from it is used.
  EXPECT_EQ(opening({"hard@100it+tile=0.6", "hard@100it+tile=0.6"}, 12), plain);
  EXPECT_NE(opening({"hard@100it+tile=3", "hard@100it+tile=3"}, 12), plain);
}

TEST(SeatBots, RefuseAnUnknownLevelOrSetting) {
  EXPECT_THROW(SeatBots<State>({"hard", "grandmaster"}, 1), UsageError);
  EXPECT_THROW(SeatBots<State>({"hard+no_such_setting=1", "hard"}, 1), UsageError);
  EXPECT_THROW(SeatBots<State>({"hard@fast", "hard"}, 1), UsageError);
}

}  // namespace
}  // namespace azul::cli
