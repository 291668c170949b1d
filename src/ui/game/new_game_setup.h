// What the new-game screen chooses: the game, its options, who plays each seat, the seed. The
// options are the game's own schema (engine/core/option_schema.h), kept per game so that
// switching games keeps each game's choices. "Random" choices (the start seat, a letter order
// such as Summer Pavilion's wild colours) are resolved from the seed, so the same setup and
// seed always give the same game (Replay).
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>

#include "engine/core/option_schema.h"
#include "ui/game/game_session.h"

namespace azul::ui {

inline constexpr int kMaxSeats = 4;
inline constexpr std::uint64_t kMaxSeed = 999999;  // seeds stay short enough to read aloud

struct NewGameSetup {
  std::string game;  // a game id of the registry (engine/games.h); "" until one is chosen
  int players = 2;
  std::array<SeatSetup, kMaxSeats> seats = {SeatSetup{true, "easy"}, SeatSetup{false, "easy"},
                                            SeatSetup{false, "easy"}, SeatSetup{false, "easy"}};
  std::uint64_t seed = 1;
  // Chosen option values by game id and key (records' values, or "random" where the option's
  // kind allows it). An option not chosen has its default; the player count is `players`.
  std::map<std::string, std::map<std::string, std::string, std::less<>>, std::less<>> chosen;
  // "game.key" of the letter-order options the player is editing by hand (the Custom mode).
  std::set<std::string, std::less<>> custom_orders;
};

// Who plays each of the setup's seats.
std::vector<SeatSetup> seats_of(const NewGameSetup& setup);

// A fresh random seed in 1..kMaxSeed (from the system's entropy and the clock).
std::uint64_t random_seed();

// The schema of the setup's game (empty for an unknown game).
OptionSchema setup_schema(const NewGameSetup& setup);

// The value chosen for an option of the setup's game: the chosen one, else its default.
std::string_view chosen_value(const NewGameSetup& setup, const OptionSpec& spec);
void choose_value(NewGameSetup& setup, const OptionSpec& spec, std::string_view value);

// Whether a letter-order option is being edited by hand (the Custom mode), and switching it.
bool is_custom_order(const NewGameSetup& setup, const OptionSpec& spec);
void set_custom_order(NewGameSetup& setup, const OptionSpec& spec, bool custom);

// The concrete value of an option: "random" resolved from the seed, the player count from
// `players`. Every option of the game, in schema order: what the game's Options read.
std::string resolved_value(const NewGameSetup& setup, const OptionSpec& spec);
OptionPairs resolved_options(const NewGameSetup& setup);
OptionPairs resolved_options(const NewGameSetup& setup, OptionSchema schema);

// The setup of a game with these record options (all concrete), e.g. to rematch a loaded game.
void choose_options(NewGameSetup& setup, std::string_view game, const OptionPairs& options);

// The setup asks for something random (then the seed decides more than the tiles).
bool has_random_choice(const NewGameSetup& setup);

// The setup as text, a line each (what a reload of the new-game screen comes back to, ui/app.h):
//   game azul / players 3 / seed 4711 / seat 2 ai hard (or human, friend) /
//   option pavilion.wilds random / custom pavilion.wilds
// and the setup of such a text; nullopt when a line is not one of these or names an unknown
// game, level or option value (the new-game screen then opens afresh).
std::string setup_text(const NewGameSetup& setup);
std::optional<NewGameSetup> parse_setup_text(std::string_view text);

}  // namespace azul::ui
