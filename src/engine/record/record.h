// The one game-record format of the project: saves, share links (after compaction), the CLI,
// bug reports and golden test files all use it. Documented in docs/record-format.md.
//
//   azul-record 1            format line (the version)
//   game pavilion            pavilion | azul
//   players 2                the game's options, one "key value" per line, in the game's order
//   ...
//   seed 42                  optional: the seed the chance events were drawn with (information)
//   moves                    the action list follows
//   deal RBYOPGRR...         a run of chance outcomes (one tile letter each, spaces allowed)
//   1 take F3 O              a seat's move: 1-based seat, then the game's notation
//   end                      optional
//
// Blank lines and lines starting with '#' are ignored. Parsing is in two steps: the text is
// split into header and lines (syntax), then replayed through the game (meaning), so every
// error names its line. The chance outcomes are authoritative: a record replays bit for bit
// without any random generator.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/game.h"

namespace azul {

inline constexpr int kRecordVersion = 1;

// A record split into lines, before the game gives the moves their meaning.
struct RecordText {
  struct Line {
    int line_number = 0;  // 1-based line in the text, for error messages
    bool chance = false;  // a `deal` line: `text` holds the tile letters without spaces
    int seat = 0;         // 0-based seat of a move line
    std::string text;     // the move notation, or the dealt letters
  };
  std::string game;
  OptionPairs options;
  std::optional<std::uint64_t> seed;
  std::vector<Line> lines;
};

// Syntax only: header, option lines, deal/move lines. Errors read "line N: ...".
Parsed<RecordText> parse_record_text(std::string_view text);

// A record resolved against a game: concrete options and the action ids.
template <Game S>
struct GameRecord {
  using State = S;
  typename S::Options options;
  std::optional<std::uint64_t> seed;
  std::vector<Action> actions;
  friend bool operator==(const GameRecord&, const GameRecord&) = default;
};

// Options + actions -> text. Every action must be legal in turn (as when recorded from play).
template <Game S>
std::string print_record(const GameRecord<S>& record);

// Text (already split) -> options and action ids, replaying and checking every action.
// Errors name the line: "line 14: seat 2 cannot play 'take F9 O': there is no factory 9".
template <Game S>
Parsed<GameRecord<S>> resolve_record(const RecordText& text);

// Text -> record of game S in one step (fails if the text names another game).
template <Game S>
Parsed<GameRecord<S>> parse_record(std::string_view text);

// Replays a record's actions from its options (unchecked: the record must be resolved).
template <Game S>
S replay(const GameRecord<S>& record, std::size_t action_count = SIZE_MAX);

}  // namespace azul

#include "engine/record/record_impl.h"
