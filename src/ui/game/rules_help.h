// The in-game rules help for both games, in our own words: how a round goes, how placing and
// scoring work, how the game ends, how to play in this app, and the decisions this project
// takes where the printed rules are silent (shared/rules/*.md, "Decisions").
#pragma once

#include "ui/game_catalog.h"

namespace azul::ui {

// Draws the rules of `game` into the current window as collapsible sections.
void draw_rules_help(GameKind game);

}  // namespace azul::ui
