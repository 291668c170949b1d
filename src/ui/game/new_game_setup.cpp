#include "ui/game/new_game_setup.h"

#include <charconv>
#include <chrono>
#include <random>

#include "ai/levels.h"
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

std::string setup_text(const NewGameSetup& setup) {
  std::string text = "game " + setup.game + "\nplayers " + std::to_string(setup.players) +
                     "\nseed " + std::to_string(setup.seed) + "\n";
  for (int seat = 0; seat < kMaxSeats; ++seat) {
    const SeatSetup& who = setup.seats[static_cast<std::size_t>(seat)];
    text += "seat " + std::to_string(seat + 1) +
            (who.human     ? " human"
             : who.by_link ? " friend"
                           : " ai " + who.level) +
            "\n";
  }
  for (const auto& [game, values] : setup.chosen)
    for (const auto& [key, value] : values)
      text += "option " + game + "." + key + " " + value + "\n";
  for (const std::string& key : setup.custom_orders) text += "custom " + key + "\n";
  return text;
}

namespace {

// "pavilion.wilds" -> the option's spec, or nullptr.
const OptionSpec* spec_named(std::string_view game_and_key) {
  const std::size_t dot = game_and_key.find('.');
  if (dot == std::string_view::npos) return nullptr;
  const GameInfo* info = find_game(game_and_key.substr(0, dot));
  return info ? find_option(info->options, game_and_key.substr(dot + 1)) : nullptr;
}

// A value the new-game screen may have chosen for the option: one of its record values, or
// "random" where the option can be drawn from the seed.
bool option_value_allowed(const OptionSpec& spec, std::string_view value) {
  if (value == kRandomOptionValue)
    return spec.kind == OptionKind::kStartSeat || spec.kind == OptionKind::kLetterOrder;
  const OptionSpec specs[] = {spec};
  return normalize_options(specs, {{std::string(spec.key), std::string(value)}}).ok();
}

bool number_in(std::string_view text, std::uint64_t low, std::uint64_t high, std::uint64_t& out) {
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), out);
  return error == std::errc() && end == text.data() + text.size() && out >= low && out <= high;
}

// One line of setup_text() into `setup`; false when it is not one.
bool read_setup_line(std::string_view line, NewGameSetup& setup) {
  const std::size_t space = line.find(' ');
  if (space == std::string_view::npos) return false;
  const std::string_view word = line.substr(0, space);
  const std::string_view rest = line.substr(space + 1);
  std::uint64_t n = 0;
  if (word == "game") {
    setup.game = std::string(rest);
    return find_game(rest) != nullptr;
  }
  if (word == "players" && number_in(rest, 1, kMaxSeats, n)) {
    setup.players = static_cast<int>(n);
    return true;
  }
  if (word == "seed" && number_in(rest, 1, kMaxSeed, n)) {
    setup.seed = n;
    return true;
  }
  if (word == "seat") {
    const std::size_t at = rest.find(' ');
    if (at == std::string_view::npos || !number_in(rest.substr(0, at), 1, kMaxSeats, n))
      return false;
    const std::string_view who = rest.substr(at + 1);
    SeatSetup& seat = setup.seats[n - 1];
    if (who == "human")
      seat = SeatSetup{true};
    else if (who == "friend")
      seat = ai::friend_seat();
    else if (who.substr(0, 3) == "ai " && ai::is_bot_level(who.substr(3)))
      seat = SeatSetup{false, std::string(who.substr(3))};
    else
      return false;
    return true;
  }
  if (word == "option") {
    const std::size_t at = rest.find(' ');
    const OptionSpec* spec =
        at == std::string_view::npos ? nullptr : spec_named(rest.substr(0, at));
    if (!spec || !option_value_allowed(*spec, rest.substr(at + 1))) return false;
    const std::size_t dot = rest.find('.');
    setup.chosen[std::string(rest.substr(0, dot))][std::string(spec->key)] =
        std::string(rest.substr(at + 1));
    return true;
  }
  if (word == "custom" && spec_named(rest)) {
    setup.custom_orders.insert(std::string(rest));
    return true;
  }
  return false;
}

}  // namespace

std::optional<NewGameSetup> parse_setup_text(std::string_view text) {
  NewGameSetup setup;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    const std::string_view line = text.substr(0, end);
    if (!line.empty() && !read_setup_line(line, setup)) return std::nullopt;
    if (end == std::string_view::npos) break;
    text.remove_prefix(end + 1);
  }
  if (setup.game.empty()) return std::nullopt;
  return setup;
}

bool has_random_choice(const NewGameSetup& setup) {
  for (const OptionSpec& spec : setup_schema(setup))
    if (chosen_value(setup, spec) == kRandomOptionValue) return true;
  return false;
}

}  // namespace azul::ui
