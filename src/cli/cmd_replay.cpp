// azul-cli replay FILE|- [--json]: validates a record of either game (from standard input for
// -) and prints the scores at the end of each round without end bonuses, the end bonuses, the
// final scores and each player's breakdown (docs/engine-protocol.md, "azul-cli replay").
#include <cstdio>
#include <string>
#include <vector>

#include "cli/args.h"
#include "cli/command.h"
#include "cli/files.h"
#include "cli/json.h"
#include "cli/round_breakdown.h"
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
  const S state = replay(*record.value);
  const int players = state.num_players();
  const GameBreakdown points = game_breakdown(*record.value);
  const std::vector<int> won = state.is_terminal() ? winners(state) : std::vector<int>{};

  if (json) {
    JsonWriter out;
    out.begin_object().key("game").value(S::kName).key("players").value(players);
    out.key("actions").value(static_cast<int>(record.value->actions.size()));
    out.key("finished").value(state.is_terminal()).key("rounds").begin_array();
    for (const RoundPoints& round : points.rounds) {
      if (!round.complete) continue;
      out.begin_array();
      for (const SeatPoints& seat : round.seats) out.value(seat.score);
      out.end_array();
    }
    out.end_array().key("final").begin_object().key("end_bonuses").begin_array();
    for (const SeatPoints& seat : points.end_bonuses) out.value(seat.total);
    out.end_array().key("scores").begin_array();
    for (int p = 0; p < players; ++p) out.value(state.score(p));
    out.end_array().key("winners").begin_array();
    for (int w : won) out.value(w + 1);
    out.end_array().end_object().key("by_round");
    write_breakdown_json(out, points);
    out.key("breakdown").begin_array();
    for (int p = 0; p < players; ++p) {
      out.begin_array();
      for (const ScoreLine& line : state.breakdown(p))
        out.begin_object()
            .key("label")
            .value(line.label)
            .key("points")
            .value(line.points)
            .end_object();
      out.end_array();
    }
    out.end_array().end_object();
    std::printf("%s\n", out.text().c_str());
    return 0;
  }

  std::printf("%s, %d players, %zu actions, %s\n", std::string(S::kName).c_str(), players,
              record.value->actions.size(), state.is_terminal() ? "finished" : "not finished");
  std::printf("%-12s", "round");
  for (int p = 0; p < players; ++p) std::printf("  seat %-4d", p + 1);
  std::printf("\n");
  for (const RoundPoints& round : points.rounds) {
    if (!round.complete) continue;
    std::printf("%-12d", round.round);
    for (const SeatPoints& seat : round.seats) std::printf("  %9d", seat.score);
    std::printf("\n");
  }
  if (points.finished) {
    std::printf("%-12s", "end bonuses");
    for (const SeatPoints& seat : points.end_bonuses) std::printf("  %+9d", seat.total);
    std::printf("\n");
  }
  std::printf("%-12s", "now");
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

AZUL_CLI_COMMAND(replay, "replay FILE|- [--json]",
                 "validate a record; print scores by round, end bonuses, final scores, breakdown",
                 run_replay);

}  // namespace azul::cli
