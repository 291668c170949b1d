// "Your progress": the statistics screen of one game, from the results ledger
// (ui/progress/ledger.h). Its rating with a plot of it over time (and its deviation as a band,
// the ladder's levels as lines), the results (wins, draws, losses, by opponent level and by
// number of players, streaks, a plot of the win share by level), the scores (average, best,
// margin, a plot of the last games), points per round and by category (end bonuses,
// penalties), the analysis's accuracy, the last games (each opens while the library keeps
// it), and the history's Export and Import. Filters: the game, the number of players, the
// last 30 days or all time. Everything drawn is also in the screen-reader mirror, the plots'
// figures as lists.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "ui/fonts.h"
#include "ui/progress/ledger.h"
#include "ui/widget_probe.h"

namespace azul::ui {

// What the screen shows (the tab keeps it: progress_view_text).
struct ProgressView {
  std::string game;
  int players = 0;  // 0: any number
  bool last_30_days = false;
};
std::string progress_view_text(const ProgressView& view);
std::optional<ProgressView> parse_progress_view(std::string_view text);

struct ProgressAction {
  bool back = false;
  bool export_history = false;
  bool import_history = false;
  std::optional<std::string> open_game;  // a library id
};

// `kept`: whether the library still keeps a game (its Open button); `notice`: the last
// import's report, shown under the history's buttons.
ProgressAction draw_progress_screen(ProgressView& view, Ledger& ledger, const FontLibrary& fonts,
                                    WidgetProbe& probe, std::int64_t now_ms,
                                    const std::function<bool(std::string_view)>& kept,
                                    std::string_view notice);

// The words of an import's report ("12 games added, 3 already here; line 5: ...").
std::string import_report_words(const ImportReport& report);

}  // namespace azul::ui
