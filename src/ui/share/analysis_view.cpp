#include "ui/share/analysis_view.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "ui/game/controls.h"
#include "ui/game/game_panels.h"
#include "ui/i18n/numbers.h"
#include "ui/i18n/translate.h"
#include "ui/layout.h"
#include "ui/palette.h"
#include "ui/plot.h"
#include "ui/wrapped_text.h"

namespace azul::ui {
namespace {

constexpr float kWideGraphEm = 7.0f;
constexpr float kNarrowGraphEm = 4.0f;
constexpr double kSmallestScale = 5.0;

std::string points(double value) { return one_decimal(value); }

// The narrow layout's button that opens the per-seat summary.
std::string summary_label() {
  // TRANSLATORS: a button that opens the analysis's summary of each player.
  return std::string(trc("analysis", "Summary")) + "##analysis-summary";
}

ImU32 label_colour(ai::MoveLabel label) {
  switch (label) {
    case ai::MoveLabel::kBest:
    case ai::MoveLabel::kGood:
      return palette::kHint;
    case ai::MoveLabel::kInaccuracy:
      return palette::kAccent;
    case ai::MoveLabel::kMistake:
    case ai::MoveLabel::kBlunder:
      return palette::kPlayed;
  }
  return palette::kText;
}

// The graph: returns the decision tapped or dragged to. x is the share of the game's
// decisions (graph_x), y the margin, clamped to the scale.
std::optional<std::size_t> draw_graph(const AnalysisShown& shown, float width, float height,
                                      WidgetProbe& probe) {
  const std::vector<ai::DecisionReview>& decisions = shown.review.decisions;
  const ImVec2 min = ImGui::GetCursorScreenPos();
  const ImVec2 max(min.x + width, min.y + height);
  ImGui::InvisibleButton("##eval_graph", ImVec2(width, height));
  probe.record_last_item("analysis-graph");
  std::optional<std::size_t> picked;
  if (ImGui::IsItemActive() && width > 0)
    picked = graph_decision_at((ImGui::GetIO().MousePos.x - min.x) / width, decisions.size(),
                               shown.total);

  const double scale = graph_scale(decisions);
  // The margins fill 90% of the height: a little room above and below the lines.
  const double reach = scale / 0.9;
  const Plot plot(min, max, 0.0, 1.0, -reach, reach);
  plot.background(palette::kSurface);
  const std::size_t total = std::max<std::size_t>(shown.total, 1);
  const auto x_of = [&](std::size_t i) { return static_cast<double>(graph_x(i, total)); };
  const auto y_of = [&](double margin) { return std::clamp(margin, -scale, scale); };
  plot.horizontal(0.0, palette::kOutline);
  // The part not reviewed yet is shaded.
  if (decisions.size() < shown.total)
    plot.shade_from(static_cast<double>(decisions.size()) / static_cast<double>(total),
                    palette::rgb(0, 0, 0, 0x40));
  // Rounds: a line where each starts, named when there is room.
  float last_label = -1e9f;
  for (std::size_t i : graph_round_starts(decisions)) {
    const double x = static_cast<double>(i) / static_cast<double>(total);
    const bool room = plot.at(x, 0).x - last_label >= em(2.2f);
    // TRANSLATORS: a round on the analysis graph, written short: "R3" is round 3.
    plot.vertical(x, palette::kOutline, 1.0f, room ? format(tr("R{1}"), decisions[i].round) : "");
    if (room) last_label = plot.at(x, 0).x;
  }
  plot.corner_label("+" + std::to_string(static_cast<int>(scale)), palette::kTextMuted);
  // The move shown.
  if (shown.current) plot.vertical(x_of(*shown.current), palette::kText, std::max(1.5f, em(0.1f)));
  // One line per seat.
  for (std::size_t seat = 0; seat < shown.seat_names.size(); ++seat) {
    std::vector<PlotPoint> line;
    for (std::size_t i = 0; i < decisions.size(); ++i)
      if (seat < decisions[i].margins.size())
        line.push_back({x_of(i), y_of(decisions[i].margins[seat])});
    plot.line(line, game_screen_detail::seat_colour(static_cast<int>(seat)),
              std::max(1.5f, em(0.12f)));
  }
  // Mistakes and blunders on the mover's line.
  for (std::size_t i = 0; i < decisions.size(); ++i) {
    const ai::DecisionReview& d = decisions[i];
    if (d.label < ai::MoveLabel::kMistake) continue;
    plot.dot(x_of(i), y_of(d.margins[static_cast<std::size_t>(d.seat)]),
             em(d.label == ai::MoveLabel::kBlunder ? 0.32f : 0.24f), label_colour(d.label),
             palette::kBackground);
  }
  return picked;
}

}  // namespace

std::string verdict_words(const ai::DecisionReview& d) {
  switch (d.label) {
    case ai::MoveLabel::kBest:
      // TRANSLATORS: the analysis's verdict on a move, from the best to the worst: Best move,
      // Good, Inaccuracy, Mistake, Blunder.
      return trc("move verdict", "Best move");
    case ai::MoveLabel::kGood:
      return trc("move verdict", "Good");
    case ai::MoveLabel::kInaccuracy:
      return trc("move verdict", "Inaccuracy");
    case ai::MoveLabel::kMistake:
      return trc("move verdict", "Mistake");
    case ai::MoveLabel::kBlunder:
      return trc("move verdict", "Blunder");
  }
  return trc("move verdict", "Best move");
}

std::string seat_summary_words(const ai::SeatReview& s) {
  char accuracy[32];
  std::snprintf(accuracy, sizeof accuracy, "%.0f", s.accuracy * 100.0);
  const std::string inaccuracies =
      s.inaccuracies == 0
          ? std::string(tr("no inaccuracies"))
          : format(trn("{1} inaccuracy", "{1} inaccuracies", s.inaccuracies), s.inaccuracies);
  const std::string mistakes =
      s.mistakes == 0 ? std::string(tr("no mistakes"))
                      : format(trn("{1} mistake", "{1} mistakes", s.mistakes), s.mistakes);
  const std::string blunders =
      s.blunders == 0 ? std::string(tr("no blunders"))
                      : format(trn("{1} blunder", "{1} blunders", s.blunders), s.blunders);
  // TRANSLATORS: a player's summary in the analysis: {1} is the accuracy in percent, {2}, {3}
  // and {4} the counts of inaccuracies, mistakes and blunders ("2 inaccuracies", "no mistakes").
  return format(tr("Accuracy {1}% · {2} · {3} · {4}"), accuracy, inaccuracies, mistakes, blunders);
}

std::vector<std::string> decision_lines(const ai::DecisionReview& d, const std::string& seat_name,
                                        const std::string& played, const std::string& best) {
  std::vector<std::string> lines;
  // TRANSLATORS: the move shown in the analysis: {1} its number, {2} the player ("P1 · You"),
  // {3} the move in words.
  lines.push_back(format(tr("Move {1} · {2}: {3}"), d.move_number, seat_name, played));
  lines.push_back(verdict_words(d));
  // A move within the search's noise of the best is the best: no other move is offered.
  if (d.label != ai::MoveLabel::kBest)
    // TRANSLATORS: the better move than the one played: {1} the points it is better by, with
    // one decimal ("3.1"), {2} the move in words.
    lines.push_back(format(tr("Best, +{1} points: {2}"), points(d.loss), best));
  return lines;
}

double graph_scale(const std::vector<ai::DecisionReview>& decisions) {
  double largest = 0;
  for (const ai::DecisionReview& d : decisions)
    for (double m : d.margins) largest = std::max(largest, std::abs(m));
  double scale = kSmallestScale;
  while (scale < largest) scale *= 2.0;
  return scale;
}

float graph_x(std::size_t i, std::size_t total) {
  return total ? (static_cast<float>(i) + 0.5f) / static_cast<float>(total) : 0.5f;
}

std::optional<std::size_t> graph_decision_at(float x, std::size_t reviewed, std::size_t total) {
  if (reviewed == 0 || total == 0) return std::nullopt;
  const float slot = std::floor(std::clamp(x, 0.0f, 1.0f) * static_cast<float>(total));
  const std::size_t i = std::min(static_cast<std::size_t>(std::max(slot, 0.0f)), total - 1);
  return std::min(i, reviewed - 1);
}

std::vector<std::size_t> graph_round_starts(const std::vector<ai::DecisionReview>& decisions) {
  std::vector<std::size_t> starts;
  for (std::size_t i = 1; i < decisions.size(); ++i)
    if (decisions[i].round != decisions[i - 1].round) starts.push_back(i);
  return starts;
}

AnalysisClick draw_analysis_block(const AnalysisShown& shown, float width, bool summary_inline,
                                  WidgetProbe& probe) {
  AnalysisClick click;
  const std::size_t done = shown.review.decisions.size();
  if (shown.running) {
    const char* cancel = tr("Cancel");
    const float cancel_w = ImGui::CalcTextSize(cancel).x + em(1.6f);
    const float bar_w = std::max(em(4.0f), width - cancel_w - ImGui::GetStyle().ItemSpacing.x);
    // TRANSLATORS: the analysis's progress: {1} moves analysed of {2}.
    const std::string text = format(trn("Analysing {1} of {2} move", "Analysing {1} of {2} moves",
                                        static_cast<long long>(shown.total)),
                                    done, shown.total);
    ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (touch_height() - ImGui::GetFrameHeight()) / 2);
    ImGui::ProgressBar(shown.total ? static_cast<float>(done) / shown.total : 1.0f,
                       ImVec2(bar_w, 0), text.c_str());
    probe.record_last_item("analysis-progress");
    ImGui::SameLine();
    ImGui::SetCursorPosY(ImGui::GetCursorPosY() - (touch_height() - ImGui::GetFrameHeight()) / 2);
    if (touch_button((std::string(cancel) + "##analysis-cancel").c_str(), probe,
                     "button:analysis-cancel", cancel_w))
      click.cancel = true;
  }
  const float height = em(summary_inline ? kWideGraphEm : kNarrowGraphEm);
  if (const auto picked = draw_graph(shown, width, height, probe))
    click.show_position = shown.review.decisions[*picked].action_index;
  auto line = [width](const std::string& text, ImU32 colour) {
    ImGui::PushStyleColor(ImGuiCol_Text, palette::to_vec4(colour));
    text_wrapped(text, width);
    ImGui::PopStyleColor();
  };
  const std::vector<std::string>& lines = shown.current_lines;
  const bool summary_button = !summary_inline && done > 0;
  if (shown.current && lines.size() >= 2) {
    line(lines[0], palette::kText);
    if (summary_button) {  // the short verdict, with the Summary button beside it
      ImGui::SetCursorPosY(ImGui::GetCursorPosY() +
                           (touch_height() - ImGui::GetTextLineHeight()) * 0.5f);
    }
    line(lines[1], label_colour(shown.review.decisions[*shown.current].label));
    if (summary_button) {
      ImGui::SameLine(0, em(1.0f));
      ImGui::SetCursorPosY(ImGui::GetCursorPosY() -
                           (touch_height() - ImGui::GetTextLineHeight()) * 0.5f);
      if (touch_button(summary_label().c_str(), probe, "button:analysis-summary"))
        click.open_summary = true;
    }
    if (lines.size() > 2) line(lines[2], palette::kHint);
  } else {
    if (!shown.running || done > 0)
      line(done ? tr("Tap the graph or step to a move to see its review.")
                : tr("The analysis starts with the first move."),
           palette::kTextMuted);
    if (summary_button && touch_button(summary_label().c_str(), probe, "button:analysis-summary"))
      click.open_summary = true;
  }
  if (summary_inline) draw_analysis_summary(shown, probe, click);
  return click;
}

void draw_analysis_summary(const AnalysisShown& shown, WidgetProbe& probe, AnalysisClick& click) {
  const std::vector<ai::DecisionReview>& decisions = shown.review.decisions;
  for (const ai::SeatReview& s : shown.review.seats) {
    if (s.decisions == 0) continue;
    ImGui::Dummy(ImVec2(0, em(0.2f)));
    ImGui::PushStyleColor(ImGuiCol_Text, palette::to_vec4(game_screen_detail::seat_colour(s.seat)));
    ImGui::TextUnformatted(shown.seat_names[static_cast<std::size_t>(s.seat)].c_str());
    ImGui::PopStyleColor();
    text_wrapped(seat_summary_words(s));
    for (std::size_t rank = 0; rank < s.biggest_losses.size(); ++rank) {
      const ai::DecisionReview& d = decisions[s.biggest_losses[rank]];
      const std::string label =
          // TRANSLATORS: a button to one of a player's worst moves: {1} its number, {2} the
          // points it lost, with one decimal ("Move 12 −3.1").
          format(tr("Move {1} −{2}"), d.move_number, points(d.loss)) + "##loss" +
          std::to_string(s.seat) + "_" + std::to_string(rank);
      if (rank > 0) {
        const float w = ImGui::CalcTextSize(label.c_str(), nullptr, true).x + em(1.2f);
        const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
        if (ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + w <= right)
          ImGui::SameLine();
      }
      if (touch_button(label.c_str(), probe,
                       "button:analysis-loss:" + std::to_string(s.seat + 1) + ":" +
                           std::to_string(rank + 1)))
        click.show_position = d.action_index;
    }
  }
  if (shown.can_deepen) {
    ImGui::Dummy(ImVec2(0, em(0.3f)));
    const std::string deeper =
        std::string(tr("Analyse deeper (4× the search)")) + "##analysis-deeper";
    if (touch_button(deeper.c_str(), probe, "button:analysis-deeper",
                     ImGui::GetContentRegionAvail().x))
      click.deeper = true;
  }
}

}  // namespace azul::ui
