#include "engine/pavilion/position_editor.h"

#include <cassert>

namespace azul::pavilion {

namespace {
TileCounts letters(std::string_view tiles) {
  const auto counts = counts_from_letters(tiles);
  assert(counts && "tile lists are colour letters");
  return counts ? *counts : TileCounts{};
}
}  // namespace

PositionEditor& PositionEditor::clear() {
  s_.bag_ = {};
  s_.bag_total_ = 0;
  s_.tower_ = {};
  s_.centre_ = {};
  s_.factories_ = {};
  s_.supply_.fill(kNoColour);
  s_.supply_counts_ = {};
  s_.players_ = {};
  s_.round_ = 1;
  s_.token_holder_ = -1;
  s_.bonus_owed_ = 0;
  return *this;
}

PositionEditor& PositionEditor::set_round(int round) {
  s_.round_ = static_cast<std::uint8_t>(round);
  return *this;
}

PositionEditor& PositionEditor::set_factory(int index, std::string_view tiles) {
  s_.factories_[index] = letters(tiles);
  return *this;
}

PositionEditor& PositionEditor::set_centre(std::string_view tiles) {
  s_.centre_ = letters(tiles);
  return *this;
}

PositionEditor& PositionEditor::set_supply(std::string_view slots) {
  assert(slots.size() == kSupplySlots);
  s_.supply_counts_ = {};
  for (int slot = 0; slot < kSupplySlots; ++slot) {
    const auto colour = colour_from_letter(slots[slot]);
    s_.supply_[slot] = colour ? *colour : kNoColour;
    if (colour) ++s_.supply_counts_[*colour];
  }
  return *this;
}

PositionEditor& PositionEditor::set_bag(std::string_view tiles) {
  s_.bag_ = letters(tiles);
  s_.bag_total_ = static_cast<std::uint8_t>(total(s_.bag_));
  return *this;
}

PositionEditor& PositionEditor::set_tower(std::string_view tiles) {
  s_.tower_ = letters(tiles);
  return *this;
}

PositionEditor& PositionEditor::set_hand(int seat, std::string_view tiles) {
  s_.players_[seat].hand = letters(tiles);
  return *this;
}

PositionEditor& PositionEditor::set_corners(int seat, std::string_view tiles) {
  s_.players_[seat].corners = letters(tiles);
  return *this;
}

PositionEditor& PositionEditor::set_score(int seat, int score) {
  PlayerState& p = s_.players_[seat];
  p.placement_points = static_cast<std::int16_t>(p.placement_points + score - p.score);
  p.score = static_cast<std::int16_t>(score);
  return *this;
}

PositionEditor& PositionEditor::cover(int seat, int star, int position, Colour colour) {
  PlayerState& p = s_.players_[seat];
  const int space = space_index(star, position);
  p.covered |= std::uint64_t{1} << space;
  p.space_colour[space] = colour;
  p.star_colours[star] = static_cast<std::uint8_t>(p.star_colours[star] | (1u << colour));
  for (int id = 0; id < kNumStructures; ++id)
    if ((p.covered & kStructures[id].mask) == kStructures[id].mask) p.structures |= 1u << id;
  return *this;
}

PositionEditor& PositionEditor::set_passed(int seat, bool passed) {
  s_.players_[seat].passed = passed;
  return *this;
}

PositionEditor& PositionEditor::set_start_player(int seat) {
  s_.start_player_ = static_cast<std::int8_t>(seat);
  return *this;
}

PositionEditor& PositionEditor::set_token_holder(int seat) {
  s_.token_holder_ = static_cast<std::int8_t>(seat);
  return *this;
}

PositionEditor& PositionEditor::fill_bag_with_rest() {
  std::array<int, kNumColours> used{};
  auto add = [&used](const TileCounts& counts) {
    for (int c = 0; c < kNumColours; ++c) used[c] += counts[c];
  };
  add(s_.tower_);
  add(s_.centre_);
  add(s_.supply_counts_);
  for (const auto& f : s_.factories_) add(f);
  for (const auto& p : s_.players_) {
    add(p.hand);
    add(p.corners);
    for (int space = 0; space < kNumSpaces; ++space)
      if (p.covered & (std::uint64_t{1} << space)) ++used[p.space_colour[space]];
  }
  for (int c = 0; c < kNumColours; ++c) {
    assert(used[c] <= kTilesPerColour && "more than 22 tiles of one colour");
    s_.bag_[c] = static_cast<std::uint8_t>(kTilesPerColour - used[c]);
  }
  s_.bag_total_ = static_cast<std::uint8_t>(total(s_.bag_));
  return *this;
}

PositionEditor& PositionEditor::start_take_turn(int seat) {
  s_.phase_ = Phase::kTake;
  s_.current_ = static_cast<std::int8_t>(seat);
  return *this;
}

PositionEditor& PositionEditor::start_play_turn(int seat) {
  s_.phase_ = Phase::kPlay;
  s_.current_ = static_cast<std::int8_t>(seat);
  return *this;
}

}  // namespace azul::pavilion
