// What a move sounds like on each table (ui/sound/table_sounds.h): which events sound, in which
// order and when, for a take, a round's end with its scoring story and the end of the game, in
// both games, with animations and without; and that a change the move did not make is silent.
#include "ui/sound/table_sounds.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine/classic/position_builder.h"
#include "engine/core/rng.h"
#include "engine/pavilion/position_editor.h"
#include "ui/classic/table_timing.h"

namespace azul::ui::sound {
namespace {

constexpr float kAnimation = 0.3f;

std::vector<std::string> names(const std::vector<Cue>& cues) {
  std::vector<std::string> out;
  for (const Cue& cue : cues) out.emplace_back(sound_name(cue.sound));
  return out;
}

bool in_time_order(const std::vector<Cue>& cues) {
  for (std::size_t i = 1; i < cues.size(); ++i)
    if (cues[i].at < cues[i - 1].at) return false;
  return true;
}

classic::State build(const classic::PositionBuilder& builder) {
  const Parsed<classic::State> built = builder.build();
  EXPECT_TRUE(built.ok()) << built.error;
  return *built.value;
}

// The position after `move` (notation) and the move's id.
struct Played {
  classic::State before;
  classic::State after;
  Action move = 0;
};
Played play(const classic::State& before, std::string_view notation) {
  const Parsed<Action> move = before.parse_action(notation);
  EXPECT_TRUE(move.ok()) << move.error;
  classic::State after = before;
  EXPECT_TRUE(after.apply(*move.value).ok());
  return Played{before, after, *move.value};
}

TEST(ClassicTableSounds, ATakeClicksForEachTileThenEachLandsAndTheRestFalls) {
  const Played p =
      play(build(classic::PositionBuilder(classic::Options{}).factory(0, "BBBY")), "F1 B 2");
  const std::vector<Cue> cues = table_sounds(p.before, p.after, p.move, kAnimation);
  EXPECT_EQ(names(cues),
            (std::vector<std::string>{"take", "take", "take", "place", "place", "floor"}));
  EXPECT_EQ(cues[0].at, 0.0);
  EXPECT_NEAR(cues[3].at, kAnimation, 1e-6) << "the first tile lands when its flight ends";
  EXPECT_NEAR(cues[4].at, kAnimation + aview::kFlightStagger, 1e-6);
  EXPECT_NEAR(cues[5].at, kAnimation + 2 * aview::kFlightStagger, 1e-6) << "the third falls";
  EXPECT_NE(cues[0].pitch, cues[1].pitch) << "two tiles never click alike";
}

TEST(ClassicTableSounds, MoreTilesTakenSoundLouder) {
  const classic::State s =
      build(classic::PositionBuilder(classic::Options{}).factory(0, "BYRK").factory(1, "BBBB"));
  const Played one = play(s, "F1 B 1");
  const Played four = play(s, "F2 B floor");
  const std::vector<Cue> quiet = table_sounds(one.before, one.after, one.move, kAnimation);
  const std::vector<Cue> loud = table_sounds(four.before, four.after, four.move, kAnimation);
  EXPECT_EQ(names(quiet), (std::vector<std::string>{"take", "place"}));
  const std::vector<std::string> heard = names(loud);
  EXPECT_EQ(std::count(heard.begin(), heard.end(), "take"), 4);
  EXPECT_GT(loud.front().gain, quiet.front().gain);
}

TEST(ClassicTableSounds, TheFirstTakeFromTheCentreTakesTheMarker) {
  const Played p = play(
      build(classic::PositionBuilder(classic::Options{}).centre("RR").factory(0, "BBBB")), "C R 2");
  EXPECT_EQ(names(table_sounds(p.before, p.after, p.move, kAnimation)),
            (std::vector<std::string>{"take", "take", "marker", "place", "place"}));
}

// Seat 1 takes the last tile to its floor: the round ends, seat 0's yellow (row 1) and white
// (row 2) lines go to the wall one after another, and seat 1's floor costs a point.
Played round_end() {
  return play(build(classic::PositionBuilder(classic::Options{})
                        .pattern_line(0, 0, "Y")
                        .pattern_line(0, 1, "WW")
                        .factory(0, "R")
                        .to_move(1)),
              "F1 R floor");
}

// Each point as ui/classic/scoring_story.h tells it.
TEST(ClassicTableSounds, TheRoundsScoringSoundsPointByPointInStepWithTheStory) {
  const Played p = round_end();
  ASSERT_TRUE(p.after.is_chance()) << "the next round is dealt";
  const std::vector<Cue> cues = table_sounds(p.before, p.after, p.move, kAnimation);
  EXPECT_EQ(names(cues), (std::vector<std::string>{"take", "floor", "penalty", "point", "point"}));
  EXPECT_TRUE(in_time_order(cues));
  const float delay = aview::take_flight_seconds(1, kAnimation);
  const float step = aview::tiling_step_seconds(kAnimation);
  EXPECT_NEAR(cues[2].at, delay, 1e-6) << "the floor's penalty: seat 1 tiles nothing";
  EXPECT_NEAR(cues[3].at, delay + step, 1e-6) << "the yellow tile lands on the wall";
  EXPECT_NEAR(cues[4].at, delay + 2 * step, 1e-6) << "then the white one";
  EXPECT_EQ(cues[3].pitch, point_pitch(1));
}

TEST(ClassicTableSounds, WithoutAnimationsTheSameSoundsFollowQuickly) {
  const Played p = round_end();
  const std::vector<Cue> quick = table_sounds(p.before, p.after, p.move, 0.0f);
  EXPECT_EQ(names(quick), (std::vector<std::string>{"take", "floor", "penalty", "point", "point"}));
  EXPECT_TRUE(in_time_order(quick));
  EXPECT_LT(quick.back().at, 0.5) << "over in half a second";
  EXPECT_GT(quick.back().at, quick[3].at) << "yet each point heard apart";
}

TEST(ClassicTableSounds, TheEndOfTheGameAddsItsBonusesAfterTheLastPoint) {
  // White at row 1 column 5 completes row 1, column 1 and the colour white: the game ends.
  const Played p = play(build(classic::PositionBuilder(classic::Options{})
                                  .wall(0, {"BYRK.", "W....", "KW...", "R.W..", "Y..W."})
                                  .pattern_line(0, 0, "W")
                                  .factory(0, "R")
                                  .to_move(1)),
                        "F1 R 3");
  ASSERT_TRUE(p.after.is_terminal());
  const std::vector<Cue> cues = table_sounds(p.before, p.after, p.move, kAnimation);
  EXPECT_EQ(names(cues), (std::vector<std::string>{"take", "place", "point", "bonus"}));
  EXPECT_EQ(cues[2].pitch, point_pitch(5)) << "a placement of five points rings higher";
  EXPECT_GT(cues[3].at, cues[2].at);
}

TEST(ClassicTableSounds, ATwoBoardsPointAtOneMomentIsOneBell) {
  // Both seats complete their first line: both first tiles land at the same moment.
  const Played p = play(build(classic::PositionBuilder(classic::Options{})
                                  .pattern_line(0, 0, "Y")
                                  .pattern_line(1, 0, "B")
                                  .factory(0, "R")
                                  .to_move(1)),
                        "F1 R 2");
  const std::vector<Cue> cues = table_sounds(p.before, p.after, p.move, kAnimation);
  EXPECT_EQ(names(cues), (std::vector<std::string>{"take", "place", "point"}));
}

TEST(ClassicTableSounds, AChangeTheMoveDidNotMakeIsSilent) {
  const classic::State s = build(classic::PositionBuilder(classic::Options{}).factory(0, "BBBY"));
  const Played p = play(s, "F1 B 2");
  EXPECT_TRUE(table_sounds(p.after, p.before, p.move, kAnimation).empty()) << "an undo";
  EXPECT_TRUE(table_sounds(p.before, p.before, p.move, kAnimation).empty());
  const Played other = play(s, "F1 Y 1");
  EXPECT_TRUE(table_sounds(p.before, other.after, p.move, kAnimation).empty());
}

TEST(ClassicTableSounds, EveryMoveOfRandomGamesSoundsInTimeOrderAndWithinReach) {
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    classic::Options options;
    options.players = 2 + static_cast<int>(seed % 3);
    options.wall = seed == 4 ? classic::WallSide::Grey : classic::WallSide::Coloured;
    classic::State s(options);
    Rng rng(seed);
    int moves = 0;
    while (!s.is_terminal()) {
      Action action = 0;
      if (s.is_chance()) {
        ChanceList outcomes;
        s.chance_outcomes(outcomes);
        action = outcomes[rng.below(static_cast<std::uint32_t>(outcomes.size()))].action;
        ASSERT_TRUE(s.apply(action).ok());
        continue;
      }
      ActionList legal;
      s.legal_actions(legal);
      action = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
      const classic::State before = s;
      ASSERT_TRUE(s.apply(action).ok());
      const std::vector<Cue> cues = table_sounds(before, s, action, kAnimation);
      EXPECT_FALSE(cues.empty()) << before.action_to_string(action);
      EXPECT_TRUE(in_time_order(cues));
      for (const Cue& cue : cues) {
        EXPECT_GT(cue.gain, 0.0f);
        EXPECT_LE(cue.gain, 1.0f);
        EXPECT_LT(cue.at, 12.0) << "a story of at most 5 tiles a board";
      }
      ++moves;
    }
    EXPECT_GT(moves, 20);
  }
}

// ---- Summer Pavilion ----

using pavilion::PositionEditor;

pavilion::State pavilion_game() {
  pavilion::Options options;
  return pavilion::State(options);
}

pavilion::State after(const pavilion::State& before, std::string_view notation, Action* move) {
  const Parsed<Action> parsed = before.parse_action(notation);
  EXPECT_TRUE(parsed.ok()) << parsed.error;
  *move = *parsed.value;
  pavilion::State next = before;
  EXPECT_TRUE(next.apply(*move).ok()) << notation;
  return next;
}

TEST(PavilionTableSounds, ATakeClicksItsTilesAndTheCentreGivesTheStartTileAndItsPenalty) {
  pavilion::State s = pavilion_game();
  PositionEditor(s)
      .clear()
      .set_factory(0, "OOPB")
      .set_centre("GGY")
      .fill_bag_with_rest()
      .start_take_turn(0);
  Action move = 0;
  const pavilion::State from_factory = after(s, "take F1 O", &move);
  EXPECT_EQ(names(table_sounds(s, from_factory, move, kAnimation)),
            (std::vector<std::string>{"take", "take", "take"}))
      << "two orange and the wild purple";
  const pavilion::State from_centre = after(s, "take C G", &move);
  EXPECT_EQ(names(table_sounds(s, from_centre, move, kAnimation)),
            (std::vector<std::string>{"take", "take", "marker", "penalty"}));
}

TEST(PavilionTableSounds, APlacementSetsItsTileThenCountsItsPoints) {
  pavilion::State s = pavilion_game();
  PositionEditor(s).clear().set_round(3).set_hand(0, "GGGG").fill_bag_with_rest().start_play_turn(
      0);
  Action move = 0;
  const pavilion::State placed = after(s, "place G1 G w0", &move);
  const std::vector<Cue> cues = table_sounds(s, placed, move, kAnimation);
  EXPECT_EQ(names(cues), (std::vector<std::string>{"place", "point"}));
  EXPECT_NEAR(cues[0].at, kAnimation, 1e-6);
  EXPECT_GT(cues[1].at, cues[0].at);
}

TEST(PavilionTableSounds, APassThatDiscardsDropsTheTilesAndCostsTheirPoints) {
  pavilion::State s = pavilion_game();
  PositionEditor(s)
      .clear()
      .set_round(3)
      .set_hand(0, "GGGGGB")
      .fill_bag_with_rest()
      .start_play_turn(0);
  Action move = 0;
  const pavilion::State discarded = after(s, "pass keep GGGG", &move);
  EXPECT_EQ(names(table_sounds(s, discarded, move, kAnimation)),
            (std::vector<std::string>{"floor", "penalty"}));
  const pavilion::State kept = after(s, "pass keep GGG", &move);
  EXPECT_EQ(table_sounds(s, kept, move, kAnimation).back().pitch, penalty_pitch(3));
  pavilion::State small = pavilion_game();
  PositionEditor(small).clear().set_round(3).set_hand(0, "GG").fill_bag_with_rest().start_play_turn(
      0);
  const pavilion::State keeps_all = after(small, "pass keep GG", &move);
  EXPECT_EQ(names(table_sounds(small, keeps_all, move, kAnimation)),
            (std::vector<std::string>{"place"}))
      << "the tiles set aside on the corners";
}

// Whole random games: every move sounds; bonus tiles and the end of the game's bonuses ring.
TEST(PavilionTableSounds, EveryMoveOfRandomGamesSoundsAndTheEndRingsItsBonuses) {
  int bonus_tiles = 0;
  int ends_with_bonuses = 0;
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    pavilion::Options options;
    options.players = 2 + static_cast<int>(seed % 3);
    pavilion::State s(options);
    Rng rng(seed);
    while (!s.is_terminal()) {
      ActionList legal;
      if (s.is_chance()) {
        ChanceList outcomes;
        s.chance_outcomes(outcomes);
        ASSERT_TRUE(
            s.apply(outcomes[rng.below(static_cast<std::uint32_t>(outcomes.size()))].action).ok());
        continue;
      }
      s.legal_actions(legal);
      // Placements first, as players make them, so that boards fill and bonuses come.
      Action action = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
      for (Action a : legal)
        if (pavilion::decode_action(a).kind == pavilion::ActionKind::kPlace && rng.below(3) != 0) {
          action = a;
          break;
        }
      const pavilion::State before = s;
      ASSERT_TRUE(s.apply(action).ok());
      const std::vector<Cue> cues = table_sounds(before, s, action, kAnimation);
      EXPECT_TRUE(in_time_order(cues));
      const pavilion::ActionKind kind = pavilion::decode_action(action).kind;
      if (kind != pavilion::ActionKind::kPass) {
        EXPECT_FALSE(cues.empty());
      }
      if (kind == pavilion::ActionKind::kBonus) {
        EXPECT_EQ(names(cues).front(), "bonus");
        ++bonus_tiles;
      }
      if (s.is_terminal()) {
        const std::vector<std::string> heard = names(cues);
        if (std::find(heard.begin(), heard.end(), "bonus") != heard.end()) ++ends_with_bonuses;
      }
    }
  }
  EXPECT_GT(bonus_tiles, 0);
  EXPECT_GT(ends_with_bonuses, 0);
}

TEST(TableSounds, PointsRiseInPitchUpToEightAndPenaltiesFall) {
  for (int points = 2; points <= 8; ++points)
    EXPECT_GT(point_pitch(points), point_pitch(points - 1));
  EXPECT_EQ(point_pitch(12), point_pitch(8));
  EXPECT_EQ(point_pitch(1), 1.0f);
  EXPECT_EQ(penalty_pitch(1), 1.0f);
  EXPECT_LT(penalty_pitch(4), penalty_pitch(2));
}

}  // namespace
}  // namespace azul::ui::sound
