// Building a game's Options from azul-cli flags, shared by every subcommand that starts a game.
//   --game pavilion|azul  --players N  --seed S  --start SEAT|random
//   plus each game's own option keys as flags: --side, --floor, --wilds (pavilion), --wall (azul).
// "random" for --start or --wilds is resolved here with the project's Rng from the seed, so the
// engine only ever sees concrete options and the record shows what was drawn.
#pragma once

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "cli/args.h"
#include "engine/core/game.h"
#include "engine/core/rng.h"

namespace azul::cli {

// Flags understood by options_from_args (add them to an Args flag list).
inline const std::vector<std::string> kSetupFlags = {"game", "players", "seed",  "start",
                                                     "side", "floor",   "wilds", "wall"};

// The --seed value, or a fresh random one when absent.
inline std::uint64_t seed_from_args(const Args& args) {
  if (args.has("seed")) return static_cast<std::uint64_t>(args.get_int("seed", 0, 0, INT64_MAX));
  std::random_device device;
  return (static_cast<std::uint64_t>(device()) << 32) ^ device();
}

// Shuffles the characters of `text` (a random permutation of e.g. the wild-colour order).
inline std::string shuffled(std::string text, Rng& rng) {
  for (std::size_t i = text.size(); i > 1; --i)
    std::swap(text[i - 1], text[rng.below(static_cast<std::uint32_t>(i))]);
  return text;
}

template <Game S>
typename S::Options options_from_args(const Args& args, std::uint64_t seed) {
  // A separate stream from the chance draws, so that setup choices never shift the deal.
  Rng rng(seed ^ 0x5e7u);
  OptionPairs pairs = typename S::Options{}.to_pairs();
  for (const std::string& flag : kSetupFlags) {
    if (flag == "game" || flag == "seed" || !args.has(flag)) continue;
    bool known = false;
    for (auto& [key, value] : pairs) {
      if (key != flag) continue;
      known = true;
      value = args.get(flag, value);
    }
    if (!known) throw UsageError("--" + flag + " does not apply to " + std::string(S::kName));
  }
  int players = 0;
  for (auto& [key, value] : pairs)
    if (key == "players") players = std::atoi(value.c_str());
  for (auto& [key, value] : pairs) {
    if (value != "random") continue;
    if (key == "start") {
      if (players < 2 || players > kMaxPlayers) throw UsageError("--players must be 2, 3 or 4");
      value = std::to_string(1 + rng.below(static_cast<std::uint32_t>(players)));
    } else {
      const OptionPairs defaults = typename S::Options{}.to_pairs();
      for (const auto& [default_key, default_value] : defaults)
        if (default_key == key) value = shuffled(default_value, rng);
    }
  }
  auto options = S::Options::from_pairs(pairs);
  if (!options.ok()) throw UsageError(options.error);
  if (Status valid = options.value->validate(); !valid) throw UsageError(valid.message());
  return *options.value;
}

}  // namespace azul::cli
