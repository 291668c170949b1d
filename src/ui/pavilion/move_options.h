// What the human to move may do in a Summer Pavilion position, sorted the way the table view
// asks for it: sources and colours to take (phase 1), hand colours, spaces and payments to
// place (phase 2), kept tiles to pass, supply colours to pick as bonus. Built only from the
// legal move list, so the view can never offer anything else.
#pragma once

#include <array>
#include <bitset>
#include <cstdint>

#include "engine/core/game.h"
#include "engine/pavilion/actions.h"
#include "engine/pavilion/state.h"

namespace azul::ui::pview {

class MoveOptions {
 public:
  explicit MoveOptions(const ActionList& legal);

  bool any() const { return any_; }
  bool can_take(int source, pavilion::Colour colour) const {
    return (take_colours_[source] >> colour) & 1u;
  }
  bool can_take_from(int source) const { return take_colours_[source] != 0; }
  bool can_bonus(pavilion::Colour colour) const { return (bonus_colours_ >> colour) & 1u; }
  bool any_bonus() const { return bonus_colours_ != 0; }
  // Hand colours with at least one legal placement.
  bool can_place(pavilion::Colour colour) const { return place_spaces_[colour] != 0; }
  // Board mask of the spaces where `colour` may be placed.
  std::uint64_t spaces_for(pavilion::Colour colour) const { return place_spaces_[colour]; }
  // Bit w set when paying with w wild tiles is legal for `colour` on `space`.
  std::uint8_t payments(pavilion::Colour colour, int space) const {
    return payments_[space][colour];
  }
  bool any_pass() const { return pass_ranks_.any(); }
  bool can_pass_keeping(const pavilion::TileCounts& keep) const;
  const std::bitset<pavilion::kNumKeepChoices>& pass_ranks() const { return pass_ranks_; }

 private:
  bool any_ = false;
  std::array<std::uint8_t, pavilion::kNumSources> take_colours_{};
  std::uint8_t bonus_colours_ = 0;
  std::array<std::uint64_t, pavilion::kNumColours> place_spaces_{};
  std::array<std::array<std::uint8_t, pavilion::kNumColours>, pavilion::kNumSpaces> payments_{};
  std::bitset<pavilion::kNumKeepChoices> pass_ranks_;
};

// The number of set bits of a payment mask: how many payment choices there are.
int payment_choice_count(std::uint8_t payments);

}  // namespace azul::ui::pview
