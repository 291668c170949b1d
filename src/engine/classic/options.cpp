// Classic Azul's option schema and the conversion of Options to and from record pairs.
#include "engine/classic/options.h"

#include <array>
#include <string>

#include "engine/classic/state.h"
#include "engine/core/marked_text.h"

namespace azul::classic {
namespace {

constexpr std::string_view kPlayersKey = kPlayersOption.key;
constexpr std::string_view kWallKey = "wall";
constexpr std::string_view kStartKey = kStartSeatOption.key;
constexpr std::string_view kColouredValue = "coloured";
constexpr std::string_view kGreyValue = "grey";

constexpr std::array<OptionValue, 2> kWallValues = {
    // TRANSLATORS: the two sides of Azul's player boards (the wall): a fixed colour pattern, or
    // grey spaces where a player places any colour.
    {{kColouredValue, N_("Coloured")}, {kGreyValue, N_("Grey (free placement)")}}};

// New options go at the end (links list option values in this order).
constexpr std::array<OptionSpec, 3> kSchema = {{
    kPlayersOption,
    {.key = kWallKey,
     .kind = OptionKind::kChoice,
     .label = N_("Wall side"),
     .help = N_("Coloured: each colour has its fixed space in every row. Grey: you choose the "
                "column when a line is tiled, each colour once per row and once per column."),
     .default_value = kColouredValue,
     .values = kWallValues},
    kStartSeatOption,
}};

constexpr GameInfo kInfo = {
    .id = State::kName,
    // TRANSLATORS: the name of the game: keep it unless the game is published under another
    // name in your language.
    .title = N_("Azul"),
    .short_title = N_("Azul"),
    .players = N_("2 to 4 players"),
    .description =
        N_("Take tiles of one colour from the factory displays and fill the pattern lines "
           "beside your wall. Each completed line moves one tile onto the wall, scoring for "
           "the tiles it touches; tiles that do not fit fall to the floor and cost points. "
           "The game ends once a player completes a horizontal row of the wall."),
    .options = kSchema,
};

}  // namespace

OptionSchema Options::schema() { return kSchema; }

const GameInfo& game_info() { return kInfo; }

OptionPairs Options::to_pairs() const {
  return {
      {std::string(kPlayersKey), std::to_string(players)},
      {std::string(kWallKey), std::string(wall == WallSide::Grey ? kGreyValue : kColouredValue)},
      {std::string(kStartKey), std::to_string(start_seat + 1)}};
}

Status Options::validate() const {
  if (players < kMinPlayers || players > kMaxPlayersClassic)
    return Status::error(fill(
        // TRANSLATORS: "players" is the option's key as records write it; {1} the number given.
        NC_("error", "players must be 2..4, not {1}"), {std::to_string(players)}));
  if (wall != WallSide::Coloured && wall != WallSide::Grey)
    // TRANSLATORS: the option's key and its values as records write them: keep them.
    return Status::error(NC_("error", "wall must be coloured or grey"));
  if (start_seat < 0 || start_seat >= players)
    // TRANSLATORS: "start" is the option's key as records write it; {1} is the number of
    // players, {2} the seat given.
    return Status::error(fill(NC_("error", "start must be a seat 1..{1}, not {2}"),
                              {std::to_string(players), std::to_string(start_seat + 1)}));
  return {};
}

Parsed<Options> Options::from_pairs(const OptionPairs& pairs) {
  const auto checked = normalize_options(kSchema, pairs);
  if (!checked.ok()) return Parsed<Options>::fail(checked.error);
  const OptionPairs& values = *checked.value;
  Options options;
  // normalize_options allows only listed values, so these conversions cannot fail.
  options.players = std::stoi(std::string(option_value(values, kPlayersKey)));
  options.wall = option_value(values, kWallKey) == kGreyValue ? WallSide::Grey : WallSide::Coloured;
  options.start_seat = std::stoi(std::string(option_value(values, kStartKey))) - 1;
  if (Status s = options.validate(); !s.ok()) return Parsed<Options>::fail(s.message());
  return Parsed<Options>{options, {}};
}

}  // namespace azul::classic
