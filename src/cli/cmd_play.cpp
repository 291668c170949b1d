// azul-cli play --game G --players N --seed S [--bots a,b,...] [--record FILE]: plays a whole
// game between bots (chance drawn with the seed) and writes its record (stdout by default). A bot
// is given as in the arena: a level, optionally with its own budget and settings
// ("hard@2000it+exploration=1.4"), so that an experiment's boards can be looked at game by game.
#include <cstdio>

#include "cli/args.h"
#include "cli/bots.h"
#include "cli/command.h"
#include "cli/files.h"
#include "cli/setup.h"
#include "engine/core/playout.h"
#include "engine/games.h"
#include "engine/record/record.h"

namespace azul::cli {
namespace {

template <Game S>
int play(const Args& args, std::uint64_t seed) {
  const typename S::Options options = options_from_args<S>(args, seed);
  S state(options);
  std::vector<std::string> bots = args.get_list("bots");
  if (bots.empty()) bots.assign(state.num_players(), "random");
  if (static_cast<int>(bots.size()) != state.num_players())
    throw UsageError("--bots needs one bot per seat (" + std::to_string(state.num_players()) + ")");
  SeatBots<S> seats(bots, seed);
  Rng chance(seed);
  GameRecord<S> record{options, seed, {}};
  while (!state.is_terminal()) {
    const Action action = state.is_chance() ? sample_chance(state, chance) : seats.choose(state);
    if (Status applied = state.apply(action); !applied)
      throw std::runtime_error("a bot chose an illegal move: " + applied.message());
    record.actions.push_back(action);
  }
  const std::string text = print_record(record);
  if (args.has("record"))
    write_text_file(args.get("record", ""), text);
  else
    std::fputs(text.c_str(), stdout);
  std::fprintf(stderr, "final scores:");
  for (int p = 0; p < state.num_players(); ++p)
    std::fprintf(stderr, " seat %d (%s) %d", p + 1, bots[p].c_str(), state.score(p));
  std::fprintf(stderr, "\n");
  return 0;
}

int run_play(const std::vector<std::string>& words) {
  std::vector<std::string> flags = setup_flags();
  flags.insert(flags.end(), {"bots", "record"});
  Args args(words, flags);
  const std::uint64_t seed = seed_from_args(args);
  const std::string game = args.get("game", "pavilion");
  int status = 0;
  if (!with_game(game, [&](auto tag) { status = play<typename decltype(tag)::type>(args, seed); }))
    throw UsageError("unknown game '" + game + "' (" + game_ids() + ")");
  return status;
}

}  // namespace

AZUL_CLI_COMMAND(
    play,
    "play --game pavilion|azul --players N --seed S [--bots "
    "random,hard,hard@2000it+exploration=1.4,...] "
    "[--record FILE] [--start SEAT|random] [--side ..] [--floor ..] [--wilds ..] [--wall ..]",
    "play a whole game between bots and write its record", run_play);

}  // namespace azul::cli
