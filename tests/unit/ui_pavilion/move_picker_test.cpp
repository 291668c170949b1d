// The half-made move of the Summer Pavilion view: every legal move can be composed by clicks,
// and every completed click sequence is a legal move.
#include "ui/pavilion/move_picker.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <set>
#include <string>

#include "engine/core/rng.h"
#include "test_positions.h"
#include "ui/pavilion/keep_choice.h"

namespace azul::ui::pview {
namespace {

using namespace azul::pavilion;
using testing::random_position;

bool contains(const ActionList& legal, Action a) {
  return std::find(legal.begin(), legal.end(), a) != legal.end();
}

// The clicks a player makes for `action`; returns what the picker produced.
std::optional<Action> compose(const State& state, const MoveOptions& options, Action action) {
  MovePicker picker;
  const DecodedAction d = decode_action(action);
  switch (d.kind) {
    case ActionKind::kTake:
      return picker.take(options, d.source, d.colour);
    case ActionKind::kBonus:
      return picker.bonus(options, d.colour);
    case ActionKind::kPlace: {
      picker.pick_colour(options, d.colour);
      if (picker.ask(options) != Ask::kSelectSpace) return std::nullopt;
      if (auto done = picker.pick_space(options, space_index(d.star, d.position))) return done;
      if (picker.ask(options) != Ask::kPay) return std::nullopt;
      return picker.pay(options, d.wilds);
    }
    case ActionKind::kPass: {
      const int seat = state.current_player();
      picker.open_keep_dialog(preselected_keep(state, seat, options));
      const TileCounts wanted = keep_from_rank(d.keep_rank);
      // Step down then up, one tile at a time, through legal keeps only.
      for (int c = 0; c < kNumColours; ++c)
        while (picker.keep()[c] > wanted[c]) {
          const int before = picker.keep()[c];
          picker.step_keep(options, static_cast<Colour>(c), -1);
          if (picker.keep()[c] == before) return std::nullopt;
        }
      for (int c = 0; c < kNumColours; ++c)
        while (picker.keep()[c] < wanted[c]) {
          const int before = picker.keep()[c];
          picker.step_keep(options, static_cast<Colour>(c), +1);
          if (picker.keep()[c] == before) return std::nullopt;
        }
      return picker.confirm_pass(options);
    }
    default:
      return std::nullopt;
  }
}

// The keys a player types for `action` (ui/pavilion/move_picker.h's table); returns what the
// picker produced.
std::optional<Action> type(const State& state, const MoveOptions& options, Action action) {
  MovePicker picker;
  const TileCounts preselected = preselected_keep(state, state.current_player(), options);
  std::optional<Action> made;
  auto press = [&](char key) {
    if (!made) made = picker.key(options, key, preselected);
  };
  const DecodedAction d = decode_action(action);
  switch (d.kind) {
    case ActionKind::kTake:
      press(d.source == kCentreSource ? 'C' : static_cast<char>('1' + d.source));
      press(static_cast<char>(std::tolower(colour_letter(d.colour))));
      break;
    case ActionKind::kBonus:
      press(colour_letter(d.colour));
      break;
    case ActionKind::kPlace:
      press(colour_letter(d.colour));
      press(d.star == kCentreStar ? 'C' : star_letter(d.star));
      press(static_cast<char>('0' + d.position));
      press(static_cast<char>('0' + d.wilds));  // when the payment is asked
      break;
    case ActionKind::kPass: {
      press('X');
      const TileCounts wanted = keep_from_rank(d.keep_rank);
      for (int c = 0; c < kNumColours; ++c) {
        press(colour_letter(static_cast<Colour>(c)));
        for (int n = picker.keep()[c]; n > wanted[c]; --n) press('-');
      }
      for (int c = 0; c < kNumColours; ++c) {
        press(colour_letter(static_cast<Colour>(c)));
        for (int n = picker.keep()[c]; n < wanted[c]; ++n) press('+');
      }
      press('\n');
      break;
    }
    default:
      break;
  }
  return made;
}

TEST(MovePicker, EveryLegalMoveCanBeComposedByClicksAndByKeys) {
  int checked = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    const int players = 2 + static_cast<int>(seed % 3);
    const Side side = seed % 2 == 0 ? Side::kColoured : Side::kMonochrome;
    const State state = random_position(seed, players, static_cast<int>(seed * 37 % 400), side);
    if (state.is_terminal()) continue;
    ActionList legal;
    state.legal_actions(legal);
    const MoveOptions options(legal);
    for (Action a : legal) {
      const std::optional<Action> composed = compose(state, options, a);
      ASSERT_TRUE(composed.has_value()) << state.action_to_string(a) << " seed " << seed;
      EXPECT_EQ(*composed, a) << state.action_to_string(a);
      EXPECT_EQ(type(state, options, a), std::optional<Action>(a))
          << "typed: " << state.action_to_string(a) << " seed " << seed;
      ++checked;
    }
  }
  EXPECT_GT(checked, 400);
}

TEST(MovePicker, NoKeysEverMakeAMoveThatIsNotLegal) {
  Rng rng(5);
  const std::string keys = "0123456789CXPGOYBRcxpgoybr+-\n?F";
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    const State state =
        random_position(seed, 2 + static_cast<int>(seed % 3), static_cast<int>(seed * 29 % 500));
    if (state.is_terminal()) continue;
    ActionList legal;
    state.legal_actions(legal);
    const MoveOptions options(legal);
    const TileCounts preselected = preselected_keep(state, state.current_player(), options);
    MovePicker picker;
    for (int i = 0; i < 40; ++i) {
      if (rng.below(10) == 0) picker.cancel();
      const char key = keys[rng.below(static_cast<std::uint32_t>(keys.size()))];
      if (const std::optional<Action> made = picker.key(options, key, preselected)) {
        ASSERT_TRUE(contains(legal, *made)) << state.action_to_string(*made);
        break;
      }
    }
  }
}

TEST(MovePicker, ATypedSourceOrStarWaitsAndEscapeDropsIt) {
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    const State state = random_position(seed, 2, static_cast<int>(seed * 13 % 300));
    if (state.phase() != Phase::kTake) continue;
    ActionList legal;
    state.legal_actions(legal);
    const MoveOptions options(legal);
    if (!options.can_take_from(kCentreSource)) continue;
    MovePicker picker;
    EXPECT_FALSE(picker.key(options, 'C', {}).has_value());
    ASSERT_EQ(picker.typed_source(), std::optional<int>(kCentreSource)) << "seed " << seed;
    picker.cancel();
    EXPECT_FALSE(picker.typed_source().has_value());
    return;
  }
  FAIL() << "no phase-1 position with tiles in the centre";
}

TEST(MovePicker, AsksForWhatThePhaseNeeds) {
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    const State state = random_position(seed, 2, static_cast<int>(seed * 13 % 300));
    if (state.is_terminal()) continue;
    ActionList legal;
    state.legal_actions(legal);
    const MoveOptions options(legal);
    MovePicker picker;
    const Ask ask = picker.ask(options);
    switch (state.phase()) {
      case Phase::kTake:
        EXPECT_EQ(ask, Ask::kSelectSource);
        break;
      case Phase::kPlay:
        EXPECT_EQ(ask, Ask::kSelectColour);
        break;
      case Phase::kBonus:
        EXPECT_EQ(ask, Ask::kBonus);
        break;
      default:
        break;
    }
  }
  ActionList none;
  EXPECT_EQ(MovePicker().ask(MoveOptions(none)), Ask::kWaiting);
}

TEST(MovePicker, PickingTheSameColourAgainCancelsAndCancelStepsBack) {
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    const State state = random_position(seed, 2, static_cast<int>(seed * 7 % 300));
    if (state.phase() != Phase::kPlay) continue;
    ActionList legal;
    state.legal_actions(legal);
    const MoveOptions options(legal);
    // Find a placement with several payments, to test every step back.
    for (Action a : legal) {
      const DecodedAction d = decode_action(a);
      if (d.kind != ActionKind::kPlace) continue;
      const int space = space_index(d.star, d.position);
      if (payment_choice_count(options.payments(d.colour, space)) < 2) continue;
      MovePicker picker;
      picker.pick_colour(options, d.colour);
      EXPECT_FALSE(picker.pick_space(options, space).has_value());
      EXPECT_EQ(picker.ask(options), Ask::kPay);
      picker.cancel();
      EXPECT_EQ(picker.ask(options), Ask::kSelectSpace);
      picker.pick_colour(options, d.colour);  // the same colour again: dropped
      EXPECT_EQ(picker.ask(options), Ask::kSelectColour);
      return;
    }
  }
  FAIL() << "no position with a payment choice found";
}

TEST(KeepChoice, PreselectedKeepIsLegalAndKeepsAsManyAsPossible) {
  int checked = 0;
  for (std::uint64_t seed = 1; seed <= 300 && checked < 40; ++seed) {
    const State state =
        random_position(seed, 2 + static_cast<int>(seed % 3), static_cast<int>(seed * 11 % 500));
    if (state.phase() != Phase::kPlay) continue;
    ActionList legal;
    state.legal_actions(legal);
    const MoveOptions options(legal);
    const int seat = state.current_player();
    const TileCounts keep = preselected_keep(state, seat, options);
    ASSERT_TRUE(options.can_pass_keeping(keep));
    int most = 0;
    for (Action a : legal) {
      const DecodedAction d = decode_action(a);
      if (d.kind == ActionKind::kPass) most = std::max(most, total(keep_from_rank(d.keep_rank)));
    }
    EXPECT_EQ(total(keep), most);
    if (state.round() < kRounds) {
      EXPECT_EQ(most, std::min(kMaxKeptTiles, total(state.player(seat).hand)));
    } else {
      EXPECT_EQ(most, 0);  // Decision 5: nothing is kept in round 6
    }
    ++checked;
  }
  EXPECT_GE(checked, 20);
}

TEST(KeepChoice, PrefersTheNextRoundsWildColour) {
  for (std::uint64_t seed = 1; seed <= 400; ++seed) {
    const State state = random_position(seed, 2, static_cast<int>(seed * 11 % 500));
    if (state.phase() != Phase::kPlay || state.round() >= kRounds) continue;
    const int seat = state.current_player();
    const Colour next_wild = state.options().wild_order[state.round()];
    const TileCounts& hand = state.player(seat).hand;
    if (hand[next_wild] == 0 || total(hand) <= kMaxKeptTiles) continue;
    ActionList legal;
    state.legal_actions(legal);
    const TileCounts keep = preselected_keep(state, seat, MoveOptions(legal));
    EXPECT_EQ(keep[next_wild], std::min<int>(hand[next_wild], kMaxKeptTiles));
    return;
  }
  FAIL() << "no position found";
}

TEST(KeepChoice, SteppersOnlyReachLegalKeeps) {
  for (std::uint64_t seed = 1; seed <= 100; ++seed) {
    const State state = random_position(seed, 3, static_cast<int>(seed * 17 % 500));
    if (state.phase() != Phase::kPlay) continue;
    ActionList legal;
    state.legal_actions(legal);
    const MoveOptions options(legal);
    TileCounts keep = preselected_keep(state, state.current_player(), options);
    Rng rng(seed);
    for (int step = 0; step < 30; ++step) {
      const Colour c = static_cast<Colour>(rng.below(kNumColours));
      const int delta = rng.below(2) == 0 ? -1 : 1;
      if (!can_step_keep(options, keep, c, delta)) continue;
      keep[c] = static_cast<std::uint8_t>(keep[c] + delta);
      ASSERT_TRUE(options.can_pass_keeping(keep));
      ASSERT_TRUE(contains(legal, pass_action(keep)));
    }
  }
}

}  // namespace
}  // namespace azul::ui::pview
