// azul-cli replay FILE [--json]: validates a record of either game and prints the scores at
// the end of each round, the final scores and each player's end-scoring breakdown.
#include <cstdio>
#include <string>
#include <vector>

#include "cli/args.h"
#include "cli/command.h"
#include "cli/files.h"
#include "cli/json.h"
#include "engine/games.h"
#include "engine/record/record.h"

namespace azul::cli {
namespace {

template <Game S>
int report(const RecordText& text, bool json) {
  auto record = resolve_record<S>(text);
  if (!record.ok()) {
    std::fprintf(stderr, "azul-cli replay: %s\n", record.error.c_str());
    return 1;
  }
  // Scores after each completed round, observed while replaying.
  std::vector<std::vector<int>> round_scores;
  S state(record.value->options);
  const int players = state.num_players();
  auto snapshot = [&] {
    std::vector<int> scores;
    for (int p = 0; p < players; ++p) scores.push_back(state.score(p));
    round_scores.push_back(scores);
  };
  for (Action action : record.value->actions) {
    const int round_before = state.round();
    state.apply_unchecked(action);
    if (state.round() != round_before) snapshot();
  }
  if (state.is_terminal()) snapshot();
  const std::vector<int> won = state.is_terminal() ? winners(state) : std::vector<int>{};

  if (json) {
    std::printf("{\"game\":%s,\"players\":%d,\"actions\":%zu,\"finished\":%s,\"rounds\":[",
                json_string(std::string(S::kName)).c_str(), players, record.value->actions.size(),
                state.is_terminal() ? "true" : "false");
    for (std::size_t r = 0; r < round_scores.size(); ++r) {
      std::printf("%s[", r ? "," : "");
      for (int p = 0; p < players; ++p) std::printf("%s%d", p ? "," : "", round_scores[r][p]);
      std::printf("]");
    }
    std::printf("],\"scores\":[");
    for (int p = 0; p < players; ++p) std::printf("%s%d", p ? "," : "", state.score(p));
    std::printf("],\"winners\":[");
    for (std::size_t i = 0; i < won.size(); ++i) std::printf("%s%d", i ? "," : "", won[i] + 1);
    std::printf("],\"breakdown\":[");
    for (int p = 0; p < players; ++p) {
      std::printf("%s[", p ? "," : "");
      const auto lines = state.breakdown(p);
      for (std::size_t i = 0; i < lines.size(); ++i)
        std::printf("%s{\"label\":%s,\"points\":%d}", i ? "," : "",
                    json_string(lines[i].label).c_str(), lines[i].points);
      std::printf("]");
    }
    std::printf("]}\n");
    return 0;
  }

  std::printf("%s, %d players, %zu actions, %s\n", std::string(S::kName).c_str(), players,
              record.value->actions.size(), state.is_terminal() ? "finished" : "not finished");
  std::printf("%-10s", "round");
  for (int p = 0; p < players; ++p) std::printf("  seat %-4d", p + 1);
  std::printf("\n");
  for (std::size_t r = 0; r < round_scores.size(); ++r) {
    std::printf("%-10zu", r + 1);
    for (int p = 0; p < players; ++p) std::printf("  %9d", round_scores[r][p]);
    std::printf("\n");
  }
  std::printf("%-10s", "now");
  for (int p = 0; p < players; ++p) std::printf("  %9d", state.score(p));
  std::printf("\n");
  for (int p = 0; p < players; ++p) {
    std::printf("\nseat %d breakdown:\n", p + 1);
    for (const ScoreLine& line : state.breakdown(p))
      std::printf("  %-28s %5d\n", line.label.c_str(), line.points);
  }
  if (state.is_terminal()) {
    std::printf("\nwinner%s:", won.size() > 1 ? "s (shared)" : "");
    for (int seat : won) std::printf(" seat %d", seat + 1);
    std::printf("\n");
  }
  return 0;
}

int run_replay(const std::vector<std::string>& words) {
  Args args(words, {}, {"json"});
  if (args.positional().size() != 1) throw UsageError("expected one record file");
  const std::string text = read_text_file(args.positional()[0]);
  auto split = parse_record_text(text);
  if (!split.ok()) {
    std::fprintf(stderr, "azul-cli replay: %s: %s\n", args.positional()[0].c_str(),
                 split.error.c_str());
    return 1;
  }
  int status = 1;
  const bool known = with_game(split.value->game, [&](auto tag) {
    using S = typename decltype(tag)::type;
    status = report<S>(*split.value, args.has("json"));
  });
  if (!known) {
    std::fprintf(stderr, "azul-cli replay: unknown game '%s'\n", split.value->game.c_str());
    return 1;
  }
  return status;
}

}  // namespace

AZUL_CLI_COMMAND(replay, "replay FILE [--json]",
                 "validate a record; print per-round and final scores and the breakdown",
                 run_replay);

}  // namespace azul::cli
