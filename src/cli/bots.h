// The bots that sit at the seats of a CLI game, one per seat, by level name.
#pragma once

#include <string>
#include <vector>

#include "cli/args.h"
#include "engine/core/playout.h"

namespace azul::cli {

template <Game S>
class SeatBots {
 public:
  SeatBots(const std::vector<std::string>& levels, std::uint64_t seed) : rng_(seed ^ 0xb07u) {
    for (const std::string& level : levels)
      if (level != "random") throw UsageError("unknown bot level '" + level + "'");
  }
  Action choose(const S& state) { return random_move(state, rng_); }

 private:
  Rng rng_;
};

}  // namespace azul::cli
