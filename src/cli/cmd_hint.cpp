// azul-cli hint FILE [--moves N] [--level L] [--budget B] [--seed S]: the best move of the
// player to move after a record (or after its first N actions), with the search's evaluation:
// expected result (0..1), expected point margin against the best opponent, the most
// considered moves and the principal variation. FILE "-" reads the record from stdin.
#include <cstdio>
#include <iostream>
#include <iterator>
#include <string>

#include "ai/levels.h"
#include "ai/make_bot.h"
#include "cli/args.h"
#include "cli/command.h"
#include "cli/files.h"
#include "engine/games.h"
#include "engine/record/record.h"

namespace azul::cli {
namespace {

template <Game S>
int hint(const RecordText& text, const Args& args) {
  auto parsed = resolve_record<S>(text);
  if (!parsed.ok()) throw std::runtime_error(parsed.error);
  const GameRecord<S>& record = *parsed.value;
  const std::size_t count = static_cast<std::size_t>(
      args.get_int("moves", static_cast<std::int64_t>(record.actions.size()), 0,
                   static_cast<std::int64_t>(record.actions.size())));
  const S state = replay(record, count);
  if (state.is_terminal()) throw std::runtime_error("the game is over: there is no move to hint");
  if (state.is_chance())
    throw std::runtime_error("the next step is a tile drawn from the bag, not a player's move");

  const std::string level = args.get("level", "hard");
  std::optional<ai::Budget> budget;
  if (args.has("budget")) {
    const ai::ParsedBudget p = ai::parse_budget(args.get("budget", ""));
    if (!p.budget) throw UsageError("--budget: " + p.error);
    budget = p.budget;
  }
  const std::uint64_t seed = static_cast<std::uint64_t>(args.get_int("seed", 1, 0, INT64_MAX));
  auto bot = ai::make_bot<S>(level, seed, budget);
  if (!bot) throw UsageError("unknown level '" + level + "'");
  const Action best = ai::think(*bot, state);
  const ai::BotInfo info = bot->info();

  std::printf("seat %d to move (round %d): %s\n", state.current_player() + 1, state.round(),
              state.action_to_string(best).c_str());
  std::printf("value %.3f  margin %+.1f  iterations %lld  time %.0f ms  (%s, %s)\n", info.value,
              info.margin, static_cast<long long>(info.iterations), info.elapsed_ms, level.c_str(),
              bot->budget().to_string().c_str());
  std::printf("moves considered most:\n");
  for (const ai::MoveStat& m : info.top_moves)
    std::printf("  %-22s visits %8lld  value %.3f  margin %+6.1f  prior %.3f\n",
                state.action_to_string(m.action).c_str(), static_cast<long long>(m.visits), m.value,
                m.margin, m.prior);
  std::printf("expected line:");
  S line = state;
  for (Action a : info.principal_variation) {
    if (line.is_chance() || line.is_terminal() || !line.is_legal(a)) break;
    std::printf(" %d:%s", line.current_player() + 1, line.action_to_string(a).c_str());
    line.apply_unchecked(a);
  }
  std::printf("\n");
  return 0;
}

int run_hint(const std::vector<std::string>& words) {
  Args args(words, {"moves", "level", "budget", "seed"});
  if (args.positional().size() != 1) throw UsageError("give one record FILE (or - for stdin)");
  const std::string path = args.positional()[0];
  const std::string content = read_text_file(path);
  auto text = parse_record_text(content);
  if (!text.ok()) throw std::runtime_error(text.error);
  int status = 0;
  if (!with_game(text.value->game,
                 [&](auto tag) { status = hint<typename decltype(tag)::type>(*text.value, args); }))
    throw std::runtime_error("unknown game '" + text.value->game + "'");
  return status;
}

}  // namespace

AZUL_CLI_COMMAND(hint,
                 "hint FILE|- [--moves N] [--level L] [--budget 'time "
                 "MS'|'iterations N'] [--seed S]",
                 "the best move after a record, with the bot's evaluation", run_hint);

}  // namespace azul::cli
