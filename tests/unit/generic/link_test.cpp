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

// The same link in format version 1 (no check), as pages before links v2 wrote it.
std::string as_version_1(const std::string& link) {
  return "1" + link.substr(1, link.rfind('.') - 1);
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
  expect_error("9.azul.2-coloured-1.0.0.", "made by a newer version");
  expect_error("99999999999999999999.azul", "format version 99999999999999999999");
  expect_error("1.azul.2-coloured-1.0.0", "6 parts");
  expect_error("1.pavilion.2-coloured-1-PGOYBR-1.0.0.", "for game 'pavilion'");
  expect_error("1.azul.7-coloured-1.0.0.", "players must be 2, 3 or 4, not '7'");
  expect_error("1.azul.2-gray-1.0.0.", "wall must be coloured or grey, not 'gray'");
  expect_error("1.azul.2-coloured-1-x.0.0.", "the link has 4 option values, but azul has 3");
  expect_error("1.azul.2-coloured-1.x.0.", "seed is not a number");
  expect_error("1.azul.2-coloured-1.99999999999999999999999.0.", "seed is too large");
  expect_error("1.azul.2-coloured-1.0.99999999.", "more than a game has");
  expect_error("1.azul.2-coloured-1.0.99999999999999999999999.", "move count is too large");
  expect_error("1.azul.2-coloured-1.0.3.A*A", "character");
  expect_error("1.azul.2-coloured-1.0.0.%7", "'%' that is not followed by two hex digits");
  expect_error(as_version_1(good) + "AAAA", "data after its last move");
  expect_error(good.substr(0, good.size() - 1) + (good.back() == 'A' ? "B" : "A"), "damaged");
  expect_error(good + "A", "damaged");
  expect_error(good.substr(0, good.rfind('.')), "damaged");
}

TEST(Link, LeavesDefaultOptionsOutAndReadsThemBack) {
  auto record = random_game<pavilion::State>(2, 4);
  EXPECT_EQ(encode_link(record).substr(0, 12), "2.pavilion..") << "every option at its default";
  record.options.players = 3;
  record.options.score_floor = 0;
  record.actions.resize(30);
  const std::string link = encode_link(record);
  EXPECT_EQ(link.substr(0, 15), "2.pavilion.3--0") << "defaults in the middle are left empty";
  auto back = decode<pavilion::State>(link);
  ASSERT_TRUE(back.ok()) << back.error;
  EXPECT_EQ(*back.value, record);
  // A version-1 link lists every value; fewer values (an option added later) take defaults.
  std::string old = as_version_1(link);
  old.replace(0, std::string("1.pavilion.3--0").size(), "1.pavilion.3-coloured-0");
  auto v1 = decode<pavilion::State>(old);
  ASSERT_TRUE(v1.ok()) << v1.error;
  EXPECT_EQ(v1.value->options, record.options);
}

TEST(Link, DecodesPercentEncodedCharacters) {
  const auto record = random_game<classic::State>(3, 2);
  const std::string link = encode_link(record, "s=Hee");
  std::string mailed = link;
  mailed.replace(mailed.find('~'), 1, "%7E");
  auto split = split_link(mailed);
  ASSERT_TRUE(split.ok()) << split.error;
  EXPECT_EQ(split.value->fields, "s=Hee");
  auto back = decode_link<classic::State>(*split.value);
  ASSERT_TRUE(back.ok()) << back.error;
  EXPECT_EQ(*back.value, record);
}

// Version-1 links have no check: decoding itself must still refuse damage or give a whole game.
TEST(Link, CorruptedVersion1PayloadNeverYieldsAPartialGame) {
  const auto record = random_game<pavilion::State>(3, 21);
  const std::string link = as_version_1(encode_link(record));
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
