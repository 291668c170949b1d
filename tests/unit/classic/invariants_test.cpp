// State::check_invariants (engine/classic/invariants.cpp): holds at every step of random games
// of every setup, and catches a corruption of each zone in turn: a tile too many in the bag,
// the lid, a factory, the centre, a pattern line, the wall or the floor; a tile moved where the
// rules never put it; a second marker; counters, caches and scores out of range.
#include <functional>

#include "classic_test_support.h"
#include "engine/core/playout.h"

namespace azul::classic {

// Reaches the state's insides for the corruptions (a friend of State).
struct InvariantsTestAccess {
  static TileCounts& bag(State& s) { return s.bag_; }
  static TileCounts& lid(State& s) { return s.lid_; }
  static TileCounts& centre(State& s) { return s.centre_; }
  static TileCounts& factory(State& s, int f) { return s.factories_[f]; }
  static PlayerBoard& board(State& s, int seat) { return s.boards_[seat]; }
  static std::int8_t& marker_holder(State& s) { return s.marker_holder_; }
  static std::uint8_t& tiles_on_table(State& s) { return s.tiles_on_table_; }
  static DestinationTable& destinations(State& s, int seat) { return s.destinations_[seat]; }
  static std::uint16_t& round(State& s) { return s.round_; }
  static std::int8_t& current(State& s) { return s.current_; }
};

namespace testing {
namespace {

using Access = InvariantsTestAccess;

// A game of round 3 in its offer phase: tiles in the bag, the lid, the factories, the centre,
// pattern lines, walls and floors.
State mid_game(WallSide wall) {
  State state(options(2, wall));
  Rng rng(2026);
  while (!state.is_terminal() &&
         !(state.round() == 3 && state.phase() == Phase::Offer && state.board(0).floor.size() > 0 &&
           state.board(0).wall.tile_count() > 0)) {
    state.apply_unchecked(state.is_chance() ? sample_chance(state, rng) : random_move(state, rng));
    if (state.round() > 3) state = State(options(2, wall));  // try again from the start
  }
  return state;
}

// A colour that `tiles` holds at least `n` of (the bag holds plenty in round 3).
Colour some_colour(const TileCounts& tiles, int n = 1) {
  for (Colour c : kAllColours)
    if (tiles.count(c) >= n) return c;
  return Colour::Blue;
}

struct Corruption {
  const char* what;
  std::function<void(State&)> corrupt;
  const char* caught_as;  // a part of the message
};

TEST(ClassicInvariants, HoldAtEveryStepOfRandomGames) {
  for (WallSide wall : {WallSide::Coloured, WallSide::Grey})
    for (int players = 2; players <= 4; ++players) {
      State state(options(players, wall));
      Rng rng(static_cast<std::uint64_t>(players) * 7 + (wall == WallSide::Grey ? 1 : 0));
      while (!state.is_terminal()) {
        ASSERT_TRUE(state.check_invariants().ok()) << state.check_invariants().message();
        state.apply_unchecked(state.is_chance() ? sample_chance(state, rng)
                                                : random_move(state, rng));
      }
      EXPECT_TRUE(state.check_invariants().ok()) << state.check_invariants().message();
    }
}

TEST(ClassicInvariants, CatchACorruptionOfEachZone) {
  const std::vector<Corruption> corruptions = {
      {"a tile more in the bag", [](State& s) { Access::bag(s).add(Colour::Red); }, "red"},
      {"a tile more in the lid", [](State& s) { Access::lid(s).add(Colour::Black); }, "black"},
      {"a tile more in the centre",
       [](State& s) {
         Access::centre(s).add(Colour::Blue);
         ++Access::tiles_on_table(s);
       },
       "blue"},
      {"a tile more on a factory",
       [](State& s) {
         Access::factory(s, 0).add(Colour::White);
         ++Access::tiles_on_table(s);
       },
       "tiles in the game"},
      {"a tile more on a pattern line",
       [](State& s) {
         PatternLine& line = Access::board(s, 0).lines[4];
         if (line.count == 0) line.colour = Colour::Yellow;
         ++line.count;
         Access::destinations(s, 0) = destination_table_of(Access::board(s, 0));  // kept true
       },
       "tiles in the game"},
      {"a tile more on the floor",
       [](State& s) { Access::board(s, 1).floor.push_tile(Colour::Red); }, "red"},
      {"a tile more on the wall",
       [](State& s) {
         Wall& wall = Access::board(s, 1).wall;
         for (int col = 0; col < kWallSize; ++col)
           if (!wall.filled(4, col)) {
             wall.place(4, col, coloured_wall_colour(4, col));
             break;
           }
       },
       "tiles in the game"},
      {"bag tiles moved onto a factory past its 4 tiles",
       [](State& s) {
         TileCounts& factory = Access::factory(s, 0);
         const int more = 5 - factory.total();
         const Colour c = some_colour(Access::bag(s), more);
         Access::bag(s).remove(c, more);
         factory.add(c, more);
         Access::tiles_on_table(s) = static_cast<std::uint8_t>(Access::tiles_on_table(s) + more);
       },
       "factory 1"},
      {"a bag tile moved into a full pattern line",
       [](State& s) {
         PatternLine& line = Access::board(s, 0).lines[0];
         const Colour c = line.count > 0 ? line.colour : some_colour(Access::bag(s));
         Access::bag(s).remove(c, 2 - line.count);
         line.colour = c;
         line.count = 2;
         Access::destinations(s, 0) = destination_table_of(Access::board(s, 0));
       },
       "pattern line 1"},
      {"a bag tile moved onto the wall off its colour's cell",
       [](State& s) {
         Wall& wall = Access::board(s, 0).wall;
         for (int col = 0; col < kWallSize; ++col)
           if (!wall.filled(4, col)) {
             const Colour wrong = coloured_wall_colour(4, (col + 1) % kWallSize);
             Access::bag(s).remove(wrong);
             wall.place(4, col, wrong);
             break;
           }
       },
       "wall"},
      {"a second marker on a floor line",
       [](State& s) {
         Access::board(s, 1).floor.push_marker();
         Access::marker_holder(s) = 0;
       },
       "marker"},
      {"a marker holder that is not a seat", [](State& s) { Access::marker_holder(s) = 3; },
       "marker"},
      {"the count of tiles on the table", [](State& s) { ++Access::tiles_on_table(s); },
       "on the table"},
      {"the destinations cache", [](State& s) { Access::destinations(s, 0) ^= 1u; },
       "destinations"},
      {"a score out of bounds",
       [](State& s) { Access::board(s, 0).ledger.placements = State::kMaxScore + 100; },
       "out of bounds"},
      {"a score category with the wrong sign",
       [](State& s) { Access::board(s, 0).ledger.floor_penalties = 3; }, "sign"},
      {"the round", [](State& s) { Access::round(s) = 0; }, "round"},
      {"the player to move", [](State& s) { Access::current(s) = 2; }, "not a seat"},
  };
  const State good = mid_game(WallSide::Coloured);
  ASSERT_TRUE(good.check_invariants().ok()) << good.check_invariants().message();
  for (const Corruption& corruption : corruptions) {
    State bad = good;
    corruption.corrupt(bad);
    const Status caught = bad.check_invariants();
    EXPECT_FALSE(caught.ok()) << corruption.what << " was not caught";
    EXPECT_NE(caught.message().find(corruption.caught_as), std::string::npos)
        << corruption.what << ": " << caught.message();
  }
}

TEST(ClassicInvariants, CatchAColourTwiceInAGreyWallColumn) {
  State state = mid_game(WallSide::Grey);
  Wall& wall = Access::board(state, 0).wall;
  // Find a filled cell and put its colour again lower in the same column (from the bag).
  for (int row = 0; row < kWallSize - 1; ++row)
    for (int col = 0; col < kWallSize; ++col) {
      const auto colour = wall.colour_at(row, col);
      if (!colour || wall.filled(kWallSize - 1, col) || wall.row_has(kWallSize - 1, *colour) ||
          Access::bag(state).count(*colour) == 0)
        continue;
      Access::bag(state).remove(*colour);
      wall.place(kWallSize - 1, col, *colour);
      const Status caught = state.check_invariants();
      EXPECT_NE(caught.message().find("twice in column"), std::string::npos) << caught.message();
      return;
    }
  GTEST_SKIP() << "no cell to corrupt in this position";
}

}  // namespace
}  // namespace testing
}  // namespace azul::classic
