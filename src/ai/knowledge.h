// Knowledge<S>: what the bots know about a game beyond its rules — a point estimate of each
// seat's final score, a heuristic value of each move, and a fast move choice for playouts.
//
// The primary template below works for ANY game satisfying azul::Game, from the generic
// vocabulary alone (scores, legal moves, apply). Each real game specialises it with expert
// knowledge (ai/knowledge_classic.h, ai/knowledge_pavilion.h); ai/make_bot.h includes both, so
// code that creates bots through make_bot always sees the specialisations.
//
// Results are turned into search rewards by rewards_from_values(): the point margin of each
// seat against its best opponent, squashed to 0..1, so that a bot maximises its own result in
// games of 2 to 4 players.
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <string_view>
#include <utility>

#include "ai/mcts_config.h"
#include "engine/core/game.h"
#include "engine/core/playout.h"
#include "engine/core/rng.h"

namespace azul::ai {

// One number per seat (seats beyond num_players() are unused).
using Values = std::array<double, kMaxPlayers>;

// Each seat's margin against the best other seat.
inline Values margins_of(const Values& values, int players) {
  Values margins{};
  for (int p = 0; p < players; ++p) {
    double best_other = -std::numeric_limits<double>::infinity();
    for (int q = 0; q < players; ++q)
      if (q != p) best_other = std::max(best_other, values[q]);
    margins[p] = values[p] - best_other;
  }
  return margins;
}

// Rewards in 0..1 from point estimates: logistic(margin / scale). A margin of `scale` points
// is worth about 0.73; ties are worth 0.5.
inline Values rewards_from_values(const Values& values, int players, double scale) {
  const Values margins = margins_of(values, players);
  Values rewards{};
  for (int p = 0; p < players; ++p) rewards[p] = 1.0 / (1.0 + std::exp(-margins[p] / scale));
  return rewards;
}

// Final result of a finished game: `win_weight` of the reward is the share of the win (ties
// shared), the rest the logistic of the final margin (so that bigger wins are preferred).
template <Game S>
Values terminal_rewards(const S& state, double scale, double win_weight, Values* margins_out) {
  const int players = state.num_players();
  Values values{};
  // The tie-break decides only equal scores: a tiny fraction of a point.
  constexpr double kTiebreakWeight = 1e-3;
  for (int p = 0; p < players; ++p)
    values[p] = state.score(p) + kTiebreakWeight * std::clamp(state.tiebreak(p), -100, 100);
  Values rewards = rewards_from_values(values, players, scale);
  const Values margins = margins_of(values, players);
  int winners = 0;
  for (int p = 0; p < players; ++p) winners += margins[p] >= 0 ? 1 : 0;
  for (int p = 0; p < players; ++p) {
    const double share = margins[p] >= 0 ? 1.0 / winners : 0.0;
    rewards[p] = win_weight * share + (1.0 - win_weight) * rewards[p];
  }
  if (margins_out) *margins_out = margins;
  return rewards;
}

// Heuristic value of every action for the mover, computed from a value function over states:
// the mover's estimated margin against the best opponent after the move (in points).
template <Game S, class Evaluate>
void one_ply_action_values(const S& state, const ActionList& actions, double* out,
                           Evaluate&& evaluate) {
  const int mover = state.current_player();
  const int players = state.num_players();
  for (std::size_t i = 0; i < actions.size(); ++i) {
    S next = state;
    next.apply_unchecked(actions[i]);
    Values values{};
    evaluate(next, values);
    out[i] = margins_of(values, players)[mover];
  }
}

// Sets the field `key` of a params struct P (which lists its fields in P::kFields) to value.
template <class P>
bool set_param(P& params, std::string_view key, double value) {
  for (const auto& [name, field] : P::kFields)
    if (name == key) {
      params.*field = value;
      return true;
    }
  return false;
}

// Analysis (ai/analysis.h): how many points a move may lose against the search's best move
// and still be called best (the search's own noise), good, an inaccuracy or a mistake; a
// larger loss is a blunder.
struct LossThresholds {
  double best;
  double good;
  double inaccuracy;
  double mistake;
};

// Knowledge objects are cheap values: the bots copy the one they are given. Their weights
// (Params) can be overridden by name for tuning experiments (make_bot's `tuning`).
template <Game S>
struct Knowledge {
  // Points of margin that make a clear advantage (rewards are logistic(margin / scale)).
  static constexpr double kMarginScale = 10.0;
  // Softmax temperature (in points) that turns action values into search priors.
  static constexpr double kPriorTemperature = 2.0;
  // Levels (ai/levels.h): easy's noise in points, the searching levels' budgets.
  static constexpr double kEasyNoise = 2.0;
  static constexpr std::int64_t kMediumIterations = 200;
  static constexpr double kMediumExploration = 1.0;
  static constexpr std::int64_t kHardIterations = 2000;
  // Whether hard and max end an iteration budget early once the move is settled
  // (MctsConfig::stop_when_settled), and hard's iterations in the reference level hard-2026-11.
  static constexpr bool kHardStopsWhenSettled = false;
  static constexpr std::int64_t kReference202611HardIterations = kHardIterations;
  static constexpr double kMaxTimeMs = 5000;
  // Medium and hard are their iteration budgets (deterministic for a seed, the same strength
  // on every device); this cap of thinking time only keeps a very slow machine from waiting
  // long (`azul-parity bench`: hard's 10,000-17,000 iterations are 0.24-0.28 s natively and
  // 0.4-0.6 s in wasm under node on the project's 2-core machine).
  static constexpr double kTimeCapMs = 4000;
  static constexpr int kMaxLevelChildren = 32;
  // Max's fixed samples of the next round's deal in the tree (MctsConfig::sampled_deals).
  static constexpr int kMaxSampledDeals = 0;
  // Analysis: the search per decision and the labels' thresholds in points.
  static constexpr std::int64_t kAnalysisIterations = kHardIterations;
  static constexpr LossThresholds kLossThresholds{0.5, 2.0, 4.0, 8.0};
  // The search settings of medium, hard and max.
  static MctsConfig search_config() { return MctsConfig{}; }
  // Hard's and max's share of the win in a finished game's reward (MctsConfig::win_weight).
  static constexpr double kDeepWinWeight = 0.5;
  // Hard's and max's tuning of the knowledge (make_bot.h), before any other: none here.
  static constexpr std::string_view kDeepTuning = "";
  // The tuning that makes the levels play as on 2026-11-25 (make_bot.h, reference levels).
  static constexpr std::string_view kReference202611 = "reuse_tree=0,chance_in_tree=0";

  struct Params {
    static constexpr std::array<std::pair<std::string_view, double Params::*>, 0> kFields{};
  };
  Params params;

  // Point estimate of each seat's final score: here simply the current score.
  void evaluate(const S& state, Values& out) const {
    for (int p = 0; p < state.num_players(); ++p) out[p] = state.score(p);
  }
  // Value of each legal action (in `actions` order) for the mover, in points.
  void action_values(const S& state, const ActionList& actions, double* out) const {
    one_ply_action_values(state, actions, out, [this](const S& s, Values& v) { evaluate(s, v); });
  }
  // A fast, reasonable move for playouts.
  Action rollout_move(const S& state, Rng& rng) const { return random_move(state, rng); }
};

}  // namespace azul::ai
