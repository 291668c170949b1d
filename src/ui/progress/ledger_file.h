// The results ledger as a file (the statistics screen's Export and Import): a format line, then
// one result a line (ui/progress/game_result.h), oldest first:
//
//   azul-history 1
//   r1 id=m3x9k2a1-4f7q end=1764000000000 game=azul ...
//   r1 id=...
//
// Reading never gives up on a whole file for one bad line: a damaged line is named ("line 5:
// the field 'score' is missing") and every other result is kept. Importing merges by game id:
// a result already kept stays as it is (and takes the file's accuracy when it has none), so
// importing the same file twice adds nothing.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/status.h"
#include "ui/progress/game_result.h"

namespace azul::ui {

inline constexpr std::string_view kHistoryFileFormat = "azul-history";
inline constexpr int kHistoryFileVersion = 1;

std::string history_file_text(std::span<const GameResult> results);

struct HistoryFile {
  std::vector<GameResult> results;
  std::vector<std::string> problems;  // one per damaged line, naming it
};
// Fails only when the text is no history file at all (or of a newer version); blank lines are
// skipped.
Parsed<HistoryFile> parse_history_file(std::string_view text);

struct MergeCount {
  int added = 0;    // results new to `into`
  int known = 0;    // already there
  int updated = 0;  // already there, now with the file's accuracy
};
MergeCount merge_results(std::vector<GameResult>& into, std::span<const GameResult> from);

}  // namespace azul::ui
