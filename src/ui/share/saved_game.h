// One saved game of the library (ui/share/game_library.h), as stored in localStorage in the
// browser: a format line, the game's id, when it was last played, the seat code and the game
// record (engine/record/record.h):
//
//   azul-save 2
//   id m3x9k2a1-4f7q
//   played 1764000000000          milliseconds since 1970-01-01 UTC
//   seats He
//   azul-record 1
//   game pavilion
//   ...
//   end
//
// A link game (a seat played by a friend at another device, ai/seats.h) is written in format 3:
// the same, with the line "shared <n>" after the seats line: how many of the record's actions
// have travelled by link (sent or received; undo never takes them back). Other games stay in
// format 2, so that an older page still reads them; an older page names format 3 as newer.
// Format 1 (the single autosave slot before the library) had only the format and seats lines;
// it is still read (with no id). Reading checks everything (a stored save may be truncated or
// edited by hand) and names the problem; a record's line numbers are those of the whole save.
// Documented in docs/record-format.md, section "Saved games".
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "ui/share/loaded_game.h"

namespace azul::ui {

inline constexpr int kSaveFormat = 3;       // the newest format read
inline constexpr int kPlainSaveFormat = 2;  // written for games that are not link games

// What a save says besides the game.
struct SaveStamp {
  std::string id;              // "" in format 1
  std::int64_t played_ms = 0;  // 0 in format 1
  friend bool operator==(const SaveStamp&, const SaveStamp&) = default;
};

struct SavedGame {
  SaveStamp stamp;
  LoadedGame game;
};

// Whether `id` can name a saved game: 1 to 64 of a-z, 0-9 and '-'.
bool is_game_id(std::string_view id);

// The save text of a record text and its seats (format 3 for a link game, else 2).
std::string make_saved_game(const SaveStamp& stamp, std::string_view record_text,
                            const std::vector<SeatSetup>& seats, std::size_t shared = 0);

// Reads a save completely or says what is wrong ("the saved game is damaged: line 7: ...", or
// that it was made by a newer version).
Parsed<SavedGame> parse_saved_game(std::string_view text);

// Reads a file opened by the player: a save, or a bare record (seat 1 a person, the others
// easy AI).
Parsed<LoadedGame> parse_game_file(std::string_view text);

}  // namespace azul::ui
