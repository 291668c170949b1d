// What the UI needs from the machine it runs on, so that the UI itself never knows whether it
// runs in the native window or in a browser. src/platform implements it: in the browser the
// settings live in localStorage and the link is the URL hash; natively the settings live in
// memory for the session and the link comes from the command line.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ui/fonts.h"
#include "ui/sound/sound.h"

namespace azul::ui {

class SearchService;

class Host {
 public:
  virtual ~Host() = default;

  // A setting saved earlier (this session or, in the browser, an earlier visit); nullopt if
  // it was never saved.
  virtual std::optional<std::string> load_setting(std::string_view key) = 0;
  // Stores a setting; false when the store refused it (full, or blocked by the browser).
  virtual bool save_setting(std::string_view key, std::string_view value) = 0;
  virtual void remove_setting(std::string_view key) = 0;
  // Every saved setting key that starts with `prefix` (the saved-games library's entries).
  virtual std::vector<std::string> setting_keys(std::string_view prefix) = 0;
  // Keys that another tab of the same site changed since the last call ("" when it cleared
  // them all); natively there is no other tab.
  virtual std::vector<std::string> take_changed_settings() { return {}; }
  // The wall clock: milliseconds since 1970-01-01 UTC (when a saved game was last played).
  virtual std::int64_t now_ms() = 0;

  // This tab's own small store (the browser's sessionStorage): kept across reloads of the tab,
  // gone with it, never seen by other tabs. What the tab showed lives here (the screen, the
  // move a replay shows), so that a reload comes back to it. Natively: memory.
  virtual std::optional<std::string> load_tab_value(std::string_view key) = 0;
  virtual void save_tab_value(std::string_view key, std::string_view value) = 0;

  // The languages the person prefers, most wanted first, as the browser gives them
  // (navigator.languages: "nl-BE", "en") or, natively, the LANG variable ("de_DE.UTF-8").
  virtual std::vector<std::string> preferred_languages() { return {}; }
  // The language the app now speaks, for the page around it (<html lang>).
  virtual void show_language(std::string_view code) { (void)code; }
  // A language's translations that are not built in (ui/i18n/languages.h: add_translations):
  // the page's lang/<code>.txt once it has loaded (the first ask starts loading it, and a frame
  // follows its arrival), nullopt until then.
  virtual std::optional<std::string> translations(std::string_view code) {
    (void)code;
    return std::nullopt;
  }
  // The regular and bold fonts of a language in another script (ui/i18n/languages.h:
  // Language::script_font), cut by the build to its catalog's characters: the page's
  // fonts/<code>.otf and fonts/<code>-bold.otf once loaded (the first ask starts loading them,
  // and a frame follows their arrival), nullopt until then or where they cannot be had.
  virtual std::optional<FontPair> script_font(std::string_view code) {
    (void)code;
    return std::nullopt;
  }

  // A data file of the site that the page loads only when it is needed (the puzzles of a game:
  // "puzzles/azul.txt"): asking starts loading it and a frame follows its arrival. The service
  // worker keeps it for offline play like every file of the site. A failed load is reported
  // once; asking again tries again. Natively: the file under the project's assets/.
  struct SiteFile {
    enum class State { kLoading, kLoaded, kFailed };
    State state = State::kFailed;
    std::string text;  // kLoaded: the file's text
  };
  virtual SiteFile site_file(std::string_view path) {
    (void)path;
    return {};
  }

  // What the system asks of every app (CSS prefers-reduced-motion: reduce, prefers-contrast:
  // more): the defaults of the animation and high-contrast settings follow them.
  struct SystemPreferences {
    bool reduced_motion = false;
    bool more_contrast = false;
  };
  virtual SystemPreferences system_preferences() { return {}; }

  // The screen-reader mirror (ui/access/mirror.h): its document, whenever it changed, and a
  // sentence for the live log. In the browser they become the page's hidden DOM beside the
  // canvas (web/reader.js); natively nothing reads them.
  virtual void show_mirror(std::string_view document) { (void)document; }
  virtual void announce(std::string_view text) { (void)text; }

  // Where the AI's searches run (ui/search/search_service.h): the page's Web Workers, native
  // threads; nullptr (the default) for slices of this thread's frames.
  virtual SearchService* searches() { return nullptr; }
  // Sound (ui/sound/sound.h): plays `sound` now at `gain` (0..1, the player's volume applied)
  // and `pitch` (a playback rate). In the browser through Web Audio, once the page has been
  // touched or a key pressed (the browsers' autoplay rule), never while it is hidden, and
  // silently nothing where the browser refuses; natively through SDL's audio. The samples are
  // the project's own (ui/sound/synth.h). By default nothing sounds.
  virtual void play_sound(sound::Sound sound, float gain, float pitch) {
    (void)sound;
    (void)gain;
    (void)pitch;
  }
  // A short vibration where the device has one (a phone's browser with the Vibration API);
  // can_vibrate() says whether it has, so that the setting is offered only there.
  virtual bool can_vibrate() { return false; }
  virtual void vibrate(int milliseconds) { (void)milliseconds; }

  // The link the app was opened with: the URL hash without its '#', empty if there is none.
  virtual std::string link() = 0;
  // Replaces the current link (the URL hash) without adding a browser history entry.
  virtual void replace_link(std::string_view link) = 0;

  // Sharing (ui/share). In the browser: the system clipboard, a file download and the file
  // picker; natively: files in the working directory. The defaults do nothing and say so.
  // Puts `text` on the clipboard; false if that is not possible here.
  virtual bool copy_to_clipboard(std::string_view text) {
    (void)text;
    return false;
  }
  // Sends the page's current link (the whole address, with `message` beside it where the way
  // of sending takes text) to another app: the system's share sheet where the browser has one
  // (the Web Share API), else the clipboard. Play by link (ui/share/link_play.h) uses it.
  enum class SendOutcome {
    kShareSheet,  // the share sheet was opened
    kCopied,      // the link is on the clipboard
    kFailed,      // neither was possible
  };
  virtual SendOutcome send_link(std::string_view message) {
    (void)message;
    return copy_to_clipboard(link()) ? SendOutcome::kCopied : SendOutcome::kFailed;
  }
  // Offers `text` as a file named `filename` (a download); false if that is not possible.
  virtual bool download_text(std::string_view filename, std::string_view text) {
    (void)filename;
    (void)text;
    return false;
  }
  // Asks the player for a text file; its contents arrive later through take_opened_file().
  virtual void request_text_file() {}
  // A file the player opened since the last call, if any: its text, or why it could not be
  // read (e.g. too large), never both.
  struct OpenedFile {
    std::string text;
    std::string error;
  };
  virtual std::optional<OpenedFile> take_opened_file() { return std::nullopt; }
};

}  // namespace azul::ui
