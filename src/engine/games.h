// The one list of games. Every program that offers a choice of games reads it: records, links,
// saves, azul-cli's flags and help, the title and new-game screens and the rules help (the UI's
// side of each game is registered in ui/game_views.h from this same list). Each game declares
// its facts once, in its own code: id, title, description and option schema (State::info()).
//
//   with_game("pavilion", f)   calls f(std::type_identity<pavilion::State>{})
//   for_each_game(f)           calls f with the type tag of every game, in the list's order
//   OneOfGames<GameRecord>     std::variant<GameRecord<pavilion::State>, GameRecord<...>>
//   NoneOrOneOfGames<Session>  the same with std::monostate first
#pragma once

#include <span>
#include <string_view>
#include <type_traits>
#include <variant>

#include "engine/classic/state.h"
#include "engine/core/game_info.h"
#include "engine/pavilion/state.h"

namespace azul {

template <Game... Games>
struct GameList {
  static constexpr std::size_t kSize = sizeof...(Games);
  template <template <class> class T>
  using Variant = std::variant<T<Games>...>;
  template <template <class> class T>
  using VariantOrNone = std::variant<std::monostate, T<Games>...>;
  template <class F>
  static void for_each(F&& f) {
    (f(std::type_identity<Games>{}), ...);
  }
};

// Every game, in the order the title screen shows them.
using AllGames = GameList<pavilion::State, classic::State>;

// A value of one of the games' types, e.g. OneOfGames<GameRecord>.
template <template <class> class T>
using OneOfGames = typename AllGames::template Variant<T>;
// The same with std::monostate first: no game yet.
template <template <class> class T>
using NoneOrOneOfGames = typename AllGames::template VariantOrNone<T>;

template <class F>
void for_each_game(F&& f) {
  AllGames::for_each(f);
}

// Calls f with the game's type tag and returns true, or returns false for an unknown id.
template <class F>
bool with_game(std::string_view id, F&& f) {
  bool found = false;
  for_each_game([&](auto tag) {
    if (!found && decltype(tag)::type::kName == id) {
      found = true;
      f(tag);
    }
  });
  return found;
}

// Every game's info, in the list's order.
std::span<const GameInfo* const> game_registry();
// The game with that id, or nullptr.
const GameInfo* find_game(std::string_view id);
// "pavilion or azul": the ids, for messages and help.
std::string game_ids();

}  // namespace azul
