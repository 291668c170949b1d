// One run of the app and the frame loop that native and web share: the host, the window, the
// ImGui context with its SDL2 and OpenGL3 backends, and the ui::App.
//
// Each frame (step()): poll SDL events into ImGui, pick up link changes, measure the display,
// let the App prepare (fonts, style) and build its UI, render with OpenGL and present.
// Natively run() calls step() until the window closes; in the browser run() hands the session
// to emscripten_set_main_loop, which calls step() once per animation frame for as long as the
// page is open.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "platform/gl_window.h"
#include "platform/platform_host.h"
#include "ui/app.h"

namespace azul::platform {

class AppSession {
 public:
  // Opens the window and starts ImGui and the App; on failure returns nullptr and sets `error`.
  static std::unique_ptr<AppSession> create(int argc, char** argv, std::string& error);
  ~AppSession();
  AppSession(const AppSession&) = delete;
  AppSession& operator=(const AppSession&) = delete;

  // Runs the frame loop: natively until the window closes; in the browser it returns at once
  // and the session lives as long as the page.
  static void run(std::unique_ptr<AppSession> session);

  // One frame. Returns false when the app should quit.
  bool step();

  std::uint64_t frames_rendered() const { return frames_rendered_; }
  const ui::App& app() const { return *app_; }

 private:
  AppSession(std::unique_ptr<PlatformHost> host, std::unique_ptr<GlWindow> window);
  bool handle_events();
  void upload_fonts_if_changed(bool fonts_changed);

  std::unique_ptr<PlatformHost> host_;
  std::unique_ptr<GlWindow> window_;
  std::unique_ptr<ui::App> app_;
  // Key releases held back to the next frame (see handle_events()).
  std::vector<SDL_Event> deferred_key_releases_;
  bool renderer_started_ = false;
  std::uint64_t frames_rendered_ = 0;
};

}  // namespace azul::platform
