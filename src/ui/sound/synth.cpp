#include "ui/sound/synth.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "engine/core/rng.h"

namespace azul::ui::sound {
namespace {

constexpr double kTwoPi = 6.283185307179586;
constexpr double kRate = kSampleRate;
constexpr double kFadeSeconds = 0.02;  // the last moment of every sound fades to silence
constexpr std::uint64_t kNoiseSeed = 0x50D50D;

// Notes (Hz) of the chimes.
constexpr double kC4 = 261.63, kEb4 = 311.13, kG4 = 392.00, kC5 = 523.25, kE5 = 659.26,
                 kG5 = 783.99, kA5 = 880.00, kC6 = 1046.50, kD6 = 1174.66, kE6 = 1318.51,
                 kG6 = 1567.98;

// A sound being made: samples added to, partial by partial.
class Voice {
 public:
  explicit Voice(double seconds) : samples_(static_cast<std::size_t>(seconds * kRate), 0.0f) {}

  // A sine partial from `start` (seconds): `amp` after an attack of `attack` seconds, decaying
  // by e every `decay` seconds; its frequency glides from `freq` to `to` (0: no glide) over
  // `glide` seconds.
  Voice& partial(double start, double freq, double amp, double decay, double attack = 0.002,
                 double to = 0.0, double glide = 0.0) {
    double phase = 0.0;
    for (std::size_t i = first(start); i < samples_.size(); ++i) {
      const double t = static_cast<double>(i) / kRate - start;
      const double f =
          to > 0.0 && glide > 0.0 ? freq * std::pow(to / freq, std::min(t / glide, 1.0)) : freq;
      phase += kTwoPi * f / kRate;
      const double envelope = std::min(1.0, t / attack) * std::exp(-t / decay);
      if (envelope < 1e-5 && t > attack) break;
      samples_[i] += static_cast<float>(amp * envelope * std::sin(phase));
    }
    return *this;
  }

  // A bell: the note with its octave and a slightly out-of-tune upper partial, as small metal
  // and glazed ceramic ring.
  Voice& bell(double start, double freq, double amp, double decay, double attack = 0.003) {
    partial(start, freq, amp, decay, attack);
    partial(start, freq * 2.0, amp * 0.3, decay * 0.5, attack);
    return partial(start, freq * 2.76, amp * 0.12, decay * 0.3, attack);
  }

  // Noise between `low` and `high` Hz (two one-pole filters), `amp` decaying every `decay`
  // seconds: the scrape and knock of a tile.
  Voice& noise(double start, double amp, double decay, double low, double high) {
    Rng rng(kNoiseSeed ^ samples_.size() ^ static_cast<std::uint64_t>(start * 1e6));
    const double a_low = 1.0 - std::exp(-kTwoPi * low / kRate);
    const double a_high = 1.0 - std::exp(-kTwoPi * high / kRate);
    double below_low = 0.0, below_high = 0.0;
    for (std::size_t i = first(start); i < samples_.size(); ++i) {
      const double t = static_cast<double>(i) / kRate - start;
      const double envelope = std::min(1.0, t / 0.001) * std::exp(-t / decay);
      if (envelope < 1e-5 && t > 0.001) break;
      const double white = rng.unit() * 2.0 - 1.0;
      below_low += a_low * (white - below_low);
      below_high += a_high * (white - below_high);
      samples_[i] += static_cast<float>(amp * envelope * (below_high - below_low) * 3.0);
    }
    return *this;
  }

  // Scaled to peak at `level`, fading out over the last moment.
  std::vector<float> finish(float level) {
    float peak = 0.0f;
    for (float s : samples_) peak = std::max(peak, std::abs(s));
    const float scale = peak > 0.0f ? level / peak : 0.0f;
    const std::size_t fade = static_cast<std::size_t>(kFadeSeconds * kRate);
    for (std::size_t i = 0; i < samples_.size(); ++i) {
      const std::size_t left = samples_.size() - i;
      const float tail =
          left <= fade ? static_cast<float>(left - 1) / static_cast<float>(fade) : 1.0f;
      samples_[i] *= scale * tail;
    }
    return std::move(samples_);
  }

 private:
  std::size_t first(double start) const {
    return std::min(samples_.size(), static_cast<std::size_t>(start * kRate));
  }

  std::vector<float> samples_;
};

}  // namespace

std::vector<float> synthesize(Sound sound) {
  switch (sound) {
    case Sound::kTake:  // a glazed tile lifted off the cardboard: a bright, short click
      return Voice(0.09)
          .noise(0.0, 0.7, 0.004, 2000, 7000)
          .partial(0.0, 3150, 0.35, 0.018)
          .partial(0.0, 4870, 0.2, 0.012)
          .partial(0.0, 2230, 0.25, 0.03)
          .finish(0.5f);
    case Sound::kPlace:  // a tile set down: a lower clack with a little body
      return Voice(0.16)
          .noise(0.0, 0.6, 0.006, 600, 3500)
          .partial(0.0, 1180, 0.45, 0.035)
          .partial(0.0, 1870, 0.25, 0.02)
          .partial(0.0, 240, 0.5, 0.05)
          .finish(0.6f);
    case Sound::kFloor:  // tiles dropped on the floor line: a thud and a little rattle
      return Voice(0.35)
          .partial(0.0, 150, 0.9, 0.11, 0.003, 70, 0.12)
          .noise(0.0, 0.3, 0.02, 60, 400)
          .partial(0.05, 2100, 0.12, 0.02)
          .partial(0.09, 1800, 0.08, 0.02)
          .finish(0.75f);
    case Sound::kMarker:  // the thick marker: a wooden tock that bounces once
      return Voice(0.25)
          .noise(0.0, 0.3, 0.003, 1000, 5000)
          .partial(0.0, 610, 0.6, 0.06)
          .partial(0.0, 1720, 0.3, 0.03)
          .partial(0.0, 2600, 0.12, 0.015)
          .partial(0.07, 640, 0.3, 0.05)
          .partial(0.07, 1790, 0.15, 0.025)
          .finish(0.6f);
    case Sound::kPoint:  // a small bell at C6; the cue's pitch raises it with the points
      return Voice(0.45).bell(0.0, kC6, 0.6, 0.16).finish(0.45f);
    case Sound::kPenalty:  // a falling, muted tone
      return Voice(0.5)
          .partial(0.0, kG4, 0.55, 0.22, 0.01, kC4, 0.3)
          .partial(0.0, kG4 * 3.0, 0.12, 0.12, 0.01, kC4 * 3.0, 0.3)
          .finish(0.55f);
    case Sound::kBonus:  // three bells up a major chord
      return Voice(0.7)
          .bell(0.0, kC6, 0.45, 0.2)
          .bell(0.08, kE6, 0.45, 0.2)
          .bell(0.16, kG6, 0.5, 0.25)
          .finish(0.5f);
    case Sound::kTurn:  // two soft bells, a fourth apart, that ask for you
      return Voice(0.9)
          .bell(0.0, kE5, 0.5, 0.35, 0.006)
          .bell(0.14, kA5, 0.55, 0.4, 0.006)
          .finish(0.5f);
    case Sound::kRefused:  // two low, beating buzzes: "not that"
      return Voice(0.3)
          .partial(0.0, 185, 0.5, 0.05, 0.004)
          .partial(0.0, 196, 0.4, 0.05, 0.004)
          .partial(0.11, 185, 0.5, 0.05, 0.004)
          .partial(0.11, 196, 0.4, 0.05, 0.004)
          .finish(0.5f);
    case Sound::kWin:  // a major arpeggio that rings on
      return Voice(1.4)
          .bell(0.0, kC5, 0.45, 0.3)
          .bell(0.11, kE5, 0.45, 0.3)
          .bell(0.22, kG5, 0.45, 0.3)
          .bell(0.33, kC6, 0.6, 0.6)
          .bell(0.33, kE6, 0.2, 0.5)
          .finish(0.65f);
    case Sound::kLoss:  // a gentle minor fall
      return Voice(1.2)
          .bell(0.0, kG4, 0.45, 0.35, 0.008)
          .bell(0.2, kEb4, 0.45, 0.35, 0.008)
          .bell(0.4, kC4, 0.55, 0.6, 0.008)
          .finish(0.55f);
    case Sound::kLesson:  // a fifth and a sparkle: well done
      return Voice(0.7)
          .bell(0.0, kG5, 0.45, 0.3, 0.004)
          .bell(0.0, kD6, 0.3, 0.3, 0.004)
          .bell(0.09, kG6, 0.2, 0.2)
          .finish(0.5f);
  }
  return {};
}

const std::vector<float>& samples(Sound sound) {
  static std::array<std::vector<float>, kSoundCount> made;
  std::vector<float>& kept = made[static_cast<std::size_t>(sound)];
  if (kept.empty()) kept = synthesize(sound);
  return kept;
}

}  // namespace azul::ui::sound
