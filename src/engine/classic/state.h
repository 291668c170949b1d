// State of a game of classic Azul (2017), as the fact sheet /work/shared/rules/azul.md states
// it, for 2..4 players on the coloured or the grey wall. Satisfies azul::Game (core/game.h).
//
// Flow of a round (see phase()):
//   Deal        chance node: the factories 1..N are filled in order, 4 tiles each, one chance
//               action (a tile of one colour drawn from the bag) per slot. When the bag is empty
//               and a tile is needed, the whole lid goes into the bag first (inside apply); if
//               both are empty the remaining slots stay empty ("short" factories).
//   Offer       the players take tiles in turn, starting with the start player. A take puts all
//               tiles of one colour from a factory (the rest go to the centre) or from the centre
//               onto one pattern line or the floor line. Overflow goes to the floor line, and
//               once the floor line's 7 spaces are full, to the lid. A pattern line that is full
//               (Decision 5), holds another colour, or whose wall row already has the colour is
//               not offered. The first player to take from the centre takes the first-player
//               marker (Decision 1: it occupies a floor space only if one is free).
//   wall-tiling when the factories and the centre are empty. Players in seat order from the
//               start player, rows top to bottom: a complete pattern line puts one tile on the
//               wall (scored, scoring.h) and the rest in the lid. On the coloured wall this is
//               automatic. On the grey wall the column is a decision of the player
//               (phase WallTiling, Decision 2): only empty cells whose column does not yet hold
//               that colour are offered (even when only one is); if there is none, the whole
//               line goes to the floor line. Then the floor line is scored (penalties, score
//               never below 0), its tiles go to the lid, and the marker's holder starts the next
//               round (Decision 4: if nobody took it, the start player starts again).
//   GameOver    after the wall-tiling of a round in which some player completed a horizontal
//               row, or when the next round would begin with bag and lid both empty (Decision 6).
//               Decision 7 (the printed rules are silent): the game also ends after a
//               wall-tiling after which no player can ever complete a horizontal row, since it
//               could never end otherwise (dead_end.h says exactly when).
//               End bonuses (+2 row, +7 column, +10 colour) are added then.
// Action ids: actions.h. Notation: notation.h. Options: options.h.
// "Decision N" below: the project's rule decisions, listed with their reasons and tests in
// docs/rules.md.
#pragma once

#include <array>
#include <bit>
#include <cassert>
#include <string>
#include <string_view>
#include <vector>

#include "engine/classic/actions.h"
#include "engine/classic/colours.h"
#include "engine/classic/destinations.h"
#include "engine/classic/options.h"
#include "engine/classic/player_board.h"
#include "engine/classic/tile_counts.h"
#include "engine/core/game.h"

namespace azul::classic {

enum class Phase : std::uint8_t { Deal, Offer, WallTiling, GameOver };

// What a take would do, worked out by the take's own code on a copy, so that a view can show
// it before the move is made (ui holds no rules): where each picked tile goes and what the
// floor line would cost. Spaces are 0-based, in the order they fill.
struct TakePreview {
  int seat = 0;
  Colour colour = Colour::Blue;
  int taken = 0;                // tiles of `colour` picked up
  int line = -1;                // the pattern line (row) they go to; -1 for the floor line
  int line_first = 0;           // its first space they fill
  int to_line = 0;              // how many go on it
  bool completes_line = false;  // the line will be full: tiled at the end of the round
  int floor_first = 0;          // the first floor space filled (by the marker or a tile)
  int to_floor = 0;             // tiles on the floor line
  bool takes_marker = false;    // the first take from the centre: the first-player marker
  int marker_space = -1;        // the floor space the marker takes; -1 when none is free
  int to_lid = 0;               // tiles that find no floor space go to the lid
  int penalty_before = 0;       // the floor line's penalty now and after the take (<= 0)
  int penalty_after = 0;
};

inline constexpr int kTilesPerFactory = 4;
inline constexpr int kMarkerInCentre = -1;  // marker_holder() while the marker is in the centre

class PositionBuilder;

class State {
 public:
  using Options = classic::Options;
  static constexpr std::string_view kName = "azul";
  static const GameInfo& info() { return classic::game_info(); }

  // A new game at the first chance node of round 1 (all 100 tiles in the bag). `options` must
  // be valid (Options::validate()).
  explicit State(const Options& options);

  // ---- azul::Game ----
  const Options& options() const { return options_; }
  int num_players() const { return options_.players; }
  int round() const { return round_; }
  int current_player() const {
    if (phase_ == Phase::Deal) return kChancePlayer;
    if (phase_ == Phase::GameOver) return kTerminal;
    return current_;
  }
  bool is_terminal() const { return phase_ == Phase::GameOver; }
  bool is_chance() const { return phase_ == Phase::Deal; }
  void legal_actions(ActionList& actions) const;
  void chance_outcomes(ChanceList& outcomes) const {
    outcomes.clear();
    if (phase_ != Phase::Deal) return;
    for (unsigned m = bag_.present(); m != 0; m &= m - 1) {
      const Colour c = colour_from_index(std::countr_zero(m));
      outcomes.push_back(ChanceOutcome{draw_id(c), bag_.count(c)});
    }
  }
  bool is_legal(Action a) const;
  Status apply(Action a);
  // Draws, about two thirds of a game's actions, are applied inline.
  void apply_unchecked(Action a) {
    assert(is_legal(a));
    if (a >= kFirstDraw)
      apply_draw(decode_draw(a));
    else
      apply_move(a);
  }
  std::string action_to_string(Action a) const;
  Parsed<Action> parse_action(std::string_view text) const;
  int score(int seat) const { return boards_[seat].score(); }
  int tiebreak(int seat) const { return boards_[seat].wall.complete_rows(); }
  // Lines: wall placements, floor penalties, score floor, row/column/colour bonuses.
  std::vector<ScoreLine> breakdown(int seat) const;
  std::string to_string() const;
  friend bool operator==(const State&, const State&) = default;
  // Every invariant of the rules (tiles per colour, boards, marker, counters, scores, caches);
  // ok or the first one broken (invariants.cpp).
  Status check_invariants() const;
  // A score is never below 0; 345 is more than any game can reach (25 placements of at most 10,
  // plus every end bonus).
  static constexpr int kMaxScore = 25 * 10 + 5 * 2 + 5 * 7 + 5 * 10;
  std::pair<int, int> score_bounds() const;

  // ---- fast chance sampling for playouts (not required by azul::Game) ----
  // chance_weight_total() is the sum of the chance outcomes' weights (the tiles in the bag at a
  // chance node, else 0); chance_outcome_at(pick) is the outcome azul::sample_chance chooses
  // for `pick` in [0, chance_weight_total()): outcomes in action order, each covering `weight`
  // consecutive picks. Same result as the generic path without building the outcome list.
  int chance_weight_total() const { return phase_ == Phase::Deal ? bag_.total() : 0; }
  Action chance_outcome_at(int pick) const {
    assert(phase_ == Phase::Deal && pick >= 0 && pick < bag_.total());
    return draw_id(bag_.nth_tile(pick));
  }

  // ---- fast uniform move sampling for playouts (not required by azul::Game) ----
  // legal_action_count() is the size of the list legal_actions() fills; legal_action_at(k) is
  // its k-th entry, for k in [0, legal_action_count()), found without building the list.
  int legal_action_count() const {
    if (phase_ == Phase::Offer) {
      const DestinationTable table = destinations_[current_];
      int count = std::popcount(table & source_bits(centre_));
      const int n = num_factories();
      for (int f = 0; f < n; ++f) count += std::popcount(table & source_bits(factories_[f]));
      return count;
    }
    if (phase_ == Phase::WallTiling) {
      const PlayerBoard& board = boards_[current_];
      return std::popcount(
          board.wall.free_columns_for(tiling_row_, board.lines[tiling_row_].colour));
    }
    return 0;
  }
  Action legal_action_at(int k) const;

  // ---- read access for the UI, the AI and the tests ----
  Phase phase() const { return phase_; }
  WallSide wall_side() const { return options_.wall; }
  int num_factories() const { return factories_for_players(options_.players); }
  const TileCounts& factory(int index) const { return factories_[index]; }  // 0-based
  const TileCounts& centre() const { return centre_; }
  const TileCounts& bag() const { return bag_; }
  const TileCounts& lid() const { return lid_; }
  bool marker_in_centre() const { return marker_holder_ == kMarkerInCentre; }
  // The seat that took the marker from the centre this round, or kMarkerInCentre.
  int marker_holder() const { return marker_holder_; }
  // The seat that started (or, during Deal, will start) the current round.
  int start_player() const { return start_player_; }
  const PlayerBoard& board(int seat) const { return boards_[seat]; }
  // During Deal: the factory (0-based) the next drawn tile goes to.
  int deal_factory() const { return deal_slot_ / kTilesPerFactory; }
  // During WallTiling: the row (0-based) whose tile current_player() places.
  int tiling_row() const { return tiling_row_; }
  // Tiles on factories and in the centre.
  int tiles_on_table() const { return tiles_on_table_; }
  // What the legal take `a` of the seat to move would do (see TakePreview).
  TakePreview preview_take(Action a) const;
  // Why `a` is not legal here ("pattern line 3 is full", "wall row 2 already has red"), or ok.
  Status why_illegal(Action a) const { return is_legal(a) ? Status{} : explain_illegal(a); }
  // All tiles anywhere (bag + lid + factories + centre + pattern lines + floor lines + walls);
  // always kTotalTiles. For conservation checks.
  int tile_total() const;
  int tile_total(Colour c) const;

 private:
  friend class PositionBuilder;
  friend struct InvariantsTestAccess;  // tests/unit/classic/invariants_test.cpp corrupts states
  State() = default;

  // The seat `steps` (0 <= steps < num_players()) places after `seat`; avoids a division.
  int seat_after(int seat, int steps) const {
    const int next = seat + steps;
    return next >= num_players() ? next - num_players() : next;
  }
  bool is_legal_take(Action a) const;
  bool is_legal_place(Action a) const;
  Status explain_illegal(Action a) const;  // why a is not legal here (for apply)
  // Recomputes destinations_[seat] for pattern line `row` after that line or wall row changed.
  void refresh_destinations(int seat, int row);

  void apply_draw(Colour c) {
    bag_.remove(c);
    factories_[deal_slot_ / kTilesPerFactory].add(c);
    ++deal_slot_;
    ++tiles_on_table_;
    if (deal_slot_ == num_factories() * kTilesPerFactory || bag_.empty()) end_of_draw();
  }
  // After a draw that filled the last slot or emptied the bag.
  void end_of_draw();
  void apply_move(Action a);  // a take or a place
  void apply_take(const Take& take);
  // The take's tiles from their source to the board (overflow to the floor, then the lid) and
  // the marker; returns how many were taken. The rest of apply_take is the turn's end.
  int move_taken_tiles(const Take& take);
  void apply_place(const Place& place);

  void start_offer();
  void continue_tiling();  // runs the wall-tiling until a decision is needed or it ends
  void place_on_wall(int seat, int row, int column);
  void overflow_line_to_floor(int seat, int row);
  void add_to_floor(PlayerBoard& board, Colour c, int n);
  void score_floor_line(PlayerBoard& board);
  void finish_round();
  void end_game();

  Options options_{};
  Phase phase_ = Phase::Deal;
  std::uint16_t round_ = 1;
  std::int8_t current_ = 0;       // seat to move (Offer) or to decide (WallTiling)
  std::int8_t start_player_ = 0;  // seat that starts the current round
  std::int8_t marker_holder_ = kMarkerInCentre;
  std::uint8_t deal_slot_ = 0;    // Deal: tiles dealt this round (slot of the next tile)
  std::uint8_t tiling_turn_ = 0;  // wall-tiling: players done (seat = start + tiling_turn_)
  std::uint8_t tiling_row_ = 0;   // wall-tiling: next row of that player
  std::uint8_t tiles_on_table_ = 0;
  std::array<TileCounts, kMaxFactories> factories_{};
  TileCounts centre_{};
  TileCounts bag_{};
  TileCounts lid_{};
  std::array<PlayerBoard, kMaxPlayersClassic> boards_{};
  // Per seat, where each colour may go (destinations.h): a cache of the boards, kept up to date
  // by refresh_destinations whenever a pattern line or wall row changes.
  std::array<DestinationTable, kMaxPlayersClassic> destinations_{};
};

}  // namespace azul::classic
