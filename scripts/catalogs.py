#!/usr/bin/env python3
"""Turns the gettext catalogs into the C++ tables the app reads (src/ui/i18n/catalog.h).

Reads po/LINGUAS (a line "code Name-in-its-own-language" a language), po/<code>.po for each
and the template po/azul.pot, whose keys are written once; each language is one block of text
with its translations in the keys' order. Fuzzy and empty translations are left out (the app
then shows English). The tests' pseudo-language (every text accented, about 40% longer and
between « and ») is made by the app from the keys (src/ui/i18n/pseudo.h); this script makes it
for the page shell's words only. Each language's plural rule is its catalog's Plural-Forms expression, which is C.
Every character of every translation must be one the UI's fonts draw: in the Latin font's
ranges (src/ui/glyph_ranges.h) or, for a language with a font of its own (po/FONTS: Japanese,
Chinese, Korean), in that font's face (read from the collections in --script-fonts); the
build stops and names the text otherwise.

  scripts/catalogs.py --po-dir po --glyphs src/ui/glyph_ranges.h \
      --script-fonts /usr/share/fonts/opentype/noto --output catalogs.cpp
  scripts/catalogs.py ... --output catalogs.cpp --forms-dir site/lang

With --forms-dir (the web page), catalogs.cpp holds the keys and each language's name and plural
rule only, and each language's block of text goes to <forms-dir>/<code>.txt, which the page
loads when the language is shown: its '\0' separators written as '\x1f' (a text file).
  scripts/catalogs.py --po-dir po --glyphs src/ui/glyph_ranges.h --shell-output shell-texts.js
"""
import argparse
import json
import os
import re
import sys

PSEUDO_CODE = "pseudo"
MAX_CODE_POINT = 0xFFFF  # ImGui's ImWchar (16 bits)
FORMS_SEPARATOR = "\x1f"  # a form's end in the files of --forms-dir
# Each plain letter becomes an accented one of Latin-1 or Latin Extended-A (the UI's fonts
# bake both); letters without such a form (b, f, m, p, q, v, x) stay, so that any English text
# left untranslated still shows its plain vowels and common consonants.
PSEUDO_LETTERS = dict(zip(
    "aceghijklnorstuwyzACEGHIJKLNORSTUWYZ",
    "àçéĝĥíĵķĺñöŕšťüŵýžÀÇÉĜĤÍĴĶĹÑÖŔŠŤÜŴÝŽ"))
PSEUDO_PADDING = "·ĩĩ"


def unquote(text):
    body = text.strip()
    if not (body.startswith('"') and body.endswith('"')):
        raise ValueError(f"not a quoted string: {text!r}")
    body = body[1:-1]
    out = []
    i = 0
    escapes = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}
    while i < len(body):
        c = body[i]
        if c == "\\" and i + 1 < len(body):
            out.append(escapes.get(body[i + 1], body[i + 1]))
            i += 2
            continue
        out.append(c)
        i += 1
    return "".join(out)


def read_po(path):
    """The entries of a catalog: dicts with ctxt, id, plural, strs (list), fuzzy; the header too."""
    entries = []
    entry = {}
    key = None

    def finish():
        nonlocal entry
        if "id" in entry:
            entries.append(entry)
        entry = {}

    with open(path, encoding="utf-8") as lines:
        for number, line in enumerate(lines, 1):
            line = line.rstrip("\n")
            try:
                if not line.strip():
                    finish()
                    key = None
                elif line.startswith("#:"):
                    if "id" in entry:
                        finish()
                    entry.setdefault("refs", []).extend(line[2:].split())
                elif line.startswith("#,"):
                    if "id" in entry:
                        finish()
                    entry["fuzzy"] = "fuzzy" in line
                elif line.startswith("#"):
                    if "id" in entry:
                        finish()
                elif line.startswith("msgctxt "):
                    if "id" in entry:
                        finish()
                    key = "ctxt"
                    entry[key] = unquote(line[8:])
                elif line.startswith("msgid_plural "):
                    key = "plural"
                    entry[key] = unquote(line[13:])
                elif line.startswith("msgid "):
                    if "id" in entry:
                        finish()
                    key = "id"
                    entry[key] = unquote(line[6:])
                elif line.startswith("msgstr["):
                    index = int(line[7:line.index("]")])
                    key = ("str", index)
                    entry.setdefault("strs", {})[index] = unquote(line[line.index("]") + 1:])
                elif line.startswith("msgstr "):
                    key = ("str", 0)
                    entry.setdefault("strs", {})[0] = unquote(line[7:])
                elif line.startswith('"'):
                    if isinstance(key, tuple):
                        entry["strs"][key[1]] += unquote(line)
                    elif key:
                        entry[key] += unquote(line)
                    else:
                        raise ValueError("a string continued without an entry")
                else:
                    raise ValueError("not a catalog line")
            except ValueError as error:
                sys.exit(f"catalogs: {path}:{number}: {error}")
    finish()
    for e in entries:
        strs = e.get("strs", {})
        e["strs"] = [strs[i] for i in sorted(strs)]
    return entries


def plural_expression(header, path):
    match = re.search(r"plural=([^;\n]+);?", header)
    if not match:
        sys.exit(f"catalogs: {path}: the header has no Plural-Forms plural=...")
    expression = match.group(1).strip()
    if not re.fullmatch(r"[n0-9\s!=<>&|?:%()+\-]+", expression):
        sys.exit(f"catalogs: {path}: a Plural-Forms expression that is not plain C: {expression}")
    return expression


def read_glyphs(path):
    text = open(path, encoding="utf-8").read()
    pairs = re.findall(r"0x([0-9A-Fa-f]+),\s*0x([0-9A-Fa-f]+)", text)
    return [(int(a, 16), int(b, 16)) for a, b in pairs]


def check_glyphs(text, ranges, covered, where):
    """Every character of `text` is one the UI draws: in the Latin font's ranges, or in
    `covered` (the language's own font, po/FONTS), and in the 16 bits ImGui keeps of one."""
    for c in text:
        code = ord(c)
        if c in "\n\t":
            continue
        if code > MAX_CODE_POINT:
            sys.exit(f"catalogs: {where}: the character {c!r} (U+{code:04X}) is beyond the "
                     f"UI's 16-bit characters")
        if not any(low <= code <= high for low, high in ranges) and code not in covered:
            sys.exit(f"catalogs: {where}: the character {c!r} (U+{code:04X}) is not in the UI's "
                     f"fonts; add its range to src/ui/glyph_ranges.h, or give the language a "
                     f"font that has it (po/FONTS)")


def c_string(text):
    out = ['"']
    for byte in text.encode("utf-8"):
        c = chr(byte)
        if c == '"' or c == "\\":
            out.append("\\" + c)
        elif c == "\n":
            out.append("\\n")
        elif 32 <= byte < 127:
            # A hex escape would swallow a following hex digit: close and reopen the literal.
            if out[-1].startswith("\\x") and c in "0123456789abcdefABCDEF":
                out.append('" "')
            out.append(c)
        else:
            out.append(f"\\x{byte:02x}")
    out.append('"')
    return "".join(out)


def pseudo(text):
    """An accented, longer text between « and », placeholders ({1}) and escapes kept."""
    out = []
    i = 0
    while i < len(text):
        if text[i] == "{" and i + 2 < len(text) and text[i + 2] == "}":
            out.append(text[i:i + 3])
            i += 3
            continue
        out.append(PSEUDO_LETTERS.get(text[i], text[i]))
        i += 1
    letters = sum(1 for c in text if c.isalpha())
    padding = (PSEUDO_PADDING * (letters // 6 + 1))[:max(1, (letters * 2) // 5)]
    return "«" + "".join(out) + padding + "»"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--po-dir", required=True)
    parser.add_argument("--glyphs", required=True)
    parser.add_argument("--script-fonts",
                        help="the folder of the collections po/FONTS names (fonts-noto-cjk's)")
    parser.add_argument("--output", help="the C++ tables (catalogs.cpp)")
    parser.add_argument("--forms-dir",
                        help="write each language's translations to <dir>/<code>.txt instead")
    parser.add_argument("--shell-output",
                        help="the page shell's words (shell-texts.js): the texts of web/ only")
    args = parser.parse_args()
    ranges = read_glyphs(args.glyphs)
    fonts = read_fonts(args.po_dir)

    template = read_po(f"{args.po_dir}/azul.pot")
    keys = sorted((entry_key(e) for e in template if e["id"] != ""), key=lambda k: k.encode("utf-8"))
    catalogs = []
    for code, name, path in read_linguas(args.po_dir):
        entries = read_po(path)
        header = next((e["strs"][0] for e in entries if e["id"] == ""), "")
        expression = plural_expression(header, path)
        # A language with a font of its own (po/FONTS) may use any character that font has.
        covered = script_font_characters(fonts[code], args.script_fonts, path) if code in fonts \
            else set()
        table = {}
        for e in translated(entries):
            for s in e["strs"]:
                check_glyphs(s, ranges, covered, f"{path}: {e['id'][:40]!r}")
            table[entry_key(e)] = e["strs"]
        catalogs.append((code, name, expression, table, code in fonts))

    if args.shell_output:
        pseudo_table = {entry_key(e): [pseudo(e["id"])] for e in template if e["id"] != ""}
        shell_catalogs = catalogs + [(PSEUDO_CODE, "Pseudo", "(n != 1)", pseudo_table, False)]
        write_if_changed(args.shell_output, shell_texts(template, shell_catalogs))
    if args.output:
        write_if_changed(args.output, cpp_tables(keys, catalogs, external=bool(args.forms_dir)))
    if args.forms_dir:
        os.makedirs(args.forms_dir, exist_ok=True)
        for code, _, _, table, _ in catalogs:
            text = forms_block(keys, table).replace("\0", FORMS_SEPARATOR)
            write_if_changed(f"{args.forms_dir}/{code}.txt", text)


def read_linguas(po_dir):
    """po/LINGUAS: (code, name in the language itself, catalog path) a language."""
    languages = []
    with open(f"{po_dir}/LINGUAS", encoding="utf-8") as linguas:
        for line in linguas:
            line = line.split("#", 1)[0].strip()
            if line:
                code, name = line.split(None, 1)
                languages.append((code, name.strip(), f"{po_dir}/{code}.po"))
    return languages


def read_fonts(po_dir):
    """po/FONTS: {code: (collection, face)} for the languages drawn with a font of their own."""
    fonts = {}
    with open(f"{po_dir}/FONTS", encoding="utf-8") as lines:
        for number, line in enumerate(lines, 1):
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            fields = line.split(None, 2)
            if len(fields) != 3:
                sys.exit(f"catalogs: {po_dir}/FONTS:{number}: not 'code collection face'")
            fonts[fields[0]] = (fields[1], fields[2])
    return fonts


def translated(entries):
    """The entries a catalog translates (not fuzzy, every form written), the header left out."""
    return [e for e in entries
            if e["id"] != "" and not e.get("fuzzy") and e["strs"] and all(e["strs"])]


def open_face(collection_dir, collection, face, weight="Regular"):
    """The face of family `face` in <collection_dir>/<collection>-<weight>.ttc: its path and
    index."""
    from fontTools.ttLib import TTCollection  # Debian's python3-fonttools
    path = f"{collection_dir}/{collection}-{weight}.ttc"
    try:
        faces = TTCollection(path, lazy=True).fonts
    except OSError as error:
        sys.exit(f"catalogs: cannot read {path} (fonts-noto-cjk: scripts/deps.sh native): {error}")
    for index, font in enumerate(faces):
        if font["name"].getDebugName(1) == face:
            return path, index
    sys.exit(f"catalogs: {path} has no face named {face!r}")


def script_font_characters(font, collection_dir, where):
    """The code points the face of a po/FONTS line draws."""
    if not collection_dir:
        sys.exit(f"catalogs: {where} is drawn with {font[1]} (po/FONTS): give --script-fonts")
    from fontTools.ttLib import TTFont
    path, index = open_face(collection_dir, *font)
    return set(TTFont(path, fontNumber=index, lazy=True).getBestCmap())


def entry_key(entry):
    return (entry["ctxt"] + "\x04" + entry["id"]) if "ctxt" in entry else entry["id"]


def shell_texts(template, catalogs):
    """window.azulShellTexts = {code: {english: translation}} for the texts of web/, and
    window.azulScriptFonts = [code, ...]."""
    wanted = {e["id"] for e in template if any(ref.startswith("web/") for ref in e.get("refs", []))}
    languages = {}
    for code, _, _, table, _ in catalogs:
        languages[code] = {key: forms[0] for key, forms in sorted(table.items()) if key in wanted}
    script_fonts = [code for code, _, _, _, own_font in catalogs if own_font]
    return ("// Written by scripts/catalogs.py from po/: the page shell's words in each language,\n"
            "// and the languages with fonts of their own (po/FONTS: fonts/<code>.otf).\n"
            "window.azulShellTexts = " + json.dumps(languages, ensure_ascii=False, sort_keys=True) +
            ";\nwindow.azulScriptFonts = " + json.dumps(script_fonts) + ";\n")


def write_if_changed(path, text):
    try:
        if open(path, encoding="utf-8").read() == text:
            return
    except OSError:
        pass
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def forms_entries(keys, table):
    """A language's translations in the keys' order: a digit (how many forms), each form + NUL."""
    for key in keys:
        forms = table.get(key, [])
        if len(forms) > 9:
            sys.exit(f"catalogs: {key[:40]!r} has more than 9 plural forms")
        yield str(len(forms)) + "".join(form + "\0" for form in forms)


def forms_block(keys, table):
    return "".join(forms_entries(keys, table))


def cpp_tables(keys, catalogs, external=False):
    """catalogs.cpp: the keys once, then a block of text a language (src/ui/i18n/catalog.h);
    `external`: the blocks are loaded at run time (--forms-dir), not compiled in."""
    out = ["// Written by scripts/catalogs.py from po/: do not edit.",
           '#include "ui/i18n/catalog.h"', "", "namespace azul::ui::i18n {", "namespace {", ""]
    for index, (_, _, expression, _, _) in enumerate(catalogs):
        out.append(f"int plural_{index}([[maybe_unused]] long long n) {{ "
                   f"return static_cast<int>({expression}); }}")
    out.append("")
    for index, (_, _, _, table, _) in enumerate(catalogs):
        if external:
            continue
        out.append(f"const char kForms{index}[] =")
        out.extend("    " + c_string(entry) for entry in forms_entries(keys, table))
        out[-1] += ";"
    out.append("")
    out.append("}  // namespace")
    out.append("")
    out.append("const char kKeys[] =")
    out.extend("    " + c_string(key + "\0") for key in keys)
    out[-1] += ";"
    out.append("const std::size_t kKeysSize = sizeof(kKeys) - 1;")
    out.append("")
    out.append("const Catalog kCatalogs[] = {")
    for index, (code, name, _, _, own_font) in enumerate(catalogs):
        forms = "nullptr, 0" if external else f"kForms{index}, sizeof(kForms{index}) - 1"
        out.append(f"    {{{c_string(code)}, {c_string(name)}, plural_{index}, {forms}, "
                   f"{'true' if own_font else 'false'}}},")
    if not catalogs:
        out.append('    {"", "", nullptr, "", 0, false},  // no language but English: never read')
    out.append("};")
    out.append(f"const std::size_t kCatalogCount = {len(catalogs)};")
    out.append("")
    out.append("}  // namespace azul::ui::i18n")
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    main()
