// The reasons a record, a link or a saved game cannot be read, in the language shown. The engine
// makes each reason in English from a template marked NC_("error", ...) and filled with values
// (engine/core/marked_text.h), so that azul-cli and the tests read plain English; the UI finds
// the template a reason was made from by its fixed words, and shows the template's translation
// filled with the same values. A value that is itself a reason ("line 12: {2}") is translated
// the same way; a text made from no template is shown as it is.
#pragma once

#include <string>
#include <string_view>

namespace azul::ui {

std::string translate_error(std::string_view english);

}  // namespace azul::ui
