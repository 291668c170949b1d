// The project's own sounds (ui/sound/sound.h), synthesised from decaying sine partials, filtered
// noise and pitch glides: ceramic clicks and clacks for the tiles, a thud for the floor, small
// bells for points, chimes for your turn, the lesson and the end of the game. No recording is
// used; the same code makes them for the page (handed to Web Audio as sample buffers) and for
// the native window (mixed into SDL's audio, ui/sound/mixer.h), so both sound alike. Pure and
// deterministic (the noise comes from a fixed seed): tests/unit/sound pins their shape.
#pragma once

#include <vector>

#include "ui/sound/sound.h"

namespace azul::ui::sound {

// The rate every sound is made at: the tiles' clicks reach about 7 kHz, well below its limit.
inline constexpr int kSampleRate = 22050;

// The samples of `sound`: mono, at kSampleRate, peaking at its level (below 1), silent at both
// ends (no click when it starts or stops).
std::vector<float> synthesize(Sound sound);

// The samples of `sound`, made on its first use and kept (the platforms play them again and
// again). Called from the UI's thread only; the vector never changes once made, so an audio
// thread may read it.
const std::vector<float>& samples(Sound sound);

}  // namespace azul::ui::sound
