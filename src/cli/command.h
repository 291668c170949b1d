// azul-cli subcommands register themselves here, so each lives in its own file:
//   AZUL_CLI_COMMAND(replay, "replay FILE [--json]", "validate a record and print its scores",
//   run_replay);
// run() gets the words after the subcommand name and returns the process exit status;
// it may throw UsageError for a bad command line.
#pragma once

#include <string>
#include <vector>

namespace azul::cli {

struct Command {
  const char* name;
  const char* usage;
  const char* summary;
  int (*run)(const std::vector<std::string>& words);
};

bool register_command(const Command& command);
const std::vector<Command>& commands();

}  // namespace azul::cli

#define AZUL_CLI_COMMAND(name, usage, summary, function) \
  static const bool azul_cli_registered_##name =         \
      ::azul::cli::register_command({#name, usage, summary, function})
