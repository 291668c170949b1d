// State::check_action / is_legal / apply's refusal: says why an action is illegal here.
// Messages name the problem in the player's terms ("F3 holds no orange tile", "star O space 4
// is already covered"); is_legal asks without building any message. They are NC_-marked
// templates (engine/core/marked_text.h), except those that name a colour: a colour's English
// name in a place would stay English in a translation.
#include <bit>

#include "engine/core/marked_text.h"
#include "engine/pavilion/state.h"

namespace azul::pavilion {

namespace {

// Builds the reason for a rejected action only when someone asked for it.
template <class MakeMessage>
bool reject(std::string* why, MakeMessage&& make_message) {
  if (why) *why = make_message();
  return false;
}

std::string source_name(int source) {
  return source == kCentreSource ? std::string("the centre") : "F" + std::to_string(source + 1);
}

std::string space_name(int star, int position) {
  return std::string("star ") + star_letter(star) + " space " + std::to_string(position);
}

}  // namespace

Status State::check_action(Action action) const {
  std::string why;
  if (!check(action, &why)) return Status::error(std::move(why));
  return {};
}

bool State::check(Action action, std::string* why) const {
  const DecodedAction d = decode_action(action);
  if (d.kind == ActionKind::kInvalid)
    return reject(why, [&] { return "action id " + std::to_string(action) + " does not exist"; });
  if (phase_ == Phase::kGameOver)
    return reject(why, [] { return std::string(NC_("error", "the game is over")); });
  if (d.kind == ActionKind::kDraw) {
    if (phase_ != Phase::kChance)
      return reject(why, [&] {  // in phase 1, 2 or the bonus tiles of phase 2
        if (phase_ == Phase::kTake)
          return std::string(NC_("error",
                                 "a tile is drawn from the bag only at a chance node "
                                 "(now: phase 1, taking tiles)"));
        if (phase_ == Phase::kPlay)
          return std::string(NC_("error",
                                 "a tile is drawn from the bag only at a chance node "
                                 "(now: phase 2, placing tiles)"));
        return std::string(NC_("error",
                               "a tile is drawn from the bag only at a chance node "
                               "(now: phase 2, taking bonus tiles)"));
      });
    if (bag_[d.colour] == 0)
      return reject(
          why, [&] { return std::string("the bag holds no ") + colour_name(d.colour) + " tile"; });
    return true;
  }
  if (phase_ == Phase::kChance)
    return reject(why, [&] {
      return fill(
          // TRANSLATORS: {1} is the move (notation: 'take F3 O').
          NC_("error", "a tile must be drawn from the bag first (a colour letter), not '{1}'"),
          {action_notation(action)});
    });
  switch (d.kind) {
    case ActionKind::kTake:
      return check_take(d, why);
    case ActionKind::kPlace:
      return check_place(d, why);
    case ActionKind::kPass:
      return check_pass(d, why);
    case ActionKind::kBonus:
      if (phase_ != Phase::kBonus)
        return reject(why, [&] {  // in phase 1 or 2
          if (phase_ == Phase::kTake)
            return std::string(
                NC_("error", "no bonus tiles are owed (now: phase 1, taking tiles)"));
          return std::string(NC_("error", "no bonus tiles are owed (now: phase 2, placing tiles)"));
        });
      if (supply_counts_[d.colour] == 0)
        return reject(why, [&] {
          return std::string("the supply holds no ") + colour_name(d.colour) + " tile";
        });
      return true;
    default:
      return false;
  }
}

bool State::check_take(const DecodedAction& d, std::string* why) const {
  if (phase_ != Phase::kTake)
    return reject(why, [&] {  // in phase 2 (check() answers the other phases)
      if (phase_ == Phase::kPlay)
        return std::string(
            NC_("error", "tiles are taken only in phase 1 (now: phase 2, placing tiles)"));
      return std::string(
          NC_("error", "tiles are taken only in phase 1 (now: phase 2, taking bonus tiles)"));
    });
  if (d.source != kCentreSource && d.source >= num_factories())
    return reject(why, [&] {
      // TRANSLATORS: {1} is the factory's number in the move, {2} the number of players.
      return fill(NC_("error", "there is no factory F{1} with {2} players"),
                  {std::to_string(d.source + 1), std::to_string(num_players())});
    });
  const TileCounts& tiles = d.source == kCentreSource ? centre_ : factories_[d.source];
  if (tiles[d.colour] == 0)
    return reject(why, [&] {
      return source_name(d.source) + " holds no " + colour_name(d.colour) + " tile";
    });
  const Colour wild = wild_colour();
  if (d.colour == wild && total(tiles) != tiles[wild])
    return reject(why, [&] {
      return std::string(colour_name(wild)) +
             " is wild this round: take a non-wild colour (one wild tile comes with it); a "
             "wild tile alone only from a source holding nothing else";
    });
  return true;
}

bool State::check_place(const DecodedAction& d, std::string* why) const {
  if (phase_ == Phase::kBonus)
    return reject(why, [&] {
      // TRANSLATORS: {1} is the number of bonus tiles the player must take first.
      return fill(NC_("error", "first take the {1} bonus tile(s) owed"),
                  {std::to_string(bonus_owed_)});
    });
  if (phase_ != Phase::kPlay)  // phase 1: check() answers the other phases
    return reject(why, [] {
      return std::string(
          NC_("error", "tiles are placed only in phase 2 (now: phase 1, taking tiles)"));
    });
  const PlayerState& p = players_[current_];
  if (p.covered & space_bit(d.star, d.position))
    return reject(why, [&] {
      // TRANSLATORS: {1} is the star's letter (P G O Y B R, C for the centre), {2} the space's
      // number on it.
      return fill(NC_("error", "star {1} space {2} is already covered"),
                  {std::string(1, star_letter(d.star)), std::to_string(d.position)});
    });
  if (!(allowed_colours(current_, d.star) & (1u << d.colour))) {
    return reject(why, [&] {
      const std::string tile = std::string("a ") + colour_name(d.colour) + " tile";
      if (options_.side == Side::kColoured) {
        if (d.star == kCentreStar) return std::string("the centre star already holds ") + tile;
        return tile + " cannot go on the " + star_name(d.star) + " star (only " +
               star_name(d.star) + ")";
      }
      const std::uint8_t present = p.star_colours[d.star];
      if (std::popcount(present) == 1)
        return std::string("star ") + star_letter(d.star) + " is single-coloured (" +
               colour_name(static_cast<Colour>(std::countr_zero(present))) + "): " + tile +
               " does not fit";
      return std::string("star ") + star_letter(d.star) + " is multicoloured and already holds " +
             tile;
    });
  }
  const int cost = printed_value(options_.side, d.star, d.position);
  const Colour wild = wild_colour();
  if (d.colour == wild) {
    if (d.wilds != 0)
      return reject(why, [&] {
        return std::string(colour_name(wild)) + " is wild this round: placing " +
               colour_name(wild) + " itself is paid with " + colour_name(wild) +
               " tiles only and written w0";
      });
    if (p.hand[wild] < cost)
      return reject(why, [&] {
        return space_name(d.star, d.position) + " costs " + std::to_string(cost) +
               " tiles and you hold " + std::to_string(p.hand[wild]) + " " + colour_name(wild);
      });
    return true;
  }
  if (d.wilds > cost - 1)
    return reject(why, [&] {
      return space_name(d.star, d.position) + " costs " + std::to_string(cost) + ": at most " +
             std::to_string(cost - 1) + " wild tile(s) may pay, since one " +
             colour_name(d.colour) + " tile is placed";
    });
  if (p.hand[wild] < d.wilds)
    return reject(why, [&] {
      return "paying with " + std::to_string(d.wilds) + " wild tile(s) but you hold " +
             std::to_string(p.hand[wild]) + " " + colour_name(wild);
    });
  if (p.hand[d.colour] < cost - d.wilds)
    return reject(why, [&] {
      return space_name(d.star, d.position) + " costs " + std::to_string(cost) + ": with " +
             std::to_string(d.wilds) + " wild tile(s) it needs " + std::to_string(cost - d.wilds) +
             " " + colour_name(d.colour) + " and you hold " + std::to_string(p.hand[d.colour]);
    });
  return true;
}

bool State::check_pass(const DecodedAction& d, std::string* why) const {
  if (phase_ == Phase::kBonus)
    return reject(why, [&] {
      // TRANSLATORS: {1} is the number of bonus tiles the player must take first.
      return fill(NC_("error", "first take the {1} bonus tile(s) owed"),
                  {std::to_string(bonus_owed_)});
    });
  if (phase_ != Phase::kPlay)  // phase 1: check() answers the other phases
    return reject(why, [] {
      return std::string(
          NC_("error", "passing is only possible in phase 2 (now: phase 1, taking tiles)"));
    });
  const TileCounts keep = keep_from_rank(d.keep_rank);
  if (round_ == kRounds && total(keep) > 0)
    return reject(why, [] {
      return std::string(
          NC_("error", "nothing can be kept in round 6: passing discards every tile"));
    });
  const PlayerState& p = players_[current_];
  for (int c = 0; c < kNumColours; ++c)
    if (keep[c] > p.hand[c])
      return reject(why, [&] {
        return "cannot keep " + std::to_string(keep[c]) + " " +
               colour_name(static_cast<Colour>(c)) + ": you hold " + std::to_string(p.hand[c]);
      });
  return true;
}

}  // namespace azul::pavilion
