#include "platform/gl_window.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#ifdef __EMSCRIPTEN__
#include <emscripten/html5.h>
#endif

namespace azul::platform {
namespace {

constexpr int kInitialWidth = 1280;  // window points (native) or a fallback CSS size (web)
constexpr int kInitialHeight = 800;

#ifdef __EMSCRIPTEN__
constexpr char kCanvasSelector[] = "#canvas";
#else
// Native UI scale when the system does not scale logical pixels itself (X11): displays denser
// than kHighDpiThreshold get DPI / kReferenceDpi, rounded to a quarter, at most kMaxUiScale.
// AZUL_UI_SCALE=<factor> in the environment overrides it.
constexpr float kReferenceDpi = 96.0f;
constexpr float kHighDpiThreshold = 144.0f;
constexpr float kMaxUiScale = 3.0f;
constexpr float kScaleSteps = 4.0f;
constexpr char kUiScaleVariable[] = "AZUL_UI_SCALE";
#endif

void set_context_attributes() {
#ifdef __EMSCRIPTEN__
  // WebGL2 is OpenGL ES 3.0.
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
#else
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, SDL_GL_CONTEXT_FORWARD_COMPATIBLE_FLAG);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 2);
#endif
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  // The UI draws flat triangles: no depth or stencil buffer (web/shell.js creates the page's
  // context early with the same attributes).
  SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
  SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);
}

}  // namespace

std::unique_ptr<GlWindow> GlWindow::create(const char* title, std::string& error) {
#ifdef __EMSCRIPTEN__
  // Keys go to the game only while the canvas has the focus: the page's own buttons (the
  // screen-reader mirror, web/reader.js) must get Enter, Space and Tab themselves.
  SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
#endif
  if (SDL_Init(SDL_INIT_VIDEO) != 0) {
    error = std::string("cannot start SDL video: ") + SDL_GetError();
    return nullptr;
  }
  set_context_attributes();
  const Uint32 flags = SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
  SDL_Window* window = SDL_CreateWindow(title, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                        kInitialWidth, kInitialHeight, flags);
  if (window == nullptr) {
    error = std::string("cannot open a window with OpenGL: ") + SDL_GetError();
    SDL_Quit();
    return nullptr;
  }
  SDL_GLContext context = SDL_GL_CreateContext(window);
  if (context == nullptr) {
#ifdef __EMSCRIPTEN__
    error = std::string("this browser cannot create a WebGL 2 context: ") + SDL_GetError();
#else
    error = std::string("cannot create an OpenGL 3.2 context: ") + SDL_GetError();
#endif
    SDL_DestroyWindow(window);
    SDL_Quit();
    return nullptr;
  }
  SDL_GL_MakeCurrent(window, context);
#ifndef __EMSCRIPTEN__
  SDL_GL_SetSwapInterval(1);  // vsync where available (the browser paces its own frames)
#endif
  return std::unique_ptr<GlWindow>(new GlWindow(window, context));
}

GlWindow::GlWindow(SDL_Window* window, SDL_GLContext context) : window_(window), context_(context) {
#ifndef __EMSCRIPTEN__
  if (const char* value = std::getenv(kUiScaleVariable)) {
    const float scale = std::strtof(value, nullptr);
    if (scale > 0.0f) content_scale_override_ = std::min(scale, kMaxUiScale);
  }
#endif
}

GlWindow::~GlWindow() {
  SDL_GL_DeleteContext(context_);
  SDL_DestroyWindow(window_);
  SDL_Quit();
}

const char* GlWindow::glsl_version() {
#ifdef __EMSCRIPTEN__
  return "#version 300 es";
#else
  return "#version 150";
#endif
}

#ifdef __EMSCRIPTEN__

ui::DisplayMetrics GlWindow::measure() {
  double css_width = 0.0;
  double css_height = 0.0;
  emscripten_get_element_css_size(kCanvasSelector, &css_width, &css_height);
  const double pixel_ratio = emscripten_get_device_pixel_ratio();
  const int wanted_width = std::max(1, static_cast<int>(std::lround(css_width * pixel_ratio)));
  const int wanted_height = std::max(1, static_cast<int>(std::lround(css_height * pixel_ratio)));
  int width = 0;
  int height = 0;
  emscripten_get_canvas_element_size(kCanvasSelector, &width, &height);
  if (width != wanted_width || height != wanted_height) {
    emscripten_set_canvas_element_size(kCanvasSelector, wanted_width, wanted_height);
  }
  ui::DisplayMetrics metrics;
  metrics.width = static_cast<float>(css_width);
  metrics.height = static_cast<float>(css_height);
  metrics.framebuffer_width = static_cast<float>(wanted_width);
  metrics.framebuffer_height = static_cast<float>(wanted_height);
  metrics.pixel_ratio = static_cast<float>(pixel_ratio);
  metrics.content_scale = 1.0f;  // devicePixelRatio already carries the browser's zoom
  return metrics;
}

bool GlWindow::graphics_available() const {
  return !emscripten_is_webgl_context_lost(emscripten_webgl_get_current_context());
}

#else

ui::DisplayMetrics GlWindow::measure() {
  int width = 0;
  int height = 0;
  int framebuffer_width = 0;
  int framebuffer_height = 0;
  SDL_GetWindowSize(window_, &width, &height);
  SDL_GL_GetDrawableSize(window_, &framebuffer_width, &framebuffer_height);
  ui::DisplayMetrics metrics;
  if ((SDL_GetWindowFlags(window_) & SDL_WINDOW_MINIMIZED) != 0 || width <= 0 || height <= 0) {
    return metrics;
  }
  metrics.width = static_cast<float>(width);
  metrics.height = static_cast<float>(height);
  metrics.framebuffer_width = static_cast<float>(framebuffer_width);
  metrics.framebuffer_height = static_cast<float>(framebuffer_height);
  metrics.pixel_ratio = metrics.framebuffer_width / metrics.width;
  metrics.content_scale = native_content_scale(metrics.pixel_ratio);
  return metrics;
}

bool GlWindow::graphics_available() const { return true; }

float GlWindow::native_content_scale(float pixel_ratio) const {
  if (content_scale_override_ > 0.0f) return content_scale_override_;
  if (pixel_ratio > 1.0f) return 1.0f;  // the system scales logical pixels (macOS, Wayland)
  float dpi = 0.0f;
  const int display = SDL_GetWindowDisplayIndex(window_);
  if (display < 0 || SDL_GetDisplayDPI(display, &dpi, nullptr, nullptr) != 0) return 1.0f;
  if (dpi < kHighDpiThreshold) return 1.0f;
  return std::min(std::round(dpi / kReferenceDpi * kScaleSteps) / kScaleSteps, kMaxUiScale);
}

#endif

void GlWindow::swap() { SDL_GL_SwapWindow(window_); }

}  // namespace azul::platform
