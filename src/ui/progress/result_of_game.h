// The ledger's entry of a finished game (ui/progress/game_result.h), made from the game itself
// when it ends, and the rule of which games are rated.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "ai/seats.h"
#include "ui/progress/game_result.h"
#include "ui/share/loaded_game.h"

namespace azul::ui {

// Whether a game of these seats counts for the player's rating: one person at this device
// against AI seats only, each of a level with a ladder rating in `game` (ai/levels.h). Games of
// people only (at this device or by link) count in the statistics but not in the rating; so does
// a game with more than one person, whose rating it would be is not known.
bool is_rateable(std::string_view game, const std::vector<ai::SeatSetup>& seats);

// The entry of a finished game kept under library id `id`, ended at `ended_ms`; rated when its
// seats are rateable and the player did not give the rating up (Undo or Hint, ui/progress/
// ledger.h: mark_unrated). Nothing for a game not finished, or without a person at this device
// (a game only watched).
std::optional<GameResult> result_of_game(const LoadedGame& game, std::string_view id,
                                         std::int64_t ended_ms, bool given_up);

}  // namespace azul::ui
