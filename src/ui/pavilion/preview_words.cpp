#include "ui/pavilion/preview_words.h"

#include <vector>

#include "ui/i18n/translate.h"

namespace azul::ui::pview {

const char* colour_word(pavilion::Colour colour) {
  switch (colour) {
    case pavilion::kPurple:
      // TRANSLATORS: a tile colour as sentences use it ("takes 3 blue from the centre").
      return trc("tile colour", "purple");
    case pavilion::kGreen:
      return trc("tile colour", "green");
    case pavilion::kOrange:
      return trc("tile colour", "orange");
    case pavilion::kYellow:
      return trc("tile colour", "yellow");
    case pavilion::kBlue:
      return trc("tile colour", "blue");
    case pavilion::kRed:
      return trc("tile colour", "red");
    case pavilion::kNoColour:
      break;
  }
  return pavilion::colour_name(colour);
}

std::string preview_words(const pavilion::PlayPreview& p) {
  std::string text;
  auto add = [&](const std::string& part) { text += (text.empty() ? "" : " \xC2\xB7 ") + part; };
  if (p.placement_points > 0)
    // TRANSLATORS: what placing a tile on a space scores (a tooltip).
    add(format(trn("+{1} point", "+{1} points", p.placement_points), p.placement_points));
  if (p.bonus_tiles > 0)
    // TRANSLATORS: how many bonus tiles (from the supply) placing a tile on a space earns.
    add(format(trn("{1} bonus tile", "{1} bonus tiles", p.bonus_tiles), p.bonus_tiles));
  // TRANSLATORS: taking from the centre takes the start player tile (a tooltip's part).
  if (p.takes_token) add(tr("start token"));
  if (p.points_lost > 0)
    // TRANSLATORS: the points a move loses; the sign is a minus sign (U+2212).
    add(format(trn("−{1} point", "−{1} points", p.points_lost), p.points_lost));
  // TRANSLATORS: placing a tile there scores nothing (a tooltip).
  return text.empty() ? tr("no points") : text;
}

std::string tiles_words(int count, pavilion::Colour colour, int wilds) {
  if (wilds == 0)
    // TRANSLATORS: tiles of a payment: {1} how many, {2} their colour ("2 blue").
    return format(trc("payment", "{1} {2}"), count, colour_word(colour));
  // TRANSLATORS: tiles of a payment: {1} how many of colour {2}, and {3} wild tiles
  // ("2 blue + 1 wild").
  return format(trc("payment", "{1} {2} + {3} wild"), count, colour_word(colour), wilds);
}

std::string cost_words(int value, pavilion::Colour colour, std::uint8_t payments,
                       pavilion::Colour wild) {
  // TRANSLATORS: the cost of a space paid in the wild colour itself: {1} wild tiles.
  if (colour == wild) return format(tr("pay {1} wild"), value);
  std::vector<int> wilds;  // the payments' wild counts, fewest first
  for (int w = 0; w < 8; ++w)
    if ((payments >> w) & 1u) wilds.push_back(w);
  if (wilds.empty()) return "";
  const std::string first = tiles_words(value - wilds.front(), colour, wilds.front());
  // TRANSLATORS: the cost of a space: {1} the tiles ("3 blue", "2 blue + 1 wild").
  if (wilds.size() == 1) return format(tr("pay {1}"), first);
  if (wilds.size() == 2)
    // TRANSLATORS: the cost of a space, two ways to pay: {1} and {2} the tiles ("3 blue",
    // "2 blue + 1 wild").
    return format(tr("pay {1}, or {2}"), first,
                  tiles_words(value - wilds.back(), colour, wilds.back()));
  // TRANSLATORS: the cost of a space, many ways to pay: {1} the tiles without wilds
  // ("4 blue"), or from {2} to {3} wild tiles instead of some of them.
  return format(tr("pay {1}, or use {2}–{3} wild"), first, wilds[1], wilds.back());
}

}  // namespace azul::ui::pview
