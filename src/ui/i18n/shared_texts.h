// Texts that several screens show alike, in the chosen language (ui/i18n/translate.h): the
// engine's texts that are N_-marked where they are declared (engine/core/marked_text.h: the
// games' titles and descriptions, the option schemas' labels, help and values, the AI levels'
// descriptions), the AI levels' names, and a seat's short name.
#pragma once

#include <string>
#include <string_view>

namespace azul::ui {

// The translation of an N_-marked text held as a string_view ("" stays "").
std::string tr_text(std::string_view text);

// An AI level's name as a player reads it ("hard"); `level` is its id (ai/levels.h), which
// records and links keep. An unknown id is shown as it is.
std::string level_name(std::string_view level);

// A seat's short name: "P1" for seat 0.
std::string seat_label(int seat);

}  // namespace azul::ui
