// Summer Pavilion's invariants (State::check_invariants, required by azul::Game): what must
// hold in every position the rules can reach. The soak, the fuzzers and the generic simulation
// tests call it at every step; tests/unit/pavilion/invariants_test.cpp corrupts each zone in
// turn and shows that each is caught.
#include <bit>
#include <string>

#include "engine/pavilion/state.h"

namespace azul::pavilion {
namespace {

std::string seat_text(int seat) { return "seat " + std::to_string(seat + 1) + ": "; }

// The tiles covering the pavilion: their colours per covered space, the colours per star, and
// the star colour rules of the side (docs/rules.md for the monochrome reading).
std::string pavilion_problem(const PlayerState& p, Side side, TileCounts& on_board) {
  for (int space = 0; space < kNumSpaces; ++space) {
    const bool covered = (p.covered >> space) & 1u;
    const Colour colour = p.space_colour[space];
    if (covered != (colour != kNoColour))
      return "space " + std::to_string(position_of_space(space)) + " of star " +
             std::to_string(star_of_space(space) + 1) + " has a colour without a tile, or not";
    if (covered) ++on_board[colour];
  }
  for (int star = 0; star < kNumStars; ++star) {
    std::uint8_t colours = 0;
    int tiles = 0;
    for (int position = 1; position <= kSpacesPerStar; ++position) {
      const int space = space_index(star, position);
      if (!((p.covered >> space) & 1u)) continue;
      colours = static_cast<std::uint8_t>(colours | (1u << p.space_colour[space]));
      ++tiles;
    }
    if (colours != p.star_colours[star]) return "a star's colours do not match its tiles";
    const int distinct = std::popcount(colours);
    const bool single = distinct <= 1;
    const bool multi = distinct == tiles;
    if (side == Side::kColoured && star != kCentreStar && colours != 0 && colours != (1u << star))
      return "an outer star holds another colour than its own";
    if ((side == Side::kColoured && star == kCentreStar && !multi) || (!single && !multi))
      return "a star mixes single- and multicoloured tiles";
  }
  return "";
}

}  // namespace

std::pair<int, int> State::score_bounds() const { return {options_.score_floor, kMaxScore}; }

Status State::check_invariants() const {
  const int players = num_players();
  if (bag_total_ != total(bag_)) return Status::error("the bag's total is off");
  TileCounts in_slots{};
  for (Colour colour : supply_)
    if (colour != kNoColour) ++in_slots[colour];
  if (in_slots != supply_counts_)
    return Status::error("the supply's counts do not match its slots");
  // Every tile is somewhere, 22 of each colour: bag, tower, centre, supply, factories, and
  // each player's hand, corners and pavilion.
  TileCounts counted{};
  const auto add = [&](const TileCounts& zone) {
    for (int c = 0; c < kNumColours; ++c)
      counted[c] = static_cast<std::uint8_t>(counted[c] + zone[c]);
  };
  add(bag_);
  add(tower_);
  add(centre_);
  add(supply_counts_);
  for (int f = 0; f < kMaxFactories; ++f) {
    if (total(factories_[f]) > kTilesPerFactory)
      return Status::error("factory " + std::to_string(f + 1) + " holds more than 4 tiles");
    if (f >= num_factories() && total(factories_[f]) > 0)
      return Status::error("a factory out of play holds tiles");
    add(factories_[f]);
  }
  for (int seat = 0; seat < kMaxPlayers; ++seat) {
    const PlayerState& p = players_[seat];
    if (seat >= players) {
      if (!(p == PlayerState{})) return Status::error("a seat out of play has a board");
      continue;
    }
    add(p.hand);
    add(p.corners);
    TileCounts on_board{};
    if (std::string problem = pavilion_problem(p, options_.side, on_board); !problem.empty())
      return Status::error(seat_text(seat) + problem);
    add(on_board);
    if (total(p.corners) > 4) return Status::error(seat_text(seat) + "more than 4 tiles kept");
    const int ledger = kStartingScore + p.placement_points - p.centre_penalty - p.pass_discards -
                       p.final_discards + p.floor_refund + p.end_bonus;
    if (ledger != p.score)
      return Status::error(seat_text(seat) + "the score and its ledger differ");
    const auto [lowest, highest] = score_bounds();
    if (p.score < lowest || p.score > highest)
      return Status::error(seat_text(seat) + "score " + std::to_string(p.score) +
                           " is out of bounds");
  }
  for (int c = 0; c < kNumColours; ++c)
    if (counted[c] != kTilesPerColour)
      return Status::error(std::string(colour_name(static_cast<Colour>(c))) + ": " +
                           std::to_string(counted[c]) + " tiles in the game, not " +
                           std::to_string(kTilesPerColour));
  // Exactly one start token: in the centre or with one seat. Counters.
  if (token_holder_ < -1 || token_holder_ >= players)
    return Status::error("the token's holder is not a seat");
  if (round_ < 1 || round_ > kRounds) return Status::error("the round is out of 1..6");
  if (start_player_ < 0 || start_player_ >= players || current_ < 0 || current_ >= players)
    return Status::error("the start player or the player to move is not a seat");
  if ((phase_ == Phase::kBonus) != (bonus_owed_ > 0))
    return Status::error("bonus tiles are owed outside the bonus phase, or none in it");
  return {};
}

}  // namespace azul::pavilion
