#include "ui/progress/progress_screen.h"

#include <imgui.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <vector>

#include "ui/access/mirror.h"
#include "ui/game/controls.h"
#include "ui/game/score_words.h"
#include "ui/game_views.h"
#include "ui/i18n/error_texts.h"
#include "ui/i18n/shared_texts.h"
#include "ui/i18n/translate.h"
#include "ui/layout.h"
#include "ui/link.h"
#include "ui/palette.h"
#include "ui/progress/progress_plots.h"
#include "ui/progress/progress_words.h"
#include "ui/progress/statistics.h"
#include "ui/share/library_view.h"
#include "ui/wrapped_text.h"

namespace azul::ui {
namespace {

constexpr float kColumnEm = 34.0f;      // one column's widest
constexpr float kTwoColumnsEm = 62.0f;  // from this width, two columns side by side
constexpr float kColumnGapEm = 2.0f;
constexpr float kPlotEm = 7.0f;
constexpr float kNarrowPlotEm = 5.5f;
constexpr float kSectionGapEm = 0.6f;
constexpr std::int64_t kMonthMs = 30LL * 24 * 60 * 60 * 1000;
constexpr std::int64_t kWeekMs = 7LL * 24 * 60 * 60 * 1000;
constexpr std::size_t kLastGames = 8;
constexpr float kFilterGapEm = 1.0f;  // between two rows of filters on one line

std::string percent(double share) { return std::to_string(std::lround(share * 100.0)) + "%"; }

void gap() { ImGui::Dummy(ImVec2(0, em(kSectionGapEm))); }

// A line of text, wrapped, in the mirror too.
void text_line(const std::string& text, ImU32 colour = palette::kText) {
  ImGui::PushStyleColor(ImGuiCol_Text, palette::to_vec4(colour));
  text_wrapped(text);
  ImGui::PopStyleColor();
  mirror().line(text);
}

// An item of a list: drawn as a line, read as a list item.
void list_line(const std::string& text) {
  text_wrapped(text);
  mirror().item(text);
}

// "12 games · 7 wins · 1 draw · 4 losses (62%)".
std::string tally_words(const Tally& t) {
  // TRANSLATORS: the statistics: {1} games played, then {2} wins, {3} draws, {4} losses (each
  // counted with its own word: "7 wins") and {5} the share of points won ("62%").
  return format(tr("{1} · {2} · {3} · {4} ({5})"),
                // TRANSLATORS: the statistics: games played ("12 games").
                format(trn("{1} game", "{1} games", t.games), t.games),
                // TRANSLATORS: the statistics: games won, first place alone ("7 wins").
                format(trn("{1} win", "{1} wins", t.wins), t.wins),
                // TRANSLATORS: the statistics: games with a shared first place ("1 draw").
                format(trn("{1} draw", "{1} draws", t.draws), t.draws),
                // TRANSLATORS: the statistics: games lost, any place but the first ("4 losses").
                format(trn("{1} loss", "{1} losses", t.losses), t.losses), percent(t.win_share()));
}

// A category of the engine's breakdown (game_result.h) in words; nothing for the ones that say
// little (the start points everyone has, the points the score floor gives back).
std::optional<std::string> category_words(const std::string& category) {
  std::string label = category;
  std::replace(label.begin(), label.end(), '_', ' ');
  if (label == "start points" || label == "score floor") return std::nullopt;
  // TRANSLATORS: the statistics: Summer Pavilion's end bonuses for complete stars.
  if (label == "star bonus") return std::string(tr("star bonuses"));
  // TRANSLATORS: the statistics: Summer Pavilion's end bonuses for every 1, 2, 3 or 4 covered.
  if (label == "number bonus") return std::string(tr("number bonuses"));
  return score_label(label, 0);
}

// A row of choices whose labels and ids are made here; beside the row before it (`beside`)
// when it fits on the line.
bool choice_row(const char* id, const std::vector<std::string>& labels,
                const std::vector<std::string>& ids, int& value, WidgetProbe& probe,
                std::string_view prefix, bool beside) {
  if (beside) {
    const ImGuiStyle& style = ImGui::GetStyle();
    float width = em(kFilterGapEm);
    for (const std::string& label : labels)
      width +=
          ImGui::CalcTextSize(label.c_str()).x + 2 * style.FramePadding.x + style.ItemSpacing.x;
    const float right = ImGui::GetItemRectMax().x + width;
    if (right <= ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x)
      ImGui::SameLine(0, em(kFilterGapEm));
  }
  std::vector<const char*> label_ptrs, id_ptrs;
  for (std::size_t i = 0; i < labels.size(); ++i) {
    label_ptrs.push_back(labels[i].c_str());
    id_ptrs.push_back(ids[i].c_str());
  }
  return segmented(id, label_ptrs, id_ptrs, value, probe, prefix);
}

void draw_filters(ProgressView& view, WidgetProbe& probe) {
  std::vector<std::string> labels, ids;
  int game = 0;
  for (const GameViews& views : game_views()) {
    if (views.info->id == view.game) game = static_cast<int>(labels.size());
    labels.push_back(tr_text(views.info->short_title));
    ids.emplace_back(views.info->id);
  }
  if (choice_row("progress-game", labels, ids, game, probe, "button:progress-game", false))
    view.game = ids[static_cast<std::size_t>(game)];
  // TRANSLATORS: the statistics' filter: games of any number of players.
  labels = {trc("players", "All"), "2", "3", "4"};
  ids = {"0", "2", "3", "4"};
  int players = view.players == 0 ? 0 : view.players - 1;
  if (choice_row("progress-players", labels, ids, players, probe, "button:progress-players", true))
    view.players = players == 0 ? 0 : players + 1;
  labels = {// TRANSLATORS: the statistics' filter: the games of the last 30 days.
            tr("Last 30 days"),
            // TRANSLATORS: the statistics' filter: the games of all time.
            tr("All time")};
  ids = {"30", "all"};
  int period = view.last_30_days ? 0 : 1;
  if (choice_row("progress-period", labels, ids, period, probe, "button:progress-period", true))
    view.last_30_days = period == 0;
}

void draw_rating(Ledger& ledger, const ProgressView& view, std::int64_t now_ms, float width,
                 float plot_height, const FontLibrary& fonts, WidgetProbe& probe) {
  const std::vector<RatingPoint>& all = ledger.history(view.game);
  const RatingSummary summary = summarise_rating(all, now_ms - kWeekMs);
  // TRANSLATORS: a heading of the statistics: the player's rating.
  heading(trc("statistics", "Rating"));
  if (summary.games == 0) {
    // TRANSLATORS: the statistics before the first rated game.
    const char* none =
        // TRANSLATORS: the statistics before the first rated game.
        tr("No rated game yet: play a game against the AI, alone at this device, and your rating "
           "starts here.");
    text_line(none, palette::kTextMuted);
    return;
  }
  ImGui::PushFont(fonts.font(FontRole::kHeading));
  const std::string number = rating_words(summary.rating.rating);
  ImGui::TextColored(palette::to_vec4(palette::kAccent), "%s", number.c_str());
  ImGui::PopFont();
  probe.record_value("progress-rating", std::to_string(std::lround(summary.rating.rating)));
  std::string details =
      // TRANSLATORS: the statistics, under the rating: {1} its deviation ("±85") and {2} the
      // rated games ("24 rated games").
      format(tr("{1} · {2}"), "\xC2\xB1" + grouped(std::lround(summary.rating.deviation)),
             // TRANSLATORS: the statistics: how many games counted for the rating.
             format(trn("{1} rated game", "{1} rated games", summary.games), summary.games));
  // TRANSLATORS: the statistics: the rating is provisional (too few games to be sure of it).
  if (summary.provisional) details += " · " + std::string(tr("provisional"));
  mirror().line(format(tr("Rating {1}"), number) + " " + details);
  text_line(details, palette::kTextMuted);
  // The period's games, and the rating before the first of them.
  const std::int64_t since = view.last_30_days ? now_ms - kMonthMs : 0;
  const auto first = std::find_if(all.begin(), all.end(),
                                  [&](const RatingPoint& p) { return p.ended_ms >= since; });
  const std::span<const RatingPoint> shown(all.data() + (first - all.begin()),
                                           static_cast<std::size_t>(all.end() - first));
  if (!shown.empty()) {
    draw_rating_plot(shown, view.game, width, plot_height, probe);
    // TRANSLATORS: the rating plot in words, for screen readers: from {1} ("1,500") to {2}
    // ("1,684") over {3} games ("24 rated games").
    const char* over = tr("Over {3}: from {1} to {2}");
    mirror().line(format(
        over, rating_words(shown.front().before.rating), rating_words(shown.back().after.rating),
        format(trn("{1} rated game", "{1} rated games", shown.size()), shown.size())));
  }
}

void draw_results(const Statistics& stats, float width, float plot_height, WidgetProbe& probe) {
  // TRANSLATORS: a heading of the statistics: wins, draws and losses.
  heading(tr("Results"));
  text_line(tally_words(stats.overall));
  probe.record_value("progress-games", std::to_string(stats.overall.games));
  if (stats.current_streak != 0 || stats.best_streak > 0) {
    const int streak = std::abs(stats.current_streak);
    const std::string now =
        stats.current_streak > 0
            // TRANSLATORS: the statistics: the games won in a row up to now.
            ? format(trn("{1} win in a row", "{1} wins in a row", streak), streak)
            // TRANSLATORS: the statistics: the games lost in a row up to now.
            : format(trn("{1} loss in a row", "{1} losses in a row", streak), streak);
    // TRANSLATORS: the statistics: {1} the streak now ("3 wins in a row"), {2} the longest
    // run of wins, a number ("5").
    const char* streak_words = tr("Streak: {1} · best {2}");
    text_line(format(streak_words, stats.current_streak ? now : "0", stats.best_streak),
              palette::kTextMuted);
  }
  if (!stats.opponents.empty()) {
    // TRANSLATORS: the statistics: the share of points won against each kind of opponent.
    text_line(tr("Against each opponent"), palette::kTextMuted);
    draw_win_share_plot(stats.opponents, width, plot_height, probe);
    for (const OpponentTally& o : stats.opponents)
      // TRANSLATORS: the statistics: {1} an opponent ("club", "people"), {2} the results.
      list_line(format(tr("{1}: {2}"), opponent_name(o), tally_words(o.tally)));
  }
  // By number of players, when the games had more than one.
  const auto counts = std::count_if(std::begin(stats.by_players), std::end(stats.by_players),
                                    [](const Tally& t) { return t.games > 0; });
  for (int players = 2; players <= kMaxPlayers && counts > 1; ++players) {
    const Tally& t = stats.by_players[players];
    if (t.games == 0) continue;
    // TRANSLATORS: the statistics: {1} the number of players, {2} the results of such games.
    list_line(format(trn("{1} player: {2}", "{1} players: {2}", players), players, tally_words(t)));
  }
}

void draw_scores(const Statistics& stats, float width, float plot_height, WidgetProbe& probe) {
  // TRANSLATORS: a heading of the statistics: the player's scores.
  heading(tr("Scores"));
  // TRANSLATORS: the statistics: {1} the average score ("52.3"), {2} the best ("78"), {3} the
  // average difference to the best other score ("+4.1").
  text_line(format(tr("Average {1} · best {2} · margin {3}"), one_decimal(stats.average_score),
                   stats.best_score,
                   (stats.average_margin >= 0 ? "+" : "\xE2\x88\x92") +
                       one_decimal(std::abs(stats.average_margin))));
  if (stats.last_scores.size() >= 2) {
    const long long games = static_cast<long long>(stats.last_scores.size());
    // TRANSLATORS: the statistics' plot of the last {1} games (2 to 30): the player's score, and
    // the best other score.
    text_line(format(trn("The last {1} game: your score and the best other score",
                         "The last {1} games: your score and the best other score", games),
                     games),
              palette::kTextMuted);
    draw_scores_plot(stats.last_scores, width, plot_height, probe);
    std::string scores;
    for (const ScorePoint& s : stats.last_scores)
      scores += (scores.empty() ? "" : ", ") + std::to_string(s.mine) + "–" +
                std::to_string(s.best_other);
    mirror().line(scores);
  }
}

void draw_points(const Statistics& stats, float width, float plot_height, WidgetProbe& probe) {
  // TRANSLATORS: a heading of the statistics: where the points came from.
  heading(tr("Points"));
  if (!stats.points_per_round.empty()) {
    // TRANSLATORS: the statistics: the average points of each round (end bonuses apart).
    text_line(tr("Average points per round"), palette::kTextMuted);
    draw_rounds_plot(stats.points_per_round, width, plot_height, probe);
    std::string rounds;
    for (std::size_t i = 0; i < stats.points_per_round.size(); ++i)
      rounds += (i ? ", " : "") + format(tr("R{1}"), i + 1) + " " +
                one_decimal(stats.points_per_round[i]);
    mirror().line(rounds);
  }
  // TRANSLATORS: the statistics: the average points of each category in a game.
  text_line(tr("Per game, on average"), palette::kTextMuted);
  for (const CategoryAverage& c : stats.categories)
    if (const std::optional<std::string> words = category_words(c.category))
      list_line(
          format(tr("{1}: {2}"), *words,
                 (c.per_game >= 0 ? "+" : "\xE2\x88\x92") + one_decimal(std::abs(c.per_game))));
  if (stats.analysed > 0) {
    // TRANSLATORS: the statistics: {1} the average accuracy ("78%") of the games analysed, {2}
    // how many ("5 games analysed").
    const char* accuracy = tr("Accuracy {1} over {2}");
    // TRANSLATORS: the statistics: how many games were analysed (in "Accuracy 78% over {1}").
    const char* analysed = trn("{1} game analysed", "{1} games analysed", stats.analysed);
    text_line(format(accuracy, percent(stats.average_accuracy / 100.0),
                     format(analysed, stats.analysed)));
  }
}

void draw_last_games(const Ledger& ledger, const ResultFilter& filter, std::int64_t now_ms,
                     const std::function<bool(std::string_view)>& kept, WidgetProbe& probe,
                     ProgressAction& action) {
  std::vector<const GameResult*> last;
  for (auto it = ledger.results().rbegin();
       it != ledger.results().rend() && last.size() < kLastGames; ++it)
    if (passes(*it, filter)) last.push_back(&*it);
  if (last.empty()) return;
  // TRANSLATORS: a heading of the statistics: the games played last.
  heading(tr("Last games"));
  for (const GameResult* r : last) {
    const Outcome outcome = outcome_of(*r);
    // TRANSLATORS: a game of the statistics' list: won, shared (first place shared) or lost.
    const char* verdict = outcome == Outcome::kWin ? trc("result", "Won")
                          : outcome == Outcome::kDraw
                              // TRANSLATORS: a game of the statistics' list: first place shared.
                              ? trc("result", "Shared")
                              // TRANSLATORS: a game of the statistics' list: not first.
                              : trc("result", "Lost");
    std::string scores;
    for (int seat = 0; seat < r->players(); ++seat)
      scores += (seat ? " – " : "") + std::to_string(r->scores[static_cast<std::size_t>(seat)]);
    // TRANSLATORS: a game of the statistics' list: {1} won/lost, {2} the scores ("45 – 38"),
    // {3} who played ("You vs AI hard"), {4} when ("3 days ago").
    std::string line = format(tr("{1} {2} · {3} · {4}"), verdict, scores, seats_text(r->seats),
                              played_text(r->ended_ms, now_ms));
    // TRANSLATORS: the statistics: the game was not rated.
    if (!r->rated) line += " · " + std::string(tr("unrated"));
    if (kept(r->id)) {
      const std::string label = label_with_id(tr("Open"), "open-" + r->id);
      if (touch_button(label.c_str(), probe, "button:progress-open:" + r->id))
        action.open_game = r->id;
      ImGui::SameLine();
    }
    ImGui::AlignTextToFramePadding();
    list_line(line);
  }
}

void draw_history(const Ledger& ledger, std::string_view notice, WidgetProbe& probe,
                  ProgressAction& action) {
  // TRANSLATORS: a heading of the statistics: the file of every result (export, import).
  heading(tr("History"));
  // TRANSLATORS: the statistics: what the history is, above its Export and Import buttons.
  const char* kept_here =
      // TRANSLATORS: the statistics: what the history is, above its Export and Import buttons.
      tr("Your results stay here when saved games are deleted. Export them to keep a copy or to "
         "move them to another browser.");
  text_line(kept_here, palette::kTextMuted);
  // TRANSLATORS: a button of the statistics: save every result as a file.
  if (touch_button(label_with_id(tr("Export"), "export").c_str(), probe, "button:export-history"))
    action.export_history = true;
  ImGui::SameLine();
  // TRANSLATORS: a button of the statistics: add the results of an exported file.
  if (touch_button(label_with_id(tr("Import"), "import").c_str(), probe, "button:import-history"))
    action.import_history = true;
  if (!notice.empty()) {
    text_line(std::string(notice), palette::kAccent);
    probe.record_value("progress-notice", std::string(notice));
  }
  for (const DamagedResult& d : ledger.damaged())
    // TRANSLATORS: the statistics: a result kept in the browser that cannot be read: {1} its
    // name, {2} why.
    text_line(format(tr("Not counted: {1} ({2})"), d.key, translate_error(d.problem)),
              palette::kPlayed);
}

}  // namespace

std::string progress_view_text(const ProgressView& view) {
  return "game=" + view.game + "&players=" + std::to_string(view.players) +
         "&period=" + (view.last_30_days ? "30" : "all");
}

std::optional<ProgressView> parse_progress_view(std::string_view text) {
  ProgressView view;
  const std::optional<std::string_view> game = link_field(text, "game");
  if (!game || !find_views(*game)) return std::nullopt;
  view.game = std::string(*game);
  if (const auto players = link_field(text, "players")) {
    int n = 0;
    std::from_chars(players->data(), players->data() + players->size(), n);
    view.players = n >= 2 && n <= kMaxPlayers ? n : 0;
  }
  view.last_30_days = link_field(text, "period") == std::optional<std::string_view>("30");
  return view;
}

std::string import_report_words(const ImportReport& report) {
  if (!report.read)
    // TRANSLATORS: the statistics' import could not read the file: {1} why.
    return format(tr("Nothing imported: {1}"),
                  translate_error(report.problems.empty() ? "" : report.problems.front()));
  // TRANSLATORS: the statistics' import: {1} the games added ("12 games added"), {2} the
  // number of games that were already here ("3").
  const char* already = tr("{1}, {2} already here");
  // TRANSLATORS: the statistics' import: how many games it added (in "{1}, 3 already here").
  const char* added = trn("{1} game added", "{1} games added", report.added);
  std::string text = format(already, format(added, report.added), report.known + report.updated);
  if (report.unsaved > 0)
    // TRANSLATORS: the statistics' import: {1} results the browser's storage could not take.
    text += "; " + format(trn("{1} not kept: the storage is full",
                              "{1} not kept: the storage is full", report.unsaved),
                          report.unsaved);
  for (const std::string& problem : report.problems) text += "; " + translate_error(problem);
  return text;
}

ProgressAction draw_progress_screen(ProgressView& view, Ledger& ledger, const FontLibrary& fonts,
                                    WidgetProbe& probe, std::int64_t now_ms,
                                    const std::function<bool(std::string_view)>& kept,
                                    std::string_view notice) {
  ProgressAction action;
  if (!find_views(view.game)) view.game = std::string(game_views().front().info->id);
  const ImVec2 available = ImGui::GetContentRegionAvail();
  const bool two = available.x >= em(kTwoColumnsEm);
  const float column = std::min(em(kColumnEm), two ? (available.x - em(kColumnGapEm) - em(1.0f)) / 2
                                                   : available.x - em(1.0f));
  const float total = two ? 2 * column + em(kColumnGapEm) : column;
  const float left = std::max(em(0.5f), (available.x - total) * 0.5f);
  const float plot_height = em(two ? kPlotEm : kNarrowPlotEm);
  ImGui::SetCursorPos(ImVec2(left, ImGui::GetCursorPosY() + em(0.4f)));
  ImGui::BeginGroup();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + total);
  // TRANSLATORS: the title of the statistics screen (a player's rating and results).
  if (back_and_title(tr("Your progress"), fonts.font(FontRole::kHeading), probe))
    action.back = true;
  draw_filters(view, probe);
  ImGui::PopTextWrapPos();
  gap();

  const ResultFilter filter{view.game, view.players, view.last_30_days ? now_ms - kMonthMs : 0};
  const Statistics stats = compute_statistics(ledger.results(), filter);
  const float top = ImGui::GetCursorPosY();
  ImGui::BeginGroup();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + column);
  draw_rating(ledger, view, now_ms, column, plot_height, fonts, probe);
  gap();
  if (stats.overall.games == 0) {
    // TRANSLATORS: the statistics when no game passes the filters (game, players, period).
    text_line(tr("No finished game here yet for these choices."), palette::kTextMuted);
  } else {
    draw_results(stats, column, plot_height, probe);
    gap();
    draw_last_games(ledger, filter, now_ms, kept, probe, action);
  }
  ImGui::PopTextWrapPos();
  ImGui::EndGroup();
  if (two) {
    ImGui::SetCursorPos(ImVec2(left + column + em(kColumnGapEm), top));
  } else {
    gap();
  }
  ImGui::BeginGroup();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + column);
  if (stats.overall.games > 0) {
    draw_scores(stats, column, plot_height, probe);
    gap();
    draw_points(stats, column, plot_height, probe);
    gap();
  }
  draw_history(ledger, notice, probe, action);
  ImGui::PopTextWrapPos();
  ImGui::EndGroup();
  ImGui::Dummy(ImVec2(0, em(1.0f)));
  ImGui::EndGroup();
  return action;
}

}  // namespace azul::ui
