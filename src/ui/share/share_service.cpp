#include "ui/share/share_service.h"

#include <imgui.h>

#include <algorithm>
#include <cfloat>

#include "ui/game_views.h"
#include "ui/i18n/error_texts.h"
#include "ui/i18n/translate.h"
#include "ui/layout.h"
#include "ui/palette.h"
#include "ui/share/link_play.h"
#include "ui/share/saved_game.h"
#include "ui/share/share_dialogs.h"
#include "ui/share/share_link.h"

namespace azul::ui {
namespace {

constexpr double kNoticeSeconds = 2.5;
constexpr double kNoticeCharsPerSecond = 15.0;
constexpr float kMessageWidthEm = 30.0f;

std::string record_file_name(const GameScreen& game) {
  return "azul-" + game.setup().game + "-seed" + std::to_string(game.setup().seed) + ".txt";
}

}  // namespace

std::unique_ptr<GameScreen> make_replay_screen(const LoadedGame& game) {
  return find_views(game_id(game.record))->replay(setup_for(game), game);
}

std::unique_ptr<GameScreen> make_resumed_screen(const LoadedGame& game) {
  return find_views(game_id(game.record))->resume(setup_for(game), game);
}

ShareService::ShareService(Host& host) : host_(host), library_(host) {}

void ShareService::show_error(std::string title, std::string reason) {
  if (message_) return;  // the first problem stays on screen until it is answered
  message_ = Message{std::move(title), std::move(reason)};
}

std::string ShareService::link_of(const GameScreen& game) const {
  // A replay of someone's link keeps that link's fields (its seats, its id in their library);
  // a game of this library names its id.
  if (game.is_replay() && !replay_fields_.empty()) return game.link_text(replay_fields_);
  const std::vector<SeatSetup> seats = seats_of(game.setup());
  std::string fields = ai::is_link_game(seats)
                           ? link_game_fields(seats, seat_to_move(game.loaded()))
                           : share_fields(seats);
  if (&game == watched_ && !watched_id_.empty()) fields += "&" + game_id_field(watched_id_);
  return game.link_text(fields);
}

std::unique_ptr<GameScreen> ShareService::open_link(std::string_view hash) {
  auto game = open_share_link(hash);
  if (!game.ok()) {
    message_.reset();  // a bad link is the news
    show_error(tr("Cannot open this link"), game.error);
    if (watched_) host_.replace_link(link_of(*watched_));  // the game shown keeps its link
    return nullptr;
  }
  if (ai::is_link_game(game.value->game.seats)) return open_link_game(std::move(*game.value));
  // A game of the library (by its id, or the same game and seats: a link without an id)
  // continues as far as the library or the link has it; any other game opens as a replay.
  const LibraryEntry* entry = library_.find(game.value->id);
  if (!entry || !entry->game) entry = library_.find_same(game.value->game);
  if (entry && entry->game &&
      (continues(*entry->game, game.value->game) || continues(game.value->game, *entry->game))) {
    const LoadedGame& longer =
        continues(*entry->game, game.value->game) ? *entry->game : game.value->game;
    auto screen = make_resumed_screen(longer);
    attach(*screen, entry->id);
    return screen;
  }
  // A game of this browser that the store could not keep (it was full): its link is its save.
  // It goes on as the game it was, and is saved under its id as soon as the store takes it.
  if (!entry && library_.made_here(game.value->id)) {
    auto screen = make_resumed_screen(game.value->game);
    attach(*screen, game.value->id);
    changed_ = true;
    return screen;
  }
  auto screen = make_replay_screen(game.value->game);
  replay_fields_ = game.value->fields;
  attach(*screen, "");
  return screen;
}

void ShareService::after_game_frame(const GameScreenResult& result, GameScreen& game) {
  if (result.copy_link) {
    const std::string link = host_.link();
    notify(host_.copy_to_clipboard(link) ? tr("Link copied")
                                         : tr("Could not copy the link: copy the address instead"));
  }
  if (result.download_record) download_record(game);
  if (result.change_seat && &game == watched_) confirm_seat_change_ = true;
  if (result.open_record) host_.request_text_file();
  if (std::optional<std::string> review = game.take_finished_review();
      review && &game == watched_ && !review_id_.empty()) {
    if (!library_.save_review(review_id_, *review))
      notify(tr("The analysis could not be kept: the browser's storage is full"));
    kept_review_ = KeptReview{review_id_, std::move(*review)};
  }
  if (result.send_link && &game == watched_) send_watched(*result.send_link, result.send_to);
  // A replay taken over is a game of this player's from now on.
  if (&game == watched_ && watched_id_.empty() && !game.is_replay()) {
    review_id_.clear();
    watch(game);
  }
  if (result.analyse) analyse(game, result.analysis_view);
  if (result.back_to_game && !review_id_.empty()) resume(review_id_);
  if (result.to_title || result.open_new_game || result.learn || result.open_progress) {
    save_watched();
    unwatch();
    host_.replace_link(std::string("game=") + game.setup().game);
  }
}

void ShareService::download_record(const GameScreen& game) {
  const std::string name = record_file_name(game);
  notify(host_.download_text(name, game.record_text())
             // TRANSLATORS: {1} is the name of the file downloaded.
             ? format(tr("Record saved as {1}"), name)
             : std::string(tr("Could not save the record")));
}

void ShareService::analyse(GameScreen& game, std::string_view view) {
  // The game is saved first, then shown as a replay with its analysis; a finished analysis is
  // kept with the game's library entry (a replay of a link or a file has none).
  save_watched();
  const std::string id = watched_id_;
  auto screen = make_replay_screen(game.loaded());
  screen->start_analysis(id.empty() ? "" : library_.review_text(id).value_or(""), !id.empty());
  if (!view.empty()) screen->restore_view(view);
  show(std::move(screen), "");
  review_id_ = id;  // after show(): attaching a screen forgets the previous one's
}

void ShareService::notify(std::string text) {
  // Long enough to read: at least kNoticeSeconds, more for a long notice.
  notice_until_ = ImGui::GetTime() + std::max(kNoticeSeconds, static_cast<double>(text.size()) /
                                                                  kNoticeCharsPerSecond);
  notice_ = std::move(text);
}

void ShareService::take_opened_file() {
  std::optional<Host::OpenedFile> file = host_.take_opened_file();
  if (!file) return;
  if (!file->error.empty()) return show_error(tr("Cannot open this file"), file->error);
  auto game = parse_game_file(file->text);
  if (!game.ok()) return show_error(tr("Cannot open this file"), game.error);
  auto screen = make_replay_screen(*game.value);
  replay_fields_.clear();
  attach(*screen, "");
  pending_ = std::move(screen);
}

void ShareService::frame(WidgetProbe& probe, FrameDemand& frames,
                         const std::vector<std::string>& changed) {
  follow_other_tabs(changed);
  save_watched();
  take_opened_file();
  draw_message(probe);
  if (!message_) draw_divergence(probe);
  if (!message_ && !diverged_) draw_seat_change(probe);
  if (!message_ && !diverged_ && !confirm_seat_change_) draw_seat_choice(probe);
  draw_notice(probe);
  if (!notice_.empty() && ImGui::GetTime() < notice_until_) frames.wake_at(notice_until_);
}

void ShareService::draw_notice(WidgetProbe& probe) {
  if (notice_.empty() || ImGui::GetTime() >= notice_until_) return;
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(ImVec2(viewport->WorkPos.x + viewport->WorkSize.x * 0.5f,
                                 viewport->WorkPos.y + viewport->WorkSize.y - em(3.0f)),
                          ImGuiCond_Always, ImVec2(0.5f, 1.0f));
  ImGui::SetNextWindowBgAlpha(0.92f);
  ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0),
                                      ImVec2(viewport->WorkSize.x - em(1.0f), FLT_MAX));
  ImGui::Begin("##share_notice", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                   ImGuiWindowFlags_NoInputs | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav);
  ImGui::PushTextWrapPos(std::min(em(kMessageWidthEm), viewport->WorkSize.x - em(2.0f)));
  ImGui::TextUnformatted(notice_.c_str());
  ImGui::PopTextWrapPos();
  ImGui::End();
  probe.record_value("share_notice", notice_);
}

void ShareService::draw_message(WidgetProbe& probe) {
  if (!message_) return;
  begin_dialog("##share_message", message_->title.c_str());
  // TRANSLATORS: above the reason a link or a file cannot be opened.
  ImGui::TextColored(palette::to_vec4(palette::kTextMuted), "%s", tr("What is wrong:"));
  const std::string reason = translate_error(message_->reason);
  ImGui::TextUnformatted(reason.c_str());
  ImGui::Dummy(ImVec2(0, em(0.4f)));
  enum class Choice { kNone, kNewGame, kResume, kClose } choice = Choice::kNone;
  if (dialog_button(tr("New game"), probe, "button:message-new-game", true))
    choice = Choice::kNewGame;
  const LibraryEntry* last = library_.latest_unfinished();
  if (last && dialog_button(tr("Resume my last game"), probe, "button:message-resume", false))
    choice = Choice::kResume;
  if (dialog_button(tr("Close"), probe, "button:message-close", false)) choice = Choice::kClose;
  probe.record_value("message", reason);
  if (choice != Choice::kNone) message_.reset();
  end_dialog();
  if (choice == Choice::kNewGame) {
    new_game_requested_ = true;
    host_.replace_link("");  // the bad link is gone; the new game's link replaces it
  }
  if (choice == Choice::kResume && last) resume(std::string(last->id));
}

}  // namespace azul::ui
