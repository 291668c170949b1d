// The reasons a link, a record or a save cannot be read, in the language shown
// (ui/i18n/error_texts.h): the engine's English reason is traced back to its NC_("error")
// template, which is translated and filled with the same values, an inner reason translated
// the same way; a reason made from no template stays as it is.
#include "ui/i18n/error_texts.h"

#include <gtest/gtest.h>

#include "engine/record/link.h"
#include "ui/i18n/languages.h"
#include "ui/i18n/pseudo.h"
#include "ui/i18n/translate.h"

namespace azul::ui {
namespace {

class ErrorTexts : public ::testing::Test {
 protected:
  void TearDown() override { set_language(kEnglish); }
};

TEST_F(ErrorTexts, EnglishIsTheEnginesReasonAsItIs) {
  const std::string reason = split_link("not-a-link").error;
  ASSERT_EQ(reason, "the link does not start with a version number");
  EXPECT_EQ(translate_error(reason), reason);
}

TEST_F(ErrorTexts, AReasonIsShownFromItsTemplateInThePseudoLanguage) {
  ASSERT_TRUE(set_language(kPseudoLanguage));
  EXPECT_EQ(translate_error(split_link("not-a-link").error),
            pseudo_text("the link does not start with a version number"));
  EXPECT_EQ(translate_error("a reason no template made"), "a reason no template made");
}

TEST_F(ErrorTexts, AnInnerReasonIsTranslatedInsideItsWrapper) {
  ASSERT_TRUE(set_language(kPseudoLanguage));
  const std::string inner = "the link does not start with a version number";
  EXPECT_EQ(translate_error("line 12: " + inner),
            format(pseudo_text("line {1}: {2}"), 12, pseudo_text(inner)));
  // The wrapper's own words never become a value of the inner template.
  EXPECT_EQ(
      translate_error("options: side must be coloured or monochrome, not 'x'"),
      format(pseudo_text("options: {1}"), format(pseudo_text("{1} must be {2} or {3}, not '{4}'"),
                                                 "side", "coloured", "monochrome", "x")));
}

TEST_F(ErrorTexts, EveryShippedLanguageTranslatesAReason) {
  for (const Language& language : languages()) {
    if (language.code == kEnglish) continue;
    ASSERT_TRUE(set_language(language.code));
    const std::string shown =
        translate_error("line 3: the link does not start with a version number");
    EXPECT_EQ(shown.find("the link"), std::string::npos) << language.code << ": " << shown;
    EXPECT_NE(shown.find('3'), std::string::npos) << language.code << ": " << shown;
  }
}

}  // namespace
}  // namespace azul::ui
