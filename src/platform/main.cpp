// Entry point of the app, native (an SDL2 window) and web (the page's canvas).
//   native:  azul [--link=game=azul]
#include <SDL.h>

#include <memory>
#include <string>
#include <utility>

#include "platform/app_session.h"
#include "platform/fatal_error.h"

int main(int argc, char** argv) {
  std::string error;
  std::unique_ptr<azul::platform::AppSession> session =
      azul::platform::AppSession::create(argc, argv, error);
  if (!session) {
    azul::platform::report_fatal_error("The game could not start: " + error + ".");
    return 1;
  }
  azul::platform::AppSession::run(std::move(session));
  return 0;
}
