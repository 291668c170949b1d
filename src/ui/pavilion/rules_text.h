// The rules help of Azul: Summer Pavilion in the project's own words (ui/game/rules_help.h).
#pragma once

#include <span>

#include "ui/game/rules_help.h"

namespace azul::ui {

std::span<const RulesSection> pavilion_rules();

}  // namespace azul::ui
