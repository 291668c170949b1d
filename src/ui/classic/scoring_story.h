// The wall-tiling told as a story on the Azul table (ui/classic/azul_table_view.h): each tile
// of a completed pattern line moves to its wall space one after another, its points rising
// from the space ("+3"), then the floor penalty rises from the floor line ("−2"). Every seat's
// board is told at once. What happened comes from the engine (classic/tiling_steps.h); this
// only times and draws it, reading positions from the current layout so that a resize during
// the story keeps it in place.
#pragma once

#include <imgui.h>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/classic/state.h"
#include "ui/classic/table_geometry.h"
#include "ui/game/table_view.h"

namespace azul::ui::aview {

class ScoringStory {
 public:
  // Starts the story of what the tiling between `before` and `after` did, `delay` seconds from
  // `now`, each placement taking `step` seconds; when it did nothing (no wall space filled, no
  // floor scored) the story being told goes on.
  void start(const classic::State& before, const classic::State& after, double now, float delay,
             float step);
  void clear();
  bool running(double now) const;
  // When the story ends (ImGui's clock); 0 when none is told.
  double end_time() const { return length_ > 0.0f ? start_ + length_ : 0.0; }
  // Wall spaces (bit row * 5 + column) of `seat` whose tile has not landed yet: not drawn.
  std::uint32_t hidden_wall(int seat, double now) const;
  // The tiles waiting in their lines or moving to the wall, and the points rising.
  void draw(ImDrawList* draw, const TableLayout& layout, const TileStyle& style, double now) const;

  // What the story tells, in the order it rises: each wall placement's points and each floor
  // line's penalty (negative), with the seconds after the start when it rises. The sounds of
  // the points (ui/sound/table_sounds.h) follow it.
  struct Told {
    int seat = 0;
    int points = 0;
    float delay = 0.0f;
  };
  std::vector<Told> told() const;

 private:
  struct Step {
    int seat = 0;
    int row = 0;
    int column = 0;
    classic::Colour colour = classic::Colour::Blue;
    float delay = 0.0f;  // seconds after the start when it leaves its line
  };
  struct Points {
    int seat = 0;
    int row = -1;  // the wall space it rises from; -1: the floor line
    int column = 0;
    int points = 0;
    std::string text;
    float delay = 0.0f;
  };

  std::vector<Step> steps_;
  std::vector<Points> points_;
  double start_ = 0.0;
  float step_ = 0.0f;
  float length_ = 0.0f;
};

}  // namespace azul::ui::aview
