// The in-game rules help, in our own words: each game's sections (how a round goes, how placing
// and scoring work, how the game ends, how to play in this app, and the decisions this project
// takes where the printed rules are silent, docs/rules.md), then the game's options as its
// schema describes them (engine/core/option_schema.h).
#pragma once

#include <span>
#include <string>

#include "engine/core/option_schema.h"

namespace azul::ui {

// A section's title and text in English, marked N_() where they are written: drawn translated.
struct RulesSection {
  const char* title;
  const char* text;
};

// "- Wall side: <help>", one line per option of the schema but the player count.
std::string options_help_text(OptionSchema options);

// Draws the sections and an "Options of this game" section into the current window,
// collapsible.
void draw_rules_help(std::span<const RulesSection> sections, OptionSchema options);

}  // namespace azul::ui
