#!/usr/bin/env python3
"""Formats the book's Swift code at its source, the chapters.

The tangled files (every folder of book.json's `targets`) are linted with
`swift format lint --strict` and the repository's `.swift-format`. They are
generated, so a finding is fixed in the chapter a line came from, the same in
every language. This script does that work:

    swift run workbook tangle              # the tangled files must be current
    python3 Scripts/format-chapters.py     # where the formatter would change code
    python3 Scripts/format-chapters.py --write
    swift run workbook tangle && swift run workbook check

It formats a copy of the tangled files, and finds each changed run of lines
(with one line around it) in the blocks of the chapter that tangle into that
file. Without --write it prints each change at its source-language line. With
--write it rewrites that run in every language where it is found exactly once.
A run it cannot place is printed as an error to fix by hand: usually a line
that holds a comment (translations differ there) or a change next to an
exercise marker (the markers are not in the tangled file). Exit status: 0 when
nothing is left to do by hand, 1 otherwise.
"""

import difflib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HEADER_SOURCE = re.compile(r"^//   (Chapters/[^ ]+\.md)$")
FENCE = re.compile(r"^(`{3,})swift\s+(.*)$")


def block_ranges(lines, path):
    """The [start, end) line ranges of the bodies of swift blocks tangled into `path`."""
    ranges = []
    index = 0
    while index < len(lines):
        match = FENCE.match(lines[index])
        if not match:
            index += 1
            continue
        fence, attributes = match.group(1), match.group(2).split()
        end = index + 1
        while end < len(lines) and not lines[end].startswith(fence):
            end += 1
        if "file=" + path in attributes:
            ranges.append((index + 1, end))
        index = end + 1
    return ranges


def find(lines, ranges, run):
    """Where `run` starts inside one of `ranges`, for every place it does."""
    return [
        start
        for first, end in ranges
        for start in range(first, end - len(run) + 1)
        if lines[start : start + len(run)] == run
    ]


def tangled_files(root, targets):
    for target in targets:
        for folder, _, names in os.walk(os.path.join(root, target)):
            for name in sorted(names):
                if name.endswith(".swift"):
                    yield os.path.relpath(os.path.join(folder, name), root)


def main():
    write = "--write" in sys.argv[1:]
    unknown = [argument for argument in sys.argv[1:] if argument != "--write"]
    if unknown:
        print("usage: python3 Scripts/format-chapters.py [--write]", file=sys.stderr)
        return 64
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    with open(os.path.join(root, "Chapters", "book.json"), encoding="utf-8") as file:
        manifest = json.load(file)
    source_language = manifest["sourceLanguage"]
    languages = [source_language] + [lang for lang in manifest["languages"] if lang != source_language]
    files = list(tangled_files(root, manifest["targets"]))

    with tempfile.TemporaryDirectory() as scratch:
        shutil.copy(os.path.join(root, ".swift-format"), scratch)
        for path in files:
            os.makedirs(os.path.dirname(os.path.join(scratch, path)), exist_ok=True)
            shutil.copy(os.path.join(root, path), os.path.join(scratch, path))
        subprocess.run(["swift", "format", "--in-place", *[os.path.join(scratch, path) for path in files]], check=True)
        formatted = {}
        for path in files:
            with open(os.path.join(scratch, path), encoding="utf-8") as file:
                formatted[path] = file.read().split("\n")

    by_hand = 0
    changes = 0
    for path in files:
        with open(os.path.join(root, path), encoding="utf-8") as file:
            old = file.read().split("\n")
        new = formatted[path]
        if old == new:
            continue
        sources = [match.group(1) for line in old[:8] if (match := HEADER_SOURCE.match(line))]
        chapters = [os.path.dirname(source) for source in sources]
        matcher = difflib.SequenceMatcher(a=old, b=new, autojunk=False)
        for tag, old_start, old_end, new_start, new_end in matcher.get_opcodes():
            if tag == "equal":
                continue
            changes += 1
            before = old[max(old_start - 1, 0) : old_start]
            after = old[old_end : old_end + 1]
            run = before + old[old_start:old_end] + after
            replacement = before + new[new_start:new_end] + after
            placed = []
            for language in languages:
                hits = []
                for chapter in chapters:
                    chapter_path = os.path.join(root, chapter, language + ".md")
                    with open(chapter_path, encoding="utf-8", newline="") as file:
                        lines = file.read().split("\n")
                    hits += [(chapter_path, lines, start) for start in find(lines, block_ranges(lines, path), run)]
                if len(hits) != 1:
                    continue
                chapter_path, lines, start = hits[0]
                placed.append((language, os.path.relpath(chapter_path, root), start + len(before) + 1))
                if write:
                    lines[start : start + len(run)] = replacement
                    with open(chapter_path, "w", encoding="utf-8", newline="") as file:
                        file.write("\n".join(lines))
            shown = "\n".join("    + " + line for line in new[new_start:new_end]) or "    (lines removed)"
            if len(placed) == len(languages):
                _, chapter_path, line = placed[0]
                verb = "formatted" if write else "the formatter writes"
                print(f"{chapter_path}:{line}: {verb} (every language):\n{shown}")
            else:
                by_hand += 1
                missing = [language for language in languages if language not in {p[0] for p in placed}]
                where = f"{placed[0][1]}:{placed[0][2]}" if placed else f"{path}:{old_start + 1}"
                print(
                    f"{where}: error: fix by hand in {', '.join(missing)} (the lines differ there, or a marker "
                    f"is in between); the formatter writes:\n{shown}"
                )
    print(f"{changes} change(s), {by_hand} to make by hand", file=sys.stderr)
    if write and changes:
        print("now: swift run workbook tangle && swift run workbook check", file=sys.stderr)
    return 1 if by_hand else 0


if __name__ == "__main__":
    sys.exit(main())
