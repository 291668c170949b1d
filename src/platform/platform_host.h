// The platform's side of ui::Host, plus what only the main loop needs from it: link changes
// made outside the app (the browser's back button or an edited URL hash), and notice of
// rendered frames (the web page shell hides its loading screen after the first one).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "ui/host.h"

namespace azul::platform {

class PlatformHost : public ui::Host {
 public:
  // The new link if it changed outside the app since the last call, else nullopt.
  virtual std::optional<std::string> take_link_change() = 0;
  // Called after each rendered frame; `frame_number` counts from 1.
  virtual void frame_rendered(std::uint64_t frame_number) = 0;
};

// The host for this build: the browser's (web_host.cpp) or the native window's
// (native_host.cpp). Native builds take the initial link from the command line.
std::unique_ptr<PlatformHost> make_host(int argc, char** argv);

}  // namespace azul::platform
