// The app's URL-hash links (ui/link.h): reading and replacing `key=value` fields.
#include "ui/link.h"

#include <gtest/gtest.h>

namespace azul::ui {
namespace {

TEST(LinkField, FindsAFieldAmongOthers) {
  EXPECT_EQ(link_field("game=azul", "game"), "azul");
  EXPECT_EQ(link_field("#game=azul", "game"), "azul");
  EXPECT_EQ(link_field("seed=7&game=pavilion&x", "game"), "pavilion");
  EXPECT_EQ(link_field("seed=7&game=pavilion&x", "seed"), "7");
}

TEST(LinkField, MissingOrValuelessFields) {
  EXPECT_EQ(link_field("", "game"), std::nullopt);
  EXPECT_EQ(link_field("games=azul", "game"), std::nullopt);
  EXPECT_EQ(link_field("x&y", "game"), std::nullopt);
  EXPECT_EQ(link_field("game", "game"), "");
  EXPECT_EQ(link_field("game=", "game"), "");
}

TEST(LinkField, FirstOccurrenceWins) {
  EXPECT_EQ(link_field("game=azul&game=pavilion", "game"), "azul");
}

TEST(WithLinkField, AppendsToAnEmptyOrOtherLink) {
  EXPECT_EQ(with_link_field("", "game", "azul"), "game=azul");
  EXPECT_EQ(with_link_field("#", "game", "azul"), "game=azul");
  EXPECT_EQ(with_link_field("seed=7", "game", "azul"), "seed=7&game=azul");
}

TEST(WithLinkField, ReplacesInPlaceAndKeepsOtherFields) {
  EXPECT_EQ(with_link_field("#a=1&game=azul&flag", "game", "pavilion"), "a=1&game=pavilion&flag");
  EXPECT_EQ(with_link_field("game=azul&game=x", "game", "pavilion"), "game=pavilion");
  EXPECT_EQ(with_link_field("a=1&&b=2", "game", "azul"), "a=1&b=2&game=azul");
}

}  // namespace
}  // namespace azul::ui
