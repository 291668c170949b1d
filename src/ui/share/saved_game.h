// The autosave slot: the current game saved after every move (in localStorage in the browser),
// so that "Resume" continues it exactly. The text is a format line, the seat code and the
// game record (engine/record/record.h):
//
//   azul-save 1
//   seats He
//   azul-record 1
//   game pavilion
//   ...
//
// Reading checks everything (a stored save may be truncated or edited by hand) and names the
// problem; a record's line numbers are those of the whole save. Documented in
// docs/record-format.md, section "Autosave".
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "ui/share/loaded_game.h"

namespace azul::ui {

inline constexpr std::string_view kSavedGameFormatLine = "azul-save 1";
inline constexpr std::string_view kAutosaveKey = "autosave";

// The save text of a record text and its seats.
std::string make_saved_game(std::string_view record_text, const std::vector<SeatSetup>& seats);

// Reads a save completely or says what is wrong ("the saved game ...: line 7: ...").
Parsed<LoadedGame> parse_saved_game(std::string_view text);

// Reads a file opened by the player: a save, or a bare record (seat 1 a person, the others
// easy AI).
Parsed<LoadedGame> parse_game_file(std::string_view text);

}  // namespace azul::ui
