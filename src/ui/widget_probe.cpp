#include "ui/widget_probe.h"

#include <cstdio>

namespace azul::ui {
namespace {

void append_json_string(std::string& out, std::string_view text) {
  out += '"';
  for (char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (byte < 0x20) {
      char escaped[8];
      std::snprintf(escaped, sizeof escaped, "\\u%04x", byte);
      out += escaped;
    } else {
      out += c;
    }
  }
  out += '"';
}

void append_number(std::string& out, float value) {
  char number[32];
  std::snprintf(number, sizeof number, "%.2f", static_cast<double>(value));
  out += number;
}

}  // namespace

void WidgetProbe::clear() {
  widgets_.clear();
  values_.clear();
}

void WidgetProbe::record_widget(std::string_view name, ImVec2 min, ImVec2 max) {
  widgets_.push_back({std::string(name), min, max});
}

void WidgetProbe::record_last_item(std::string_view name) {
  record_widget(name, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
}

void WidgetProbe::record_value(std::string_view name, std::string_view value) {
  values_.push_back({std::string(name), std::string(value)});
}

std::optional<WidgetProbe::Rect> WidgetProbe::widget(std::string_view name) const {
  for (const Widget& widget : widgets_) {
    if (widget.name == name) return Rect{widget.min, widget.max};
  }
  return std::nullopt;
}

std::optional<std::string> WidgetProbe::value(std::string_view name) const {
  for (const Value& value : values_) {
    if (value.name == name) return value.value;
  }
  return std::nullopt;
}

std::string WidgetProbe::to_json() const {
  std::string out = "{\"widgets\":{";
  for (size_t i = 0; i < widgets_.size(); ++i) {
    const Widget& widget = widgets_[i];
    if (i > 0) out += ',';
    append_json_string(out, widget.name);
    out += ":{\"x\":";
    append_number(out, widget.min.x);
    out += ",\"y\":";
    append_number(out, widget.min.y);
    out += ",\"w\":";
    append_number(out, widget.max.x - widget.min.x);
    out += ",\"h\":";
    append_number(out, widget.max.y - widget.min.y);
    out += '}';
  }
  out += "},\"values\":{";
  for (size_t i = 0; i < values_.size(); ++i) {
    if (i > 0) out += ',';
    append_json_string(out, values_[i].name);
    out += ':';
    append_json_string(out, values_[i].value);
  }
  out += "}}";
  return out;
}

}  // namespace azul::ui
