#include "platform/app_session.h"

#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>

#include <algorithm>
#include <cfloat>
#include <utility>

#include "platform/font_files.h"
#include "platform/gl.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace azul::platform {
namespace {

constexpr char kWindowTitle[] = "Azul \xC2\xB7 Summer Pavilion";

#ifndef __EMSCRIPTEN__
// Natively, frames are paced by vsync; where there is none (a virtual X server) this cap keeps
// the loop from spinning. Minimised windows poll slowly.
constexpr Uint32 kMinFrameMilliseconds = 16;
constexpr Uint32 kMinimisedPollMilliseconds = 50;
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
                                    session->window_->gl_context()) ||
      !ImGui_ImplOpenGL3_Init(GlWindow::glsl_version())) {
    error = "cannot start the ImGui SDL2/OpenGL3 backends";
    return nullptr;
  }
  return session;
}

AppSession::AppSession(std::unique_ptr<PlatformHost> host, std::unique_ptr<GlWindow> window)
    : host_(std::move(host)), window_(std::move(window)) {}

AppSession::~AppSession() {
  if (ImGui::GetCurrentContext() == nullptr) return;
  if (ImGui::GetIO().BackendRendererUserData != nullptr) ImGui_ImplOpenGL3_Shutdown();
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

void AppSession::upload_fonts_if_changed(bool fonts_changed) {
  // The renderer's first NewFrame() uploads the atlas itself; later rebuilds need a new texture.
  if (fonts_changed && renderer_started_) {
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
  }
}

bool AppSession::step() {
#ifndef __EMSCRIPTEN__
  const Uint32 frame_start = SDL_GetTicks();
#endif
  if (!handle_events()) return false;
  if (auto link = host_->take_link_change()) app_->open_link(*link);
  if (!window_->graphics_available()) return true;  // the page shell explains a lost context

  const ui::DisplayMetrics display = window_->measure();
  if (display.width <= 0.0f || display.height <= 0.0f) {
#ifndef __EMSCRIPTEN__
    SDL_Delay(kMinimisedPollMilliseconds);
#endif
    return true;
  }
  upload_fonts_if_changed(app_->prepare_frame(display));
  ImGui_ImplOpenGL3_NewFrame();
  renderer_started_ = true;
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

  const ImVec4 clear = app_->clear_color();
  glViewport(0, 0, static_cast<GLsizei>(display.framebuffer_width),
             static_cast<GLsizei>(display.framebuffer_height));
  glClearColor(clear.x, clear.y, clear.z, clear.w);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  window_->swap();
  ++frames_rendered_;
  host_->frame_rendered(frames_rendered_);

#ifndef __EMSCRIPTEN__
  const Uint32 elapsed = SDL_GetTicks() - frame_start;
  if (elapsed < kMinFrameMilliseconds) SDL_Delay(kMinFrameMilliseconds - elapsed);
#endif
  return true;
}

#ifdef __EMSCRIPTEN__

namespace {

// The session the browser's main loop runs, for the read-only test hooks below.
const AppSession* g_running_session = nullptr;

void run_browser_frame(void* session) {
  if (!static_cast<AppSession*>(session)->step()) emscripten_cancel_main_loop();
}

}  // namespace

void AppSession::run(std::unique_ptr<AppSession> session) {
  // The page owns the session from here on: it lives until the page is closed.
  AppSession* running = session.release();
  g_running_session = running;
  emscripten_set_main_loop_arg(run_browser_frame, running, 0, true);
}

}  // namespace azul::platform

// Read-only test hooks, called from the page (Module._azul_frame_count() and
// Module._azul_probe_json(); web/shell.js wraps them as Module.azulFrameCount() and
// Module.azulProbe()).
extern "C" {

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
  while (session->step()) {
  }
}

}  // namespace azul::platform

#endif
