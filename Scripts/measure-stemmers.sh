#!/usr/bin/env bash
# How long search keys take for a book of about 99 chapters: the chapters'
# text repeated to that size, every word occurrence keyed by the release
# build of `workbook stem`, per language, against the same run with no
# stemmer (an unknown language: split and fold only). CPU time is printed
# beside wall time, since a shared machine's wall time varies. A
# measurement, not a test.
#   bash Scripts/measure-stemmers.sh [CHAPTERS]
set -euo pipefail
cd "$(dirname "$0")/.."
chapters=${1:-99}
swift build -c release --product workbook >/dev/null
workbook="$(swift build -c release --show-bin-path)/workbook"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for lang in en de ru cs; do
    files=(Chapters/*/"$lang".md)
    : >"$work/book.md"
    for ((i = 0; i < chapters; i++)); do cat "${files[i % ${#files[@]}]}" >>"$work/book.md"; done
    python3 - "$workbook" "$lang" "$work/book.md" <<'PY'
import resource, subprocess, sys, time
workbook, lang, book = sys.argv[1:]

def measure(language):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    with open(book, "rb") as text:
        out = subprocess.run([workbook, "stem", "--lang", language], stdin=text, capture_output=True, check=True).stdout
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    return out.count(b"\n"), wall, cpu

words, wall, cpu = measure(lang)
_, base_wall, base_cpu = measure("none")
print(f"{lang}: {words} words: {cpu:.2f} s CPU ({wall:.2f} s wall), {cpu / words * 1e9:.0f} ns a word; "
      f"without the stemmer {base_cpu:.2f} s CPU; the stemmer itself {(cpu - base_cpu) / words * 1e9:.0f} ns a word")
PY
done
