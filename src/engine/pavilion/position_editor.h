// PositionEditor: TEST AND TOOL SUPPORT ONLY. Builds Summer Pavilion positions directly
// (rulebook scenarios, edge cases) instead of reaching them by play. The game itself never
// uses it. The editor does not enforce the rules: after editing, call fill_bag_with_rest()
// (or set bag and tower yourself) so that the 132 tiles are accounted for, and put the state
// into a phase with one of the start_* calls.
//
// Typical use:
//   State s(options);
//   PositionEditor(s).clear().set_round(1).set_factory(0, "OOPB").fill_bag_with_rest()
//                     .start_take_turn(0);
#pragma once

#include <string_view>

#include "engine/pavilion/state.h"

namespace azul::pavilion {

class PositionEditor {
 public:
  explicit PositionEditor(State& state) : s_(state) {}

  // Empties bag, tower, factories, centre, supply, hands, corners and boards; scores back to
  // 5 with an empty ledger; start token in the centre; round 1; nobody passed.
  PositionEditor& clear();

  PositionEditor& set_round(int round);
  // Tile lists are colour letters in any order, e.g. "OOPB"; "" is empty.
  PositionEditor& set_factory(int index, std::string_view tiles);  // index 0-based
  PositionEditor& set_centre(std::string_view tiles);
  // Ten characters, one per slot: a colour letter or '.' for an empty slot.
  PositionEditor& set_supply(std::string_view slots);
  PositionEditor& set_bag(std::string_view tiles);
  PositionEditor& set_tower(std::string_view tiles);
  PositionEditor& set_hand(int seat, std::string_view tiles);
  PositionEditor& set_corners(int seat, std::string_view tiles);
  // Sets the score; the difference is booked as placement points so breakdown() still sums.
  PositionEditor& set_score(int seat, int score);
  // Covers a space with a colour (no cost, no points) and marks every structure it completes
  // as already completed (no bonus).
  PositionEditor& cover(int seat, int star, int position, Colour colour);
  PositionEditor& set_passed(int seat, bool passed);
  PositionEditor& set_start_player(int seat);
  PositionEditor& set_token_holder(int seat);  // -1 = in the centre
  // Puts every tile not found elsewhere (22 per colour minus those placed) into the bag.
  PositionEditor& fill_bag_with_rest();

  // Phase 1, `seat` to take.
  PositionEditor& start_take_turn(int seat);
  // Phase 2, `seat` to place or pass (passed flags stay as set).
  PositionEditor& start_play_turn(int seat);

 private:
  State& s_;
};

}  // namespace azul::pavilion
