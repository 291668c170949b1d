// azul-cli bench --game G --players N [--seconds T] [--seed S]: single-threaded throughput of
// uniformly random playouts through the generic Game vocabulary (games/s, moves/s).
#include <chrono>
#include <cstdio>

#include "cli/args.h"
#include "cli/command.h"
#include "cli/setup.h"
#include "engine/core/playout.h"
#include "engine/games.h"

namespace azul::cli {
namespace {

template <Game S>
void bench(const typename S::Options& options, double seconds, std::uint64_t seed) {
  using Clock = std::chrono::steady_clock;
  Rng rng(seed);
  const S initial(options);
  long games = 0, moves = 0, chance = 0;
  const auto start = Clock::now();
  double elapsed = 0;
  do {
    for (int batch = 0; batch < 64; ++batch) {
      S state = initial;
      while (!state.is_terminal()) {
        if (state.is_chance()) {
          state.apply_unchecked(sample_chance(state, rng));
          ++chance;
        } else {
          state.apply_unchecked(random_move(state, rng));
          ++moves;
        }
      }
      ++games;
    }
    elapsed = std::chrono::duration<double>(Clock::now() - start).count();
  } while (elapsed < seconds);
  std::printf(
      "bench %s players=%d: %ld games in %.2f s = %.0f games/s, %.0f moves/s, %.0f chance/s\n",
      std::string(S::kName).c_str(), initial.num_players(), games, elapsed, games / elapsed,
      moves / elapsed, chance / elapsed);
}

int run_bench(const std::vector<std::string>& words) {
  std::vector<std::string> flags = setup_flags();
  flags.push_back("seconds");
  Args args(words, flags);
  const double seconds = args.get_double("seconds", 3.0, 0.01, 3600);
  const std::uint64_t seed = args.has("seed") ? seed_from_args(args) : 1;
  const std::string game = args.get("game", "pavilion");
  if (!with_game(game, [&](auto tag) {
        using S = typename decltype(tag)::type;
        bench<S>(options_from_args<S>(args, seed), seconds, seed);
      }))
    throw UsageError("unknown game '" + game + "' (" + game_ids() + ")");
  return 0;
}

}  // namespace

AZUL_CLI_COMMAND(bench, "bench [--game pavilion|azul] [--players N] [--seconds T] [--seed S]",
                 "random-playout throughput, single thread", run_bench);

}  // namespace azul::cli
