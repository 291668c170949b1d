// The tests' pseudo-language (languages.h): a text of the template made unmistakable, every
// letter that has an accented form in Latin-1 or Latin Extended-A accented, about 40% longer and
// between « and », its numbered places ({1}) kept. A screen in it shows at a glance a text
// drawn without tr() (plain letters), and whether a layout leaves room for longer words. The
// page shell's words get the same treatment from scripts/catalogs.py.
#pragma once

#include <string>
#include <string_view>

namespace azul::ui {

std::string pseudo_text(std::string_view english);

}  // namespace azul::ui
