// The saved-games library: every game played in this browser, one stored entry per game
// (key "game.<id>", the text of ui/share/saved_game.h), written after every action from the
// moment the game is created. Nothing the player did is lost:
// - A tab writes only its own game's entry, and only over what it wrote or read itself: if
//   another tab changed the entry since, a longer record that continues this tab's is
//   followed (the caller switches to it), and a different one is never overwritten: this
//   tab's game is saved as a separate game instead.
// - When the store is full, the oldest finished games are removed, one at a time, until the
//   game fits; an unfinished game is never removed without the player (the save then fails
//   and the caller says so). Past kMaxGames entries the oldest finished ones go too (the
//   kKeptGames most recent are always kept).
// - A damaged entry stays listed as damaged, with its text, until the player deletes it.
// - A game's finished analysis is kept beside it (key "review.<id>") and goes with it.
// - The single autosave slot of earlier versions ("autosave") is moved into the library.
// - Game ids end with this browser's tag (setting "browser"), so a game's link says whether the
//   game was made here even when the store could not keep it (made_here()).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/rng.h"
#include "ui/host.h"
#include "ui/share/loaded_game.h"
#include "ui/share/saved_game.h"

namespace azul::ui {

inline constexpr std::string_view kLibraryKeyPrefix = "game.";
inline constexpr std::string_view kLegacyAutosaveKey = "autosave";
inline constexpr std::string_view kReviewKeyPrefix = "review.";  // ui/share/saved_review.h

struct LibraryEntry {
  std::string id;
  std::string text;                // as stored (what "Download" of a damaged entry gives)
  std::int64_t played_ms = 0;      // last change; 0 when unknown
  std::optional<LoadedGame> game;  // nullopt: damaged
  std::string problem;             // why it is damaged
  // The position at the end of the record, for the list.
  bool finished = false;
  int round = 0;
  std::vector<int> scores;
  std::size_t moves = 0;  // the players' moves (tile draws not counted)
};

enum class SaveOutcome {
  kSaved,     // written under the id asked for
  kFollowed,  // another tab continued this game further: `newer` is its game, nothing written
  kSeparate,  // another tab changed this game differently: saved under a new id (`id`)
  kFull,      // the store is full of unfinished games (or refuses to store): nothing written
};

struct SaveResult {
  SaveOutcome outcome = SaveOutcome::kSaved;
  std::string id;                    // the id the game is saved under
  std::vector<std::string> removed;  // finished games removed to make room ("Azul, 2 players")
  std::optional<LoadedGame> newer;   // kFollowed
};

class GameLibrary {
 public:
  static constexpr std::size_t kKeptGames = 50;
  static constexpr std::size_t kMaxGames = 200;

  // Reads the library (and moves an old autosave into it). `host` must outlive this.
  explicit GameLibrary(Host& host);

  // Reads every entry again (another tab changed the store).
  void reload();
  // Unfinished games first, then finished ones; each most recently played first.
  const std::vector<LibraryEntry>& entries() const { return entries_; }
  const LibraryEntry* find(std::string_view id) const;
  const LibraryEntry* latest_unfinished() const;
  // A game whose record and seats are exactly `game`'s (a link without an id), or nullptr.
  const LibraryEntry* find_same(const LoadedGame& game) const;

  // A new id, unique in this library ("m3x9k2a1-4f7q1c": the time, this browser's tag, a count).
  std::string new_id();
  // Whether game id `id` was made in this browser (its tag follows the dash), so that a link of
  // a game that could not be saved here still continues as this player's game, not as a replay.
  bool made_here(std::string_view id) const;
  // Saves the game under `id` (see the header comment for the outcomes).
  SaveResult save(const std::string& id, const LoadedGame& game);
  // This tab continues the entry as it is stored now: later saves may overwrite it.
  void adopt(const std::string& id);
  // Removes the game and its analysis.
  void remove(const std::string& id);
  // Makes room in a full store: removes the oldest finished game other than `keep_id` and adds
  // its description ("Azul, 2 players") to `removed`; false when there is none.
  bool remove_oldest_finished(std::string_view keep_id, std::vector<std::string>& removed);

  // The finished analysis kept beside game `id` (ui/share/saved_review.h); storing it may fail
  // when the store is full (the analysis is then only lost, never a game).
  bool save_review(const std::string& id, std::string_view text);
  std::optional<std::string> review_text(const std::string& id);

 private:
  bool write(const std::string& id, const std::string& text, std::vector<std::string>& removed);
  void trim(const std::string& keep_id, std::vector<std::string>& removed);
  void migrate_autosave();
  std::string read_browser_tag();

  Host& host_;
  std::vector<LibraryEntry> entries_;
  std::map<std::string, std::string, std::less<>> own_;  // id -> the text this tab wrote/read
  Rng rng_;
  std::string browser_tag_;     // 4 base-36 characters, random, made once per browser
  std::uint32_t id_count_ = 0;  // new_id()'s count
};

// "Azul, 2 players": a short name of an entry's game, in the chosen language.
std::string describe_entry(const LibraryEntry& entry);
// Whether `later` continues `earlier`: the same game and seats, with `earlier`'s actions first.
bool continues(const LoadedGame& later, const LoadedGame& earlier);
// Whether `mine` may give way to `theirs` without losing a person's move: the same game and
// seats, and every action of `mine` after the two part ways is a tile draw or an AI seat's.
bool may_replace(const LoadedGame& theirs, const LoadedGame& mine);

}  // namespace azul::ui
