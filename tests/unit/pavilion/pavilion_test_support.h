// Helpers shared by the Summer Pavilion tests: applying actions by notation, scripted bag
// draws and positions built with PositionEditor.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <string>
#include <string_view>

#include "engine/pavilion/position_editor.h"
#include "engine/pavilion/state.h"

namespace azul::pavilion::testing_support {

// Parses and applies one action; the failure message names the action and the reason.
inline ::testing::AssertionResult Do(State& state, std::string_view notation) {
  const Parsed<Action> parsed = state.parse_action(notation);
  if (!parsed.ok())
    return ::testing::AssertionFailure() << "'" << notation << "' does not parse: " << parsed.error;
  const Status status = state.apply(*parsed.value);
  if (!status.ok())
    return ::testing::AssertionFailure()
           << "'" << notation << "' rejected: " << status.message() << "\n"
           << state.to_string();
  return ::testing::AssertionSuccess();
}

// Applies an action expected to be illegal and returns the reason (empty if it was legal).
inline std::string Rejection(State& state, std::string_view notation) {
  const Parsed<Action> parsed = state.parse_action(notation);
  if (!parsed.ok()) return "parse error: " + parsed.error;
  const State before = state;
  const Status status = state.apply(*parsed.value);
  EXPECT_TRUE(state == before) << "a rejected action changed the state";
  return status.ok() ? std::string() : status.message();
}

// Draws the given colour letters from the bag, one chance action each.
inline ::testing::AssertionResult Draw(State& state, std::string_view letters) {
  for (char letter : letters) {
    if (letter == ' ') continue;
    if (!state.is_chance())
      return ::testing::AssertionFailure()
             << "not at a chance node before drawing '" << letter << "'\n"
             << state.to_string();
    if (auto result = Do(state, std::string(1, letter)); !result) return result;
  }
  return ::testing::AssertionSuccess();
}

inline bool IsLegal(const State& state, std::string_view notation) {
  const Parsed<Action> parsed = state.parse_action(notation);
  return parsed.ok() && state.is_legal(*parsed.value);
}

inline std::vector<std::string> LegalNotations(const State& state) {
  ActionList actions;
  state.legal_actions(actions);
  std::vector<std::string> out;
  for (Action a : actions) out.push_back(state.action_to_string(a));
  return out;
}

inline int BreakdownSum(const State& state, int seat) {
  int sum = 0;
  for (const ScoreLine& line : state.breakdown(seat)) sum += line.points;
  return sum;
}

inline int BreakdownLine(const State& state, int seat, std::string_view label) {
  for (const ScoreLine& line : state.breakdown(seat))
    if (line.label == label) return line.points;
  ADD_FAILURE() << "no breakdown line '" << label << "'";
  return 0;
}

inline TileCounts Counts(std::string_view letters) { return *counts_from_letters(letters); }

inline Options MakeOptions(int players, Side side = Side::kColoured, int floor = 1) {
  Options options;
  options.players = players;
  options.side = side;
  options.score_floor = floor;
  return options;
}

// A fresh state with every tile back in the bag, ready for PositionEditor calls.
inline State EmptyPosition(const Options& options) {
  State state(options);
  PositionEditor(state).clear();
  return state;
}

// Moves every tile of the bag onto free board spaces of seats 0, 1, ... (in space order) and
// empties the bag: builds positions in which the tiles run out.
inline void MoveBagOntoBoards(State& s) {
  TileCounts bag = s.bag();
  PositionEditor editor(s);
  int seat = 0, space = 0;
  for (int c = 0; c < kNumColours; ++c) {
    while (bag[c] > 0) {
      while (s.player(seat).covered & (std::uint64_t{1} << space)) {
        if (++space == kNumSpaces) {
          space = 0;
          ++seat;
        }
      }
      editor.cover(seat, star_of_space(space), position_of_space(space), Colour(c));
      --bag[c];
    }
  }
  editor.set_bag("");
}

}  // namespace azul::pavilion::testing_support
