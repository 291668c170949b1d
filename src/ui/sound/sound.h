// The sounds of the table: what each one tells, and a cue (one sound to play, when, how loud and
// at which pitch). Sounds are events first: what happened on the table becomes cues by pure
// functions (ui/sound/table_sounds.h for each game's moves and scoring, ui/sound/game_sounds.h
// for the game screen's own: your turn, a refused move, the end of the game, a lesson's step),
// and playing them is the platform's job behind ui::Host (Web Audio in the page, SDL's audio
// natively), with the samples the project's own synthesis makes (ui/sound/synth.h).
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace azul::ui::sound {

enum class Sound : std::uint8_t {
  kTake,     // tiles picked up from a factory or the centre
  kPlace,    // tiles set on a pattern line, a tile set on a star
  kFloor,    // tiles falling to the floor line, or discarded to the tower at a pass
  kMarker,   // the first-player marker (Azul), the start tile (Summer Pavilion) taken
  kPoint,    // points counted (the higher the pitch, the more points)
  kPenalty,  // points lost: the floor line scored, the centre's or a pass's penalty
  kBonus,    // a bonus tile taken, the end of the game's bonuses
  kTurn,     // your turn, after someone else moved
  kRefused,  // a move the game did not take
  kWin,      // the end of the game: a player of this device won (or shared the win)
  kLoss,     // the end of the game: nobody of this device won
  kLesson,   // a lesson's step done
};
inline constexpr int kSoundCount = 12;

inline constexpr std::array<std::string_view, kSoundCount> kSoundNames = {
    "take",  "place", "floor",   "marker", "point", "penalty",
    "bonus", "turn",  "refused", "win",    "loss",  "lesson"};

// The sound's name: what the page's test hook records and the platforms key their samples by.
constexpr std::string_view sound_name(Sound sound) {
  return kSoundNames[static_cast<std::size_t>(sound)];
}

// One sound to play. `at` is in seconds: after the change it tells, in a list a function made
// from that change; on ImGui's clock once scheduled.
struct Cue {
  Sound sound = Sound::kTake;
  double at = 0.0;
  float gain = 1.0f;    // 0..1, before the player's volume
  float pitch = 1.0f;   // the playback rate: 1 as synthesised, 2 an octave higher
  bool haptic = false;  // your own tiles set down: a short vibration where the device has one
  friend bool operator==(const Cue&, const Cue&) = default;
};

}  // namespace azul::ui::sound
