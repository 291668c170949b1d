#include "engine/pavilion/scoring.h"

#include <bit>

#include "engine/pavilion/state.h"

namespace azul::pavilion {

EndBonusList end_bonuses(const PlayerState& player, Side side) {
  EndBonusList bonuses;
  for (int star = 0; star < kNumStars; ++star) {
    if (star_bits(player.covered, star) != kFullStarMask) continue;
    EndBonus bonus{EndBonus::Kind::kStar, star, kNoColour, kStarBonus[star]};
    if (side == Side::kMonochrome) {
      const std::uint8_t colours = player.star_colours[star];
      if (std::popcount(colours) == 1) {
        bonus.colour = static_cast<Colour>(std::countr_zero(colours));
        bonus.points = kStarBonus[bonus.colour];
      } else {
        bonus.points = kMulticolouredStarBonus;
      }
    }
    bonuses.push_back(bonus);
  }
  for (int number = 1; number <= kHighestNumberWithBonus; ++number) {
    const std::uint64_t spaces = spaces_with_value(side, number);
    if ((player.covered & spaces) == spaces)
      bonuses.push_back({EndBonus::Kind::kNumber, number, kNoColour, kNumberBonus[number]});
  }
  return bonuses;
}

std::string end_bonus_label(const EndBonus& bonus, Side side) {
  if (bonus.kind == EndBonus::Kind::kNumber)
    return "number bonus: all " + std::to_string(bonus.index) + "s";
  if (side == Side::kColoured)
    return std::string("star bonus: ") + star_name(bonus.index) + " star";
  std::string label = std::string("star bonus: star ") + star_letter(bonus.index);
  if (bonus.colour == kNoColour) return label + " (multicoloured)";
  return label + " (all " + colour_name(bonus.colour) + ")";
}

}  // namespace azul::pavilion
