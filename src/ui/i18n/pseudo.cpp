#include "ui/i18n/pseudo.h"

#include <algorithm>
#include <cctype>

namespace azul::ui {
namespace {

// The plain letters and their accented forms (UTF-8), as scripts/catalogs.py has them; b, f,
// m, p, q, v and x have none and stay, so that an untranslated text still shows its plain
// vowels and common consonants (ui/i18n/drawn_words.h looks for those).
constexpr std::string_view kPlain = "aceghijklnorstuwyzACEGHIJKLNORSTUWYZ";
constexpr const char* kAccented[] = {"à", "ç", "é", "ĝ", "ĥ", "í", "ĵ", "ķ", "ĺ", "ñ", "ö", "ŕ",
                                     "š", "ť", "ü", "ŵ", "ý", "ž", "À", "Ç", "É", "Ĝ", "Ĥ", "Í",
                                     "Ĵ", "Ķ", "Ĺ", "Ñ", "Ö", "Ŕ", "Š", "Ť", "Ü", "Ŵ", "Ý", "Ž"};
static_assert(std::size(kAccented) == kPlain.size());
constexpr const char* kPadding[] = {"·", "ĩ", "ĩ"};

}  // namespace

std::string pseudo_text(std::string_view english) {
  std::string out = "«";
  int letters = 0;
  for (std::size_t i = 0; i < english.size(); ++i) {
    const char c = english[i];
    if (c == '{' && i + 2 < english.size() && english[i + 2] == '}') {
      out.append(english.substr(i, 3));
      i += 2;
      continue;
    }
    if (std::isalpha(static_cast<unsigned char>(c))) ++letters;
    const std::size_t plain = kPlain.find(c);
    if (plain != std::string_view::npos)
      out += kAccented[plain];
    else
      out += c;
  }
  const int padding = std::max(1, letters * 2 / 5);
  for (int i = 0; i < padding; ++i) out += kPadding[i % std::size(kPadding)];
  return out + "»";
}

}  // namespace azul::ui
