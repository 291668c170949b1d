#include "ui/progress/progress_plots.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "ai/levels.h"
#include "ui/i18n/shared_texts.h"
#include "ui/i18n/translate.h"
#include "ui/layout.h"
#include "ui/palette.h"
#include "ui/plot.h"
#include "ui/progress/progress_words.h"

namespace azul::ui {
namespace {

constexpr int kTicks = 4;
constexpr double kBarWidth = 0.6;    // of a slot
constexpr double kLabelRoom = 0.22;  // of the bars' range, under them, for their labels
constexpr ImU32 kBand = palette::rgb(0xF2, 0xB1, 0x3C, 0x38);  // the accent, faint
constexpr ImU32 kLevelLine = palette::kTextMuted;
constexpr ImU32 kGrid = palette::rgb(0x4D, 0x75, 0xA6, 0x90);  // the outline, faint
constexpr double kRatingRoom = 60.0;  // rating points at least above and below the line

// Reserves the plot's room at the cursor and records it.
Plot place_plot(float width, float height, std::string_view name, WidgetProbe& probe, double x0,
                double x1, double y0, double y1) {
  const ImVec2 min = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(width, height));
  probe.record_last_item("progress-plot:" + std::string(name));
  Plot plot(min, ImVec2(min.x + width, min.y + height), x0, x1, y0, y1);
  plot.background(palette::kSurface);
  return plot;
}

float line_width() { return std::max(1.5f, em(0.12f)); }

}  // namespace

std::string opponent_name(const OpponentTally& opponent) {
  // TRANSLATORS: the statistics: games against people (at this device or by link), as one kind
  // of opponent beside the AI levels.
  return opponent.level.empty() ? std::string(trc("opponent", "people"))
                                : level_name(opponent.level);
}

void draw_rating_plot(std::span<const RatingPoint> history, std::string_view game, float width,
                      float height, WidgetProbe& probe) {
  std::vector<PlotPoint> rating, low, high;
  const auto add = [&](double x, const glicko2::Rating& r) {
    rating.push_back({x, r.rating});
    low.push_back({x, r.rating - r.deviation});
    high.push_back({x, r.rating + r.deviation});
  };
  if (!history.empty()) add(0, history.front().before);
  for (std::size_t i = 0; i < history.size(); ++i)
    add(static_cast<double>(i + 1), history[i].after);
  // The range of the rating itself, with room around it: the band (wide at first) is clipped.
  double bottom = glicko2::kDefaultRating, top = glicko2::kDefaultRating;
  if (!rating.empty()) bottom = top = rating.front().y;
  for (const PlotPoint& p : rating) {
    bottom = std::min(bottom, p.y);
    top = std::max(top, p.y);
  }
  const double room = std::max(kRatingRoom, (top - bottom) * 0.2);
  const Plot plot = place_plot(width, height, "rating", probe, 0.0,
                               std::max<double>(1.0, static_cast<double>(history.size())),
                               bottom - room, top + room);
  plot.band(low, high, kBand);
  // The ladder's levels in range, named with their ratings: the rating reads against them. A
  // name that would touch the one above it is left out (its line stays).
  float last_label_y = 1e9f;
  for (const ai::LevelInfo& level : ai::levels_of(game)) {
    const std::optional<ai::LevelRating> elo = ai::level_rating(game, level.name);
    if (!elo || elo->at_least || elo->elo <= bottom - room || elo->elo >= top + room) continue;
    const float y = plot.at(0, elo->elo).y;
    const bool room_for_name = last_label_y - y >= Plot::label_height() * 1.1f;
    plot.horizontal(elo->elo, kLevelLine,
                    room_for_name ? level_name(level.name) + " " + grouped(elo->elo) : "", true);
    if (room_for_name) last_label_y = y;
  }
  plot.line(rating, palette::kAccent, line_width());
  if (!rating.empty())
    plot.dot(rating.back().x, rating.back().y, em(0.22f), palette::kAccent, palette::kBackground);
}

void draw_scores_plot(std::span<const ScorePoint> scores, float width, float height,
                      WidgetProbe& probe) {
  int top = 10;
  int bottom = 0;
  for (const ScorePoint& s : scores) {
    top = std::max({top, s.mine, s.best_other});
    bottom = std::min({bottom, s.mine, s.best_other});
  }
  const AxisTicks ticks = nice_ticks(bottom, top, kTicks);
  const double last = std::max<double>(1.0, static_cast<double>(scores.size()) - 1.0);
  const Plot plot =
      place_plot(width, height, "scores", probe, -0.5, last + 0.5, ticks.first, ticks.last);
  for (double y = ticks.first; y <= ticks.last + ticks.step * 0.5; y += ticks.step)
    plot.horizontal(y, kGrid, std::to_string(std::lround(y)));  // drawn in the grid's colour
  std::vector<PlotPoint> mine, others;
  for (std::size_t i = 0; i < scores.size(); ++i) {
    mine.push_back({static_cast<double>(i), static_cast<double>(scores[i].mine)});
    others.push_back({static_cast<double>(i), static_cast<double>(scores[i].best_other)});
  }
  plot.line(others, palette::kTextMuted, line_width() * 0.7f);
  plot.line(mine, palette::kAccent, line_width());
  for (std::size_t i = 0; i < scores.size(); ++i)
    plot.dot(mine[i].x, mine[i].y, em(0.16f),
             scores[i].mine >= scores[i].best_other ? palette::kHint : palette::kPlayed,
             palette::kBackground);
}

void draw_win_share_plot(std::span<const OpponentTally> opponents, float width, float height,
                         WidgetProbe& probe) {
  const double slots = std::max<double>(1.0, static_cast<double>(opponents.size()));
  const Plot plot = place_plot(width, height, "win-share", probe, -0.5, slots - 0.5, -kLabelRoom,
                               1.0 + kLabelRoom);
  plot.horizontal(0.5, kGrid, "50%", true);
  for (std::size_t i = 0; i < opponents.size(); ++i) {
    const double share = opponents[i].tally.win_share();
    const double x = static_cast<double>(i);
    plot.bar(x, std::max(share, 0.01), kBarWidth, share >= 0.5 ? palette::kHint : palette::kPlayed);
    plot.value_label(x, share, std::to_string(std::lround(share * 100)) + "%", palette::kText);
    plot.x_label(x, opponent_name(opponents[i]), palette::kText);
  }
}

void draw_rounds_plot(std::span<const double> points_per_round, float width, float height,
                      WidgetProbe& probe) {
  double top = 5.0;
  double bottom = 0.0;
  for (double p : points_per_round) {
    top = std::max(top, p);
    bottom = std::min(bottom, p);
  }
  const double room = (top - bottom) * kLabelRoom;
  const double slots = std::max<double>(1.0, static_cast<double>(points_per_round.size()));
  const Plot plot =
      place_plot(width, height, "rounds", probe, -0.5, slots - 0.5, bottom - room, top + room);
  plot.horizontal(0.0, kGrid);
  for (std::size_t i = 0; i < points_per_round.size(); ++i) {
    const double x = static_cast<double>(i);
    plot.bar(x, points_per_round[i], kBarWidth, palette::kAccent);
    plot.value_label(x, std::max(points_per_round[i], 0.0), one_decimal(points_per_round[i]),
                     palette::kText);
    // TRANSLATORS: a round under the statistics' bars, written short: "R3" is round 3.
    plot.x_label(x, format(tr("R{1}"), i + 1), palette::kText);
  }
}

}  // namespace azul::ui
