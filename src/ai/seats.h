// Who plays each seat of a game: a person, or a bot of a level (ai/levels.h); and the seat code
// that saves and share links write it as, one character per seat: 'H' for a person or the
// level's letter (r random, e easy, m medium, h hard, x max). "Hme" = a person, then a medium
// and an easy AI. An unknown letter is an error naming it, never a guess. In a share link the
// code is the field `s` of the fields the link carries ("s=Hme"; docs/record-format.md).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/core/status.h"

namespace azul::ai {

struct SeatSetup {
  bool human = true;
  std::string level = "easy";  // for an AI seat
  friend bool operator==(const SeatSetup&, const SeatSetup&) = default;
};

inline constexpr std::string_view kSeatsField = "s";

// The seat code of `seats`; a level without a letter is written '?', which no reader accepts.
std::string seat_code(const std::vector<SeatSetup>& seats);
// The seats of a seat code for `players` players; the error names the bad character.
Parsed<std::vector<SeatSetup>> parse_seat_code(std::string_view code, int players);
// Seat 1 a person, the others easy AI: the seats of a record that names none.
std::vector<SeatSetup> default_seats(int players);

// The value of `key` in '&'-separated key=value fields ("x=1&s=He"), or "" when absent.
std::string_view field_value(std::string_view fields, std::string_view key);
// The seats that a link's fields give (the defaults without an `s` field).
Parsed<std::vector<SeatSetup>> seats_from_fields(std::string_view fields, int players);

}  // namespace azul::ai
