#!/usr/bin/env python3
"""Checks the relative links of the project's Markdown: README.md and docs/*.md.

Every link `[text](path)`, `[text](path#anchor)`, `[text](#anchor)` and image `![alt](path)`,
and every HTML `src="..."` / `href="..."`, must point at a file or folder of the repository, and
an anchor at a heading of the Markdown file it names. Anchors are made from headings as GitHub
makes them: lowercase, punctuation dropped (letters, digits, spaces, `-` and `_` kept), each
space a hyphen, and `-1`, `-2`, ... added to repeated ones. Links with a scheme (https:,
mailto:) are not followed; text inside code spans and fenced code blocks is not a link.

Usage: scripts/check-links.py [FILE.md ...]   (default: README.md and docs/*.md)
Exits 1 and names each broken link (file:line) when any is broken.
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

FENCE = re.compile(r'^\s*(```|~~~)')
CODE_SPAN = re.compile(r'(`+)(.+?)\1')
MD_LINK = re.compile(r'!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)')
HTML_LINK = re.compile(r'\b(?:src|href)="([^"]*)"')
HEADING = re.compile(r'^(#{1,6})\s+(.*?)\s*#*\s*$')
SCHEME = re.compile(r'^[a-zA-Z][a-zA-Z0-9+.-]*:')


def prose_lines(text):
    """(line number, line) for every line outside fenced code blocks, code spans blanked."""
    in_fence = False
    for number, line in enumerate(text.split('\n'), start=1):
        if FENCE.match(line):
            in_fence = not in_fence
            continue
        if not in_fence:
            yield number, CODE_SPAN.sub(lambda m: ' ' * len(m.group(0)), line)


def heading_slug(title):
    """GitHub's anchor for a heading's text (before de-duplication)."""
    title = re.sub(r'!?\[([^\]]*)\]\([^)]*\)', r'\1', title)  # a link counts as its text
    title = re.sub(r'<[^>]+>', '', title)  # HTML tags
    title = title.strip().lower()
    title = ''.join(c for c in title if c.isalnum() or c in ' -_')
    return title.replace(' ', '-')


def anchors_of(path, cache={}):
    if path not in cache:
        seen = {}
        anchors = set()
        in_fence = False
        for line in path.read_text(encoding='utf-8').split('\n'):
            if FENCE.match(line):
                in_fence = not in_fence
                continue
            match = None if in_fence else HEADING.match(line)
            if not match:
                continue
            slug = heading_slug(match.group(2))
            count = seen.get(slug, 0)
            seen[slug] = count + 1
            anchors.add(slug if count == 0 else f'{slug}-{count}')
        cache[path] = anchors
    return cache[path]


def check_file(path):
    """The broken links of one Markdown file, as messages; and how many links it has."""
    problems = []
    links = 0
    for number, line in prose_lines(path.read_text(encoding='utf-8')):
        targets = [m.group(1) for m in MD_LINK.finditer(line)]
        targets += [m.group(1) for m in HTML_LINK.finditer(line)]
        for target in targets:
            if not target or SCHEME.match(target):
                continue
            links += 1
            where = f'{path.relative_to(ROOT)}:{number}'
            file_part, _, anchor = target.partition('#')
            linked = (path.parent / file_part).resolve() if file_part else path
            if file_part and not linked.exists():
                problems.append(f'{where}: {target}: no such file or folder')
                continue
            if not anchor:
                continue
            if linked.suffix != '.md' or not linked.is_file():
                problems.append(f'{where}: {target}: an anchor into a file that is not Markdown')
            elif anchor not in anchors_of(linked):
                problems.append(f'{where}: {target}: no heading with the anchor #{anchor} in '
                                f'{linked.relative_to(ROOT)}')
    return problems, links


def main(argv):
    files = [Path(a).resolve() for a in argv] or \
        [ROOT / 'README.md', *sorted((ROOT / 'docs').glob('*.md'))]
    problems = []
    links = 0
    for path in files:
        found, count = check_file(path)
        problems += found
        links += count
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print(f'check-links: {len(problems)} broken of {links} links in {len(files)} files',
              file=sys.stderr)
        return 1
    print(f'check-links: {links} links in {len(files)} files, all found')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
