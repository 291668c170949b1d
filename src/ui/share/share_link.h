// The page's URL hash as the whole current game: the engine's share link
// (engine/record/link.h) followed by the seat setup, e.g.
//
//   1.pavilion.2-coloured-1-PGOYBR-1.4711.187.<payload>~s=He
//
// After '~' come '&'-separated key=value fields (unknown ones are ignored, so newer links still
// open): `s` is the seat code (ui/share/loaded_game.h). A hash that starts with a digit is a
// game link; anything else ("game=azul", "seed=5") is a title-screen link (ui/link.h).
// Documented in docs/record-format.md, section "Share links".
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/record/link.h"
#include "ui/share/loaded_game.h"

namespace azul::ui {

inline constexpr char kShareFieldsSeparator = '~';
inline constexpr std::string_view kShareSeatsField = "s";

// Whether `hash` (with or without its '#') is a game link rather than a title-screen link.
bool is_game_link(std::string_view hash);

// The hash for an engine link and the seats.
std::string make_share_link(std::string_view engine_link, const std::vector<SeatSetup>& seats);

// Reads a game link completely (every move replayed and checked) or says what is wrong.
Parsed<LoadedGame> open_share_link(std::string_view hash);

}  // namespace azul::ui
