// azul-cli soak [--games N] [--game G] [--players P] [--where TEXT] [--seed S]: plays N random
// games for every game x player count x option set (or the ones selected), checking every invariant
// at every step (engine/core/invariants.h) and the record round-trip and replay at the end of each
// game. Exits 1 on the first failure, printing the configuration, seed and step so that it can be
// reproduced.
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "cli/args.h"
#include "cli/command.h"
#include "engine/core/invariants.h"
#include "engine/core/playout.h"
#include "engine/games.h"
#include "engine/record/record_checks.h"

namespace azul::cli {
namespace {

// Every step checks every invariant; membership and notation round-trip are checked for a few
// random legal moves per step, and one unlisted id is probed, so that a million games per
// configuration stay feasible (the unit tests check every legal move at every step).
constexpr StateChecks kSoakChecks{.moves_checked = 2, .illegal_probes = 1};

// The option sets soaked for a game, from its schema: every combination of the values of its
// choice options; a letter order (the wild colours) alternates between its default and its
// letters reversed. The player count and the start seat vary per run and per game.
std::vector<OptionPairs> option_sets(OptionSchema schema) {
  std::vector<OptionPairs> sets = {{}};
  for (const OptionSpec& spec : schema) {
    if (spec.kind != OptionKind::kChoice) continue;
    std::vector<OptionPairs> crossed;
    for (const OptionPairs& set : sets)
      for (const OptionValue& value : spec.values) {
        crossed.push_back(set);
        crossed.back().emplace_back(std::string(spec.key), std::string(value.value));
      }
    sets = std::move(crossed);
  }
  for (const OptionSpec& spec : schema) {
    if (spec.kind != OptionKind::kLetterOrder) continue;
    for (std::size_t i = 1; i < sets.size(); i += 2)
      sets[i].emplace_back(std::string(spec.key),
                           std::string(spec.letters.rbegin(), spec.letters.rend()));
  }
  return sets;
}

std::string describe(const OptionPairs& pairs) {
  std::string out;
  for (const auto& [key, value] : pairs) out += (out.empty() ? "" : " ") + key + "=" + value;
  return out;
}

// One configuration; returns false (after printing why) on the first broken invariant.
template <Game S>
bool soak_config(const OptionPairs& overrides, int players, long games, std::uint64_t seed,
                 long& steps) {
  OptionPairs pairs = typename S::Options{}.to_pairs();
  for (auto& [key, value] : pairs) {
    if (key == "players") value = std::to_string(players);
    for (const auto& [k, v] : overrides)
      if (k == key) value = v;
  }
  auto options = S::Options::from_pairs(pairs);
  if (!options.ok()) {
    std::printf("FAIL %s %s: bad options: %s\n", std::string(S::kName).c_str(),
                describe(pairs).c_str(), options.error.c_str());
    return false;
  }
  for (long g = 0; g < games; ++g) {
    const std::uint64_t game_seed = seed + static_cast<std::uint64_t>(g);
    Rng rng(game_seed);
    for (auto& [key, value] : pairs)
      if (key == "start") value = std::to_string(1 + (g % players));
    options = S::Options::from_pairs(pairs);
    S state(*options.value);
    GameRecord<S> record{*options.value, game_seed, {}};
    long step = 0;
    while (true) {
      if (Status ok = check_state(state, rng, kSoakChecks); !ok) {
        std::printf("FAIL %s %s seed=%llu step=%ld: %s\n%s\n", std::string(S::kName).c_str(),
                    describe(pairs).c_str(), static_cast<unsigned long long>(game_seed), step,
                    ok.message().c_str(), state.to_string().c_str());
        return false;
      }
      if (state.is_terminal()) break;
      const Action action = state.is_chance() ? sample_chance(state, rng) : random_move(state, rng);
      state.apply_unchecked(action);
      record.actions.push_back(action);
      ++step;
    }
    steps += step;
    if (Status ok = check_record(record, state); !ok) {
      std::printf("FAIL %s %s seed=%llu: %s\n", std::string(S::kName).c_str(),
                  describe(pairs).c_str(), static_cast<unsigned long long>(game_seed),
                  ok.message().c_str());
      return false;
    }
  }
  return true;
}

int run_soak(const std::vector<std::string>& words) {
  Args args(words, {"games", "game", "players", "where", "seed"});
  const long games = args.get_int("games", 100, 1, 1'000'000'000);
  const std::uint64_t seed = static_cast<std::uint64_t>(args.get_int("seed", 1, 0, INT64_MAX));
  const std::string only = args.get("game", "");
  const long only_players = args.get_int("players", 0, 2, kMaxPlayers);
  const std::string where = args.get("where", "");
  if (!only.empty() && !with_game(only, [](auto) {}))
    throw UsageError("unknown game '" + only + "' (" + game_ids() + ")");
  int configs = 0;
  long total_steps = 0;
  const auto start = std::chrono::steady_clock::now();
  for (const GameInfo* game : game_registry()) {
    const std::string_view name = game->id;
    if (!only.empty() && only != name) continue;
    for (const OptionPairs& overrides : option_sets(game->options)) {
      if (describe(overrides).find(where) == std::string::npos) continue;
      for (int players = 2; players <= kMaxPlayers; ++players) {
        if (only_players != 0 && players != only_players) continue;
        bool passed = false;
        long steps = 0;
        const auto config_start = std::chrono::steady_clock::now();
        with_game(name, [&](auto tag) {
          passed =
              soak_config<typename decltype(tag)::type>(overrides, players, games, seed, steps);
        });
        if (!passed) return 1;
        ++configs;
        total_steps += steps;
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - config_start).count();
        std::printf("ok   %-8s players=%d %-40s %ld games, %ld steps checked, %.1f s\n",
                    std::string(name).c_str(), players, describe(overrides).c_str(), games, steps,
                    seconds);
        std::fflush(stdout);
      }
    }
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (configs == 0) throw UsageError("no configuration matches --where '" + where + "'");
  std::printf("soak: %d configurations x %ld games passed, %ld steps checked in %.1f s\n", configs,
              games, total_steps, seconds);
  return 0;
}

}  // namespace

AZUL_CLI_COMMAND(soak,
                 "soak [--games N] [--game pavilion|azul] [--players P] [--where 'key=value'] "
                 "[--seed S]",
                 "random games of every configuration with all invariants checked at every step",
                 run_soak);

}  // namespace azul::cli
