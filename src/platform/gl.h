// The OpenGL header for this build: desktop OpenGL 3.2 natively, OpenGL ES 3 (WebGL2) in the
// browser. Natively the functions beyond OpenGL 1.1 are linked directly from the system's
// libGL (as Linux's does), so their prototypes are declared.
#pragma once

#ifdef __EMSCRIPTEN__
#include <GLES3/gl3.h>
#else
#define GL_GLEXT_PROTOTYPES 1
#include <SDL_opengl.h>
#endif
