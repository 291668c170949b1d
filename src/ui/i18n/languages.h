// The languages the app speaks: English (the language of the code, so it needs no catalog) and
// every language of po/LINGUAS, each named in itself for the picker. The language chosen is a
// preference (ui/preferences.h); a first visit follows the browser's languages (language_for()),
// the native window the LANG environment variable.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace azul::ui {

struct Language {
  std::string_view code;  // "en", "de", ...
  std::string_view name;  // "English", "Deutsch", ...
  // Drawn with a font of its own besides the Latin one (po/FONTS: Japanese, Chinese, Korean):
  // the app shows it once that font is here too (ui/fonts.h, ui/host.h: Host::script_font()).
  bool script_font = false;
};

inline constexpr std::string_view kEnglish = "en";
// The tests' pseudo-language (never offered to players).
inline constexpr std::string_view kPseudoLanguage = "pseudo";

// The languages a player can choose, English first, then as po/LINGUAS lists them.
const std::vector<Language>& languages();

// The language shown now, and changing it (at once: every tr() of the next frame is in it).
// False, and nothing changes, for a code the app does not speak or whose translations are not
// here yet (below). The pseudo-language of the tests ("pseudo": every text accented, longer,
// between « and ») can be set too.
std::string_view current_language();
bool set_language(std::string_view code);

// The web page loads a language's translations when it is first shown (scripts/catalogs.py
// --forms-dir writes them as lang/<code>.txt; ui/host.h: Host::translations()); native builds
// have every language's built in. Whether `code`'s are here (English's always are), and adding
// them: `text` is the file's content.
bool has_translations(std::string_view code);
void add_translations(std::string_view code, std::string_view text);

// `msgid` in the language `code` (whose translations are here), whatever language is shown; the
// English text when that language has none. The fonts make a language's title's glyphs before
// it is shown.
std::string text_in(std::string_view code, const char* msgid);

// The language to show for the browser's (or the system's) preferred languages, most wanted
// first ("nl-BE", "fr", "en-US", or a LANG value "pt_BR.UTF-8"): the first whose primary
// subtag the app speaks ("pt-BR", "pt" and "pt-PT" are Português (Brasil)); English when none.
// The Chinese catalog is Simplified Chinese: "zh-CN", "zh-SG", "zh-Hans" and a bare "zh" speak
// it; Traditional Chinese ("zh-TW", "zh-HK", "zh-MO", "zh-Hant") is passed over, and so is a
// bare "zh" after it, for the next language of the list (web/shell.js follows the same rule).
std::string_view language_for(std::span<const std::string> preferred);

}  // namespace azul::ui
