#include "ui/pavilion/preview_words.h"

#include <vector>

namespace azul::ui::pview {
namespace {

std::string count_of(int n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

}  // namespace

std::string preview_words(const pavilion::PlayPreview& p) {
  std::string text;
  auto add = [&](const std::string& part) { text += (text.empty() ? "" : " \xC2\xB7 ") + part; };
  if (p.placement_points > 0) add("+" + count_of(p.placement_points, "point", "points"));
  if (p.bonus_tiles > 0) add(count_of(p.bonus_tiles, "bonus tile", "bonus tiles"));
  if (p.takes_token) add("start token");
  if (p.points_lost > 0) add("\xE2\x88\x92" + count_of(p.points_lost, "point", "points"));
  return text.empty() ? "no points" : text;
}

std::string cost_words(int value, pavilion::Colour colour, std::uint8_t payments,
                       pavilion::Colour wild) {
  if (colour == wild) return "pay " + std::to_string(value) + " wild";
  std::vector<int> wilds;  // the payments' wild counts, fewest first
  for (int w = 0; w < 8; ++w)
    if ((payments >> w) & 1u) wilds.push_back(w);
  if (wilds.empty()) return "";
  const auto payment = [&](int w) {
    std::string text = std::to_string(value - w) + " " + pavilion::colour_name(colour);
    if (w > 0) text += " + " + std::to_string(w) + " wild";
    return text;
  };
  std::string text = "pay " + payment(wilds.front());
  if (wilds.size() == 2) text += ", or " + payment(wilds.back());
  if (wilds.size() > 2)
    text += ", or use " + std::to_string(wilds[1]) + "\xE2\x80\x93" + std::to_string(wilds.back()) +
            " wild";
  return text;
}

}  // namespace azul::ui::pview
