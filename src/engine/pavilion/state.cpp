// State: construction, read access, and the flow of a game: bag draws filling the supply and
// the factories, phase-1 takes, phase-2 placements, bonus tiles and passes, rounds, the end
// of the game and the score ledger behind breakdown(). Rules in state.h.
#include "engine/pavilion/state.h"

#include <algorithm>
#include <bit>
#include <cassert>

#include "engine/pavilion/scoring.h"

namespace azul::pavilion {

static_assert(azul::Game<State>);

State::State(const Options& options) : options_(options) {
  assert(options.validate().ok());
  bag_.fill(kTilesPerColour);
  bag_total_ = static_cast<std::uint8_t>(kTotalTiles);
  supply_.fill(kNoColour);
  start_player_ = current_ = static_cast<std::int8_t>(options.start_player);
  start_fill(0, fill_end(), AfterFill::kStartRound);
}

int State::current_player() const {
  switch (phase_) {
    case Phase::kChance:
      return kChancePlayer;
    case Phase::kGameOver:
      return kTerminal;
    default:
      return current_;
  }
}

int State::fill_end() const { return kFactoryFillBase + num_factories() * kTilesPerFactory; }

bool State::table_empty() const {
  // All counts of the centre and the factories are zero: OR them together, a word at a time.
  std::uint64_t any = counts_as_word(centre_);
  for (int f = 0; f < num_factories(); ++f) any |= counts_as_word(factories_[f]);
  return any == 0;
}

StarKind State::star_kind(int seat, int star) const {
  if (options_.side == Side::kColoured)
    return star == kCentreStar ? StarKind::kMulticoloured : StarKind::kSingleColoured;
  const PlayerState& p = players_[seat];
  if (std::popcount(star_bits(p.covered, star)) < 2) return StarKind::kUndecided;
  return std::popcount(p.star_colours[star]) == 1 ? StarKind::kSingleColoured
                                                  : StarKind::kMulticoloured;
}

std::uint8_t State::allowed_colours(int seat, int star) const {
  return colours_allowed_on(players_[seat], options_.side, star);
}

int State::tiles_accounted() const {
  int tiles = total(bag_) + total(tower_) + total(centre_) + total(supply_counts_);
  for (const auto& f : factories_) tiles += total(f);
  for (const auto& p : players_)
    tiles += total(p.hand) + total(p.corners) + std::popcount(p.covered);
  return tiles;
}

// ---- Applying actions ------------------------------------------------------------------------

Status State::apply(Action action) {
  std::string why;
  if (!check(action, &why)) return Status::error(std::move(why));
  apply_unchecked(action);
  return {};
}

void State::apply_unchecked(Action action) {
  assert(is_legal(action));
  const DecodedAction d = decode_action(action);
  switch (d.kind) {
    case ActionKind::kDraw:
      apply_draw(d.colour);
      break;
    case ActionKind::kTake:
      apply_take(d.source, d.colour);
      break;
    case ActionKind::kPlace:
      apply_place(d.star, d.position, d.colour, d.wilds);
      break;
    case ActionKind::kBonus:
      apply_bonus(d.colour);
      break;
    case ActionKind::kPass:
      apply_pass(keep_from_rank(d.keep_rank));
      break;
    case ActionKind::kInvalid:
      break;
  }
}

void State::lose_points(PlayerState& player, int points, std::int16_t& category) {
  category = static_cast<std::int16_t>(category + points);
  const int above_floor = std::max(0, player.score - options_.score_floor);
  const int lost = std::min(points, above_floor);
  player.score = static_cast<std::int16_t>(player.score - lost);
  player.floor_refund = static_cast<std::int16_t>(player.floor_refund + points - lost);
}

void State::start_fill(int from, int to, AfterFill after) {
  fill_cursor_ = static_cast<std::uint8_t>(from);
  fill_to_ = static_cast<std::uint8_t>(to);
  after_fill_ = after;
  continue_fill();
}

void State::continue_fill() {
  while (fill_cursor_ < fill_to_) {
    if (fill_cursor_ < kSupplySlots && supply_[fill_cursor_] != kNoColour) {
      ++fill_cursor_;
      continue;
    }
    if (bag_total_ == 0) {
      // The whole tower goes into the bag; with both empty nothing more can be drawn.
      bag_ = tower_;
      bag_total_ = static_cast<std::uint8_t>(total(tower_));
      tower_ = {};
      if (bag_total_ == 0) break;
    }
    phase_ = Phase::kChance;
    return;
  }
  fill_cursor_ = fill_to_;
  if (after_fill_ == AfterFill::kStartRound)
    start_round();
  else
    next_turn_or_end_round();
}

void State::apply_draw(Colour colour) {
  --bag_[colour];
  --bag_total_;
  const int target = fill_cursor_++;
  if (target < kSupplySlots) {
    supply_[target] = colour;
    ++supply_counts_[colour];
  } else {
    ++factories_[(target - kFactoryFillBase) / kTilesPerFactory][colour];
  }
  continue_fill();
}

void State::start_round() {
  token_holder_ = -1;
  current_ = start_player_;
  if (table_empty()) {
    start_phase2();  // Decision 9: nothing to take this round
    return;
  }
  phase_ = Phase::kTake;
}

void State::start_phase2() {
  if (token_holder_ >= 0) start_player_ = token_holder_;  // else Decision 6
  for (auto& p : players_) p.passed = false;
  current_ = start_player_;
  phase_ = Phase::kPlay;
}

void State::apply_take(int source, Colour colour) {
  PlayerState& p = players_[current_];
  TileCounts& tiles = source == kCentreSource ? centre_ : factories_[source];
  const Colour wild = wild_colour();
  int taken = 0;
  if (colour != wild) {
    taken = tiles[colour];
    p.hand[colour] = static_cast<std::uint8_t>(p.hand[colour] + taken);
    tiles[colour] = 0;
    if (tiles[wild] > 0) {
      --tiles[wild];
      ++p.hand[wild];
      ++taken;
    }
  } else {
    --tiles[wild];
    ++p.hand[wild];
    taken = 1;
  }
  if (source != kCentreSource) {
    for (int c = 0; c < kNumColours; ++c)
      centre_[c] = static_cast<std::uint8_t>(centre_[c] + tiles[c]);
    tiles = {};
  } else if (token_holder_ < 0) {
    token_holder_ = current_;
    lose_points(p, taken, p.centre_penalty);
  }
  if (table_empty())
    start_phase2();
  else
    current_ = static_cast<std::int8_t>((current_ + 1) % num_players());
}

void State::apply_place(int star, int position, Colour colour, int wilds) {
  PlayerState& p = players_[current_];
  const int cost = printed_value(options_.side, star, position);
  const Colour wild = wild_colour();
  if (colour == wild) wilds = 0;
  const int own = cost - wilds;
  p.hand[colour] = static_cast<std::uint8_t>(p.hand[colour] - own);
  p.hand[wild] = static_cast<std::uint8_t>(p.hand[wild] - wilds);
  tower_[colour] = static_cast<std::uint8_t>(tower_[colour] + own - 1);
  tower_[wild] = static_cast<std::uint8_t>(tower_[wild] + wilds);

  const int space = space_index(star, position);
  p.covered |= std::uint64_t{1} << space;
  p.space_colour[space] = colour;
  p.star_colours[star] = static_cast<std::uint8_t>(p.star_colours[star] | (1u << colour));
  const int points = kRunLength[star_bits(p.covered, star)][position - 1];
  p.score = static_cast<std::int16_t>(p.score + points);
  p.placement_points = static_cast<std::int16_t>(p.placement_points + points);

  int owed = 0;
  const SpaceStructures& touched = kSpaceStructures[space];
  for (int i = 0; i < touched.count; ++i) {
    const int id = touched.ids[i];
    const Structure& s = kStructures[id];
    if ((p.covered & s.mask) != s.mask || (p.structures & (1u << id))) continue;
    p.structures |= 1u << id;
    owed += s.bonus_tiles;  // Decision 2: bonuses of one placement add up
  }
  owed = std::min(owed, total(supply_counts_));  // Decision 3
  if (owed > 0) {
    bonus_owed_ = static_cast<std::uint8_t>(owed);
    phase_ = Phase::kBonus;
    return;
  }
  end_turn();
}

void State::apply_bonus(Colour colour) {
  for (int slot = 0; slot < kSupplySlots; ++slot) {
    if (supply_[slot] != colour) continue;
    supply_[slot] = kNoColour;
    break;
  }
  --supply_counts_[colour];
  ++players_[current_].hand[colour];
  if (--bonus_owed_ == 0) end_turn();
}

void State::apply_pass(const TileCounts& keep) {
  PlayerState& p = players_[current_];
  int discarded = 0;
  for (int c = 0; c < kNumColours; ++c) {
    const int thrown = p.hand[c] - keep[c];
    tower_[c] = static_cast<std::uint8_t>(tower_[c] + thrown);
    discarded += thrown;
    p.corners[c] = static_cast<std::uint8_t>(p.corners[c] + keep[c]);
  }
  p.hand = {};
  p.passed = true;
  lose_points(p, discarded, round_ == kRounds ? p.final_discards : p.pass_discards);
  end_turn();
}

void State::end_turn() {
  if (round_ == kRounds) {
    bool everyone_passed = true;
    for (int seat = 0; seat < num_players(); ++seat)
      everyone_passed = everyone_passed && players_[seat].passed;
    if (everyone_passed) {
      end_game();
      return;
    }
  }
  start_fill(0, kSupplySlots, AfterFill::kNextTurn);  // Decision 8
}

void State::next_turn_or_end_round() {
  const int n = num_players();
  for (int step = 1; step <= n; ++step) {
    const int seat = (current_ + step) % n;
    if (!players_[seat].passed) {
      current_ = static_cast<std::int8_t>(seat);
      phase_ = Phase::kPlay;
      return;
    }
  }
  // Phase 3: prepare the next round (end_turn ends the game after round 6).
  ++round_;
  for (auto& p : players_) {
    for (int c = 0; c < kNumColours; ++c)
      p.hand[c] = static_cast<std::uint8_t>(p.hand[c] + p.corners[c]);
    p.corners = {};
    p.passed = false;
  }
  if (token_holder_ >= 0) start_player_ = token_holder_;  // the token holder starts next round
  token_holder_ = -1;
  start_fill(kFactoryFillBase, fill_end(), AfterFill::kStartRound);
}

void State::end_game() {
  for (int seat = 0; seat < num_players(); ++seat) {
    PlayerState& p = players_[seat];
    int bonus = 0;
    for (const EndBonus& b : end_bonuses(p, options_.side)) bonus += b.points;
    p.end_bonus = static_cast<std::int16_t>(bonus);
    p.score = static_cast<std::int16_t>(p.score + bonus);
  }
  phase_ = Phase::kGameOver;
}

// ---- Reporting -------------------------------------------------------------------------------

std::vector<ScoreLine> State::breakdown(int seat) const {
  const PlayerState& p = players_[seat];
  std::vector<ScoreLine> lines = {
      {"start points", kStartingScore},
      {"placements", p.placement_points},
      {"centre penalty", -p.centre_penalty},
      {"pass discards", -p.pass_discards},
  };
  if (is_terminal())
    for (const EndBonus& b : end_bonuses(p, options_.side))
      lines.push_back({end_bonus_label(b, options_.side), b.points, true});
  lines.push_back({"final discards", -p.final_discards});
  lines.push_back({"score floor", p.floor_refund});
  return lines;
}

}  // namespace azul::pavilion
