// azul-cli arena --game G --players N --bots a,b[,c,d] --games K --seed S [--budget B]:
// a tournament between bots. Games rotate the seats (game g puts bot i at seat (i + g) mod N)
// and each group of N rotated games starts from the same deal seed, so seat order and luck
// even out. Prints, per bot: win rate (a shared win counts as a share), average score and
// average point margin against the best other seat, each with a 95% confidence interval, and
// average and maximum thinking time per move, both wall clock and process CPU time (the CPU
// time is what a move costs on an otherwise idle machine); then each bot's win rate by seat.
//
// A bot is a level name, optionally with its own budget and tuning overrides (names of
// MctsConfig settings or of the game's Knowledge::Params): "hard", "max@200ms",
// "hard@8000it", "hard+exploration=0.7+tile=0.5", and the reference levels frozen for measuring
// the AI's changes: "hard-2026-11" (ai/make_bot.h).
// --budget sets the budget of every searching bot that has none of its own.
// --ladder plays each level of --bots (weakest first) against the one below and prints the
// ladder with Elo ratings (see ladder()).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <memory>
#include <string>
#include <vector>

#include "ai/knowledge.h"
#include "ai/levels.h"
#include "ai/make_bot.h"
#include "cli/args.h"
#include "cli/bots.h"
#include "cli/command.h"
#include "cli/match_stats.h"
#include "cli/setup.h"
#include "engine/core/playout.h"
#include "engine/games.h"

namespace azul::cli {
namespace {

struct Tally {
  Sample wins;              // win share per game (a shared win counts as a share)
  SeatShares wins_by_seat;  // the same, by the seat it played
  Sample scores;            // final score per game
  Sample margins;           // final score minus the best other seat's, per game (ai::margins_of)
  long moves = 0;
  double think_ms = 0;  // wall clock
  double max_think_ms = 0;
  double cpu_ms = 0;  // process CPU time: what the thinking costs on an idle machine
  double max_cpu_ms = 0;
};

// Process CPU time in milliseconds (std::clock), unaffected by other programs' load.
double cpu_now_ms() { return 1000.0 * static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

std::uint64_t mix(std::uint64_t a, std::uint64_t b) {
  Rng rng(a * 0x9e3779b97f4a7c15ULL + b);
  return rng.next_u64();
}

// Plays `games` games between `specs` (one per seat), rotating the seats, each group of
// rotated games from the same deal seed; adds each bot's results to `tallies` and calls
// after_game(games played, final state, seat -> bot index) after each game.
template <Game S, class AfterGame>
void play_games(const typename S::Options& options, const std::vector<BotSpec>& specs, long games,
                std::uint64_t seed, std::vector<Tally>& tallies, AfterGame after_game) {
  const int players = static_cast<int>(specs.size());
  for (long game = 0; game < games; ++game) {
    const int rotation = static_cast<int>(game % players);
    const std::uint64_t deal_seed = mix(seed, static_cast<std::uint64_t>(game / players));
    std::vector<int> bot_at(players);  // seat -> bot index
    std::vector<std::unique_ptr<ai::Bot<S>>> bots;
    for (int seat = 0; seat < players; ++seat) {
      const int index = (seat + rotation) % players;
      bot_at[seat] = index;
      bots.push_back(ai::make_bot<S>(specs[index].level, mix(deal_seed, 1000 + index * 7 + seat),
                                     specs[index].budget, specs[index].tuning));
    }
    S state(options);
    Rng chance(deal_seed);
    while (!state.is_terminal()) {
      if (state.is_chance()) {
        ChanceList outcomes;
        state.chance_outcomes(outcomes);
        if (outcomes.empty())
          throw std::runtime_error("engine error: a chance node without outcomes in game " +
                                   std::to_string(game + 1) + "\n" + state.to_string());
        state.apply_unchecked(sample_chance(state, chance));
        continue;
      }
      const int seat = state.current_player();
      const ai::Stopwatch watch;
      const double cpu_start = cpu_now_ms();
      const Action move = ai::think(*bots[seat], state);
      const double ms = watch.elapsed_ms();
      const double cpu = cpu_now_ms() - cpu_start;
      Tally& t = tallies[bot_at[seat]];
      ++t.moves;
      t.think_ms += ms;
      t.max_think_ms = std::max(t.max_think_ms, ms);
      t.cpu_ms += cpu;
      t.max_cpu_ms = std::max(t.max_cpu_ms, cpu);
      if (Status applied = state.apply(move); !applied)
        throw std::runtime_error(specs[bot_at[seat]].label +
                                 " chose an illegal move: " + applied.message());
    }
    const std::vector<int> won = winners(state);
    ai::Values scores{};
    for (int seat = 0; seat < players; ++seat) scores[seat] = state.score(seat);
    const ai::Values margins = ai::margins_of(scores, players);
    for (int seat = 0; seat < players; ++seat) {
      Tally& t = tallies[bot_at[seat]];
      const bool winner = std::find(won.begin(), won.end(), seat) != won.end();
      const double share = winner ? 1.0 / static_cast<double>(won.size()) : 0.0;
      t.wins.add(share);
      t.wins_by_seat.add(seat, share);
      t.scores.add(scores[seat]);
      t.margins.add(margins[seat]);
    }
    after_game(game + 1, state, bot_at);
  }
}

template <Game S>
int arena(const Args& args, std::uint64_t seed) {
  const typename S::Options options = options_from_args<S>(args, seed);
  const int players = S(options).num_players();
  std::optional<ai::Budget> common;
  if (args.has("budget")) {
    const ai::ParsedBudget parsed = ai::parse_budget(args.get("budget", ""));
    if (!parsed.budget) throw UsageError("--budget: " + parsed.error);
    common = parsed.budget;
  }
  std::vector<BotSpec> specs;
  for (const std::string& text : args.get_list("bots"))
    specs.push_back(parse_bot_spec<S>(text, common));
  if (static_cast<int>(specs.size()) != players)
    throw UsageError("--bots needs one bot per seat (" + std::to_string(players) + ")");
  const long games = static_cast<long>(args.get_int("games", 100, 1, 1000000));
  const bool verbose = args.has("verbose");
  const long report_every = static_cast<long>(args.get_int("report-every", 0, 0, 1000000));

  std::vector<Tally> tallies(specs.size());
  const ai::Stopwatch total;
  const auto print_table = [&](long played) {
    std::printf("arena %s, %d players, %ld games, seed %llu, %.1f s\n",
                std::string(S::kName).c_str(), players, played,
                static_cast<unsigned long long>(seed), total.elapsed_ms() / 1000);
    std::printf("%-4s %-18s %-16s %7s %9s %9s %8s %8s %8s   %s\n", "bot", "name", "budget", "win%",
                "95% CI", "avg score", "95% CI", "margin", "95% CI",
                "think time per move: average / max");
    for (std::size_t i = 0; i < specs.size(); ++i) {
      const Tally& t = tallies[i];
      auto probe = ai::make_bot<S>(specs[i].level, 0, specs[i].budget);
      const bool searches = ai::search_level<S>(ai::base_level(specs[i].level)).has_value();
      const std::string budget = searches ? probe->budget().to_string() : "one ply";
      const double moves = static_cast<double>(std::max(1L, t.moves));
      std::printf(
          "%-4zu %-18s %-16s %6.1f%% +/-%5.1f%% %9.1f +/-%5.1f %+8.1f +/-%5.1f   wall %.1f / %.1f "
          "ms   cpu %.1f / %.1f ms\n",
          i + 1, specs[i].label.c_str(), budget.c_str(), 100 * t.wins.mean(),
          100 * t.wins.half_width(), t.scores.mean(), t.scores.half_width(), t.margins.mean(),
          t.margins.half_width(), t.think_ms / moves, t.max_think_ms, t.cpu_ms / moves,
          t.max_cpu_ms);
    }
    for (std::size_t i = 0; i < specs.size(); ++i)
      std::printf("%-4zu win%% by seat: %s\n", i + 1, tallies[i].wins_by_seat.to_string().c_str());
    std::fflush(stdout);
  };
  play_games<S>(options, specs, games, seed, tallies,
                [&](long played, const S& state, const std::vector<int>& bot_at) {
                  if (verbose) {
                    std::printf("game %ld:", played);
                    for (int seat = 0; seat < players; ++seat)
                      std::printf(" %s=%d", specs[bot_at[seat]].label.c_str(), state.score(seat));
                    std::printf("\n");
                    std::fflush(stdout);
                  }
                  if (report_every > 0 && played % report_every == 0 && played < games) {
                    std::printf("after %ld games:\n", played);
                    print_table(played);
                  } else if (!verbose && played % 10 == 0) {
                    std::fprintf(stderr, "\r%ld/%ld games", played, games);
                  }
                });
  if (!verbose) std::fprintf(stderr, "\r");

  print_table(games);
  return 0;
}

// The Elo difference of a score share p (ties count half), kept finite for 0 and 1 by the
// half-game correction: p is clamped to [0.5 / n, 1 - 0.5 / n] for n games.
double elo_of(double p, long games) {
  const double edge = 0.5 / static_cast<double>(std::max(1L, games));
  p = std::clamp(p, edge, 1.0 - edge);
  return 400.0 * std::log10(p / (1.0 - p));
}

// --ladder: each level against the one below it (--bots weakest first). At 2 players the
// stronger one's score share gives an Elo step; the ratings are the sums of the steps from
// the first level (random = 0), their 95% intervals combined as independent. At 3 or 4 players the
// stronger level sits at one seat and the weaker at the others (rotating): its win share is printed
// beside the even share 1/N.
template <Game S>
int ladder(const Args& args, std::uint64_t seed) {
  const typename S::Options options = options_from_args<S>(args, seed);
  const int players = S(options).num_players();
  std::vector<BotSpec> levels;
  for (const std::string& text : args.get_list("bots"))
    levels.push_back(parse_bot_spec<S>(text, std::nullopt));
  if (levels.size() < 2) throw UsageError("--ladder needs at least two levels in --bots");
  const long games = static_cast<long>(args.get_int("games", 200, 1, 1000000));
  const ai::Stopwatch total;
  std::printf("ladder %s, %d players, %ld games per step, seed %llu\n",
              std::string(S::kName).c_str(), players, games, static_cast<unsigned long long>(seed));
  std::printf("%-34s %9s %9s %10s %17s   %s\n", "level", "vs below", "95% CI",
              players == 2 ? "Elo step" : "even", players == 2 ? "rating (95% CI)" : "",
              "think time per move (cpu): average / max");
  double rating = 0;
  double rating_variance = 0;  // the steps are independent: their variances add
  std::printf("%-34s %9s %9s %10s %8.0f\n", levels[0].label.c_str(), "-", "-", "-", 0.0);
  for (std::size_t i = 1; i < levels.size(); ++i) {
    std::vector<BotSpec> seats(static_cast<std::size_t>(players), levels[i - 1]);
    seats[0] = levels[i];
    std::vector<Tally> tallies(seats.size());
    play_games<S>(options, seats, games, mix(seed, i), tallies,
                  [&](long played, const S&, const std::vector<int>&) {
                    if (played % 10 == 0)
                      std::fprintf(stderr, "\r%s: %ld/%ld games", levels[i].label.c_str(), played,
                                   games);
                  });
    std::fprintf(stderr, "\r%60s\r", "");
    const Tally& t = tallies[0];
    const double mean = t.wins.mean();
    const double half = t.wins.half_width();
    const double moves = static_cast<double>(std::max(1L, t.moves));
    char step[32] = "";
    char rated[48] = "";
    if (players == 2) {
      const long n = t.wins.count;
      const double elo = elo_of(mean, n);
      const double elo_half = std::max(elo_of(mean + half, n) - elo, elo - elo_of(mean - half, n));
      rating += elo;
      rating_variance += elo_half * elo_half;
      std::snprintf(step, sizeof step, "%+.0f", elo);
      std::snprintf(rated, sizeof rated, "%.0f +/- %.0f", rating, std::sqrt(rating_variance));
    } else {
      std::snprintf(step, sizeof step, "%.1f%%", 100.0 / players);
    }
    std::printf("%-34s %8.1f%% +/-%5.1f%% %10s %17s   %.1f / %.1f ms\n", levels[i].label.c_str(),
                100 * mean, 100 * half, step, rated, t.cpu_ms / moves, t.max_cpu_ms);
    std::fflush(stdout);
  }
  std::printf("%.1f s\n", total.elapsed_ms() / 1000);
  return 0;
}

int run_arena(const std::vector<std::string>& words) {
  std::vector<std::string> flags = setup_flags();
  flags.insert(flags.end(), {"bots", "games", "budget", "report-every"});
  Args args(words, flags, {"verbose", "ladder"});
  if (!args.has("bots")) throw UsageError("--bots is required");
  const std::uint64_t seed = args.has("seed") ? seed_from_args(args) : 1;
  const std::string game = args.get("game", "pavilion");
  int status = 0;
  if (!with_game(game, [&](auto tag) {
        using S = typename decltype(tag)::type;
        status = args.has("ladder") ? ladder<S>(args, seed) : arena<S>(args, seed);
      }))
    throw UsageError("unknown game '" + game + "' (" + game_ids() + ")");
  return status;
}

}  // namespace

AZUL_CLI_COMMAND(arena,
                 "arena --game pavilion|azul --players N --bots a,b[,c,d] [--games K] [--seed S] "
                 "[--budget 'time MS'|'iterations N'] [--report-every K] [--verbose]   (a bot: "
                 "level[@budget], e.g. max@200ms); or --ladder --bots a,b,c... [--games K]: each "
                 "level against the one below, with Elo ratings (the first = 0)",
                 "a tournament between bots: win rates with 95% CI, scores, think times; or a "
                 "ladder of levels with ratings",
                 run_arena);

}  // namespace azul::cli
