// What the new-game screen chooses: the game, its options, who plays each seat, the seed and
// the start player. "Random" choices (start player, Summer Pavilion's wild order) are resolved
// from the seed, so the same setup and seed always give the same game (Replay).
#pragma once

#include <array>
#include <cstdint>

#include "engine/classic/options.h"
#include "engine/pavilion/options.h"
#include "ui/game/game_session.h"
#include "ui/game_catalog.h"

namespace azul::ui {

enum class WildOrderMode { kStandard, kRandom, kCustom };

inline constexpr int kMaxSeats = 4;
inline constexpr std::uint64_t kMaxSeed = 999999;  // seeds stay short enough to read aloud
inline constexpr int kRandomStart = -1;

struct NewGameSetup {
  GameKind game = GameKind::kSummerPavilion;
  int players = 2;
  std::array<SeatSetup, kMaxSeats> seats = {SeatSetup{true, "easy"}, SeatSetup{false, "easy"},
                                            SeatSetup{false, "easy"}, SeatSetup{false, "easy"}};
  std::uint64_t seed = 1;
  int start_seat = 0;  // 0-based, or kRandomStart
  // Summer Pavilion
  pavilion::Side side = pavilion::Side::kColoured;
  int score_floor = 1;
  WildOrderMode wild_mode = WildOrderMode::kStandard;
  std::array<pavilion::Colour, pavilion::kRounds> custom_wilds = pavilion::kStandardWildOrder;
  // Azul
  classic::WallSide wall = classic::WallSide::Coloured;
};

// A fresh random seed in 1..kMaxSeed (from the system's entropy and the clock).
std::uint64_t random_seed();

// The start seat the setup gives (kRandomStart resolved from the seed).
int resolved_start_seat(const NewGameSetup& setup);
// The wild colour order the setup gives (kRandom resolved from the seed).
std::array<pavilion::Colour, pavilion::kRounds> resolved_wild_order(const NewGameSetup& setup);

classic::Options azul_options(const NewGameSetup& setup);
pavilion::Options pavilion_options(const NewGameSetup& setup);

}  // namespace azul::ui
