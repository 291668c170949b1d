// A whole game read from outside the app (a share link, the autosave slot or a record file):
// the record of any game of the registry (engine/games.h), checked move by move, and who
// played each seat (ai/seats.h: the seat code). Formats: docs/record-format.md, sections
// "Share links" and "Autosave".
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

using AnyGameRecord = OneOfGames<GameRecord>;

struct LoadedGame {
  AnyGameRecord record;
  std::vector<SeatSetup> seats;  // one per player
  // A link game's actions that have travelled by link (ui/game/game_session.h: undo stops
  // there); 0 for other games.
  std::size_t shared = 0;
};

using ai::default_seats;
using ai::parse_seat_code;
using ai::seat_code;

// The registry id of the record's game ("azul", "pavilion").
std::string_view game_id(const AnyGameRecord& record);
int player_count(const AnyGameRecord& record);
// The players' moves in the record (chance draws not counted).
std::size_t move_count(const AnyGameRecord& record);

// The new-game setup that gives the loaded game's options and seats (so that Rematch and
// Replay from a loaded game start the same kind of game).
NewGameSetup setup_for(const LoadedGame& game);

// A record text of any game (engine/record/record.h), checked line by line.
Parsed<AnyGameRecord> parse_any_record(std::string_view text);

}  // namespace azul::ui
