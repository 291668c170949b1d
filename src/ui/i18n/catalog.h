// The translations as the build makes them (scripts/catalogs.py writes catalogs.cpp from
// po/LINGUAS, po/<code>.po and the template po/azul.pot). The template's keys are kept once,
// sorted; each language is one block of text holding its translations in the keys' order, and
// its plural rule from its catalog's Plural-Forms header. Blocks of text rather than tables of
// pointers keep the page small (a pointer table costs more than the words it points at).
#pragma once

#include <cstddef>

namespace azul::ui::i18n {

// Every key of the template (msgid, or msgctxt + '\x04' + msgid), each ended by '\0', sorted by
// their bytes.
extern const char kKeys[];
extern const std::size_t kKeysSize;

struct Catalog {
  const char* code;            // "de", "nl", ... (the primary language subtag)
  const char* name;            // in the language itself: "Deutsch"
  int (*plural)(long long n);  // which form for n
  // A translation a key of kKeys, in their order: a digit, the number of forms that follow
  // (0: not translated), then each form ended by '\0'.
  const char* forms;
  std::size_t forms_size;
  // Drawn with a font of its own (po/FONTS: the characters of its catalog, cut from a face that
  // has its script; ui/fonts.h), not with the Latin font alone.
  bool script_font;
};

extern const Catalog kCatalogs[];
extern const std::size_t kCatalogCount;

}  // namespace azul::ui::i18n
