#include "platform/app_session.h"

#include <imgui.h>
#include <imgui_impl_sdl.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <utility>

#include "platform/font_files.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>

#include "platform/web_glue.h"
#include "ui/access/mirror.h"
#endif

namespace azul::platform {
namespace {

constexpr char kWindowTitle[] = "Azul \xC2\xB7 Summer Pavilion";

#ifndef __EMSCRIPTEN__
// Natively, frames are paced by vsync; where there is none (a virtual X server) this cap keeps
// an animation from spinning the loop.
constexpr Uint32 kMinFrameMilliseconds = 16;
#endif

}  // namespace

std::unique_ptr<AppSession> AppSession::create(int argc, char** argv, std::string& error) {
  std::unique_ptr<PlatformHost> host = make_host(argc, argv);
  std::unique_ptr<GlWindow> window = GlWindow::create(kWindowTitle, error);
  if (!window) return nullptr;
  std::optional<ui::FontFiles> fonts = load_font_files(error);
  if (!fonts) return nullptr;

  std::unique_ptr<AppSession> session(new AppSession(std::move(host), std::move(window)));
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  session->app_ = std::make_unique<ui::App>(*session->host_, std::move(*fonts));
  if (!ImGui_ImplSDL2_InitForOpenGL(session->window_->sdl_window(),
                                    session->window_->gl_context())) {
    error = "cannot start ImGui's SDL2 backend";
    return nullptr;
  }
  session->renderer_ = GlRenderer::create(GlWindow::glsl_version(), error);
  if (!session->renderer_) return nullptr;
  session->wake();  // the first frames
  return session;
}

AppSession::AppSession(std::unique_ptr<PlatformHost> host, std::unique_ptr<GlWindow> window)
    : host_(std::move(host)), window_(std::move(window)) {}

AppSession::~AppSession() {
  if (ImGui::GetCurrentContext() == nullptr) return;
  renderer_.reset();
  if (ImGui::GetIO().BackendPlatformUserData != nullptr) ImGui_ImplSDL2_Shutdown();
  app_.reset();
  ImGui::DestroyContext();
}

bool AppSession::handle_events() {
  // ImGui 1.86 samples key states once per frame, so a key pressed and released between two
  // frames (a quick tap, or a test's synthetic key press) would never be seen: such a release
  // is held back to the next frame.
  std::vector<SDL_Event> releases = std::move(deferred_key_releases_);
  deferred_key_releases_.clear();
  for (const SDL_Event& release : releases) ImGui_ImplSDL2_ProcessEvent(&release);
  std::vector<SDL_Scancode> pressed_this_frame;

  SDL_Event event;
  const Uint32 window_id = SDL_GetWindowID(window_->sdl_window());
  while (SDL_PollEvent(&event)) {
    wake();
    if (event.type == SDL_KEYDOWN) pressed_this_frame.push_back(event.key.keysym.scancode);
    if (event.type == SDL_KEYUP &&
        std::find(pressed_this_frame.begin(), pressed_this_frame.end(),
                  event.key.keysym.scancode) != pressed_this_frame.end()) {
      deferred_key_releases_.push_back(event);
      continue;
    }
    ImGui_ImplSDL2_ProcessEvent(&event);
    if (event.type == SDL_QUIT) return false;
    if (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_CLOSE &&
        event.window.windowID == window_id) {
      return false;
    }
  }
  return true;
}

std::optional<ui::FrameWait> AppSession::frame() {
  if (!handle_events()) return std::nullopt;
  if (auto link = host_->take_link_change()) {
    app_->open_link(*link);
    wake();
  }
  // Nothing can be drawn without graphics (the page shell explains a lost context) or while
  // the window is minimised: rest until an event (a restored window is one).
  if (!window_->graphics_available()) return ui::FrameWait::rest();
  const ui::DisplayMetrics display = window_->measure();
  if (display.width <= 0.0f || display.height <= 0.0f) return ui::FrameWait::rest();

  if (app_->prepare_frame(display)) renderer_->upload_fonts();
  ImGui_ImplSDL2_NewFrame();
  // The SDL2 backend measured the window in its own way; the platform's measure is the one the
  // App laid out for (CSS pixels and devicePixelRatio in the browser).
  ImGuiIO& io = ImGui::GetIO();
  io.DisplaySize = ImVec2(display.width, display.height);
  io.DisplayFramebufferScale = ImVec2(display.framebuffer_width / display.width,
                                      display.framebuffer_height / display.height);
#ifdef __EMSCRIPTEN__
  // ImGui 1.86's SDL2 backend drops the mouse position while the browser window is not focused
  // (SDL has no global mouse state in the browser). The pointer over the canvas still counts.
  if (io.MousePos.x == -FLT_MAX && SDL_GetMouseFocus() == window_->sdl_window()) {
    int x = 0;
    int y = 0;
    SDL_GetMouseState(&x, &y);
    io.MousePos = ImVec2(static_cast<float>(x), static_cast<float>(y));
  }
#endif

  ImGui::NewFrame();
  app_->frame();
  ImGui::Render();
  app_->audit_drawn_text(*ImGui::GetDrawData());
  renderer_->render(*ImGui::GetDrawData(), display, app_->clear_color());
  window_->swap();
  ++frames_rendered_;
  host_->frame_rendered(frames_rendered_);
  return pacer_.after_frame(app_->frame_demand(), ImGui::GetTime());
}

#ifdef __EMSCRIPTEN__

}  // namespace azul::platform

extern "C" void azul_frame();

namespace azul::platform {
namespace {

// The session the page runs: its frames are called from web/glue.js.
AppSession* g_running_session = nullptr;

// Hands the wait after a frame to the page: a frame at the next animation frame, one after a
// timer, or none until an event asks.
void schedule(const ui::FrameWait& wait) {
  switch (wait.kind) {
    case ui::FrameWait::Kind::kNextFrame:
      azul_glue_schedule_frame(0.0);
      break;
    case ui::FrameWait::Kind::kAfter:
      azul_glue_schedule_frame(std::max(1.0, std::ceil(wait.seconds * 1000.0)));
      break;
    case ui::FrameWait::Kind::kRest:
      break;
  }
}

// Every SDL event the browser delivers (pointer, touch, keys, wheel, window and focus changes)
// asks for a frame; the frame itself reads the events. Not the marker SDL_PollEvent() pushes
// into the queue itself each time it is called, which would keep the loop from ever resting.
int ask_frame_for_event(void*, SDL_Event* event) {
  if (event->type != SDL_POLLSENTINEL) azul_glue_schedule_frame(0.0);
  return 0;
}

}  // namespace

void AppSession::run(std::unique_ptr<AppSession> session) {
  // The page owns the session from here on: it lives until the page is closed.
  g_running_session = session.release();
  SDL_AddEventWatch(ask_frame_for_event, nullptr);
  azul_frame();  // the first frame at once, not at the next animation frame
}

}  // namespace azul::platform

// Called from the page: web/glue.js draws frames with azul_frame(); web/shell.js wraps the
// others as Module.azulWake(frames), Module.azulFrameCount() and Module.azulProbe() (read-only
// hooks for tests, and the page's own events wake the loop with azul_wake).
extern "C" {

EMSCRIPTEN_KEEPALIVE void azul_frame() {
  using azul::platform::g_running_session;
  if (g_running_session == nullptr) return;
  if (const std::optional<azul::ui::FrameWait> wait = g_running_session->frame())
    azul::platform::schedule(*wait);
}

EMSCRIPTEN_KEEPALIVE void azul_wake(int frames) {
  using azul::platform::g_running_session;
  if (g_running_session == nullptr) return;
  g_running_session->wake(std::max(frames, azul::ui::FramePacer::kSettleFrames));
  azul_glue_schedule_frame(0.0);
}

// A button of the screen-reader mirror was pressed (web/reader.js): the control of that name
// takes it at the next frame (ui/access/mirror.h).
EMSCRIPTEN_KEEPALIVE void azul_mirror_press(const char* id) {
  azul::ui::mirror().press(id);
  azul_wake(0);
}

EMSCRIPTEN_KEEPALIVE double azul_frame_count() {
  using azul::platform::g_running_session;
  return g_running_session == nullptr ? 0.0
                                      : static_cast<double>(g_running_session->frames_rendered());
}

EMSCRIPTEN_KEEPALIVE const char* azul_probe_json() {
  using azul::platform::g_running_session;
  static std::string json;
  json =
      g_running_session == nullptr ? std::string("{}") : g_running_session->app().probe().to_json();
  return json.c_str();
}
}

#else

void AppSession::run(std::unique_ptr<AppSession> session) {
  for (;;) {
    const Uint32 started = SDL_GetTicks();
    const std::optional<ui::FrameWait> wait = session->frame();
    if (!wait) return;
    switch (wait->kind) {
      case ui::FrameWait::Kind::kNextFrame: {
        const Uint32 elapsed = SDL_GetTicks() - started;
        if (elapsed < kMinFrameMilliseconds) SDL_Delay(kMinFrameMilliseconds - elapsed);
        break;
      }
      case ui::FrameWait::Kind::kAfter:  // an event comes first, or the time
        SDL_WaitEventTimeout(nullptr, static_cast<int>(std::ceil(wait->seconds * 1000.0)));
        break;
      case ui::FrameWait::Kind::kRest:
        SDL_WaitEvent(nullptr);
        break;
    }
  }
}

}  // namespace azul::platform

#endif
