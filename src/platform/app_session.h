// One run of the app and the frame loop that native and web share: the host, the window, the
// ImGui context with its SDL2 backend and our OpenGL renderer (platform/gl_renderer.h), and the
// ui::App.
//
// Each frame (frame()): poll SDL events into ImGui, pick up link changes, measure the display,
// let the App prepare (fonts, style) and build its UI, render with OpenGL and present. Then the
// loop rests until the App, input or the page wants the next frame (ui/frame_demand.h):
// natively run() waits in SDL_WaitEventTimeout between frames; in the browser every frame is
// asked for with requestAnimationFrame, right away or after a timer (web/glue.js), and any SDL
// event (pointer, touch, keys, wheel, window) or page event (web/glue.js) asks for one.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "platform/gl_renderer.h"
#include "platform/gl_window.h"
#include "platform/platform_host.h"
#include "ui/app.h"
#include "ui/frame_demand.h"

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

  // Draws one frame. Returns how long the loop may rest before the next, or nullopt when the
  // app should quit.
  std::optional<ui::FrameWait> frame();
  // Input or a page event arrived: draw at least `frames` frames from now on.
  void wake(int frames = ui::FramePacer::kSettleFrames) { pacer_.wake(frames); }

  std::uint64_t frames_rendered() const { return frames_rendered_; }
  const ui::App& app() const { return *app_; }

 private:
  AppSession(std::unique_ptr<PlatformHost> host, std::unique_ptr<GlWindow> window);
  bool handle_events();

  std::unique_ptr<PlatformHost> host_;
  std::unique_ptr<GlWindow> window_;
  std::unique_ptr<ui::App> app_;
  std::unique_ptr<GlRenderer> renderer_;
  ui::FramePacer pacer_;
  // Key releases held back to the next frame (see handle_events()).
  std::vector<SDL_Event> deferred_key_releases_;
  std::uint64_t frames_rendered_ = 0;
};

}  // namespace azul::platform
