// The browser's host: settings in localStorage and the link in the URL hash, through the
// JavaScript glue in web/glue.js.
#include <string_view>
#include <vector>

#include "platform/platform_host.h"
#include "platform/web_glue.h"

namespace azul::platform {
namespace {

constexpr int kInitialStringBuffer = 256;

// Calls `read(buffer, size)` (one of the glue's string getters), growing the buffer until the
// string fits. Returns nullopt when the getter reports that there is no value (-1).
template <typename Read>
std::optional<std::string> read_glue_string(Read read) {
  std::vector<char> buffer(kInitialStringBuffer);
  for (;;) {
    const int length = read(buffer.data(), static_cast<int>(buffer.size()));
    if (length < 0) return std::nullopt;
    if (static_cast<size_t>(length) < buffer.size()) return std::string(buffer.data(), length);
    buffer.resize(static_cast<size_t>(length) + 1);
  }
}

class WebHost final : public PlatformHost {
 public:
  std::optional<std::string> load_setting(std::string_view key) override {
    const std::string name(key);
    return read_glue_string(
        [&](char* buffer, int size) { return azul_glue_setting_get(name.c_str(), buffer, size); });
  }
  void save_setting(std::string_view key, std::string_view value) override {
    azul_glue_setting_set(std::string(key).c_str(), std::string(value).c_str());
  }
  std::string link() override {
    return read_glue_string(azul_glue_link_get).value_or(std::string());
  }
  void replace_link(std::string_view link) override {
    azul_glue_link_replace(std::string(link).c_str());
  }
  bool copy_to_clipboard(std::string_view text) override {
    return azul_glue_copy_text(std::string(text).c_str()) != 0;
  }
  bool download_text(std::string_view filename, std::string_view text) override {
    return azul_glue_download_text(std::string(filename).c_str(), std::string(text).c_str()) != 0;
  }
  void request_text_file() override { azul_glue_open_text_file(); }
  std::optional<std::string> take_opened_file() override {
    return read_glue_string(azul_glue_take_opened_file);
  }
  std::optional<std::string> take_link_change() override {
    if (azul_glue_link_take_change() == 0) return std::nullopt;
    return link();
  }
  void frame_rendered(std::uint64_t frame_number) override {
    if (frame_number == 1) azul_glue_first_frame();
  }
};

}  // namespace

std::unique_ptr<PlatformHost> make_host(int, char**) { return std::make_unique<WebHost>(); }

}  // namespace azul::platform
