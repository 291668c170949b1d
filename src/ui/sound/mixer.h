// Mixes the sounds playing at once into one stream, for a platform that has a stream rather than
// a sound player (the native window's SDL audio: src/platform/native_audio.cpp; the page gives
// each sound to Web Audio instead). Each voice plays samples made at kSampleRate at its gain
// and pitch, resampled to the output's rate; the sum is softly limited so that a chord of many
// sounds never clips harshly. Pure and single-threaded: the caller locks around it.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <vector>

#include "ui/sound/synth.h"

namespace azul::ui::sound {

class Mixer {
 public:
  // The most sounds heard at once: a new one beyond them replaces the oldest.
  static constexpr std::size_t kMaxVoices = 16;

  explicit Mixer(int output_rate) : output_rate_(output_rate) {}

  // Starts `samples` (made at kSampleRate; they must outlive the voice) now.
  void play(const std::vector<float>& samples, float gain, float pitch) {
    if (samples.empty() || gain <= 0.0f || pitch <= 0.0f) return;
    if (voices_.size() == kMaxVoices) voices_.erase(voices_.begin());
    voices_.push_back(
        Voice{&samples, 0.0, static_cast<double>(pitch) * kSampleRate / output_rate_, gain});
  }

  // Writes the next `frames` samples of the mix (mono) into `out`.
  void mix(float* out, std::size_t frames) {
    std::fill(out, out + frames, 0.0f);
    for (Voice& v : voices_) {
      const std::vector<float>& s = *v.samples;
      for (std::size_t i = 0; i < frames; ++i) {
        const auto at = static_cast<std::size_t>(v.position);
        if (at + 1 >= s.size()) {
          v.position = static_cast<double>(s.size());
          break;
        }
        const float between = static_cast<float>(v.position - static_cast<double>(at));
        out[i] += v.gain * (s[at] + (s[at + 1] - s[at]) * between);
        v.position += v.step;
      }
    }
    voices_.erase(std::remove_if(voices_.begin(), voices_.end(),
                                 [](const Voice& v) {
                                   return v.position + 1.0 >=
                                          static_cast<double>(v.samples->size());
                                 }),
                  voices_.end());
    for (std::size_t i = 0; i < frames; ++i) out[i] = limit(out[i]);
  }

  std::size_t voices() const { return voices_.size(); }

  // Leaves a sample alone up to kKnee, then bends it smoothly towards 1 (never past it).
  static float limit(float x) {
    constexpr float kKnee = 0.8f;
    const float magnitude = std::abs(x);
    if (magnitude <= kKnee) return x;
    const float over = (magnitude - kKnee) / (1.0f - kKnee);
    const float bent = kKnee + (1.0f - kKnee) * std::tanh(over);
    return x < 0.0f ? -bent : bent;
  }

 private:
  struct Voice {
    const std::vector<float>* samples;
    double position;  // in samples of the sound
    double step;      // samples of the sound per output sample
    float gain;
  };

  int output_rate_;
  std::vector<Voice> voices_;
};

}  // namespace azul::ui::sound
