// ShareService's keeping of games (ui/share/share_service.h): the watched game saved once per
// frame after it changed, other tabs' changes followed, and "Your games" on the title screen.
#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>

#include "ui/access/mirror.h"
#include "ui/game/controls.h"
#include "ui/game/game_screen.h"
#include "ui/i18n/translate.h"
#include "ui/layout.h"
#include "ui/palette.h"
#include "ui/share/library_view.h"
#include "ui/share/share_link.h"
#include "ui/share/share_service.h"

namespace azul::ui {
namespace {

constexpr float kLibraryWidthEm = 30.0f;
constexpr double kLibraryRefreshSeconds = 60.0;  // the ages in the list count minutes
constexpr float kUnsavedButtonEm = 7.0f;
constexpr float kUnsavedPaddingEm = 0.5f;

// The warning under a game the store could not keep (shorter on a narrow screen), laid out for
// `width`: the text wrapped beside the Download button.
struct UnsavedLayout {
  const char* text;
  float text_width;
  float text_height;
  float height;
};

UnsavedLayout unsaved_layout(float width) {
  UnsavedLayout layout;
  layout.text = width >= em(34.0f)
                    ? tr("Not saved in this browser: download the record or free space.")
                    : tr("Not saved here: download it or free space.");
  const float pad = em(kUnsavedPaddingEm);
  layout.text_width = std::max(em(4.0f), width - em(kUnsavedButtonEm) - pad * 3.0f);
  layout.text_height = ImGui::CalcTextSize(layout.text, nullptr, false, layout.text_width).y;
  layout.height = std::max(touch_height(), layout.text_height) + pad * 2.0f;
  return layout;
}

std::string record_text_of(const LoadedGame& game) {
  return std::visit([](const auto& record) { return print_record(record); }, game.record);
}

}  // namespace

void ShareService::watch(GameScreen& game) {
  if (watched_ != &game) {
    watched_ = &game;
    watched_id_.clear();
  }
  unsaved_ = false;  // this game's first save says
  game.set_change_hook([this](bool) { changed_ = true; });
  if (!game.is_replay() && watched_id_.empty()) {  // a new game: kept from its creation on
    watched_id_ = library_.new_id();
    changed_ = true;
    save_watched();
  }
  host_.replace_link(link_of(game));
}

void ShareService::attach(GameScreen& screen, std::string id) {
  watched_ = &screen;
  review_id_.clear();
  watched_id_ = std::move(id);
  if (!watched_id_.empty()) library_.adopt(watched_id_);
  watch(screen);
}

void ShareService::show(std::unique_ptr<GameScreen> screen, std::string id) {
  attach(*screen, std::move(id));
  pending_ = std::move(screen);
}

void ShareService::resume(const std::string& id) {
  const LibraryEntry* entry = library_.find(id);
  if (entry && entry->game) show(make_resumed_screen(*entry->game), id);
}

void ShareService::save_watched() {
  if (!watched_ || !changed_ || watched_->is_replay() || watched_id_.empty()) return;
  changed_ = false;
  report_save(library_.save(watched_id_, watched_->loaded()));
  if (watched_) host_.replace_link(link_of(*watched_));
}

bool ShareService::make_room() {
  std::vector<std::string> removed;
  if (!library_.remove_oldest_finished(watched_id_, removed)) return false;
  notify_removed(removed);
  return true;
}

void ShareService::report_save(const SaveResult& result) {
  unsaved_ = result.outcome == SaveOutcome::kFull;
  switch (result.outcome) {
    case SaveOutcome::kSaved:
      break;
    case SaveOutcome::kFollowed:
      show(make_resumed_screen(*result.newer), result.id);
      notify(tr("This game went on in another tab: here it is as far as it got there"));
      return;
    case SaveOutcome::kSeparate:
      watched_id_ = result.id;
      notify(
          tr("This game was changed in another tab, so your game here is kept as a separate "
             "game"));
      break;
    case SaveOutcome::kFull:  // the warning under the game says so until a save works
      return;
  }
  notify_removed(result.removed);
}

void ShareService::notify_removed(const std::vector<std::string>& removed) {
  if (removed.empty()) return;
  std::string names;
  for (std::size_t i = 0; i < removed.size(); ++i) names += (i ? "; " : "") + removed[i];
  // TRANSLATORS: {1} names the games removed ("Azul, 2 players"), separated by semicolons.
  notify(format(trn("The browser's storage was full: the oldest finished game was removed ({1})",
                    "The browser's storage was full: the oldest finished games were removed "
                    "({1})",
                    static_cast<long long>(removed.size())),
                names));
}

void ShareService::follow_other_tabs(const std::vector<std::string>& changed) {
  if (changed.empty()) return;
  library_.reload();
  if (unsaved_) changed_ = true;  // another tab may have made room: try again
  if (!watched_ || watched_id_.empty() || watched_->is_replay()) return;
  const std::string key = std::string(kLibraryKeyPrefix) + watched_id_;
  if (std::none_of(changed.begin(), changed.end(),
                   [&](const std::string& k) { return k.empty() || k == key; }))
    return;
  const LibraryEntry* entry = library_.find(watched_id_);
  if (!entry || !entry->game) return;  // deleted or damaged there: saved again at the next change
  const LoadedGame mine = watched_->loaded();
  if (continues(mine, *entry->game)) {  // the same, or behind this tab: the next save keeps it
    if (continues(*entry->game, mine)) library_.adopt(watched_id_);
  } else if (may_replace(*entry->game, mine)) {
    const LoadedGame newer = *entry->game;
    show(make_resumed_screen(newer), watched_id_);
    notify(tr("This game went on in another tab: here it is as far as it got there"));
  } else {
    notify(
        tr("This game was changed in another tab; your game here will be kept as a separate "
           "game"));
  }
}

float ShareService::unsaved_warning_height(float width) const {
  return unsaved_ && watched_ ? unsaved_layout(width).height : 0.0f;
}

void ShareService::draw_unsaved_warning(WidgetProbe& probe) {
  if (!unsaved_ || !watched_) return;
  const float width = ImGui::GetContentRegionAvail().x;
  const UnsavedLayout layout = unsaved_layout(width);
  const float pad = em(kUnsavedPaddingEm);
  const ImVec2 min = ImGui::GetCursorScreenPos();
  ImGui::GetWindowDrawList()->AddRectFilled(min, ImVec2(min.x + width, min.y + layout.height),
                                            palette::kWarningFill);
  // The text on the left (wrapped on a narrow screen), the button on the right.
  ImGui::SetCursorScreenPos(
      ImVec2(min.x + pad, min.y + (layout.height - layout.text_height) * 0.5f));
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + layout.text_width);
  ImGui::TextUnformatted(layout.text);
  ImGui::PopTextWrapPos();
  ImGui::SetCursorScreenPos(ImVec2(min.x + width - pad - em(kUnsavedButtonEm),
                                   min.y + (layout.height - touch_height()) * 0.5f));
  // It acts on the press, as the dialogs' buttons do (ui/share/share_dialogs.h).
  const std::string download = std::string(tr("Download")) + "##unsaved-download";
  mirror().line(layout.text);
  const bool clicked =
      ImGui::ButtonEx(download.c_str(), ImVec2(em(kUnsavedButtonEm), touch_height()),
                      ImGuiButtonFlags_PressedOnClick);
  probe.record_last_item("button:unsaved-download");
  if (mirror().button("button:unsaved-download", tr("Download")) || clicked)
    download_record(*watched_);
  probe.record_value("unsaved", layout.text);
}

float ShareService::library_height() const {
  return library_list_height(library_.entries().size());
}

void ShareService::draw_library(WidgetProbe& probe, FrameDemand& frames) {
  ImGui::Dummy(ImVec2(0, em(0.5f)));
  const float width = std::min(ImGui::GetContentRegionAvail().x - em(2.0f), em(kLibraryWidthEm));
  ImGui::SetCursorPosX(std::max(em(1.0f), (ImGui::GetWindowWidth() - width) * 0.5f));
  ImGui::BeginGroup();
  const LibraryAction action =
      draw_library_list(library_.entries(), host_.now_ms(), confirm_delete_, width, probe);
  ImGui::EndGroup();
  // "Just now" becomes "1 min ago": the list is drawn again once a minute.
  if (!library_.entries().empty()) frames.wake_at(ImGui::GetTime() + kLibraryRefreshSeconds);
  if (action.resume) resume(*action.resume);
  if (action.download) {
    if (const LibraryEntry* entry = library_.find(*action.download)) {
      const std::string name =
          "azul-" + (entry->game ? std::string(game_id(entry->game->record)) : "damaged") + "-" +
          entry->id + ".txt";
      const std::string text = entry->game ? record_text_of(*entry->game) : entry->text;
      // TRANSLATORS: {1} is the name of the file downloaded.
      notify(host_.download_text(name, text) ? format(tr("Saved as {1}"), name)
                                             : std::string(tr("Could not save the file")));
    }
  }
  if (action.remove) {
    library_.remove(*action.remove);
    confirm_delete_.clear();
  }
}

}  // namespace azul::ui
