// The move log of a game: one line per player move ("P2 takes 3 blue from factory 4 -> line
// 3"), a heading at the start of each round, and the position each line leads to (so that a
// tap on it shows the table as it was). Pure: unit-tested in tests/unit/ui/game_flow_test.cpp.
#pragma once

#include <string>
#include <vector>

#include "ui/game/game_session.h"
#include "ui/game/game_traits.h"

namespace azul::ui {

struct LogLine {
  int seat;  // -1: a round heading
  std::string text;
  std::size_t position = 0;  // the position after this move (for viewing it)
};

// The players' moves among the first `k` actions (tile draws are not moves).
template <Game S>
std::size_t moves_before(const GameSession<S>& session, std::size_t k) {
  std::size_t moves = 0;
  for (std::size_t j = 0; j < k; ++j) moves += session.actor(j) >= 0 ? 1 : 0;
  return moves;
}

template <Game S>
std::vector<LogLine> move_log(const GameSession<S>& session) {
  std::vector<LogLine> log;
  int round = 0;
  for (std::size_t k = 0; k < session.action_count(); ++k) {
    const S& before = session.position(k);
    const int actor = session.actor(k);
    if (actor < 0) continue;
    if (before.round() != round) {
      round = before.round();
      log.push_back(LogLine{-1, "Round " + std::to_string(round), k});
    }
    log.push_back(LogLine{actor,
                          "P" + std::to_string(actor + 1) + " " +
                              GameTraits<S>::describe(before, session.record().actions[k]),
                          k + 1});
  }
  return log;
}

}  // namespace azul::ui
