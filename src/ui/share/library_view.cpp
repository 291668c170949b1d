#include "ui/share/library_view.h"

#include <imgui.h>

#include "engine/games.h"
#include "ui/access/mirror.h"
#include "ui/game/controls.h"
#include "ui/i18n/error_texts.h"
#include "ui/i18n/shared_texts.h"
#include "ui/i18n/translate.h"
#include "ui/layout.h"
#include "ui/palette.h"
#include "ui/wrapped_text.h"

namespace azul::ui {
namespace {

constexpr std::int64_t kMinuteMs = 60'000;
constexpr std::int64_t kHourMs = 60 * kMinuteMs;
constexpr std::int64_t kDayMs = 24 * kHourMs;
constexpr int kDaysShownAsAge = 7;
constexpr float kRowGapEm = 0.5f;
constexpr float kRowPaddingEm = 0.5f;
constexpr float kRowRoundingEm = 0.4f;
constexpr float kRowHeightEm = 5.6f;  // two lines of text and a row of buttons, padded
constexpr float kHeadingEm = 2.2f;

// The civil date (UTC) of a day count since 1970-01-01, as "YYYY-MM-DD".
std::string date_of(std::int64_t days) {
  // Howard Hinnant's days-to-civil algorithm, in the project's own words: shift the epoch to
  // 0000-03-01 so that leap days fall at the end of the 400-year era.
  days += 719468;
  const std::int64_t era = (days >= 0 ? days : days - 146096) / 146097;
  const std::int64_t day_of_era = days - era * 146097;
  const std::int64_t year_of_era =
      (day_of_era - day_of_era / 1460 + day_of_era / 36524 - day_of_era / 146096) / 365;
  const std::int64_t day_of_year =
      day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
  const std::int64_t month_index = (5 * day_of_year + 2) / 153;
  const int day = static_cast<int>(day_of_year - (153 * month_index + 2) / 5 + 1);
  const int month = static_cast<int>(month_index < 10 ? month_index + 3 : month_index - 9);
  const std::int64_t year = year_of_era + era * 400 + (month <= 2 ? 1 : 0);
  char text[48];
  std::snprintf(text, sizeof text, "%04lld-%02d-%02d", static_cast<long long>(year), month, day);
  return text;
}

std::string joined_scores(const std::vector<int>& scores) {
  std::string text;
  for (std::size_t i = 0; i < scores.size(); ++i)
    text += (i ? " \xE2\x80\x93 " : "") + std::to_string(scores[i]);
  return text;
}

// One row; returns what its buttons asked.
void draw_row(const LibraryEntry& entry, std::int64_t now_ms, std::string& confirm, float width,
              WidgetProbe& probe, LibraryAction& action) {
  ImGui::PushID(entry.id.c_str());
  const ImVec2 top = ImGui::GetCursorScreenPos();
  // The row's card goes behind its content, drawn once the content's height is known.
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->ChannelsSplit(2);
  draw->ChannelsSetCurrent(1);
  const float padding = em(kRowPaddingEm);
  ImGui::SetCursorScreenPos(ImVec2(top.x + padding, top.y + padding));
  ImGui::BeginGroup();
  const float text_width = width - 2.0f * padding;
  std::string title;
  std::string detail;
  if (entry.game) {
    const GameInfo* info = find_game(game_id(entry.game->record));
    title = (info ? tr_text(info->short_title) : std::string("?")) + " \xC2\xB7 " +
            seats_text(entry.game->seats);
    detail = progress_text(entry) + " \xC2\xB7 " + played_text(entry.played_ms, now_ms);
    text_wrapped(title, text_width);
  } else {
    title = tr("Damaged saved game");
    detail = translate_error(entry.problem);
    ImGui::PushStyleColor(ImGuiCol_Text, palette::to_vec4(palette::kAccent));
    text_wrapped(title, text_width);
    ImGui::PopStyleColor();
  }
  ImGui::PushStyleColor(ImGuiCol_Text, palette::to_vec4(palette::kTextMuted));
  text_wrapped(detail, text_width);
  ImGui::PopStyleColor();
  mirror().heading(title, 3);
  mirror().line(detail);
  const std::string& id = entry.id;
  const float right = top.x + width - padding;
  // Each button's id stays the same in every language (the row's id is pushed above).
  const auto label = [](const char* text, const char* button_id) {
    return std::string(text) + "##" + button_id;
  };
  if (confirm == id) {
    if (touch_button(label(tr("Delete for good"), "delete-yes").c_str(), probe,
                     "button:library-delete-yes:" + id, 0.0f, ButtonKind::kPrimary))
      action.remove = id;
    // TRANSLATORS: the answer that keeps a saved game its Delete button asked about.
    const std::string keep = label(tr("Keep it"), "delete-no");
    same_line_if_fits(keep.c_str(), right);
    if (touch_button(keep.c_str(), probe, "button:library-delete-no:" + id)) confirm.clear();
  } else {
    if (entry.game) {
      // TRANSLATORS: Open shows a finished game, Resume continues an unfinished one.
      if (touch_button(label(entry.finished ? tr("Open") : tr("Resume"), "resume").c_str(), probe,
                       "button:library-resume:" + id, 0.0f,
                       entry.finished ? ButtonKind::kNormal : ButtonKind::kPrimary))
        action.resume = id;
    }
    // TRANSLATORS: Download gives a saved game's record; "Download text" the stored text of a
    // damaged saved game.
    const std::string download =
        label(entry.game ? tr("Download") : tr("Download text"), "download");
    if (entry.game) same_line_if_fits(download.c_str(), right);
    if (touch_button(download.c_str(), probe, "button:library-download:" + id))
      action.download = id;
    const std::string remove = label(tr("Delete"), "delete");
    same_line_if_fits(remove.c_str(), right);
    if (touch_button(remove.c_str(), probe, "button:library-delete:" + id)) confirm = id;
  }
  ImGui::EndGroup();
  const ImVec2 bottom_right(top.x + width, ImGui::GetItemRectMax().y + padding);
  draw->ChannelsSetCurrent(0);
  draw->AddRectFilled(top, bottom_right, palette::kSurface, em(kRowRoundingEm));
  draw->ChannelsMerge();
  ImGui::SetCursorScreenPos(ImVec2(top.x, bottom_right.y));
  probe.record_widget("library:" + id, top, bottom_right);
  probe.record_value("library:" + id, !entry.game      ? std::string("damaged")
                                      : entry.finished ? std::string("finished")
                                                       : std::string("unfinished"));
  if (!entry.game) probe.record_value("library-problem:" + id, entry.problem);
  ImGui::PopID();
  ImGui::Dummy(ImVec2(0, em(kRowGapEm)));
}

}  // namespace

float library_list_height(std::size_t entries) {
  if (entries == 0) return 0.0f;
  return em(kHeadingEm) + static_cast<float>(entries) * em(kRowHeightEm + kRowGapEm);
}

std::string seats_text(const std::vector<SeatSetup>& seats) {
  std::vector<std::string> people, bots;
  for (std::size_t i = 0; i < seats.size(); ++i) {
    const std::string seat = seat_label(static_cast<int>(i));
    if (seats[i].human) {
      people.push_back(seat);
    } else if (seats[i].by_link) {
      // TRANSLATORS: a seat played by a friend at another device; {1} is the seat ("P2").
      bots.push_back(format(tr("{1} by link"), seat));
    } else {
      // TRANSLATORS: an AI seat; {1} is its level ("hard").
      bots.push_back(format(tr("AI {1}"), level_name(seats[i].level)));
    }
  }
  // A list of seats: "P1, P2 and P3".
  const auto list = [](const std::vector<std::string>& names) {
    std::string text;
    for (std::size_t i = 0; i < names.size(); ++i) {
      if (i == 0)
        text = names[i];
      else if (i + 1 < names.size())
        // TRANSLATORS: joins the seats of a list but its last ("P1, P2"), then "{1} and {2}".
        text = format(tr("{1}, {2}"), text, names[i]);
      else
        text = format(tr("{1} and {2}"), text, names[i]);
    }
    return text;
  };
  std::string who;
  if (people.size() == 1) {
    // TRANSLATORS: the one person who plays at this device ("You vs AI hard").
    who = tr("You");
  } else if (people.size() == seats.size()) {
    const auto count = static_cast<long long>(seats.size());
    who = format(trn("{1} person", "{1} people", count), count);
  } else {
    who = list(people);
  }
  if (bots.empty()) return who;
  std::string against;
  for (std::size_t i = 0; i < bots.size(); ++i)
    against = i == 0 ? bots[i] : format(tr("{1}, {2}"), against, bots[i]);
  // TRANSLATORS: a game by link that this device only watches; {1} lists its seats.
  if (who.empty() && ai::is_link_game(seats)) return format(tr("{1} (no seat of yours)"), against);
  // TRANSLATORS: who plays against whom ("You vs AI hard"); {2} lists the AI and friends' seats.
  return format(tr("{1} vs {2}"), who.empty() ? std::string(tr("AI only")) : who, against);
}

std::string progress_text(const LibraryEntry& entry) {
  const std::string scores = joined_scores(entry.scores);
  // TRANSLATORS: a finished saved game; {1} is its scores ("45 – 38").
  if (entry.finished) return format(tr("Finished · {1}"), scores);
  // TRANSLATORS: a saved game in progress; {1} is its round, {2} its scores ("12 – 9").
  return format(tr("Round {1} · {2}"), entry.round, scores);
}

std::string played_text(std::int64_t played_ms, std::int64_t now_ms) {
  // TRANSLATORS: when a saved game was last played, when the time is not known.
  if (played_ms <= 0) return tr("earlier");
  const std::int64_t age = now_ms - played_ms;
  if (age < kMinuteMs) return tr("just now");
  if (age < kHourMs) {
    const long long minutes = age / kMinuteMs;
    return format(trn("{1} min ago", "{1} min ago", minutes), minutes);
  }
  if (age < kDayMs) {
    const long long hours = age / kHourMs;
    // TRANSLATORS: hours ago, written short.
    return format(trn("{1} h ago", "{1} h ago", hours), hours);
  }
  const long long days = age / kDayMs;
  if (days == 1) return tr("yesterday");
  if (days < kDaysShownAsAge) return format(trn("{1} day ago", "{1} days ago", days), days);
  return date_of(played_ms / kDayMs);
}

LibraryAction draw_library_list(const std::vector<LibraryEntry>& entries, std::int64_t now_ms,
                                std::string& confirm, float width, WidgetProbe& probe) {
  LibraryAction action;
  probe.record_value("library_count", std::to_string(entries.size()));
  if (entries.empty()) return action;
  ImGui::TextColored(palette::to_vec4(palette::kTextMuted), "%s", tr("Your games"));
  ImGui::Dummy(ImVec2(0, em(0.2f)));
  for (const LibraryEntry& entry : entries) draw_row(entry, now_ms, confirm, width, probe, action);
  return action;
}

}  // namespace azul::ui
