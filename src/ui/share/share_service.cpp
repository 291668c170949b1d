#include "ui/share/share_service.h"

#include <imgui.h>
#include <imgui_internal.h>

#include "ui/game/controls.h"
#include "ui/game_views.h"
#include "ui/layout.h"
#include "ui/palette.h"
#include "ui/share/saved_game.h"
#include "ui/share/share_link.h"

namespace azul::ui {
namespace {

constexpr double kNoticeSeconds = 2.5;
constexpr float kMessageWidthEm = 30.0f;
constexpr float kShadeAlpha = 0.6f;

// A message button: it acts on the press, because the panels under the message take the
// focus every frame (ui/game/controls.h), which would cancel a click waiting for its release.
bool message_button(const char* label, WidgetProbe& probe, std::string_view probe_name, float width,
                    bool primary) {
  if (primary) {
    ImGui::PushStyleColor(ImGuiCol_Button, palette::to_vec4(palette::kAccent));
    ImGui::PushStyleColor(ImGuiCol_Text, palette::to_vec4(palette::kBackground));
  }
  const bool pressed =
      ImGui::ButtonEx(label, ImVec2(width, touch_height()), ImGuiButtonFlags_PressedOnClick);
  if (primary) ImGui::PopStyleColor(2);
  probe.record_last_item(probe_name);
  return pressed;
}

std::string describe(const LoadedGame& game) {
  const std::size_t moves = move_count(game.record);
  return std::string(find_game(game_id(game.record))->title) + ", " +
         std::to_string(player_count(game.record)) + " players, " + std::to_string(moves) +
         (moves == 1 ? " move" : " moves");
}

std::string record_file_name(const GameScreen& game) {
  return "azul-" + game.setup().game + "-seed" + std::to_string(game.setup().seed) + ".txt";
}

std::vector<SeatSetup> seats_of(const NewGameSetup& setup) {
  return std::vector<SeatSetup>(setup.seats.begin(), setup.seats.begin() + setup.players);
}

}  // namespace

std::unique_ptr<GameScreen> make_replay_screen(const LoadedGame& game) {
  return find_views(game_id(game.record))->replay(setup_for(game), game);
}

std::unique_ptr<GameScreen> make_resumed_screen(const LoadedGame& game) {
  return find_views(game_id(game.record))->resume(setup_for(game), game);
}

ShareService::ShareService(Host& host) : host_(host) { read_save(); }

void ShareService::read_save() {
  save_.reset();
  const std::optional<std::string> text = host_.load_setting(kAutosaveKey);
  if (!text || text->empty()) return;
  auto parsed = parse_saved_game(*text);
  if (!parsed.ok()) {
    show_error("Cannot resume your saved game", parsed.error);
    return;
  }
  save_summary_ = describe(*parsed.value);
  save_ = std::move(*parsed.value);
}

void ShareService::show_error(std::string title, std::string reason) {
  if (message_) return;  // the first problem stays on screen until it is answered
  message_ = Message{std::move(title), std::move(reason)};
}

std::unique_ptr<GameScreen> ShareService::open_link(std::string_view hash) {
  auto game = open_share_link(hash);
  if (!game.ok()) {
    message_.reset();  // a bad link is the news, even over a bad save
    show_error("Cannot open this link", game.error);
    return nullptr;
  }
  // The link of the saved game itself (a reload of the page): the game simply continues.
  const bool saved_game =
      save_ && save_->record == game.value->record && save_->seats == game.value->seats;
  auto screen = saved_game ? make_resumed_screen(*game.value) : make_replay_screen(*game.value);
  watch(*screen);
  return screen;
}

void ShareService::watch(GameScreen& game) {
  armed_ = false;
  game.set_change_hook([this, &game](bool human_moved) { on_change(game, human_moved); });
  host_.replace_link(game.link_text(share_fields(seats_of(game.setup()))));
}

void ShareService::on_change(GameScreen& game, bool human_moved) {
  if (human_moved) armed_ = true;
  const std::vector<SeatSetup> seats = seats_of(game.setup());
  host_.replace_link(game.link_text(share_fields(seats)));
  if (!armed_) return;
  const std::string record = game.record_text();
  host_.save_setting(kAutosaveKey, make_saved_game(record, seats));
  save_summary_ = std::string(views_or_first(game.setup().game).info->title) + ", " +
                  std::to_string(game.setup().players) + " players";
  save_.reset();  // read again when resumed (the save is the truth)
  has_fresh_save_ = true;
}

void ShareService::after_game_frame(const GameScreenResult& result, GameScreen& game) {
  if (result.copy_link) {
    const std::string link = host_.link();
    notify(host_.copy_to_clipboard(link) ? "Link copied"
                                         : "Could not copy the link: copy the address instead");
  }
  if (result.download_record) {
    const std::string name = record_file_name(game);
    notify(host_.download_text(name, game.record_text()) ? "Record saved as " + name
                                                         : "Could not save the record");
  }
  if (result.open_record) host_.request_text_file();
  if (result.to_title || result.open_new_game)
    host_.replace_link(std::string("game=") + game.setup().game);
}

void ShareService::notify(std::string text) {
  notice_ = std::move(text);
  notice_until_ = ImGui::GetTime() + kNoticeSeconds;
}

void ShareService::resume() {
  if (!save_) {
    const std::optional<std::string> text = host_.load_setting(kAutosaveKey);
    auto parsed = parse_saved_game(text.value_or(std::string()));
    if (!parsed.ok()) {
      show_error("Cannot resume your saved game", parsed.error);
      has_fresh_save_ = false;
      return;
    }
    save_ = std::move(*parsed.value);
  }
  pending_ = make_resumed_screen(*save_);
  if (pending_) watch(*pending_);
}

void ShareService::frame(WidgetProbe& probe) {
  if (std::optional<std::string> file = host_.take_opened_file()) {
    auto game = parse_game_file(*file);
    if (!game.ok()) {
      show_error("Cannot open this file", game.error);
    } else if (auto screen = make_replay_screen(*game.value)) {
      watch(*screen);
      pending_ = std::move(screen);
    }
  }
  draw_message(probe);
  if (!notice_.empty() && ImGui::GetTime() < notice_until_) {
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(ImVec2(viewport->WorkPos.x + viewport->WorkSize.x * 0.5f,
                                   viewport->WorkPos.y + viewport->WorkSize.y - em(3.0f)),
                            ImGuiCond_Always, ImVec2(0.5f, 1.0f));
    ImGui::SetNextWindowBgAlpha(0.92f);
    ImGui::Begin("##share_notice", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                     ImGuiWindowFlags_NoInputs | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav);
    ImGui::TextUnformatted(notice_.c_str());
    ImGui::End();
    probe.record_value("share_notice", notice_);
  }
}

void ShareService::draw_message(WidgetProbe& probe) {
  if (!message_) return;
  // A shade over the whole window (it takes every click) and the message box over it; both
  // are focused every frame, drawn after the screens and their panels, so they stay on top.
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  constexpr ImGuiWindowFlags kFlags =
      ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings;
  ImGui::SetNextWindowPos(viewport->WorkPos);
  ImGui::SetNextWindowSize(viewport->WorkSize);
  ImGui::SetNextWindowFocus();
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.0f, 0.0f, 0.0f, kShadeAlpha));
  ImGui::Begin("##share_shade", nullptr, kFlags | ImGuiWindowFlags_NoNav);
  ImGui::End();
  ImGui::PopStyleColor();

  const float width = std::min(em(kMessageWidthEm), viewport->WorkSize.x - em(1.0f));
  ImGui::SetNextWindowPos(ImVec2(viewport->WorkPos.x + viewport->WorkSize.x * 0.5f,
                                 viewport->WorkPos.y + viewport->WorkSize.y * 0.5f),
                          ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(width, 0.0f));
  ImGui::SetNextWindowFocus();
  ImGui::PushStyleColor(ImGuiCol_WindowBg, palette::to_vec4(palette::kSurface));
  ImGui::Begin("##share_message", nullptr, kFlags | ImGuiWindowFlags_AlwaysAutoResize);
  ImGui::PopStyleColor();
  ImGui::PushTextWrapPos(0.0f);
  heading(message_->title.c_str());
  ImGui::TextColored(palette::to_vec4(palette::kTextMuted), "%s", "What is wrong:");
  ImGui::TextUnformatted(message_->reason.c_str());
  ImGui::PopTextWrapPos();
  ImGui::Dummy(ImVec2(0, em(0.4f)));
  const float w = ImGui::GetContentRegionAvail().x;
  enum class Choice { kNone, kNewGame, kResume, kClose } choice = Choice::kNone;
  if (message_button("New game", probe, "button:message-new-game", w, true))
    choice = Choice::kNewGame;
  if ((save_ || has_fresh_save_) &&
      message_button("Resume my saved game", probe, "button:message-resume", w, false))
    choice = Choice::kResume;
  if (message_button("Close", probe, "button:message-close", w, false)) choice = Choice::kClose;
  probe.record_value("message", message_->reason);
  if (choice != Choice::kNone) message_.reset();
  ImGui::End();
  if (choice == Choice::kNewGame) {
    new_game_requested_ = true;
    host_.replace_link("");  // the bad link is gone; the new game's link replaces it
  }
  // Closed over the title screen: a game link that could not be opened leaves the address too
  // (a reload would only show the same message, and title-screen fields must not join it).
  if (choice == Choice::kClose && is_game_link(host_.link())) host_.replace_link("");
  if (choice == Choice::kResume) resume();
}

void ShareService::draw_resume(WidgetProbe& probe) {
  if (!save_ && !has_fresh_save_) return;
  ImGui::Dummy(ImVec2(0, em(0.5f)));
  const float w = std::min(ImGui::GetContentRegionAvail().x - em(2.0f), em(24.0f));
  ImGui::SetCursorPosX((ImGui::GetWindowWidth() - w) * 0.5f);
  const std::string label = "Resume: " + save_summary_;
  if (touch_button(label.c_str(), probe, "button:resume", w, ButtonKind::kPrimary)) resume();
}

}  // namespace azul::ui
