#include "ui/pavilion/move_options.h"

namespace azul::ui::pview {

using namespace azul::pavilion;

MoveOptions::MoveOptions(const ActionList& legal) {
  for (std::size_t i = 0; i < legal.size(); ++i) {
    const DecodedAction d = decode_action(legal[i]);
    switch (d.kind) {
      case ActionKind::kTake:
        take_colours_[d.source] |= static_cast<std::uint8_t>(1u << d.colour);
        break;
      case ActionKind::kBonus:
        bonus_colours_ |= static_cast<std::uint8_t>(1u << d.colour);
        break;
      case ActionKind::kPlace: {
        const int space = space_index(d.star, d.position);
        place_spaces_[d.colour] |= std::uint64_t{1} << space;
        payments_[space][d.colour] |= static_cast<std::uint8_t>(1u << d.wilds);
        break;
      }
      case ActionKind::kPass:
        pass_ranks_.set(static_cast<std::size_t>(d.keep_rank));
        break;
      case ActionKind::kDraw:
      case ActionKind::kInvalid:
        continue;
    }
    any_ = true;
  }
}

bool MoveOptions::can_pass_keeping(const TileCounts& keep) const {
  if (total(keep) > kMaxKeptTiles) return false;
  for (auto n : keep)
    if (n > kMaxKeptTiles) return false;
  return pass_ranks_.test(static_cast<std::size_t>(keep_rank(keep)));
}

int payment_choice_count(std::uint8_t payments) {
  int count = 0;
  for (; payments != 0; payments &= static_cast<std::uint8_t>(payments - 1)) ++count;
  return count;
}

}  // namespace azul::ui::pview
