#!/usr/bin/env python3
"""Do two extracted packages hold the same Swift code, comments aside?

    python3 Scripts/same-code.py PACKAGE_A PACKAGE_B

Compares the two folders' lists of .swift files (Package.swift included)
and, file by file, their code with comments removed and runs of
whitespace folded: the rule `workbook check` holds translations to
(Chapters/AUTHORING.md). Two starters of one chapter in two languages must
pass: then building and testing one of them proves the other compiles to
the same program. Every other file must be byte for byte the same, except
README.md and .workbook-learner, which are in the learner's language. Prints the first difference of each file as
`PATH:LINE:COLUMN: error: ...` (PATH inside PACKAGE_B) and exits 1.

The scan knows Swift's comments (`//`, nested `/* */`) and every string
literal form they can hide in (escapes, `\\( )` interpolation with nested
strings, multi-line `\"\"\"`, raw `#"..."#`).
"""
import pathlib
import sys


def tokens(text):
    """(token, line, column) for the code of `text`: comments dropped, each
    string literal one token, other text split at whitespace."""
    out = []
    i, n, line, start_of_line = 0, len(text), 1, 0
    word, word_at = [], None

    def flush():
        nonlocal word, word_at
        if word:
            out.append(("".join(word), *word_at))
            word, word_at = [], None

    def string_end(j):
        """Index just past the string literal that starts at j (at '#' or '"')."""
        hashes = 0
        while j < n and text[j] == "#":
            hashes += 1
            j += 1
        multi = text.startswith('"""', j)
        j += 3 if multi else 1
        close = ('"""' if multi else '"') + "#" * hashes
        escape = "\\" + "#" * hashes
        while j < n:
            if text.startswith(escape, j):
                j += len(escape)
                if j < n and text[j] == "(":
                    j = interpolation_end(j + 1)
                else:
                    j += 1
            elif text.startswith(close, j):
                return j + len(close)
            elif not multi and text[j] == "\n":
                return j  # an unterminated literal ends at the line: the compiler reports it
            else:
                j += 1
        return n

    def interpolation_end(j):
        depth = 1
        while j < n and depth:
            c = text[j]
            if c == '"' or (c == "#" and text[j:].lstrip("#").startswith('"')):
                j = string_end(j)
                continue
            if text.startswith("//", j):
                while j < n and text[j] != "\n":
                    j += 1
                continue
            depth += c == "("
            depth -= c == ")"
            j += 1
        return j

    while i < n:
        c = text[i]
        if text.startswith("//", i):
            flush()
            while i < n and text[i] != "\n":
                i += 1
        elif text.startswith("/*", i):
            flush()
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    if text[i] == "\n":
                        line, start_of_line = line + 1, i + 1
                    i += 1
        elif c == '"' or (c == "#" and text[i:].lstrip("#").startswith('"')):
            flush()
            end = string_end(i)
            out.append((text[i:end], line, i - start_of_line + 1))
            newlines = text.count("\n", i, end)
            if newlines:
                line += newlines
                start_of_line = text.rfind("\n", i, end) + 1
            i = end
        elif c.isspace():
            flush()
            if c == "\n":
                line, start_of_line = line + 1, i + 1
            i += 1
        else:
            if not word:
                word_at = (line, i - start_of_line + 1)
            word.append(c)
            i += 1
    flush()
    return out


# The files of a package that are in the learner's language.
LANGUAGE_FILES = {"README.md", ".workbook-learner"}


def compare(a_root, b_root):
    a_files = sorted(p.relative_to(a_root) for p in a_root.rglob("*.swift") if ".build" not in p.parts)
    b_files = sorted(p.relative_to(b_root) for p in b_root.rglob("*.swift") if ".build" not in p.parts)
    problems = []
    if a_files != b_files:
        only_a = sorted(set(a_files) - set(b_files))
        only_b = sorted(set(b_files) - set(a_files))
        problems.append(f"{b_root}:1:1: error: the Swift files differ: only in {a_root}: "
                        f"{', '.join(map(str, only_a)) or 'none'}; only here: {', '.join(map(str, only_b)) or 'none'}")
    for path in sorted(set(a_files) & set(b_files)):
        a = tokens((a_root / path).read_text(encoding="utf-8"))
        b = tokens((b_root / path).read_text(encoding="utf-8"))
        for (ta, _, _), (tb, line, column) in zip(a, b):
            if ta != tb:
                problems.append(f"{b_root / path}:{line}:{column}: error: code differs from {a_root / path}: "
                                f"expected {ta[:40]!r}, found {tb[:40]!r}")
                break
        else:
            if len(a) != len(b):
                shorter = b_root / path if len(b) < len(a) else a_root / path
                problems.append(f"{b_root / path}:1:1: error: code differs from {a_root / path}: {shorter} ends early")
    others = {}
    for root in (a_root, b_root):
        others[root] = sorted(
            p.relative_to(root) for p in root.rglob("*")
            if p.is_file() and ".build" not in p.parts and p.suffix != ".swift"
            and p.relative_to(root).as_posix() not in LANGUAGE_FILES)
    if others[a_root] != others[b_root]:
        problems.append(f"{b_root}:1:1: error: the other files differ: {list(map(str, others[b_root]))}, "
                        f"expected {list(map(str, others[a_root]))}")
    for path in set(others[a_root]) & set(others[b_root]):
        if (a_root / path).read_bytes() != (b_root / path).read_bytes():
            problems.append(f"{b_root / path}:1:1: error: differs from {a_root / path}")
    return problems, len(a_files)


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: same-code.py PACKAGE_A PACKAGE_B")
    problems, count = compare(pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2]))
    for problem in problems:
        print(problem)
    if problems:
        return 1
    print(f"same-code: {count} Swift files, the same code")
    return 0


if __name__ == "__main__":
    sys.exit(main())
