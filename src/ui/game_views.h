// The UI's side of the registry of games (engine/games.h): for every game in that one list,
// its info and what the screens need of it, taken from its GameTraits (ui/game/game_traits.h):
// the title screen's tiles, the rules help and its game screens. The title, new-game, share and
// replay code read games only through this, never through a list or an if-chain of their own.
#pragma once

#include <imgui.h>

#include <memory>
#include <span>
#include <string_view>
#include <vector>

#include "engine/core/game_info.h"
#include "ui/game/game_screen.h"
#include "ui/game/rules_help.h"
#include "ui/host.h"
#include "ui/learn/lesson_store.h"
#include "ui/share/loaded_game.h"

namespace azul::ui {

struct GameViews {
  const GameInfo* info;
  std::span<const ImU32> tile_colours;  // in the order of the game's colour letters
  bool diamond_tiles;                   // the title screen draws diamonds, else squares
  std::span<const RulesSection> (*rules)();
  // A new game of the setup (random choices resolved from its seed).
  std::unique_ptr<GameScreen> (*new_game)(const NewGameSetup& setup);
  // A loaded game continued as it is, or shown as a replay (its record must be this game's).
  std::unique_ptr<GameScreen> (*resume)(const NewGameSetup& setup, const LoadedGame& game);
  std::unique_ptr<GameScreen> (*replay)(const NewGameSetup& setup, const LoadedGame& game);
  // The game's lesson (ui/learn), or false: "Learn to play" is offered for it.
  bool has_lesson;
  // The lesson at `progress`'s step (its game when the steps are done), or from its start with
  // the seed `seed` when `progress` is null; nullptr if the game has no lesson or the progress
  // does not fit it.
  std::unique_ptr<GameScreen> (*lesson)(const LessonProgress* progress, std::uint64_t seed);
  // The game's puzzles (ui/puzzles), or false: "Puzzles" is offered for it. Its set loads
  // through `host`, which keeps the player's puzzle rating.
  bool has_puzzles;
  std::unique_ptr<GameScreen> (*puzzles)(Host& host);
};

// Every game, in the registry's order.
std::span<const GameViews> game_views();
// The game with that id, or nullptr.
const GameViews* find_views(std::string_view id);
// The game with that id, or the first game (a saved preference of a game that is gone).
const GameViews& views_or_first(std::string_view id);

}  // namespace azul::ui
