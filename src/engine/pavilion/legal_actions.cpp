// State::legal_actions and State::chance_outcomes: the move generator. It runs on the AI's
// hot path, so ids are written into local buffers with few branches (see the writers below)
// and never allocate. The rules it enumerates are documented in state.h; check_action
// (action_checks.cpp) accepts exactly the same set, which the simulation test verifies id by
// id.
#include <algorithm>
#include <bit>
#include <cstring>

#include "engine/pavilion/state.h"

namespace azul::pavilion {

namespace {

// The top bit of every colour nibble: a borrow guard for the subset test below.
constexpr std::uint32_t kNibbleGuards = 0x888888;
static_assert(kKeepNibbleBits == 4);

// For each set of colours (bit mask), the kept multisets using only those colours in rank
// order: kKeepsByColours.entries[offsets[mask] .. offsets[mask + 1]), each the packed
// multiset (bits 0..23) with its rank in bits 24..31.
constexpr int kColourSets = 1 << kNumColours;
constexpr int kKeepsByColoursSize = 2972;  // sum over masks of C(4 + |mask|, |mask|)
constexpr int kRankShift = 24;
constexpr std::uint32_t kPackedMask = (1u << kRankShift) - 1;
struct KeepsByColours {
  std::array<std::uint16_t, kColourSets + 1> offsets;
  std::array<std::uint32_t, kKeepsByColoursSize> entries;
};
constexpr KeepsByColours kKeepsByColours = [] {
  KeepsByColours table{};
  int size = 0;
  for (int mask = 0; mask < kColourSets; ++mask) {
    table.offsets[mask] = static_cast<std::uint16_t>(size);
    for (int rank = 0; rank < kNumKeepChoices; ++rank) {
      bool fits = true;
      for (int c = 0; c < kNumColours; ++c)
        if (((kPackedKeeps[rank] >> (kKeepNibbleBits * c)) & 0xf) != 0 && !(mask & (1 << c)))
          fits = false;
      if (fits)
        table.entries[size++] = kPackedKeeps[rank] | static_cast<std::uint32_t>(rank) << kRankShift;
    }
  }
  table.offsets[kColourSets] = static_cast<std::uint16_t>(size);
  return table;
}();
static_assert(kKeepsByColours.offsets[kColourSets] == kKeepsByColoursSize);

// Writes, in ascending id order, every pass that keeps a sub-multiset of `hand` (at most
// kMaxKeptTiles tiles) and returns one past the last written. Only multisets of colours held
// are visited; a keep fits when no nibble of (hand | guards) - keep borrows from its guard.
Action* write_keep_choices(Action* out, const TileCounts& hand) {
  std::uint32_t held = kNibbleGuards;
  for (int c = 0; c < kNumColours; ++c)
    held |= static_cast<std::uint32_t>(std::min<int>(hand[c], kMaxKeptTiles))
            << (kKeepNibbleBits * c);
  const int mask = colours_present(hand);
  const std::uint32_t* entry = kKeepsByColours.entries.data() + kKeepsByColours.offsets[mask];
  const std::uint32_t* const end =
      kKeepsByColours.entries.data() + kKeepsByColours.offsets[mask + 1];
  for (; entry != end; ++entry) {
    *out = pass_action_from_rank(static_cast<int>(*entry >> kRankShift));
    out += ((held - (*entry & kPackedMask)) & kNibbleGuards) == kNibbleGuards;
  }
  return out;
}

// The slack write_run needs after the last id (a placement has at most 6 payment choices).
constexpr int kRunSlack = 8;
static_assert(kRunSlack >= kMaxWildsInPayment + 1);

// Writes the ids first, first + 1, ..., first + 7 and returns out + count (count <= 6): the
// run of payment choices of one placement. On little-endian machines (x86, wasm) the eight
// ids are two 64-bit stores of four 16-bit lanes; ids stay far below 65536 - 8, so no lane
// overflows into the next.
Action* write_run(Action* out, Action first, int count) {
  static_assert(sizeof(Action) == 2 && kNumActionIds + kRunSlack < 0x10000);
  if constexpr (std::endian::native == std::endian::little) {
    constexpr std::uint64_t kLanes = 0x0001000100010001ULL;
    const std::uint64_t low = first * kLanes + 0x0003000200010000ULL;
    const std::uint64_t high = low + 4 * kLanes;
    std::memcpy(out, &low, sizeof low);
    std::memcpy(out + 4, &high, sizeof high);
  } else {
    for (int k = 0; k < kRunSlack; ++k) out[k] = static_cast<Action>(first + k);
  }
  return out + count;
}

// kColourLanes[mask]: the colours of a colour mask in ascending order as eight 16-bit lanes
// (lanes past the last colour hold 0: the ids written from them lie beyond the returned end).
constexpr auto kColourLanes = [] {
  std::array<std::array<std::uint64_t, 2>, kColourSets> lanes{};
  for (int mask = 0; mask < kColourSets; ++mask) {
    int lane = 0;
    for (int c = 0; c < kNumColours; ++c)
      if (mask & (1 << c)) {
        lanes[mask][lane / 4] |= static_cast<std::uint64_t>(c) << (16 * (lane % 4));
        ++lane;
      }
  }
  return lanes;
}();

// Writes first + c for every colour c of `colours` (ascending), then filler up to kRunSlack
// ids in all, and returns one past the last real id.
Action* write_colour_ids(Action* out, Action first, std::uint8_t colours) {
  if constexpr (std::endian::native == std::endian::little) {
    constexpr std::uint64_t kLanes = 0x0001000100010001ULL;
    const std::uint64_t low = first * kLanes + kColourLanes[colours][0];
    const std::uint64_t high = first * kLanes + kColourLanes[colours][1];
    std::memcpy(out, &low, sizeof low);
    std::memcpy(out + 4, &high, sizeof high);
    return out + kSixBitCount[colours];
  } else {
    for (; colours != 0; colours &= static_cast<std::uint8_t>(colours - 1))
      *out++ = static_cast<Action>(first + std::countr_zero(colours));
    return out;
  }
}

}  // namespace

void State::legal_actions(ActionList& actions) const { list_actions(actions, true); }

void State::legal_actions_except_passes(ActionList& actions) const { list_actions(actions, false); }

void State::list_actions(ActionList& actions, bool with_passes) const {
  actions.clear();
  switch (phase_) {
    case Phase::kTake:
      take_legal_actions(actions);
      break;
    case Phase::kPlay:
      play_legal_actions(actions, with_passes);
      break;
    case Phase::kBonus:
      for (int c = 0; c < kNumColours; ++c)
        if (supply_counts_[c] > 0) actions.push_back(bonus_action(static_cast<Colour>(c)));
      break;
    case Phase::kChance:
    case Phase::kGameOver:
      break;
  }
}

void State::take_legal_actions(ActionList& actions) const {
  // Branch-free per source: the ids of the colours that may be taken are written as a whole
  // run (write_colour_ids) and the cursor advances by their number.
  std::array<Action, kNumSources * kNumColours + kRunSlack> buffer;
  Action* out = buffer.data();
  const std::uint8_t wild_bit = static_cast<std::uint8_t>(1u << wild_colour());
  auto add_source = [&](int source, const TileCounts& tiles) {
    std::uint8_t present = colours_present(tiles);
    // The wild colour is taken alone only from a source holding nothing else.
    if (present != wild_bit) present &= static_cast<std::uint8_t>(~wild_bit);
    out = write_colour_ids(out, take_action(source, kPurple), present);
  };
  for (int f = 0; f < num_factories(); ++f) add_source(f, factories_[f]);
  add_source(kCentreSource, centre_);
  for (const Action* a = buffer.data(); a != out; ++a) actions.push_back(*a);
}

void State::play_legal_actions(ActionList& actions, bool with_passes) const {
  // Written into a local buffer with few branches (each space and colour writes a whole run
  // of ids and the cursor advances by how many are legal), then appended to `actions`.
  std::array<Action, kPassBase - kPlaceBase + kNumKeepChoices + kRunSlack> buffer;
  Action* out = buffer.data();

  const PlayerState& p = players_[current_];
  const Colour wild = wild_colour();
  const int wilds = p.hand[wild];
  const auto& values = kPrintedValues[static_cast<int>(options_.side)];
  // affordable[cost]: colours that can pay a space of that cost.
  std::array<std::uint8_t, kMaxPrintedValue + 1> affordable{};
  const std::uint8_t held = colours_present(p.hand);
  for (std::uint8_t rest = held; rest != 0; rest &= static_cast<std::uint8_t>(rest - 1)) {
    const int c = std::countr_zero(rest);
    const int reach = std::min(kMaxPrintedValue, c == wild ? p.hand[c] : p.hand[c] + wilds);
    for (int cost = 1; cost <= reach; ++cost)
      affordable[cost] |= static_cast<std::uint8_t>(1u << c);
  }
  for (int star = 0; held != 0 && star < kNumStars; ++star) {
    const std::uint8_t covered = star_bits(p.covered, star);
    const std::uint8_t candidates = colours_allowed_on(p, options_.side, star) & held;
    if (covered == kFullStarMask || candidates == 0) continue;
    for (int position = 1; position <= kSpacesPerStar; ++position) {
      if (covered & (1u << (position - 1))) continue;
      const int cost = values[space_index(star, position)];
      for (std::uint8_t rest = candidates & affordable[cost]; rest != 0;
           rest &= static_cast<std::uint8_t>(rest - 1)) {
        const int c = std::countr_zero(rest);
        // Wilds from max(0, cost - own) to min(cost - 1, wilds); the wild colour itself: w0.
        const int fewest = c == wild ? 0 : std::max(0, cost - p.hand[c]);
        const int choices = c == wild ? 1 : std::min(cost - 1, wilds) - fewest + 1;
        out = write_run(out, place_action(star, position, static_cast<Colour>(c), fewest), choices);
      }
    }
  }
  if (with_passes) {
    if (round_ == kRounds)
      *out++ = pass_action_from_rank(0);
    else
      out = write_keep_choices(out, p.hand);
  }
  for (const Action* a = buffer.data(); a != out; ++a) actions.push_back(*a);
}

void State::chance_outcomes(ChanceList& outcomes) const {
  outcomes.clear();
  if (phase_ != Phase::kChance) return;
  for (int c = 0; c < kNumColours; ++c)
    if (bag_[c] > 0) outcomes.push_back({draw_action(static_cast<Colour>(c)), bag_[c]});
}

}  // namespace azul::pavilion
