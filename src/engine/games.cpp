// The registry of games as data; see games.h.
#include "engine/games.h"

#include <array>

namespace azul {

std::span<const GameInfo* const> game_registry() {
  static const auto registry = [] {
    std::array<const GameInfo*, AllGames::kSize> infos{};
    std::size_t i = 0;
    for_each_game([&](auto tag) { infos[i++] = &decltype(tag)::type::info(); });
    return infos;
  }();
  return registry;
}

const GameInfo* find_game(std::string_view id) {
  for (const GameInfo* info : game_registry())
    if (info->id == id) return info;
  return nullptr;
}

std::string game_ids() {
  std::string text;
  const auto games = game_registry();
  for (std::size_t i = 0; i < games.size(); ++i) {
    if (i > 0) text += i + 1 == games.size() ? " or " : ", ";
    text += games[i]->id;
  }
  return text;
}

}  // namespace azul
