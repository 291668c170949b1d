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

// A key (or keys) and what it does, in English marked N_(): the Keys panel and the rules help
// show a game's keys (ui/classic/move_picker.h, ui/pavilion/move_picker.h), then the keys every
// game screen knows.
struct KeyHelp {
  const char* keys;
  const char* what;
};

// Draws the game's keys and the common ones as a two-column table.
void draw_keys_help(std::span<const KeyHelp> game_keys);

// "- Wall side: <help>", one line per option of the schema but the player count.
std::string options_help_text(OptionSchema options);

// Draws the sections and an "Options of this game" section into the current window,
// collapsible.
void draw_rules_help(std::span<const RulesSection> sections, OptionSchema options);

}  // namespace azul::ui
