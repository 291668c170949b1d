#include "ui/classic/take_words.h"

namespace azul::ui {
namespace {

constexpr const char* kMinus = "\xE2\x88\x92";  // U+2212, the minus sign
constexpr const char* kDot = " \xC2\xB7 ";      // " · "

std::string penalty_change(const classic::TakePreview& p) {
  const int change = p.penalty_after - p.penalty_before;
  return change < 0 ? kMinus + std::to_string(-change) : "";
}

}  // namespace

std::string take_consequence(const classic::TakePreview& p) {
  std::string text = p.line >= 0 ? "Line " + std::to_string(p.line + 1) : "Floor";
  if (p.line >= 0 && p.completes_line) text += kDot + std::string("fills it");
  if (p.takes_marker) text += kDot + std::string("marker");
  if (p.line >= 0 && p.to_floor > 0) text += kDot + std::to_string(p.to_floor) + " to the floor";
  if (p.to_lid > 0)
    text +=
        (p.line >= 0 && p.to_floor > 0 ? ", " : kDot) + std::to_string(p.to_lid) + " to the lid";
  if (const std::string change = penalty_change(p); !change.empty()) text += kDot + change;
  return text;
}

std::string take_button_note(const classic::TakePreview& p) {
  if (std::string change = penalty_change(p); !change.empty()) return change;
  return p.line >= 0 && p.completes_line ? "fills" : "";
}

}  // namespace azul::ui
