#include "ui/pavilion/tile_flights.h"

#include <algorithm>
#include <map>

namespace azul::ui::pview {

using namespace azul::pavilion;

namespace {
constexpr std::size_t kMaxFlights = 48;
constexpr float kStaggerSeconds = 0.02f;  // between tiles leaving the same place
constexpr float kMaxStaggerShare = 0.4f;  // of the duration

float ease(float t) { return t * t * (3.0f - 2.0f * t); }

int spot_order(SpotKey key) { return static_cast<int>(key.kind) * 1000 + key.index; }
}  // namespace

bool TileFlights::animates(std::size_t moved_tiles) {
  return moved_tiles > 0 && moved_tiles <= kMaxFlights;
}

void TileFlights::start(const std::vector<Transfer>& moved, const SpotShapes& before_shapes,
                        const SpotShapes& after_shapes, float now, float duration) {
  flights_.clear();
  if (duration <= 0.0f || !animates(moved.size())) return;
  // The nth tile of a colour leaving (or reaching) one place uses that place's nth shape.
  std::map<std::pair<int, int>, int> used_from;
  std::map<std::pair<int, int>, int> used_to;
  int launched = 0;
  for (const Transfer& t : moved) {
    const int from_n = used_from[{spot_order(t.from), t.colour}]++;
    const int to_n = used_to[{spot_order(t.to), t.colour}]++;
    const auto from = before_shapes.find(t.from, t.colour, from_n);
    const auto to = after_shapes.find(t.to, t.colour, to_n);
    if (!from || !to) continue;
    const float stagger =
        std::min(kStaggerSeconds * static_cast<float>(launched), duration * kMaxStaggerShare);
    flights_.push_back({t.colour, t.to, *from, *to, now + stagger, duration});
    ++launched;
  }
}

float TileFlights::end_time() const {
  float end = 0.0f;
  for (const Flight& f : flights_) end = std::max(end, f.start + f.duration);
  return end;
}

bool TileFlights::active(float now) const {
  for (const Flight& f : flights_)
    if (now < f.start + f.duration) return true;
  return false;
}

std::vector<Arrival> TileFlights::arriving(float now) const {
  std::vector<Arrival> arrivals;
  for (const Flight& f : flights_)
    if (now < f.start + f.duration) arrivals.push_back({f.to, f.colour});
  return arrivals;
}

void TileFlights::draw(ImDrawList* draw, const TileStyle& style, float now) const {
  for (const Flight& f : flights_) {
    if (now >= f.start + f.duration) continue;
    const float t = ease(std::clamp((now - f.start) / f.duration, 0.0f, 1.0f));
    draw_tile(draw, lerp_quad(f.from_quad, f.to_quad, t), f.colour, style);
  }
}

}  // namespace azul::ui::pview
