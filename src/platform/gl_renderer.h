// Draws ImGui's draw data with OpenGL 3.2 core (native) or OpenGL ES 3.0 (WebGL 2 in the
// browser), in place of ImGui's own OpenGL3 renderer.
//
// Why our own: the app owns the whole canvas, so a frame can simply set the state it needs.
// ImGui's renderer saves and restores about twenty pieces of GL state around every frame, and
// in the browser each of those reads is a WebGL getParameter() that waits for the GPU process:
// measured on the idle title screen, 92% of the page's main-thread time went there. This
// renderer never reads GL state back after it starts, sets what stays the same once, and sends
// each frame's vertices and indices in one upload each.
#pragma once

#include <imgui.h>

#include <memory>
#include <string>
#include <vector>

#include "platform/gl.h"
#include "ui/display_metrics.h"

namespace azul::platform {

class GlRenderer {
 public:
  // Compiles the shaders (`glsl_version`: the "#version" line for this context) and creates
  // the buffers and the font texture from ImGui's current font atlas. On failure returns
  // nullptr and sets `error`.
  static std::unique_ptr<GlRenderer> create(const char* glsl_version, std::string& error);
  ~GlRenderer();
  GlRenderer(const GlRenderer&) = delete;
  GlRenderer& operator=(const GlRenderer&) = delete;

  // Uploads ImGui's font atlas again (after the App rebuilt it).
  void upload_fonts();
  // Clears the drawable with `clear` and draws `data` onto it.
  void render(const ImDrawData& data, const ui::DisplayMetrics& display, const ImVec4& clear);

 private:
  GlRenderer() = default;
  bool build_program(const char* glsl_version, std::string& error);
  void set_fixed_state();
  void upload_geometry(const ImDrawData& data);
  void set_projection(const ImDrawData& data);

  GLuint program_ = 0;
  GLint projection_location_ = -1;
  GLuint vertex_array_ = 0;
  GLuint vertex_buffer_ = 0;
  GLuint index_buffer_ = 0;
  GLuint font_texture_ = 0;
  // The frame's vertices and indices of every draw list, end to end.
  std::vector<ImDrawVert> vertices_;
  std::vector<ImDrawIdx> indices_;
  // What was last set, so that an unchanged frame sets it no more.
  ImVec4 projected_ = ImVec4(0, 0, 0, 0);  // display position and size
  int viewport_width_ = 0;
  int viewport_height_ = 0;
};

}  // namespace azul::platform
