#include "ui/i18n/translate.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <string>
#include <vector>

#include "ui/i18n/catalog.h"
#include "ui/i18n/languages.h"

namespace azul::ui {
namespace {

constexpr char kContextSeparator = '\x04';  // between msgctxt and msgid, as gettext keys them

const i18n::Catalog* g_catalog = nullptr;  // nullptr: English

const i18n::Catalog* find_catalog(std::string_view code) {
  for (std::size_t i = 0; i < i18n::kCatalogCount; ++i)
    if (code == i18n::kCatalogs[i].code) return &i18n::kCatalogs[i];
  return nullptr;
}

const i18n::CatalogEntry* find_entry(const char* key) {
  if (g_catalog == nullptr) return nullptr;
  const i18n::CatalogEntry* begin = g_catalog->entries;
  const i18n::CatalogEntry* end = begin + g_catalog->entry_count;
  const i18n::CatalogEntry* found = std::lower_bound(
      begin, end, key,
      [](const i18n::CatalogEntry& entry, const char* k) { return std::strcmp(entry.key, k) < 0; });
  return found != end && std::strcmp(found->key, key) == 0 ? found : nullptr;
}

// English's plural rule: one is singular, everything else (zero too) plural.
int english_form(long long n) { return n == 1 ? 0 : 1; }

}  // namespace

const std::vector<Language>& languages() {
  static const std::vector<Language> all = [] {
    std::vector<Language> list{{kEnglish, "English"}};
    for (std::size_t i = 0; i < i18n::kCatalogCount; ++i)
      if (!i18n::kCatalogs[i].for_tests)
        list.push_back({i18n::kCatalogs[i].code, i18n::kCatalogs[i].name});
    return list;
  }();
  return all;
}

std::string_view current_language() {
  return g_catalog != nullptr ? std::string_view(g_catalog->code) : kEnglish;
}

bool set_language(std::string_view code) {
  if (code == kEnglish) {
    g_catalog = nullptr;
    return true;
  }
  const i18n::Catalog* catalog = find_catalog(code);
  if (catalog == nullptr) return false;
  g_catalog = catalog;
  return true;
}

std::string_view language_for(std::span<const std::string> preferred) {
  for (const std::string& tag : preferred) {
    std::string primary = tag.substr(0, tag.find_first_of("-_."));
    std::transform(primary.begin(), primary.end(), primary.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    for (const Language& language : languages())
      if (primary == language.code) return language.code;
  }
  return kEnglish;
}

const char* tr(const char* msgid) {
  const i18n::CatalogEntry* entry = find_entry(msgid);
  return entry != nullptr && entry->form_count > 0 ? entry->forms[0] : msgid;
}

const char* trc(const char* context, const char* msgid) {
  if (g_catalog == nullptr) return msgid;
  std::string key = std::string(context) + kContextSeparator + msgid;
  const i18n::CatalogEntry* entry = find_entry(key.c_str());
  return entry != nullptr && entry->form_count > 0 ? entry->forms[0] : msgid;
}

const char* trn(const char* singular, const char* plural, long long n) {
  const i18n::CatalogEntry* entry = find_entry(singular);
  if (entry == nullptr) return english_form(n) == 0 ? singular : plural;
  const int form = std::clamp(g_catalog->plural(n), 0, entry->form_count - 1);
  return entry->forms[form];
}

std::string format_args(std::string_view pattern, const std::string_view* args, int count) {
  std::string out;
  out.reserve(pattern.size() + 16);
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    const char c = pattern[i];
    if (c == '{' && i + 1 < pattern.size() && pattern[i + 1] == '{') {
      out += '{';
      ++i;
      continue;
    }
    if (c == '{' && i + 2 < pattern.size() && pattern[i + 2] == '}' && pattern[i + 1] >= '1' &&
        pattern[i + 1] <= '9') {
      const int index = pattern[i + 1] - '1';
      if (index < count) out += args[index];
      i += 2;
      continue;
    }
    out += c;
  }
  return out;
}

}  // namespace azul::ui
