// azul-cli puzzles: makes the puzzle sets the page ships (ai/puzzle.h, ai/puzzle_search.h).
//
//   puzzles --game G --seeds A-B [--margin M] [--iterations N] [--out FILE]
//       plays one game per seed (2 to 4 players by the seed; a strong level against others, some
//       strong and some weak, so that real mistakes come up) and examines every position where
//       a player has a choice; writes the puzzles found as a set, with what was examined. Every
//       figure follows from the seeds: a range is a chunk of the work, and chunks merge.
//   puzzles merge FILE... [--greedy-share S] [--out FILE]
//       one set from chunks of the same game and margin, in id order, their figures summed; at
//       most the share S of its puzzles have the greedy move as the answer (the smallest gaps
//       give way).
//   puzzles check FILE [--verify]
//       replays every puzzle and checks its moves; with --verify the searches run again and
//       must find the same best move by the set's margin.
//   puzzles noise --game G --seeds A-B [--iterations N] [--every K]
//       how far two searches with different seeds disagree on a position (the margin is chosen
//       above that noise), and how the gap between the best and the next move is distributed.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "ai/make_bot.h"
#include "ai/puzzle.h"
#include "ai/puzzle_search.h"
#include "cli/args.h"
#include "cli/command.h"
#include "cli/files.h"
#include "engine/core/playout.h"
#include "engine/core/rng.h"
#include "engine/games.h"
#include "engine/record/record.h"

namespace azul::cli {
namespace {

// The levels of the generator's games: one seat of the strong ones, every other seat of all.
constexpr const char* kStrongLevels[] = {"hard", "strong", "medium"};
constexpr const char* kAllLevels[] = {"hard", "strong", "medium", "intermediate",
                                      "club", "casual", "novice", "beginner"};
constexpr std::uint64_t kSeatStream = 0x5ea75ea7ull;

struct SeedRange {
  std::uint64_t first = 0;
  std::uint64_t last = 0;
};

SeedRange seed_range(const Args& args) {
  const std::string text = args.get("seeds", "");
  const std::size_t dash = text.find('-');
  try {
    const SeedRange range{
        std::stoull(text.substr(0, dash)),
        dash == std::string::npos ? std::stoull(text) : std::stoull(text.substr(dash + 1))};
    if (range.first < 1 || range.last < range.first) throw UsageError("");
    return range;
  } catch (const std::exception&) {
    throw UsageError("--seeds takes a range of game seeds A-B (1 <= A <= B), not '" + text + "'");
  }
}

// 2 players in half of the games, 3 and 4 in a quarter each.
int players_for(std::uint64_t seed) {
  constexpr int kPlayers[] = {2, 2, 3, 4};
  return kPlayers[seed % 4];
}

template <Game S>
std::vector<std::string> seat_levels(std::uint64_t seed, int players) {
  Rng rng(seed ^ kSeatStream);
  std::vector<std::string> levels;
  const int strong_seat = static_cast<int>(rng.below(static_cast<std::uint32_t>(players)));
  for (int seat = 0; seat < players; ++seat) {
    const char* level =
        seat == strong_seat
            ? kStrongLevels[rng.below(static_cast<std::uint32_t>(std::size(kStrongLevels)))]
            : kAllLevels[rng.below(static_cast<std::uint32_t>(std::size(kAllLevels)))];
    levels.emplace_back(ai::offered_level(S::kName, level));
  }
  return levels;
}

// A game of the generator: seat levels by the seed, their searches on iterations only (the same
// game on every machine), the draws from the seed.
template <Game S>
GameRecord<S> play_game(std::uint64_t seed, std::vector<std::string>* levels_out = nullptr) {
  const int players = players_for(seed);
  auto options = S::Options::from_pairs({{"players", std::to_string(players)}});
  if (!options.ok()) throw std::runtime_error(options.error);
  const std::vector<std::string> levels = seat_levels<S>(seed, players);
  std::vector<std::unique_ptr<ai::Bot<S>>> bots;
  for (int seat = 0; seat < players; ++seat)
    bots.push_back(ai::make_bot<S>(levels[seat], seed * 31 + static_cast<std::uint64_t>(seat),
                                   ai::link_game_budget<S>(levels[seat])));
  S state(*options.value);
  Rng chance(seed);
  GameRecord<S> record{*options.value, seed, {}};
  while (!state.is_terminal()) {
    const Action action = state.is_chance() ? sample_chance(state, chance)
                                            : ai::think(*bots[state.current_player()], state);
    state.apply_unchecked(action);
    record.actions.push_back(action);
  }
  if (levels_out) *levels_out = levels;
  return record;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

void write_or_print(const Args& args, const std::string& text) {
  if (args.has("out"))
    write_text_file(args.get("out", ""), text);
  else
    std::fputs(text.c_str(), stdout);
}

template <Game S>
double default_margin() {
  // Every other move is at least an inaccuracy by the analysis's labels (docs/ai.md).
  return ai::Knowledge<S>::kLossThresholds.good;
}

template <Game S>
int generate(const Args& args) {
  const SeedRange seeds = seed_range(args);
  ai::PuzzleSearchSettings settings;
  settings.margin = args.get_double("margin", default_margin<S>(), 0.1, 100.0);
  settings.iterations = args.get_int("iterations", 0, 0, 10'000'000);
  const auto start = std::chrono::steady_clock::now();
  ai::PuzzleSet set;
  set.game = std::string(S::kName);
  set.margin = settings.margin;
  for (std::uint64_t seed = seeds.first; seed <= seeds.last; ++seed) {
    const auto game_start = std::chrono::steady_clock::now();
    std::vector<std::string> levels;
    const GameRecord<S> record = play_game<S>(seed, &levels);
    S state(record.options);
    int examined = 0;
    std::vector<ai::FoundPuzzle> found;
    std::vector<ai::PuzzleCandidate> candidates;
    for (std::size_t k = 0; k < record.actions.size(); ++k) {
      if (!state.is_chance() && !ai::forced(state)) {
        ++examined;
        if (const auto puzzle = ai::find_puzzle(state, settings, seed, k)) {
          const std::vector<Action>& solution = puzzle->judgement.solution;
          const bool greedy =
              std::find(solution.begin(), solution.end(), ai::greedy_move(state)) != solution.end();
          candidates.push_back(ai::PuzzleCandidate{k, state.round(), greedy, puzzle->gap});
          found.push_back(*puzzle);
        }
      }
      state.apply_unchecked(record.actions[k]);
    }
    const std::vector<std::size_t> kept = ai::choose_puzzles(candidates);
    for (std::size_t i : kept)
      set.puzzles.push_back(ai::describe_puzzle(record, candidates[i].actions, found[i]));
    set.made.games += 1;
    set.made.positions += examined;
    set.made.found += static_cast<std::int64_t>(found.size());
    std::string seats;
    for (const std::string& level : levels) seats += (seats.empty() ? "" : ",") + level;
    std::fprintf(stderr, "seed %llu: %s, %d positions, %zu puzzles found, %zu kept, %.1f s\n",
                 static_cast<unsigned long long>(seed), seats.c_str(), examined, found.size(),
                 kept.size(), seconds_since(game_start));
  }
  int greedy = 0;
  for (const ai::Puzzle& p : set.puzzles) greedy += p.is_greedy() ? 1 : 0;
  std::fprintf(stderr,
               "puzzles %s seeds %llu-%llu: %lld games, %lld positions, %lld found, %zu kept (%d "
               "with the greedy move as the answer), margin %.1f, %lld s\n",
               set.game.c_str(), static_cast<unsigned long long>(seeds.first),
               static_cast<unsigned long long>(seeds.last), static_cast<long long>(set.made.games),
               static_cast<long long>(set.made.positions), static_cast<long long>(set.made.found),
               set.puzzles.size(), greedy, set.margin, std::llround(seconds_since(start)));
  write_or_print(args, ai::print_puzzle_set(set));
  return 0;
}

ai::PuzzleSet read_set(const std::string& path) {
  Parsed<ai::PuzzleSet> set = ai::parse_puzzle_set(read_text_file(path));
  if (!set.ok()) throw std::runtime_error(path + ": " + set.error);
  return std::move(*set.value);
}

int merge(const Args& args) {
  std::vector<ai::PuzzleSet> sets;
  for (std::size_t i = 1; i < args.positional().size(); ++i)
    sets.push_back(read_set(args.positional()[i]));
  if (sets.empty()) throw UsageError("merge needs the sets to merge");
  Parsed<ai::PuzzleSet> merged =
      ai::merge_puzzle_sets(sets, args.get_double("greedy-share", 1.0, 0.0, 1.0));
  if (!merged.ok()) throw std::runtime_error(merged.error);
  write_or_print(args, ai::print_puzzle_set(*merged.value));
  return 0;
}

template <Game S>
int check(const ai::PuzzleSet& set, bool verify) {
  std::optional<ai::PuzzleSearchSettings> settings;
  if (verify) settings = ai::PuzzleSearchSettings{set.margin, 0};
  int bad = 0;
  int greedy = 0;
  for (const ai::Puzzle& p : set.puzzles) {
    greedy += p.is_greedy() ? 1 : 0;
    if (const std::string why = ai::check_puzzle<S>(p, settings); !why.empty()) {
      std::printf("%s\n", why.c_str());
      ++bad;
    }
  }
  std::printf(
      "%s: %zu puzzles, %d with the greedy move as the answer (%.1f%%), margin %.1f; %d "
      "failed%s\n",
      set.game.c_str(), set.puzzles.size(), greedy,
      set.puzzles.empty() ? 0.0 : 100.0 * greedy / set.puzzles.size(), set.margin, bad,
      verify ? " the searches again" : " the replay");
  return bad == 0 ? 0 : 1;
}

// Two searches with different seeds on every `every`-th position of each game.
template <Game S>
int noise(const Args& args) {
  const SeedRange seeds = seed_range(args);
  const std::int64_t iterations = args.get_int(
      "iterations", ai::Knowledge<S>::kAnalysisIterations * ai::kVerifyFactor, 1, 10'000'000);
  const int every = static_cast<int>(args.get_int("every", 4, 1, 1000));
  std::vector<double> gap_a;
  std::vector<double> gap_b;  // the second search's gap when it found the same best move, else 0
  std::vector<double> gap_differences;
  std::vector<double> margin_differences;
  int agree = 0;
  for (std::uint64_t seed = seeds.first; seed <= seeds.last; ++seed) {
    const GameRecord<S> record = play_game<S>(seed);
    S state(record.options);
    int decision = 0;
    for (std::size_t k = 0; k < record.actions.size(); ++k) {
      if (!state.is_chance() && !ai::forced(state) && decision++ % every == 0) {
        const ai::MoveMeasures a =
            ai::measure_moves(state, iterations, ai::puzzle_search_seed(seed, k, 11));
        const ai::MoveMeasures b =
            ai::measure_moves(state, iterations, ai::puzzle_search_seed(seed, k, 12));
        const ai::Judgement ja = ai::judge(state, a);
        const ai::Judgement jb = ai::judge(state, b);
        const bool same =
            std::find(ja.solution.begin(), ja.solution.end(), b.best) != ja.solution.end();
        agree += same ? 1 : 0;
        gap_a.push_back(ja.gap());
        gap_b.push_back(same ? jb.gap() : 0.0);
        if (same) {
          gap_differences.push_back(ja.gap() - jb.gap());
          margin_differences.push_back(ja.margin - jb.margin);
        }
      }
      state.apply_unchecked(record.actions[k]);
    }
    std::fprintf(stderr, "seed %llu: %zu positions so far\n", static_cast<unsigned long long>(seed),
                 gap_a.size());
  }
  const auto sd = [](const std::vector<double>& v) {
    double sum = 0, squares = 0;
    for (double x : v) {
      sum += x;
      squares += x * x;
    }
    const double n = static_cast<double>(std::max<std::size_t>(v.size(), 1));
    return std::sqrt(std::max(0.0, squares / n - (sum / n) * (sum / n)));
  };
  std::printf("noise %s, %lld iterations, %zu positions: the same best move in %.1f%%\n",
              std::string(S::kName).c_str(), static_cast<long long>(iterations), gap_a.size(),
              100.0 * agree / std::max<std::size_t>(gap_a.size(), 1));
  std::printf(
      "between the two searches (same best move): the best move's margin differs by "
      "%.2f points (sd), the gap to the next move by %.2f\n",
      sd(margin_differences), sd(gap_differences));
  std::printf("gap to the next measured move:");
  for (double at : {0.5, 1.0, 2.0, 3.0, 4.0, 6.0, 8.0}) {
    const auto n = std::count_if(gap_a.begin(), gap_a.end(), [&](double g) { return g >= at; });
    std::printf("  >= %.1f: %.1f%%", at, 100.0 * n / std::max<std::size_t>(gap_a.size(), 1));
  }
  std::printf("\nof those, the second search finds the same best move with a gap as large:");
  for (double at : {1.0, 2.0, 3.0, 4.0, 6.0}) {
    int found = 0, confirmed = 0;
    for (std::size_t i = 0; i < gap_a.size(); ++i) {
      if (gap_a[i] < at) continue;
      ++found;
      confirmed += gap_b[i] >= at ? 1 : 0;
    }
    std::printf("  >= %.1f: %d of %d", at, confirmed, found);
  }
  std::printf("\n");
  return 0;
}

int run_puzzles(const std::vector<std::string>& words) {
  Args args(words, {"game", "seeds", "margin", "iterations", "out", "every", "greedy-share"},
            {"verify"});
  const std::string mode = args.positional().empty() ? "" : args.positional().front();
  if (mode == "merge") return merge(args);
  if (mode == "check") {
    if (args.positional().size() != 2) throw UsageError("check takes one set");
    const ai::PuzzleSet set = read_set(args.positional()[1]);
    int status = 1;
    if (!with_game(set.game, [&](auto tag) {
          status = check<typename decltype(tag)::type>(set, args.has("verify"));
        }))
      throw std::runtime_error("the set's game '" + set.game + "' is not known");
    return status;
  }
  if (!mode.empty() && mode != "noise") throw UsageError("unknown mode '" + mode + "'");
  if (!args.has("game") || !args.has("seeds")) throw UsageError("--game and --seeds are needed");
  const std::string game = args.get("game", "");
  int status = 0;
  if (!with_game(game, [&](auto tag) {
        using S = typename decltype(tag)::type;
        status = mode == "noise" ? noise<S>(args) : generate<S>(args);
      }))
    throw UsageError("unknown game '" + game + "' (" + game_ids() + ")");
  return status;
}

}  // namespace

AZUL_CLI_COMMAND(
    puzzles,
    "puzzles --game G --seeds A-B [--margin M] [--iterations N] [--out FILE] | "
    "puzzles merge FILE... [--greedy-share S] [--out FILE] | puzzles check FILE [--verify] | "
    "puzzles "
    "noise --game G --seeds A-B [--iterations N] [--every K]",
    "find puzzles in self-played games; merge, check and measure puzzle sets", run_puzzles);

}  // namespace azul::cli
