#include "ui/game/new_game_setup.h"

#include <chrono>
#include <random>

#include "engine/core/rng.h"

namespace azul::ui {
namespace {

// Distinct streams of the seed for each random setup choice.
constexpr std::uint64_t kStartStream = 0x5354415254ULL;  // "START"
constexpr std::uint64_t kWildStream = 0x57494C4453ULL;   // "WILDS"

}  // namespace

std::uint64_t random_seed() {
  std::random_device device;
  const auto ticks =
      static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
  Rng rng((static_cast<std::uint64_t>(device()) << 32) ^ ticks);
  return 1 + rng.below(static_cast<std::uint32_t>(kMaxSeed));
}

int resolved_start_seat(const NewGameSetup& setup) {
  if (setup.start_seat != kRandomStart && setup.start_seat < setup.players) return setup.start_seat;
  Rng rng(setup.seed ^ kStartStream);
  return static_cast<int>(rng.below(static_cast<std::uint32_t>(setup.players)));
}

std::array<pavilion::Colour, pavilion::kRounds> resolved_wild_order(const NewGameSetup& setup) {
  switch (setup.wild_mode) {
    case WildOrderMode::kStandard:
      return pavilion::kStandardWildOrder;
    case WildOrderMode::kCustom:
      return setup.custom_wilds;
    case WildOrderMode::kRandom:
      break;
  }
  auto order = pavilion::kStandardWildOrder;
  Rng rng(setup.seed ^ kWildStream);
  for (int i = pavilion::kRounds - 1; i > 0; --i)  // Fisher-Yates
    std::swap(order[i], order[rng.below(static_cast<std::uint32_t>(i + 1))]);
  return order;
}

classic::Options azul_options(const NewGameSetup& setup) {
  classic::Options options;
  options.players = setup.players;
  options.wall = setup.wall;
  options.start_seat = resolved_start_seat(setup);
  return options;
}

pavilion::Options pavilion_options(const NewGameSetup& setup) {
  pavilion::Options options;
  options.players = setup.players;
  options.side = setup.side;
  options.score_floor = setup.score_floor;
  options.wild_order = resolved_wild_order(setup);
  options.start_player = resolved_start_seat(setup);
  return options;
}

}  // namespace azul::ui
