// Expert knowledge of classic Azul for the bots (specialises ai::Knowledge, see knowledge.h).
//
// - evaluate(): each seat's points if the round ended now (complete pattern lines tiled and
//   scored, floor penalties, the score floor at 0), plus the expected worth of what is built:
//   partly filled pattern lines, and progress towards the end bonuses (rows +2, columns +7,
//   colours +10) and future adjacency, weighted by how close the game is to its end.
// - move_value(): a fast estimate of one take (no copy of the state): points of a line it
//   completes, progress on a line it does not, floor penalties of what overflows (and of the
//   first-player marker), used for search priors, playouts and the easy level.
// The weights (Params) were tuned by arena runs (azul-cli arena).
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <string_view>
#include <utility>

#include "ai/knowledge.h"
#include "engine/classic/scoring.h"
#include "engine/classic/state.h"

namespace azul::ai {

namespace classic_knowledge {

using namespace azul::classic;

// The weights of the evaluation and of the move values, in points (tuned by arena runs; the
// last change, bonus_progress 1.0 -> 0.5 and move_open_line 0.3 -> 1.0, won 58.0% +/- 5.5 of
// 300 hard-vs-hard games: `arena --game azul --players 2 --bots
// hard+bonus_progress=0.5+move_open_line=1,hard --games 300 --seed 555` before it). Each weight
// moved up or down at 2,000-3,000 iterations (2026-11-25 to 2026-12-02): no step gained outside
// the noise (docs/ai-experiments.md).
struct Params {
  double partial_line = 0.5;    // a partly filled line: weight * filled/capacity * its points
  double bonus_progress = 0.5;  // scales the expected end bonuses
  double tile_future = 1.0;     // future adjacency worth per wall tile per remaining round / 5
  double marker = 0.8;          // starting the next round
  double move_partial = 0.4;    // a take that fills a line only partly
  double move_open_line = 1.0;  // starting a line that stays incomplete
  double marker_take = 0.5;     // the marker's tempo, beyond its floor space
  double rollout_noise = 2.0;   // points of noise in the playout policy
  static constexpr std::array<std::pair<std::string_view, double Params::*>, 8> kFields = {{
      {"partial_line", &Params::partial_line},
      {"bonus_progress", &Params::bonus_progress},
      {"tile_future", &Params::tile_future},
      {"marker", &Params::marker},
      {"move_partial", &Params::move_partial},
      {"move_open_line", &Params::move_open_line},
      {"marker_take", &Params::marker_take},
      {"rollout_noise", &Params::rollout_noise},
  }};
};

// The column where a tile of colour c goes in `row`: fixed on the coloured wall; on the grey
// wall the free legal column with the best placement points. -1 if none.
inline int column_for(const Wall& wall, WallSide side, int row, Colour c) {
  if (side == WallSide::Coloured) {
    const int col = coloured_wall_column(row, c);
    return wall.filled(row, col) ? -1 : col;
  }
  int best = -1, best_points = -1;
  for (unsigned m = wall.free_columns_for(row, c); m != 0; m &= m - 1) {
    const int col = std::countr_zero(m);
    Wall trial = wall;
    trial.place(row, col, c);
    const int points = placement_points(trial, row, col);
    if (points > best_points) {
      best_points = points;
      best = col;
    }
  }
  return best;
}

// Points a tile of colour c would score at (row, col) of `wall` (cell empty).
inline int points_if_placed(const Wall& wall, int row, int col, Colour c) {
  Wall trial = wall;
  trial.place(row, col, c);
  return placement_points(trial, row, col);
}

// Expected remaining rounds after the current one, from the fullest row on any wall.
inline double rounds_left(const State& state) {
  int fullest = 0;
  for (int p = 0; p < state.num_players(); ++p) {
    const PlayerBoard& b = state.board(p);
    for (int r = 0; r < kWallSize; ++r) {
      int n = std::popcount(static_cast<unsigned>(b.wall.row_cells(r)));
      if (b.lines[r].count == pattern_line_capacity(r)) ++n;  // tiled at this round's end
      fullest = std::max(fullest, n);
    }
  }
  return std::max(0, kWallSize - 1 - fullest) * 1.0;
}

// Expected worth of end-bonus progress: a structure with k of 5 tiles is worth
// bonus * (k/5)^2, discounted when few rounds remain to complete it.
inline double bonus_progress(const Params& w, const Wall& wall, double rounds) {
  double value = 0;
  const auto part = [&](int have, int bonus) {
    if (have >= kWallSize) return static_cast<double>(bonus);
    const int missing = kWallSize - have;
    if (missing > rounds + 1) return 0.0;  // cannot be finished in time
    const double f = static_cast<double>(have) / kWallSize;
    return bonus * f * f * w.bonus_progress;
  };
  for (int r = 0; r < kWallSize; ++r)
    value += part(std::popcount(static_cast<unsigned>(wall.row_cells(r))), kRowBonus);
  for (int c = 0; c < kWallSize; ++c) {
    int have = 0;
    for (int r = 0; r < kWallSize; ++r) have += wall.filled(r, c) ? 1 : 0;
    value += part(have, kColumnBonus);
  }
  for (Colour c : kAllColours) value += part(wall.count_of(c), kColourBonus);
  return value;
}

// One seat's estimated final points.
inline double seat_value(const Params& w, const State& state, int seat, double rounds) {
  const PlayerBoard& board = state.board(seat);
  if (state.is_terminal()) return board.score();
  Wall wall = board.wall;
  double pending = 0;
  std::array<int, kPatternLines> columns{};
  for (int r = 0; r < kPatternLines; ++r) {
    const PatternLine& line = board.lines[r];
    columns[r] = -1;
    if (line.count == 0) continue;
    const int col = column_for(wall, state.wall_side(), r, line.colour);
    columns[r] = col;
    if (line.count < pattern_line_capacity(r) || col < 0) continue;
    wall.place(r, col, line.colour);
    pending += placement_points(wall, r, col);
  }
  pending += board.floor.penalty();
  double value = std::max(0.0, board.score() + pending);
  for (int r = 0; r < kPatternLines; ++r) {
    const PatternLine& line = board.lines[r];
    if (line.count == 0 || line.count == pattern_line_capacity(r) || columns[r] < 0) continue;
    if (wall.filled(r, columns[r])) continue;
    value += w.partial_line * line.count / pattern_line_capacity(r) *
             points_if_placed(wall, r, columns[r], line.colour);
  }
  value += bonus_progress(w, wall, rounds);
  value += w.tile_future * rounds * wall.tile_count() / kWallSize;
  const bool holds_marker =
      state.phase() == Phase::Offer ? state.marker_holder() == seat : state.start_player() == seat;
  if (holds_marker && rounds > 0) value += w.marker;
  return value;
}

inline void evaluate(const Params& w, const State& state, Values& out) {
  const double rounds = rounds_left(state);
  for (int p = 0; p < state.num_players(); ++p) out[p] = seat_value(w, state, p, rounds);
}

// Sum of the floor penalties of `count` tiles added to a floor line holding `used` spaces.
inline int floor_cost(int used, int count) {
  int cost = 0;
  for (int i = used; i < used + count && i < kFloorSpaces; ++i) cost += kFloorPenalties[i];
  return cost;
}

// What the values of the moves of one position share: the mover's board and, computed on
// first use, the points a tile of each colour would score in each row.
class MoveContext {
 public:
  explicit MoveContext(const State& state)
      : state_(state), board_(state.board(state.current_player())) {
    for (auto& row : points_) row.fill(kUnknown);
  }
  const State& state() const { return state_; }
  const PlayerBoard& board() const { return board_; }
  // Points of a tile of colour c placed in `row` (its best column on the grey wall); 0 if the
  // row has no place for it.
  int points(int row, Colour c) {
    std::int8_t& cached = points_[row][index_of(c)];
    if (cached == kUnknown) {
      const int col = column_for(board_.wall, state_.wall_side(), row, c);
      cached = static_cast<std::int8_t>(col >= 0 ? points_if_placed(board_.wall, row, col, c) : 0);
    }
    return cached;
  }

 private:
  static constexpr std::int8_t kUnknown = -1;
  const State& state_;
  const PlayerBoard& board_;
  std::array<std::array<std::int8_t, kNumColours>, kWallSize> points_{};
};

// Fast value of one legal action for the player to move (points, higher is better).
inline double move_value(const Params& w, MoveContext& context, Action action) {
  const State& state = context.state();
  const PlayerBoard& board = context.board();
  if (kind_of(action) == ActionKind::Place) {  // grey wall: choose the column
    const Place place = decode_place(action);
    const Colour c = board.lines[place.row].colour;
    return points_if_placed(board.wall, place.row, place.column, c);
  }
  const Take take = decode_take(action);
  const TileCounts& source =
      take.source == kCentreSource ? state.centre() : state.factory(take.source);
  const int n = source.count(take.colour);
  int floor_used = board.floor.size();
  double value = 0;
  if (take.source == kCentreSource && state.marker_in_centre()) {
    value += floor_cost(floor_used, 1) + w.marker_take;
    floor_used = std::min(kFloorSpaces, floor_used + 1);
  }
  int overflow = n;
  if (take.destination != kFloorDestination) {
    const int row = take.destination;
    const PatternLine& line = board.lines[row];
    const int capacity = pattern_line_capacity(row);
    const int fits = std::min(n, capacity - line.count);
    overflow = n - fits;
    const int points = context.points(row, take.colour);
    if (line.count + fits == capacity) {
      value += points;
    } else {
      value += w.move_partial * (line.count + fits) / capacity * points;
      if (line.count == 0) value -= w.move_open_line;
    }
  }
  value += floor_cost(floor_used, overflow);
  return value;
}

}  // namespace classic_knowledge

template <>
struct Knowledge<classic::State> {
  using S = classic::State;
  using Params = classic_knowledge::Params;
  static constexpr double kMarginScale = 8.0;
  // Flat priors search better than sharp ones (temperature 0.7 won 11% of 40 games against
  // 1.5; 3 and 6 won 64% and 65%).
  static constexpr double kPriorTemperature = 4.0;
  // The medium level's search, and the greedy player's default noise: the ladder's greedy
  // levels set their own noise (their recipes in ai/levels.cpp).
  static constexpr double kEasyNoise = 1.5;
  static constexpr std::int64_t kMediumIterations = 300;
  static constexpr double kMediumExploration = 1.0;
  // 30000 iterations won 73.5% +/- 8.5 of 100 games against 3000 (`arena --bots
  // hard@30000it,hard --games 100 --seed 21`) at 142 ms per move on average, 341 ms at most.
  // Playouts through two rounds cost about 1.75x per iteration, so hard then searches 17000:
  // that won 68.5% +/- 8.9 of 100 games against 30000 iterations of one-round playouts
  // (`arena --bots hard@17000it+rollout_rounds=2,hard --games 100 --seed 555`, 130 ms per move
  // on average, 287 ms at most).
  // Hard and max stop an iteration budget once the rest of it could not change the move
  // (MctsConfig::stop_when_settled): 17000 iterations then took 30% less time for the same
  // moves, and 28000 take as long on average as 17000 did without the stop: 59.9% +/- 4.8 of 400
  // games against hard-2026-11 (`arena --bots hard,hard-2026-11 --games 100`, seeds 71-74),
  // 157-160 against 162-163 ms of CPU per move.
  static constexpr std::int64_t kHardIterations = 28000;
  static constexpr bool kHardStopsWhenSettled = true;
  static constexpr std::int64_t kReference202611HardIterations = 17000;
  static constexpr double kMaxTimeMs = 5000;
  // Medium and hard are their iteration budgets (deterministic for a seed, the same strength
  // on every device); this cap of thinking time only keeps a very slow machine from waiting
  // long (`azul-parity bench`: hard's 10,000-17,000 iterations are 0.24-0.28 s natively and
  // 0.4-0.6 s in wasm under node on the project's 2-core machine).
  static constexpr double kTimeCapMs = 4000;
  static constexpr int kMaxLevelChildren = 32;
  // Max searches the next round under 16 fixed deals (MctsConfig::sampled_deals): late in a
  // round its own round's tree is exhausted (78 nodes after 194,112 iterations in one position)
  // and the rest of its time only played the next round out again. At 1 s a move against max
  // without them: 69.2% +/- 9.8 of 86 games, a margin of +3.5 +/- 1.7 points (`arena --bots
  // max@1000ms+sampled_deals=16,max@1000ms --seed 5204`; 8 deals 58.7% of 46, 32 63.4% of 41).
  // Hard keeps none: 8 deals at its budget scored 54.0% +/- 4.9 of 400 (seeds 5201 and 5202).
  static constexpr int kMaxSampledDeals = 16;
  // Analysis: hard's search per decision, as many iterations as hard searched before its
  // settled stop (an analysis watches the played move and never stops early; a 2-player game
  // in about 6 s natively). Classic games end near 40-80 points: a 2-point loss is a slip, 4 a
  // tile or two wasted on the floor, 7 a lost row's worth.
  static constexpr std::int64_t kAnalysisIterations = kReference202611HardIterations;
  static constexpr LossThresholds kLossThresholds{0.75, 2.0, 4.0, 7.0};

  // Playouts run through the next two rounds before the evaluation. At equal time, one round
  // beat evaluating at the end of the current round in 92.5% of 40 games (50 ms per move); two
  // rounds beat one round in 63.5% +/- 5.4 of 300 games at 30 ms per move (seed 777, `arena
  // --bots hard@30ms+rollout_rounds=2,hard@30ms`); three rounds won 50.7% and playing to the
  // end of the game 46.7% against one.
  // Exploration 1.4 (instead of 1.0) won 59.5% +/- 5.5 of 300 hard-vs-hard games (seed 4242)
  // and 55.0% of 200 (seed 777): `arena --bots hard+exploration=1.4,hard`.
  static MctsConfig search_config() {
    MctsConfig config;
    config.rollout_rounds = 2;
    config.exploration = 1.4;
    return config;
  }
  // Hard's and max's share of the win in a finished game's reward (the rest is the margin).
  // A quarter instead of a half: playouts that end before the game does are valued by their
  // margin alone, so near the end, where playouts finish the game, a large win share changed
  // the scale of the rewards the search compares. 55.2% +/- 4.9 of 400 games at 2,000 iterations
  // (`arena --bots hard@2000it,hard@2000it+win_weight=0.5 --games 200`, seeds 1 and 2; no weight
  // at all: 48.3%), and hard with it 56.1% +/- 4.9 of 400 against hard-2026-11 (54.5% of 200
  // without). Not an established gain (hard against itself once scored 55.8% of 400), but no
  // measurement put it below the half. Medium and the ladder's levels below hard keep the half
  // they were measured with.
  static constexpr double kDeepWinWeight = 0.25;
  static constexpr std::string_view kDeepTuning = "";  // no tuning of hard's own
  // The tuning that makes the levels play as on 2026-11-25 (make_bot.h, reference levels).
  static constexpr std::string_view kReference202611 =
      "reuse_tree=0,chance_in_tree=0,win_weight=0.5,stop_when_settled=0";

  Params params;

  void evaluate(const S& state, Values& out) const {
    classic_knowledge::evaluate(params, state, out);
  }
  void action_values(const S& state, const ActionList& actions, double* out) const {
    classic_knowledge::MoveContext context(state);
    for (std::size_t i = 0; i < actions.size(); ++i)
      out[i] = classic_knowledge::move_value(params, context, actions[i]);
  }
  Action rollout_move(const S& state, Rng& rng) const {
    thread_local ActionList actions;  // reused: one per thread, for searches on many threads
    state.legal_actions(actions);
    classic_knowledge::MoveContext context(state);
    Action best = actions[0];
    double best_value = -1e300;
    for (Action a : actions) {
      const double v =
          classic_knowledge::move_value(params, context, a) + params.rollout_noise * rng.unit();
      if (v > best_value) {
        best_value = v;
        best = a;
      }
    }
    return best;
  }
};

}  // namespace azul::ai
