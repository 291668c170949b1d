// Numbers as the language writes them: its thousands separator ("1,512", "1.512") and its
// decimal mark ("5.2", "5,2"), both from the catalogs.
#pragma once

#include <string>

namespace azul::ui {

// A whole number with the language's thousands separator: "1,512", "1.512".
std::string grouped(long long value);
// A number with one decimal and the language's decimal mark: "5.2", "5,2".
std::string one_decimal(double value);

}  // namespace azul::ui
