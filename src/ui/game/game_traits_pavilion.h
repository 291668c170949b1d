// GameTraits for Azul: Summer Pavilion (see ui/game/game_traits.h).
#pragma once

#include <span>
#include <string>

#include "engine/pavilion/actions.h"
#include "engine/pavilion/state.h"
#include "ui/game/game_traits.h"
#include "ui/game/rules_help.h"
#include "ui/palette.h"
#include "ui/pavilion/pavilion_table_view.h"
#include "ui/pavilion/rules_text.h"

namespace azul::ui {

template <>
struct GameTraits<pavilion::State> {
  using View = PavilionTableView;
  // The title screen's tiles, in the order of the colour letters (PGOYBR); diamonds or squares.
  static constexpr ImU32 kTileColours[] = {palette::kPavilionPurple, palette::kPavilionGreen,
                                           palette::kPavilionOrange, palette::kPavilionYellow,
                                           palette::kPavilionBlue,   palette::kPavilionRed};
  static constexpr bool kDiamondTiles = true;
  static std::span<const RulesSection> rules() { return pavilion_rules(); }

  static std::string phase_name(const pavilion::State& s) {
    switch (s.phase()) {
      case pavilion::Phase::kChance:
        return "Drawing tiles";
      case pavilion::Phase::kTake:
        return "Phase 1: take tiles";
      case pavilion::Phase::kPlay:
        return "Phase 2: place tiles";
      case pavilion::Phase::kBonus:
        return "Bonus: " + std::to_string(s.bonus_tiles_owed()) + " tile" +
               (s.bonus_tiles_owed() == 1 ? "" : "s") + " to pick";
      case pavilion::Phase::kGameOver:
        return "Game over";
    }
    return "";
  }

  static std::string short_phase_name(const pavilion::State& s) {
    switch (s.phase()) {
      case pavilion::Phase::kTake:
        return "Phase 1";
      case pavilion::Phase::kPlay:
        return "Phase 2";
      case pavilion::Phase::kBonus:
        return "Bonus " + std::to_string(s.bonus_tiles_owed());
      default:
        return phase_name(s);
    }
  }

  static std::string status_extra(const pavilion::State& s) {
    if (s.is_terminal()) return "";
    return std::string("wild ") + pavilion::colour_name(s.wild_colour());
  }

  static std::string describe(const pavilion::State& before, Action a) {
    const pavilion::DecodedAction d = pavilion::decode_action(a);
    const auto colour = [](pavilion::Colour c) { return std::string(pavilion::colour_name(c)); };
    switch (d.kind) {
      case pavilion::ActionKind::kTake: {
        const bool centre = d.source == pavilion::kCentreSource;
        const int count = centre ? before.centre()[d.colour] : before.factory(d.source)[d.colour];
        std::string text = "takes " + std::to_string(count) + " " + colour(d.colour) + " from ";
        text += centre ? std::string("the centre") : "factory " + std::to_string(d.source + 1);
        if (d.colour != before.wild_colour()) {
          const int wilds = centre ? before.centre()[before.wild_colour()]
                                   : before.factory(d.source)[before.wild_colour()];
          if (wilds > 0) text += " + 1 wild";
        }
        if (centre && before.start_token_in_centre()) text += " (+ start token)";
        return text;
      }
      case pavilion::ActionKind::kPlace: {
        std::string text = "places " + colour(d.colour) + " on the " + pavilion::star_name(d.star) +
                           " star, space " + std::to_string(d.position);
        if (d.wilds > 0) text += " (" + std::to_string(d.wilds) + " wild)";
        return text;
      }
      case pavilion::ActionKind::kBonus:
        return "takes a bonus " + colour(d.colour);
      case pavilion::ActionKind::kPass: {
        const pavilion::TileCounts keep = pavilion::keep_from_rank(d.keep_rank);
        int kept = 0;
        for (int c = 0; c < pavilion::kNumColours; ++c) kept += keep[c];
        return kept == 0 ? std::string("passes") : "passes, keeping " + std::to_string(kept);
      }
      default:
        return before.action_to_string(a);
    }
  }
};

}  // namespace azul::ui
