#!/usr/bin/env python3
"""The Python side of Scripts/check-stemmers.sh.

  words LANG            every distinct word of Chapters/*/LANG.md, one a line
  reference LANG        WORD<TAB>STEM for each word on stdin, by the Snowball
                        reference implementation (PyPI package snowballstemmer)
  compare A B NAME      compare two WORD<TAB>VALUE files line by line; prints
                        the count and every difference; exit 1 on any
"""
import glob
import os
import sys
import unicodedata

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
SNOWBALL_NAMES = {"en": "english", "de": "german", "ru": "russian"}


def split_words(text):
    """Runs of letters and numbers, combining marks kept inside a word: the
    rule of SearchStemmer.words and stemmer.js."""
    words, word = [], []
    for char in text:
        category = unicodedata.category(char)
        if category[0] in "LN" or (word and category[0] == "M"):
            word.append(char)
        elif word:
            words.append("".join(word))
            word = []
    if word:
        words.append("".join(word))
    return words


def book_words(lang):
    found = set()
    for path in sorted(glob.glob(os.path.join(ROOT, "Chapters", "*", lang + ".md"))):
        with open(path, encoding="utf-8") as file:
            found.update(split_words(file.read()))
    return sorted(found)


def reference(lang):
    import snowballstemmer
    stemmer = snowballstemmer.stemmer(SNOWBALL_NAMES[lang])
    for word in split_words(sys.stdin.read()):
        prepared = unicodedata.normalize("NFC", word.lower())
        print(word + "\t" + stemmer.stemWord(prepared))


def compare(path_a, path_b, name):
    with open(path_a, encoding="utf-8") as a, open(path_b, encoding="utf-8") as b:
        lines_a, lines_b = a.read().splitlines(), b.read().splitlines()
    differences = 0
    if len(lines_a) != len(lines_b):
        print(f"{name}: {len(lines_a)} lines against {len(lines_b)}")
        differences += 1
    for line_a, line_b in zip(lines_a, lines_b):
        if line_a != line_b:
            differences += 1
            if differences <= 40:
                print(f"  {name} differs: {line_a!r} vs {line_b!r}")
    status = "agree" if differences == 0 else f"{differences} DIFFER"
    print(f"{name}: {len(lines_a)} words compared, {status}")
    return 0 if differences == 0 else 1


def main(arguments):
    if len(arguments) == 2 and arguments[0] == "words":
        print("\n".join(book_words(arguments[1])))
        return 0
    if len(arguments) == 2 and arguments[0] == "reference":
        reference(arguments[1])
        return 0
    if len(arguments) == 4 and arguments[0] == "compare":
        return compare(*arguments[1:])
    print(__doc__, file=sys.stderr)
    return 64


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
