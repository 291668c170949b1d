// Who plays each seat of a game: a person at this device, a friend playing by link (a person at
// another device: the game travels between devices as a share link, one turn at a time), or a
// bot of a level (ai/levels.h); and the seat code that saves and share links write it as, one
// character per seat: 'H' for a person here, 'F' for a friend by link, or the level's letter
// (r random, e easy, m medium, h hard, x max). "Hme" = a person, then a medium and an easy AI.
// An unknown letter is an error naming it, never a guess. In a share link the code is the field
// `s` of the fields the link carries ("s=Hme"; docs/record-format.md).
//
// A game with a friend seat is a link game. Which people play at which device is each device's
// own business: the link names every person's seat 'F' (shared_seats), and a device that takes
// a seat (claim_seat) keeps it as 'H' in its own saves.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/core/status.h"

namespace azul::ai {

struct SeatSetup {
  bool human = true;           // a person at this device
  std::string level = "easy";  // for an AI seat
  bool by_link = false;        // a person at another device (then `human` is false)
  friend bool operator==(const SeatSetup&, const SeatSetup&) = default;
  bool is_ai() const { return !human && !by_link; }
};

// A seat played by a friend at another device.
inline SeatSetup friend_seat() { return SeatSetup{false, "easy", true}; }

inline constexpr std::string_view kSeatsField = "s";

// The seat code of `seats`; a level without a letter is written '?', which no reader accepts.
std::string seat_code(const std::vector<SeatSetup>& seats);
// The seats of a seat code for `players` players; the error names the bad character.
Parsed<std::vector<SeatSetup>> parse_seat_code(std::string_view code, int players);
// Seat 1 a person, the others easy AI: the seats of a record that names none.
std::vector<SeatSetup> default_seats(int players);

// Whether some seat is a friend's by link (the game goes between devices as links).
bool is_link_game(const std::vector<SeatSetup>& seats);
// The seats as the link of a link game gives them: every person's seat a friend's ('F'), so
// that no device's own seats travel with the game. Other games' seats are unchanged.
std::vector<SeatSetup> shared_seats(std::vector<SeatSetup> seats);
// The seats with `seat` (0-based) taken by this device: a friend's seat becomes a person's here.
std::vector<SeatSetup> claim_seat(std::vector<SeatSetup> seats, int seat);
// Whether this device has taken a seat of the game (it has a person's seat).
bool has_own_seat(const std::vector<SeatSetup>& seats);

// The value of `key` in '&'-separated key=value fields ("x=1&s=He"), or "" when absent.
std::string_view field_value(std::string_view fields, std::string_view key);
// The seats that a link's fields give (the defaults without an `s` field).
Parsed<std::vector<SeatSetup>> seats_from_fields(std::string_view fields, int players);

}  // namespace azul::ai
