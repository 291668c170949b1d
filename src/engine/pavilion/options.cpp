#include "engine/pavilion/options.h"

#include <charconv>
#include <string>

namespace azul::pavilion {

namespace {

constexpr const char* kKeys[] = {"players", "side", "floor", "wilds", "start"};
constexpr int kNumKeys = 5;

std::optional<int> parse_int(std::string_view text) {
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc{} || end != text.data() + text.size() || text.empty()) return std::nullopt;
  return value;
}

std::string wild_letters(const std::array<Colour, kRounds>& order) {
  std::string letters;
  for (Colour c : order) letters += colour_letter(c);
  return letters;
}

}  // namespace

Status Options::validate() const {
  if (players < kMinPlayers || players > kMaxPlayers)
    return Status::error("players must be 2, 3 or 4 (got " + std::to_string(players) + ")");
  if (side != Side::kColoured && side != Side::kMonochrome)
    return Status::error("side must be coloured or monochrome");
  if (score_floor != 0 && score_floor != 1)
    return Status::error("floor must be 1 (2019 rules) or 0 (2024 Mini) (got " +
                         std::to_string(score_floor) + ")");
  std::array<bool, kNumColours> seen{};
  for (Colour c : wild_order) {
    if (c >= kNumColours) return Status::error("wilds holds a value that is not a colour");
    if (seen[c])
      return Status::error(std::string("wilds must name each colour once; ") + colour_name(c) +
                           " appears twice");
    seen[c] = true;
  }
  if (start_player < 0 || start_player >= players)
    return Status::error("start must be a seat from 1 to " + std::to_string(players) + " (got " +
                         std::to_string(start_player + 1) + ")");
  return {};
}

OptionPairs Options::to_pairs() const {
  return {
      {"players", std::to_string(players)},
      {"side", side == Side::kMonochrome ? "monochrome" : "coloured"},
      {"floor", std::to_string(score_floor)},
      {"wilds", wild_letters(wild_order)},
      {"start", std::to_string(start_player + 1)},
  };
}

Parsed<Options> Options::from_pairs(const OptionPairs& pairs) {
  std::array<const std::string*, kNumKeys> values{};
  for (const auto& [key, value] : pairs) {
    int index = -1;
    for (int k = 0; k < kNumKeys; ++k)
      if (key == kKeys[k]) index = k;
    if (index < 0)
      return Parsed<Options>::fail("unknown pavilion option '" + key +
                                   "' (expected players, side, floor, wilds, start)");
    if (values[index]) return Parsed<Options>::fail("option '" + key + "' is given twice");
    values[index] = &value;
  }
  for (int k = 0; k < kNumKeys; ++k)
    if (!values[k]) return Parsed<Options>::fail(std::string("missing option '") + kKeys[k] + "'");

  Options options;
  const auto players = parse_int(*values[0]);
  if (!players) return Parsed<Options>::fail("players must be a number, got '" + *values[0] + "'");
  options.players = *players;

  if (*values[1] == "coloured")
    options.side = Side::kColoured;
  else if (*values[1] == "monochrome")
    options.side = Side::kMonochrome;
  else
    return Parsed<Options>::fail("side must be coloured or monochrome, got '" + *values[1] + "'");

  const auto floor = parse_int(*values[2]);
  if (!floor) return Parsed<Options>::fail("floor must be 1 or 0, got '" + *values[2] + "'");
  options.score_floor = *floor;

  const std::string& wilds = *values[3];
  if (wilds.size() != kRounds)
    return Parsed<Options>::fail("wilds must be six colour letters (e.g. PGOYBR), got '" + wilds +
                                 "'");
  for (int r = 0; r < kRounds; ++r) {
    const auto colour = colour_from_letter(wilds[r]);
    if (!colour)
      return Parsed<Options>::fail("wilds: '" + std::string(1, wilds[r]) +
                                   "' is not a colour letter (P G O Y B R)");
    options.wild_order[r] = *colour;
  }

  const auto start = parse_int(*values[4]);
  if (!start || *start < 1)
    return Parsed<Options>::fail("start must be a seat number from 1, got '" + *values[4] + "'");
  options.start_player = *start - 1;

  if (Status status = options.validate(); !status) return Parsed<Options>::fail(status.message());
  return Parsed<Options>{options, {}};
}

}  // namespace azul::pavilion
