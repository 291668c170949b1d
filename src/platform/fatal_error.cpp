#include "platform/fatal_error.h"

#include <SDL.h>

#include <cstdio>
#include <string>

#ifdef __EMSCRIPTEN__
#include "platform/web_glue.h"
#endif

namespace azul::platform {

void report_fatal_error(std::string_view message) {
  const std::string text(message);
  std::fprintf(stderr, "azul: %s\n", text.c_str());
#ifdef __EMSCRIPTEN__
  azul_glue_fatal(text.c_str());
#else
  // Fails quietly when there is no display; stderr already has the message.
  SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "Azul", text.c_str(), nullptr);
#endif
}

}  // namespace azul::platform
