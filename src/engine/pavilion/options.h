// Setup options of a Summer Pavilion game (concrete values only: a "random" choice in the UI
// is resolved by the caller before a State is constructed). The schema (record keys, values,
// defaults, labels) is in options.cpp:
//   players  2..4
//   side     coloured | monochrome     (board side; monochrome = variant 1)
//   floor    1 | 0                     (lowest score: 1 in the 2019 rules, 0 in the 2024 Mini)
//   wilds    six colour letters, an order of PGOYBR: round r's wild colour is letter r
//   start    1..players                (the seat that starts round 1, 1-based)
#pragma once

#include <array>

#include "engine/core/game.h"
#include "engine/core/game_info.h"
#include "engine/pavilion/colours.h"
#include "engine/pavilion/geometry.h"

namespace azul::pavilion {

inline constexpr int kMinPlayers = 2;
inline constexpr int kRounds = 6;
inline constexpr std::array<Colour, kRounds> kStandardWildOrder = {kPurple, kGreen, kOrange,
                                                                   kYellow, kBlue,  kRed};

struct Options {
  int players = kMinPlayers;
  Side side = Side::kColoured;
  int score_floor = 1;                                          // 1 (2019) or 0 (2024 Mini)
  std::array<Colour, kRounds> wild_order = kStandardWildOrder;  // wild colour of round r = [r-1]
  int start_player = 0;  // seat 0..players-1 (written 1-based)

  static OptionSchema schema();
  // Checked conversion from record pairs: a missing option takes its default; unknown keys,
  // keys given twice and bad values are errors naming them; the result is validated.
  static Parsed<Options> from_pairs(const OptionPairs& pairs);
  // Every option in schema order.
  OptionPairs to_pairs() const;
  // Ranges, and that the wild order is a permutation of the six colours.
  Status validate() const;

  friend bool operator==(const Options&, const Options&) = default;
};

// The game's id, title, description and option schema.
const GameInfo& game_info();

}  // namespace azul::pavilion
