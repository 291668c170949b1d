// The generic random-simulation test, the same for every game (as OpenSpiel does it): seeds x
// player counts x option sets, every invariant of engine/core/invariants.h checked at every
// step, then the record round-trip, the replay and the share link at the end of each game.
#include <gtest/gtest.h>

#include "engine/core/invariants.h"
#include "engine/core/playout.h"
#include "engine/games.h"
#include "engine/record/link.h"
#include "engine/record/record_checks.h"

namespace azul {
namespace {

struct Config {
  std::string game;
  int players;
  OptionPairs overrides;
};

std::string config_name(const ::testing::TestParamInfo<Config>& info) {
  std::string name = info.param.game + "_" + std::to_string(info.param.players) + "p";
  for (const auto& [key, value] : info.param.overrides) name += "_" + key + "_" + value;
  return name;
}

template <Game S>
typename S::Options make_options(const Config& config, int start_seat) {
  OptionPairs pairs = typename S::Options{}.to_pairs();
  for (auto& [key, value] : pairs) {
    if (key == "players") value = std::to_string(config.players);
    if (key == "start") value = std::to_string(start_seat + 1);
    for (const auto& [k, v] : config.overrides)
      if (k == key) value = v;
  }
  auto options = S::Options::from_pairs(pairs);
  EXPECT_TRUE(options.ok()) << options.error;
  return *options.value;
}

template <Game S>
void simulate(const Config& config, int games) {
  for (int g = 0; g < games; ++g) {
    const std::uint64_t seed = 7919u * static_cast<std::uint64_t>(g) + config.players;
    Rng rng(seed);
    const auto options = make_options<S>(config, g % config.players);
    S state(options);
    GameRecord<S> record{options, seed, {}};
    while (true) {
      Status ok = check_state(state, rng);
      ASSERT_TRUE(ok.ok()) << "seed " << seed << " step " << record.actions.size() << ": "
                           << ok.message() << "\n"
                           << state.to_string();
      if (state.is_terminal()) break;
      const Action action = state.is_chance() ? sample_chance(state, rng) : random_move(state, rng);
      Status applied = state.apply(action);
      ASSERT_TRUE(applied.ok()) << applied.message();
      record.actions.push_back(action);
    }
    Status recorded = check_record(record, state);
    ASSERT_TRUE(recorded.ok()) << "seed " << seed << ": " << recorded.message();

    auto link = split_link(encode_link(record));
    ASSERT_TRUE(link.ok()) << link.error;
    auto decoded = decode_link<S>(*link.value);
    ASSERT_TRUE(decoded.ok()) << decoded.error;
    EXPECT_EQ(*decoded.value, record);

    // Every prefix of the game is a valid record too (a game saved mid-play).
    const std::size_t cut = rng.below(static_cast<std::uint32_t>(record.actions.size()));
    GameRecord<S> partial{options, seed, {record.actions.begin(), record.actions.begin() + cut}};
    ASSERT_TRUE(check_record(partial, replay(record, cut)).ok());
  }
}

class RandomSimulation : public ::testing::TestWithParam<Config> {};

TEST_P(RandomSimulation, InvariantsHoldAtEveryStep) {
  const Config& config = GetParam();
  const bool known = with_game(config.game, [&](auto tag) {
    simulate<typename decltype(tag)::type>(config, config.players == 2 ? 40 : 20);
  });
  ASSERT_TRUE(known);
}

std::vector<Config> all_configs() {
  std::vector<Config> configs;
  for (int players = 2; players <= 4; ++players) {
    configs.push_back({"pavilion", players, {{"side", "coloured"}, {"floor", "1"}}});
    configs.push_back(
        {"pavilion", players, {{"side", "coloured"}, {"floor", "0"}, {"wilds", "BRPOYG"}}});
    configs.push_back({"pavilion", players, {{"side", "monochrome"}, {"floor", "1"}}});
    configs.push_back({"pavilion", players, {{"side", "monochrome"}, {"floor", "0"}}});
    configs.push_back({"azul", players, {{"wall", "coloured"}}});
    configs.push_back({"azul", players, {{"wall", "grey"}}});
  }
  return configs;
}

INSTANTIATE_TEST_SUITE_P(AllGames, RandomSimulation, ::testing::ValuesIn(all_configs()),
                         config_name);

}  // namespace
}  // namespace azul
