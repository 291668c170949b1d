#include "ui/learn/lesson_store.h"

#include <charconv>

#include "ui/i18n/translate.h"
#include "ui/share/saved_game.h"

namespace azul::ui {
namespace {

constexpr std::string_view kHeader = "azul-lesson 1\n";
constexpr std::string_view kStep = "step ";

}  // namespace

std::string lesson_key(std::string_view game) {
  return std::string(kLessonKeyPrefix) + std::string(game);
}

std::string lesson_progress_text(std::size_t step, std::string_view record_text,
                                 const std::vector<SeatSetup>& seats) {
  return std::string(kHeader) + std::string(kStep) + std::to_string(step) + "\n" +
         make_saved_game(SaveStamp{"lesson", 0}, record_text, seats);
}

Parsed<LessonProgress> parse_lesson_progress(std::string_view text) {
  if (!text.starts_with(kHeader))
    return Parsed<LessonProgress>::fail(
        // TRANSLATORS: what is wrong with a lesson kept in the browser: its first line.
        tr("it is not a lesson's progress"));
  text.remove_prefix(kHeader.size());
  const std::size_t end = text.find('\n');
  if (!text.starts_with(kStep) || end == std::string_view::npos)
    return Parsed<LessonProgress>::fail(
        // TRANSLATORS: what is wrong with a lesson kept in the browser: its second line.
        tr("line 2 should be its step"));
  LessonProgress progress;
  const char* first = text.data() + kStep.size();
  const auto [stop, error] = std::from_chars(first, text.data() + end, progress.step);
  if (error != std::errc() || stop != text.data() + end)
    return Parsed<LessonProgress>::fail(tr("line 2 should be its step"));
  Parsed<SavedGame> saved = parse_saved_game(text.substr(end + 1));
  if (!saved.ok()) return Parsed<LessonProgress>::fail(saved.error);
  progress.game = std::move(saved.value->game);
  return Parsed<LessonProgress>{std::move(progress), {}};
}

}  // namespace azul::ui
