// Copying a state, listing legal moves and chance outcomes, and apply_unchecked never touch
// the heap. This file replaces the global operator new of the test program with a counting
// one (standard C++: a program may replace it); only the window below is inspected.
#include <gtest/gtest.h>

#include <cstdlib>
#include <new>

#include "engine/core/playout.h"
#include "engine/pavilion/state.h"

namespace {
long g_allocations = 0;
}  // namespace

void* operator new(std::size_t size) {
  ++g_allocations;
  if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }

namespace azul::pavilion {
namespace {

TEST(PavilionAllocation, HotPathNeverAllocates) {
  for (int players = 2; players <= 4; ++players) {
    Options options;
    options.players = players;
    options.side = players == 3 ? Side::kMonochrome : Side::kColoured;
    Rng rng(players);
    const long before = g_allocations;
    long steps = 0;
    for (int game = 0; game < 20; ++game) {
      State state(options);
      while (!state.is_terminal()) {
        const State copy = state;
        ActionList actions;
        ChanceList outcomes;
        copy.legal_actions(actions);
        copy.chance_outcomes(outcomes);
        state.apply_unchecked(state.is_chance() ? sample_chance(state, rng)
                                                : random_move(state, rng));
        ++steps;
      }
    }
    EXPECT_EQ(g_allocations - before, 0) << players << " players";
    EXPECT_GT(steps, 0);
  }
  // The counter works: a std::string beyond the small-string buffer allocates.
  const long before = g_allocations;
  std::string text(100, 'x');
  EXPECT_GT(g_allocations - before, 0);
}

}  // namespace
}  // namespace azul::pavilion
