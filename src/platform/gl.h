// The OpenGL header for this build: desktop OpenGL natively, OpenGL ES 3 (WebGL2) in the
// browser. The platform layer calls only a few basic functions (viewport, clear); ImGui's
// OpenGL3 renderer loads everything else itself.
#pragma once

#ifdef __EMSCRIPTEN__
#include <GLES3/gl3.h>
#else
#include <SDL_opengl.h>
#endif
