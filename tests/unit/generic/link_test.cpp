// Share links (engine/record/link.h): compact, exact, and every damaged link refused with a
// message instead of a partial game.
#include <gtest/gtest.h>

#include "engine/core/playout.h"
#include "engine/games.h"
#include "engine/record/link.h"

namespace azul {
namespace {

template <Game S>
GameRecord<S> random_game(int players, std::uint64_t seed) {
  OptionPairs pairs = typename S::Options{}.to_pairs();
  for (auto& [key, value] : pairs)
    if (key == "players") value = std::to_string(players);
  GameRecord<S> record{*S::Options::from_pairs(pairs).value, seed, {}};
  S state(record.options);
  Rng rng(seed);
  while (!state.is_terminal()) {
    const Action a = state.is_chance() ? sample_chance(state, rng) : random_move(state, rng);
    state.apply_unchecked(a);
    record.actions.push_back(a);
  }
  return record;
}

template <Game S>
Parsed<GameRecord<S>> decode(const std::string& text) {
  auto split = split_link(text);
  if (!split.ok()) return Parsed<GameRecord<S>>::fail(split.error);
  return decode_link<S>(*split.value);
}

TEST(Link, RoundTripsAndStaysShortForFourPlayers) {
  const auto pavilion = random_game<pavilion::State>(4, 11);
  const std::string link = encode_link(pavilion);
  EXPECT_LT(link.size(), 2000u) << link;
  auto back = decode<pavilion::State>(link);
  ASSERT_TRUE(back.ok()) << back.error;
  EXPECT_EQ(*back.value, pavilion);

  const auto classic = random_game<classic::State>(4, 12);
  auto classic_back = decode<classic::State>("#" + encode_link(classic));
  ASSERT_TRUE(classic_back.ok()) << classic_back.error;
  EXPECT_EQ(*classic_back.value, classic);
}

TEST(Link, RefusesEveryTruncation) {
  const std::string link = encode_link(random_game<pavilion::State>(2, 5));
  for (std::size_t cut = 0; cut < link.size(); cut += 7) {
    auto decoded = decode<pavilion::State>(link.substr(0, cut));
    EXPECT_FALSE(decoded.ok()) << "cut at " << cut;
    EXPECT_FALSE(decoded.error.empty());
  }
}

TEST(Link, NamesWhatIsWrong) {
  const std::string good = encode_link(random_game<classic::State>(2, 9));
  auto expect_error = [](const std::string& link, const std::string& part) {
    auto decoded = decode<classic::State>(link);
    ASSERT_FALSE(decoded.ok()) << link;
    EXPECT_NE(decoded.error.find(part), std::string::npos) << decoded.error;
  };
  expect_error("", "holds no game");
  expect_error("9.azul.2-coloured-1.0.0.", "format version 9");
  expect_error("1.azul.2-coloured-1.0.0", "6 parts");
  expect_error("1.pavilion.2-coloured-1-PGOYBR-1.0.0.", "for game 'pavilion'");
  expect_error("1.azul.7-coloured-1.0.0.", "options");
  expect_error("1.azul.2-coloured-1.x.0.", "seed");
  expect_error("1.azul.2-coloured-1.0.99999999.", "more than a game has");
  expect_error("1.azul.2-coloured-1.0.3.A*A", "character");
  expect_error(good + "AAAA", "data after its last move");
}

TEST(Link, CorruptedPayloadNeverYieldsAPartialGame) {
  const auto record = random_game<pavilion::State>(3, 21);
  const std::string link = encode_link(record);
  const std::size_t payload_start = link.rfind('.') + 1;
  Rng rng(3);
  int refused = 0;
  for (int trial = 0; trial < 200; ++trial) {
    std::string damaged = link;
    const std::size_t at =
        payload_start + rng.below(static_cast<std::uint32_t>(link.size() - payload_start));
    damaged[at] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"[rng.below(64)];
    auto decoded = decode<pavilion::State>(damaged);
    if (!decoded.ok()) {
      ++refused;
      continue;
    }
    // A damaged link can still name a legal (different) game; it must then be complete.
    EXPECT_EQ(decoded.value->actions.size(), record.actions.size());
  }
  EXPECT_GT(refused, 0);
}

}  // namespace
}  // namespace azul
