// The player's progress in words, in the language chosen: ratings as people say them
// ("1,512"), their trend, a rated game's change and the next level to try.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "ui/i18n/numbers.h"
#include "ui/progress/game_result.h"
#include "ui/progress/rating_history.h"

namespace azul::ui {

// A rating, rounded: "1,512".
std::string rating_words(double rating);

// The title card's line: "Rating 1,512, provisional", "Rating 1,684 ▲ 23 this week",
// "Rating 1,684"; nothing before the first rated game.
std::optional<std::string> rating_card_line(const RatingSummary& summary);

// The end of a rated game: "Rating 1,512 → 1,538 (+26)".
std::string rating_change_words(const RatingPoint& point);

// Now and then, after a rated game: when the player's last ten rated games against `level`
// (at least five) won 75% or more, the next level up; 25% or less, the next level down
// ("You win 80% against club: try intermediate"). Nothing otherwise.
std::optional<std::string> level_suggestion(std::span<const GameResult> results,
                                            std::string_view game, std::string_view level);

// A rated game's opponent level: the first AI seat's (nothing when it has none).
std::optional<std::string> first_ai_level(const GameResult& result);

}  // namespace azul::ui
