// The resting frame loop's decisions (ui/frame_demand.h): after input a few frames settle and
// then nothing is drawn; an animation draws every frame and settles after it ends; a time asked
// for is waited for, and the frame drawn then settles too. And the highlights' breathing
// (ui/highlight_pulse.h) ends, so that a table waiting for the player rests.
#include "ui/frame_demand.h"

#include <gtest/gtest.h>

#include "ui/highlight_pulse.h"

namespace azul::ui {
namespace {

using Kind = FrameWait::Kind;

// Frames drawn, each 1/60 s apart from `now`, until the pacer rests or waits for a time.
int frames_until_quiet(FramePacer& pacer, const FrameDemand& demand, double now = 0.0) {
  int frames = 0;
  for (; frames < 100; ++frames) {
    if (pacer.after_frame(demand, now + frames / 60.0).kind != Kind::kNextFrame) return frames + 1;
  }
  return frames;
}

TEST(FramePacer, RestsWhenNothingAsks) {
  FramePacer pacer;
  EXPECT_EQ(pacer.after_frame(FrameDemand(), 1.0).kind, Kind::kRest);
}

TEST(FramePacer, AWakeDrawsExactlyTheFramesAskedFor) {
  FramePacer pacer;
  pacer.wake(5);
  EXPECT_EQ(frames_until_quiet(pacer, FrameDemand()), 5);
  pacer.wake();
  EXPECT_EQ(frames_until_quiet(pacer, FrameDemand()), FramePacer::kSettleFrames);
  pacer.wake(2);
  pacer.wake(1);
  EXPECT_EQ(frames_until_quiet(pacer, FrameDemand()), 2) << "wakes do not add up";
}

TEST(FramePacer, AnAnimationDrawsEveryFrameThenSettles) {
  FramePacer pacer;
  FrameDemand moving;
  moving.animate();
  for (int i = 0; i < 30; ++i)
    EXPECT_EQ(pacer.after_frame(moving, i / 60.0).kind, Kind::kNextFrame);
  EXPECT_EQ(frames_until_quiet(pacer, FrameDemand(), 0.5), FramePacer::kSettleFrames);
}

TEST(FramePacer, WaitsForTheTimeAskedForAndSettlesAfterIt) {
  FramePacer pacer;
  FrameDemand later;
  later.wake_at(3.0);
  later.wake_at(2.5);  // the earliest time counts
  later.wake_at(4.0);
  const FrameWait wait = pacer.after_frame(later, 2.0);
  EXPECT_EQ(wait.kind, Kind::kAfter);
  EXPECT_DOUBLE_EQ(wait.seconds, 0.5);
  // The frame drawn at that time shows what changed then: it settles like input.
  EXPECT_EQ(frames_until_quiet(pacer, FrameDemand(), 2.5), FramePacer::kSettleFrames);
}

TEST(FramePacer, AFrameDrawnEarlyForInputKeepsWaitingForTheTime) {
  FramePacer pacer;
  FrameDemand later;
  later.wake_at(10.0);
  ASSERT_EQ(pacer.after_frame(later, 1.0).kind, Kind::kAfter);
  pacer.wake();  // a click before the time
  for (int i = 0; i < FramePacer::kSettleFrames - 1; ++i)
    EXPECT_EQ(pacer.after_frame(later, 1.1).kind, Kind::kNextFrame);
  const FrameWait wait = pacer.after_frame(later, 1.2);
  EXPECT_EQ(wait.kind, Kind::kAfter);
  EXPECT_NEAR(wait.seconds, 8.8, 1e-9);
}

TEST(FramePacer, ATimeAlreadyPastIsDrawnAtOnce) {
  FramePacer pacer;
  FrameDemand overdue;
  overdue.wake_at(1.0);
  const FrameWait wait = pacer.after_frame(overdue, 2.0);
  EXPECT_EQ(wait.kind, Kind::kAfter);
  EXPECT_EQ(wait.seconds, 0.0);
}

TEST(FrameDemand, AnimatesOnlyBeforeItsEnd) {
  FrameDemand before;
  before.animate_until(1.0, 2.0);
  EXPECT_TRUE(before.animating());
  FrameDemand after;
  after.animate_until(2.0, 2.0);
  EXPECT_FALSE(after.animating());
}

TEST(HighlightPulse, BreathesForAWhileThenHoldsFullStrength) {
  const double since = 10.0;
  EXPECT_FLOAT_EQ(highlight_pulse(since, since), 1.0f);
  EXPECT_NEAR(highlight_pulse(since + kPulsePeriodSeconds / 2, since), 0.0f, 1e-6);
  EXPECT_GT(highlight_pulse(since + kPulsePeriodSeconds / 4, since), 0.4f);
  const double end = highlight_pulse_end(since);
  EXPECT_GT(end, since);
  EXPECT_FLOAT_EQ(highlight_pulse(end, since), 1.0f);
  EXPECT_FLOAT_EQ(highlight_pulse(end + 100.0, since), 1.0f);
}

}  // namespace
}  // namespace azul::ui
