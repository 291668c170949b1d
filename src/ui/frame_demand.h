// When the frame loop draws. The loop rests: it draws a frame only when something changes, so
// that a page left open while the player thinks (or waits for a friend's link) costs nothing.
//
// FrameDemand is what one frame asks for. Screens and views add their reasons while they draw:
// something on screen moves or computes (a tile animation, the AI's search) and the next frame
// is wanted at once, or something will change by itself at a known time (an AI move waiting
// for its pacing, a notice that goes away) and a frame is wanted then. Without a reason the
// loop waits for input or for an event from the page.
//
// FramePacer turns those demands, input and page events into the loop's next wait. After the
// last reason ends it draws a few more frames, which lets ImGui settle (a click is seen on one
// frame and acted on in the next; a new window is measured before it is shown), then rests.
// src/platform/app_session.cpp runs it: in the browser through requestAnimationFrame and a
// timer, natively through SDL_WaitEventTimeout.
#pragma once

#include <algorithm>
#include <optional>

namespace azul::ui {

// A search (an AI seat's, the hint's, the analysis') thinks for a share of the time between
// frames, as the display paces them: a frame itself costs a few milliseconds, so the page keeps
// drawing at the display's pace while the search gets the rest of a core. At most
// kMaxSearchSliceMs, so that the first frame after a rest (a long gap) does not freeze the
// page, and at least kMinSearchSliceMs (a slow display still thinks as it did at 8 ms).
inline constexpr double kSearchShareOfFrame = 0.5;
inline constexpr double kMinSearchSliceMs = 8.0;
inline constexpr double kMaxSearchSliceMs = 25.0;

// The search's milliseconds in a frame drawn `interval` seconds after the previous one.
inline double search_slice_ms(double interval) {
  return std::clamp(interval * 1000.0 * kSearchShareOfFrame, kMinSearchSliceMs, kMaxSearchSliceMs);
}

class FrameDemand {
 public:
  // Something moves or computes: draw the next frame as soon as the display can.
  void animate() { animate_ = true; }
  // Something moves until `until` (ImGui's clock, seconds): animate() while `now` is before it.
  void animate_until(double now, double until) {
    if (now < until) animate();
  }
  // Something changes by itself at `time` (ImGui's clock, seconds): draw a frame then.
  void wake_at(double time) { wake_at_ = wake_at_ ? std::min(*wake_at_, time) : time; }

  bool animating() const { return animate_; }
  const std::optional<double>& wake_time() const { return wake_at_; }

 private:
  bool animate_ = false;
  std::optional<double> wake_at_;
};

// What the loop does after a frame: draw the next one at once, draw one after `seconds`, or
// rest until input or a page event wakes it.
struct FrameWait {
  enum class Kind { kNextFrame, kAfter, kRest };
  Kind kind = Kind::kRest;
  double seconds = 0.0;  // kAfter only

  static FrameWait next_frame() { return {Kind::kNextFrame, 0.0}; }
  static FrameWait after(double seconds) { return {Kind::kAfter, seconds}; }
  static FrameWait rest() { return {Kind::kRest, 0.0}; }
};

class FramePacer {
 public:
  // Frames drawn after the last reason ends (input, an event, an animation, a timer).
  static constexpr int kSettleFrames = 3;

  // Input or a page event: draw at least `frames` frames from now on.
  void wake(int frames = kSettleFrames) { frames_left_ = std::max(frames_left_, frames); }

  // After a frame drawn at `now` (ImGui's clock) that asked for `demand`: the next wait.
  FrameWait after_frame(const FrameDemand& demand, double now) {
    // A frame drawn for a time asked for earlier shows what changed then: it settles too.
    if (timer_ && now >= *timer_) frames_left_ = std::max(frames_left_, kSettleFrames);
    timer_.reset();
    if (frames_left_ > 0) --frames_left_;
    if (demand.animating()) {
      frames_left_ = kSettleFrames;
      return FrameWait::next_frame();
    }
    if (frames_left_ > 0) return FrameWait::next_frame();
    if (!demand.wake_time()) return FrameWait::rest();
    timer_ = *demand.wake_time();
    return FrameWait::after(std::max(0.0, *timer_ - now));
  }

 private:
  int frames_left_ = 0;
  std::optional<double> timer_;  // the time of the frame asked for with FrameWait::after
};

}  // namespace azul::ui
