// The statistics screen's plots (ui/progress/progress_screen.h), each drawn at the cursor,
// `width` wide, with the Plot helper (ui/plot.h), and recorded in the probe as
// "progress-plot:<name>". The figures they show are the screen's to put into words.
#pragma once

#include <span>
#include <string_view>
#include <vector>

#include "ui/progress/rating_history.h"
#include "ui/progress/statistics.h"
#include "ui/widget_probe.h"

namespace azul::ui {

// The rating after each game (from the rating before the first), its deviation as a band, and
// the ladder's levels of `game` within the plot's range as faint lines.
void draw_rating_plot(std::span<const RatingPoint> history, std::string_view game, float width,
                      float height, WidgetProbe& probe);
// The player's score and the best other score of each game, oldest first.
void draw_scores_plot(std::span<const ScorePoint> scores, float width, float height,
                      WidgetProbe& probe);
// The share of points won (a win 1, a draw a half) against each opponent, as bars with 50%
// marked.
void draw_win_share_plot(std::span<const OpponentTally> opponents, float width, float height,
                         WidgetProbe& probe);
// The average points of each round, as bars.
void draw_rounds_plot(std::span<const double> points_per_round, float width, float height,
                      WidgetProbe& probe);

// An opponent's short name: the AI level's, or "people".
std::string opponent_name(const OpponentTally& opponent);

}  // namespace azul::ui
