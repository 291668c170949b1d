// N_("Wall side") marks a text a player reads, for the translations' template (po/azul.pot,
// written by scripts/update-pot.sh); the UI translates it with tr() where it shows it
// (ui/i18n/shared_texts.h). The engine never translates and knows nothing of the UI: the
// marker leaves the text as it is. The UI's own N_ (ui/i18n/translate.h) is the same.
//
// The reasons a record, a link or a saved game cannot be read are marked NC_("error", ...):
// whole English templates with numbered places, filled by fill(), so that the UI can find the
// template a reason was made from and show it in the player's language
// (ui/i18n/error_texts.h). azul-cli and the tests read the English as it is.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

#ifndef N_
#define N_(text) text
#endif
#ifndef NC_
#define NC_(context, text) text
#endif

namespace azul {

// `pattern` with "{1}" .. "{9}" replaced by the texts given, in the order given.
inline std::string fill(std::string_view pattern, std::initializer_list<std::string_view> texts) {
  std::string out;
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    if (pattern[i] == '{' && i + 2 < pattern.size() && pattern[i + 2] == '}' &&
        pattern[i + 1] >= '1' && pattern[i + 1] <= '9') {
      const std::size_t index = static_cast<std::size_t>(pattern[i + 1] - '1');
      if (index < texts.size()) out += *(texts.begin() + index);
      i += 2;
      continue;
    }
    out += pattern[i];
  }
  return out;
}

}  // namespace azul
