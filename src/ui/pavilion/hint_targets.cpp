#include "ui/pavilion/hint_targets.h"

#include "engine/pavilion/actions.h"

namespace azul::ui::pview {

std::vector<std::string> hint_targets(const pavilion::State& state, Action hint) {
  using namespace pavilion;
  const DecodedAction d = decode_action(hint);
  const std::string letter(1, colour_letter(d.colour));
  switch (d.kind) {
    case ActionKind::kTake:
      return {"target:take:" +
              (d.source == kCentreSource ? std::string("C") : "F" + std::to_string(d.source + 1)) +
              ":" + letter};
    case ActionKind::kPlace: {
      const std::string star(1, star_letter(d.star));
      return {"target:hand:" + letter, "target:star:" + star,
              "target:space:" + star + std::to_string(d.position),
              "target:pay:" + std::to_string(d.wilds)};
    }
    case ActionKind::kPass:
      return {"target:pass", "target:keep:confirm"};
    case ActionKind::kBonus: {
      std::vector<std::string> slots;
      for (int slot = 0; slot < kSupplySlots; ++slot)
        if (state.supply()[slot] == d.colour)
          slots.push_back("target:bonus:" + std::to_string(slot + 1));
      return slots;
    }
    case ActionKind::kDraw:
    case ActionKind::kInvalid:
      break;
  }
  return {};
}

}  // namespace azul::ui::pview
