// make_game_screen: the one place that maps a GameKind to its game controller.
#include <memory>

#include "ui/game/game_controller.h"
#include "ui/game/game_screen.h"
#include "ui/game/game_traits_classic.h"
#include "ui/game/game_traits_pavilion.h"

namespace azul::ui {

std::unique_ptr<GameScreen> make_game_screen(const NewGameSetup& setup) {
  if (setup.game == GameKind::kAzul) return std::make_unique<GameController<classic::State>>(setup);
  return std::make_unique<GameController<pavilion::State>>(setup);
}

}  // namespace azul::ui
