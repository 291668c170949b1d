// azul-cli engine: the text protocol (docs/engine-protocol.md). One command per line on stdin,
// answers on stdout, flushed after every answer. Every answer ends with exactly one final line
// (`ok`, `error ...`, `bestmove ...`, `legal ...`, `chance ...`, `scores ...`, `turn ...`,
// `dealt ...`, `readyok`); lines before it start with `info` or `| `.
#include <cstdio>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <variant>

#include "ai/levels.h"
#include "ai/make_bot.h"
#include "cli/args.h"
#include "cli/command.h"
#include "engine/core/playout.h"
#include "engine/games.h"
#include "engine/record/record.h"

namespace azul::cli {
namespace {

void answer(const std::string& text) {
  std::fputs(text.c_str(), stdout);
  std::fputc('\n', stdout);
  std::fflush(stdout);
}

std::vector<std::string> words_of(const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  return words;
}

// The game being analysed: its record so far and the live state.
template <Game S>
struct Session {
  GameRecord<S> record;
  S state;
  Rng dealer{1};  // used only by `deal random`

  explicit Session(GameRecord<S> r) : record(std::move(r)), state(replay(record)) {}

  void apply_recorded(Action action) {
    state.apply_unchecked(action);
    record.actions.push_back(action);
  }

  void legal() const {
    if (state.is_terminal()) return answer("legal");
    if (state.is_chance()) {
      ChanceList outcomes;
      state.chance_outcomes(outcomes);
      std::string line = "chance";
      for (const ChanceOutcome& o : outcomes)
        line += " " + state.action_to_string(o.action) + "=" + std::to_string(o.weight);
      return answer(line);
    }
    ActionList actions;
    state.legal_actions(actions);
    std::string line = "legal";
    for (std::size_t i = 0; i < actions.size(); ++i)
      line += (i ? " | " : " ") + state.action_to_string(actions[i]);
    answer(line);
  }

  void apply(const std::string& notation) {
    if (state.is_terminal()) return answer("error the game is over");
    auto action = state.parse_action(notation);
    if (!action.ok()) return answer("error " + action.error);
    if (Status applied = state.apply(*action.value); !applied)
      return answer("error " + applied.message());
    record.actions.push_back(*action.value);
    answer("ok");
  }

  void deal_random(const std::vector<std::string>& words) {
    if (words.size() == 4 && words[2] == "seed") {
      std::int64_t seed = 0;
      try {
        seed = std::stoll(words[3]);
      } catch (const std::exception&) {
        return answer("error deal random seed needs a number");
      }
      dealer.reseed(static_cast<std::uint64_t>(seed));
    } else if (words.size() != 2) {
      return answer("error usage: deal random [seed N]");
    }
    if (!state.is_chance()) return answer("error no tile is to be dealt now");
    std::string dealt;
    while (state.is_chance()) {
      const Action a = sample_chance(state, dealer);
      dealt += state.action_to_string(a);
      apply_recorded(a);
    }
    answer("dealt " + dealt);
  }

  void go(const std::vector<std::string>& words) {
    if (state.is_terminal()) return answer("error the game is over");
    if (state.is_chance())
      return answer("error a tile must be dealt first (apply a colour or deal random)");
    std::string level = "hard";
    std::optional<double> time_ms;
    std::optional<std::int64_t> iterations;
    std::uint64_t seed = 1;
    for (std::size_t i = 1; i < words.size(); i += 2) {
      if (i + 1 >= words.size()) return answer("error '" + words[i] + "' needs a value");
      const std::string& key = words[i];
      const std::string& value = words[i + 1];
      try {
        if (key == "level") {
          if (!ai::is_bot_level(value)) return answer("error unknown level '" + value + "'");
          level = value;
        } else if (key == "time") {
          time_ms = std::stod(value);
          if (*time_ms <= 0) return answer("error time must be positive");
        } else if (key == "iterations") {
          iterations = std::stoll(value);
          if (*iterations <= 0) return answer("error iterations must be positive");
        } else if (key == "seed") {
          seed = static_cast<std::uint64_t>(std::stoull(value));
        } else {
          return answer("error unknown go option '" + key + "'");
        }
      } catch (const std::exception&) {
        return answer("error '" + key + "' needs a number, not '" + value + "'");
      }
    }
    std::optional<ai::Budget> budget;
    if (time_ms || iterations) budget = ai::Budget{time_ms, iterations};
    auto bot = ai::make_bot<S>(level, seed, budget);
    const Action best = ai::think(*bot, state, 5.0);
    const ai::BotInfo info = bot->info();
    std::string pv;
    {
      S line = state;
      for (Action a : info.principal_variation) {
        if (line.is_terminal() || line.is_chance() || !line.is_legal(a)) break;
        pv += (pv.empty() ? "" : " | ") + line.action_to_string(a);
        line.apply_unchecked(a);
      }
    }
    char text[256];
    std::snprintf(text, sizeof text,
                  "info level %s value %.3f margin %.2f iterations %lld time %.0f", level.c_str(),
                  info.value, info.margin, static_cast<long long>(info.iterations),
                  info.elapsed_ms);
    answer(text);
    if (!pv.empty()) answer("info pv " + pv);
    answer("bestmove " + state.action_to_string(best));
  }

  void turn() const {
    if (state.is_terminal()) return answer("turn over");
    if (state.is_chance()) return answer("turn chance");
    answer("turn " + std::to_string(state.current_player() + 1));
  }

  void scores() const {
    std::string line = "scores";
    for (int p = 0; p < state.num_players(); ++p) line += " " + std::to_string(state.score(p));
    if (state.is_terminal()) {
      line += " winners";
      for (int w : winners(state)) line += " " + std::to_string(w + 1);
    }
    answer(line);
  }

  void dump(const std::string& text) const {
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) std::printf("| %s\n", line.c_str());
    answer("ok");
  }
};

using AnySession = NoneOrOneOfGames<Session>;

// Reads the record lines after `position` up to a line `end`; sets the session or explains.
void position(AnySession& session, std::istream& in) {
  std::string text;
  bool ended = false;
  for (std::string line; std::getline(in, line);) {
    text += line + "\n";
    if (words_of(line) == std::vector<std::string>{"end"}) {
      ended = true;
      break;
    }
  }
  if (!ended) return answer("error 0 the record has no 'end' line");
  auto split = parse_record_text(text);
  auto line_of = [](const std::string& error) {
    // Errors from the record reader start with "line N: ".
    if (error.rfind("line ", 0) == 0) {
      const std::size_t colon = error.find(':');
      return error.substr(5, colon - 5) + " " + error.substr(colon + 2);
    }
    return "0 " + error;
  };
  if (!split.ok()) return answer("error " + line_of(split.error));
  std::string error;
  const bool known = with_game(split.value->game, [&](auto tag) {
    using S = typename decltype(tag)::type;
    auto record = resolve_record<S>(*split.value);
    if (!record.ok()) {
      error = line_of(record.error);
      return;
    }
    session.template emplace<Session<S>>(std::move(*record.value));
  });
  if (!known) return answer("error 0 unknown game '" + split.value->game + "'");
  if (!error.empty()) return answer("error " + error);
  answer("ok");
}

// `newgame GAME [key value]...`: a fresh game; options not given take their defaults.
void new_game(AnySession& session, const std::vector<std::string>& words) {
  if (words.size() < 2 || words.size() % 2 != 0)
    return answer("error usage: newgame " + game_ids() + " [key value]...");
  std::string error;
  const bool known = with_game(words[1], [&](auto tag) {
    using S = typename decltype(tag)::type;
    OptionPairs pairs;
    for (std::size_t i = 2; i + 1 < words.size(); i += 2)
      pairs.emplace_back(words[i], words[i + 1]);
    auto options = S::Options::from_pairs(pairs);
    if (!options.ok()) {
      error = options.error;
      return;
    }
    session.template emplace<Session<S>>(GameRecord<S>{*options.value, std::nullopt, {}});
  });
  if (!known) return answer("error unknown game '" + words[1] + "'");
  if (!error.empty()) return answer("error " + error);
  answer("ok");
}

int run_engine(const std::vector<std::string>& words) {
  Args args(words, {});
  if (!args.positional().empty()) throw UsageError("engine takes no arguments");
  AnySession session;
  for (std::string line; std::getline(std::cin, line);) {
    const std::vector<std::string> w = words_of(line);
    if (w.empty()) continue;
    const std::string& command = w[0];
    if (command == "quit") break;
    if (command == "isready") {
      answer("readyok");
      continue;
    }
    if (command == "position") {
      if (w.size() != 1)
        answer("error 0 'position' takes no arguments; the record follows");
      else
        position(session, std::cin);
      continue;
    }
    if (command == "newgame") {
      new_game(session, w);
      continue;
    }
    if (std::holds_alternative<std::monostate>(session)) {
      answer("error no game: send 'position' or 'newgame' first");
      continue;
    }
    std::visit(
        [&](auto& s) {
          if constexpr (!std::is_same_v<std::decay_t<decltype(s)>, std::monostate>) {
            const std::string rest = line.substr(line.find(command) + command.size());
            if (command == "legal" && w.size() == 1)
              s.legal();
            else if (command == "apply" && w.size() > 1)
              s.apply(rest);
            else if (command == "deal" && w.size() >= 2 && w[1] == "random")
              s.deal_random(w);
            else if (command == "go")
              s.go(w);
            else if (command == "turn" && w.size() == 1)
              s.turn();
            else if (command == "scores" && w.size() == 1)
              s.scores();
            else if (command == "state" && w.size() == 1)
              s.dump(s.state.to_string());
            else if (command == "record" && w.size() == 1)
              s.dump(print_record(s.record));
            else
              answer("error unknown or malformed command '" + line + "'");
          }
        },
        session);
  }
  return 0;
}

}  // namespace

AZUL_CLI_COMMAND(engine, "engine", "text protocol on stdin/stdout (docs/engine-protocol.md)",
                 run_engine);

}  // namespace azul::cli
