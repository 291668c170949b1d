#include "ui/puzzles/puzzle_card.h"

#include <imgui.h>

#include <algorithm>

#include "ui/access/mirror.h"
#include "ui/game/controls.h"
#include "ui/layout.h"
#include "ui/palette.h"

namespace azul::ui {
namespace {

constexpr float kPaddingEm = 0.6f;
constexpr float kMarginEm = 0.4f;
constexpr float kRoundingEm = 0.4f;
constexpr float kGapEm = 0.3f;
constexpr float kColumnGapEm = 1.0f;
// The two moves stand side by side from this inner width, else one above the other.
constexpr float kSideBySideEm = 34.0f;

float wrapped(const std::string& text, float width) {
  return text.empty() ? 0.0f : ImGui::CalcTextSize(text.c_str(), nullptr, false, width).y;
}

struct CardShape {
  float inner = 0.0f;
  bool side_by_side = false;
  float column = 0.0f;  // a move's width
};

CardShape shape_of(float width) {
  CardShape shape;
  shape.inner = width - 2.0f * em(kMarginEm) - 2.0f * em(kPaddingEm);
  shape.side_by_side = shape.inner >= em(kSideBySideEm);
  shape.column = shape.side_by_side ? (shape.inner - em(kColumnGapEm)) * 0.5f : shape.inner;
  return shape;
}

float move_height(const CardMove& move, float width) {
  return ImGui::GetTextLineHeight() + wrapped(move.sentence, width);
}

// Where each button goes, wrapping onto the next row when it does not fit in `inner`.
std::vector<ImVec2> flow(const std::vector<CardButton>& buttons, float inner, int& rows) {
  const ImGuiStyle& style = ImGui::GetStyle();
  std::vector<ImVec2> at;
  rows = buttons.empty() ? 0 : 1;
  float x = 0.0f;
  for (const CardButton& b : buttons) {
    const float w = ImGui::CalcTextSize(b.label.c_str()).x + 2.0f * style.FramePadding.x;
    if (x > 0.0f && x + w > inner) {
      x = 0.0f;
      ++rows;
    }
    at.emplace_back(x, static_cast<float>(rows - 1) * (touch_height() + style.ItemSpacing.y));
    x += w + style.ItemSpacing.x;
  }
  return at;
}

float moves_height(const PuzzleCard& card, const CardShape& shape) {
  float height = 0.0f;
  for (const CardMove& m : card.moves) {
    const float h = move_height(m, shape.column);
    height = shape.side_by_side ? std::max(height, h) : height + h + em(kGapEm);
  }
  return shape.side_by_side || card.moves.empty() ? height : height - em(kGapEm);
}

}  // namespace

float puzzle_card_height(const PuzzleCard& card, float width) {
  const CardShape shape = shape_of(width);
  float height = 2.0f * em(kPaddingEm) + ImGui::GetTextLineHeight();
  for (const std::string* text : {&card.prompt, &card.verdict})
    if (!text->empty()) height += em(kGapEm) + wrapped(*text, shape.inner);
  if (!card.moves.empty()) height += em(kGapEm) + moves_height(card, shape);
  for (const std::string& note : card.notes) height += em(kGapEm) + wrapped(note, shape.inner);
  int rows = 0;
  flow(card.buttons, shape.inner, rows);
  if (rows > 0)
    height += em(kGapEm) + static_cast<float>(rows) * touch_height() +
              static_cast<float>(rows - 1) * ImGui::GetStyle().ItemSpacing.y;
  return height + em(kMarginEm);
}

std::string draw_puzzle_card(const PuzzleCard& card, float width, WidgetProbe& probe) {
  const CardShape shape = shape_of(width);
  const float height = puzzle_card_height(card, width) - em(kMarginEm);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const ImVec2 min(at.x + em(kMarginEm), at.y);
  const ImVec2 max(at.x + width - em(kMarginEm), at.y + height);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImU32 edge = card.tone == VerdictTone::kRight   ? palette::kHint
                     : card.tone == VerdictTone::kWrong ? palette::kPlayed
                                                        : palette::kOutline;
  draw->AddRectFilled(min, max, palette::kSurface, em(kRoundingEm));
  draw->AddRect(min, max, edge, em(kRoundingEm), 0, em(kHairlineEm) * 2.0f);
  probe.record_widget("puzzle-card", min, max);

  const float left = min.x + em(kPaddingEm);
  float y = min.y + em(kPaddingEm);
  const auto text_at = [&](const std::string& text, ImU32 colour, float x, float wrap) {
    ImGui::SetCursorScreenPos(ImVec2(x, y));
    ImGui::PushTextWrapPos(x + wrap);
    ImGui::PushStyleColor(ImGuiCol_Text, palette::to_vec4(colour));
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopStyleColor();
    ImGui::PopTextWrapPos();
  };
  text_at(card.title, palette::kAccent, left, shape.inner);
  y += ImGui::GetTextLineHeight();
  mirror().heading(card.title, 2);
  if (!card.prompt.empty()) {
    y += em(kGapEm);
    text_at(card.prompt, palette::kText, left, shape.inner);
    y += wrapped(card.prompt, shape.inner);
    mirror().line(card.prompt);
  }
  if (!card.verdict.empty()) {
    y += em(kGapEm);
    text_at(card.verdict, card.tone == VerdictTone::kWrong ? palette::kPlayed : palette::kHint,
            left, shape.inner);
    y += wrapped(card.verdict, shape.inner);
  }
  // The verdict and everything it says, read out at once by a screen reader.
  std::string spoken = card.verdict;
  if (!card.moves.empty()) {
    y += em(kGapEm);
    float x = left;
    const float top = y;
    for (const CardMove& m : card.moves) {
      text_at(m.label, m.best ? palette::kHint : palette::kPlayed, x, shape.column);
      y += ImGui::GetTextLineHeight();
      text_at(m.sentence, palette::kText, x, shape.column);
      y += wrapped(m.sentence, shape.column);
      spoken += (spoken.empty() ? "" : " ") + m.label + ": " + m.sentence + ".";
      if (shape.side_by_side) {
        x += shape.column + em(kColumnGapEm);
        y = top;
      } else {
        y += em(kGapEm);
      }
    }
    y = shape.side_by_side ? top + moves_height(card, shape) : y - em(kGapEm);
  }
  for (const std::string& note : card.notes) {
    y += em(kGapEm);
    text_at(note, palette::kTextMuted, left, shape.inner);
    y += wrapped(note, shape.inner);
    spoken += (spoken.empty() ? "" : " ") + note;
  }
  if (!spoken.empty()) mirror().alert(spoken);

  std::string pressed;
  int rows = 0;
  const std::vector<ImVec2> spots = flow(card.buttons, shape.inner, rows);
  if (rows > 0) y += em(kGapEm);
  for (std::size_t i = 0; i < card.buttons.size(); ++i) {
    const CardButton& b = card.buttons[i];
    ImGui::SetCursorScreenPos(ImVec2(left + spots[i].x, y + spots[i].y));
    if (touch_button(label_with_id(b.label, b.id).c_str(), probe, "button:" + b.id, 0.0f,
                     b.primary ? ButtonKind::kPrimary : ButtonKind::kNormal))
      pressed = b.id;
  }
  ImGui::SetCursorScreenPos(ImVec2(at.x, at.y + height + em(kMarginEm)));
  ImGui::Dummy(ImVec2(0, 0));
  return pressed;
}

}  // namespace azul::ui
