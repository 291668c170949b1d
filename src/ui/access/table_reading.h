// The table in words for the screen-reader mirror (ui/access/mirror.h): the factories and the
// centre (and Summer Pavilion's supply), each board part by part, and every legal move as a
// sentence with what it would do, the same preview a sighted player sees ("Take 3 blue from
// factory 2 to line 4: fills it, 1 to the floor, −1"). One overload per game; pure (the words
// come from the catalogs), unit-tested in tests/unit/ui/table_reading_test.cpp.
#pragma once

#include <string>
#include <vector>

#include "engine/classic/state.h"
#include "engine/core/game.h"
#include "engine/pavilion/state.h"

namespace azul::ui::reading {

// One line per factory, then the centre (then the supply).
std::vector<std::string> market(const classic::State& state);
std::vector<std::string> market(const pavilion::State& state);

// One line per part of `seat`'s board.
std::vector<std::string> board(const classic::State& state, int seat);
std::vector<std::string> board(const pavilion::State& state, int seat);

// The legal move `move` of the seat to move, as the name of its button.
std::string move_sentence(const classic::State& state, Action move);
std::string move_sentence(const pavilion::State& state, Action move);

// "2 blue, 1 red" style lists join their parts with this.
std::string join_words(const std::vector<std::string>& parts);

}  // namespace azul::ui::reading
