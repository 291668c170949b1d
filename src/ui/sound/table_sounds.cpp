// The parts of the tables' sounds (ui/sound/table_sounds.h) both games share.
#include <algorithm>
#include <array>
#include <cmath>

#include "ui/sound/table_sounds.h"

namespace azul::ui::sound {
namespace {

constexpr std::array<int, 8> kPentatonicSteps = {0, 2, 4, 7, 9, 12, 14, 16};  // semitones
constexpr int kMaxTakeClicks = 4;
constexpr float kTakeClickSeconds = 0.028f;
// The clicks of one take differ a little, as real tiles do.
constexpr std::array<float, kMaxTakeClicks> kTakeClickPitch = {1.0f, 1.07f, 0.95f, 1.03f};

float semitones(int steps) { return std::pow(2.0f, static_cast<float>(steps) / 12.0f); }

}  // namespace

float point_pitch(int points) {
  const int index = std::clamp(points, 1, static_cast<int>(kPentatonicSteps.size())) - 1;
  return semitones(kPentatonicSteps[static_cast<std::size_t>(index)]);
}

float penalty_pitch(int points_lost) { return semitones(-std::clamp(points_lost - 1, 0, 5)); }

void add_take(std::vector<Cue>& cues, int tiles) {
  if (tiles <= 0) return;
  const float gain = std::min(1.0f, 0.45f + 0.1f * static_cast<float>(tiles));
  for (int k = 0; k < std::min(tiles, kMaxTakeClicks); ++k)
    cues.push_back(Cue{Sound::kTake, kTakeClickSeconds * k, gain,
                       kTakeClickPitch[static_cast<std::size_t>(k)]});
}

void merge_simultaneous(std::vector<Cue>& cues) {
  std::stable_sort(cues.begin(), cues.end(),
                   [](const Cue& a, const Cue& b) { return a.at < b.at; });
  std::vector<Cue> merged;
  for (const Cue& cue : cues) {
    const auto same = std::find_if(merged.begin(), merged.end(), [&](const Cue& kept) {
      return kept.sound == cue.sound && std::abs(kept.at - cue.at) < 1e-4;
    });
    if (same == merged.end()) {
      merged.push_back(cue);
      continue;
    }
    same->gain = std::max(same->gain, cue.gain);
    same->pitch = std::max(same->pitch, cue.pitch);
    same->haptic = same->haptic || cue.haptic;
  }
  cues = std::move(merged);
}

}  // namespace azul::ui::sound
