#include "ui/plot.h"

#include <algorithm>
#include <cmath>

#include "ui/layout.h"

namespace azul::ui {
namespace {

constexpr float kRoundingEm = 0.3f;
constexpr float kLabelEm = 0.75f;  // the labels' text height
constexpr float kLabelGapEm = 0.15f;

}  // namespace

Plot::Plot(ImVec2 min, ImVec2 max, double x0, double x1, double y0, double y1)
    : draw_(ImGui::GetWindowDrawList()),
      min_(min),
      max_(max),
      x0_(x0),
      x1_(x1 == x0 ? x0 + 1.0 : x1),
      y0_(y0),
      y1_(y1 == y0 ? y0 + 1.0 : y1) {}

ImVec2 Plot::at(double x, double y) const {
  const double fx = (x - x0_) / (x1_ - x0_);
  const double fy = std::clamp((y - y0_) / (y1_ - y0_), 0.0, 1.0);
  return ImVec2(min_.x + static_cast<float>(fx) * (max_.x - min_.x),
                max_.y - static_cast<float>(fy) * (max_.y - min_.y));
}

double Plot::x_at(float screen_x) const {
  const float width = max_.x - min_.x;
  return width > 0 ? x0_ + (screen_x - min_.x) / width * (x1_ - x0_) : x0_;
}

void Plot::background(ImU32 fill) const { draw_->AddRectFilled(min_, max_, fill, em(kRoundingEm)); }

void Plot::horizontal(double y, ImU32 colour, std::string_view label, bool label_right) const {
  const float at_y = at(x0_, y).y;
  draw_->AddLine(ImVec2(min_.x, at_y), ImVec2(max_.x, at_y), colour, 1.0f);
  if (label.empty()) return;
  const float size = em(kLabelEm);
  const float width =
      ImGui::GetFont()
          ->CalcTextSizeA(size, FLT_MAX, 0, label.data(), label.data() + label.size())
          .x;
  const float x = label_right ? max_.x - width - em(kLabelGapEm) : min_.x + em(kLabelGapEm);
  const float y_top = std::clamp(at_y - size - em(kLabelGapEm) * 0.5f, min_.y, max_.y - size);
  draw_->AddText(ImGui::GetFont(), size, ImVec2(x, y_top), colour, label.data(),
                 label.data() + label.size());
}

void Plot::vertical(double x, ImU32 colour, float thickness, std::string_view label) const {
  const float at_x = at(x, y0_).x;
  draw_->AddLine(ImVec2(at_x, min_.y), ImVec2(at_x, max_.y), colour, thickness);
  if (!label.empty())
    draw_->AddText(ImGui::GetFont(), em(kLabelEm),
                   ImVec2(at_x + em(kLabelGapEm), min_.y + em(kLabelGapEm) * 0.5f), colour,
                   label.data(), label.data() + label.size());
}

void Plot::line(std::span<const PlotPoint> points, ImU32 colour, float thickness) const {
  std::vector<ImVec2> screen;
  screen.reserve(points.size() + 1);
  for (const PlotPoint& p : points) screen.push_back(at(p.x, p.y));
  if (screen.size() == 1) screen.push_back(ImVec2(screen[0].x + 1.0f, screen[0].y));
  if (!screen.empty())
    draw_->AddPolyline(screen.data(), static_cast<int>(screen.size()), colour, 0, thickness);
}

void Plot::band(std::span<const PlotPoint> low, std::span<const PlotPoint> high,
                ImU32 colour) const {
  // One quad per step (ImGui fills convex shapes only).
  for (std::size_t i = 1; i < low.size() && i < high.size(); ++i)
    draw_->AddQuadFilled(at(low[i - 1].x, low[i - 1].y), at(high[i - 1].x, high[i - 1].y),
                         at(high[i].x, high[i].y), at(low[i].x, low[i].y), colour);
}

void Plot::bar(double x, double y, double width, ImU32 colour, double base) const {
  const ImVec2 a = at(x - width * 0.5, std::max(y, base));
  const ImVec2 b = at(x + width * 0.5, std::min(y, base));
  draw_->AddRectFilled(a, b, colour, em(kRoundingEm) * 0.5f);
}

void Plot::dot(double x, double y, float radius, ImU32 colour, ImU32 outline) const {
  const ImVec2 p = at(x, y);
  draw_->AddCircleFilled(p, radius, colour);
  draw_->AddCircle(p, radius, outline, 0, 1.5f);
}

void Plot::shade_from(double from, ImU32 colour) const {
  draw_->AddRectFilled(ImVec2(at(from, y0_).x, min_.y), max_, colour, em(kRoundingEm));
}

void Plot::corner_label(std::string_view text, ImU32 colour) const {
  const float size = em(kLabelEm);
  const float width =
      ImGui::GetFont()->CalcTextSizeA(size, FLT_MAX, 0, text.data(), text.data() + text.size()).x;
  draw_->AddText(ImGui::GetFont(), size,
                 ImVec2(max_.x - width - em(kLabelGapEm), min_.y + em(kLabelGapEm) * 0.5f), colour,
                 text.data(), text.data() + text.size());
}

void Plot::x_label(double x, std::string_view text, ImU32 colour) const {
  const float size = em(kLabelEm);
  const float width =
      ImGui::GetFont()->CalcTextSizeA(size, FLT_MAX, 0, text.data(), text.data() + text.size()).x;
  draw_->AddText(ImGui::GetFont(), size,
                 ImVec2(at(x, y0_).x - width * 0.5f, max_.y - size - em(kLabelGapEm) * 0.5f),
                 colour, text.data(), text.data() + text.size());
}

void Plot::value_label(double x, double y, std::string_view text, ImU32 colour) const {
  const float size = em(kLabelEm);
  const float width =
      ImGui::GetFont()->CalcTextSizeA(size, FLT_MAX, 0, text.data(), text.data() + text.size()).x;
  const ImVec2 p = at(x, y);
  const float top = std::max(min_.y, p.y - size - em(kLabelGapEm) * 0.5f);
  draw_->AddText(ImGui::GetFont(), size, ImVec2(p.x - width * 0.5f, top), colour, text.data(),
                 text.data() + text.size());
}

float Plot::label_height() { return em(kLabelEm); }

AxisTicks nice_ticks(double low, double high, int count) {
  if (high <= low) high = low + 1.0;
  const double rough = (high - low) / std::max(count, 1);
  const double power = std::pow(10.0, std::floor(std::log10(rough)));
  double step = power;
  for (double factor : {1.0, 2.0, 5.0, 10.0})
    if (factor * power >= rough) {
      step = factor * power;
      break;
    }
  return {std::floor(low / step) * step, std::ceil(high / step) * step, step};
}

}  // namespace azul::ui
