// Options <-> record pairs for classic Azul; see options.h.
#include "engine/classic/options.h"

#include <array>
#include <charconv>

namespace azul::classic {
namespace {

constexpr std::string_view kPlayersKey = "players";
constexpr std::string_view kWallKey = "wall";
constexpr std::string_view kStartKey = "start";
constexpr std::string_view kColouredValue = "coloured";
constexpr std::string_view kGreyValue = "grey";

std::optional<int> parse_int(std::string_view text) {
  int value = 0;
  const char* end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, value);
  if (ec != std::errc() || ptr != end || text.empty()) return std::nullopt;
  return value;
}

}  // namespace

OptionPairs Options::to_pairs() const {
  return {
      {std::string(kPlayersKey), std::to_string(players)},
      {std::string(kWallKey), std::string(wall == WallSide::Grey ? kGreyValue : kColouredValue)},
      {std::string(kStartKey), std::to_string(start_seat + 1)}};
}

Status Options::validate() const {
  if (players < kMinPlayers || players > kMaxPlayersClassic)
    return Status::error("players must be 2..4, not " + std::to_string(players));
  if (wall != WallSide::Coloured && wall != WallSide::Grey)
    return Status::error("wall must be coloured or grey");
  if (start_seat < 0 || start_seat >= players)
    return Status::error("start must be a seat 1.." + std::to_string(players) + ", not " +
                         std::to_string(start_seat + 1));
  return {};
}

Parsed<Options> Options::from_pairs(const OptionPairs& pairs) {
  Options options;
  std::array<bool, 3> seen{};  // players, wall, start
  for (const auto& [key, value] : pairs) {
    int slot = -1;
    if (key == kPlayersKey)
      slot = 0;
    else if (key == kWallKey)
      slot = 1;
    else if (key == kStartKey)
      slot = 2;
    else
      return Parsed<Options>::fail("unknown option '" + key + "' (expected players, wall, start)");
    if (seen[slot]) return Parsed<Options>::fail("option '" + key + "' given twice");
    seen[slot] = true;

    if (slot == 0) {
      const auto n = parse_int(value);
      if (!n || *n < kMinPlayers || *n > kMaxPlayersClassic)
        return Parsed<Options>::fail("players must be 2..4, not '" + value + "'");
      options.players = *n;
    } else if (slot == 1) {
      if (value == kColouredValue)
        options.wall = WallSide::Coloured;
      else if (value == kGreyValue)
        options.wall = WallSide::Grey;
      else
        return Parsed<Options>::fail("wall must be coloured or grey, not '" + value + "'");
    } else {
      const auto n = parse_int(value);
      if (!n || *n < 1 || *n > kMaxPlayersClassic)
        return Parsed<Options>::fail("start must be a seat number 1..4, not '" + value + "'");
      options.start_seat = *n - 1;
    }
  }
  if (!seen[0]) return Parsed<Options>::fail("missing option 'players'");
  if (!seen[1]) return Parsed<Options>::fail("missing option 'wall'");
  if (!seen[2]) return Parsed<Options>::fail("missing option 'start'");
  if (Status s = options.validate(); !s.ok()) return Parsed<Options>::fail(s.message());
  return Parsed<Options>{options, {}};
}

}  // namespace azul::classic
