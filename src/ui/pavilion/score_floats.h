// Points told where they happen on the Summer Pavilion table (ui/pavilion/pavilion_table_view.h):
// when a seat's score changes, "+N" or "−N" rises and fades from the space just placed on
// (placement points and what its bonuses add), or from the board's score (end bonuses, the
// points lost for tiles kept over the limit). The points come from the engine's scores; this
// only notes and draws them.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/pavilion/state.h"
#include "ui/pavilion/table_layout.h"
#include "ui/pavilion/view_frame.h"

namespace azul::ui::pview {

class ScoreFloats {
 public:
  // Notes every seat's score change from `before` to `after` at `now`; `last` is the action
  // that led there, by `last_actor`.
  void note(const pavilion::State& before, const pavilion::State& after, std::optional<Action> last,
            int last_actor, float now);
  void draw(ViewFrame& f, const TableLayout& layout, float now) const;
  // Some points are still rising at `now`; when the last has risen (0: none); dropping them.
  bool active(float now) const;
  float end_time() const;
  void clear() { floats_.clear(); }

 private:
  struct Float {
    int seat = 0;
    int space = -1;  // the space it rises from; -1: the board's score
    std::string text;
    float start = 0.0f;
  };
  std::vector<Float> floats_;
};

}  // namespace azul::ui::pview
