// ToyNim: a tiny game satisfying azul::Game, for testing the AI without the real engines.
//
// Rules: the game has `rounds` rounds. Each round starts at a chance node that deals a pile of
// 4..9 stones (weight of a pile of n stones: n - 3, so bigger piles are likelier). Then, from
// the round's start seat on, players in turn take 1, 2 or 3 stones (no more than the pile
// holds). Whoever takes the last stone scores `round` points (later rounds are worth more) and
// starts the next round. The player who scored last breaks score ties (tiebreak 1).
// With two players the winning move of a round is to leave a multiple of 4 stones.
//
// Actions: 1..3 take that many stones ("1", "2", "3"); chance outcomes 14..19 deal a pile of
// 4..9 ("4".."9").
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/game.h"
#include "engine/core/option_schema.h"

namespace azul::toy {

class ToyNim {
 public:
  static constexpr std::string_view kName = "toynim";
  static constexpr int kMinPile = 4;
  static constexpr int kMaxPile = 9;
  static constexpr Action kDealBase = 10;  // chance action of a pile of n: kDealBase + n
  static constexpr int kMaxTake = 3;

  struct Options {
    int players = 2;
    int rounds = 3;
    static OptionSchema schema() {
      static constexpr std::array<OptionValue, 3> kPlayers = {{{"2", "2"}, {"3", "3"}, {"4", "4"}}};
      static constexpr std::array<OptionValue, 5> kRounds = {
          {{"1", "1"}, {"2", "2"}, {"3", "3"}, {"4", "4"}, {"5", "5"}}};
      static constexpr std::array<OptionSpec, 2> kSchema = {{
          {.key = "players",
           .kind = OptionKind::kPlayerCount,
           .label = "Players",
           .default_value = "2",
           .values = kPlayers},
          {.key = "rounds",
           .label = "Rounds",
           .help = "How many piles are dealt, one per round.",
           .default_value = "3",
           .values = kRounds},
      }};
      return kSchema;
    }
    OptionPairs to_pairs() const {
      return {{"players", std::to_string(players)}, {"rounds", std::to_string(rounds)}};
    }
    static Parsed<Options> from_pairs(const OptionPairs& pairs) {
      auto checked = normalize_options(schema(), pairs);
      if (!checked.ok()) return Parsed<Options>::fail(checked.error);
      Options o;
      o.players = std::atoi(std::string(option_value(*checked.value, "players")).c_str());
      o.rounds = std::atoi(std::string(option_value(*checked.value, "rounds")).c_str());
      return Parsed<Options>{o, ""};
    }
    Status validate() const {
      if (players < 2 || players > kMaxPlayers) return Status::error("players must be 2..4");
      if (rounds < 1 || rounds > 20) return Status::error("rounds must be 1..20");
      return {};
    }
    friend bool operator==(const Options&, const Options&) = default;
  };

  static const GameInfo& info() {
    static const GameInfo info = {.id = kName,
                                  .title = "Toy Nim",
                                  .short_title = "Nim",
                                  .players = "2 to 4 players",
                                  .description = "A test game for the AI.",
                                  .options = Options::schema()};
    return info;
  }

  explicit ToyNim(const Options& options) : options_(options) {}

  const Options& options() const { return options_; }
  int num_players() const { return options_.players; }
  int round() const { return round_; }
  int current_player() const {
    if (is_terminal()) return kTerminal;
    return pile_ == 0 ? kChancePlayer : to_move_;
  }
  bool is_terminal() const { return round_ > options_.rounds; }
  bool is_chance() const { return !is_terminal() && pile_ == 0; }

  void legal_actions(ActionList& actions) const {
    actions.clear();
    if (is_terminal() || is_chance()) return;
    for (int take = 1; take <= kMaxTake && take <= pile_; ++take)
      actions.push_back(static_cast<Action>(take));
  }
  void chance_outcomes(ChanceList& outcomes) const {
    outcomes.clear();
    if (!is_chance()) return;
    for (int n = kMinPile; n <= kMaxPile; ++n)
      outcomes.push_back(ChanceOutcome{static_cast<Action>(kDealBase + n), n - kMinPile + 1});
  }
  bool is_legal(Action a) const {
    if (is_terminal()) return false;
    if (is_chance()) return a >= kDealBase + kMinPile && a <= kDealBase + kMaxPile;
    return a >= 1 && a <= kMaxTake && a <= pile_;
  }
  Status apply(Action a) {
    if (!is_legal(a)) return Status::error("illegal action " + std::to_string(a));
    apply_unchecked(a);
    return {};
  }
  void apply_unchecked(Action a) {
    if (is_chance()) {
      pile_ = a - kDealBase;
      return;
    }
    pile_ -= a;
    if (pile_ == 0) {
      scores_[to_move_] += round_;
      last_scorer_ = to_move_;
      ++round_;
    } else {
      to_move_ = (to_move_ + 1) % options_.players;
    }
  }
  std::string action_to_string(Action a) const {
    return std::to_string(a >= kDealBase ? a - kDealBase : a);
  }
  Parsed<Action> parse_action(std::string_view text) const {
    const int n = std::atoi(std::string(text).c_str());
    const Action a = static_cast<Action>(is_chance() ? kDealBase + n : n);
    if (!is_legal(a)) return Parsed<Action>::fail("not legal here: '" + std::string(text) + "'");
    return Parsed<Action>{a, ""};
  }
  int score(int seat) const { return scores_[seat]; }
  int tiebreak(int seat) const { return seat == last_scorer_ ? 1 : 0; }
  std::vector<ScoreLine> breakdown(int seat) const { return {{"rounds won", scores_[seat]}}; }
  // The pile never exceeds its deal; a seat scores at most the sum of the rounds' points.
  Status check_invariants() const {
    if (pile_ < 0 || pile_ > kMaxPile) return Status::error("the pile is out of range");
    return {};
  }
  std::pair<int, int> score_bounds() const {
    return {0, options_.rounds * (options_.rounds + 1) / 2};
  }
  std::string to_string() const {
    return "round " + std::to_string(round_) + " pile " + std::to_string(pile_) + " to move " +
           std::to_string(to_move_);
  }
  int pile() const { return pile_; }
  // Test setup: sets the pile (a player node when > 0) and the seat to move.
  void set_pile(int pile, int to_move) {
    pile_ = pile;
    to_move_ = to_move;
  }
  friend bool operator==(const ToyNim&, const ToyNim&) = default;

 private:
  Options options_;
  int round_ = 1;
  int pile_ = 0;
  int to_move_ = 0;
  int last_scorer_ = -1;
  std::array<int, kMaxPlayers> scores_{};
};

static_assert(Game<ToyNim>);

}  // namespace azul::toy
