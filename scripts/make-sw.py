#!/usr/bin/env python3
"""Writes the site's service worker (web/sw.js made concrete) into a built site folder.

Lists every file of the site (the service worker itself left out), the page itself as "./",
and names the version by a hash of all their paths and contents, so that any change to any
file makes a new version (and the page offers to reload into it). The files of fonts/ (a
language's own fonts, which only its players load) are listed apart: the worker keeps each when
the page first fetches it, and keeps it again in every later version, rather than downloading
every language's fonts to every visitor. Rewrites sw.js only when it changes, so an unchanged
build stays byte for byte the same.

  scripts/make-sw.py --site build/web-release/site --template web/sw.js
"""
import argparse
import hashlib
import json
import os
import sys

LAZY_FOLDER = "fonts/"  # kept when first fetched


def site_files(site):
    files = []
    for folder, _, names in os.walk(site):
        for name in names:
            path = os.path.relpath(os.path.join(folder, name), site).replace(os.sep, "/")
            if path != "sw.js":
                files.append(path)
    return sorted(files)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", required=True)
    parser.add_argument("--template", required=True)
    args = parser.parse_args()
    files = site_files(args.site)
    lazy = [path for path in files if path.startswith(LAZY_FOLDER)]
    if "index.html" not in files:
        sys.exit(f"make-sw.py: {args.site} has no index.html")
    digest = hashlib.sha256()
    for path in files:
        digest.update(path.encode() + b"\0")
        with open(os.path.join(args.site, path), "rb") as f:
            digest.update(f.read())
    with open(args.template, encoding="utf-8") as f:
        text = f.read()
    text = text.replace("__VERSION__", digest.hexdigest()[:16])
    text = text.replace("__FILES__", json.dumps(["./"] + [f for f in files if f not in lazy]))
    text = text.replace("__LAZY__", json.dumps(lazy))
    out = os.path.join(args.site, "sw.js")
    if os.path.exists(out):
        with open(out, encoding="utf-8") as f:
            if f.read() == text:
                return
    with open(out, "w", encoding="utf-8") as f:
        f.write(text)


if __name__ == "__main__":
    main()
