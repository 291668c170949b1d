// Building a game's Options from azul-cli flags, shared by every subcommand that starts a game.
//   --game ID  --seed S  and each option of the game's schema as a flag: --players N,
//   --start SEAT|random, --side, --floor, --wilds LETTERS|random (pavilion), --wall (azul); the
//   list comes from the registry of games (engine/games.h), so a new option is a new flag.
// "random" for a start seat or a letter order is resolved here with the project's Rng from the
// seed, so the engine only ever sees concrete options and the record shows what was drawn.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "cli/args.h"
#include "engine/core/game.h"
#include "engine/core/rng.h"
#include "engine/games.h"

namespace azul::cli {

// Flags understood by options_from_args (add them to an Args flag list): game, seed and every
// option key of every game.
inline std::vector<std::string> setup_flags() {
  std::vector<std::string> flags = {"game", "seed"};
  for (const GameInfo* game : game_registry())
    for (const OptionSpec& spec : game->options)
      if (std::find(flags.begin(), flags.end(), spec.key) == flags.end())
        flags.emplace_back(spec.key);
  return flags;
}

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
  const OptionSchema schema = S::Options::schema();
  for (const std::string& flag : setup_flags())
    if (flag != "game" && flag != "seed" && args.has(flag) && !find_option(schema, flag))
      throw UsageError("--" + flag + " does not apply to " + std::string(S::kName));
  OptionPairs pairs;
  for (const OptionSpec& spec : schema)
    if (args.has(std::string(spec.key)))
      pairs.emplace_back(std::string(spec.key), args.get(std::string(spec.key), ""));
  int players = 0;  // for a random start seat: the --players given, else the default
  for (const OptionSpec& spec : schema)
    if (spec.kind == OptionKind::kPlayerCount) {
      const std::string_view given = option_value(pairs, spec.key);
      players = std::atoi(std::string(given.empty() ? spec.default_value : given).c_str());
    }
  for (auto& [key, value] : pairs) {
    if (value != kRandomOptionValue) continue;
    const OptionSpec& spec = *find_option(schema, key);
    if (spec.kind == OptionKind::kStartSeat) {
      if (players < 2 || players > kMaxPlayers) throw UsageError("--players must be 2, 3 or 4");
      value = std::to_string(1 + rng.below(static_cast<std::uint32_t>(players)));
    } else if (spec.kind == OptionKind::kLetterOrder)
      value = shuffled(std::string(spec.letters), rng);
  }
  auto options = S::Options::from_pairs(pairs);
  if (!options.ok()) throw UsageError(options.error);
  return *options.value;
}

}  // namespace azul::cli
