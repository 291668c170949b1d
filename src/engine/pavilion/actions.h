// Action ids of Azul: Summer Pavilion and their readable notation.
//
// Id layout (stable: an id never changes meaning; every id is below kNumActionIds):
//   [   0,    6)  draw  (chance) : colour                  one tile of that colour from the bag
//   [   6,   66)  take          : 6 + source*6 + colour    source 0..8 = factory 1..9, 9 = centre
//   [  66,   72)  bonus         : 66 + colour              one bonus tile from the supply
//   [  72, 1584)  place         : 72 + ((star*6 + position-1)*6 + colour)*6 + wilds
//   [1584, 1794)  pass          : 1584 + rank of the kept multiset (rank 0 = keep nothing)
// Colours are indexed P G O Y B R = 0..5; stars P G O Y B R C = 0..6 (see geometry.h).
// `wilds` = how many tiles of the round's wild colour pay part of the cost (0..5); when the
// placed colour IS the wild colour all tiles are of that colour and wilds is written 0.
// A kept multiset has at most 4 tiles; ranks enumerate the count vectors (P,G,O,Y,B,R) with
// sum <= 4 in lexicographic order, so 210 choices.
//
// Notation (what action_notation prints; parse_action_notation also accepts lower case and
// any amount of spaces between words):
//   draw   <colour>                         e.g. "O"
//   take   take F<1..9> <colour>            e.g. "take F3 O"
//          take C <colour>                  e.g. "take C P"        (the centre)
//   place  place <star><position> <colour> w<wilds>
//                                           e.g. "place O4 O w1", "place C3 B w0"
//          <position> is 1..6 in ring order (the number the coloured side prints); on the
//          monochrome side the printed value can differ (outer 3,2,1,4,5,6; centre all 3).
//   bonus  bonus <colour>                   e.g. "bonus O"
//   pass   pass                             keep nothing
//          pass keep <1..4 colour letters>  e.g. "pass keep RRB" (printed in colour order)
#pragma once

#include <array>
#include <string>
#include <string_view>

#include "engine/core/game.h"
#include "engine/pavilion/colours.h"
#include "engine/pavilion/geometry.h"

namespace azul::pavilion {

inline constexpr int kMaxFactories = 9;
inline constexpr int kCentreSource = 9;  // the source index of the centre of the table
inline constexpr int kNumSources = kMaxFactories + 1;
inline constexpr int kMaxWildsInPayment = kMaxPrintedValue - 1;
inline constexpr int kMaxKeptTiles = 4;
inline constexpr int kNumKeepChoices = 210;

inline constexpr Action kDrawBase = 0;
inline constexpr Action kTakeBase = kDrawBase + kNumColours;                 // 6
inline constexpr Action kBonusBase = kTakeBase + kNumSources * kNumColours;  // 66
inline constexpr Action kPlaceBase = kBonusBase + kNumColours;               // 72
inline constexpr Action kPassBase =
    kPlaceBase + kNumStars * kSpacesPerStar * kNumColours * (kMaxWildsInPayment + 1);  // 1584
inline constexpr Action kNumActionIds = kPassBase + kNumKeepChoices;                   // 1794

// The most legal moves a position can have: a monochrome board with every space free and
// plenty of tiles of all colours. A space printed N offers each non-wild colour at most N
// payment choices and the wild colour one: outer stars (3,2,1,4,5,6) 5*21 + 6 = 111 each,
// the centre (all 3s) 6 * 16 = 96, plus the 210 passes. It fits an ActionList.
inline constexpr int kMaxLegalActions = 6 * 111 + 96 + kNumKeepChoices;  // 972
static_assert(kMaxLegalActions <= static_cast<int>(kMaxActions));

enum class ActionKind : std::uint8_t { kDraw, kTake, kBonus, kPlace, kPass, kInvalid };

// An action id taken apart. Only the fields of its kind are meaningful.
struct DecodedAction {
  ActionKind kind = ActionKind::kInvalid;
  Colour colour = kNoColour;  // draw, take, bonus, place
  int source = 0;             // take: 0..8 factory, kCentreSource
  int star = 0;               // place: 0..6
  int position = 0;           // place: 1..6
  int wilds = 0;              // place: wild tiles used in the payment
  int keep_rank = 0;          // pass
};

constexpr Action draw_action(Colour c) { return static_cast<Action>(kDrawBase + c); }
constexpr Action take_action(int source, Colour c) {
  return static_cast<Action>(kTakeBase + source * kNumColours + c);
}
constexpr Action bonus_action(Colour c) { return static_cast<Action>(kBonusBase + c); }
constexpr Action place_action(int star, int position, Colour c, int wilds) {
  return static_cast<Action>(
      kPlaceBase + ((space_index(star, position) * kNumColours + c) * (kMaxWildsInPayment + 1)) +
      wilds);
}
constexpr Action pass_action_from_rank(int keep_rank) {
  return static_cast<Action>(kPassBase + keep_rank);
}

constexpr DecodedAction decode_action(Action action) {
  DecodedAction d;
  if (action < kTakeBase) {
    d.kind = ActionKind::kDraw;
    d.colour = static_cast<Colour>(action - kDrawBase);
  } else if (action < kBonusBase) {
    const int offset = action - kTakeBase;
    d.kind = ActionKind::kTake;
    d.source = offset / kNumColours;
    d.colour = static_cast<Colour>(offset % kNumColours);
  } else if (action < kPlaceBase) {
    d.kind = ActionKind::kBonus;
    d.colour = static_cast<Colour>(action - kBonusBase);
  } else if (action < kPassBase) {
    int offset = action - kPlaceBase;
    d.kind = ActionKind::kPlace;
    d.wilds = offset % (kMaxWildsInPayment + 1);
    offset /= kMaxWildsInPayment + 1;
    d.colour = static_cast<Colour>(offset % kNumColours);
    offset /= kNumColours;
    d.star = star_of_space(offset);
    d.position = position_of_space(offset);
  } else if (action < kNumActionIds) {
    d.kind = ActionKind::kPass;
    d.keep_rank = action - kPassBase;
  }
  return d;
}

// Number of count vectors over `colours` colours whose sum is at most `budget`.
constexpr int keep_choices(int colours, int budget) {
  // C(budget + colours, colours)
  long result = 1;
  for (int i = 1; i <= colours; ++i) result = result * (budget + i) / i;
  return static_cast<int>(result);
}
static_assert(keep_choices(kNumColours, kMaxKeptTiles) == kNumKeepChoices);

// Every kept multiset by rank (lexicographic over the colour counts), packed 4 bits per
// colour: colour c in bits 4c..4c+3.
inline constexpr int kKeepNibbleBits = 4;
inline constexpr auto kPackedKeeps = [] {
  std::array<std::uint32_t, kNumKeepChoices> packed{};
  for (int rank = 0; rank < kNumKeepChoices; ++rank) {
    int rest = rank, budget = kMaxKeptTiles;
    for (int c = 0; c < kNumColours; ++c) {
      const int remaining_colours = kNumColours - 1 - c;
      int v = 0;
      while (v < budget && rest >= keep_choices(remaining_colours, budget - v)) {
        rest -= keep_choices(remaining_colours, budget - v);
        ++v;
      }
      packed[rank] |= static_cast<std::uint32_t>(v) << (kKeepNibbleBits * c);
      budget -= v;
    }
  }
  return packed;
}();

// Rank of a kept multiset (total <= 4) and back; rank 0 = nothing kept.
int keep_rank(const TileCounts& keep);
constexpr TileCounts keep_from_rank(int rank) {
  TileCounts keep{};
  for (int c = 0; c < kNumColours; ++c)
    keep[c] = static_cast<std::uint8_t>((kPackedKeeps[rank] >> (kKeepNibbleBits * c)) & 0xf);
  return keep;
}
inline Action pass_action(const TileCounts& keep) { return pass_action_from_rank(keep_rank(keep)); }

// Notation of any id below kNumActionIds (state-independent); "?" otherwise.
std::string action_notation(Action action);
// The id a notation names, or why the text is not an action (it does not check legality).
Parsed<Action> parse_action_notation(std::string_view text);

}  // namespace azul::pavilion
