// Registers every game of engine/games.h with its GameTraits; the one place that instantiates
// the game screens of each game.
#include "ui/game_views.h"

#include <array>

#include "ai/puzzle_themes.h"
#include "engine/games.h"
#include "ui/game/game_controller.h"
#include "ui/game/game_traits_classic.h"
#include "ui/game/game_traits_pavilion.h"
#include "ui/puzzles/puzzle_screen.h"
#include "ui/share/replay_screen.h"

namespace azul::ui {
namespace {

// A lesson's game screen (GameViews::lesson): you at seat 1 against the lesson's AI level.
template <Game S>
std::unique_ptr<GameScreen> lesson_screen(const LessonProgress* progress, std::uint64_t seed) {
  const Lesson* lesson = GameTraits<S>::lesson();
  if (!lesson) return nullptr;
  std::optional<LessonGuide<S>> guide =
      LessonGuide<S>::make(*lesson, progress ? progress->step : 0);
  const auto* played = progress ? std::get_if<GameRecord<S>>(&progress->game.record) : nullptr;
  if (!guide || (progress && !played)) return nullptr;
  if (played && replay(*played).is_terminal()) return lesson_screen<S>(nullptr, seed);  // again
  NewGameSetup setup;
  setup.game = std::string(S::info().id);
  setup.seats[1].level = std::string(lesson->level);
  GameRecord<S> record = guide->script();
  if (guide->guided() || !played) {  // the script as far as the step
    record.actions.resize(guide->start_of(guide->step()));
    record.seed = played && played->seed ? *played->seed : seed;
  } else {  // playing on: the game so far
    record = *played;
  }
  setup.seed = record.seed.value_or(seed);
  return std::make_unique<GameController<S>>(setup, std::move(record), std::move(*guide));
}

template <Game S>
GameViews views_of() {
  using Traits = GameTraits<S>;
  return GameViews{
      .info = &S::info(),
      .tile_colours = Traits::kTileColours,
      .diamond_tiles = Traits::kDiamondTiles,
      .rules = &Traits::rules,
      .new_game = [](const NewGameSetup& setup) -> std::unique_ptr<GameScreen> {
        return std::make_unique<GameController<S>>(setup);
      },
      .resume = [](const NewGameSetup& setup,
                   const LoadedGame& game) -> std::unique_ptr<GameScreen> {
        return std::make_unique<GameController<S>>(setup, std::get<GameRecord<S>>(game.record),
                                                   game.shared);
      },
      .replay = [](const NewGameSetup& setup,
                   const LoadedGame& game) -> std::unique_ptr<GameScreen> {
        return std::make_unique<ReplayScreen<S>>(setup, std::get<GameRecord<S>>(game.record),
                                                 game.seats);
      },
      .has_lesson = Traits::lesson() != nullptr,
      .lesson = &lesson_screen<S>,
      .has_puzzles = !ai::puzzle_themes(S::kName).empty(),
      .puzzles = &make_puzzle_screen<S>,
  };
}

}  // namespace

std::span<const GameViews> game_views() {
  static const auto views = [] {
    std::vector<GameViews> all;
    for_each_game([&](auto tag) { all.push_back(views_of<typename decltype(tag)::type>()); });
    return all;
  }();
  return views;
}

const GameViews* find_views(std::string_view id) {
  for (const GameViews& views : game_views())
    if (views.info->id == id) return &views;
  return nullptr;
}

const GameViews& views_or_first(std::string_view id) {
  const GameViews* views = find_views(id);
  return views ? *views : game_views().front();
}

std::unique_ptr<GameScreen> make_game_screen(const NewGameSetup& setup) {
  const GameViews* views = find_views(setup.game);
  return views ? views->new_game(setup) : nullptr;
}

}  // namespace azul::ui
