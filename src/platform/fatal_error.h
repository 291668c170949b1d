// Reporting an error that stops the app, where the player will see it: the page shell's error
// overlay in the browser, a message box (and stderr) natively.
#pragma once

#include <string_view>

namespace azul::platform {

void report_fatal_error(std::string_view message);

}  // namespace azul::platform
