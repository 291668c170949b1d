// The games the app offers, as the title screen presents them: display names, player counts,
// a short description in our own words, and the identifiers used in links and settings.
#pragma once

#include <optional>
#include <span>
#include <string_view>

namespace azul::ui {

enum class GameKind { kSummerPavilion, kAzul };

struct GameInfo {
  GameKind kind;
  std::string_view id;  // stable identifier in links and saved settings ("pavilion", "azul")
  std::string_view title;
  std::string_view players;
  std::string_view description;
};

// Every game, in the order the title screen shows them.
std::span<const GameInfo> game_catalog();
const GameInfo& game_info(GameKind kind);
std::optional<GameKind> game_from_id(std::string_view id);

}  // namespace azul::ui
