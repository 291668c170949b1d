// The SDL2 window and its OpenGL context: OpenGL 3.2 core natively, OpenGL ES 3.0 (WebGL2) in
// the browser, where the "window" is the page's <canvas id="canvas"> sized by CSS to fill the
// page. Every frame, measure() reports the drawable as ui::DisplayMetrics; in the browser it
// also keeps the canvas backing store at CSS size x devicePixelRatio, so the canvas follows the
// browser window and stays sharp on high-DPI screens.
#pragma once

#include <SDL.h>

#include <memory>
#include <string>

#include "ui/display_metrics.h"

namespace azul::platform {

class GlWindow {
 public:
  // Opens the window and its GL context; on failure returns nullptr and sets `error`.
  static std::unique_ptr<GlWindow> create(const char* title, std::string& error);
  ~GlWindow();
  GlWindow(const GlWindow&) = delete;
  GlWindow& operator=(const GlWindow&) = delete;

  SDL_Window* sdl_window() const { return window_; }
  SDL_GLContext gl_context() const { return context_; }
  // The "#version" line of the shaders ImGui's OpenGL3 renderer must use with this context.
  static const char* glsl_version();

  // The drawable's current size and scale (see ui/display_metrics.h). Zero-sized while the
  // window is minimised.
  ui::DisplayMetrics measure();
  // False while the browser has taken the WebGL context away (nothing can be drawn).
  bool graphics_available() const;
  void swap();

 private:
  GlWindow(SDL_Window* window, SDL_GLContext context);
  float native_content_scale(float pixel_ratio) const;

  SDL_Window* window_ = nullptr;
  SDL_GLContext context_ = nullptr;
  float content_scale_override_ = 0.0f;  // AZUL_UI_SCALE, natively; 0 when unset
};

}  // namespace azul::platform
