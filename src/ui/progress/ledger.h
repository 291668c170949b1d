// The results ledger: every finished game's result (ui/progress/game_result.h), kept in the
// browser apart from the saved-games library (one entry per game, key "result.<id>"), so that
// deleting saved games, or the library making room when the storage is full, never erases the
// player's history. The ratings (ui/progress/rating_history.h) and the statistics
// (ui/progress/statistics.h) are computed from it.
//
// - A result is written once, when its game ends (and again when an analysis adds the player's
//   accuracy). When the storage is full, the caller's make_room frees space (the library's
//   oldest finished game) until the result fits.
// - The finished games already in the library when the ledger first opens are taken in, once.
// - A game whose player gave its rating up (Undo or Hint in a rated game) is marked
//   ("unrated.<id>") until its result is written unrated.
// - A stored result that cannot be read stays stored, untouched, and is listed as damaged.
// - Export writes the history file (ui/progress/ledger_file.h); Import merges one in.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ui/host.h"
#include "ui/progress/game_result.h"
#include "ui/progress/rating_history.h"
#include "ui/share/game_library.h"

namespace azul::ui {

inline constexpr std::string_view kResultKeyPrefix = "result.";
inline constexpr std::string_view kUnratedKeyPrefix = "unrated.";
inline constexpr std::string_view kLedgerTakenInKey =
    "ledger";  // "1" once the library was taken in

// Frees some storage; false when nothing more can go.
using MakeRoom = std::function<bool()>;

struct DamagedResult {
  std::string key;
  std::string problem;
};

struct ImportReport {
  bool read = false;                  // false: the file is no history file (problems says why)
  int added = 0;                      // results new to this browser
  int known = 0;                      // already here (unchanged)
  int updated = 0;                    // already here, given the file's accuracy
  int unsaved = 0;                    // new, but the storage could not take them
  std::vector<std::string> problems;  // the file's damaged lines, or why it was not read
};

class Ledger {
 public:
  // Reads every result. `host` must outlive this.
  explicit Ledger(Host& host);

  // Reads every result again (another tab changed them).
  void reload();
  // Every result read, by the time its game ended.
  const std::vector<GameResult>& results() const { return results_; }
  const std::vector<DamagedResult>& damaged() const { return damaged_; }
  const GameResult* find(std::string_view id) const;

  // Keeps `result` (a new one, or a kept one updated); false when the storage could not take
  // it even after make_room freed all it could.
  bool keep(const GameResult& result, const MakeRoom& make_room);

  // The player gave up the rating of game `id` (Undo or Hint in a rated game).
  void give_up_rating(std::string_view id);
  bool rating_given_up(std::string_view id);
  // Records the result of library game `id` that has just ended (nothing when it is kept
  // already or is no game of a person here); clears its give-up mark. Returns it.
  const GameResult* record_game(const LoadedGame& game, std::string_view id, std::int64_t ended_ms,
                                const MakeRoom& make_room);
  // An analysis of library game `id` was kept (ui/share/saved_review.h text): the player's
  // accuracy goes into the result when the analysis covers every move of the game.
  void note_review(std::string_view id, std::string_view review, const LoadedGame& game,
                   const MakeRoom& make_room);
  // Takes in the library's finished games that have no result yet, once per browser; and
  // forgets the give-up marks of games the library no longer has.
  void take_in(const GameLibrary& library, const MakeRoom& make_room);

  std::string export_text() const;
  ImportReport import_text(std::string_view text, const MakeRoom& make_room);

  // The rating history of `game` (computed once per change of the results).
  const std::vector<RatingPoint>& history(std::string_view game);
  // A number that changes whenever the results change (for caches of what is drawn).
  std::uint64_t revision() const { return revision_; }

 private:
  void changed();

  Host& host_;
  std::vector<GameResult> results_;
  std::vector<DamagedResult> damaged_;
  std::map<std::string, std::vector<RatingPoint>, std::less<>> histories_;
  std::uint64_t revision_ = 0;
};

// The player's accuracy in percent from a kept analysis of `game` (ui/share/saved_review.h),
// when it reviews every move of the game; nothing otherwise.
std::optional<int> accuracy_of_review(std::string_view review, const LoadedGame& game, int seat);

}  // namespace azul::ui
