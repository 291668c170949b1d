#include "ui/pavilion/preview_words.h"

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

}  // namespace azul::ui::pview
