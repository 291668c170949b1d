// The bots that sit at the seats of a CLI game, one per seat, by level name (ai/levels.h).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "ai/make_bot.h"
#include "cli/args.h"

namespace azul::cli {

template <Game S>
class SeatBots {
 public:
  SeatBots(const std::vector<std::string>& levels, std::uint64_t seed) {
    for (std::size_t seat = 0; seat < levels.size(); ++seat) {
      auto bot = ai::make_bot<S>(levels[seat], seed * 31 + seat);
      if (!bot) throw UsageError("unknown bot level '" + levels[seat] + "'");
      bots_.push_back(std::move(bot));
    }
  }
  Action choose(const S& state) { return ai::think(*bots_[state.current_player()], state); }

 private:
  std::vector<std::unique_ptr<ai::Bot<S>>> bots_;
};

}  // namespace azul::cli
