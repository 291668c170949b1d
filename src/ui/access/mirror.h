// The screen-reader mirror: what a frame shows, as a plain document a screen reader can walk
// (headings, lines, list items and buttons), plus the sentences to announce. The canvas is a
// picture to assistive technology; the page shell (web/reader.js) keeps a visually hidden copy
// of this document beside it, with real <button>s, and a role="log" live region for the
// announcements.
//
// Screens add to it while they draw, like the WidgetProbe: the shared controls
// (ui/game/controls.h) add every button they draw under its probe name, and the game screen
// adds the table as the engine sees it (ui/access/table_mirror.h). A button pressed in the page
// arrives through press() and is taken, at the next frame, by the control that adds the button
// of that name: it acts as if it had been clicked, through the same code path.
//
// One mirror per app (like ImGui's context): mirror() returns it.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace azul::ui {

class Mirror {
 public:
  // Starts a frame's document: the presses that arrived since the last frame can be taken.
  void begin_frame();
  // Ends it: presses no control took are dropped (the button was gone).
  void end_frame();

  void heading(std::string_view text, int level = 2);
  void line(std::string_view text);
  // An item of a list (consecutive items make one list).
  void item(std::string_view text);
  // A button named `id` (the control's probe name) saying `text`; `pressed` marks the chosen
  // one of a set. True when the page pressed it (never while it is disabled).
  bool button(std::string_view id, std::string_view text, bool enabled = true,
              bool pressed = false);
  // An alert: read out at once when it first appears (the end of a game).
  void alert(std::string_view text);
  // A sentence for the live log (every move, the AI's included, and the scoring).
  void announce(std::string_view text);

  // The document as lines "<kind>\t<field>...": "h\t<level>\t<text>", "p\t<text>",
  // "l\t<text>", "b\t<id>\t<flags: d disabled, p pressed>\t<text>", "a\t<text>".
  const std::string& document() const { return document_; }
  // The announcements since the last call, oldest first.
  std::vector<std::string> take_announcements();

  // From the page: the button `id` was pressed.
  void press(std::string_view id);

 private:
  void add(char kind, std::string_view fields, std::string_view text);

  std::string document_;
  std::vector<std::string> announcements_;
  std::vector<std::string> pending_presses_;  // arrived since the frame began
  std::vector<std::string> presses_;          // this frame's, until a control takes them
};

Mirror& mirror();

// A control's label as words: without its ImGui ID and the symbols at its ends ("Undo###undo"
// -> "Undo", "✓  Colour-blind" -> "Colour-blind", "Start game ▶##start" -> "Start game").
std::string shown_label(std::string_view label);

}  // namespace azul::ui
