// Summer Pavilion's option schema and the conversion of Options to and from record pairs.
#include "engine/pavilion/options.h"

#include <string>

#include "engine/core/marked_text.h"
#include "engine/pavilion/state.h"

namespace azul::pavilion {

namespace {

constexpr std::string_view kPlayersKey = kPlayersOption.key;
constexpr std::string_view kSideKey = "side";
constexpr std::string_view kFloorKey = "floor";
constexpr std::string_view kWildsKey = "wilds";
constexpr std::string_view kStartKey = kStartSeatOption.key;
constexpr std::string_view kColouredValue = "coloured";
constexpr std::string_view kMonochromeValue = "monochrome";

constexpr std::array<OptionValue, 2> kSideValues = {
    // TRANSLATORS: the two sides of Summer Pavilion's player boards: stars of fixed colours, or
    // stars of no fixed colour.
    {{kColouredValue, N_("Coloured")}, {kMonochromeValue, N_("Monochrome")}}};
constexpr std::array<OptionValue, 2> kFloorValues = {
    // TRANSLATORS: the lowest score a penalty leaves: 1 in the 2019 rules, 0 in the 2024 Mini
    // edition of the game.
    {{"1", N_("1 (2019 rules)")}, {"0", N_("0 (2024 Mini)")}}};

// New options go at the end (links list option values in this order).
constexpr std::array<OptionSpec, 5> kSchema = {{
    kPlayersOption,
    {.key = kSideKey,
     .kind = OptionKind::kChoice,
     .label = N_("Board side"),
     .help = N_("Coloured: each star has its colour. Monochrome (variant): no star has a fixed "
                "colour; its first two tiles make it single-coloured or multicoloured."),
     .default_value = kColouredValue,
     .values = kSideValues},
    {.key = kFloorKey,
     .kind = OptionKind::kChoice,
     .label = N_("Lowest score"),
     .help = N_("Penalties never take a score below this: 1 in the 2019 rules, 0 in the 2024 "
                "Mini edition."),
     .default_value = "1",
     .values = kFloorValues},
    {.key = kWildsKey,
     .kind = OptionKind::kLetterOrder,
     .label = N_("Wild colours"),
     .help = N_("The wild colour of rounds 1 to 6: the standard order, a random one (drawn from "
                "the seed) or your own."),
     .default_value = "PGOYBR",
     .letters = "PGOYBR"},
    kStartSeatOption,
}};

constexpr GameInfo kInfo = {
    .id = State::kName,
    // TRANSLATORS: the game's name as its publisher gives it in your language.
    .title = N_("Azul: Summer Pavilion"),
    // TRANSLATORS: the game's name where space is short (a choice of games).
    .short_title = N_("Summer Pavilion"),
    .players = N_("2 to 4 players · 6 rounds"),
    .description =
        N_("Take tiles of one colour from the factory displays, then spend them to place a "
           "tile on one of seven stars of your pavilion. Each round a different colour is "
           "wild. Surround windows, statues and pillars to earn bonus tiles, and complete "
           "stars and sets of numbers for big scores at the end."),
    .options = kSchema,
};

std::string wild_letters(const std::array<Colour, kRounds>& order) {
  std::string letters;
  for (Colour c : order) letters += colour_letter(c);
  return letters;
}

}  // namespace

OptionSchema Options::schema() { return kSchema; }

const GameInfo& game_info() { return kInfo; }

Status Options::validate() const {
  if (players < kMinPlayers || players > kMaxPlayers)
    return Status::error(fill(
        // TRANSLATORS: "players" is the option's key as records write it; {1} the number given.
        NC_("error", "players must be 2, 3 or 4 (got {1})"), {std::to_string(players)}));
  if (side != Side::kColoured && side != Side::kMonochrome)
    // TRANSLATORS: the option's key and its values as records write them: keep them.
    return Status::error(NC_("error", "side must be coloured or monochrome"));
  if (score_floor != 0 && score_floor != 1)
    return Status::error(fill(
        // TRANSLATORS: "floor" is the option's key as records write it; {1} the value given.
        NC_("error", "floor must be 1 (2019 rules) or 0 (2024 Mini) (got {1})"),
        {std::to_string(score_floor)}));
  std::array<bool, kNumColours> seen{};
  for (Colour c : wild_order) {
    if (c >= kNumColours)
      // TRANSLATORS: "wilds" is the option's key as records write it.
      return Status::error(NC_("error", "wilds holds a value that is not a colour"));
    // Never from a record or a link (their letter orders are checked first): not translated.
    if (seen[c])
      return Status::error(std::string("wilds must name each colour once; ") + colour_name(c) +
                           " appears twice");
    seen[c] = true;
  }
  if (start_player < 0 || start_player >= players)
    // TRANSLATORS: "start" is the option's key as records write it; {1} is the number of
    // players, {2} the seat given.
    return Status::error(fill(NC_("error", "start must be a seat from 1 to {1} (got {2})"),
                              {std::to_string(players), std::to_string(start_player + 1)}));
  return {};
}

OptionPairs Options::to_pairs() const {
  return {
      {std::string(kPlayersKey), std::to_string(players)},
      {std::string(kSideKey),
       std::string(side == Side::kMonochrome ? kMonochromeValue : kColouredValue)},
      {std::string(kFloorKey), std::to_string(score_floor)},
      {std::string(kWildsKey), wild_letters(wild_order)},
      {std::string(kStartKey), std::to_string(start_player + 1)},
  };
}

Parsed<Options> Options::from_pairs(const OptionPairs& pairs) {
  const auto checked = normalize_options(kSchema, pairs);
  if (!checked.ok()) return Parsed<Options>::fail(checked.error);
  const OptionPairs& values = *checked.value;
  Options options;
  // normalize_options allows only listed values and orders of PGOYBR, so these conversions
  // cannot fail.
  options.players = std::stoi(std::string(option_value(values, kPlayersKey)));
  options.side =
      option_value(values, kSideKey) == kMonochromeValue ? Side::kMonochrome : Side::kColoured;
  options.score_floor = std::stoi(std::string(option_value(values, kFloorKey)));
  const std::string_view wilds = option_value(values, kWildsKey);
  for (int r = 0; r < kRounds; ++r) options.wild_order[r] = *colour_from_letter(wilds[r]);
  options.start_player = std::stoi(std::string(option_value(values, kStartKey))) - 1;
  if (Status status = options.validate(); !status) return Parsed<Options>::fail(status.message());
  return Parsed<Options>{options, {}};
}

}  // namespace azul::pavilion
