// The rules help of Azul: Summer Pavilion in the project's own words (ui/game/rules_help.h).
#pragma once

#include <span>

#include "ui/game/rules_help.h"

namespace azul::ui {

std::span<const RulesSection> pavilion_rules();
// The keys of the Summer Pavilion table (ui/pavilion/move_picker.h), for the Keys panel.
std::span<const KeyHelp> pavilion_keys();

}  // namespace azul::ui
