// Helpers shared by the classic Azul tests: building positions, playing notation, reading the
// legal moves as text.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "engine/classic/notation.h"
#include "engine/classic/position_builder.h"
#include "engine/classic/state.h"

namespace azul::classic::testing {

inline Options options(int players = 2, WallSide wall = WallSide::Coloured, int start_seat = 0) {
  Options o;
  o.players = players;
  o.wall = wall;
  o.start_seat = start_seat;
  return o;
}

// Builds the position or fails the test with the builder's message.
inline State build(const PositionBuilder& builder) {
  Parsed<State> built = builder.build();
  EXPECT_TRUE(built.ok()) << built.error;
  if (!built.ok()) return State(options());
  return *built.value;
}

// Parses and applies one action given in notation; fails the test when either step fails.
inline void play(State& state, std::string_view notation) {
  const Parsed<Action> parsed = state.parse_action(notation);
  ASSERT_TRUE(parsed.ok()) << notation << ": " << parsed.error;
  const Status status = state.apply(*parsed.value);
  ASSERT_TRUE(status.ok()) << notation << ": " << status.message() << "\n" << state.to_string();
}

// The message of a rejected action (given in notation); fails the test when it is accepted, and
// checks that the rejected action changed nothing.
inline std::string rejection(State& state, std::string_view notation) {
  const Parsed<Action> parsed = state.parse_action(notation);
  EXPECT_TRUE(parsed.ok()) << notation << ": " << parsed.error;
  if (!parsed.ok()) return parsed.error;
  const State before = state;
  const Status status = state.apply(*parsed.value);
  EXPECT_FALSE(status.ok()) << notation << " was accepted";
  EXPECT_TRUE(state == before) << notation << " changed the state";
  EXPECT_FALSE(state.is_legal(*parsed.value));
  return status.message();
}

inline std::vector<std::string> legal_notations(const State& state) {
  ActionList actions;
  state.legal_actions(actions);
  std::vector<std::string> out;
  for (Action a : actions) out.push_back(state.action_to_string(a));
  return out;
}

inline bool is_legal_notation(const State& state, std::string_view notation) {
  const Parsed<Action> parsed = state.parse_action(notation);
  return parsed.ok() && state.is_legal(*parsed.value);
}

inline int breakdown_total(const State& state, int seat) {
  int sum = 0;
  for (const ScoreLine& line : state.breakdown(seat)) sum += line.points;
  return sum;
}

inline int breakdown_points(const State& state, int seat, std::string_view label) {
  for (const ScoreLine& line : state.breakdown(seat))
    if (line.label == label) return line.points;
  ADD_FAILURE() << "no breakdown line " << label;
  return 0;
}

// Draws the given tiles (colour letters) as chance actions, in order.
inline void deal(State& state, std::string_view letters) {
  for (char letter : letters) play(state, std::string_view(&letter, 1));
}

}  // namespace azul::classic::testing
