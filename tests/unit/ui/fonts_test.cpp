// The UI's fonts (ui/fonts.h) with the fonts the build cuts for the languages in another script
// (scripts/make-fonts.py): each such language's catalog drawn whole, in its regular and bold
// faces, by fonts holding nothing more; its title in the title font; every language's name in
// its own face; a character no font has drawn as a box that the frame's reading finds; and the
// atlas within the largest texture at any zoom.
#include "ui/fonts.h"

#include <gtest/gtest.h>
#include <imgui_internal.h>

#include <set>
#include <string>
#include <vector>

#include "test_fonts.h"
#include "ui/glyph_ranges.h"
#include "ui/i18n/catalog.h"
#include "ui/i18n/drawn_words.h"
#include "ui/i18n/languages.h"
#include "ui/i18n/translate.h"
#include "ui/title_screen.h"

namespace azul::ui {
namespace {

using test_support::read_script_font;
using test_support::ui_font_files;

constexpr ImWchar kMissingGlyph = 0xFFFD;

class Fonts : public ::testing::Test {
 protected:
  void SetUp() override {
    ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr;
  }
  void TearDown() override {
    set_language(kEnglish);
    ImGui::DestroyContext();
  }
};

bool latin(ImWchar c) {
  for (const ImWchar* range = kTextGlyphs; range[0] != 0; range += 2)
    if (c >= range[0] && c <= range[1]) return true;
  return false;
}

// The characters of `texts` that the Latin font does not draw.
std::set<ImWchar> beyond_latin(const std::vector<std::string>& texts) {
  std::set<ImWchar> out;
  for (const std::string& text : texts)
    for (const char* at = text.c_str(); *at != '\0';) {
      unsigned int c = 0;
      at += ImTextCharFromUtf8(&c, at, nullptr);
      if (c != '\n' && c != '\t' && !latin(static_cast<ImWchar>(c)))
        out.insert(static_cast<ImWchar>(c));
    }
  return out;
}

// Every translation of the catalog `code` (built into native builds), every plural form.
std::vector<std::string> catalog_texts(std::string_view code) {
  std::vector<std::string> texts;
  for (std::size_t i = 0; i < i18n::kCatalogCount; ++i) {
    const i18n::Catalog& catalog = i18n::kCatalogs[i];
    if (code != catalog.code) continue;
    for (const char* at = catalog.forms; at < catalog.forms + catalog.forms_size;) {
      const int forms = *at++ - '0';
      for (int form = 0; form < forms; ++form) {
        texts.emplace_back(at);
        at += texts.back().size() + 1;
      }
    }
  }
  return texts;
}

std::string name_of(std::string_view code) {
  for (const Language& language : languages())
    if (language.code == code) return std::string(language.name);
  return "";
}

std::vector<std::string_view> script_languages() {
  std::vector<std::string_view> codes;
  for (const Language& language : languages())
    if (language.script_font) codes.push_back(language.code);
  return codes;
}

// The glyphs of `font` that the Latin font does not draw, the missing-glyph box and the tab
// (ImGui makes it from the space) left out.
std::set<ImWchar> script_glyphs(const ImFont& font) {
  std::set<ImWchar> out;
  for (const ImFontGlyph& glyph : font.Glyphs) {
    const auto c = static_cast<ImWchar>(glyph.Codepoint);
    if (!latin(c) && c != kMissingGlyph && c != '\t') out.insert(c);
  }
  return out;
}

TEST_F(Fonts, JapaneseChineseAndKoreanHaveFontsOfTheirOwn) {
  EXPECT_EQ(script_languages(), (std::vector<std::string_view>{"ja", "zh", "ko"}));
}

TEST_F(Fonts, AScriptLanguagesFontsDrawItsWholeCatalogAndNothingMore) {
  for (std::string_view code : script_languages()) {
    SCOPED_TRACE(std::string(code));
    std::optional<FontPair> files = read_script_font(code);
    ASSERT_TRUE(files) << "the build cuts its fonts";
    FontLibrary fonts(ui_font_files());
    fonts.set_script_font(code, std::move(files), text_in(code, kAppTitle));
    ASSERT_TRUE(fonts.update(1.0f, 1.0f));
    EXPECT_EQ(fonts.script_language(), code);
    std::vector<std::string> texts = catalog_texts(code);
    texts.push_back(name_of(code));
    const std::set<ImWchar> needed = beyond_latin(texts);
    for (FontRole role : {FontRole::kBody, FontRole::kHeading}) {
      const ImFont& font = *fonts.font(role);
      EXPECT_EQ(script_glyphs(font), needed)
          << "the regular and bold faces hold exactly the catalog's characters";
      for (ImWchar c : needed) {
        const ImFontGlyph* glyph = font.FindGlyphNoFallback(c);
        ASSERT_NE(glyph, nullptr) << "U+" << std::hex << c;
        EXPECT_TRUE(glyph->Visible && glyph->AdvanceX > 0.0f) << "U+" << std::hex << c;
      }
    }
    const std::set<ImWchar> title = beyond_latin({text_in(code, kAppTitle)});
    EXPECT_EQ(script_glyphs(*fonts.font(FontRole::kTitle)), title)
        << "the title font has the title's characters only";
  }
}

// The characters of UTF-8 `text`.
std::vector<ImWchar> characters_of(const std::string& text) {
  std::vector<ImWchar> out;
  for (const char* at = text.c_str(); *at != '\0';) {
    unsigned int c = 0;
    at += ImTextCharFromUtf8(&c, at, nullptr);
    if (c != '\n' && c != '\t') out.push_back(static_cast<ImWchar>(c));
  }
  return out;
}

TEST_F(Fonts, EveryLetterOfPolishItalianAndPortugueseIsInTheLatinFont) {
  FontLibrary fonts(ui_font_files());
  fonts.update(1.0f, 1.0f);
  const std::string letters =
      "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ"         // Polish
      "àèéìíîòóùúÀÈÉÌÍÎÒÓÙÚ"       // Italian
      "ãõâêôáéíóúàçÃÕÂÊÔÁÉÍÓÚÀÇ";  // Portuguese
  for (FontRole role : {FontRole::kBody, FontRole::kHeading, FontRole::kTitle})
    for (ImWchar c : characters_of(letters))
      EXPECT_NE(fonts.font(role)->FindGlyphNoFallback(c), nullptr) << "U+" << std::hex << c;
}

TEST_F(Fonts, EveryLatinCatalogIsDrawnWhole) {
  FontLibrary fonts(ui_font_files());
  fonts.update(1.0f, 1.0f);
  for (const Language& language : languages()) {
    if (language.script_font) continue;
    for (const std::string& text : catalog_texts(language.code))
      for (ImWchar c : characters_of(text))
        for (FontRole role : {FontRole::kBody, FontRole::kHeading})
          EXPECT_NE(fonts.font(role)->FindGlyphNoFallback(c), nullptr)
              << language.code << ": U+" << std::hex << c << " in " << text;
  }
}

TEST_F(Fonts, AScriptCharacterSitsOnTheLatinEmAndBaseline) {
  FontLibrary fonts(ui_font_files());
  fonts.set_script_font("ja", read_script_font("ja"), text_in("ja", kAppTitle));
  fonts.update(1.0f, 1.0f);
  const ImFont& body = *fonts.font(FontRole::kBody);
  const ImFontGlyph* sun = body.FindGlyphNoFallback(0x65E5);  // 日, in 日本語
  const ImFontGlyph* latin_h = body.FindGlyphNoFallback('H');
  ASSERT_TRUE(sun && latin_h);
  // A full-width character is one em wide: the Latin font's em is its size / 1.164 (DejaVu's
  // ascent + descent), which the build gave the CJK faces too.
  EXPECT_NEAR(sun->AdvanceX, kBodyFontSize / 1.164f, 1.0f);
  EXPECT_NEAR(sun->Y1, latin_h->Y1, 2.0f) << "both stand on the baseline";
}

TEST_F(Fonts, EveryLanguagesNameIsDrawnInItsOwnFace) {
  FontLibrary fonts(ui_font_files());
  fonts.update(1.0f, 1.0f);  // a Latin language shown: no script font
  for (const Language& language : languages()) {
    SCOPED_TRACE(std::string(language.code));
    const ImFont* font = fonts.name_font(language.code);
    ASSERT_NE(font, nullptr);
    EXPECT_EQ(font == fonts.font(FontRole::kBody), !language.script_font);
    for (ImWchar c : beyond_latin({std::string(language.name)}))
      EXPECT_NE(font->FindGlyphNoFallback(c), nullptr) << "U+" << std::hex << c;
  }
}

using test_support::frame_drawing;

TEST_F(Fonts, ACharacterNoFontHasIsABoxThatTheFrameReports) {
  FontLibrary fonts(ui_font_files());
  fonts.update(1.0f, 1.0f);
  const ImFont& body = *fonts.font(FontRole::kBody);
  EXPECT_EQ(body.FallbackChar, kMissingGlyph) << "the box, not a question mark";
  EXPECT_EQ(body.FindGlyph(0x65E5), body.FallbackGlyph);
  EXPECT_EQ(words_with_missing_glyphs(frame_drawing("Round 3 ? P1")), std::vector<std::string>());
  EXPECT_EQ(words_with_missing_glyphs(frame_drawing("Round 日本 3")),
            std::vector<std::string>{"\xEF\xBF\xBD\xEF\xBF\xBD"});
}

TEST_F(Fonts, WithItsFontAScriptLanguageDrawsNoBox) {
  FontLibrary fonts(ui_font_files());
  fonts.set_script_font("ko", read_script_font("ko"), text_in("ko", kAppTitle));
  fonts.update(1.0f, 1.0f);
  EXPECT_EQ(words_with_missing_glyphs(frame_drawing("한국어")), std::vector<std::string>());
}

TEST_F(Fonts, TheAtlasStaysWithinTheLargestTextureAtAnyZoom) {
  for (std::string_view code : script_languages()) {
    SCOPED_TRACE(std::string(code));
    FontLibrary fonts(ui_font_files());
    fonts.set_script_font(code, read_script_font(code), text_in(code, kAppTitle));
    fonts.update(3.0f, 4.0f);  // 300% on a screen of 4 device pixels a pixel
    const ImFontAtlas& atlas = *ImGui::GetIO().Fonts;
    EXPECT_LE(atlas.TexWidth, FontLibrary::kMaxAtlasSide);
    EXPECT_LE(atlas.TexHeight, FontLibrary::kMaxAtlasSide);
    EXPECT_NEAR(fonts.size(FontRole::kBody), kBodyFontSize * 3.0f, 0.01f) << "the same layout";
    const ImFont& body = *fonts.font(FontRole::kBody);
    EXPECT_NEAR(body.FontSize * body.Scale, kBodyFontSize * 12.0f, 0.5f) << "drawn at its size";
  }
}

TEST_F(Fonts, ALatinLanguageAfterAScriptOneBuildsTheAtlasWithoutIt) {
  FontLibrary fonts(ui_font_files());
  fonts.set_script_font("zh", read_script_font("zh"), text_in("zh", kAppTitle));
  EXPECT_EQ(fonts.next_script_language(), "zh");
  EXPECT_EQ(fonts.script_language(), "") << "not before the next update";
  fonts.update(1.0f, 1.0f);
  EXPECT_EQ(fonts.script_language(), "zh");
  EXPECT_FALSE(fonts.update(1.0f, 1.0f)) << "nothing changed";
  fonts.set_script_font("", std::nullopt, "");
  EXPECT_TRUE(fonts.update(1.0f, 1.0f));
  EXPECT_EQ(fonts.script_language(), "");
  EXPECT_EQ(fonts.font(FontRole::kBody)->FindGlyphNoFallback(0x4E2D), nullptr);  // 中
}

}  // namespace
}  // namespace azul::ui
