// A read-only record of what the last frame showed: where named widgets were drawn and a few
// named values (the current screen, the selected game...). Browser tests read it as JSON
// (Module.azulProbe() in the page) to find and click UI elements without guessing pixels, and
// to check the result. Views record into it while they draw; it has no effect on the UI.
#pragma once

#include <imgui.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace azul::ui {

class WidgetProbe {
 public:
  struct Rect {
    ImVec2 min;
    ImVec2 max;
  };

  // Forgets the previous frame; the App calls it at the start of every frame.
  void clear();

  // Records a widget's rectangle in logical pixels (CSS pixels in the browser).
  void record_widget(std::string_view name, ImVec2 min, ImVec2 max);
  // Records the rectangle of the last ImGui item.
  void record_last_item(std::string_view name);
  void record_value(std::string_view name, std::string_view value);

  // The last frame's record of a widget or value, nullopt if it did not record one.
  std::optional<Rect> widget(std::string_view name) const;
  std::optional<std::string> value(std::string_view name) const;

  // {"widgets":{"name":{"x":..,"y":..,"w":..,"h":..},...},"values":{"name":"value",...}}
  std::string to_json() const;

 private:
  struct Widget {
    std::string name;
    ImVec2 min;
    ImVec2 max;
  };
  struct Value {
    std::string name;
    std::string value;
  };
  std::vector<Widget> widgets_;
  std::vector<Value> values_;
};

}  // namespace azul::ui
