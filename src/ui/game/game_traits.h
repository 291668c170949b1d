// What the game screen needs to know about each game beyond azul::Game: its table view, its
// kind, its options from a NewGameSetup, and readable texts for the top bar and the move log.
// Specialised in ui/game/game_traits_classic.h and ui/game/game_traits_pavilion.h.
#pragma once

namespace azul::ui {

// template <> struct GameTraits<S> {
//   using View = ...;                                      // the table view of the game
//   static constexpr GameKind kKind = ...;
//   static typename S::Options options(const NewGameSetup&);
//   static std::string phase_name(const S&);               // "Factory offer", ...
//   static std::string short_phase_name(const S&);         // "Offer", for narrow screens
//   static std::string status_extra(const S&);             // "" or e.g. "Wild: orange"
//   static std::string describe(const S& before, Action);  // one log line, no seat name
// };
template <class S>
struct GameTraits;

}  // namespace azul::ui
