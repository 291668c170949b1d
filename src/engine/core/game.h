// The vocabulary shared by both games (classic Azul and Azul: Summer Pavilion).
//
// A game is a value type State constructed from its Options. Like OpenSpiel, randomness is an
// explicit chance player: whenever a tile must be drawn from the bag the state is at a chance
// node whose outcomes are the colours still in the bag, weighted by their counts. A chance
// action draws ONE tile of that colour. So a game is fully described by its options plus the
// list of actions (player moves and chance outcomes), which is exactly what a game record holds.
// Refilling the bag from the tower/lid is deterministic and happens inside apply().
//
// Everything the AI, the record format, the CLI and the generic tests need is expressed by the
// `Game` concept below; the UI additionally reads each game's concrete state.
#pragma once

#include <concepts>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/core/fixed_vector.h"
#include "engine/core/game_info.h"
#include "engine/core/status.h"

namespace azul {

// A stable compact id of a move or chance outcome within one game kind. Ids never change
// meaning between versions (records and links store notation, but the AI and tests use ids).
using Action = std::uint16_t;

inline constexpr int kChancePlayer = -1;  // current_player() at a chance node
inline constexpr int kTerminal = -2;      // current_player() once the game is over

inline constexpr std::size_t kMaxActions = 1024;
using ActionList = FixedVector<Action, kMaxActions>;

struct ChanceOutcome {
  Action action;
  int weight;  // number of tiles of that colour in the bag; probability = weight / sum
  friend bool operator==(const ChanceOutcome&, const ChanceOutcome&) = default;
};
using ChanceList = FixedVector<ChanceOutcome, 8>;

// One line of a score breakdown: a category ("placements", "star bonus: red", ...) and the
// points it gave (negative for penalties). The lines of a player's breakdown sum to score().
// End bonuses (scored once, when the game ends) say so, so that points by round can leave
// them out (azul-cli's breakdown and replay).
struct ScoreLine {
  std::string label;
  int points = 0;
  bool end_bonus = false;
};

template <class S>
concept Game = requires(S& s, const S& cs, Action a, ActionList& actions, ChanceList& chance,
                        std::string_view text, int seat, const typename S::Options& options,
                        const OptionPairs& pairs) {
  typename S::Options;
  // Short lowercase name used in records and on the command line: "pavilion" or "azul".
  { S::kName } -> std::convertible_to<std::string_view>;
  // Options: the schema (core/option_schema.h) and the game's words for players
  // (core/game_info.h, whose id is kName); checked conversion to and from record pairs (a
  // missing option takes its default); validate() names what is wrong.
  { S::info() } -> std::same_as<const GameInfo&>;
  { S::Options::schema() } -> std::same_as<OptionSchema>;
  { S::Options::from_pairs(pairs) } -> std::same_as<Parsed<typename S::Options>>;
  { options.to_pairs() } -> std::same_as<OptionPairs>;
  { options.validate() } -> std::same_as<Status>;
  // Construction from valid options; the new state is at the first chance node of setup.
  S(options);
  { cs.options() } -> std::same_as<const typename S::Options&>;
  { cs.num_players() } -> std::same_as<int>;
  { cs.round() } -> std::same_as<int>;           // 1-based round number
  { cs.current_player() } -> std::same_as<int>;  // seat 0..n-1, kChancePlayer or kTerminal
  { cs.is_terminal() } -> std::same_as<bool>;
  { cs.is_chance() } -> std::same_as<bool>;
  // Player moves, sorted ascending and unique; empty at chance nodes and at the end.
  { cs.legal_actions(actions) } -> std::same_as<void>;
  // Chance outcomes with weights, sorted by action; empty unless is_chance().
  { cs.chance_outcomes(chance) } -> std::same_as<void>;
  { cs.is_legal(a) } -> std::same_as<bool>;  // a legal player move or chance outcome here
  // Checked apply: an illegal action returns an error naming why and changes nothing.
  { s.apply(a) } -> std::same_as<Status>;
  // Unchecked apply for the AI and simulations; the action must be legal.
  { s.apply_unchecked(a) } -> std::same_as<void>;
  // Readable notation of an action that is legal in this state; chance outcomes are a single
  // character (the colour letter). parse_action accepts exactly what action_to_string prints
  // (case-insensitive, extra spaces tolerated) and names the problem otherwise.
  { cs.action_to_string(a) } -> std::same_as<std::string>;
  { cs.parse_action(text) } -> std::same_as<Parsed<Action>>;
  { cs.score(seat) } -> std::same_as<int>;
  { cs.tiebreak(seat) } -> std::same_as<int>;  // higher wins a score tie; 0 where none exists
  { cs.breakdown(seat) } -> std::same_as<std::vector<ScoreLine>>;
  { cs.to_string() } -> std::same_as<std::string>;  // multi-line readable dump for debugging
  // Every invariant of the game's rules (each tile somewhere, boards consistent, counters and
  // scores in range): ok, or the first one broken. Checked at every step of the soak, the
  // fuzzers and the generic simulation tests (core/invariants.h).
  { cs.check_invariants() } -> std::same_as<Status>;
  // The lowest and highest score a seat can have in this game (the lowest may depend on the
  // options, e.g. Summer Pavilion's score floor).
  { cs.score_bounds() } -> std::same_as<std::pair<int, int>>;
  { cs == cs } -> std::same_as<bool>;
};

// Seats with the best (score, tiebreak); ties are shared. Only meaningful at the end.
template <Game S>
std::vector<int> winners(const S& state) {
  std::vector<int> best;
  for (int p = 0; p < state.num_players(); ++p) {
    if (best.empty()) {
      best.push_back(p);
      continue;
    }
    const int b = best.front();
    const auto key = std::pair{state.score(p), state.tiebreak(p)};
    const auto best_key = std::pair{state.score(b), state.tiebreak(b)};
    if (key > best_key)
      best.assign(1, p);
    else if (key == best_key)
      best.push_back(p);
  }
  return best;
}

}  // namespace azul
