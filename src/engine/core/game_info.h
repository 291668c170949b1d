// What a game declares about itself once, for every program that offers it: its id, its name
// and description for players, and its option schema (engine/core/option_schema.h). The list
// of games is engine/games.h; each game's UI (its table view) is registered beside it in
// ui/game_views.h.
#pragma once

#include <string_view>

#include "engine/core/marked_text.h"
#include "engine/core/option_schema.h"

namespace azul {

// The texts a player reads are N_-marked where a game declares them
// (engine/core/marked_text.h): the UI translates them.
struct GameInfo {
  std::string_view id;           // the game's kName: "pavilion", "azul"
  std::string_view title;        // "Azul: Summer Pavilion"
  std::string_view short_title;  // "Summer Pavilion": where space is short (a choice of games)
  std::string_view players;      // "2 to 4 players · 6 rounds"
  std::string_view description;  // a few sentences in the project's own words
  OptionSchema options;
};

}  // namespace azul
