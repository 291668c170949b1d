// Plot: the one drawing helper of the app's graphs (the analysis's evaluation graph, the
// statistics' rating, scores and bars), over ImGui's draw list. It maps data to a rectangle and
// draws the few things graphs are made of: a background, grid lines with small labels, a line
// through points, a shaded band between two lines, bars, dots and shaded spans. The figures
// themselves are the caller's to give to the screen-reader mirror as words.
#pragma once

#include <imgui.h>

#include <span>
#include <string_view>
#include <vector>

namespace azul::ui {

struct PlotPoint {
  double x = 0;
  double y = 0;
};

class Plot {
 public:
  // Draws into the current window's draw list over [min, max]; data x from x0 to x1 (left to
  // right) and y from y0 to y1 (bottom to top). A range of zero width is widened by one.
  Plot(ImVec2 min, ImVec2 max, double x0, double x1, double y0, double y1);

  ImVec2 min() const { return min_; }
  ImVec2 max() const { return max_; }
  // Where the data point (x, y) is drawn; y is kept inside the plot.
  ImVec2 at(double x, double y) const;
  // The data x at a screen x (for a tap on the graph).
  double x_at(float screen_x) const;

  void background(ImU32 fill) const;
  // A horizontal line at data y, with `label` at the left edge (or right: `label_right`).
  void horizontal(double y, ImU32 colour, std::string_view label = {},
                  bool label_right = false) const;
  // A vertical line at data x, with `label` at the top beside it.
  void vertical(double x, ImU32 colour, float thickness, std::string_view label = {}) const;
  // A line through the points, in order.
  void line(std::span<const PlotPoint> points, ImU32 colour, float thickness) const;
  // The area between two lines of the same x's (low[i].x == high[i].x).
  void band(std::span<const PlotPoint> low, std::span<const PlotPoint> high, ImU32 colour) const;
  // A bar from y = base to y at x, `width` in data units wide.
  void bar(double x, double y, double width, ImU32 colour, double base = 0.0) const;
  void dot(double x, double y, float radius, ImU32 colour, ImU32 outline) const;
  // Shades the plot from data x `from` to its right edge.
  void shade_from(double from, ImU32 colour) const;
  // A small label at the top right corner.
  void corner_label(std::string_view text, ImU32 colour) const;
  // A small label centred on data x, at the plot's bottom edge (under a bar).
  void x_label(double x, std::string_view text, ImU32 colour) const;
  // A small label centred on data x, just above data y (a bar's value).
  void value_label(double x, double y, std::string_view text, ImU32 colour) const;
  // The height of the small labels.
  static float label_height();

 private:
  ImDrawList* draw_;
  ImVec2 min_;
  ImVec2 max_;
  double x0_, x1_, y0_, y1_;
};

// Round numbers for the axis of data from `low` to `high`: about `count` steps of 1, 2 or 5
// times a power of ten, covering both.
struct AxisTicks {
  double first = 0;
  double last = 0;
  double step = 1;
};
AxisTicks nice_ticks(double low, double high, int count);

}  // namespace azul::ui
