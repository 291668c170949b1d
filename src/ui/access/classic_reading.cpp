// The classic table in words (ui/access/table_reading.h).
#include "engine/classic/actions.h"
#include "ui/access/table_reading.h"
#include "ui/classic/take_words.h"
#include "ui/i18n/translate.h"

namespace azul::ui::reading {
namespace {

using classic::Colour;

// "2 blue, 1 red"; "empty" for no tiles.
std::string tile_list(const classic::TileCounts& tiles) {
  std::vector<std::string> parts;
  for (Colour c : classic::kAllColours)
    if (tiles.count(c) > 0)
      // TRANSLATORS: tiles in a list the screen reader reads: {1} how many of colour {2}
      // ("2 blue").
      parts.push_back(format(trc("tiles", "{1} {2}"), tiles.count(c), colour_word(c)));
  // TRANSLATORS: a factory, the centre or a line without tiles, as the screen reader reads it.
  return parts.empty() ? std::string(trc("tiles", "empty")) : join_words(parts);
}

// What a take would do besides reaching its destination: "fills it, first-player marker, 1 to
// the floor, −1" (the words of the table's preview, ui/classic/take_words.h).
std::string take_effects(const classic::TakePreview& p) {
  std::vector<std::string> parts;
  if (p.line >= 0 && p.completes_line) parts.emplace_back(tr("fills it"));
  if (p.takes_marker) parts.emplace_back(tr("first-player marker"));
  if (p.line >= 0 && p.to_floor > 0)
    parts.push_back(format(trn("{1} to the floor", "{1} to the floor", p.to_floor), p.to_floor));
  if (p.to_lid > 0)
    parts.push_back(format(trn("{1} to the lid", "{1} to the lid", p.to_lid), p.to_lid));
  if (take_costs_points(p))
    parts.push_back("\xE2\x88\x92" + std::to_string(p.penalty_before - p.penalty_after));
  return join_words(parts);
}

}  // namespace

std::string join_words(const std::vector<std::string>& parts) {
  std::string text;
  for (const std::string& part : parts) text += (text.empty() ? "" : ", ") + part;
  return text;
}

std::vector<std::string> market(const classic::State& s) {
  std::vector<std::string> lines;
  for (int f = 0; f < s.num_factories(); ++f)
    // TRANSLATORS: a factory as the screen reader reads it: {1} its number, {2} its tiles
    // ("2 blue, 1 red" or "empty").
    lines.push_back(format(tr("Factory {1}: {2}"), f + 1, tile_list(s.factory(f))));
  std::string centre = tile_list(s.centre());
  if (s.marker_in_centre())
    centre = s.centre().empty() ? std::string(tr("first-player marker"))
                                // TRANSLATORS: the centre's tiles ({1}) and the first-player
                                // marker, for the screen reader.
                                : format(tr("{1}, and the first-player marker"), centre);
  // TRANSLATORS: the centre of the table as the screen reader reads it: {1} its tiles.
  lines.push_back(format(tr("Centre: {1}"), centre));
  return lines;
}

std::vector<std::string> board(const classic::State& s, int seat) {
  const classic::PlayerBoard& b = s.board(seat);
  std::vector<std::string> lines;
  for (int row = 0; row < classic::kPatternLines; ++row) {
    const classic::PatternLine& line = b.lines[row];
    const int capacity = classic::pattern_line_capacity(row);
    lines.push_back(
        line.empty()
            // TRANSLATORS: an empty pattern line for the screen reader: {1} its number, {2}
            // its spaces.
            ? format(trn("Line {1}: empty, {2} space", "Line {1}: empty, {2} spaces", capacity),
                     row + 1, capacity)
            // TRANSLATORS: a pattern line for the screen reader: line {1} holds {2} tiles of
            // colour {3} and has {4} spaces ("Line 3: 2 red of 3").
            : format(tr("Line {1}: {2} {3} of {4}"), row + 1, static_cast<int>(line.count),
                     colour_word(line.colour), capacity));
  }
  for (int row = 0; row < classic::kPatternLines; ++row) {
    std::vector<std::string> placed;
    for (int column = 0; column < classic::kPatternLines; ++column)
      if (const std::optional<Colour> c = b.wall.colour_at(row, column))
        // TRANSLATORS: a tile on the wall for the screen reader: colour {1} in column {2}.
        placed.push_back(format(tr("{1} in column {2}"), colour_word(*c), column + 1));
    lines.push_back(
        // TRANSLATORS: a row of the wall for the screen reader: {1} its number, {2} its tiles
        // ("blue in column 1, red in column 3" or "empty").
        format(tr("Wall row {1}: {2}"), row + 1,
               placed.empty() ? std::string(trc("tiles", "empty")) : join_words(placed)));
  }
  std::vector<std::string> floor;
  for (int i = 0; i < b.floor.size(); ++i)
    floor.push_back(b.floor[i].is_marker
                        // TRANSLATORS: the first-player marker on a floor line (screen reader).
                        ? std::string(tr("first-player marker"))
                        : std::string(colour_word(b.floor[i].colour)));
  lines.push_back(floor.empty()
                      // TRANSLATORS: an empty floor line, for the screen reader.
                      ? std::string(tr("Floor line: empty"))
                      // TRANSLATORS: the floor line for the screen reader: {1} what lies on it
                      // ("blue, red"), {2} its penalty ("−2").
                      : format(tr("Floor line: {1} ({2})"), join_words(floor),
                               "\xE2\x88\x92" + std::to_string(-b.floor.penalty())));
  return lines;
}

std::string move_sentence(const classic::State& s, Action move) {
  if (classic::kind_of(move) == classic::ActionKind::Place) {
    const classic::Place p = classic::decode_place(move);
    // TRANSLATORS: a grey-wall move as a button for the screen reader: the tile of pattern
    // line {1} goes to wall column {2}.
    return format(tr("Place the tile of line {1} in wall column {2}"), p.row + 1, p.column + 1);
  }
  const classic::Take t = classic::decode_take(move);
  const bool centre = t.source == classic::kCentreSource;
  const int count = centre ? s.centre().count(t.colour) : s.factory(t.source).count(t.colour);
  const std::string where =
      t.destination == classic::kFloorDestination
          // TRANSLATORS: where a take goes, in "Take 3 blue from factory 2 {…}".
          ? std::string(tr("to the floor line"))
          // TRANSLATORS: where a take goes, in "Take 3 blue from factory 2 {…}": line {1}.
          : format(tr("to line {1}"), t.destination + 1);
  const std::string take =
      centre
          ? format(
                // TRANSLATORS: a move as a button for the screen reader: take {1} tiles of
                // colour {2} from the centre; {3} where they go ("to line 4").
                trn("Take {1} {2} from the centre {3}", "Take {1} {2} from the centre {3}", count),
                count, colour_word(t.colour), where)
          // TRANSLATORS: a move as a button for the screen reader: take {1} tiles of colour {2}
          // from factory {3}; {4} where they go ("to line 4").
          : format(trn("Take {1} {2} from factory {3} {4}", "Take {1} {2} from factory {3} {4}",
                       count),
                   count, colour_word(t.colour), t.source + 1, where);
  const std::string effects = take_effects(s.preview_take(move));
  // TRANSLATORS: a move ({1}) and what it would do ({2}: "fills it, 1 to the floor, −1").
  return effects.empty() ? take : format(trc("move and effects", "{1}: {2}"), take, effects);
}

}  // namespace azul::ui::reading
