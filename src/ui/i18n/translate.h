// The words a person reads, in the language chosen (ui/i18n/languages.h). Every such string in
// the code is marked, so that xgettext finds it (po/README.md):
//
//   tr("Your turn")                        a text
//   trc("tile colour", "Orange")           a text whose English is ambiguous: a context tells
//                                          the translations apart
//   trn("{1} tile", "{1} tiles", n)        a text with a count: the language's plural form
//   N_("Wall side")                        a text kept untranslated where it is written (the
//                                          engine's option labels): tr() translates it later
//
// and sentences are whole templates with numbered places, filled by format():
//
//   format(tr("{1} takes {2} from factory {3}"), seat, colour, factory)
//
// so that a translation may put them in any order. The translations come from gettext catalogs
// (po/<language>.po) turned into tables at build time (scripts/catalogs.py); a text a catalog
// does not translate stays English, never empty. Records, links, the engine's protocol and
// azul-cli never hold a translated word.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#ifndef N_
#define N_(text) text
#endif

namespace azul::ui {

const char* tr(const char* msgid);
const char* trc(const char* context, const char* msgid);
const char* trn(const char* singular, const char* plural, long long n);

// The texts of the template (po/azul.pot) marked with `context` (trc, NC_), English.
std::vector<std::string_view> template_texts(std::string_view context);

// `pattern` with "{1}" .. "{9}" replaced by the arguments, in the order given ("{{" is "{").
std::string format_args(std::string_view pattern, const std::string_view* args, int count);

inline std::string to_text(std::string_view text) { return std::string(text); }
inline std::string to_text(const char* text) { return text; }
inline std::string to_text(const std::string& text) { return text; }
template <class Number>
std::string to_text(Number number) {
  return std::to_string(number);
}

template <class... Args>
std::string format(std::string_view pattern, const Args&... args) {
  const std::string texts[] = {to_text(args)..., std::string()};
  std::string_view views[sizeof...(Args) + 1];
  for (std::size_t i = 0; i <= sizeof...(Args); ++i) views[i] = texts[i];
  return format_args(pattern, views, static_cast<int>(sizeof...(Args)));
}

}  // namespace azul::ui
