#include "platform/gl_renderer.h"

#include <cstddef>
#include <cstdint>

namespace azul::platform {
namespace {

// Attribute locations, bound before linking so that they never have to be looked up.
constexpr GLuint kPositionAttribute = 0;
constexpr GLuint kUvAttribute = 1;
constexpr GLuint kColourAttribute = 2;

constexpr char kVertexShader[] = R"(
uniform mat4 projection;
in vec2 position;
in vec2 uv;
in vec4 colour;
out vec2 fragment_uv;
out vec4 fragment_colour;
void main() {
  fragment_uv = uv;
  fragment_colour = colour;
  gl_Position = projection * vec4(position, 0.0, 1.0);
}
)";

constexpr char kFragmentShader[] = R"(
#ifdef GL_ES
precision mediump float;
#endif
uniform sampler2D atlas;
in vec2 fragment_uv;
in vec4 fragment_colour;
out vec4 out_colour;
void main() { out_colour = vec4(fragment_colour.rgb, fragment_colour.a * texture(atlas, fragment_uv).r); }
)";

GLuint compile(GLenum kind, const char* glsl_version, const char* body, std::string& error) {
  const GLuint shader = glCreateShader(kind);
  const std::string version = std::string(glsl_version) + "\n";
  const GLchar* parts[] = {version.c_str(), body};
  glShaderSource(shader, 2, parts, nullptr);
  glCompileShader(shader);
  GLint ok = GL_FALSE;
  glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
  if (ok == GL_TRUE) return shader;
  char log[512] = {};
  glGetShaderInfoLog(shader, sizeof log, nullptr, log);
  error = std::string("cannot compile the UI's ") +
          (kind == GL_VERTEX_SHADER ? "vertex" : "fragment") + " shader: " + log;
  glDeleteShader(shader);
  return 0;
}

void point_attributes_at(std::size_t first_vertex) {
  const std::size_t base = first_vertex * sizeof(ImDrawVert);
  const auto at = [base](std::size_t offset) {
    return reinterpret_cast<const void*>(static_cast<std::uintptr_t>(base + offset));
  };
  glVertexAttribPointer(kPositionAttribute, 2, GL_FLOAT, GL_FALSE, sizeof(ImDrawVert),
                        at(offsetof(ImDrawVert, pos)));
  glVertexAttribPointer(kUvAttribute, 2, GL_FLOAT, GL_FALSE, sizeof(ImDrawVert),
                        at(offsetof(ImDrawVert, uv)));
  glVertexAttribPointer(kColourAttribute, 4, GL_UNSIGNED_BYTE, GL_TRUE, sizeof(ImDrawVert),
                        at(offsetof(ImDrawVert, col)));
}

}  // namespace

std::unique_ptr<GlRenderer> GlRenderer::create(const char* glsl_version, std::string& error) {
  std::unique_ptr<GlRenderer> renderer(new GlRenderer());
  if (!renderer->build_program(glsl_version, error)) return nullptr;
  glGenVertexArrays(1, &renderer->vertex_array_);
  glGenBuffers(1, &renderer->vertex_buffer_);
  glGenBuffers(1, &renderer->index_buffer_);
  glGenTextures(1, &renderer->font_texture_);
  renderer->set_fixed_state();
  renderer->upload_fonts();
  ImGuiIO& io = ImGui::GetIO();
  io.BackendRendererName = "azul_gl_renderer";
  return renderer;
}

GlRenderer::~GlRenderer() {
  if (ImGui::GetCurrentContext() != nullptr) ImGui::GetIO().Fonts->SetTexID(nullptr);
  glDeleteTextures(1, &font_texture_);
  glDeleteBuffers(1, &index_buffer_);
  glDeleteBuffers(1, &vertex_buffer_);
  glDeleteVertexArrays(1, &vertex_array_);
  glDeleteProgram(program_);
}

bool GlRenderer::build_program(const char* glsl_version, std::string& error) {
  const GLuint vertex = compile(GL_VERTEX_SHADER, glsl_version, kVertexShader, error);
  if (vertex == 0) return false;
  const GLuint fragment = compile(GL_FRAGMENT_SHADER, glsl_version, kFragmentShader, error);
  if (fragment == 0) {
    glDeleteShader(vertex);
    return false;
  }
  program_ = glCreateProgram();
  glAttachShader(program_, vertex);
  glAttachShader(program_, fragment);
  glBindAttribLocation(program_, kPositionAttribute, "position");
  glBindAttribLocation(program_, kUvAttribute, "uv");
  glBindAttribLocation(program_, kColourAttribute, "colour");
  glLinkProgram(program_);
  glDeleteShader(vertex);  // kept alive by the program until it is deleted
  glDeleteShader(fragment);
  GLint ok = GL_FALSE;
  glGetProgramiv(program_, GL_LINK_STATUS, &ok);
  if (ok != GL_TRUE) {
    char log[512] = {};
    glGetProgramInfoLog(program_, sizeof log, nullptr, log);
    error = std::string("cannot link the UI's shaders: ") + log;
    return false;
  }
  projection_location_ = glGetUniformLocation(program_, "projection");
  return true;
}

// Nothing else draws on this context, so what every frame needs the same is set once.
void GlRenderer::set_fixed_state() {
  glUseProgram(program_);
  glUniform1i(glGetUniformLocation(program_, "atlas"), 0);
  glActiveTexture(GL_TEXTURE0);
  glBindTexture(GL_TEXTURE_2D, font_texture_);
  glBindVertexArray(vertex_array_);
  glBindBuffer(GL_ARRAY_BUFFER, vertex_buffer_);
  glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, index_buffer_);  // recorded in the vertex array
  glEnableVertexAttribArray(kPositionAttribute);
  glEnableVertexAttribArray(kUvAttribute);
  glEnableVertexAttribArray(kColourAttribute);
  glEnable(GL_BLEND);
  glBlendEquation(GL_FUNC_ADD);
  glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
  glDisable(GL_CULL_FACE);
  glDisable(GL_DEPTH_TEST);
  glDisable(GL_STENCIL_TEST);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
}

void GlRenderer::upload_fonts() {
  ImGuiIO& io = ImGui::GetIO();
  unsigned char* pixels = nullptr;
  int width = 0;
  int height = 0;
  // ImGui's atlas is coverage only (white glyphs): one byte a pixel, a quarter of the memory
  // of RGBA, which matters for the thousands of glyphs of a CJK language at a phone's density.
  io.Fonts->GetTexDataAsAlpha8(&pixels, &width, &height);
  glBindTexture(GL_TEXTURE_2D, font_texture_);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_R8, width, height, 0, GL_RED, GL_UNSIGNED_BYTE, pixels);
  io.Fonts->SetTexID(reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(font_texture_)));
}

void GlRenderer::upload_geometry(const ImDrawData& data) {
  vertices_.clear();
  indices_.clear();
  for (int n = 0; n < data.CmdListsCount; ++n) {
    const ImDrawList& list = *data.CmdLists[n];
    vertices_.insert(vertices_.end(), list.VtxBuffer.begin(), list.VtxBuffer.end());
    indices_.insert(indices_.end(), list.IdxBuffer.begin(), list.IdxBuffer.end());
  }
  glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(vertices_.size() * sizeof(ImDrawVert)),
               vertices_.data(), GL_STREAM_DRAW);
  glBufferData(GL_ELEMENT_ARRAY_BUFFER,
               static_cast<GLsizeiptr>(indices_.size() * sizeof(ImDrawIdx)), indices_.data(),
               GL_STREAM_DRAW);
}

// Maps ImGui's display rectangle (logical pixels) onto clip space, y pointing down.
void GlRenderer::set_projection(const ImDrawData& data) {
  const ImVec4 shown(data.DisplayPos.x, data.DisplayPos.y, data.DisplaySize.x, data.DisplaySize.y);
  if (shown.x == projected_.x && shown.y == projected_.y && shown.z == projected_.z &&
      shown.w == projected_.w)
    return;
  projected_ = shown;
  const float left = shown.x;
  const float right = shown.x + shown.z;
  const float top = shown.y;
  const float bottom = shown.y + shown.w;
  const float matrix[16] = {2.0f / (right - left),
                            0.0f,
                            0.0f,
                            0.0f,
                            0.0f,
                            2.0f / (top - bottom),
                            0.0f,
                            0.0f,
                            0.0f,
                            0.0f,
                            -1.0f,
                            0.0f,
                            (right + left) / (left - right),
                            (top + bottom) / (bottom - top),
                            0.0f,
                            1.0f};
  glUniformMatrix4fv(projection_location_, 1, GL_FALSE, matrix);
}

void GlRenderer::render(const ImDrawData& data, const ui::DisplayMetrics& display,
                        const ImVec4& clear) {
  const int width = static_cast<int>(display.framebuffer_width);
  const int height = static_cast<int>(display.framebuffer_height);
  if (width != viewport_width_ || height != viewport_height_) {
    glViewport(0, 0, width, height);
    viewport_width_ = width;
    viewport_height_ = height;
  }
  glDisable(GL_SCISSOR_TEST);  // the clear covers the whole drawable
  glClearColor(clear.x, clear.y, clear.z, clear.w);
  glClear(GL_COLOR_BUFFER_BIT);
  if (data.CmdListsCount == 0 || data.DisplaySize.x <= 0.0f || data.DisplaySize.y <= 0.0f) return;

  glEnable(GL_SCISSOR_TEST);
  set_projection(data);
  upload_geometry(data);
  const ImVec2 scale = data.FramebufferScale;
  const ImVec2 origin = data.DisplayPos;
  GLuint bound_texture = font_texture_;
  std::size_t first_vertex = 0;
  std::size_t first_index = 0;
  for (int n = 0; n < data.CmdListsCount; ++n) {
    const ImDrawList& list = *data.CmdLists[n];
    point_attributes_at(first_vertex);
    for (const ImDrawCmd& command : list.CmdBuffer) {
      if (command.UserCallback != nullptr) {
        // The app adds no callbacks; ImGui's own "reset the render state" needs nothing here.
        if (command.UserCallback != ImDrawCallback_ResetRenderState)
          command.UserCallback(&list, &command);
        continue;
      }
      const float min_x = (command.ClipRect.x - origin.x) * scale.x;
      const float min_y = (command.ClipRect.y - origin.y) * scale.y;
      const float max_x = (command.ClipRect.z - origin.x) * scale.x;
      const float max_y = (command.ClipRect.w - origin.y) * scale.y;
      if (max_x <= min_x || max_y <= min_y || command.ElemCount == 0) continue;
      glScissor(static_cast<GLint>(min_x), static_cast<GLint>(static_cast<float>(height) - max_y),
                static_cast<GLsizei>(max_x - min_x), static_cast<GLsizei>(max_y - min_y));
      const auto texture = static_cast<GLuint>(reinterpret_cast<std::intptr_t>(command.TextureId));
      if (texture != bound_texture) {
        glBindTexture(GL_TEXTURE_2D, texture);
        bound_texture = texture;
      }
      const std::size_t offset = (first_index + command.IdxOffset) * sizeof(ImDrawIdx);
      glDrawElements(GL_TRIANGLES, static_cast<GLsizei>(command.ElemCount),
                     sizeof(ImDrawIdx) == 2 ? GL_UNSIGNED_SHORT : GL_UNSIGNED_INT,
                     reinterpret_cast<const void*>(static_cast<std::uintptr_t>(offset)));
    }
    first_vertex += static_cast<std::size_t>(list.VtxBuffer.Size);
    first_index += static_cast<std::size_t>(list.IdxBuffer.Size);
  }
  if (bound_texture != font_texture_) glBindTexture(GL_TEXTURE_2D, font_texture_);
}

}  // namespace azul::platform
