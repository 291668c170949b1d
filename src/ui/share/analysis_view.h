// How a game's analysis (ai/analysis.h) is shown in a replay (ui/share/analysis_panel.h holds
// the analyser): while it runs, a progress bar and Cancel; then, filling in as it goes, the
// evaluation graph (one line per seat: its expected final margin against its best opponent
// after each move, the rounds marked, mistakes and blunders dotted; a tap or a drag shows the
// table at that move), the words of the move shown ("Move 12 · P1: takes ... / Mistake /
// Best, +3.1 points: takes ..."), and per seat the accuracy, the counts of inaccuracies,
// mistakes and blunders, the three biggest losses as links into the replay, and "Analyse
// deeper" (4x the search) once an analysis at the default depth is done.
//
// The words and the graph's geometry are pure functions (tests/unit/share/analysis_view_test).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "ai/analysis.h"
#include "ui/widget_probe.h"

namespace azul::ui {

// --- words ---
// "Best move", "Good", "Inaccuracy", "Mistake", "Blunder".
std::string verdict_words(const ai::DecisionReview& d);
// "Accuracy 86% · 2 inaccuracies · 1 mistake · no blunders".
std::string seat_summary_words(const ai::SeatReview& s);
// The lines about the move shown: who played what, the verdict, and (unless it is labelled
// best) the better move with the points it is better by. `played` and `best` are in words.
std::vector<std::string> decision_lines(const ai::DecisionReview& d, const std::string& seat_name,
                                        const std::string& played, const std::string& best);

// --- the graph's geometry (fractions of its width and height) ---
// The margin at the top edge (and its negative at the bottom): 5, 10, 20, 40... covering all.
double graph_scale(const std::vector<ai::DecisionReview>& decisions);
// Decision i of `total` across the width, in 0..1 (the middle of its slot).
float graph_x(std::size_t i, std::size_t total);
// The decision under x (0..1) among the first `reviewed` of `total`; nullopt when none is.
std::optional<std::size_t> graph_decision_at(float x, std::size_t reviewed, std::size_t total);
// The decisions that open a round (not the first one of the game).
std::vector<std::size_t> graph_round_starts(const std::vector<ai::DecisionReview>& decisions);

// --- drawing ---
struct AnalysisShown {
  const ai::GameReview& review;
  std::size_t total = 0;  // decisions of the game to review (the graph's width)
  bool running = false;
  std::vector<std::string> seat_names;     // "P1 · You"
  std::optional<std::size_t> current;      // the decision of the position shown, if reviewed
  std::vector<std::string> current_lines;  // decision_lines of it
  bool can_deepen = false;                 // done at the default depth: "Analyse deeper" is offered
};

struct AnalysisClick {
  std::optional<std::size_t> show_position;  // show the table before this action
  bool cancel = false;
  bool open_summary = false;  // the narrow layout's "Summary" button
  bool deeper = false;        // analyse the whole game again, deeper
};

// The block drawn at the cursor, `width` wide: progress (and Cancel) while running, the graph,
// the current move's lines and, with `summary_inline`, the per-seat summary (else a Summary
// button). About analysis_block_height() tall without the summary.
AnalysisClick draw_analysis_block(const AnalysisShown& shown, float width, bool summary_inline,
                                  WidgetProbe& probe);
// The per-seat summary with its links (inline, or inside the narrow layout's panel), and
// "Analyse deeper" when it can.
void draw_analysis_summary(const AnalysisShown& shown, WidgetProbe& probe, AnalysisClick& click);

}  // namespace azul::ui
