// Readable notation of classic Azul actions (what records, links and the CLI store).
//
// Grammar (tokens separated by one or more spaces; letters in either case):
//   take    := SOURCE COLOUR DESTINATION        e.g. "F3 R 2", "C K floor"
//     SOURCE      := "F1".."F9" (factory) | "C" (the centre)
//     COLOUR      := "B" | "Y" | "R" | "K" | "W"
//     DESTINATION := "1".."5" (pattern line, top = 1) | "floor"
//   place   := "tile" "row" ROW "col" COLUMN    e.g. "tile row 2 col 4" (grey wall; 1-based)
//   draw    := COLOUR                           e.g. "R" (chance: one tile drawn from the bag)
// action_to_string prints exactly this canonical form ("F3 R 2", "C K floor",
// "tile row 2 col 4", "R"); parse_action_text accepts it back.
#pragma once

#include <string>
#include <string_view>

#include "engine/classic/actions.h"

namespace azul::classic {

// Notation of any id in the layout of actions.h, legal or not; "invalid action <id>" otherwise.
std::string action_text(Action a);

// Parses notation. `num_factories` bounds the factory numbers accepted (5, 7 or 9). Legality in
// a position is not checked here (State::apply says why a well-formed action is illegal).
Parsed<Action> parse_action_text(std::string_view text, int num_factories);

}  // namespace azul::classic
