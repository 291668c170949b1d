// The rules help of classic Azul in the project's own words (ui/game/rules_help.h).
#pragma once

#include <span>

#include "ui/game/rules_help.h"

namespace azul::ui {

std::span<const RulesSection> azul_rules();

}  // namespace azul::ui
