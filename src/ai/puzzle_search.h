// Finding puzzles (ai/puzzle.h) in a position, generic over the games: the analysis's search
// (ai/analysis.h: the game's search settings, the position as the player sees it) measures every
// move's expected final margin against the best opponent; a position is a puzzle when the most
// searched move (with any moves the same in effect, ai/puzzle_themes.h) beats every other move
// the search measured by at least the margin, twice: first in a search of the analysis's
// iterations, then in a second search with another seed and twice the iterations that watches
// the first one's runner-up (MctsBot::watch), so that the closest rival is measured well. A
// short screening search turns most positions away before them.
//
// A move counts as measured when the search tried it at least kMeasuredShare of its iterations
// (and kLeastMeasuredVisits times): a move it hardly tried has a margin too noisy to compare, and
// was left because the search found it worse. Both searches are seeded from the puzzle's id, so
// a position always gives the same verdict (check_puzzle re-verifies a set).
//
// Then the puzzle's metadata: the greedy player's move (the move worth most now by the game's
// move values, as the easy levels play it without noise), the theme, and the rating from the
// rungs of the ladder that find the solution (ai/puzzle_rating.h).
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ai/knowledge.h"
#include "ai/knowledge_games.h"
#include "ai/levels.h"
#include "ai/make_bot.h"
#include "ai/mcts_bot.h"
#include "ai/puzzle.h"
#include "ai/puzzle_rating.h"
#include "ai/puzzle_themes.h"
#include "engine/record/link.h"
#include "engine/record/record.h"

namespace azul::ai {

inline constexpr double kMeasuredShare = 0.005;
inline constexpr std::int64_t kLeastMeasuredVisits = 40;
// The verifying search's iterations, in the first one's.
inline constexpr std::int64_t kVerifyFactor = 2;
// The screening search before them: this share of the first one's iterations, and the share of
// the margin its gap must reach (two searches with different seeds at a quarter of the
// analysis's iterations differ by about twice as much as at the whole: ai/puzzle noise).
inline constexpr std::int64_t kScreenShare = 4;
inline constexpr double kScreenMargin = 0.5;
// The other moves a puzzle lists with their losses (the rest lose at least its gap).
inline constexpr std::size_t kListedOtherMoves = 8;
// Seeds each rung of the ladder tries a puzzle with.
inline constexpr int kRungTries = 4;

// The search budgets and the margin; `iterations` 0 takes the analysis's (Knowledge).
struct PuzzleSearchSettings {
  double margin = 0;
  std::int64_t iterations = 0;
};

// One search's measure of the moves of a position.
struct MoveMeasures {
  Action best = 0;                // the most searched move
  std::vector<MoveStat> moves;    // every legal move, in the legal list's order
  std::int64_t least_visits = 0;  // what a measured move needs
};

// A position judged from one search: the solution (the best move and the moves the same in
// effect), its margin, and the other measured moves from the best margin down.
struct Judgement {
  std::vector<Action> solution;
  double margin = 0;
  std::vector<MoveStat> others;
  // Points by which the solution beats the best other measured move (none measured: 0).
  double gap() const { return others.empty() ? 0.0 : margin - others.front().margin; }
};

// A found puzzle before it is written down: the position and the judgement of the verifying
// search, with the first search's gap.
struct FoundPuzzle {
  Judgement judgement;
  double gap = 0;  // the smaller of the two searches' gaps
};

inline std::uint64_t puzzle_search_seed(std::uint64_t game_seed, std::size_t actions, int search) {
  return (game_seed * 0x9E3779B97F4A7C15ull + actions + 1) ^
         (static_cast<std::uint64_t>(search) * 0xD1B54A32D192ED03ull);
}

template <Game S>
MoveMeasures measure_moves(const S& state, std::int64_t iterations, std::uint64_t seed,
                           std::optional<Action> watched = std::nullopt) {
  using K = Knowledge<S>;
  MctsBot<S, K> bot("puzzle", K::search_config(), Budget::iters(iterations), seed);
  bot.start(state);
  if (watched) bot.watch(*watched);
  while (!bot.step(1e9)) {
  }
  MoveMeasures measures;
  measures.best = bot.best_move();
  measures.least_visits = std::max<std::int64_t>(
      kLeastMeasuredVisits,
      static_cast<std::int64_t>(std::llround(kMeasuredShare * static_cast<double>(iterations))));
  ActionList legal;
  state.legal_actions(legal);
  for (Action a : legal) measures.moves.push_back(bot.root_stat(a).value_or(MoveStat{a}));
  return measures;
}

template <Game S>
Judgement judge(const S& state, const MoveMeasures& measures) {
  Judgement j;
  double weighted = 0.0;
  std::int64_t visits = 0;
  for (const MoveStat& m : measures.moves) {
    if (same_in_effect(state, measures.best, m.action)) {
      j.solution.push_back(m.action);
      weighted += m.margin * static_cast<double>(m.visits);
      visits += m.visits;
    } else if (m.visits >= measures.least_visits) {
      j.others.push_back(m);
    }
  }
  // The best move first, then the others of its kind in the legal list's order.
  std::stable_partition(j.solution.begin(), j.solution.end(),
                        [&](Action a) { return a == measures.best; });
  j.margin = visits > 0 ? weighted / static_cast<double>(visits) : 0.0;
  std::stable_sort(j.others.begin(), j.others.end(),
                   [](const MoveStat& a, const MoveStat& b) { return a.margin > b.margin; });
  return j;
}

// Whether every legal move is the same in effect (nothing to find).
template <Game S>
bool forced(const S& state) {
  ActionList legal;
  state.legal_actions(legal);
  return std::all_of(legal.begin(), legal.end(),
                     [&](Action a) { return same_in_effect(state, legal[0], a); });
}

// The puzzle in `state` (a player to move), or nothing. `game_seed` and `actions` name the
// position (the puzzle's id) and seed the searches.
template <Game S>
std::optional<FoundPuzzle> find_puzzle(const S& state, const PuzzleSearchSettings& settings,
                                       std::uint64_t game_seed, std::size_t actions) {
  const std::int64_t iterations =
      settings.iterations > 0 ? settings.iterations : Knowledge<S>::kAnalysisIterations;
  // Most positions have no puzzle: a quarter of the search turns them away first.
  const Judgement screen = judge(state, measure_moves(state, iterations / kScreenShare,
                                                      puzzle_search_seed(game_seed, actions, 0)));
  if (screen.others.empty() || screen.gap() < settings.margin * kScreenMargin) return std::nullopt;
  const Judgement first =
      judge(state, measure_moves(state, iterations, puzzle_search_seed(game_seed, actions, 1)));
  if (first.others.empty() || first.gap() < settings.margin) return std::nullopt;
  const Judgement second = judge(
      state, measure_moves(state, iterations * kVerifyFactor,
                           puzzle_search_seed(game_seed, actions, 2), first.others.front().action));
  const bool same_answer = std::find(first.solution.begin(), first.solution.end(),
                                     second.solution.front()) != first.solution.end();
  if (!same_answer || second.others.empty() || second.gap() < settings.margin) return std::nullopt;
  return FoundPuzzle{second, std::min(first.gap(), second.gap())};
}

// The greedy player's move: the first of the moves worth most now by the game's move values (the
// easy levels' choice without noise).
template <Game S>
Action greedy_move(const S& state) {
  ActionList legal;
  state.legal_actions(legal);
  std::vector<double> values(legal.size());
  Knowledge<S>{}.action_values(state, legal, values.data());
  return legal[static_cast<std::size_t>(std::max_element(values.begin(), values.end()) -
                                        values.begin())];
}

// Every rung of the game's ladder (random and max left out) trying the puzzle kRungTries times.
template <Game S>
std::vector<RungAttempts> rung_attempts(const S& state, const std::vector<Action>& solution,
                                        std::uint64_t seed) {
  std::vector<RungAttempts> rungs;
  for (const LevelInfo& level : levels_of(S::kName)) {
    const std::optional<LevelRating> rating = level_rating(S::kName, level.name);
    if (!rating || rating->at_least || rating->elo == 0) continue;  // random, max
    RungAttempts rung{static_cast<double>(rating->elo), 0, kRungTries};
    for (int t = 0; t < kRungTries; ++t) {
      // Iterations only (no time cap): the same rating on every machine.
      const std::optional<SearchLevel> search = search_level<S>(level.name);
      const std::optional<Budget> budget =
          search && search->budget.iterations
              ? std::optional<Budget>(Budget::iters(*search->budget.iterations))
              : std::nullopt;
      const auto bot = make_bot<S>(level.name, seed * 131 + static_cast<std::uint64_t>(t), budget);
      const Action move = think(*bot, state);
      if (std::find(solution.begin(), solution.end(), move) != solution.end()) ++rung.solved;
    }
    rungs.push_back(rung);
  }
  return rungs;
}

// The puzzle as a set writes it: `record` is the game, the first `actions` of which lead to
// the position.
template <Game S>
Puzzle describe_puzzle(const GameRecord<S>& record, std::size_t actions, const FoundPuzzle& found) {
  const S state = replay(record, actions);
  GameRecord<S> prefix = record;
  prefix.actions.resize(actions);
  const std::uint64_t seed = record.seed.value_or(0);
  Puzzle p;
  p.id = puzzle_id(seed, actions);
  p.position = encode_link(prefix);
  const Judgement& j = found.judgement;
  for (Action a : j.solution) p.solution.push_back(state.action_to_string(a));
  p.gap = found.gap;
  const Action greedy = greedy_move(state);
  p.greedy = state.action_to_string(greedy);
  const bool greedy_solves =
      std::find(j.solution.begin(), j.solution.end(), greedy) != j.solution.end();
  p.theme = std::string(puzzle_theme(
      state, j.solution.front(), greedy_solves ? j.others.front().action : greedy, greedy_solves));
  for (std::size_t i = 0; i < j.others.size() && i < kListedOtherMoves; ++i)
    p.others.push_back(
        PuzzleMove{state.action_to_string(j.others[i].action), j.margin - j.others[i].margin});
  const PuzzleRating rating = puzzle_rating_from_rungs(
      rung_attempts(state, j.solution, puzzle_search_seed(seed, actions, 3)));
  p.rating = rating.rating;
  p.deviation = rating.deviation;
  return p;
}

// A puzzle of a set checked against game S: its position opens, a player is to move, its id
// matches the position, and every solution, greedy and listed move is legal there. "" or what
// is wrong. With `settings`, the margin is verified again by the searches that found it.
template <Game S>
std::string check_puzzle(const Puzzle& p, const std::optional<PuzzleSearchSettings>& settings) {
  Parsed<LinkText> text = split_link(p.position);
  if (!text.ok()) return p.id + ": " + text.error;
  Parsed<GameRecord<S>> record = decode_link<S>(*text.value);
  if (!record.ok()) return p.id + ": " + record.error;
  const S state = replay(*record.value);
  if (state.is_chance() || state.is_terminal()) return p.id + ": no player is to move";
  const std::size_t actions = record.value->actions.size();
  if (p.id != puzzle_id(record.value->seed.value_or(0), actions))
    return p.id + ": the id does not name its position";
  std::vector<Action> solution;
  for (const std::string& move : p.solution) {
    Parsed<Action> a = state.parse_action(move);
    if (!a.ok() || !state.is_legal(*a.value))
      return p.id + ": the solution '" + move + "' is not a legal move";
    solution.push_back(*a.value);
  }
  for (const std::string& move : std::vector<std::string>{p.greedy}) {
    Parsed<Action> a = state.parse_action(move);
    if (!a.ok() || !state.is_legal(*a.value))
      return p.id + ": the greedy move '" + move + "' is not a legal move";
  }
  for (const PuzzleMove& m : p.others) {
    Parsed<Action> a = state.parse_action(m.move);
    if (!a.ok() || !state.is_legal(*a.value) || p.solved_by(m.move))
      return p.id + ": the other move '" + m.move + "' is not a legal move beside the solution";
    if (m.loss + 0.05 < p.gap) return p.id + ": '" + m.move + "' loses less than the gap";
  }
  if (!settings) return "";
  const std::optional<FoundPuzzle> found =
      find_puzzle(state, *settings, record.value->seed.value_or(0), actions);
  if (!found)
    return p.id + ": the searches no longer find a margin of " + std::to_string(settings->margin) +
           " points";
  if (std::find(solution.begin(), solution.end(), found->judgement.solution.front()) ==
      solution.end())
    return p.id + ": the searches find another best move";
  return "";
}

}  // namespace azul::ai
