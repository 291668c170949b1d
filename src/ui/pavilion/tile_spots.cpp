#include "ui/pavilion/tile_spots.h"

namespace azul::ui::pview {

using namespace azul::pavilion;

namespace {

// How plausible it is that a tile arriving at `to` came from `from` (higher is better).
int plausibility(SpotKey from, SpotKey to) {
  const auto same_seat = [](SpotKey a, SpotKey b, int seats_per_index) {
    return a.index / seats_per_index == b.index / seats_per_index;
  };
  switch (to.kind) {
    case SpotKind::kSpace:
      if (from.kind == SpotKind::kHand && from.index == to.index / kNumSpaces) return 10;
      return 0;
    case SpotKind::kHand:
      if (from.kind == SpotKind::kCorner && from.index == to.index) return 10;
      if (from.kind == SpotKind::kFactory || from.kind == SpotKind::kCentre ||
          from.kind == SpotKind::kSupply)
        return 8;
      return 1;
    case SpotKind::kCentre:
      return from.kind == SpotKind::kFactory ? 10 : 1;
    case SpotKind::kCorner:
      return from.kind == SpotKind::kHand && same_seat(from, to, 1) ? 10 : 1;
    case SpotKind::kTower:
      return from.kind == SpotKind::kHand || from.kind == SpotKind::kCorner ? 10 : 1;
    case SpotKind::kSupply:
    case SpotKind::kFactory:
      return from.kind == SpotKind::kBag ? 10 : 1;
    case SpotKind::kBag:
      return from.kind == SpotKind::kTower ? 10 : 1;
  }
  return 0;
}

}  // namespace

std::vector<Holding> holdings(const State& state) {
  std::vector<Holding> out;
  for (int f = 0; f < state.num_factories(); ++f)
    out.push_back({{SpotKind::kFactory, f}, state.factory(f)});
  out.push_back({{SpotKind::kCentre, 0}, state.centre()});
  for (int slot = 0; slot < kSupplySlots; ++slot) {
    Holding h{{SpotKind::kSupply, slot}, {}};
    const Colour c = state.supply()[slot];
    if (c < kNumColours) h.counts[c] = 1;
    out.push_back(h);
  }
  for (int seat = 0; seat < state.num_players(); ++seat) {
    const PlayerState& p = state.player(seat);
    out.push_back({{SpotKind::kHand, seat}, p.hand});
    out.push_back({{SpotKind::kCorner, seat}, p.corners});
    for (int space = 0; space < kNumSpaces; ++space) {
      const Colour c = p.space_colour[space];
      if (c >= kNumColours) continue;
      Holding h{{SpotKind::kSpace, seat * kNumSpaces + space}, {}};
      h.counts[c] = 1;
      out.push_back(h);
    }
  }
  out.push_back({{SpotKind::kBag, 0}, state.bag()});
  out.push_back({{SpotKind::kTower, 0}, state.tower()});
  return out;
}

std::vector<Transfer> transfers(const State& before, const State& after) {
  struct Change {
    SpotKey key;
    int count;
  };
  const std::vector<Holding> old_holdings = holdings(before);
  const std::vector<Holding> new_holdings = holdings(after);
  const auto count_in = [](const std::vector<Holding>& list, SpotKey key, int colour) {
    for (const Holding& h : list)
      if (h.key == key) return static_cast<int>(h.counts[colour]);
    return 0;
  };
  std::vector<Transfer> out;
  for (int colour = 0; colour < kNumColours; ++colour) {
    std::vector<Change> losses;
    std::vector<Change> gains;
    for (const Holding& h : old_holdings) {
      const int lost = h.counts[colour] - count_in(new_holdings, h.key, colour);
      if (lost > 0) losses.push_back({h.key, lost});
    }
    for (const Holding& h : new_holdings) {
      const int gained = h.counts[colour] - count_in(old_holdings, h.key, colour);
      if (gained > 0) gains.push_back({h.key, gained});
    }
    for (Change& gain : gains) {
      while (gain.count > 0) {
        Change* best = nullptr;
        int best_score = -1;
        for (Change& loss : losses) {
          if (loss.count == 0) continue;
          const int score = plausibility(loss.key, gain.key);
          if (score > best_score) {
            best_score = score;
            best = &loss;
          }
        }
        if (best == nullptr) break;
        --best->count;
        --gain.count;
        out.push_back({static_cast<Colour>(colour), best->key, gain.key});
      }
    }
  }
  return out;
}

void SpotShapes::add(SpotKey key, Colour colour, const ScreenQuad& quad) {
  shapes_.push_back({key, colour, quad});
}

std::optional<ScreenQuad> SpotShapes::find(SpotKey key, Colour colour, int nth) const {
  std::optional<ScreenQuad> found;
  int seen = 0;
  for (const Entry& e : shapes_) {
    if (!(e.key == key) || e.colour != colour) continue;
    found = e.quad;
    if (seen++ == nth) break;
  }
  return found;
}

std::vector<ScreenQuad> SpotShapes::all(SpotKey key, Colour colour) const {
  std::vector<ScreenQuad> out;
  for (const Entry& e : shapes_)
    if (e.key == key && e.colour == colour) out.push_back(e.quad);
  return out;
}

}  // namespace azul::ui::pview
