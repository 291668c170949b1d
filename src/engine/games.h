// The list of games, for code that picks a game by name at run time (CLI, UI, records, links):
// with_game("pavilion", f) calls f(std::type_identity<pavilion::State>{}).
#pragma once

#include <array>
#include <string_view>
#include <type_traits>

#include "engine/classic/state.h"
#include "engine/pavilion/state.h"

namespace azul {

inline constexpr std::array<std::string_view, 2> kGameNames = {pavilion::State::kName,
                                                               classic::State::kName};

// Calls f with the game's type tag and returns true, or returns false for an unknown name.
template <class F>
bool with_game(std::string_view name, F&& f) {
  if (name == pavilion::State::kName) {
    f(std::type_identity<pavilion::State>{});
    return true;
  }
  if (name == classic::State::kName) {
    f(std::type_identity<classic::State>{});
    return true;
  }
  return false;
}

}  // namespace azul
