// The translations as the build makes them (scripts/catalogs.py writes catalogs.cpp from
// po/LINGUAS and po/<code>.po): one table a language, its entries sorted by key, each with its
// translated forms, and the language's plural rule from its catalog's Plural-Forms header.
#pragma once

#include <cstddef>

namespace azul::ui::i18n {

struct CatalogEntry {
  const char* key;           // msgid, or msgctxt + '\x04' + msgid
  const char* const* forms;  // msgstr, or msgstr[0..] of a plural entry
  int form_count;
};

struct Catalog {
  const char* code;            // "de", "nl", ... (the primary language subtag)
  const char* name;            // in the language itself: "Deutsch"
  int (*plural)(long long n);  // which form for n
  const CatalogEntry* entries;
  std::size_t entry_count;
  bool for_tests;  // the pseudo-language: never offered to players
};

extern const Catalog kCatalogs[];
extern const std::size_t kCatalogCount;

}  // namespace azul::ui::i18n
