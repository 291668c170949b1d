// The rules help of classic Azul in the project's own words (ui/game/rules_help.h).
#pragma once

#include <span>

#include "ui/game/rules_help.h"

namespace azul::ui {

std::span<const RulesSection> azul_rules();
// The keys of the classic table (ui/classic/move_picker.h), for the Keys panel.
std::span<const KeyHelp> azul_keys();

}  // namespace azul::ui
