// "Your games" on the title screen: one row per saved game of the library
// (ui/share/game_library.h), unfinished ones first: the game, who plays, the round and the
// scores, when it was last played, and Resume, Download and Delete (which asks first). A damaged
// entry says so, with its problem, and offers Download (its raw text) and Delete.
// The texts are pure functions, unit-tested in tests/unit/share.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ui/share/game_library.h"
#include "ui/widget_probe.h"

namespace azul::ui {

struct LibraryAction {
  std::optional<std::string> resume;    // an entry id
  std::optional<std::string> download;  // an entry id
  std::optional<std::string> remove;    // an entry id, confirmed
};

// Draws the list at the cursor, at most `width` wide. `confirm` holds the id whose Delete is
// asking "sure?" (edited here).
LibraryAction draw_library_list(const std::vector<LibraryEntry>& entries, std::int64_t now_ms,
                                std::string& confirm, float width, WidgetProbe& probe);

// About the height of the list of `entries` rows (for centring the title screen with it).
float library_list_height(std::size_t entries);

// "You vs AI hard", "P1 and P2 vs AI easy", "4 people", "You vs P2 by link": who plays.
std::string seats_text(const std::vector<SeatSetup>& seats);
// "Round 3 · 12 – 9" or "Finished · 45 – 38".
std::string progress_text(const LibraryEntry& entry);
// "just now", "5 min ago", "3 h ago", "yesterday", "4 days ago", "2026-11-20" (UTC date).
std::string played_text(std::int64_t played_ms, std::int64_t now_ms);

}  // namespace azul::ui
