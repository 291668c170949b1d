#include "ui/share/library_view.h"

#include <imgui.h>

#include "engine/games.h"
#include "ui/game/controls.h"
#include "ui/layout.h"
#include "ui/palette.h"

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
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width - 2.0f * padding);
  if (entry.game) {
    const GameInfo* info = find_game(game_id(entry.game->record));
    ImGui::Text("%s \xC2\xB7 %s", info ? std::string(info->short_title).c_str() : "?",
                seats_text(entry.game->seats).c_str());
    ImGui::TextColored(palette::to_vec4(palette::kTextMuted), "%s \xC2\xB7 %s",
                       progress_text(entry).c_str(), played_text(entry.played_ms, now_ms).c_str());
  } else {
    ImGui::TextColored(palette::to_vec4(palette::kAccent), "%s", "Damaged saved game");
    ImGui::TextColored(palette::to_vec4(palette::kTextMuted), "%s", entry.problem.c_str());
  }
  ImGui::PopTextWrapPos();
  const std::string& id = entry.id;
  if (confirm == id) {
    if (touch_button("Delete for good", probe, "button:library-delete-yes:" + id, 0.0f,
                     ButtonKind::kPrimary))
      action.remove = id;
    ImGui::SameLine();
    if (touch_button("Keep it", probe, "button:library-delete-no:" + id)) confirm.clear();
  } else {
    if (entry.game) {
      if (touch_button(entry.finished ? "Open" : "Resume", probe, "button:library-resume:" + id,
                       0.0f, entry.finished ? ButtonKind::kNormal : ButtonKind::kPrimary))
        action.resume = id;
      ImGui::SameLine();
    }
    if (touch_button(entry.game ? "Download" : "Download text", probe,
                     "button:library-download:" + id))
      action.download = id;
    ImGui::SameLine();
    if (touch_button("Delete", probe, "button:library-delete:" + id)) confirm = id;
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
    if (seats[i].human)
      people.push_back("P" + std::to_string(i + 1));
    else if (seats[i].by_link)
      bots.push_back("P" + std::to_string(i + 1) + " by link");
    else
      bots.push_back("AI " + seats[i].level);
  }
  std::string who = people.size() == 1              ? "You"
                    : people.size() == seats.size() ? std::to_string(seats.size()) + " people"
                                                    : "";
  if (who.empty()) {
    for (std::size_t i = 0; i < people.size(); ++i)
      who += (i == 0 ? "" : i + 1 == people.size() ? " and " : ", ") + people[i];
  }
  if (bots.empty()) return who;
  std::string against;
  for (std::size_t i = 0; i < bots.size(); ++i) against += (i ? ", " : "") + bots[i];
  if (who.empty() && ai::is_link_game(seats)) return against + " (no seat of yours)";
  return (who.empty() ? "AI only" : who) + " vs " + against;
}

std::string progress_text(const LibraryEntry& entry) {
  const std::string scores = joined_scores(entry.scores);
  if (entry.finished) return "Finished \xC2\xB7 " + scores;
  return "Round " + std::to_string(entry.round) + " \xC2\xB7 " + scores;
}

std::string played_text(std::int64_t played_ms, std::int64_t now_ms) {
  if (played_ms <= 0) return "earlier";
  const std::int64_t age = now_ms - played_ms;
  if (age < kMinuteMs) return "just now";
  if (age < kHourMs) return std::to_string(age / kMinuteMs) + " min ago";
  if (age < kDayMs) return std::to_string(age / kHourMs) + " h ago";
  const std::int64_t days = age / kDayMs;
  if (days == 1) return "yesterday";
  if (days < kDaysShownAsAge) return std::to_string(days) + " days ago";
  return date_of(played_ms / kDayMs);
}

LibraryAction draw_library_list(const std::vector<LibraryEntry>& entries, std::int64_t now_ms,
                                std::string& confirm, float width, WidgetProbe& probe) {
  LibraryAction action;
  probe.record_value("library_count", std::to_string(entries.size()));
  if (entries.empty()) return action;
  ImGui::TextColored(palette::to_vec4(palette::kTextMuted), "%s", "Your games");
  ImGui::Dummy(ImVec2(0, em(0.2f)));
  for (const LibraryEntry& entry : entries) draw_row(entry, now_ms, confirm, width, probe, action);
  return action;
}

}  // namespace azul::ui
