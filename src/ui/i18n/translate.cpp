#include "ui/i18n/translate.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "ui/i18n/catalog.h"
#include "ui/i18n/languages.h"
#include "ui/i18n/pseudo.h"

namespace azul::ui {
namespace {

constexpr char kContextSeparator = '\x04';  // between msgctxt and msgid, as gettext keys them
constexpr int kMaxForms = 9;                // a catalog's forms are counted by one digit
constexpr char kFileFormEnd = '\x1f';       // a form's end in a loaded file (catalogs.py)

// A key's translation in the language shown: its forms (none: not translated).
struct Translation {
  const char* forms[kMaxForms] = {};
  int count = 0;
};

const i18n::Catalog* g_catalog = nullptr;  // nullptr: English or the pseudo-language
bool g_pseudo = false;
std::vector<Translation> g_translations;  // of g_catalog, a key of keys() each
// The translations loaded at run time (the web page's), by language code: the catalog's forms.
std::map<std::string, std::string, std::less<>>& loaded_forms() {
  static std::map<std::string, std::string, std::less<>> loaded;
  return loaded;
}

// The template's keys, in their (byte) order.
const std::vector<std::string_view>& keys() {
  static const std::vector<std::string_view> all = [] {
    std::vector<std::string_view> list;
    for (std::size_t at = 0; at < i18n::kKeysSize;) {
      const std::string_view key(i18n::kKeys + at);
      list.push_back(key);
      at += key.size() + 1;
    }
    return list;
  }();
  return all;
}

std::optional<std::size_t> key_index(std::string_view key) {
  const std::vector<std::string_view>& all = keys();
  const auto found = std::lower_bound(all.begin(), all.end(), key);
  if (found == all.end() || *found != key) return std::nullopt;
  return static_cast<std::size_t>(found - all.begin());
}

// A catalog's forms: built in, or loaded (nullopt while they are not here).
std::optional<std::string_view> forms_of(const i18n::Catalog& catalog) {
  if (catalog.forms != nullptr) return std::string_view(catalog.forms, catalog.forms_size);
  const auto found = loaded_forms().find(std::string_view(catalog.code));
  if (found == loaded_forms().end()) return std::nullopt;
  return std::string_view(found->second);
}

std::vector<Translation> read_translations(std::string_view forms) {
  std::vector<Translation> out(keys().size());
  const char* at = forms.data();
  const char* end = forms.data() + forms.size();
  for (Translation& translation : out) {
    if (at >= end) break;
    translation.count = std::min(*at++ - '0', kMaxForms);
    for (int form = 0; form < translation.count; ++form) {
      translation.forms[form] = at;
      at += std::strlen(at) + 1;
    }
  }
  return out;
}

const i18n::Catalog* find_catalog(std::string_view code) {
  for (std::size_t i = 0; i < i18n::kCatalogCount; ++i)
    if (code == i18n::kCatalogs[i].code) return &i18n::kCatalogs[i];
  return nullptr;
}

constexpr std::string_view kChinese = "zh";

// A language tag's subtags, lower case: "zh-Hant-TW" {"zh", "hant", "tw"}; a LANG value's
// encoding and modifier left out ("pt_BR.UTF-8@euro" {"pt", "br"}).
std::vector<std::string> language_subtags(std::string_view tag) {
  tag = tag.substr(0, tag.find_first_of(".@"));
  std::vector<std::string> subtags;
  for (std::size_t start = 0; start < tag.size();) {
    const std::size_t end = std::min(tag.find_first_of("-_", start), tag.size());
    std::string subtag(tag.substr(start, end - start));
    std::transform(subtag.begin(), subtag.end(), subtag.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (!subtag.empty()) subtags.push_back(std::move(subtag));
    start = end + 1;
  }
  return subtags;
}

// Chinese written in Traditional characters: the script says so (Hant; Hans says otherwise),
// else the region (Taiwan, Hong Kong, Macao).
bool is_traditional_chinese(const std::vector<std::string>& subtags) {
  for (const std::string& subtag : subtags) {
    if (subtag == "hans") return false;
    if (subtag == "hant") return true;
  }
  return std::any_of(subtags.begin(), subtags.end(), [](const std::string& subtag) {
    return subtag == "tw" || subtag == "hk" || subtag == "mo";
  });
}

// English's plural rule: one is singular, everything else (zero too) plural.
int english_form(long long n) { return n == 1 ? 0 : 1; }

// `english` in the pseudo-language when `key` is a text of the template (a text that is not
// stays plain, so that the tests see it). The texts are kept: tr() hands out pointers.
const char* pseudo_or(std::string_view key, const char* english) {
  if (!key_index(key)) return english;
  static std::unordered_map<std::string, std::string> made;
  auto [found, added] = made.try_emplace(english);
  if (added) found->second = pseudo_text(english);
  return found->second.c_str();
}

// The form for `n` of the translation of `key`, or nullptr when the language has none.
const char* translated(std::string_view key, long long n) {
  if (g_catalog == nullptr) return nullptr;
  const std::optional<std::size_t> index = key_index(key);
  if (!index || g_translations[*index].count == 0) return nullptr;
  const Translation& translation = g_translations[*index];
  return translation.forms[std::clamp(g_catalog->plural(n), 0, translation.count - 1)];
}

}  // namespace

const std::vector<Language>& languages() {
  static const std::vector<Language> all = [] {
    std::vector<Language> list{{kEnglish, "English"}};
    for (std::size_t i = 0; i < i18n::kCatalogCount; ++i)
      list.push_back(
          {i18n::kCatalogs[i].code, i18n::kCatalogs[i].name, i18n::kCatalogs[i].script_font});
    return list;
  }();
  return all;
}

std::string_view current_language() {
  if (g_pseudo) return kPseudoLanguage;
  return g_catalog != nullptr ? std::string_view(g_catalog->code) : kEnglish;
}

bool set_language(std::string_view code) {
  const i18n::Catalog* catalog = find_catalog(code);
  if (code != kEnglish && code != kPseudoLanguage && catalog == nullptr) return false;
  const std::optional<std::string_view> forms =
      catalog ? forms_of(*catalog) : std::optional<std::string_view>("");
  if (!forms) return false;
  g_pseudo = code == kPseudoLanguage;
  if (catalog != g_catalog)
    g_translations = catalog ? read_translations(*forms) : std::vector<Translation>();
  g_catalog = catalog;
  return true;
}

bool has_translations(std::string_view code) {
  const i18n::Catalog* catalog = find_catalog(code);
  return catalog == nullptr || forms_of(*catalog).has_value();
}

void add_translations(std::string_view code, std::string_view text) {
  const i18n::Catalog* catalog = find_catalog(code);
  // Unknown, built in, or here already (tr() hands out pointers into the forms: they stay).
  if (catalog == nullptr || catalog->forms != nullptr || loaded_forms().contains(code)) return;
  std::string forms(text);
  std::replace(forms.begin(), forms.end(), kFileFormEnd, '\0');
  loaded_forms().emplace(std::string(code), std::move(forms));
}

std::string text_in(std::string_view code, const char* msgid) {
  const i18n::Catalog* catalog = find_catalog(code);
  const std::optional<std::string_view> forms =
      catalog ? forms_of(*catalog) : std::optional<std::string_view>();
  const std::optional<std::size_t> index = key_index(msgid);
  if (!forms || !index) return msgid;
  const Translation translation = read_translations(*forms)[*index];
  return translation.count > 0 ? translation.forms[0] : msgid;
}

std::string_view language_for(std::span<const std::string> preferred) {
  bool traditional_chinese_wanted = false;
  for (const std::string& tag : preferred) {
    const std::vector<std::string> subtags = language_subtags(tag);
    if (subtags.empty()) continue;
    if (subtags[0] == kChinese) {
      // The Chinese catalog is Simplified Chinese: never offered for Traditional Chinese, nor
      // for a bare "zh" after one (browsers add "zh" after "zh-TW" on their own).
      if (is_traditional_chinese(subtags)) traditional_chinese_wanted = true;
      if (traditional_chinese_wanted && (subtags.size() == 1 || is_traditional_chinese(subtags)))
        continue;
    }
    for (const Language& language : languages())
      if (subtags[0] == language.code) return language.code;
  }
  return kEnglish;
}

const char* tr(const char* msgid) {
  if (g_pseudo) return pseudo_or(msgid, msgid);
  const char* text = translated(msgid, 1);
  return text != nullptr ? text : msgid;
}

const char* trc(const char* context, const char* msgid) {
  if (g_catalog == nullptr && !g_pseudo) return msgid;
  const std::string key = std::string(context) + kContextSeparator + msgid;
  if (g_pseudo) return pseudo_or(key, msgid);
  const char* text = translated(key, 1);
  return text != nullptr ? text : msgid;
}

const char* trn(const char* singular, const char* plural, long long n) {
  const char* english = english_form(n) == 0 ? singular : plural;
  if (g_pseudo) return pseudo_or(singular, english);
  const char* text = translated(singular, n);
  return text != nullptr ? text : english;
}

std::vector<std::string_view> template_texts(std::string_view context) {
  std::vector<std::string_view> out;
  for (std::string_view key : keys())
    if (key.size() > context.size() && key.substr(0, context.size()) == context &&
        key[context.size()] == kContextSeparator)
      out.push_back(key.substr(context.size() + 1));
  return out;
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
