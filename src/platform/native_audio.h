// The native window's sound: the table's sounds (ui/sound) mixed into one stream of SDL's audio
// (ui/sound/mixer.h), with the same samples the page hands to Web Audio (ui/sound/synth.h). The
// device opens at the first sound; where it cannot (no audio device, a machine without sound)
// the window stays silent, as the page does where a browser refuses audio. Used by
// native_host.cpp.
#pragma once

#include <SDL.h>

#include <optional>

#include "ui/sound/mixer.h"
#include "ui/sound/sound.h"
#include "ui/sound/synth.h"

namespace azul::platform {

class NativeAudio {
 public:
  NativeAudio() = default;
  NativeAudio(const NativeAudio&) = delete;
  NativeAudio& operator=(const NativeAudio&) = delete;
  ~NativeAudio() {
    if (device_ == 0) return;
    SDL_CloseAudioDevice(device_);
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
  }

  void play(ui::sound::Sound sound, float gain, float pitch) {
    if (!open()) return;
    const std::vector<float>& samples =
        ui::sound::samples(sound);  // made here, not in the callback
    SDL_LockAudioDevice(device_);
    mixer_->play(samples, gain, pitch);
    SDL_UnlockAudioDevice(device_);
  }

 private:
  static constexpr int kRate = 48000;
  static constexpr Uint16 kBufferFrames = 512;  // about 11 ms: a click is heard with its tile

  bool open() {
    if (device_ != 0) return true;
    if (failed_) return false;
    failed_ = true;  // until it opens
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) return false;
    SDL_AudioSpec want{};
    want.freq = kRate;
    want.format = AUDIO_F32SYS;
    want.channels = 1;
    want.samples = kBufferFrames;
    want.callback = &NativeAudio::fill;
    want.userdata = this;
    SDL_AudioSpec have{};
    device_ = SDL_OpenAudioDevice(nullptr, 0, &want, &have, SDL_AUDIO_ALLOW_FREQUENCY_CHANGE);
    if (device_ == 0) {
      SDL_QuitSubSystem(SDL_INIT_AUDIO);
      return false;
    }
    mixer_.emplace(have.freq);
    SDL_PauseAudioDevice(device_, 0);  // the callback runs from now on
    failed_ = false;
    return true;
  }

  // SDL's audio thread asks for the next samples (under the device's lock).
  static void SDLCALL fill(void* self, Uint8* stream, int bytes) {
    static_cast<NativeAudio*>(self)->mixer_->mix(reinterpret_cast<float*>(stream),
                                                 static_cast<std::size_t>(bytes) / sizeof(float));
  }

  SDL_AudioDeviceID device_ = 0;
  bool failed_ = false;
  std::optional<ui::sound::Mixer> mixer_;
};

}  // namespace azul::platform
