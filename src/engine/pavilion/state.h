// azul::pavilion::State: the complete rules of Azul: Summer Pavilion as a value type that
// satisfies azul::Game (engine/core/game.h). Facts and Decisions: shared/rules/summer-pavilion.md.
//
// Flow of a game (every step is one action; ids and notation in actions.h):
// - Chance (current_player() == kChancePlayer): one tile of the chosen colour leaves the bag
//   and goes to the next position being filled. Setup fills the 10 supply slots (slot 1..10)
//   then factories 1..N with 4 tiles each. After every phase-2 turn (a pass included, Decision
//   8) the empty supply slots are refilled in slot order; at the start of rounds 2..6 the
//   factories are filled in order. When a tile must be drawn from an empty bag, the whole
//   tower goes into the bag first (inside apply); if both are empty the remaining positions
//   stay empty and the fill ends (Decisions 4 and 9). The bag is only counts per colour.
//   After the final pass of round 6 the game is over and the supply is not refilled.
// - Phase 1 (Phase::kTake), clockwise from the round's start player: take all tiles of one
//   non-wild colour from a factory or the centre plus exactly one wild tile if the source
//   holds any; a source holding only wild tiles gives a single wild. Factory leftovers go to
//   the centre. The first to take from the centre takes the start token and loses 1 point per
//   tile taken (the wild included). Phase 1 ends when factories and centre are empty.
// - Phase 2 (Phase::kPlay), from the start-token holder (or, if nobody took from the centre or
//   the round began with empty factories, the round's start player: Decisions 6 and 9),
//   clockwise, skipping players who passed: place one tile or pass.
//   Placing on a space printed N costs N tiles: one tile of the placed colour is placed, the
//   other N-1 (own colour and/or current-wild tiles) go to the tower; it scores the unbroken
//   run through the new tile on that star. Completing structures owes 1/2/3 bonus tiles each,
//   summed (Decision 2) and capped at what the supply holds (Decision 3): Phase::kBonus, the
//   same player takes them ONE AT A TIME ("bonus O"); each comes from the lowest-numbered
//   supply slot holding that colour (slots matter only for refill order).
//   Passing keeps 0..4 tiles on the board's corners (Decision 5; none in round 6) and
//   discards the rest to the tower at -1 each.
// - Phase 3: the round advances (new wild colour), kept corner tiles return to the hand, the
//   start token returns to the centre, the factories are filled (chance), and the round's
//   start player is the token holder.
// - Scores start at 5; every loss stops at the score floor (1 or 0, Decision 1). After round
//   6: complete stars and all-1s/2s/3s/4s bonuses are added (geometry.h). Ties are shared.
//
// Payment rule (bounds enumerated by legal_actions): placing colour c on a space printed N
// with w wild tiles needs 1 <= N - w <= tiles of c held, 0 <= w <= min(N - 1, wilds held).
// The wild colour itself is placed with all N tiles of that colour and w written 0. The
// coloured side's outer stars take only their own colour; its centre star takes six
// different colours. On the monochrome side every star (centre included) becomes single- or
// multicoloured by its first two tiles; a tile of the current wild colour may go on any star
// whose kind accepts that colour (the monochrome reading of "only on its own colour's star").
// "Decision N" below: the project's rule decisions, listed with their reasons and tests in
// docs/rules.md.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/game.h"
#include "engine/pavilion/actions.h"
#include "engine/pavilion/colours.h"
#include "engine/pavilion/geometry.h"
#include "engine/pavilion/options.h"

namespace azul::pavilion {

inline constexpr int kSupplySlots = 10;
inline constexpr int kTilesPerFactory = 4;
inline constexpr int kStartingScore = 5;
inline constexpr std::array<int, kMaxPlayers + 1> kFactoriesForPlayers = {0, 0, 5, 7, 9};

enum class Phase : std::uint8_t {
  kChance,    // a tile is being drawn from the bag
  kTake,      // phase 1: acquire tiles
  kPlay,      // phase 2: place a tile or pass
  kBonus,     // phase 2: the current player picks owed bonus tiles one at a time
  kGameOver,  // after round 6; scores include the end bonuses
};

// What a star on the monochrome side has become (the coloured side's stars are fixed).
enum class StarKind : std::uint8_t { kUndecided, kSingleColoured, kMulticoloured };

// Everything one player owns. Read through State::player(seat).
struct PlayerState {
  TileCounts hand{};          // tiles next to the board (usable this round)
  TileCounts corners{};       // tiles kept at a pass; they return to the hand in phase 3
  std::uint64_t covered = 0;  // board mask, bit space_index(star, position)
  std::array<Colour, kNumSpaces> space_colour{};  // colour on each covered space, else kNoColour
  std::array<std::uint8_t, kNumStars> star_colours{};  // colour bit mask of each star's tiles
  std::uint32_t structures = 0;  // bit i set once structure i (geometry.h) has been completed
  bool passed = false;           // passed in this round's phase 2
  std::int16_t score = kStartingScore;
  // The ledger behind breakdown(): nominal points of each category (losses as positive
  // numbers) and what the score floor gave back.
  std::int16_t placement_points = 0;
  std::int16_t centre_penalty = 0;
  std::int16_t pass_discards = 0;   // tiles discarded when passing in rounds 1..5
  std::int16_t final_discards = 0;  // tiles discarded when passing in round 6
  std::int16_t floor_refund = 0;
  std::int16_t end_bonus = 0;  // star and number bonuses, added when the game ends

  PlayerState() { space_colour.fill(kNoColour); }
  friend bool operator==(const PlayerState&, const PlayerState&) = default;
};

// The colours a star still accepts by its colour rules (ignoring tiles held): on the coloured
// side an outer star takes only its own colour and the centre any colour not on it yet; on
// the monochrome side any colour until two tiles fix the kind, then the single colour or the
// colours not yet on a multicoloured star.
inline std::uint8_t colours_allowed_on(const PlayerState& p, Side side, int star) {
  const std::uint8_t present = p.star_colours[star];
  if (side == Side::kColoured) {
    if (star != kCentreStar) return static_cast<std::uint8_t>(1u << star);
    return static_cast<std::uint8_t>(~present & kAllColoursMask);
  }
  if (kSixBitCount[star_bits(p.covered, star)] < 2) return kAllColoursMask;  // < 2 tiles on it
  if (kSixBitCount[present] == 1) return present;
  return static_cast<std::uint8_t>(~present & kAllColoursMask);
}

class PositionEditor;

// What a legal move of the seat to move would do to that seat's points, worked out by the
// move's own code on a copy, so that a view can show it before the move is made (ui holds no
// rules): the placement points, the bonus tiles it earns, and the points lost to the centre
// penalty or to discards (after the score floor).
struct PlayPreview {
  int placement_points = 0;
  int bonus_tiles = 0;
  int points_lost = 0;  // >= 0
  bool takes_token = false;
};

class State {
 public:
  using Options = pavilion::Options;
  static constexpr std::string_view kName = "pavilion";
  static const GameInfo& info() { return pavilion::game_info(); }

  // Options must be valid (Options::validate); the state starts at the first setup draw.
  explicit State(const Options& options);

  // ---- azul::Game ----
  const Options& options() const { return options_; }
  int num_players() const { return options_.players; }
  int round() const { return round_; }
  int current_player() const;
  bool is_terminal() const { return phase_ == Phase::kGameOver; }
  bool is_chance() const { return phase_ == Phase::kChance; }
  void legal_actions(ActionList& actions) const;
  // legal_actions without phase 2's passes (the same list in every other phase), for a caller
  // that picks its pass itself: the AI's playouts price a pass by how many tiles it keeps
  // (ai/knowledge_pavilion.h), and phase 2 lists about 30 passes beside 12 placements.
  void legal_actions_except_passes(ActionList& actions) const;
  void chance_outcomes(ChanceList& outcomes) const;
  bool is_legal(Action action) const { return check(action, nullptr); }
  Status apply(Action action);
  void apply_unchecked(Action action);
  std::string action_to_string(Action action) const;
  Parsed<Action> parse_action(std::string_view text) const;
  int score(int seat) const { return players_[seat].score; }
  int tiebreak(int) const { return 0; }  // the rules share ties
  // Lines: start points, placements, centre penalty, pass discards, (at the end) each star
  // bonus and number bonus earned, final discards, score floor. They sum to score(seat).
  std::vector<ScoreLine> breakdown(int seat) const;
  std::string to_string() const;
  friend bool operator==(const State&, const State&) = default;
  // Every invariant of the rules (tiles per colour, pavilions, supply, token, counters, scores
  // and their ledgers); ok or the first one broken (invariants.cpp).
  Status check_invariants() const;
  // Scores never drop below the edition's floor (options().score_floor). 409 is more than any
  // game can reach: 5 to start, 42 placements of at most 6, every star and number bonus.
  static constexpr int kMaxScore =
      kStartingScore + 42 * 6 + (12 + 14 + 15 + 16 + 17 + 18 + 20) + (4 + 8 + 12 + 16);
  std::pair<int, int> score_bounds() const;

  // ---- Read access for the UI, the AI and tests ----
  Phase phase() const { return phase_; }
  Side side() const { return options_.side; }
  Colour wild_colour() const { return options_.wild_order[round_ - 1]; }
  int num_factories() const { return kFactoriesForPlayers[options_.players]; }
  const TileCounts& factory(int index) const { return factories_[index]; }  // 0-based
  const TileCounts& centre() const { return centre_; }
  bool start_token_in_centre() const { return token_holder_ < 0; }
  int start_token_holder() const { return token_holder_; }  // seat, or -1 while in the centre
  // The seat that started (or starts) this round's phase 1; phase 2 starts with the token
  // holder, or with this seat when nobody took the token.
  int start_player() const { return start_player_; }
  // Supply slot 0..9 (written 1..10): a colour, or kNoColour when empty.
  const std::array<Colour, kSupplySlots>& supply() const { return supply_; }
  const TileCounts& supply_counts() const { return supply_counts_; }
  const TileCounts& bag() const { return bag_; }
  const TileCounts& tower() const { return tower_; }
  const PlayerState& player(int seat) const { return players_[seat]; }
  int bonus_tiles_owed() const { return bonus_owed_; }  // > 0 only in Phase::kBonus
  // Which position the pending draw fills: a supply slot 0..9 or, from 10 on, factory
  // (index - 10) / 4. Meaningful only at a chance node.
  int draw_target() const { return fill_cursor_; }
  // The kind of a star on the monochrome side (kUndecided until two tiles are on it). On the
  // coloured side outer stars are single-coloured and the centre multicoloured.
  StarKind star_kind(int seat, int star) const;
  // Colours that may still be placed on a star by its colour rules (ignoring tiles held).
  std::uint8_t allowed_colours(int seat, int star) const;
  // Tiles anywhere in the game: always kTotalTiles (132).
  int tiles_accounted() const;
  // What the legal move `action` of the seat to move would do to its points (PlayPreview).
  PlayPreview preview(Action action) const;
  // Why an action is illegal here, or ok.
  Status check_action(Action action) const;

 private:
  friend class PositionEditor;
  friend struct InvariantsTestAccess;  // tests/unit/pavilion/invariants_test.cpp corrupts states

  // What happens when the current fill of supply/factories ends.
  enum class AfterFill : std::uint8_t { kStartRound, kNextTurn };

  static constexpr int kFactoryFillBase = kSupplySlots;  // fill positions >= this are factories

  bool check(Action action, std::string* why) const;
  bool check_take(const DecodedAction& d, std::string* why) const;
  bool check_place(const DecodedAction& d, std::string* why) const;
  bool check_pass(const DecodedAction& d, std::string* why) const;

  void take_legal_actions(ActionList& actions) const;
  void list_actions(ActionList& actions, bool with_passes) const;
  void play_legal_actions(ActionList& actions, bool with_passes) const;

  void apply_draw(Colour colour);
  void apply_take(int source, Colour colour);
  void apply_place(int star, int position, Colour colour, int wilds);
  void apply_bonus(Colour colour);
  void apply_pass(const TileCounts& keep);

  void lose_points(PlayerState& player, int points, std::int16_t& category);
  void start_fill(int from, int to, AfterFill after);
  void continue_fill();
  void start_round();
  void start_phase2();
  void end_turn();
  void next_turn_or_end_round();
  void end_game();
  bool table_empty() const;
  int fill_end() const;

  Options options_;
  Phase phase_ = Phase::kChance;
  AfterFill after_fill_ = AfterFill::kStartRound;
  std::uint8_t fill_cursor_ = 0;  // next fill position (supply slot or factory tile)
  std::uint8_t fill_to_ = 0;      // one past the last position of the current fill
  std::uint8_t round_ = 1;
  std::int8_t current_ = 0;
  std::int8_t start_player_ = 0;
  std::int8_t token_holder_ = -1;
  std::uint8_t bonus_owed_ = 0;
  std::uint8_t bag_total_ = 0;
  TileCounts bag_{};
  TileCounts tower_{};
  TileCounts centre_{};
  std::array<TileCounts, kMaxFactories> factories_{};
  std::array<Colour, kSupplySlots> supply_{};
  TileCounts supply_counts_{};
  std::array<PlayerState, kMaxPlayers> players_{};
};

}  // namespace azul::pavilion
