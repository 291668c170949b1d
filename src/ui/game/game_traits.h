// What the screens need to know about each game beyond azul::Game: its table view, its tiles
// for the title screen, its rules text, and readable texts for the top bar and the move log.
// ui/game_views.h registers every game of engine/games.h with its traits.
// Specialised in ui/game/game_traits_classic.h and ui/game/game_traits_pavilion.h.
#pragma once

namespace azul::ui {

// template <> struct GameTraits<S> {
//   using View = ...;                                      // the table view of the game
//   static constexpr ImU32 kTileColours[];                 // in the order of the colour letters
//   static constexpr bool kDiamondTiles;                   // the title screen's tile shape
//   static std::span<const RulesSection> rules();          // the rules help's sections
//   static std::span<const KeyHelp> keys();                // the table's keys
//   static const Lesson* lesson();                         // "Learn to play" (ui/learn), or null
//   static std::string phase_name(const S&);               // "Factory offer", ...
//   static std::string short_phase_name(const S&);         // "Offer", for narrow screens
//   static std::string status_extra(const S&);             // "" or e.g. "Wild: orange"
//   static std::string describe(const S& before, Action);  // one log line, no seat name
// };
template <class S>
struct GameTraits;

}  // namespace azul::ui
