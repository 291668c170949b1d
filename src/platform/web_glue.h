// C declarations of the JavaScript functions in web/glue.js (linked with --js-library): the
// frame loop's timing, the URL hash, localStorage and notices to the page shell (web/shell.js). Web
// builds only.
//
// Functions that return a string write it, NUL-terminated and UTF-8, into `buffer` (at most
// `size` bytes) and return its full length in bytes, so a caller whose buffer was too small
// can retry with a larger one.
#pragma once

extern "C" {

// The URL hash without its '#'.
int azul_glue_link_get(char* buffer, int size);
// Replaces the URL hash (without adding a history entry).
void azul_glue_link_replace(const char* link);
// 1 if the URL hash changed outside the app (back button, edited address) since the last call.
int azul_glue_link_take_change();

// A saved setting, or -1 if it was never saved (or the browser blocks localStorage).
int azul_glue_setting_get(const char* key, char* buffer, int size);
// 1 when stored, 0 when the browser refused (storage full or blocked).
int azul_glue_setting_set(const char* key, const char* value);
void azul_glue_setting_remove(const char* key);
// The setting keys that start with `prefix`, one per line.
int azul_glue_setting_keys(const char* prefix, char* buffer, int size);
// The keys other tabs changed since the last call, one per line ("" for all); -1 if none.
int azul_glue_take_setting_changes(char* buffer, int size);
// This tab's value of `key` in sessionStorage, or -1 if there is none (or it is blocked).
int azul_glue_tab_get(const char* key, char* buffer, int size);
// Stores it (nothing happens where sessionStorage is full or blocked).
void azul_glue_tab_set(const char* key, const char* value);
// navigator.languages, one per line; and setting <html lang>.
int azul_glue_languages(char* buffer, int size);
void azul_glue_show_language(const char* code);
// A language's translations (lang/<code>.txt, loaded by web/shell.js before the app starts
// for the language it will speak), or -1 while they are not loaded: the first such call starts
// loading them, and their arrival asks for a frame.
int azul_glue_translations(const char* code, char* buffer, int size);
// A language's font (fonts/<code>.otf, or fonts/<code>-bold.otf when `bold`), loaded like its
// translations: its size in bytes, the bytes copied into `buffer` when `size` holds them; -1
// while it is not loaded (the first such call starts loading the language's two fonts).
int azul_glue_font(const char* code, int bold, unsigned char* buffer, int size);
// A data file of the site (`path` relative to the page, "puzzles/azul.txt"): its text once
// loaded; -1 while it loads (the first call starts loading it, and its arrival asks for a
// frame); -2 once when it could not be loaded (the next call tries again).
int azul_glue_site_file(const char* path, char* buffer, int size);
// 1 when the CSS media query matches (window.matchMedia), e.g. "(prefers-contrast: more)".
int azul_glue_media_matches(const char* query);
// The screen-reader mirror (ui/access/mirror.h) for web/reader.js: the document anew, and a
// sentence for the live log.
void azul_glue_show_mirror(const char* document);
void azul_glue_announce(const char* text);
// The table's sounds (web/sound.js): a sound's samples (`count` floats at `rate` Hz, made by
// the game's own synthesis) once, then each time it plays at `gain` (0..1) and `pitch` (a
// playback rate). The page plays nothing before its first touch or key, nor while hidden.
void azul_glue_sound_define(const char* name, const float* samples, int count, int rate);
void azul_glue_sound_play(const char* name, float gain, float pitch);
// 1 where the browser can vibrate the device (a phone's), and a vibration of that many ms.
int azul_glue_can_vibrate();
void azul_glue_vibrate(int milliseconds);
// Milliseconds since 1970-01-01 UTC.
double azul_glue_now_ms();

// Sharing (ui/share): puts text on the clipboard (1 if it was accepted), offers text as a
// downloaded file (1 on success), opens the file picker, and hands over the text of the file
// picked (-1 while there is none; the file is dropped once it has been read whole).
int azul_glue_copy_text(const char* text);
// Sends the page's whole address with `message`: 2 when the system's share sheet opened (the
// Web Share API), 1 when it went to the clipboard instead, 0 when neither was possible.
int azul_glue_send_link(const char* message);
int azul_glue_download_text(const char* filename, const char* text);
void azul_glue_open_text_file();
int azul_glue_take_opened_file(char* buffer, int size);
// Why the file picked could not be read (too large, unreadable); -1 if it could.
int azul_glue_take_opened_file_error(char* buffer, int size);

// Asks for a frame (azul_frame() in platform/app_session.cpp): at the next animation frame
// when `delay_ms` is 0, else after that many milliseconds (a frame asked for sooner, or an
// event, comes first). A hidden page draws nothing until it is shown again.
void azul_glue_schedule_frame(double delay_ms);

// Tells the page shell that the first frame is on screen (it hides the loading screen).
void azul_glue_first_frame();
// Shows `message` in the page shell's error overlay.
void azul_glue_fatal(const char* message);
}
