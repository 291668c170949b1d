// GameTraits for classic Azul (see ui/game/game_traits.h).
#pragma once

#include <span>
#include <string>

#include "engine/classic/state.h"
#include "ui/classic/azul_table_view.h"
#include "ui/classic/rules_text.h"
#include "ui/classic/take_words.h"
#include "ui/game/game_traits.h"
#include "ui/game/rules_help.h"
#include "ui/game/score_words.h"
#include "ui/i18n/translate.h"
#include "ui/learn/lesson.h"
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
  static std::span<const KeyHelp> keys() { return azul_keys(); }
  static const Lesson* lesson() { return &azul_lesson(); }

  static std::string phase_name(const classic::State& s) {
    switch (s.phase()) {
      case classic::Phase::Deal:
        // TRANSLATORS: a phase of Azul, in the top bar.
        return trc("phase", "Filling the factories");
      case classic::Phase::Offer:
        // TRANSLATORS: a phase of Azul (taking tiles), in the top bar.
        return trc("phase", "Factory offer");
      case classic::Phase::WallTiling:
        // TRANSLATORS: a phase of Azul, in the top bar.
        return trc("phase", "Wall tiling");
      case classic::Phase::GameOver:
        return trc("phase", "Game over");
    }
    return "";
  }

  static std::string short_phase_name(const classic::State& s) {
    switch (s.phase()) {
      case classic::Phase::Offer:
        // TRANSLATORS: "Factory offer" for a narrow top bar.
        return trc("phase", "Offer");
      case classic::Phase::WallTiling:
        // TRANSLATORS: "Wall tiling" for a narrow top bar.
        return trc("phase", "Tiling");
      default:
        return phase_name(s);
    }
  }

  static std::string status_extra(const classic::State& s) {
    // TRANSLATORS: in the top bar when the game is played with the grey wall (the variant).
    return s.wall_side() == classic::WallSide::Grey ? tr("grey wall") : "";
  }

  static std::string describe(const classic::State& before, Action a) {
    switch (classic::kind_of(a)) {
      case classic::ActionKind::Take: {
        const classic::Take t = classic::decode_take(a);
        const bool centre = t.source == classic::kCentreSource;
        const int count =
            centre ? before.centre().count(t.colour) : before.factory(t.source).count(t.colour);
        std::string text = take_phrase(count, colour_word(t.colour), centre ? -1 : t.source);
        if (centre && before.marker_in_centre())
          // TRANSLATORS: {1} a take from the centre in the move log ("takes 3 blue from the
          // centre") that takes the first-player marker too.
          text = format(tr("{1} (+ marker)"), text);
        return t.destination == classic::kFloorDestination
                   // TRANSLATORS: {1} a take ("takes 3 blue from factory 4") whose tiles go to
                   // the floor line.
                   ? format(tr("{1} → floor"), text)
                   // TRANSLATORS: {1} a take ("takes 3 blue from factory 4") whose tiles go to
                   // pattern line {2}.
                   : format(tr("{1} → line {2}"), text, t.destination + 1);
      }
      case classic::ActionKind::Place: {
        const classic::Place p = classic::decode_place(a);
        // TRANSLATORS: a grey-wall move in the move log (after "P2 "): the tile of pattern line
        // {1} goes to wall column {2}.
        return format(tr("tiles row {1} in column {2}"), p.row + 1, p.column + 1);
      }
      default:
        return before.action_to_string(a);
    }
  }
};

}  // namespace azul::ui
