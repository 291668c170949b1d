#include "ui/learn/lesson_card.h"

#include <imgui.h>

#include <algorithm>

#include "ui/access/mirror.h"
#include "ui/game/controls.h"
#include "ui/layout.h"
#include "ui/palette.h"
#include "ui/wrapped_text.h"

namespace azul::ui {
namespace {

constexpr float kPaddingEm = 0.6f;
constexpr float kMarginEm = 0.4f;
constexpr float kRoundingEm = 0.4f;
constexpr float kLineGapEm = 0.3f;

float wrapped_height(const std::string& text, float width) {
  return text.empty() ? 0.0f
                      : wrapped_text_size(ImGui::GetFont(), ImGui::GetFontSize(), text, width).y;
}

// The text's width inside the card, leaving room for the button on the right when it fits there.
struct CardShape {
  float inner = 0.0f;   // the words' width
  float button = 0.0f;  // the button's width (0: none)
  bool button_below = false;
};

CardShape shape_of(const LessonCard& card, float width) {
  CardShape shape;
  shape.inner = width - 2.0f * em(kMarginEm) - 2.0f * em(kPaddingEm);
  if (card.button.empty()) return shape;
  shape.button =
      ImGui::CalcTextSize(card.button.c_str()).x + 2.0f * ImGui::GetStyle().FramePadding.x;
  // Beside the words on a wide screen, under them on a narrow one.
  shape.button_below = shape.inner - shape.button < em(24.0f);
  if (!shape.button_below) shape.inner -= shape.button + em(kPaddingEm);
  return shape;
}

}  // namespace

float lesson_card_height(const LessonCard& card, float width) {
  const CardShape shape = shape_of(card, width);
  float height = 2.0f * em(kPaddingEm) + ImGui::GetTextLineHeight() + em(kLineGapEm) +
                 wrapped_height(card.text, shape.inner);
  if (!card.problem.empty()) height += em(kLineGapEm) + wrapped_height(card.problem, shape.inner);
  if (shape.button_below) height += em(kLineGapEm) + touch_height();
  return std::max(height, card.button.empty() ? 0.0f : touch_height() + 2.0f * em(kPaddingEm)) +
         em(kMarginEm);
}

LessonCardPress draw_lesson_card(const LessonCard& card, float width, WidgetProbe& probe) {
  const CardShape shape = shape_of(card, width);
  const float height = lesson_card_height(card, width) - em(kMarginEm);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const ImVec2 min(at.x + em(kMarginEm), at.y);
  const ImVec2 max(at.x + width - em(kMarginEm), at.y + height);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(min, max, palette::kSurface, em(kRoundingEm));
  draw->AddRect(min, max, palette::kHint, em(kRoundingEm), 0, em(kHairlineEm) * 2.0f);
  probe.record_widget("lesson-card", min, max);

  const float left = min.x + em(kPaddingEm);
  float y = min.y + em(kPaddingEm);
  ImGui::SetCursorScreenPos(ImVec2(left, y));
  ImGui::TextColored(palette::to_vec4(palette::kHint), "%s", card.title.c_str());
  y += ImGui::GetTextLineHeight() + em(kLineGapEm);
  ImGui::SetCursorScreenPos(ImVec2(left, y));
  text_wrapped(card.text, shape.inner);
  y += wrapped_height(card.text, shape.inner);
  if (!card.problem.empty()) {
    y += em(kLineGapEm);
    ImGui::SetCursorScreenPos(ImVec2(left, y));
    ImGui::PushStyleColor(ImGuiCol_Text, palette::to_vec4(palette::kAccent));
    text_wrapped(card.problem, shape.inner);
    ImGui::PopStyleColor();
    y += wrapped_height(card.problem, shape.inner);
  }
  mirror().heading(card.title, 2);
  mirror().line(card.text);
  if (!card.problem.empty()) mirror().alert(card.problem);

  LessonCardPress pressed;
  if (!card.move.empty()) pressed.move = mirror().button("button:lesson-move", card.move);
  if (!card.button.empty()) {
    const ImVec2 button_at = shape.button_below ? ImVec2(left, y + em(kLineGapEm))
                                                : ImVec2(max.x - em(kPaddingEm) - shape.button,
                                                         min.y + (height - touch_height()) * 0.5f);
    ImGui::SetCursorScreenPos(button_at);
    pressed.button = touch_button(label_with_id(card.button, "lesson-next").c_str(), probe,
                                  "button:lesson-next", shape.button, ButtonKind::kPrimary);
  }
  ImGui::SetCursorScreenPos(ImVec2(at.x, at.y + height + em(kMarginEm)));
  ImGui::Dummy(ImVec2(0, 0));
  return pressed;
}

}  // namespace azul::ui
