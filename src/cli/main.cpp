// azul-cli: the headless front end of the engine and AI (play, replay, bench, soak, arena,
// engine protocol, ...). Each subcommand is in its own cmd_*.cpp file.
#include <algorithm>
#include <cstdio>
#include <exception>
#include <string>
#include <vector>

#include "cli/args.h"
#include "cli/command.h"
#include "engine/games.h"

namespace azul::cli {
namespace {

std::vector<Command>& registry() {
  static std::vector<Command> all;
  return all;
}

void print_usage(std::FILE* out) {
  std::fprintf(out, "usage: azul-cli <command> [options]\n\ncommands:\n");
  for (const Command& c : commands())
    std::fprintf(out, "  %-28s %s\n  %-28s   %s\n", c.name, c.summary, "", c.usage);
  // The options of every game, from the registry: the flags of play, arena and bench.
  for (const azul::GameInfo* game : azul::game_registry()) {
    std::fprintf(out, "\n--game %s (%s) options:\n", std::string(game->id).c_str(),
                 std::string(game->title).c_str());
    for (const azul::OptionSpec& spec : game->options) {
      std::string values = azul::allowed_values(spec);
      if (spec.kind == azul::OptionKind::kStartSeat || spec.kind == azul::OptionKind::kLetterOrder)
        values += " or random";
      std::fprintf(out, "  --%-10s %s (default %s)\n  %-12s %s\n", std::string(spec.key).c_str(),
                   values.c_str(), std::string(spec.default_value).c_str(), "",
                   std::string(spec.help).c_str());
    }
  }
}

}  // namespace

bool register_command(const Command& command) {
  registry().push_back(command);
  std::sort(registry().begin(), registry().end(),
            [](const Command& a, const Command& b) { return std::string(a.name) < b.name; });
  return true;
}

const std::vector<Command>& commands() { return registry(); }

}  // namespace azul::cli

int main(int argc, char** argv) {
  using namespace azul::cli;
  if (argc < 2 || std::string(argv[1]) == "--help" || std::string(argv[1]) == "help") {
    print_usage(argc < 2 ? stderr : stdout);
    return argc < 2 ? 2 : 0;
  }
  const std::string name = argv[1];
  for (const Command& c : commands()) {
    if (name != c.name) continue;
    try {
      return c.run(std::vector<std::string>(argv + 2, argv + argc));
    } catch (const UsageError& e) {
      std::fprintf(stderr, "azul-cli %s: %s\nusage: azul-cli %s\n", c.name, e.what(), c.usage);
      return 2;
    } catch (const std::exception& e) {
      std::fprintf(stderr, "azul-cli %s: %s\n", c.name, e.what());
      return 1;
    }
  }
  std::fprintf(stderr, "azul-cli: unknown command '%s'\n", name.c_str());
  print_usage(stderr);
  return 2;
}
