// State::check_invariants (engine/pavilion/invariants.cpp): holds at every step of random games
// of every setup, and catches a corruption of each zone in turn: a tile too many in the bag,
// the tower, the centre, a factory, the supply, a hand, the corners or the pavilion; a tile
// where the star rules never put one; the supply's slots and counts, the token, counters and
// scores out of range.
#include <gtest/gtest.h>

#include <functional>

#include "engine/core/playout.h"
#include "engine/pavilion/state.h"

namespace azul::pavilion {

// Reaches the state's insides for the corruptions (a friend of State).
struct InvariantsTestAccess {
  static TileCounts& bag(State& s) { return s.bag_; }
  static std::uint8_t& bag_total(State& s) { return s.bag_total_; }
  static TileCounts& tower(State& s) { return s.tower_; }
  static TileCounts& centre(State& s) { return s.centre_; }
  static TileCounts& factory(State& s, int f) { return s.factories_[f]; }
  static std::array<Colour, kSupplySlots>& supply(State& s) { return s.supply_; }
  static TileCounts& supply_counts(State& s) { return s.supply_counts_; }
  static PlayerState& player(State& s, int seat) { return s.players_[seat]; }
  static std::int8_t& token_holder(State& s) { return s.token_holder_; }
  static std::uint8_t& round(State& s) { return s.round_; }
  static std::uint8_t& bonus_owed(State& s) { return s.bonus_owed_; }
};

namespace {

using Access = InvariantsTestAccess;

Options options_for(int players, Side side, int floor) {
  Options options;
  options.players = players;
  options.side = side;
  options.score_floor = floor;
  return options;
}

// A game in round 3's phase 2 with tiles on the pavilions, in hands and in the tower.
State mid_game() {
  State state(options_for(2, Side::kColoured, 1));
  Rng rng(2026);
  while (!(state.round() == 3 && state.phase() == Phase::kPlay && state.player(0).covered != 0 &&
           total(state.tower()) > 0))
    state.apply_unchecked(state.is_chance() ? sample_chance(state, rng) : random_move(state, rng));
  return state;
}

// The first space of `star` that is not covered, or -1.
int free_space(const PlayerState& p, int star) {
  for (int position = 1; position <= kSpacesPerStar; ++position)
    if (!((p.covered >> space_index(star, position)) & 1u)) return space_index(star, position);
  return -1;
}

// Moves one tile of `colour` from the bag onto a free space of `star` (tiles stay 22 each).
void cover_from_bag(State& s, int seat, int star, Colour colour) {
  PlayerState& p = Access::player(s, seat);
  const int space = free_space(p, star);
  --Access::bag(s)[colour];
  --Access::bag_total(s);
  p.covered |= std::uint64_t{1} << space;
  p.space_colour[space] = colour;
  p.star_colours[star] = static_cast<std::uint8_t>(p.star_colours[star] | (1u << colour));
}

struct Corruption {
  const char* what;
  std::function<void(State&)> corrupt;
  const char* caught_as;  // a part of the message
};

TEST(PavilionInvariants, HoldAtEveryStepOfRandomGames) {
  for (Side side : {Side::kColoured, Side::kMonochrome})
    for (int players = 2; players <= 4; ++players) {
      State state(options_for(players, side, players % 2));
      Rng rng(static_cast<std::uint64_t>(players) * 13 + (side == Side::kMonochrome ? 1 : 0));
      while (!state.is_terminal()) {
        ASSERT_TRUE(state.check_invariants().ok()) << state.check_invariants().message();
        state.apply_unchecked(state.is_chance() ? sample_chance(state, rng)
                                                : random_move(state, rng));
      }
      EXPECT_TRUE(state.check_invariants().ok()) << state.check_invariants().message();
    }
}

TEST(PavilionInvariants, CatchACorruptionOfEachZone) {
  const std::vector<Corruption> corruptions = {
      {"a tile more in the bag",
       [](State& s) {
         ++Access::bag(s)[kRed];
         ++Access::bag_total(s);
       },
       "red: 23 tiles"},
      {"a tile more in the tower", [](State& s) { ++Access::tower(s)[kBlue]; }, "blue: 23 tiles"},
      {"a tile more in the centre", [](State& s) { ++Access::centre(s)[kGreen]; }, "green: 23"},
      {"a tile more on a factory", [](State& s) { ++Access::factory(s, 1)[kOrange]; }, "orange"},
      {"another tile in a supply slot",
       [](State& s) {
         Colour& slot = Access::supply(s)[0];
         slot = slot == kNoColour ? kYellow : static_cast<Colour>((slot + 1) % kNumColours);
         Access::supply_counts(s) = {};
         for (Colour c : Access::supply(s))
           if (c != kNoColour) ++Access::supply_counts(s)[c];
       },
       "tiles in the game"},
      {"a tile more in a hand", [](State& s) { ++Access::player(s, 1).hand[kPurple]; }, "purple"},
      {"a tile more in the corners", [](State& s) { ++Access::player(s, 0).corners[kRed]; }, "red"},
      {"a tile more on a pavilion",
       [](State& s) {
         PlayerState& p = Access::player(s, 1);
         const int space = free_space(p, kBlue);
         p.covered |= std::uint64_t{1} << space;
         p.space_colour[space] = kBlue;
         p.star_colours[kBlue] = static_cast<std::uint8_t>(p.star_colours[kBlue] | (1u << kBlue));
       },
       "blue: 23"},
      {"a bag tile on an outer star of another colour",
       [](State& s) { cover_from_bag(s, 0, kGreen, kRed); }, "another colour"},
      {"a bag tile repeating a colour on the centre star",
       [](State& s) {
         cover_from_bag(s, 0, kCentreStar, kYellow);
         cover_from_bag(s, 0, kCentreStar, kYellow);
       },
       "mixes"},
      {"a covered space without a colour",
       [](State& s) {
         PlayerState& p = Access::player(s, 0);
         p.covered |= std::uint64_t{1} << free_space(p, kPurple);
       },
       "has a colour without a tile"},
      {"the star colours", [](State& s) { Access::player(s, 0).star_colours[kOrange] ^= 1u; },
       "colours do not match"},
      {"the bag's total", [](State& s) { ++Access::bag_total(s); }, "bag's total"},
      {"the supply's counts", [](State& s) { ++Access::supply_counts(s)[kGreen]; }, "supply"},
      {"more than 4 corner tiles",
       [](State& s) {
         PlayerState& p = Access::player(s, 0);
         for (int c = 0; c < kNumColours && total(p.corners) < 5; ++c)
           while (p.hand[c] > 0 && total(p.corners) < 5) {
             --p.hand[c];
             ++p.corners[c];
           }
         if (total(p.corners) < 5) p.corners[kRed] = 5;
       },
       "seat 1"},
      {"a score and its ledger", [](State& s) { ++Access::player(s, 0).score; }, "ledger"},
      {"a score below the floor",
       [](State& s) {
         PlayerState& p = Access::player(s, 1);
         p.pass_discards = static_cast<std::int16_t>(p.pass_discards + p.score);
         p.score = 0;
       },
       "out of bounds"},
      {"the token's holder", [](State& s) { Access::token_holder(s) = 2; }, "token"},
      {"the round", [](State& s) { Access::round(s) = 7; }, "round"},
      {"bonus tiles owed outside the bonus phase", [](State& s) { Access::bonus_owed(s) = 2; },
       "bonus"},
  };
  const State good = mid_game();
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

}  // namespace
}  // namespace azul::pavilion
