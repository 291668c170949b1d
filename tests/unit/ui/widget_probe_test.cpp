// The widget probe (ui/widget_probe.h) that browser tests read as JSON.
#include "ui/widget_probe.h"

#include <gtest/gtest.h>

namespace azul::ui {
namespace {

TEST(WidgetProbe, EmptyProbe) {
  WidgetProbe probe;
  EXPECT_EQ(probe.to_json(), R"({"widgets":{},"values":{}})");
}

TEST(WidgetProbe, WidgetsAsRectanglesAndValuesAsStrings) {
  WidgetProbe probe;
  probe.record_widget("card:azul", ImVec2(10, 20), ImVec2(110, 70.5f));
  probe.record_widget("b", ImVec2(0, 0), ImVec2(1, 2));
  probe.record_value("game", "azul");
  EXPECT_EQ(probe.to_json(),
            R"({"widgets":{"card:azul":{"x":10.00,"y":20.00,"w":100.00,"h":50.50},)"
            R"("b":{"x":0.00,"y":0.00,"w":1.00,"h":2.00}},"values":{"game":"azul"}})");
}

TEST(WidgetProbe, EscapesJsonSpecialCharacters) {
  WidgetProbe probe;
  probe.record_value("quote\"back\\slash", "line\nbreak");
  EXPECT_EQ(probe.to_json(), R"({"widgets":{},"values":{"quote\"back\\slash":"line\u000abreak"}})");
}

TEST(WidgetProbe, ClearForgetsThePreviousFrame) {
  WidgetProbe probe;
  probe.record_value("screen", "title");
  probe.clear();
  EXPECT_EQ(probe.to_json(), R"({"widgets":{},"values":{}})");
}

}  // namespace
}  // namespace azul::ui
