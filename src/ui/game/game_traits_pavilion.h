// GameTraits for Azul: Summer Pavilion (see ui/game/game_traits.h).
#pragma once

#include <span>
#include <string>

#include "engine/pavilion/actions.h"
#include "engine/pavilion/state.h"
#include "ui/game/game_traits.h"
#include "ui/game/rules_help.h"
#include "ui/game/score_words.h"
#include "ui/i18n/translate.h"
#include "ui/learn/lesson.h"
#include "ui/palette.h"
#include "ui/pavilion/board_geometry.h"
#include "ui/pavilion/pavilion_table_view.h"
#include "ui/pavilion/preview_words.h"
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
  static std::span<const KeyHelp> keys() { return pavilion_keys(); }
  static const Lesson* lesson() { return &pavilion_lesson(); }

  static std::string phase_name(const pavilion::State& s) {
    switch (s.phase()) {
      case pavilion::Phase::kChance:
        // TRANSLATORS: a phase of Summer Pavilion, in the top bar: tiles are drawn from the bag.
        return trc("phase", "Drawing tiles");
      case pavilion::Phase::kTake:
        // TRANSLATORS: a phase of Summer Pavilion, in the top bar.
        return trc("phase", "Phase 1: take tiles");
      case pavilion::Phase::kPlay:
        // TRANSLATORS: a phase of Summer Pavilion, in the top bar.
        return trc("phase", "Phase 2: place tiles");
      case pavilion::Phase::kBonus: {
        const int owed = s.bonus_tiles_owed();
        // TRANSLATORS: a phase of Summer Pavilion, in the top bar: {1} bonus tiles to pick from
        // the supply.
        return format(trn("Bonus: {1} tile to pick", "Bonus: {1} tiles to pick", owed), owed);
      }
      case pavilion::Phase::kGameOver:
        return trc("phase", "Game over");
    }
    return "";
  }

  static std::string short_phase_name(const pavilion::State& s) {
    switch (s.phase()) {
      case pavilion::Phase::kTake:
        // TRANSLATORS: "Phase 1: take tiles" for a narrow top bar.
        return trc("phase", "Phase 1");
      case pavilion::Phase::kPlay:
        // TRANSLATORS: "Phase 2: place tiles" for a narrow top bar.
        return trc("phase", "Phase 2");
      case pavilion::Phase::kBonus:
        // TRANSLATORS: "Bonus: {1} tiles to pick" for a narrow top bar.
        return format(trc("phase", "Bonus {1}"), s.bonus_tiles_owed());
      default:
        return phase_name(s);
    }
  }

  static std::string status_extra(const pavilion::State& s) {
    if (s.is_terminal()) return "";
    // TRANSLATORS: in the top bar: the wild colour of this round is {1} ("wild purple").
    return format(tr("wild {1}"), pview::colour_word(s.wild_colour()));
  }

  static std::string describe(const pavilion::State& before, Action a) {
    const pavilion::DecodedAction d = pavilion::decode_action(a);
    switch (d.kind) {
      case pavilion::ActionKind::kTake: {
        const bool centre = d.source == pavilion::kCentreSource;
        const int count = centre ? before.centre()[d.colour] : before.factory(d.source)[d.colour];
        std::string text = take_phrase(count, pview::colour_word(d.colour), centre ? -1 : d.source);
        if (d.colour != before.wild_colour()) {
          const int wilds = centre ? before.centre()[before.wild_colour()]
                                   : before.factory(d.source)[before.wild_colour()];
          // TRANSLATORS: {1} a take in the move log ("takes 3 blue from factory 4") that takes
          // one wild tile too.
          if (wilds > 0) text = format(tr("{1} + 1 wild"), text);
        }
        if (centre && before.start_token_in_centre())
          // TRANSLATORS: {1} a take from the centre in the move log ("takes 3 blue from the
          // centre") that takes the start player tile too.
          text = format(tr("{1} (+ start token)"), text);
        return text;
      }
      case pavilion::ActionKind::kPlace: {
        const char* colour = pview::colour_word(d.colour);
        const char* star = pview::star_label(false, d.star);
        if (d.wilds > 0)
          // TRANSLATORS: a move in the move log and the hint (after "P2 "): a tile of colour {1}
          // placed on space {3} of the {2} star (a colour, or centre), paid with {4} wild tiles.
          return format(tr("places {1} on the {2} star, space {3} ({4} wild)"), colour, star,
                        d.position, d.wilds);
        // TRANSLATORS: a move in the move log and the hint (after "P2 "): a tile of colour {1}
        // placed on space {3} of the {2} star (a colour, or centre).
        return format(tr("places {1} on the {2} star, space {3}"), colour, star, d.position);
      }
      case pavilion::ActionKind::kBonus:
        // TRANSLATORS: a move in the move log (after "P2 "): a bonus tile of colour {1} taken
        // from the supply.
        return format(tr("takes a bonus {1}"), pview::colour_word(d.colour));
      case pavilion::ActionKind::kPass: {
        const pavilion::TileCounts keep = pavilion::keep_from_rank(d.keep_rank);
        int kept = 0;
        for (int c = 0; c < pavilion::kNumColours; ++c) kept += keep[c];
        // TRANSLATORS: a move in the move log (after "P2 "): the player passes.
        if (kept == 0) return tr("passes");
        // TRANSLATORS: a move in the move log (after "P2 "): the player passes and keeps {1}
        // tiles for the next round.
        return format(trn("passes, keeping {1}", "passes, keeping {1}", kept), kept);
      }
      default:
        return before.action_to_string(a);
    }
  }
};

}  // namespace azul::ui
