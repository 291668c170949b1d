// N_("Wall side") marks a text a player reads, for the translations' template (po/azul.pot,
// written by scripts/update-pot.sh); the UI translates it with tr() where it shows it
// (ui/i18n/engine_texts.h). The engine never translates and knows nothing of the UI: the
// marker leaves the text as it is. The UI's own N_ (ui/i18n/translate.h) is the same.
#pragma once

#ifndef N_
#define N_(text) text
#endif
