// azul-cli engine: the text protocol (docs/engine-protocol.md). One command per line on stdin,
// answers on stdout, flushed after every answer. Every answer ends with exactly one final line
// (`ok`, `error ...`, `bestmove ...`, `legal ...`, `chance ...`, `scores ...`, `turn ...`,
// `dealt ...`, `json ...`, `readyok`); lines before it start with `info`, `event` or `| `. A
// command may begin with a request id (`@7 legal`), which then begins every line of its answer.
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
#include "cli/round_breakdown.h"
#include "cli/state_json.h"
#include "engine/core/playout.h"
#include "engine/games.h"
#include "engine/record/record.h"

namespace azul::cli {
namespace {

// "@<id> " while answering a command that came with a request id.
std::string request_prefix;

void answer(const std::string& text) {
  std::fputs((request_prefix + text).c_str(), stdout);
  std::fputc('\n', stdout);
  std::fflush(stdout);
}

// Event lines after an action (`events on`), from what changed: a tile dealt, the discarded
// tiles poured into the bag, the marker taken, a round ended, the game ended.
template <Game S>
std::vector<std::string> events_of(const S& before, Action action, const S& after) {
  std::vector<std::string> events;
  auto scores_text = [&] {
    std::string text = "scores";
    for (int seat = 0; seat < after.num_players(); ++seat)
      text += " " + std::to_string(after.score(seat));
    return text;
  };
  const bool dealt = before.is_chance();
  if (dealt) events.push_back("event dealt " + before.action_to_string(action));
  const TableFacts was = table_facts(before), is = table_facts(after);
  if (const int poured = is.bag_tiles - was.bag_tiles + (dealt ? 1 : 0); poured > 0)
    events.push_back("event refill " + std::to_string(poured));
  if (is.marker_holder >= 0 && is.marker_holder != was.marker_holder)
    events.push_back("event marker " + std::to_string(is.marker_holder + 1));
  if (after.round() != before.round() || after.is_terminal())
    events.push_back("event round-end " + std::to_string(before.round()) + " " + scores_text());
  if (after.is_terminal()) {
    std::string text = "event game-over " + scores_text() + " winners";
    for (int w : winners(after)) text += " " + std::to_string(w + 1);
    events.push_back(text);
  }
  return events;
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
  // The bot of the last `go ... reuse 1` and what it was asked with (level, seed, budget): the
  // next such `go` with the same goes on with its search tree (ai/mcts_bot.h, tree reuse).
  std::unique_ptr<ai::Bot<S>> kept_bot;
  std::string kept_bot_key;

  explicit Session(GameRecord<S> r) : record(std::move(r)), state(replay(record)) {}

  // Plays a legal action and returns its events.
  std::vector<std::string> apply_recorded(Action action) {
    const S before = state;
    state.apply_unchecked(action);
    record.actions.push_back(action);
    return events_of(before, action, state);
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

  void apply(const std::string& notation, bool events) {
    if (state.is_terminal()) return answer("error the game is over");
    auto action = state.parse_action(notation);
    if (!action.ok()) return answer("error " + action.error);
    if (!state.is_legal(*action.value)) {
      S copy = state;  // apply() explains why and changes nothing
      return answer("error " + copy.apply(*action.value).message());
    }
    for (const std::string& event : apply_recorded(*action.value))
      if (events) answer(event);
    answer("ok");
  }

  void deal_random(const std::vector<std::string>& words, bool events) {
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
      for (const std::string& event : apply_recorded(a))
        if (events) answer(event);
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
    bool reuse = false;
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
        } else if (key == "reuse") {
          if (value != "0" && value != "1") return answer("error reuse is 0 or 1");
          reuse = value == "1";
        } else {
          return answer("error unknown go option '" + key + "'");
        }
      } catch (const std::exception&) {
        return answer("error '" + key + "' needs a number, not '" + value + "'");
      }
    }
    std::optional<ai::Budget> budget;
    if (time_ms || iterations) budget = ai::Budget{time_ms, iterations};
    const std::string key = level + " " + std::to_string(seed) + " " +
                            (budget ? budget->to_string() : std::string("default"));
    std::unique_ptr<ai::Bot<S>> fresh;
    if (!reuse || !kept_bot || kept_bot_key != key) {
      fresh = ai::make_bot<S>(level, seed, budget, reuse ? "reuse_tree=1" : "");
      if (reuse) {
        kept_bot = std::move(fresh);
        kept_bot_key = key;
      }
    }
    ai::Bot<S>* bot = reuse ? kept_bot.get() : fresh.get();
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

  void breakdown(bool json) const {
    const GameBreakdown points = game_breakdown(record);
    if (json) {
      JsonWriter writer;
      write_breakdown_json(writer, points);
      return answer("json " + writer.text());
    }
    for (const std::string& line : breakdown_text(points)) answer("| " + line);
    answer("ok");
  }
};

void dump(const std::string& text) {
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) answer("| " + line);
  answer("ok");
}

// `options`: the newgame options of every game as the rows of a Markdown table (the table in
// docs/engine-protocol.md is this answer, checked by tests/protocol).
void list_options() {
  answer("| | game | key | values | default | meaning |");
  answer("| | --- | --- | --- | --- | --- |");
  for (const GameInfo* game : game_registry())
    for (const OptionSpec& spec : game->options)
      answer("| | " + std::string(game->id) + " | `" + std::string(spec.key) + "` | " +
             allowed_values(spec) + " | " + std::string(spec.default_value) + " | " +
             std::string(spec.help) + " |");
  answer("ok");
}

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

// One command of a game in progress; false when it is not one.
template <Game S>
bool game_command(Session<S>& s, const std::vector<std::string>& w, const std::string& rest,
                  bool events) {
  const std::string& command = w[0];
  const bool alone = w.size() == 1;
  const bool json = w.size() == 2 && w[1] == "json";
  if (command == "legal" && alone)
    s.legal();
  else if (command == "apply" && w.size() > 1)
    s.apply(rest, events);
  else if (command == "deal" && w.size() >= 2 && w[1] == "random")
    s.deal_random(w, events);
  else if (command == "go")
    s.go(w);
  else if (command == "turn" && alone)
    s.turn();
  else if (command == "scores" && alone)
    s.scores();
  else if (command == "state" && alone)
    dump(s.state.to_string());
  else if (command == "state" && json)
    answer("json " + state_json(s.state));
  else if (command == "breakdown" && (alone || json))
    s.breakdown(json);
  else if (command == "record" && alone)
    dump(print_record(s.record));
  else
    return false;
  return true;
}

int run_engine(const std::vector<std::string>& words) {
  Args args(words, {});
  if (!args.positional().empty()) throw UsageError("engine takes no arguments");
  AnySession session;
  bool events = false;
  for (std::string line; std::getline(std::cin, line);) {
    std::vector<std::string> w = words_of(line);
    request_prefix.clear();
    if (!w.empty() && w[0].size() > 1 && w[0][0] == '@') {
      request_prefix = w[0] + " ";
      line = line.substr(line.find(w[0]) + w[0].size());
      line.erase(0, line.find_first_not_of(' '));
      w.erase(w.begin());
    }
    if (w.empty()) {
      if (!request_prefix.empty()) answer("error a request id needs a command after it");
      continue;
    }
    const std::string& command = w[0];
    if (command == "quit") break;
    if (command == "isready") {
      answer("readyok");
    } else if (command == "position") {
      if (w.size() != 1)
        answer("error 0 'position' takes no arguments; the record follows");
      else
        position(session, std::cin);
    } else if (command == "newgame") {
      new_game(session, w);
    } else if (command == "events" && w.size() == 2 && (w[1] == "on" || w[1] == "off")) {
      events = w[1] == "on";
      answer("ok");
    } else if (command == "options" && w.size() == 1) {
      list_options();
    } else if (std::holds_alternative<std::monostate>(session)) {
      answer("error no game: send 'position' or 'newgame' first");
    } else {
      const std::string rest = line.substr(line.find(command) + command.size());
      const bool known = std::visit(
          [&](auto& s) {
            if constexpr (std::is_same_v<std::decay_t<decltype(s)>, std::monostate>)
              return false;
            else
              return game_command(s, w, rest, events);
          },
          session);
      if (!known) answer("error unknown or malformed command '" + line + "'");
    }
  }
  return 0;
}

}  // namespace

AZUL_CLI_COMMAND(engine, "engine", "text protocol on stdin/stdout (docs/engine-protocol.md)",
                 run_engine);

}  // namespace azul::cli
