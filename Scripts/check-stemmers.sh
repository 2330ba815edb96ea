#!/usr/bin/env bash
# Proves that search keys are the same at build time and in the browser: for
# every word of the book, per language, the Swift stemmers (`workbook stem`)
# and the site's stemmer.js give identical keys and stems, and for en, de and
# ru the stems equal those of Snowball's reference implementation
# (snowballstemmer). Czech has no reference on PyPI for the light stemmer used.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v node >/dev/null 2>&1; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nodejs >/dev/null
fi
# The stemmers follow Snowball 3 (its German reads ae/oe/ue as umlauts; 2.x did
# not), so the reference is the version pinned in Scripts/python-tools.txt,
# from the virtual environment there (never pip into a system Python).
reference_version=$(sed -n 's/^snowballstemmer==//p' Scripts/python-tools.txt)
python3 -c "import importlib.metadata as m, sys; sys.exit(m.version('snowballstemmer') != '$reference_version')" \
    2>/dev/null || . Scripts/python-tools.sh

swift build --product workbook >/dev/null
workbook="$(swift build --show-bin-path)/workbook"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

failed=0
for lang in en de ru cs; do
    words="$work/$lang.words"
    python3 Scripts/stemmer-reference.py words "$lang" >"$words"
    "$workbook" stem --lang "$lang" <"$words" >"$work/$lang.swift-keys"
    "$workbook" stem --lang "$lang" --raw <"$words" >"$work/$lang.swift-stems"
    node Scripts/stemmer-keys.js "$lang" <"$words" >"$work/$lang.js-keys"
    node Scripts/stemmer-keys.js "$lang" --raw <"$words" >"$work/$lang.js-stems"
    cut -f1 "$work/$lang.swift-keys" | cmp -s - "$words" || {
        echo "$lang: the Swift verb split the word list differently"; failed=1; }
    python3 Scripts/stemmer-reference.py compare "$work/$lang.swift-keys" "$work/$lang.js-keys" \
        "$lang keys, Swift vs JavaScript" || failed=1
    python3 Scripts/stemmer-reference.py compare "$work/$lang.swift-stems" "$work/$lang.js-stems" \
        "$lang stems, Swift vs JavaScript" || failed=1
    if [ "$lang" != cs ]; then
        python3 Scripts/stemmer-reference.py reference "$lang" <"$words" >"$work/$lang.reference"
        python3 Scripts/stemmer-reference.py compare "$work/$lang.swift-stems" "$work/$lang.reference" \
            "$lang stems, Swift vs Snowball reference" || failed=1
    fi
done
exit $failed
