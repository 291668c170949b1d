// GameTraits for classic Azul (see ui/game/game_traits.h).
#pragma once

#include <span>
#include <string>

#include "engine/classic/state.h"
#include "ui/classic/azul_table_view.h"
#include "ui/classic/rules_text.h"
#include "ui/game/game_traits.h"
#include "ui/game/rules_help.h"
#include "ui/palette.h"

namespace azul::ui {

template <>
struct GameTraits<classic::State> {
  using View = AzulTableView;
  // The title screen's tiles, in the order of the colour letters (BYRKW); diamonds or squares.
  static constexpr ImU32 kTileColours[] = {palette::kAzulBlue, palette::kAzulYellow,
                                           palette::kAzulRed, palette::kAzulBlack,
                                           palette::kAzulWhite};
  static constexpr bool kDiamondTiles = false;
  static std::span<const RulesSection> rules() { return azul_rules(); }

  static std::string phase_name(const classic::State& s) {
    switch (s.phase()) {
      case classic::Phase::Deal:
        return "Filling the factories";
      case classic::Phase::Offer:
        return "Factory offer";
      case classic::Phase::WallTiling:
        return "Wall tiling";
      case classic::Phase::GameOver:
        return "Game over";
    }
    return "";
  }

  static std::string short_phase_name(const classic::State& s) {
    switch (s.phase()) {
      case classic::Phase::Offer:
        return "Offer";
      case classic::Phase::WallTiling:
        return "Tiling";
      default:
        return phase_name(s);
    }
  }

  static std::string status_extra(const classic::State& s) {
    return s.wall_side() == classic::WallSide::Grey ? "grey wall" : "";
  }

  static std::string describe(const classic::State& before, Action a) {
    switch (classic::kind_of(a)) {
      case classic::ActionKind::Take: {
        const classic::Take t = classic::decode_take(a);
        const bool centre = t.source == classic::kCentreSource;
        const int count =
            centre ? before.centre().count(t.colour) : before.factory(t.source).count(t.colour);
        std::string text = "takes " + std::to_string(count) + " " +
                           std::string(classic::colour_name(t.colour)) + " from ";
        text += centre ? std::string("the centre") : "factory " + std::to_string(t.source + 1);
        if (centre && before.marker_in_centre()) text += " (+ marker)";
        text += t.destination == classic::kFloorDestination
                    ? std::string(" \xE2\x86\x92 floor")
                    : " \xE2\x86\x92 line " + std::to_string(t.destination + 1);
        return text;
      }
      case classic::ActionKind::Place: {
        const classic::Place p = classic::decode_place(a);
        return "tiles row " + std::to_string(p.row + 1) + " in column " +
               std::to_string(p.column + 1);
      }
      default:
        return before.action_to_string(a);
    }
  }
};

}  // namespace azul::ui
