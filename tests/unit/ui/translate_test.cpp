// The words in the chosen language (ui/i18n/translate.h, ui/i18n/languages.h): numbered places
// filled in any order, English wherever a catalog has nothing (never an empty text), the
// browser's languages matched on their primary subtag, and the pseudo-language of the tests.
#include "ui/i18n/translate.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "ui/i18n/catalog.h"
#include "ui/i18n/languages.h"

namespace azul::ui {
namespace {

class Translate : public ::testing::Test {
 protected:
  void TearDown() override { set_language(kEnglish); }
};

TEST_F(Translate, FillsNumberedPlacesInAnyOrder) {
  EXPECT_EQ(format("{1} takes {2}", "P1", 3), "P1 takes 3");
  EXPECT_EQ(format("{2} ← {1}", "a", "b"), "b ← a");
  EXPECT_EQ(format("{1}{1}", 7), "77");
  EXPECT_EQ(format("{{1}} is {1}", "x"), "{1}} is x") << "{{ writes a brace";
  EXPECT_EQ(format("{3} missing", "a"), " missing");
  EXPECT_EQ(format("no places"), "no places");
}

TEST_F(Translate, EnglishIsTheCodesOwnWords) {
  ASSERT_TRUE(set_language(kEnglish));
  EXPECT_STREQ(tr("Your turn"), "Your turn");
  EXPECT_STREQ(trc("tile colour", "Orange"), "Orange");
  EXPECT_STREQ(trn("{1} tile", "{1} tiles", 1), "{1} tile");
  EXPECT_STREQ(trn("{1} tile", "{1} tiles", 0), "{1} tiles");
  EXPECT_STREQ(trn("{1} tile", "{1} tiles", 21), "{1} tiles");
}

TEST_F(Translate, AnUnknownLanguageChangesNothing) {
  EXPECT_FALSE(set_language("xx"));
  EXPECT_EQ(current_language(), kEnglish);
  EXPECT_EQ(languages().front().code, kEnglish);
  for (const Language& language : languages()) EXPECT_NE(language.code, "pseudo");
}

TEST_F(Translate, FollowsTheBrowsersLanguagesOnTheirPrimarySubtag) {
  EXPECT_EQ(language_for(std::vector<std::string>{"zz-ZZ", "en-US"}), kEnglish);
  EXPECT_EQ(language_for(std::vector<std::string>{}), kEnglish);
  for (const Language& language : languages()) {
    const std::string regional = std::string(language.code) + "-BE";
    EXPECT_EQ(language_for(std::vector<std::string>{"zz", regional}), language.code);
    std::string upper(language.code);
    for (char& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    EXPECT_EQ(language_for(std::vector<std::string>{upper + "_CH.UTF-8"}), language.code)
        << "a LANG value";
  }
}

TEST_F(Translate, PortugueseOfAnyRegionIsTheBrazilianCatalog) {
  for (const char* tag : {"pt-BR", "pt", "pt-PT", "pt_BR.UTF-8"})
    EXPECT_EQ(language_for(std::vector<std::string>{tag, "en"}), "pt") << tag;
}

TEST_F(Translate, SimplifiedChineseIsNeverOfferedForTraditionalChinese) {
  for (const char* tag : {"zh-CN", "zh-SG", "zh-Hans", "zh-Hans-HK", "zh", "ZH_cn.UTF-8"})
    EXPECT_EQ(language_for(std::vector<std::string>{tag, "en"}), "zh") << tag;
  for (const char* tag : {"zh-TW", "zh-HK", "zh-MO", "zh-Hant", "zh-Hant-CN", "zh_TW.UTF-8"})
    EXPECT_EQ(language_for(std::vector<std::string>{tag, "de"}), "de") << tag;
  EXPECT_EQ(language_for(std::vector<std::string>{"zh-TW", "zh", "en-US", "ja"}), "en")
      << "the bare zh a browser adds after zh-TW is Traditional Chinese too";
  EXPECT_EQ(language_for(std::vector<std::string>{"zh-TW", "zh-CN"}), "zh")
      << "Simplified Chinese asked for after it";
}

// Each catalog's Plural-Forms is its language's CLDR rule (the build takes it as it is): the
// form index for a count.
TEST_F(Translate, EachCatalogsPluralRuleIsItsLanguages) {
  const auto forms = [](std::string_view code) {
    for (std::size_t i = 0; i < i18n::kCatalogCount; ++i)
      if (code == i18n::kCatalogs[i].code) {
        std::vector<int> out;
        for (long long n : {0, 1, 2, 4, 5, 12, 21, 22, 25, 101, 112})
          out.push_back(i18n::kCatalogs[i].plural(n));
        return out;
      }
    return std::vector<int>();
  };
  using Forms = std::vector<int>;
  //                       0  1  2  4  5 12 21 22 25 101 112
  EXPECT_EQ(forms("pl"), (Forms{2, 0, 1, 1, 2, 2, 2, 1, 2, 2, 2}));
  EXPECT_EQ(forms("it"), (Forms{1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1}));
  EXPECT_EQ(forms("pt"), (Forms{0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1})) << "Brazil: 0 is singular";
  for (const char* code : {"ja", "zh", "ko"})
    EXPECT_EQ(forms(code), (Forms{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0})) << code;
}

// Each shipped language's plural rule (its catalog's Plural-Forms) picks the form a speaker
// writes for 0, 1, 2, 5 and 21: French counts 0 as singular, the others only 1.
TEST_F(Translate, EachLanguageWritesItsOwnPluralForms) {
  struct Expected {
    const char* code;
    const char* counts[5];  // 0, 1, 2, 5 and 21 bonus tiles
  };
  const Expected expected[] = {
      {"en", {"0 bonus tiles", "1 bonus tile", "2 bonus tiles", "5 bonus tiles", "21 bonus tiles"}},
      {"nl", {"0 bonustegels", "1 bonustegel", "2 bonustegels", "5 bonustegels", "21 bonustegels"}},
      {"de",
       {"0 Bonusfliesen", "1 Bonusfliese", "2 Bonusfliesen", "5 Bonusfliesen", "21 Bonusfliesen"}},
      {"fr",
       {"0 tuile bonus", "1 tuile bonus", "2 tuiles bonus", "5 tuiles bonus", "21 tuiles bonus"}},
      {"es",
       {"0 losetas de bonificación", "1 loseta de bonificación", "2 losetas de bonificación",
        "5 losetas de bonificación", "21 losetas de bonificación"}},
  };
  const long long counts[] = {0, 1, 2, 5, 21};
  for (const Expected& language : expected) {
    ASSERT_TRUE(set_language(language.code)) << language.code << " is shipped";
    for (int i = 0; i < 5; ++i)
      EXPECT_EQ(format(trn("{1} bonus tile", "{1} bonus tiles", counts[i]), counts[i]),
                language.counts[i])
          << language.code << ", " << counts[i];
  }
}

TEST_F(Translate, EveryShippedLanguageIsOfferedInItsOwnName) {
  std::vector<std::string> offered;
  for (const Language& language : languages())
    offered.push_back(std::string(language.code) + " " + std::string(language.name));
  EXPECT_EQ(offered, (std::vector<std::string>{"en English", "nl Nederlands", "de Deutsch",
                                               "fr Français", "es Español", "pl Polski",
                                               "it Italiano", "pt Português (Brasil)", "ja 日本語",
                                               "zh 简体中文", "ko 한국어"}));
  ASSERT_TRUE(set_language("de"));
  EXPECT_STRNE(tr("Your turn"), "Your turn") << "a shipped language translates";
}

TEST_F(Translate, ThePseudoLanguageCanBeChosenForTests) {
  ASSERT_TRUE(set_language("pseudo"));
  EXPECT_EQ(current_language(), "pseudo");
  EXPECT_STREQ(tr("a text no catalog has"), "a text no catalog has")
      << "a text the template lacks stays plain, so that the tests see it";
  EXPECT_STREQ(tr("Your turn"), "«Ýöüŕ ťüŕñ·ĩĩ»");
  EXPECT_EQ(format(trn("{1} bonus tile", "{1} bonus tiles", 2), 2), "«2 böñüš ťíĺéš·ĩĩ·»")
      << "the English plural form, its place kept";
  EXPECT_EQ(tr("Your turn"), tr("Your turn")) << "the same text, kept: tr() hands out pointers";
}

}  // namespace
}  // namespace azul::ui
