// The lessons (ui/learn): each game's lesson is valid data (its script replays, each move step
// names the person's next move of the script, legal where it is played, and every word is
// translated in every language); the guide outlines the step's move, refuses any other with
// the reason and changes nothing, moves on once the move is played, resumes from a step alone;
// the game's flow plays the script's deals and AI moves and then goes on freely; the progress
// kept in the browser reads back and a damaged one says what is wrong.
#include <gtest/gtest.h>

#include "ai/levels.h"
#include "engine/classic/state.h"
#include "engine/games.h"
#include "ui/game/game_flow.h"
#include "ui/game/game_traits_classic.h"
#include "ui/game/game_traits_pavilion.h"
#include "ui/game_views.h"
#include "ui/i18n/languages.h"
#include "ui/learn/lesson_guide.h"
#include "ui/learn/lesson_store.h"

namespace azul::ui {
namespace {

constexpr double kFrame = 1.0 / 60.0;

Preferences fast() {
  Preferences preferences;
  preferences.animation = AnimationSpeed::kOff;
  preferences.pacing = Pacing::kInstant;
  preferences.auto_play_forced = false;
  return preferences;
}

template <Game S>
void check_lesson(const Lesson& lesson) {
  SCOPED_TRACE(std::string(lesson.game));
  const std::optional<LessonGuide<S>> guide = LessonGuide<S>::make(lesson, 0);
  ASSERT_TRUE(guide) << "the script replays and the steps follow it";
  EXPECT_EQ(lesson.game, S::info().id);
  EXPECT_TRUE(ai::is_bot_level(lesson.level)) << lesson.level;
  // Every step's move is legal in the script's position where it is played.
  S state(guide->script().options);
  std::size_t k = 0;
  for (std::size_t step = 0; step < lesson.steps.size(); ++step) {
    if (lesson.steps[step].is_note()) continue;
    const std::size_t at = guide->start_of(step);
    for (; k < at; ++k) state.apply_unchecked(guide->script().actions[k]);
    ASSERT_EQ(state.current_player(), kLessonSeat);
    const Parsed<Action> move = state.parse_action(lesson.steps[step].move);
    ASSERT_TRUE(move.ok()) << lesson.steps[step].move;
    EXPECT_TRUE(state.is_legal(*move.value)) << lesson.steps[step].move;
  }
  // Every word in every language.
  for (const Language& language : languages()) {
    if (language.code == kEnglish) continue;
    ASSERT_TRUE(set_language(language.code));
    for (const LessonStep& step : lesson.steps)
      EXPECT_STRNE(tr(step.text), step.text) << language.code << ": " << step.text;
    EXPECT_STRNE(tr(lesson.closing), lesson.closing) << language.code;
  }
  set_language(kEnglish);
}

TEST(Lesson, EveryLessonIsValidData) {
  int lessons = 0;
  for_each_game([&](auto tag) {
    using S = typename decltype(tag)::type;
    if (const Lesson* lesson = GameTraits<S>::lesson()) {
      check_lesson<S>(*lesson);
      ++lessons;
    }
  });
  EXPECT_EQ(lessons, 2) << "both games have a lesson";
}

TEST(Lesson, AStepThatDoesNotFollowTheScriptIsNotALesson) {
  const Lesson& azul = azul_lesson();
  std::vector<LessonStep> steps(azul.steps.begin(), azul.steps.end());
  steps[1].move = "F2 K 3";  // the AI's move, not the person's
  const Lesson wrong{azul.game, azul.script, steps, azul.level, azul.closing};
  EXPECT_FALSE(LessonGuide<classic::State>::make(wrong, 0));
  const Lesson unplayable{azul.game, "azul-record 1\ngame azul\nmoves\n1 F9 B 1\n", azul.steps,
                          azul.level, azul.closing};
  EXPECT_FALSE(LessonGuide<classic::State>::make(unplayable, 0));
}

// A guided game: the flow plays the script's deals and AI moves; the person plays each step's
// move (any other is refused with the reason, and nothing changes); notes hold the game; then
// the AI seat's bot plays on.
template <Game S>
void play_guided(const Lesson& lesson) {
  SCOPED_TRACE(std::string(lesson.game));
  LessonGuide<S> guide = *LessonGuide<S>::make(lesson, 0);
  GameRecord<S> start = guide.script();
  start.actions.clear();
  start.seed = 7;
  GameFlow<S> flow(start, {SeatSetup{true, ""}, SeatSetup{false, std::string(lesson.level)}});
  flow.follow_script(guide.script().actions);
  double now = 0.0;
  int refused = 0;
  for (int frame = 0; frame < 20000 && guide.guided(); ++frame) {
    now += kFrame;
    guide.follow(flow.session().action_count());
    flow.advance(now, fast(), FlowHold{guide.on_note(), guide.on_note()});
    if (guide.on_note()) {
      EXPECT_TRUE(guide.refusal(flow.session().state(), Action{}, 0).has_value());
      guide.next();
      continue;
    }
    const std::optional<Action> target = guide.target(flow.session().action_count());
    if (!target) continue;
    const S& state = flow.session().state();
    ActionList legal;
    state.legal_actions(legal);
    for (Action other : legal) {
      if (other == *target) continue;
      const std::optional<std::string> why =
          guide.refusal(state, other, flow.session().action_count());
      ASSERT_TRUE(why);
      EXPECT_NE(why->find("this step"), std::string::npos) << *why;
      ++refused;
      break;
    }
    EXPECT_FALSE(guide.refusal(state, *target, flow.session().action_count()));
    ASSERT_TRUE(flow.play(*target, now, fast()));
  }
  EXPECT_FALSE(guide.guided());
  EXPECT_GT(refused, 3);
  const std::vector<Action>& script = guide.script().actions;
  ASSERT_GE(flow.session().action_count(), script.size());
  EXPECT_TRUE(std::equal(script.begin(), script.end(), flow.session().record().actions.begin()));
  const std::size_t guided = flow.session().action_count();
  for (int frame = 0; frame < 5000 && flow.session().action_count() < guided + 8; ++frame) {
    now += kFrame;
    if (flow.session().is_human(flow.session().state().current_player())) {
      ActionList legal;
      flow.session().state().legal_actions(legal);
      flow.play(legal[0], now, fast());
    }
    flow.advance(now, fast(), {});
  }
  EXPECT_GE(flow.session().action_count(), guided + 8) << "the game goes on";
}

TEST(Lesson, AGuidedGameFollowsItsStepsThenPlaysOnFreely) {
  for_each_game([&](auto tag) {
    using S = typename decltype(tag)::type;
    if (const Lesson* lesson = GameTraits<S>::lesson()) play_guided<S>(*lesson);
  });
}

TEST(Lesson, AGuideResumesFromItsStepAlone) {
  using S = classic::State;
  const Lesson& lesson = azul_lesson();
  for (std::size_t step = 0; step <= lesson.steps.size(); ++step) {
    const LessonGuide<S> guide = *LessonGuide<S>::make(lesson, step);
    const std::size_t at = guide.start_of(step);
    ASSERT_LE(at, guide.script().actions.size());
    if (step < lesson.steps.size() && !lesson.steps[step].is_note()) {
      EXPECT_EQ(guide.target(at), guide.script().actions[at]);
      EXPECT_FALSE(guide.target(at + 1));
    }
  }
  EXPECT_EQ(LessonGuide<S>::make(lesson, lesson.steps.size())->start_of(lesson.steps.size()),
            LessonGuide<S>::make(lesson, 0)->script().actions.size());
  EXPECT_FALSE(LessonGuide<S>::make(lesson, lesson.steps.size() + 1));
}

TEST(LessonStore, ProgressReadsBackAndADamagedOneSaysWhy) {
  const std::string record =
      "azul-record 1\ngame azul\nplayers 2\nmoves\ndeal BBYRKKKWYYYYWWRRBBBK\nend\n";
  const std::string text =
      lesson_progress_text(4, record, {SeatSetup{true, ""}, SeatSetup{false, "newcomer"}});
  const Parsed<LessonProgress> read = parse_lesson_progress(text);
  ASSERT_TRUE(read.ok()) << read.error;
  EXPECT_EQ(read.value->step, 4u);
  EXPECT_EQ(game_id(read.value->game.record), "azul");
  EXPECT_FALSE(parse_lesson_progress("azul-lesson 1\nstep x\n").ok());
  EXPECT_FALSE(parse_lesson_progress("hello").ok());
  const Parsed<LessonProgress> cut = parse_lesson_progress(text.substr(0, text.size() - 8));
  EXPECT_FALSE(cut.ok());
  EXPECT_FALSE(cut.error.empty());
}

// The screens: a lesson from its start, from a kept step, and a finished lesson's game starts
// afresh; a game without a lesson has none.
TEST(LessonStore, LessonScreensComeFromTheirProgress) {
  const GameViews* azul = find_views("azul");
  ASSERT_TRUE(azul && azul->has_lesson);
  const std::unique_ptr<GameScreen> fresh = azul->lesson(nullptr, 5);
  ASSERT_TRUE(fresh);
  EXPECT_EQ(fresh->lesson_step(), 0u);
  LessonProgress progress{3, fresh->loaded()};
  const std::unique_ptr<GameScreen> resumed = azul->lesson(&progress, 5);
  ASSERT_TRUE(resumed);
  EXPECT_EQ(resumed->lesson_step(), 3u);
  EXPECT_NE(resumed->record_text(), fresh->record_text()) << "the script as far as step 3";
  progress.step = 99;
  EXPECT_FALSE(azul->lesson(&progress, 5));
}

}  // namespace
}  // namespace azul::ui
