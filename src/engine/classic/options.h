// Options of a classic Azul game: the concrete setup (random choices such as a random start
// player are resolved by the caller before a game is created).
//
// Record pairs, in this order:
//   players = 2..4
//   wall    = coloured | grey      (which side of the player boards is used)
//   start   = 1..players           (1-based seat of the round-1 start player; Decision 3)
#pragma once

#include "engine/core/game.h"

namespace azul::classic {

enum class WallSide : std::uint8_t { Coloured, Grey };

inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayersClassic = 4;

struct Options {
  int players = 2;
  WallSide wall = WallSide::Coloured;
  int start_seat = 0;  // 0-based seat of the start player of round 1

  OptionPairs to_pairs() const;
  static Parsed<Options> from_pairs(const OptionPairs& pairs);
  // Ok, or a message naming the first value out of range.
  Status validate() const;

  friend bool operator==(const Options&, const Options&) = default;
};

// Factories in play: 5 / 7 / 9 for 2 / 3 / 4 players.
constexpr int factories_for_players(int players) { return 2 * players + 1; }
inline constexpr int kMaxFactories = factories_for_players(kMaxPlayersClassic);

}  // namespace azul::classic
