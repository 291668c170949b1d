// The bots of the CLI's games: a bot given on the command line as
// "level[@budget][+key=value[+key=value...]]" (ai::parse_bot_spec), checked against the game, and
// the bots that sit at the seats of one game (`azul-cli play`; the arena builds its own per game).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ai/make_bot.h"
#include "cli/args.h"

namespace azul::cli {

struct BotSpec {
  std::string label;  // as given on the command line
  std::string level;
  std::optional<ai::Budget> budget;
  std::string tuning;  // "key=value,..." overrides for tuning experiments
};

// The bot `text` names, its budget `common` unless it gives its own; a UsageError for an unknown
// level or a setting the game does not have.
template <Game S>
BotSpec parse_bot_spec(const std::string& text, const std::optional<ai::Budget>& common) {
  const ai::BotSpec parsed = ai::parse_bot_spec(text);
  if (!parsed.error.empty()) throw UsageError("bot '" + text + "': " + parsed.error);
  BotSpec spec{text, parsed.level, parsed.budget ? parsed.budget : common, parsed.tuning};
  if (!ai::make_bot<S>(spec.level, 0))
    throw UsageError("unknown bot level '" + spec.level + "' in " + std::string(S::kName));
  ai::MctsConfig config;
  ai::Knowledge<S> knowledge;
  double noise = 0;
  const std::string error = ai::apply_tuning<S>(spec.tuning, config, knowledge, noise);
  if (!error.empty()) throw UsageError("bot '" + text + "': " + error);
  return spec;
}

template <Game S>
class SeatBots {
 public:
  SeatBots(const std::vector<std::string>& bots, std::uint64_t seed) {
    for (std::size_t seat = 0; seat < bots.size(); ++seat) {
      const BotSpec spec = parse_bot_spec<S>(bots[seat], std::nullopt);
      bots_.push_back(ai::make_bot<S>(spec.level, seed * 31 + seat, spec.budget, spec.tuning));
    }
  }
  Action choose(const S& state) { return ai::think(*bots_[state.current_player()], state); }

 private:
  std::vector<std::unique_ptr<ai::Bot<S>>> bots_;
};

}  // namespace azul::cli
