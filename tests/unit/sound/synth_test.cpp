// The project's own sounds (ui/sound/synth.h): each one is short, within range, silent at both
// ends, the same on every call, and rings where it should (a point's bell at C6, your turn's
// two bells E5 then A5, a win above a loss); and the mixer (ui/sound/mixer.h) that plays them
// natively.
#include "ui/sound/synth.h"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "ui/sound/mixer.h"

namespace azul::ui::sound {
namespace {

constexpr double kTwoPi = 6.283185307179586;

std::vector<Sound> all_sounds() {
  std::vector<Sound> sounds;
  for (int i = 0; i < kSoundCount; ++i) sounds.push_back(static_cast<Sound>(i));
  return sounds;
}

// The strength of `frequency` in samples [from, to) (the Goertzel algorithm).
double strength(const std::vector<float>& s, double frequency, std::size_t from, std::size_t to) {
  const double w = kTwoPi * frequency / kSampleRate;
  double s1 = 0.0, s2 = 0.0;
  for (std::size_t i = from; i < std::min(to, s.size()); ++i) {
    const double s0 = s[i] + 2.0 * std::cos(w) * s1 - s2;
    s2 = s1;
    s1 = s0;
  }
  return std::sqrt(s1 * s1 + s2 * s2 - 2.0 * std::cos(w) * s1 * s2);
}

std::size_t at(double seconds) { return static_cast<std::size_t>(seconds * kSampleRate); }

TEST(Synth, EverySoundIsShortWithinRangeAndSilentAtBothEnds) {
  for (Sound sound : all_sounds()) {
    SCOPED_TRACE(std::string(sound_name(sound)));
    const std::vector<float> s = synthesize(sound);
    ASSERT_GT(s.size(), at(0.05));
    EXPECT_LE(s.size(), at(1.5)) << "short";
    float peak = 0.0f;
    for (float x : s) peak = std::max(peak, std::abs(x));
    EXPECT_GT(peak, 0.3f);
    EXPECT_LE(peak, 0.8f) << "room left for several at once";
    EXPECT_LT(std::abs(s.front()), 0.02f) << "no click as it starts";
    EXPECT_LT(std::abs(s.back()), 1e-4f) << "none as it stops";
  }
}

TEST(Synth, TheSameSamplesEveryTimeAndOnePerSound) {
  for (Sound sound : all_sounds()) {
    EXPECT_EQ(synthesize(sound), synthesize(sound)) << sound_name(sound);
    EXPECT_EQ(&samples(sound), &samples(sound)) << "made once and kept";
    EXPECT_EQ(samples(sound), synthesize(sound));
  }
  EXPECT_NE(synthesize(Sound::kWin), synthesize(Sound::kLoss));
  EXPECT_NE(synthesize(Sound::kTake), synthesize(Sound::kPlace));
}

TEST(Synth, APointRingsAtC6AndYourTurnIsTwoBellsGoingUp) {
  const std::vector<float> point = synthesize(Sound::kPoint);
  EXPECT_GT(strength(point, 1046.5, 0, point.size()),
            5.0 * strength(point, 700.0, 0, point.size()));
  const std::vector<float> turn = synthesize(Sound::kTurn);
  const std::size_t second = at(0.14);
  EXPECT_GT(strength(turn, 659.3, 0, second), 5.0 * strength(turn, 880.0, 0, second)) << "E5 first";
  EXPECT_GT(strength(turn, 880.0, second, second + at(0.2)),
            strength(turn, 659.3, second, second + at(0.2)))
      << "then A5";
}

TEST(Synth, TilesClickHighAndTheFloorThudsLow) {
  const std::vector<float> take = synthesize(Sound::kTake);
  const std::vector<float> floor = synthesize(Sound::kFloor);
  EXPECT_GT(strength(take, 3150.0, 0, take.size()), strength(take, 150.0, 0, take.size()));
  EXPECT_GT(strength(floor, 120.0, 0, at(0.1)), strength(floor, 3150.0, 0, at(0.1)));
}

TEST(Mixer, PlaysAVoiceAtItsGainUntilItEnds) {
  Mixer mixer(kSampleRate);
  const std::vector<float>& point = samples(Sound::kPoint);
  mixer.play(point, 0.5f, 1.0f);
  std::vector<float> out(256);
  mixer.mix(out.data(), out.size());
  for (std::size_t i = 0; i < out.size(); ++i) EXPECT_NEAR(out[i], 0.5f * point[i], 1e-6f);
  std::vector<float> rest(point.size());
  mixer.mix(rest.data(), rest.size());
  EXPECT_EQ(mixer.voices(), 0u) << "a finished sound leaves";
  mixer.mix(out.data(), out.size());
  for (float x : out) EXPECT_EQ(x, 0.0f);
}

TEST(Mixer, APitchOfTwoPlaysInHalfTheTimeAndAnOutputRateOfTwiceTakesTwice) {
  const std::vector<float>& take = samples(Sound::kTake);
  const auto frames_until_done = [&](int rate, float pitch) {
    Mixer mixer(rate);
    mixer.play(take, 1.0f, pitch);
    std::size_t frames = 0;
    std::vector<float> out(1);
    while (mixer.voices() > 0) {
      mixer.mix(out.data(), 1);
      ++frames;
    }
    return frames;
  };
  const std::size_t plain = frames_until_done(kSampleRate, 1.0f);
  EXPECT_NEAR(static_cast<double>(frames_until_done(kSampleRate, 2.0f)), plain / 2.0, 2.0);
  EXPECT_NEAR(static_cast<double>(frames_until_done(2 * kSampleRate, 1.0f)), plain * 2.0, 3.0);
}

TEST(Mixer, ManySoundsAtOnceNeverPassFullScaleAndTheOldestGiveWay) {
  Mixer mixer(48000);
  for (std::size_t i = 0; i < Mixer::kMaxVoices + 4; ++i)
    mixer.play(samples(Sound::kWin), 1.0f, 1.0f);
  EXPECT_EQ(mixer.voices(), Mixer::kMaxVoices);
  std::vector<float> out(48000);
  mixer.mix(out.data(), out.size());
  float peak = 0.0f;
  for (float x : out) peak = std::max(peak, std::abs(x));
  EXPECT_LE(peak, 1.0f);
  EXPECT_GT(peak, 0.8f);
  EXPECT_EQ(Mixer::limit(0.5f), 0.5f) << "quiet sounds pass untouched";
  EXPECT_LT(Mixer::limit(-3.0f), -0.8f);
}

}  // namespace
}  // namespace azul::ui::sound
