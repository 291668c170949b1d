// A whole game read from outside the app (a share link, the autosave slot or a record file):
// the record of either game, checked move by move, and who played each seat. The seat setup
// is written as one character per seat ("seat code"): 'H' for a person, or the AI level's
// letter: r random, e easy, m medium, h hard, x max. Example: "Hme" = a person, then a medium
// and an easy AI. Formats: docs/record-format.md, sections "Share links" and "Autosave".
#pragma once

#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "engine/games.h"
#include "engine/record/record.h"
#include "ui/game/game_session.h"
#include "ui/game/new_game_setup.h"

namespace azul::ui {

using AnyGameRecord = std::variant<GameRecord<classic::State>, GameRecord<pavilion::State>>;

struct LoadedGame {
  AnyGameRecord record;
  std::vector<SeatSetup> seats;  // one per player
};

// The seat code of `seats` (see above).
std::string seat_code(const std::vector<SeatSetup>& seats);
// The seats of a seat code for `players` players; the error names the bad character.
Parsed<std::vector<SeatSetup>> parse_seat_code(std::string_view code, int players);
// Seat 1 a person, the others easy AI: the seats of a record that names none.
std::vector<SeatSetup> default_seats(int players);

GameKind game_kind(const LoadedGame& game);
int player_count(const AnyGameRecord& record);
std::size_t action_count(const AnyGameRecord& record);

// The new-game setup that gives the loaded game's options and seats (so that Rematch and
// Replay from a loaded game start the same kind of game).
NewGameSetup setup_for(const LoadedGame& game);

// A record text of either game (engine/record/record.h), checked line by line.
Parsed<AnyGameRecord> parse_any_record(std::string_view text);

}  // namespace azul::ui
