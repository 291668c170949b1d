// What a Summer Pavilion move would do to the mover's points (the engine's State::preview), in
// a player's words, for the tooltip of a space before it is chosen, and the words of the
// colours. Pure; unit-tested (tests/unit/ui_pavilion/preview_words_test.cpp).
#pragma once

#include <cstdint>
#include <string>

#include "engine/pavilion/state.h"

namespace azul::ui::pview {

// The colour's word in the player's language ("purple"), as sentences use it.
const char* colour_word(pavilion::Colour colour);

// "+3 points · 1 bonus tile", "+1 point", "start token · −4 points".
std::string preview_words(const pavilion::PlayPreview& preview);

// What placing `colour` on a space printed `value` can cost, from `payments` (bit w set: a
// payment with w wild tiles, MoveOptions::payments) and the round's `wild` colour:
// "pay 3 blue", "pay 2 blue + 1 wild", "pay 3 blue, or 2 blue + 1 wild",
// "pay 4 blue, or use 1–3 wild", "pay 2 wild".
std::string cost_words(int value, pavilion::Colour colour, std::uint8_t payments,
                       pavilion::Colour wild);

// "2 blue" (`count` tiles of `colour`), or with `wilds` wild tiles "2 blue + 1 wild".
std::string tiles_words(int count, pavilion::Colour colour, int wilds);

}  // namespace azul::ui::pview
