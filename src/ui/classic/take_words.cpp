#include "ui/classic/take_words.h"

#include "ui/i18n/translate.h"

namespace azul::ui {
namespace {

constexpr const char* kMinus = "\xE2\x88\x92";  // U+2212, the minus sign
constexpr const char* kDot = " \xC2\xB7 ";      // " · "

std::string penalty_change(const classic::TakePreview& p) {
  const int change = p.penalty_after - p.penalty_before;
  return change < 0 ? kMinus + std::to_string(-change) : "";
}

}  // namespace

const char* colour_word(classic::Colour colour) {
  switch (colour) {
    case classic::Colour::Blue:
      // TRANSLATORS: a tile colour as sentences use it ("takes 3 blue from the centre").
      return trc("tile colour", "blue");
    case classic::Colour::Yellow:
      return trc("tile colour", "yellow");
    case classic::Colour::Red:
      return trc("tile colour", "red");
    case classic::Colour::Black:
      return trc("tile colour", "black");
    case classic::Colour::White:
      return trc("tile colour", "white");
  }
  return "";
}

bool take_costs_points(const classic::TakePreview& p) { return !penalty_change(p).empty(); }

std::string take_consequence(const classic::TakePreview& p) {
  // TRANSLATORS: the pattern line a take goes to ({1}: 1 to 5), in its preview.
  std::string text = p.line >= 0 ? format(tr("Line {1}"), p.line + 1)
                                 // TRANSLATORS: the floor line, as where a take goes.
                                 : std::string(trc("destination", "Floor"));
  // TRANSLATORS: a take's preview: the pattern line will be full.
  if (p.line >= 0 && p.completes_line) text += kDot + std::string(tr("fills it"));
  // TRANSLATORS: a take's preview: it takes the first-player marker too.
  if (p.takes_marker) text += kDot + std::string(tr("marker"));
  const bool to_floor = p.line >= 0 && p.to_floor > 0;
  // TRANSLATORS: a take's preview: {1} tiles that do not fit the line fall to the floor line.
  const char* floor_words = trn("{1} to the floor", "{1} to the floor", p.to_floor);
  const std::string floor = format(floor_words, p.to_floor);
  // TRANSLATORS: a take's preview: {1} tiles that fit neither the line nor the full floor line
  // go to the box lid.
  const std::string lid = format(trn("{1} to the lid", "{1} to the lid", p.to_lid), p.to_lid);
  if (to_floor && p.to_lid > 0)
    // TRANSLATORS: a take's preview: {1} the tiles to the floor line ("1 to the floor"), {2}
    // the tiles to the lid ("2 to the lid").
    text += kDot + format(trc("take preview", "{1}, {2}"), floor, lid);
  else if (to_floor)
    text += kDot + floor;
  else if (p.to_lid > 0)
    text += kDot + lid;
  if (const std::string change = penalty_change(p); !change.empty()) text += kDot + change;
  return text;
}

std::string take_button_note(const classic::TakePreview& p) {
  if (std::string change = penalty_change(p); !change.empty()) return change;
  // TRANSLATORS: a few characters under a destination button's number: the pattern line will
  // be full.
  return p.line >= 0 && p.completes_line ? tr("fills") : "";
}

}  // namespace azul::ui
