#!/usr/bin/env python3
"""Cuts the fonts of a language drawn with a font of its own (po/FONTS: Japanese, Chinese,
Korean) to exactly the characters its catalog uses.

The UI's Latin font (DejaVu Sans, src/ui/glyph_ranges.h) draws every character in its ranges;
what the language's translations (and its name in po/LINGUAS) use beyond them is taken from the
language's face of Debian's fonts-noto-cjk collections, regular and bold, and written as:

  <output-dir>/<code>.otf        the regular face: body text (loaded when the language is shown)
  <output-dir>/<code>-bold.otf   the bold face: headings and the title
  <output-dir>/<code>-name.otf   the regular face for the language's name only (the language
                                 picker draws it in every language: built into the app)

The faces keep their CFF outlines (ImGui's stb_truetype draws them) and lose what ImGui does not
read (hinting, layout features, vertical metrics). Their ascent and descent become the Latin
font's proportions, so that ImGui, which sizes a font by ascent minus descent, draws a CJK
character on the same em and baseline as a Latin letter when it merges the two. The files are
the same bytes for the same inputs (no timestamps).

  scripts/make-fonts.py --po-dir po --glyphs src/ui/glyph_ranges.h \\
      --script-fonts /usr/share/fonts/opentype/noto \\
      --latin-font /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf --language ja --output-dir F
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import catalogs  # noqa: E402  (the catalogs' readers: the same characters the build checks)

from fontTools import subset  # noqa: E402  (Debian's python3-fonttools)
from fontTools.ttLib import TTFont  # noqa: E402

# Tables ImGui 1.86 never reads: layout (it draws one glyph a character), vertical metrics.
UNUSED_TABLES = ["GSUB", "GPOS", "GDEF", "BASE", "JSTF", "VORG", "vhea", "vmtx", "DSIG"]


def catalog_characters(po_dir, code, name, ranges):
    """The characters of the language's translations and name that the Latin font lacks."""
    texts = [name]
    for entry in catalogs.translated(catalogs.read_po(f"{po_dir}/{code}.po")):
        texts.extend(entry["strs"])
    return outside_ranges(texts, ranges)


def outside_ranges(texts, ranges):
    return sorted({ord(c) for text in texts for c in text
                   if c not in "\n\t" and not any(low <= ord(c) <= high for low, high in ranges)})


def vertical_metrics(latin_font):
    """The Latin font's ascent and descent, as shares of its em."""
    font = TTFont(latin_font, lazy=True)
    em = font["head"].unitsPerEm
    return font["hhea"].ascent / em, font["hhea"].descent / em


def cut(collection_dir, collection, face, weight, characters, metrics, output):
    path, index = catalogs.open_face(collection_dir, collection, face, weight)
    font = TTFont(path, fontNumber=index, recalcTimestamp=False)
    options = subset.Options()
    options.hinting = False
    options.layout_features = []
    options.drop_tables += UNUSED_TABLES
    options.name_IDs = ["*"]  # the copyright and the licence stay in the font
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=characters)
    subsetter.subset(font)
    missing = set(characters) - set(font.getBestCmap())
    if missing:
        sys.exit(f"make-fonts: {face} {weight} has no " +
                 ", ".join(f"U+{c:04X}" for c in sorted(missing)))
    em = font["head"].unitsPerEm
    ascent, descent = round(metrics[0] * em), round(metrics[1] * em)
    hhea, os2 = font["hhea"], font["OS/2"]
    hhea.ascent, hhea.descent, hhea.lineGap = ascent, descent, 0
    os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap = ascent, descent, 0
    os2.usWinAscent, os2.usWinDescent = ascent, -descent
    font.save(output)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--po-dir", required=True)
    parser.add_argument("--glyphs", required=True, help="src/ui/glyph_ranges.h")
    parser.add_argument("--script-fonts", required=True,
                        help="the folder of the collections po/FONTS names")
    parser.add_argument("--latin-font", required=True, help="DejaVuSans.ttf")
    parser.add_argument("--language", required=True, help="a code of po/FONTS")
    parser.add_argument("--output-dir", required=True)
    args = parser.parse_args()
    fonts = catalogs.read_fonts(args.po_dir)
    names = {code: name for code, name, _ in catalogs.read_linguas(args.po_dir)}
    code = args.language
    if code not in fonts or code not in names:
        sys.exit(f"make-fonts: {code} is not a language of po/LINGUAS with a font in po/FONTS")
    collection, face = fonts[code]
    ranges = catalogs.read_glyphs(args.glyphs)
    metrics = vertical_metrics(args.latin_font)
    characters = catalog_characters(args.po_dir, code, names[code], ranges)
    os.makedirs(args.output_dir, exist_ok=True)
    out = f"{args.output_dir}/{code}"
    cut(args.script_fonts, collection, face, "Regular", characters, metrics, f"{out}.otf")
    cut(args.script_fonts, collection, face, "Bold", characters, metrics, f"{out}-bold.otf")
    cut(args.script_fonts, collection, face, "Regular", outside_ranges([names[code]], ranges),
        metrics, f"{out}-name.otf")


if __name__ == "__main__":
    main()
