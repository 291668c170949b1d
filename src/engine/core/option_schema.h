// The option schema of a game: every rules option declared once, with its record key, the values
// it allows, its default and the words a player reads. Records, links, saves, azul-cli's flags
// and the new-game screen all read it, so a new option is added in one place: the game's
// options code (its schema entry and conversion), its test and its label.
//
// Compatibility (docs/record-format.md, "Compatibility"): a record or link that lacks an option
// takes its default, so options may be added without breaking old records; new options are
// appended at the end of a schema (links list values in schema order) and never change the
// meaning of an existing value.
#pragma once

#include <array>
#include <span>
#include <string>
#include <string_view>

#include "engine/core/marked_text.h"
#include "engine/core/status.h"

namespace azul {

enum class OptionKind : std::uint8_t {
  kChoice,       // one of `values` (e.g. a board side)
  kPlayerCount,  // one of `values`, the number of players; the seats follow it
  kStartSeat,    // a 1-based seat 1..players; setups may ask for a random one
  kLetterOrder,  // an order of every letter of `letters` once (e.g. the wild colours by round);
                 // setups may ask for a random one
};

struct OptionValue {
  std::string_view value;  // as written in records and links
  std::string_view label;  // as a player reads it ("Grey (free placement)"), N_-marked
};

struct OptionSpec {
  std::string_view key;  // record key and azul-cli flag ("wall")
  OptionKind kind = OptionKind::kChoice;
  // The words a player reads, N_-marked (engine/core/marked_text.h): the UI translates them.
  std::string_view label;  // the new-game screen's row label ("Wall side")
  std::string_view help;   // one or two sentences for the rules help and azul-cli's help
  std::string_view default_value;
  std::span<const OptionValue> values = {};  // kChoice and kPlayerCount
  std::string_view letters = {};             // kLetterOrder
};

using OptionSchema = std::span<const OptionSpec>;

// The setup value that asks for a random start seat or letter order, resolved from the seed by
// whoever creates the game (records only ever hold concrete values).
inline constexpr std::string_view kRandomOptionValue = "random";

// The two options every game of 2 to 4 players has, declared alike: the player count (5, 7 or
// 9 factories) and the seat that starts round 1.
inline constexpr std::array<OptionValue, 3> kTwoToFourPlayers = {
    {{"2", "2"}, {"3", "3"}, {"4", "4"}}};
inline constexpr OptionSpec kPlayersOption = {.key = "players",
                                              .kind = OptionKind::kPlayerCount,
                                              .label = N_("Players"),
                                              .help = N_("2, 3 or 4 players; 5, 7 or 9 factories."),
                                              .default_value = "2",
                                              .values = kTwoToFourPlayers};
inline constexpr OptionSpec kStartSeatOption = {
    .key = "start",
    .kind = OptionKind::kStartSeat,
    // TRANSLATORS: the new-game screen's row that chooses who starts round 1.
    .label = N_("Starts"),
    .help = N_("The player who starts round 1 (random: drawn from the seed)."),
    .default_value = "1"};

const OptionSpec* find_option(OptionSchema schema, std::string_view key);

// The value of `key` in pairs, or "" when absent.
std::string_view option_value(const OptionPairs& pairs, std::string_view key);

// Every option of the schema, in schema order, with its default value.
OptionPairs default_options(OptionSchema schema);

// Checks the pairs against the schema and returns every option in schema order, a missing one
// with its default. Errors name the key or value and what is allowed: an unknown key, a key
// given twice, a value outside the option's values, a start seat that is not a seat number, a
// letter order that is not an order of its letters. (The start seat against the player count is
// the game's validate().)
Parsed<OptionPairs> normalize_options(OptionSchema schema, const OptionPairs& pairs);

// "coloured, grey": the allowed values of an option, for messages and help.
std::string allowed_values(const OptionSpec& spec);

}  // namespace azul
