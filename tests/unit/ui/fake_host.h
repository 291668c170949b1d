// An in-memory ui::Host for tests: settings in a map, the link in a string, and a log of every
// link the app wrote.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "ui/host.h"

namespace azul::ui::testing {

class FakeHost final : public Host {
 public:
  std::optional<std::string> load_setting(std::string_view key) override {
    auto found = settings.find(std::string(key));
    if (found == settings.end()) return std::nullopt;
    return found->second;
  }
  void save_setting(std::string_view key, std::string_view value) override {
    settings[std::string(key)] = std::string(value);
  }
  std::string link() override { return current_link; }
  void replace_link(std::string_view link) override {
    current_link = link;
    written_links.push_back(current_link);
  }

  std::map<std::string, std::string> settings;
  std::string current_link;
  std::vector<std::string> written_links;
};

}  // namespace azul::ui::testing
