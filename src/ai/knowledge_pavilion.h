// Expert knowledge of Azul: Summer Pavilion for the bots (specialises ai::Knowledge).
//
// Everything is measured in points of the final score:
// - A tile in hand is worth what it will probably score later: Params::tile if some uncovered
//   space on the board still accepts its colour, less if none does, more for a tile of the
//   round's wild colour (it pays for any colour this round). Kept corner tiles likewise.
// - Board progress is worth part of the end bonuses it leads to: a star with k of 6 spaces
//   covered is worth bonus * (k/6)^2 * w, the all-1s..4s bonuses likewise with k of 7, with w
//   shrinking as the game nears its end (an unfinished bonus is worth nothing at the end). A
//   completed star or set of numbers is its whole bonus: it is certain, scored at the end.
// - In the last round a tile that no uncovered space accepts is a sure point lost (discarded
//   at the end), and any other tile is worth less than earlier (it is placed this round or
//   lost): drafting more than can be placed costs.
// - evaluate() = score + hand and corner tiles + board progress, for each seat.
// - move_value() = the change of that value a move makes for the mover, computed without
//   copying the state: a take adds tiles (minus the centre penalty); a placement scores its
//   run, earns bonus tiles for completed structures, adds progress and spends its cost in
//   tiles; a pass keeps up to 4 tiles and discards the rest at -1 each.
// The weights (Params) were set by arena runs (azul-cli arena).
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <string_view>
#include <utility>

#include "ai/knowledge.h"
#include "engine/pavilion/actions.h"
#include "engine/pavilion/state.h"

namespace azul::ai {

namespace pavilion_knowledge {

using namespace azul::pavilion;

// The weights of the evaluation and of the move values, in points (tuned by arena runs).
struct Params {
  double tile = 0.6;             // a tile that can still be placed
  double dead_tile = 0.15;       // a tile no uncovered space accepts
  double wild = 1.2;             // a tile of this round's wild colour (0.9 before 2026-11-29)
  double star_progress = 0.7;    // share of a star bonus that progress towards it is worth
  double number_progress = 0.6;  // the same for the all-1s..4s bonuses
  double token = 0.5;            // playing first in phase 2
  double rollout_noise = 1.0;    // points of noise in the playout policy
  // Before these three (kReference202611: 0, 0.6, 0.15) a finished star counted like progress,
  // worth a third of its bonus or less from round 4 on, and a tile of the last round as much as
  // any other; with them hard won 58.5% +/- 9.6 of 100 games at 2,000 iterations (`arena --game
  // pavilion --bots hard@2000it,hard@2000it+complete_bonus=0+last_tile=0.6+last_dead=0.15
  // --games 100 --seed 101`).
  double complete_bonus = 1.0;  // share of a completed star's or number set's bonus counted
                                // (0: counted as progress, like an unfinished one)
  double last_tile = 0.3;       // in the last round, a tile that can still be placed
  double last_dead = -1.0;      // in the last round, a tile no uncovered space accepts
  double deep_priors = 0;       // 1: the move values (the search's priors) weigh by kDeepPriors
  static constexpr std::array<std::pair<std::string_view, double Params::*>, 11> kFields = {{
      {"tile", &Params::tile},
      {"dead_tile", &Params::dead_tile},
      {"wild", &Params::wild},
      {"star_progress", &Params::star_progress},
      {"number_progress", &Params::number_progress},
      {"token", &Params::token},
      {"rollout_noise", &Params::rollout_noise},
      {"complete_bonus", &Params::complete_bonus},
      {"last_tile", &Params::last_tile},
      {"last_dead", &Params::last_dead},
      {"deep_priors", &Params::deep_priors},
  }};
};

// Hard's and max's weights of the move values, which order the moves their search tries and
// share its visits out at first (the priors). The evaluation's weights price a position that a
// search has reached; a move value is a one-ply guess, and there tiles in hand are worth far
// more than the evaluation says (what they will score is not on the board yet). These weights
// were found by a coordinate search of the one-ply player alone (the move of highest value plus
// a point of noise, 20,000 games a step against the same player with the evaluation's weights);
// it beats that player by 33.7 points a game (`arena --game pavilion --players 2 --bots
// easy+easy_noise=1+deep_priors=1,easy+easy_noise=1 --games 20000 --seed 9`). As the priors of
// a search, see docs/ai-experiments.md ("Hard's and max's own priors").
inline constexpr Params kDeepPriors = [] {
  Params w;
  w.tile = 2.0;
  w.wild = 3.6;
  w.token = 1.0;
  w.complete_bonus = 0.7;
  w.last_tile = 1.5;
  return w;
}();
inline constexpr int kNumberSpaces = 7;  // spaces printed with each number, per side

// Per-seat facts that move values and evaluation share.
struct SeatView {
  std::array<double, kNumColours> worth{};  // worth of one tile of each colour in hand
  double progress_weight = 0;               // multiplier of bonus progress
  double tile = 0;                          // Params::tile
  double star_progress = 0;                 // Params::star_progress
  double number_progress = 0;               // Params::number_progress
  double complete_bonus = 0;                // Params::complete_bonus
};

inline double progress_weight(const State& state) {
  // Rounds still to be played after this one, counting this one when it is still running.
  const int left = kRounds - state.round() + (state.is_chance() ? 1 : 0);
  return std::clamp(left / 3.0, 0.0, 1.0);
}

inline SeatView seat_view(const Params& w, const State& state, int seat) {
  SeatView view;
  view.tile = w.tile;
  view.star_progress = w.star_progress;
  view.number_progress = w.number_progress;
  view.complete_bonus = w.complete_bonus;
  const PlayerState& p = state.player(seat);
  std::uint8_t placeable = 0;
  for (int star = 0; star < kNumStars; ++star)
    if (star_bits(p.covered, star) != kFullStarMask) placeable |= state.allowed_colours(seat, star);
  const bool last_round = state.round() == kRounds && !state.is_chance();
  const double live = last_round ? w.last_tile : w.tile;
  const double dead = last_round ? w.last_dead : w.dead_tile;
  for (int c = 0; c < kNumColours; ++c) view.worth[c] = (placeable >> c) & 1 ? live : dead;
  if (!state.is_chance() && !state.is_terminal()) view.worth[state.wild_colour()] = w.wild;
  view.progress_weight = progress_weight(state);
  return view;
}

inline int star_bonus(const State& state, int seat, int star) {
  if (state.side() == Side::kColoured) return kStarBonus[star];
  const std::uint8_t colours = state.player(seat).star_colours[star];
  if (std::popcount(colours) == 1) return kStarBonus[std::countr_zero(colours)];
  return kMulticolouredStarBonus;
}

// Board masks of the spaces printed 1..4 on each side: kNumberMasks[side][number].
inline constexpr auto kNumberMasks = [] {
  std::array<std::array<std::uint64_t, kHighestNumberWithBonus + 1>, 2> masks{};
  for (int number = 1; number <= kHighestNumberWithBonus; ++number) {
    masks[0][number] = spaces_with_value(Side::kColoured, number);
    masks[1][number] = spaces_with_value(Side::kMonochrome, number);
  }
  return masks;
}();

// Worth of k of n spaces of a bonus covered: bonus * weight * (k/n)^2 while unfinished;
// once finished, the share complete_bonus of the bonus (when positive), whatever the weight.
inline double part_worth(const SeatView& view, int bonus, double weight, int k, int n) {
  if (k == n && view.complete_bonus > 0) return bonus * view.complete_bonus;
  return bonus * weight * k * k / (n * n);
}

// Bonus progress of a board mask (see the header comment).
inline double progress(const SeatView& view, const State& state, int seat, std::uint64_t covered) {
  const double weight = view.progress_weight;
  double value = 0;
  for (int star = 0; star < kNumStars; ++star)
    value += part_worth(view, star_bonus(state, seat, star), view.star_progress * weight,
                        std::popcount(star_bits(covered, star)), kSpacesPerStar);
  const auto& masks = kNumberMasks[static_cast<int>(state.side())];
  for (int number = 1; number <= kHighestNumberWithBonus; ++number)
    value += part_worth(view, kNumberBonus[number], view.number_progress * weight,
                        std::popcount(covered & masks[number]), kNumberSpaces);
  return value;
}

// Progress gained by covering one more space (star, position).
inline double progress_gain(const SeatView& view, const State& state, int seat,
                            std::uint64_t covered, int star, int value_printed) {
  const auto gain_of_one_more = [&](int bonus, double share, int k, int n) {
    const double weight = share * view.progress_weight;
    return part_worth(view, bonus, weight, k + 1, n) - part_worth(view, bonus, weight, k, n);
  };
  double gain = gain_of_one_more(star_bonus(state, seat, star), view.star_progress,
                                 std::popcount(star_bits(covered, star)), kSpacesPerStar);
  if (value_printed <= kHighestNumberWithBonus) {
    const std::uint64_t mask = kNumberMasks[static_cast<int>(state.side())][value_printed];
    gain += gain_of_one_more(kNumberBonus[value_printed], view.number_progress,
                             std::popcount(covered & mask), kNumberSpaces);
  }
  return gain;
}

// The kept multiset of every pass rank (computed once).
inline const std::array<TileCounts, kNumKeepChoices>& keep_table() {
  static const std::array<TileCounts, kNumKeepChoices> table = [] {
    std::array<TileCounts, kNumKeepChoices> t{};
    for (int rank = 0; rank < kNumKeepChoices; ++rank) t[rank] = keep_from_rank(rank);
    return t;
  }();
  return table;
}

// The legal passes by how many tiles they keep: count(r) of them keep r tiles (each kept
// multiset once, as legal_actions lists them) and draw(r, rng) is one of those drawn uniformly.
// A pass keeps up to kMaxKeptTiles tiles of the hand; in the last round it keeps none.
class PassesByKept {
 public:
  explicit PassesByKept(const State& state) {
    TileCounts hand{};
    if (state.round() < kRounds) hand = state.player(state.current_player()).hand;
    most_kept_ = std::min(total(hand), kMaxKeptTiles);
    ways_[kNumColours][0] = 1;
    for (int c = kNumColours - 1; c >= 0; --c)
      for (int r = 0; r <= most_kept_; ++r)
        for (int j = 0; j <= std::min<int>(hand[c], r); ++j) ways_[c][r] += ways_[c + 1][r - j];
  }
  int most_kept() const { return most_kept_; }
  int count(int kept) const { return ways_[0][kept]; }
  Action draw(int kept, Rng& rng) const {
    // The index-th multiset of `kept` tiles, in order of the count of colour 0, then colour 1...
    int index = static_cast<int>(rng.below(static_cast<std::uint32_t>(count(kept))));
    TileCounts keep{};
    for (int c = 0, rest = kept; c < kNumColours; ++c) {
      int j = 0;
      for (; index >= ways_[c + 1][rest - j]; ++j) index -= ways_[c + 1][rest - j];
      keep[c] = static_cast<std::uint8_t>(j);
      rest -= j;
    }
    return pass_action(keep);
  }

 private:
  int most_kept_ = 0;
  // ways_[c][r]: the multisets of r tiles of the hand's colours c and above.
  std::array<std::array<int, kMaxKeptTiles + 1>, kNumColours + 1> ways_{};
};

inline double hand_value(const TileCounts& tiles, const SeatView& view) {
  double value = 0;
  for (int c = 0; c < kNumColours; ++c) value += tiles[c] * view.worth[c];
  return value;
}

inline double seat_value(const Params& w, const State& state, int seat) {
  const PlayerState& p = state.player(seat);
  if (state.is_terminal()) return p.score;
  const SeatView view = seat_view(w, state, seat);
  return p.score + hand_value(p.hand, view) + hand_value(p.corners, view) +
         progress(view, state, seat, p.covered);
}

inline void evaluate(const Params& w, const State& state, Values& out) {
  for (int seat = 0; seat < state.num_players(); ++seat) out[seat] = seat_value(w, state, seat);
}

// Bonus tiles a placement on `space` earns (structures it completes).
inline int bonus_tiles(const PlayerState& p, int space) {
  const std::uint64_t after = p.covered | (std::uint64_t{1} << space);
  int tiles = 0;
  const SpaceStructures& s = kSpaceStructures[space];
  for (int i = 0; i < s.count; ++i) {
    const Structure& structure = kStructures[s.ids[i]];
    if ((p.structures >> s.ids[i]) & 1u) continue;
    if ((after & structure.mask) == structure.mask) tiles += structure.bonus_tiles;
  }
  return tiles;
}

// Change of the mover's value that a pass keeping `kept` tiles makes: it depends on nothing
// else, for a kept tile is an ordinary tile next round, worth about Params::tile whatever its
// colour; the others are discarded at -1 each.
inline double pass_value(const PlayerState& p, const SeatView& view, int kept) {
  return kept * view.tile - hand_value(p.hand, view) - std::min(total(p.hand) - kept, p.score - 1);
}

// Change of the mover's value that `action` makes (see the header comment).
inline double move_value(const Params& w, const State& state, const SeatView& view, Action action) {
  const double token_worth = w.token;
  constexpr int kPayments = kMaxWildsInPayment + 1;
  const int seat = state.current_player();
  const PlayerState& p = state.player(seat);
  const Colour wild = state.wild_colour();
  if (action >= kPassBase) {
    return pass_value(p, view, total(keep_table()[action - kPassBase]));
  }
  if (action >= kPlaceBase) {
    int i = action - kPlaceBase;
    const int wilds = i % kPayments;
    i /= kPayments;
    const auto colour = static_cast<Colour>(i % kNumColours);
    const int space = i / kNumColours;
    const int star = star_of_space(space);
    const int position = position_of_space(space);
    const std::uint64_t after = p.covered | (std::uint64_t{1} << space);
    const int cost = kPrintedValues[static_cast<int>(state.side())][space];
    const int run = kRunLength[star_bits(after, star)][position - 1];
    const int own_tiles = colour == wild ? cost : cost - wilds;
    double value = run + bonus_tiles(p, space) * view.tile;
    value += progress_gain(view, state, seat, p.covered, star, cost);
    value -= own_tiles * view.worth[colour] + (colour == wild ? 0 : wilds) * view.worth[wild];
    return value;
  }
  if (action >= kBonusBase) {
    const auto colour = static_cast<Colour>(action - kBonusBase);
    return view.worth[colour] + (colour == wild ? 0.01 : 0.0);
  }
  if (action >= kTakeBase) {
    const int i = action - kTakeBase;
    const int source_index = i / kNumColours;
    const auto colour = static_cast<Colour>(i % kNumColours);
    const TileCounts& source =
        source_index == kCentreSource ? state.centre() : state.factory(source_index);
    int tiles = source[colour];
    double value = tiles * view.worth[colour];
    if (colour != wild && source[wild] > 0) {
      value += view.worth[wild];
      ++tiles;
    }
    if (source_index == kCentreSource && state.start_token_in_centre())
      value += token_worth - std::min(tiles, p.score - 1);
    return value;
  }
  return 0;
}

}  // namespace pavilion_knowledge

template <>
struct Knowledge<pavilion::State> {
  using S = pavilion::State;
  using Params = pavilion_knowledge::Params;
  static constexpr double kMarginScale = 10.0;
  static constexpr double kPriorTemperature = 1.5;
  // The medium level's search, and the greedy player's default noise: the ladder's greedy
  // levels set their own noise (their recipes in ai/levels.cpp).
  static constexpr double kEasyNoise = 1.5;
  static constexpr std::int64_t kMediumIterations = 200;
  static constexpr double kMediumExploration = 1.0;
  // Hard searches 15000 iterations and stops once the rest of them could not change the move
  // (MctsConfig::stop_when_settled): the stop saves 35% of the time of 10000 iterations for the
  // same moves, and 15000 with it take about as long on average as 10000 without (200 against
  // 206 ms of CPU per move): 53.8% +/- 6.9 of 200 games against hard at 10000 (`arena --game
  // pavilion --bots hard@15000it+stop_when_settled=1,hard@10000it+stop_when_settled=0 --games 100`,
  // seeds 81 and 82, before hard stopped). Not an established gain, but the same time buys at least
  // the same search. Without a stop, 20000 iterations won 60.0% +/- 12.1 of 60 games against 2000
  // but took up to 896 ms.
  static constexpr std::int64_t kHardIterations = 15000;
  static constexpr bool kHardStopsWhenSettled = true;
  static constexpr std::int64_t kReference202611HardIterations = 10000;
  static constexpr double kMaxTimeMs = 5000;
  // Medium and hard are their iteration budgets (deterministic for a seed, the same strength
  // on every device); this cap of thinking time only keeps a very slow machine from waiting
  // long. Hard took 827 ms of CPU at most natively in those 200 games, 0.35 s in 10 self-play
  // games since the playouts score passes by group (2026-11-30); `azul-parity bench` now
  // searches about 52,600 iterations/s natively and 39,000 in wasm under node on the project's
  // 2-core machine, so about 0.5 s at most in wasm.
  static constexpr double kTimeCapMs = 4000;
  static constexpr int kMaxLevelChildren = 32;
  // No sampled deals for max here: 16 of them at 1 s a move scored 55.8% +/- 9.1 of 112 games
  // against max without them (seeds 5401 and 5402), a margin of +1.3 +/- 2.4 points a game,
  // where Azul's max gained 69.2% (docs/ai-experiments.md, 2026-12-02); with them against hard
  // at 5 s, 54.0% +/- 9.2 of 113 (seeds 8701 to 8704) where max without them scored 50.6% of 79.
  static constexpr int kMaxSampledDeals = 0;
  // Analysis: hard's search per decision, as many iterations as hard searched before its
  // settled stop (an analysis watches the played move and never stops early). Summer Pavilion
  // games end near 90-130 points, with larger swings per move than classic Azul: its
  // thresholds are wider.
  static constexpr std::int64_t kAnalysisIterations = kReference202611HardIterations;
  static constexpr LossThresholds kLossThresholds{1.0, 3.0, 6.0, 10.0};

  // Playouts run through the next round before the evaluation: at equal time (50 ms per
  // move) this beat evaluating at the end of the current round in 92.5% of 40 games.
  static MctsConfig search_config() {
    MctsConfig config;
    config.rollout_rounds = 1;
    return config;
  }
  // Hard's and max's share of the win in a finished game's reward: the default's.
  static constexpr double kDeepWinWeight = 0.5;
  // Hard's and max's own priors (kDeepPriors); medium and the ladder's levels below hard keep the
  // evaluation's weights they were rated with.
  static constexpr std::string_view kDeepTuning = "deep_priors=1";
  // The tuning that makes the levels play as on 2026-11-25 (make_bot.h, reference levels).
  static constexpr std::string_view kReference202611 =
      "reuse_tree=0,chance_in_tree=0,complete_bonus=0,last_tile=0.6,last_dead=0.15,wild=0.9,"
      "stop_when_settled=0,deep_priors=0";

  Params params;

  void evaluate(const S& state, Values& out) const {
    pavilion_knowledge::evaluate(params, state, out);
  }
  void action_values(const S& state, const ActionList& actions, double* out) const {
    const Params& w = params.deep_priors != 0 ? pavilion_knowledge::kDeepPriors : params;
    const auto view = pavilion_knowledge::seat_view(w, state, state.current_player());
    for (std::size_t i = 0; i < actions.size(); ++i)
      out[i] = pavilion_knowledge::move_value(w, state, view, actions[i]);
  }
  // The playout policy: the move of highest value plus noise (rollout_noise * a uniform draw).
  // A pass's value depends only on how many tiles it keeps (pass_value), so the n passes keeping r
  // tiles tie: they are scored once, with the largest of their n noise draws (u^(1/n) for one
  // uniform u is distributed as that largest draw), as one of them drawn uniformly, and not at all
  // when no draw could make them the best. The moves chosen are distributed as if every pass were
  // listed and scored, at a fraction of the cost: phase 2 lists about 30 passes beside 12
  // placements.
  Action rollout_move(const S& state, Rng& rng) const {
    thread_local ActionList actions;  // reused: one per thread, for searches on many threads
    state.legal_actions_except_passes(actions);
    const auto view = pavilion_knowledge::seat_view(params, state, state.current_player());
    Action best{};  // set by the first move scored: phase 2 always has a pass
    double best_value = -1e300;
    for (Action a : actions) {
      const double v = pavilion_knowledge::move_value(params, state, view, a) +
                       params.rollout_noise * rng.unit();
      if (v > best_value) {
        best_value = v;
        best = a;
      }
    }
    if (state.phase() != pavilion::Phase::kPlay) return best;
    const pavilion_knowledge::PassesByKept passes(state);
    const pavilion::PlayerState& mover = state.player(state.current_player());
    for (int kept = passes.most_kept(); kept >= 0; --kept) {
      const double value = pavilion_knowledge::pass_value(mover, view, kept);
      if (value + params.rollout_noise <= best_value) continue;
      const double v =
          value + params.rollout_noise * std::pow(rng.unit(), 1.0 / passes.count(kept));
      if (v > best_value) {
        best_value = v;
        best = passes.draw(kept, rng);
      }
    }
    return best;
  }
};

}  // namespace azul::ai
