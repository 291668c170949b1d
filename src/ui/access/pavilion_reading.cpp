// The Summer Pavilion table in words (ui/access/table_reading.h).
#include <string_view>

#include "engine/pavilion/actions.h"
#include "ui/access/table_reading.h"
#include "ui/i18n/translate.h"
#include "ui/pavilion/board_geometry.h"
#include "ui/pavilion/preview_words.h"

namespace azul::ui::reading {
namespace {

using pavilion::Colour;
using pview::colour_word;

// "2 blue, 1 red"; "empty" for no tiles.
std::string tile_list(const pavilion::TileCounts& tiles) {
  std::vector<std::string> parts;
  for (int c = 0; c < pavilion::kNumColours; ++c)
    if (tiles[c] > 0)
      parts.push_back(format(trc("tiles", "{1} {2}"), static_cast<int>(tiles[c]),
                             colour_word(static_cast<Colour>(c))));
  return parts.empty() ? std::string(trc("tiles", "empty")) : join_words(parts);
}

// The preview's words (preview_words.h) as a sentence's part: "+3 points, 1 bonus tile".
std::string effects(const pavilion::PlayPreview& preview) {
  std::string words = pview::preview_words(preview);
  constexpr std::string_view kDot = " \xC2\xB7 ";
  for (std::size_t at = words.find(kDot); at != std::string::npos; at = words.find(kDot, at))
    words.replace(at, kDot.size(), ", ");
  return words;
}

bool says_something(const pavilion::PlayPreview& p) {
  return p.placement_points > 0 || p.bonus_tiles > 0 || p.points_lost > 0 || p.takes_token;
}

}  // namespace

std::vector<std::string> market(const pavilion::State& s) {
  std::vector<std::string> lines;
  for (int f = 0; f < s.num_factories(); ++f)
    lines.push_back(format(tr("Factory {1}: {2}"), f + 1, tile_list(s.factory(f))));
  std::string centre = tile_list(s.centre());
  if (s.start_token_in_centre())
    centre = pavilion::total(s.centre()) == 0
                 // TRANSLATORS: the start player tile alone in the centre, for the screen reader.
                 ? std::string(tr("the start player tile"))
                 // TRANSLATORS: the centre's tiles ({1}) and the start player tile, for the
                 // screen reader.
                 : format(tr("{1}, and the start player tile"), centre);
  lines.push_back(format(tr("Centre: {1}"), centre));
  std::vector<std::string> supply;
  for (Colour c : s.supply())
    if (c != pavilion::kNoColour) supply.emplace_back(colour_word(c));
  // TRANSLATORS: the supply (the bonus tiles beside the scoring board) for the screen reader:
  // {1} its tiles ("blue, red, red").
  lines.push_back(format(tr("Supply: {1}"),
                         supply.empty() ? std::string(trc("tiles", "empty")) : join_words(supply)));
  return lines;
}

std::vector<std::string> board(const pavilion::State& s, int seat) {
  const pavilion::PlayerState& p = s.player(seat);
  std::vector<std::string> lines;
  // TRANSLATORS: the tiles beside a player's board, for the screen reader: {1} the tiles
  // ("2 blue, 1 red" or "empty"), {2} the round's wild colour.
  lines.push_back(format(tr("Tiles to play: {1} (wild: {2})"), tile_list(p.hand),
                         colour_word(s.wild_colour())));
  if (pavilion::total(p.corners) > 0)
    // TRANSLATORS: the tiles a player kept for the next round, for the screen reader.
    lines.push_back(format(tr("Kept for the next round: {1}"), tile_list(p.corners)));
  const bool monochrome = s.side() == pavilion::Side::kMonochrome;
  for (int star = 0; star < pavilion::kNumStars; ++star) {
    std::vector<std::string> covered;
    for (int position = 1; position <= pavilion::kSpacesPerStar; ++position) {
      const Colour c = p.space_colour[pavilion::space_index(star, position)];
      if (c != pavilion::kNoColour)
        // TRANSLATORS: a covered space for the screen reader: space {1}, a tile of colour {2}.
        covered.push_back(format(tr("space {1} {2}"), position, colour_word(c)));
    }
    lines.push_back(
        // TRANSLATORS: a star of the board for the screen reader: the {1} star (a colour, or
        // centre), {2} its covered spaces ("space 1 blue, space 3 blue" or "empty").
        format(tr("{1} star: {2}"), pview::star_label(monochrome, star),
               covered.empty() ? std::string(trc("tiles", "empty")) : join_words(covered)));
  }
  return lines;
}

std::string move_sentence(const pavilion::State& s, Action move) {
  const pavilion::DecodedAction d = pavilion::decode_action(move);
  const pavilion::PlayPreview preview = s.preview(move);
  std::string text;
  switch (d.kind) {
    case pavilion::ActionKind::kTake: {
      const bool centre = d.source == pavilion::kCentreSource;
      const pavilion::TileCounts& from = centre ? s.centre() : s.factory(d.source);
      const int count = from[d.colour];
      text =
          centre
              // TRANSLATORS: a move as a button for the screen reader: take {1} tiles of
              // colour {2} from the centre.
              ? format(trn("Take {1} {2} from the centre", "Take {1} {2} from the centre", count),
                       count, colour_word(d.colour))
              // TRANSLATORS: a move as a button for the screen reader: take {1} tiles of
              // colour {2} from factory {3}.
              : format(trn("Take {1} {2} from factory {3}", "Take {1} {2} from factory {3}", count),
                       count, colour_word(d.colour), d.source + 1);
      if (d.colour != s.wild_colour() && from[s.wild_colour()] > 0)
        text = format(tr("{1} + 1 wild"), text);
      break;
    }
    case pavilion::ActionKind::kPlace: {
      const int value = pavilion::printed_value(s.side(), d.star, d.position);
      const std::string paid = d.colour == s.wild_colour()
                                   ? pview::tiles_words(value, d.colour, 0)
                                   : pview::tiles_words(value - d.wilds, d.colour, d.wilds);
      // TRANSLATORS: a move as a button for the screen reader: place a tile of colour {1} on
      // space {3} of the {2} star (a colour, or centre), paying {4} ("2 blue + 1 wild").
      text = format(tr("Place {1} on the {2} star, space {3}, paying {4}"), colour_word(d.colour),
                    pview::star_label(s.side() == pavilion::Side::kMonochrome, d.star), d.position,
                    paid);
      // A placement always says what it scores.
      return format(trc("move and effects", "{1}: {2}"), text, effects(preview));
    }
    case pavilion::ActionKind::kBonus:
      // TRANSLATORS: a move as a button for the screen reader: take a bonus tile of colour {1}
      // from the supply.
      text = format(tr("Take a bonus {1} from the supply"), colour_word(d.colour));
      break;
    case pavilion::ActionKind::kPass: {
      const pavilion::TileCounts keep = pavilion::keep_from_rank(d.keep_rank);
      text = pavilion::total(keep) == 0
                 // TRANSLATORS: a move as a button for the screen reader: pass, keeping nothing.
                 ? std::string(tr("Pass"))
                 // TRANSLATORS: a move as a button for the screen reader: pass, keeping {1}
                 // ("1 blue, 2 red") for the next round.
                 : format(tr("Pass, keeping {1}"), tile_list(keep));
      break;
    }
    default:
      return s.action_to_string(move);
  }
  if (!says_something(preview)) return text;
  return format(trc("move and effects", "{1}: {2}"), text, effects(preview));
}

}  // namespace azul::ui::reading
