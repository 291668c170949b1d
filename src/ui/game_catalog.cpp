#include "ui/game_catalog.h"

#include <array>

namespace azul::ui {
namespace {

constexpr std::array kGames{
    GameInfo{
        .kind = GameKind::kSummerPavilion,
        .id = "pavilion",
        .title = "Azul: Summer Pavilion",
        .players = "2 to 4 players \xC2\xB7 6 rounds",
        .description =
            "Take tiles of one colour from the factory displays, then spend them to place a "
            "tile on one of seven stars of your pavilion. Each round a different colour is "
            "wild. Surround windows, statues and pillars to earn bonus tiles, and complete "
            "stars and sets of numbers for big scores at the end.",
    },
    GameInfo{
        .kind = GameKind::kAzul,
        .id = "azul",
        .title = "Azul",
        .players = "2 to 4 players",
        .description =
            "Take tiles of one colour from the factory displays and fill the pattern lines "
            "beside your wall. Each completed line moves one tile onto the wall, scoring for "
            "the tiles it touches; tiles that do not fit fall to the floor and cost points. "
            "The game ends once a player completes a horizontal row of the wall.",
    },
};

}  // namespace

std::span<const GameInfo> game_catalog() { return kGames; }

const GameInfo& game_info(GameKind kind) {
  for (const GameInfo& game : kGames) {
    if (game.kind == kind) return game;
  }
  return kGames.front();
}

std::optional<GameKind> game_from_id(std::string_view id) {
  for (const GameInfo& game : kGames) {
    if (game.id == id) return game.kind;
  }
  return std::nullopt;
}

}  // namespace azul::ui
