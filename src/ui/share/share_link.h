// The page's URL hash as the whole current game: the engine's share link
// (engine/record/link.h) carrying the page's fields, e.g.
//
//   2.pavilion.3-monochrome.4711.187.<payload>~s=Hme.<check>
//
// After '~' come '&'-separated key=value fields (unknown ones are ignored, so newer links still
// open): `s` is the seat code (ai/seats.h), `g` the game's id in the saved-games library of the
// browser that wrote the link (ui/share/game_library.h). The engine's check covers them too. A
// hash of key=value fields with lowercase keys and no '.' or '~' ("game=azul&seed=5") is a
// title-screen link (ui/link.h); any other is read as a game link, so that a damaged one (its
// version cut off, a word typed instead) is explained rather than quietly ignored. Documented
// in docs/record-format.md, section "Share links".
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/record/link.h"
#include "ui/share/loaded_game.h"

namespace azul::ui {

// Whether `hash` (with or without its '#') is a game link rather than a title-screen link.
bool is_game_link(std::string_view hash);

// The page's fields of a game's link ("s=Hme"), and the id field ("g=m3x9k2a1-4f7q") that a
// game kept in the library adds.
std::string share_fields(const std::vector<SeatSetup>& seats);
std::string game_id_field(std::string_view id);

// A game link read: the game and, when the link has one, its library id.
struct SharedGame {
  LoadedGame game;
  std::string id;
  std::string fields;  // all the link's fields, as they came ("s=Hme&g=...")
};

// The hash of a record and its seats.
template <Game S>
std::string make_share_link(const GameRecord<S>& record, const std::vector<SeatSetup>& seats) {
  return encode_link(record, share_fields(seats));
}

// Reads a game link completely (every move replayed and checked) or says what is wrong.
Parsed<SharedGame> open_share_link(std::string_view hash);

}  // namespace azul::ui
