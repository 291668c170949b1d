// Options of a classic Azul game: the concrete setup (random choices such as a random start
// player are resolved by the caller before a game is created). The schema (record keys, values,
// defaults, labels) is in options.cpp:
//   players = 2..4
//   wall    = coloured | grey      (which side of the player boards is used)
//   start   = 1..players           (1-based seat of the round-1 start player; docs/rules.md)
#pragma once

#include "engine/core/game.h"
#include "engine/core/game_info.h"

namespace azul::classic {

enum class WallSide : std::uint8_t { Coloured, Grey };

inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayersClassic = 4;

struct Options {
  int players = 2;
  WallSide wall = WallSide::Coloured;
  int start_seat = 0;  // 0-based seat of the start player of round 1

  static OptionSchema schema();
  // Every option in schema order.
  OptionPairs to_pairs() const;
  // Checked conversion: a missing option takes its default; unknown keys, keys given twice and
  // values out of range are errors naming them; the result is validated.
  static Parsed<Options> from_pairs(const OptionPairs& pairs);
  // Ok, or a message naming the first value out of range.
  Status validate() const;

  friend bool operator==(const Options&, const Options&) = default;
};

// The game's id, title, description and option schema.
const GameInfo& game_info();

// Factories in play: 5 / 7 / 9 for 2 / 3 / 4 players.
constexpr int factories_for_players(int players) { return 2 * players + 1; }
inline constexpr int kMaxFactories = factories_for_players(kMaxPlayersClassic);

}  // namespace azul::classic
