// The size of the drawing surface as the UI sees it, measured by the platform each frame.
//
// ImGui works in logical pixels (CSS pixels in the browser, window points natively). The
// framebuffer has `pixel_ratio` device pixels per logical pixel (window.devicePixelRatio, or
// drawable size / window size natively); fonts are rasterised at that resolution so that text
// stays crisp on high-DPI screens. `content_scale` is an extra UI scale the system asks for
// where it does not scale logical pixels itself (a high-DPI X11 display); it is 1 in browsers,
// whose devicePixelRatio already includes the user's zoom.
#pragma once

namespace azul::ui {

struct DisplayMetrics {
  float width = 0.0f;               // logical pixels
  float height = 0.0f;              // logical pixels
  float framebuffer_width = 0.0f;   // device pixels
  float framebuffer_height = 0.0f;  // device pixels
  float pixel_ratio = 1.0f;
  float content_scale = 1.0f;
};

}  // namespace azul::ui
