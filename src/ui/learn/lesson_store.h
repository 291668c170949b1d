// A lesson's progress as the browser keeps it (the setting "lesson.<game id>"), so that "Learn
// to play" resumes where the player left; it is never one of the saved-games library's games.
//
//   azul-lesson 1
//   step 4                        the step the lesson is at (the step count: playing on freely)
//   azul-save 2                   the game so far with its seats (ui/share/saved_game.h)
//   ...
//
// Reading checks everything and says what is wrong (a damaged entry: the lesson starts again).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/status.h"
#include "ui/share/loaded_game.h"

namespace azul::ui {

inline constexpr std::string_view kLessonKeyPrefix = "lesson.";

struct LessonProgress {
  std::size_t step = 0;
  LoadedGame game;
};

std::string lesson_key(std::string_view game);

std::string lesson_progress_text(std::size_t step, std::string_view record_text,
                                 const std::vector<SeatSetup>& seats);
Parsed<LessonProgress> parse_lesson_progress(std::string_view text);

}  // namespace azul::ui
