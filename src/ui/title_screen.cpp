#include "ui/title_screen.h"

#include "ui/access/mirror.h"

#include <imgui.h>

#include <algorithm>
#include <span>
#include <string>
#include <vector>

#include "engine/core/game_info.h"
#include "ui/game/controls.h"
#include "ui/game_views.h"
#include "ui/i18n/shared_texts.h"
#include "ui/i18n/translate.h"
#include "ui/layout.h"
#include "ui/palette.h"
#include "ui/touch_scrolling.h"
#include "ui/wrapped_text.h"

namespace azul::ui {
namespace {

// Layout in font units (multiples of the body text height).
constexpr float kMarginEm = 1.5f;  // at most; narrow screens get kMarginShare of the width
constexpr float kMinMarginEm = 0.75f;
constexpr float kMarginShare = 0.04f;
constexpr float kCardGapEm = 1.5f;
constexpr float kCardMinWidthEm = 15.0f;
constexpr float kCardMaxWidthEm = 24.0f;
constexpr float kCardPaddingEm = 1.2f;
constexpr float kCardRoundingEm = 0.6f;
constexpr float kSelectedBorderEm = 0.15f;
constexpr float kFocusRingGapEm = 0.25f;
constexpr float kFocusRingEm = 0.1f;
constexpr float kTileEm = 1.1f;
// Vertical gaps inside a card: below the tiles, the title, the player count, the description.
constexpr float kCardTilesGapEm = 0.8f;
constexpr float kCardTitleGapEm = 0.2f;
constexpr float kCardPlayersGapEm = 0.8f;
constexpr float kCardStatusGapEm = 1.0f;
// Vertical gaps of the header: below the tiles, the title, and the subtitle (above the cards).
constexpr float kHeaderTilesGapEm = 0.8f;
constexpr float kHeaderTitleGapEm = 0.4f;
constexpr float kHeaderBottomGapEm = 2.0f;
constexpr float kTileGapEm = 0.35f;
constexpr int kHeaderMotifTiles = 11;
constexpr float kProgressGapEm = 1.0f;  // between the cards and "Your progress"

// Translated where it is drawn (tr()).
constexpr char kSubtitle[] = N_("Tile-laying games for one table. Choose the one to play.");

// Each game's tiles in its shape (ui/game_views.h): squares or diamonds. Tiles get a faint
// light edge so that dark tiles stay visible on the dark background.
void draw_tile(ImDrawList* draw, const GameViews& game, ImVec2 center, float size, ImU32 colour) {
  const float half = size * 0.5f;
  const float edge = em(kHairlineEm);
  if (!game.diamond_tiles) {
    const ImVec2 min(center.x - half, center.y - half);
    const ImVec2 max(center.x + half, center.y + half);
    draw->AddRectFilled(min, max, colour, size * 0.15f);
    draw->AddRect(min, max, palette::kTileEdge, size * 0.15f, 0, edge);
  } else {
    const ImVec2 top(center.x, center.y - half * 1.15f);
    const ImVec2 right(center.x + half, center.y);
    const ImVec2 bottom(center.x, center.y + half * 1.15f);
    const ImVec2 left(center.x - half, center.y);
    draw->AddQuadFilled(top, right, bottom, left, colour);
    draw->AddQuad(top, right, bottom, left, palette::kTileEdge, edge);
  }
}

// A row of `count` tiles starting at `left`, cycling through the game's colours.
void draw_tile_row(ImDrawList* draw, const GameViews& game, ImVec2 left_center, int count) {
  const std::span<const ImU32> colours = game.tile_colours;
  const float step = em(kTileEm + kTileGapEm);
  for (int i = 0; i < count; ++i) {
    const ImVec2 center(left_center.x + em(kTileEm) * 0.5f + step * static_cast<float>(i),
                        left_center.y);
    draw_tile(draw, game, center, em(kTileEm), colours[static_cast<size_t>(i) % colours.size()]);
  }
}

float tile_row_width(int count) {
  return em(kTileEm) * static_cast<float>(count) + em(kTileGapEm) * static_cast<float>(count - 1);
}

// `text` with each of its lines centred on `center_x`.
void draw_centered_text(ImDrawList* draw, const ImFont* font, float center_x, float top,
                        ImU32 colour, std::string_view text) {
  for (std::size_t start = 0; start <= text.size();) {
    const std::size_t end = std::min(text.find('\n', start), text.size());
    const char* line = text.data() + start;
    const ImVec2 size = text_size(font, line, text.data() + end);
    draw->AddText(font, font_height(font), ImVec2(center_x - size.x * 0.5f, top), colour, line,
                  text.data() + end);
    top += font_height(font);
    start = end + 1;
  }
}

struct CardLayout {
  float width;
  float height;
};

// A card's buttons, and their labels.
enum class CardButton { kPlay, kOptions, kLearn, kPuzzles };
std::string button_label(CardButton button) {
  switch (button) {
    case CardButton::kPlay:
      // TRANSLATORS: the button on a game's card on the title screen: a game at once.
      return std::string(tr("Play")) + " \xE2\x96\xB6###play";  // "▶"
    case CardButton::kOptions:
      // TRANSLATORS: the second button on a game's card: the new-game screen, with every option.
      return label_with_id(tr("More choices"), "options");
    case CardButton::kLearn:
      // TRANSLATORS: a button on a game's card: the game's guided lesson for newcomers.
      return label_with_id(tr("Learn to play"), "learn");
    case CardButton::kPuzzles:
      // TRANSLATORS: a button on a game's card: find the best move in positions from games.
      return label_with_id(tr("Puzzles"), "puzzles");
  }
  return "";
}

// A card's buttons in the order drawn, with their labels: Play, More choices, the lesson (first
// on a first visit) and the puzzles.
std::vector<std::pair<CardButton, std::string>> card_buttons(const GameViews& views,
                                                             bool first_visit) {
  std::vector<CardButton> order{CardButton::kPlay, CardButton::kOptions};
  if (views.has_lesson) order.insert(first_visit ? order.begin() : order.end(), CardButton::kLearn);
  if (views.has_puzzles) order.push_back(CardButton::kPuzzles);
  std::vector<std::pair<CardButton, std::string>> buttons;
  for (CardButton button : order) buttons.emplace_back(button, button_label(button));
  return buttons;
}

// Where each button goes, left to right and wrapping onto the next row when it does not fit in
// `inner` (long languages, narrow cards), relative to the first button's top left; and the rows.
struct ButtonFlow {
  std::vector<ImVec2> at;
  int rows = 1;
};
ButtonFlow flow_buttons(const std::vector<std::pair<CardButton, std::string>>& buttons,
                        float inner) {
  const ImGuiStyle& style = ImGui::GetStyle();
  ButtonFlow flow;
  float x = 0.0f;
  for (const auto& [button, label] : buttons) {
    const float width =
        ImGui::CalcTextSize(label.c_str(), nullptr, true).x + 2.0f * style.FramePadding.x;
    if (x > 0.0f && x + width > inner) {
      x = 0.0f;
      ++flow.rows;
    }
    flow.at.emplace_back(
        x, static_cast<float>(flow.rows - 1) * (touch_height() + style.ItemSpacing.y));
    x += width + style.ItemSpacing.x;
  }
  return flow;
}

float buttons_height(int rows) {
  return static_cast<float>(rows) * touch_height() +
         static_cast<float>(rows - 1) * ImGui::GetStyle().ItemSpacing.y;
}

// The height a game's card needs at `width`.
float card_content_height(const GameViews& views, const FontLibrary& fonts, float width,
                          bool first_visit, const CardProgress& progress) {
  const GameInfo& game = *views.info;
  const float inner = width - 2.0f * em(kCardPaddingEm);
  const ImFont* heading = fonts.font(FontRole::kHeading);
  const ImFont* body = fonts.font(FontRole::kBody);
  const std::string title = tr_text(game.title);
  const std::string description = tr_text(game.description);
  const auto height = [&](const ImFont* font, const std::string& text) {
    return wrapped_text_size(font, font_height(font), text, inner).y;
  };
  const float rating =
      progress.rating.empty() ? 0.0f : em(kCardTitleGapEm) + height(body, progress.rating);
  return em(kTileEm) + em(kCardTilesGapEm) + height(heading, title) + em(kCardTitleGapEm) +
         font_height(body) + em(kCardPlayersGapEm) + height(body, description) + rating +
         em(kCardStatusGapEm) +
         buttons_height(flow_buttons(card_buttons(views, first_visit), inner).rows);
}

// What a card was asked for this frame.
struct CardChoice {
  bool open = false;     // the card itself: the game's new-game screen
  bool play = false;     // its Play button: a game at once
  bool learn = false;    // its "Learn to play": the lesson
  bool puzzles = false;  // its "Puzzles"
};

// Draws one game card at the cursor, its Play button at its foot.
CardChoice draw_card(const GameViews& views, bool selected, const FontLibrary& fonts,
                     CardLayout layout, WidgetProbe& probe, bool first_visit,
                     const CardProgress& progress) {
  const GameInfo& game = *views.info;
  const std::string id(game.id);
  ImGui::PushID(id.c_str());
  const ImVec2 min = ImGui::GetCursorScreenPos();
  const ImVec2 max(min.x + layout.width, min.y + layout.height);
  const float padding = em(kCardPaddingEm);
  const float inner = layout.width - 2.0f * padding;
  // At its foot: Play (a game at once), what a tap on the card does, the lesson (first on a first
  // visit) and the puzzles, wrapping onto a second row when they do not fit on one.
  const std::vector<std::pair<CardButton, std::string>> buttons = card_buttons(views, first_visit);
  const ButtonFlow flow = flow_buttons(buttons, inner);
  const ImVec2 foot(min.x + padding, max.y - padding - buttons_height(flow.rows));
  // The card's own button ends above its buttons: a keyboard's arrows then go from card to card
  // (over the buttons inside it, ImGui's navigation went back and forth between the card and
  // its first button once they took two rows).
  const bool clicked =
      is_tap(ImGui::InvisibleButton("card", ImVec2(layout.width, std::max(1.0f, foot.y - min.y))));
  ImGui::SetItemAllowOverlap();
  if (selected) ImGui::SetItemDefaultFocus();  // where the keyboard's focus starts
  const bool hovered = ImGui::IsItemHovered();
  const bool held = ImGui::IsItemActive();
  const bool focused = ImGui::IsItemFocused();
  ImGui::PopID();
  probe.record_widget("card:" + id, min, max);
  if (focused && ImGui::GetIO().NavVisible) probe.record_value("focused", "card:" + id);
  if (hovered) ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);

  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float rounding = em(kCardRoundingEm);
  const ImU32 fill = held      ? palette::kSurfaceActive
                     : hovered ? palette::kSurfaceHovered
                               : palette::kSurface;
  draw->AddRectFilled(min, max, fill, rounding);
  draw->AddRect(min, max, selected ? palette::kAccent : palette::kOutline, rounding, 0,
                selected ? em(kSelectedBorderEm) : em(kHairlineEm));
  if (focused && ImGui::GetIO().NavVisible) {  // keyboard focus: a ring around the card
    const float gap = em(kFocusRingGapEm);
    draw->AddRect(ImVec2(min.x - gap, min.y - gap), ImVec2(max.x + gap, max.y + gap),
                  palette::kText, rounding + gap, 0, em(kFocusRingEm));
  }

  float y = min.y + padding;
  const int tile_count = static_cast<int>(views.tile_colours.size());
  draw_tile_row(draw, views, ImVec2(min.x + padding, y + em(kTileEm) * 0.5f), tile_count);
  y += em(kTileEm) + em(kCardTilesGapEm);

  const ImFont* heading = fonts.font(FontRole::kHeading);
  const ImFont* body = fonts.font(FontRole::kBody);
  const std::string title = tr_text(game.title);
  add_wrapped_text(draw, heading, font_height(heading), ImVec2(min.x + padding, y), palette::kText,
                   title, inner);
  y += wrapped_text_size(heading, font_height(heading), title, inner).y + em(kCardTitleGapEm);

  const std::string players = tr_text(game.players);
  draw->AddText(body, font_height(body), ImVec2(min.x + padding, y), palette::kTextMuted,
                players.c_str());
  y += font_height(body) + em(kCardPlayersGapEm);

  const std::string description = tr_text(game.description);
  add_wrapped_text(draw, body, font_height(body), ImVec2(min.x + padding, y), palette::kText,
                   description, inner);
  if (!progress.rating.empty()) {  // the player's rating, under what the game is
    y += wrapped_text_size(body, font_height(body), description, inner).y + em(kCardTitleGapEm);
    add_wrapped_text(draw, body, font_height(body), ImVec2(min.x + padding, y), palette::kAccent,
                     progress.rating, inner);
    probe.record_value("card-rating:" + id, progress.rating);
  }

  // The mirror reads the card as one button: the game, its players and what it is.
  CardChoice choice;
  std::string reading = title + ". " + players + ". " + description;
  if (!progress.rating.empty()) reading += " " + progress.rating + ".";
  choice.open = mirror().button("card:" + id, reading, true, selected) || clicked;
  ImGui::PushID(id.c_str());
  const bool learn_first = views.has_lesson && first_visit;
  for (std::size_t i = 0; i < buttons.size(); ++i) {
    ImGui::SetCursorScreenPos(ImVec2(foot.x + flow.at[i].x, foot.y + flow.at[i].y));
    const char* label = buttons[i].second.c_str();
    switch (buttons[i].first) {
      case CardButton::kLearn:
        // TRANSLATORS: the screen reader's name of a card's "Learn to play": {1} the game.
        choice.learn =
            icon_button(label, format(tr("Learn to play {1}"), title), probe, "button:learn:" + id,
                        0.0f, learn_first ? ButtonKind::kPrimary : ButtonKind::kNormal);
        break;
      case CardButton::kPlay:
        // TRANSLATORS: the screen reader's name of a card's Play button: {1} the game ("Azul").
        choice.play = icon_button(label, format(tr("Play {1}"), title), probe, "button:play:" + id,
                                  0.0f, learn_first ? ButtonKind::kNormal : ButtonKind::kPrimary);
        break;
      case CardButton::kOptions:
        if (touch_button(label, probe, "button:options:" + id)) choice.open = true;
        break;
      case CardButton::kPuzzles:
        // TRANSLATORS: the screen reader's name of a card's "Puzzles": {1} the game.
        choice.puzzles =
            icon_button(label, format(tr("Puzzles of {1}"), title), probe, "button:puzzles:" + id);
        break;
    }
  }
  ImGui::PopID();
  return choice;
}

}  // namespace

TitleScreenAction draw_title_screen(std::string_view selected, const FontLibrary& fonts,
                                    WidgetProbe& probe, float below_height, bool first_visit,
                                    std::span<const CardProgress> progress) {
  TitleScreenAction action;
  const std::span<const GameViews> games = game_views();
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const ImVec2 available = ImGui::GetContentRegionAvail();
  const float margin = std::clamp(available.x * kMarginShare, em(kMinMarginEm), em(kMarginEm));
  const float usable_width = std::max(available.x - 2.0f * margin, em(kCardMinWidthEm) * 0.5f);

  // Side by side when two minimum-width cards fit, stacked otherwise.
  const float gap = em(kCardGapEm);
  const bool side_by_side = usable_width >= 2.0f * em(kCardMinWidthEm) + gap;
  const float card_width = side_by_side ? std::min(em(kCardMaxWidthEm), (usable_width - gap) * 0.5f)
                                        : std::min(em(kCardMaxWidthEm), usable_width);
  const CardProgress none;
  const auto progress_of = [&](std::size_t i) -> const CardProgress& {
    return i < progress.size() ? progress[i] : none;
  };
  float card_height = 0.0f;
  for (std::size_t i = 0; i < games.size(); ++i)
    card_height = std::max(
        card_height, card_content_height(games[i], fonts, card_width, first_visit, progress_of(i)));
  card_height += 2.0f * em(kCardPaddingEm);
  const CardLayout card{card_width, card_height};

  const ImFont* title_font = fonts.font(FontRole::kTitle);
  const ImFont* body = fonts.font(FontRole::kBody);
  const char* subtitle = tr(kSubtitle);
  const std::string subtitle_lines = wrap_text(body, font_height(body), subtitle, usable_width);
  const float subtitle_height = text_size(body, subtitle_lines.c_str()).y;
  const float header_height = em(kTileEm) + em(kHeaderTilesGapEm) + font_height(title_font) +
                              em(kHeaderTitleGapEm) + subtitle_height;
  const float count = static_cast<float>(games.size());
  const float cards_height = side_by_side ? card_height : card_height * count + gap * (count - 1);
  const float progress_height = em(kProgressGapEm) + touch_height();
  const float content_height =
      header_height + em(kHeaderBottomGapEm) + cards_height + progress_height;
  // Centred together with what follows (the saved games), or from the top when that is taller.
  const float top =
      origin.y + std::max(margin, (available.y - content_height - below_height) * 0.5f);
  const float center_x = origin.x + available.x * 0.5f;

  ImDrawList* draw = ImGui::GetWindowDrawList();
  const int motif = kHeaderMotifTiles;
  float y = top;
  const float motif_left = center_x - tile_row_width(motif) * 0.5f;
  for (int i = 0; i < motif; ++i) {  // the games' tiles in turn
    const GameViews& game = games[static_cast<size_t>(i) % games.size()];
    const std::span<const ImU32> colours = game.tile_colours;
    const ImVec2 center(motif_left + em(kTileEm) * 0.5f + em(kTileEm + kTileGapEm) * i,
                        y + em(kTileEm) * 0.5f);
    draw_tile(draw, game, center, em(kTileEm),
              colours[static_cast<size_t>(i) / games.size() % colours.size()]);
  }
  y += em(kTileEm) + em(kHeaderTilesGapEm);
  draw_centered_text(draw, title_font, center_x, y, palette::kText, tr(kAppTitle));
  mirror().heading(tr(kAppTitle), 1);
  mirror().line(subtitle);
  y += font_height(title_font) + em(kHeaderTitleGapEm);
  draw_centered_text(draw, body, center_x, y, palette::kTextMuted, subtitle_lines);
  y += subtitle_height + em(kHeaderBottomGapEm);

  const float cards_width = side_by_side ? card_width * count + gap * (count - 1) : card_width;
  const float cards_left = center_x - cards_width * 0.5f;
  for (size_t i = 0; i < games.size(); ++i) {
    const float offset = static_cast<float>(i) * ((side_by_side ? card_width : card_height) + gap);
    ImGui::SetCursorScreenPos(side_by_side ? ImVec2(cards_left + offset, y)
                                           : ImVec2(cards_left, y + offset));
    const bool is_selected = games[i].info->id == selected;
    const CardChoice choice =
        draw_card(games[i], is_selected, fonts, card, probe, first_visit, progress_of(i));
    if (choice.open) action.choose_game = std::string(games[i].info->id);
    if (choice.play) action.play_game = std::string(games[i].info->id);
    if (choice.learn) action.learn_game = std::string(games[i].info->id);
    if (choice.puzzles) action.puzzles_game = std::string(games[i].info->id);
  }
  // Under the cards: the player's progress, in the game selected (the screen chooses others).
  const std::string progress_label = label_with_id(tr("Your progress"), "progress");
  const float progress_width = ImGui::CalcTextSize(progress_label.c_str(), nullptr, true).x +
                               2 * ImGui::GetStyle().FramePadding.x;
  ImGui::SetCursorScreenPos(
      ImVec2(center_x - progress_width * 0.5f, y + cards_height + em(kProgressGapEm)));
  if (touch_button(progress_label.c_str(), probe, "button:progress"))
    action.progress_game = std::string(selected);
  // Reserve the space below the cards so that the region scrolls when the screen is short.
  ImGui::SetCursorScreenPos(ImVec2(origin.x, top + content_height));
  ImGui::Dummy(ImVec2(available.x, margin));
  return action;
}

}  // namespace azul::ui
