// The words read back from a frame's draw data (ui/i18n/drawn_words.h): what ImGui drew, word
// by word, and which words look untranslated while the pseudo-language is shown.
#include "ui/i18n/drawn_words.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "test_fonts.h"

namespace azul::ui {
namespace {

class DrawnWords : public ::testing::Test {
 protected:
  void SetUp() override {
    ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr;  // no window sizes from an earlier run
    FontFiles files{test_support::read_font("DejaVuSans.ttf"),
                    test_support::read_font("DejaVuSans-Bold.ttf")};
    fonts_ = std::make_unique<FontLibrary>(std::move(files));
    fonts_->update(1.0f, 1.0f);  // the UI's atlas, with the UI's characters
    unsigned char* pixels = nullptr;
    int width = 0;
    int height = 0;
    ImGui::GetIO().Fonts->GetTexDataAsRGBA32(&pixels, &width, &height);
  }
  void TearDown() override {
    fonts_.reset();
    ImGui::DestroyContext();
  }
  std::unique_ptr<FontLibrary> fonts_;
};

std::vector<std::string> words_of_frame(const char* text) {
  return drawn_words(test_support::frame_drawing(text));
}

TEST_F(DrawnWords, ReadsTheWordsAFrameDrew) {
  const std::vector<std::string> words = words_of_frame("Round 3 scoring «Ŕöüñd»");
  for (const char* expected : {"Round", "3", "scoring", "«Ŕöüñd»"})
    EXPECT_NE(std::find(words.begin(), words.end(), expected), words.end())
        << expected << " among " << ::testing::PrintToString(words);
}

TEST_F(DrawnWords, TellsPlainEnglishFromThePseudoLanguage) {
  EXPECT_TRUE(looks_unmarked("Round"));
  EXPECT_TRUE(looks_unmarked("«Ŕöüñd» scoring"));
  EXPECT_FALSE(looks_unmarked("«Ŕöüñd·ĩĩ»"));
  EXPECT_FALSE(looks_unmarked("P1"));
  EXPECT_FALSE(looks_unmarked("+3"));
}

}  // namespace
}  // namespace azul::ui
