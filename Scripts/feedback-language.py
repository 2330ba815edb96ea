#!/usr/bin/env python3
"""Is a starter's test feedback in the learner's language?

    python3 Scripts/feedback-language.py TEST_LOG PACKAGE LANG

Reads every `feedback(en: "...", ru: "...", ...)` call in PACKAGE/Tests
(the sentence a failed expectation adds after Swift Testing's own words,
chosen at run time by `.workbook-learner`), then the `↳` lines of a
`swift test` log. Passes when at least one of those lines is a LANG
sentence and none is another language's sentence that LANG words
differently. Exits 1 with what it found otherwise.
"""
import pathlib
import re
import sys

CALL = re.compile(r"(?<![\w.])feedback\(\s*")
ARGUMENT = re.compile(r"(\w+):\s*")
ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", '"': '"', "'": "'", "\\": "\\"}


def literal(text, i):
    """The regular expression for the string literal at text[i] (a plain
    `"..."`, interpolations matching anything), and the index past it."""
    assert text[i] == '"'
    i += 1
    pattern = []
    while i < len(text) and text[i] != '"':
        if text[i] == "\\":
            following = text[i + 1]
            if following == "(":
                depth, i = 1, i + 2
                while depth:
                    if text[i] == '"':
                        _, i = literal(text, i)
                        continue
                    depth += text[i] == "("
                    depth -= text[i] == ")"
                    i += 1
                pattern.append(".*?")
                continue
            if following == "u":
                end = text.index("}", i)
                pattern.append(re.escape(chr(int(text[i + 3:end], 16))))
                i = end + 1
                continue
            pattern.append(re.escape(ESCAPES.get(following, following)))
            i += 2
        else:
            pattern.append(re.escape(text[i]))
            i += 1
    return "".join(pattern), i + 1


def sentences(package):
    """[{language: compiled pattern}] for every feedback call under Tests/."""
    calls = []
    for path in sorted(pathlib.Path(package, "Tests").rglob("*.swift")):
        text = path.read_text(encoding="utf-8")
        for match in CALL.finditer(text):
            if text[max(0, match.start() - 5):match.start()] == "func ":
                continue
            i, call = match.end(), {}
            while True:
                argument = ARGUMENT.match(text, i)
                if not argument or text[argument.end()] != '"':
                    break
                pattern, i = literal(text, argument.end())
                call[argument.group(1)] = re.compile(pattern, re.S)
                i = re.match(r"\s*,?\s*", text[i:]).end() + i
            if call:
                calls.append(call)
    return calls


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: feedback-language.py TEST_LOG PACKAGE LANG")
    log, package, language = sys.argv[1:]
    calls = sentences(package)
    if not calls:
        print(f"feedback-language: no feedback(...) call under {package}/Tests")
        return 1
    lines = [line[2:].strip() for line in open(log, encoding="utf-8", errors="replace") if line.startswith("↳ ")]
    ours, foreign = 0, []
    for line in lines:
        matching = set()
        for call in calls:
            matching |= {code for code, pattern in call.items() if pattern.fullmatch(line)}
        if language in matching:
            ours += 1
        elif matching:
            foreign.append((line, sorted(matching)))
    for line, codes in foreign[:5]:
        print(f"feedback-language: a {'/'.join(codes)} sentence where {language} was expected: {line}")
    if foreign or ours == 0:
        print(f"feedback-language: {ours} feedback line(s) in {language}, {len(foreign)} in another language")
        return 1
    print(f"{ours} feedback line(s), all in {language}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
