#include <SDL2/SDL.h>

// SDL macros that Swift cannot import (casts and function-like macros), as constants.
static const Uint32 CSDL2_TOUCH_MOUSEID = SDL_TOUCH_MOUSEID;
static const int CSDL2_WINDOWPOS_CENTERED = SDL_WINDOWPOS_CENTERED;
static const Uint32 CSDL2_BUTTON_LMASK = SDL_BUTTON_LMASK;
