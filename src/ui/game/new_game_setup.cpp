#include "ui/game/new_game_setup.h"

#include <chrono>
#include <random>

#include "engine/core/rng.h"
#include "engine/games.h"

namespace azul::ui {
namespace {

// Distinct streams of the seed for each kind of random setup choice.
constexpr std::uint64_t kStartStream = 0x5354415254ULL;   // "START"
constexpr std::uint64_t kLetterStream = 0x57494C4453ULL;  // "WILDS"

std::string custom_key(const NewGameSetup& setup, const OptionSpec& spec) {
  return setup.game + "." + std::string(spec.key);
}

std::string random_start_seat(const NewGameSetup& setup) {
  Rng rng(setup.seed ^ kStartStream);
  return std::to_string(1 + rng.below(static_cast<std::uint32_t>(setup.players)));
}

// A shuffle of the option's letters (Fisher-Yates from its last position down).
std::string random_letter_order(const NewGameSetup& setup, const OptionSpec& spec) {
  std::string order(spec.letters);
  Rng rng(setup.seed ^ kLetterStream);
  for (std::size_t i = order.size() - 1; i > 0; --i)
    std::swap(order[i], order[rng.below(static_cast<std::uint32_t>(i + 1))]);
  return order;
}

}  // namespace

std::uint64_t random_seed() {
  std::random_device device;
  const auto ticks =
      static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
  Rng rng((static_cast<std::uint64_t>(device()) << 32) ^ ticks);
  return 1 + rng.below(static_cast<std::uint32_t>(kMaxSeed));
}

std::vector<SeatSetup> seats_of(const NewGameSetup& setup) {
  return std::vector<SeatSetup>(setup.seats.begin(), setup.seats.begin() + setup.players);
}

OptionSchema setup_schema(const NewGameSetup& setup) {
  const GameInfo* info = find_game(setup.game);
  return info ? info->options : OptionSchema{};
}

std::string_view chosen_value(const NewGameSetup& setup, const OptionSpec& spec) {
  const auto game = setup.chosen.find(setup.game);
  if (game != setup.chosen.end()) {
    const auto value = game->second.find(spec.key);
    if (value != game->second.end()) return value->second;
  }
  return spec.default_value;
}

void choose_value(NewGameSetup& setup, const OptionSpec& spec, std::string_view value) {
  setup.chosen[setup.game][std::string(spec.key)] = std::string(value);
}

bool is_custom_order(const NewGameSetup& setup, const OptionSpec& spec) {
  return setup.custom_orders.count(custom_key(setup, spec)) > 0;
}

void set_custom_order(NewGameSetup& setup, const OptionSpec& spec, bool custom) {
  if (custom)
    setup.custom_orders.insert(custom_key(setup, spec));
  else
    setup.custom_orders.erase(custom_key(setup, spec));
}

std::string resolved_value(const NewGameSetup& setup, const OptionSpec& spec) {
  const std::string_view value = chosen_value(setup, spec);
  switch (spec.kind) {
    case OptionKind::kPlayerCount:
      return std::to_string(setup.players);
    case OptionKind::kStartSeat:
      // A chosen seat beyond the player count (4 players, then 2) falls back to seat 1.
      if (value == kRandomOptionValue) return random_start_seat(setup);
      return value.size() == 1 && value[0] - '0' <= setup.players ? std::string(value) : "1";
    case OptionKind::kLetterOrder:
      if (value == kRandomOptionValue) return random_letter_order(setup, spec);
      return std::string(value);
    case OptionKind::kChoice:
      break;
  }
  return std::string(value);
}

OptionPairs resolved_options(const NewGameSetup& setup) {
  return resolved_options(setup, setup_schema(setup));
}

OptionPairs resolved_options(const NewGameSetup& setup, OptionSchema schema) {
  OptionPairs pairs;
  for (const OptionSpec& spec : schema)
    pairs.emplace_back(std::string(spec.key), resolved_value(setup, spec));
  return pairs;
}

void choose_options(NewGameSetup& setup, std::string_view game, const OptionPairs& options) {
  setup.game = std::string(game);
  for (const OptionSpec& spec : setup_schema(setup)) {
    const std::string_view value = option_value(options, spec.key);
    if (value.empty()) continue;
    if (spec.kind == OptionKind::kPlayerCount) setup.players = value[0] - '0';
    choose_value(setup, spec, value);
    // A loaded order is shown as it is, editable (Custom) unless it is the default.
    if (spec.kind == OptionKind::kLetterOrder)
      set_custom_order(setup, spec, value != spec.default_value);
  }
}

bool has_random_choice(const NewGameSetup& setup) {
  for (const OptionSpec& spec : setup_schema(setup))
    if (chosen_value(setup, spec) == kRandomOptionValue) return true;
  return false;
}

}  // namespace azul::ui
