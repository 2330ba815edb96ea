#!/usr/bin/env bash
# How long search keys take for a book of about 99 chapters: the chapters'
# text repeated to that size, every word occurrence keyed by the release
# build of `workbook stem`, per language. A measurement, not a test.
#   bash Scripts/measure-stemmers.sh [CHAPTERS]
set -euo pipefail
cd "$(dirname "$0")/.."
chapters=${1:-99}
swift build -c release --product workbook >/dev/null
workbook="$(swift build -c release --show-bin-path)/workbook"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

now() { python3 -c 'import time; print(time.perf_counter())'; }
for lang in en de ru cs; do
    files=(Chapters/*/"$lang".md)
    : >"$work/book.md"
    for ((i = 0; i < chapters; i++)); do cat "${files[i % ${#files[@]}]}" >>"$work/book.md"; done
    # the baseline: the same words split and folded, no stemmer (an unknown language)
    start=$(now); "$workbook" stem --lang none <"$work/book.md" >"$work/fold"; middle=$(now)
    "$workbook" stem --lang "$lang" <"$work/book.md" >"$work/keys"; end=$(now)
    python3 - "$lang" "$(wc -l <"$work/keys")" "$start" "$middle" "$end" <<'PY'
import sys
lang, words, start, middle, end = sys.argv[1], int(sys.argv[2]), *map(float, sys.argv[3:])
print(f"{lang}: {words} words, keys in {end - middle:.2f} s ({(end - middle) / words * 1e9:.0f} ns a word); "
      f"fold only {middle - start:.2f} s")
PY
done
