// Links version 2 carry a check over their whole content (engine/record/link.h): a link with
// any single character changed, dropped or inserted must not open. Measured over real links
// (finished and partial games of both kinds, 2 to 4 players, with seat codes) and printed, as
// the share of mutations that were refused; every one must be.
#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <vector>

#include "engine/core/playout.h"
#include "engine/core/rng.h"
#include "engine/games.h"
#include "ui/share/share_link.h"

namespace azul::ui {
namespace {

constexpr int kMutations = 12000;
// What a link is made of, and the characters a person or a chat app might put into one.
constexpr std::string_view kLinkCharacters =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~=&%";

template <Game S>
std::string random_link(int players, std::uint64_t seed, std::size_t max_actions) {
  typename S::Options options;
  options.players = players;
  GameRecord<S> record{options, seed, {}};
  S state(options);
  Rng rng(seed);
  while (!state.is_terminal() && record.actions.size() < max_actions) {
    const Action a = state.is_chance() ? sample_chance(state, rng) : random_move(state, rng);
    state.apply_unchecked(a);
    record.actions.push_back(a);
  }
  std::vector<SeatSetup> seats(static_cast<std::size_t>(players), SeatSetup{false, "hard"});
  seats[0].human = true;
  return make_share_link(record, seats);
}

std::vector<std::string> real_links() {
  std::vector<std::string> links;
  for (int players = 2; players <= 4; ++players)
    for (std::size_t cut : {std::size_t{60}, SIZE_MAX}) {
      links.push_back(random_link<pavilion::State>(players, 100 + players, cut));
      links.push_back(random_link<classic::State>(players, 200 + players, cut));
    }
  return links;
}

// One random change, drop or insertion of a character; never the same text.
std::string mutate(const std::string& link, Rng& rng) {
  while (true) {
    std::string out = link;
    const auto at = rng.below(static_cast<std::uint32_t>(link.size()));
    const char c = kLinkCharacters[rng.below(static_cast<std::uint32_t>(kLinkCharacters.size()))];
    switch (rng.below(3)) {
      case 0:
        out[at] = c;
        break;
      case 1:
        out.erase(at, 1);
        break;
      default:
        out.insert(out.begin() + at, c);
    }
    if (out != link) return out;
  }
}

TEST(LinkIntegrity, EverySingleCharacterMutationOfARealLinkIsRefused) {
  const std::vector<std::string> links = real_links();
  for (const std::string& link : links) ASSERT_TRUE(open_share_link(link).ok()) << link;
  Rng rng(2026);
  int refused = 0;
  for (int i = 0; i < kMutations; ++i) {
    const std::string& link = links[static_cast<std::size_t>(i) % links.size()];
    const std::string damaged = mutate(link, rng);
    auto opened = open_share_link(damaged);
    if (!opened.ok()) {
      ++refused;
      EXPECT_FALSE(opened.error.empty());
    } else {
      ADD_FAILURE() << "opened after a mutation:\n  " << link << "\n  " << damaged;
    }
  }
  std::printf(
      "link integrity: %d of %d single-character mutations refused (%.3f%%) over %zu links\n",
      refused, kMutations, 100.0 * refused / kMutations, links.size());
  EXPECT_EQ(refused, kMutations);
}

}  // namespace
}  // namespace azul::ui
