// Plays whole games between bots for the AI's unit tests: the options of a player count and a
// game loop that checks every move the bots make.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "engine/core/playout.h"

namespace azul::ai {

template <Game S>
typename S::Options options_for(int players) {
  typename S::Options options;
  OptionPairs pairs = options.to_pairs();
  for (auto& [key, value] : pairs)
    if (key == "players") value = std::to_string(players);
  return *S::Options::from_pairs(pairs).value;
}

// Plays `state` to the end, the chance events drawn from `seed`; the bot of seat p is
// bots[(p + offset) % n]. Every move is checked.
template <Game S>
S play_out(S state, std::vector<std::unique_ptr<Bot<S>>>& bots, std::uint64_t seed,
           int offset = 0) {
  Rng chance(seed);
  while (!state.is_terminal()) {
    if (state.is_chance()) {
      state.apply_unchecked(sample_chance(state, chance));
      continue;
    }
    Bot<S>& bot = *bots[(state.current_player() + offset) % bots.size()];
    const Action move = think(bot, state);
    const Status applied = state.apply(move);
    EXPECT_TRUE(applied.ok()) << bot.name() << ": " << applied.message();
    if (!applied.ok()) break;
  }
  return state;
}

// Plays a whole game with the default options for one player per bot (see play_out).
template <Game S>
S play_game(std::vector<std::unique_ptr<Bot<S>>>& bots, std::uint64_t seed, int offset = 0) {
  return play_out(S(options_for<S>(static_cast<int>(bots.size()))), bots, seed, offset);
}

}  // namespace azul::ai
