#!/usr/bin/env bash
# Kills `workbook build` with SIGKILL at varied moments and checks that no
# file in Sources/, Tests/ or Site/ is ever half-written (SPEC §5): each is
# either as it was before the build or as a full build leaves it, temporary
# files are never published, and the next build cleans them and succeeds.
#
#   Scripts/kill-test.sh [STEPS]     default 20 kill points in each of 3 rounds
#
# Rounds 1 and 2 spread the kills from 0 to a little past the full build's
# duration; round 3 packs them into its last third, where the files are written.
#
# Builds the release binary of this package, or uses $WORKBOOK_BIN (.ci/run
# gives it the fuzzer's optimized AddressSanitizer build, Scripts/fuzz.sh
# --build), and works on a generated book in a temporary folder, never on
# this one.
set -euo pipefail
cd "$(dirname "$0")/.."

steps="${1:-20}"
work=$(mktemp -d "${TMPDIR:-/tmp}/workbook-kill-test.XXXXXX")
trap 'rm -rf "$work"' EXIT

if [[ -n "${WORKBOOK_BIN:-}" ]]; then
    workbook="$WORKBOOK_BIN"
else
    echo "==> building the release binary"
    swift build -c release --product workbook >/dev/null
    workbook="$(swift build -c release --show-bin-path)/workbook"
fi

# MARK: - A generated book: 40 chapters in two languages, prose, tables,
# Swift blocks into 8 files, so that a build writes a few hundred files.

# The backticks in these printf formats are Markdown fences, not commands.
# shellcheck disable=SC2016
chapter() { # NUMBER LANGUAGE DRAFT
    local n=$1 lang=$2 draft=$3 word="Section" comment="Holds" suffix=""
    [[ $draft == yes ]] && suffix="-draft"
    [[ $lang == de ]] && word="Abschnitt" && comment="Hält"
    printf '# %s %d\n\n' "$([[ $lang == de ]] && echo Kapitel || echo Chapter)" "$n"
    [[ $draft == yes ]] && printf 'Draft: this paragraph goes away before the build.\n\n'
    for k in 1 2 3 4 5; do
        printf '## %s %d.%d\n\n' "$word" "$n" "$k"
        for _ in 1 2 3 4; do
            printf 'The %s of chapter %d, part %d, explains why a scene is split into a view, an interactor and a presenter; each holds one job and can be tested alone. ' "$word" "$n" "$k"
        done
        printf '\n\n| Part | Role | Chapter |\n| --- | :-: | --: |\n| View | shows | %d |\n| Interactor | decides | %d |\n\n' "$n" "$n"
        printf '```swift file=Sources/KillDemo/File%d.swift\n// %s part %d.%d.\npublic struct Part%d_%d: Sendable {\n    public let title = "%d.%d%s"\n    public init() {}\n}\n```\n\n' \
            $(( (n * 5 + k) % 8 )) "$comment" "$n" "$k" "$n" "$k" "$n" "$k" "$suffix"
    done
    printf '```swift file=Tests/KillDemoTests/Chapter%dTests.swift\nimport Testing\n@Test func chapter%d() { #expect(Bool(true)) }\n```\n' "$n" "$n"
}

# shellcheck disable=SC2016 # a Markdown fence, as in chapter()
make_book() { # FOLDER DRAFT
    local folder=$1 draft=$2
    mkdir -p "$folder/Chapters"
    cat > "$folder/Chapters/book.json" <<'JSON'
{
  "title": { "en": "Kill test", "de": "Abbruchtest" },
  "languages": ["en", "de"],
  "sourceLanguage": "en",
  "targets": ["Sources/KillDemo", "Tests/KillDemoTests"]
}
JSON
    for n in $(seq 1 40); do
        local dir
        dir="$folder/Chapters/$(printf '%02d' "$n")-chapter-$n"
        mkdir -p "$dir"
        chapter "$n" en "$draft" > "$dir/en.md"
        chapter "$n" de "$draft" > "$dir/de.md"
    done
    if [[ $draft == yes ]]; then
        # A chapter the final book no longer has: its file and pages become stale.
        mkdir -p "$folder/Chapters/41-draft"
        for lang in en de; do
            printf '# Draft\n\n```swift file=Sources/KillDemo/Draft.swift\npublic let draft = 1\n```\n' > "$folder/Chapters/41-draft/$lang.md"
        done
    fi
}

# state FOLDER → "PATH HASH" lines for every file under Sources/, Tests/, Site/
state() {
    (cd "$1" && find Sources Tests Site -type f -print0 2>/dev/null | xargs -0 -r sha256sum |
        awk '{ print $2, $1 }' | LC_ALL=C sort)
}

echo "==> preparing the book"
make_book "$work/draft" yes
"$workbook" build --root "$work/draft" >/dev/null
rm -rf "$work/draft/Chapters"
make_book "$work/draft" no          # the chapters change; the outputs are still the old ones
cp -a "$work/draft" "$work/before"
state "$work/before" > "$work/before.state"

cp -a "$work/before" "$work/after"
"$workbook" build --root "$work/after" >/dev/null
state "$work/after" > "$work/after.state"
# The duration of a full build: the median of three, each from the "before" state.
durations=()
for _ in 1 2 3; do
    rm -rf "$work/run" && cp -a "$work/before" "$work/run"
    start=$(date +%s%N)
    "$workbook" build --root "$work/run" >/dev/null
    durations+=($(( $(date +%s%N) - start )))
done
full_ns=$(printf '%s\n' "${durations[@]}" | sort -n | sed -n 2p)

declare -A before after all
while read -r path hash; do before[$path]=$hash; all[$path]=1; done < "$work/before.state"
while read -r path hash; do after[$path]=$hash; all[$path]=1; done < "$work/after.state"
changed=0
for path in "${!all[@]}"; do [[ "${before[$path]:-}" != "${after[$path]:-}" ]] && changed=$(( changed + 1 )); done
echo "    ${#all[@]} files, $changed of them differ between before and after; a full build takes $(( full_ns / 1000000 )) ms"

# MARK: - Kill at varied moments

runs=0 killed=0 finished=0 leftovers=0 failures=0
for (( round = 0; round < 3; round++ )); do
    for (( step = 0; step < steps; step++ )); do
        if (( round < 2 )); then
            delay_ns=$(( full_ns * (2 * step + round) / (2 * steps - 2) ))
        else
            delay_ns=$(( full_ns * 2 / 3 + full_ns * step / (2 * steps) ))
        fi
        rm -rf "$work/run" && cp -a "$work/before" "$work/run"
        "$workbook" build --root "$work/run" >/dev/null 2>&1 &
        pid=$!
        sleep "$(printf '%d.%09d' $(( delay_ns / 1000000000 )) $(( delay_ns % 1000000000 )))"
        kill -KILL "$pid" 2>/dev/null || true
        status=0
        wait "$pid" 2>/dev/null || status=$?
        if (( status == 137 )); then killed=$(( killed + 1 )); else finished=$(( finished + 1 )); fi
        runs=$(( runs + 1 ))

        # Every file is as before or as after; temporaries are hidden leftovers.
        temporaries=0
        while read -r path hash; do
            name=${path##*/}
            if [[ $name == *.workbook-tmp ]]; then
                temporaries=$(( temporaries + 1 ))
                if [[ $name != .* ]]; then
                    echo "FAIL (kill at $(( delay_ns / 1000000 )) ms): temporary $path is not hidden" >&2
                    failures=$(( failures + 1 ))
                fi
                continue
            fi
            if [[ "${before[$path]:-}" != "$hash" && "${after[$path]:-}" != "$hash" ]]; then
                echo "FAIL (kill at $(( delay_ns / 1000000 )) ms): $path is neither as before nor as after a full build" >&2
                failures=$(( failures + 1 ))
            fi
        done < <(state "$work/run")
        for path in "${!all[@]}"; do
            if [[ ! -e "$work/run/$path" && -n "${before[$path]:-}" && -n "${after[$path]:-}" ]]; then
                echo "FAIL (kill at $(( delay_ns / 1000000 )) ms): $path is missing, but exists before and after" >&2
                failures=$(( failures + 1 ))
            fi
        done
        if (( temporaries > 0 )); then leftovers=$(( leftovers + 1 )); fi

        # The next build succeeds, leaves exactly the full build's files and no temporary.
        if ! "$workbook" build --root "$work/run" >/dev/null 2>"$work/next.err"; then
            echo "FAIL (kill at $(( delay_ns / 1000000 )) ms): the next build failed:" >&2
            cat "$work/next.err" >&2
            failures=$(( failures + 1 ))
        fi
        if ! diff -q <(state "$work/run" | grep -v '\.workbook-tmp ') "$work/after.state" >/dev/null; then
            echo "FAIL (kill at $(( delay_ns / 1000000 )) ms): after the next build the files differ from a full build" >&2
            failures=$(( failures + 1 ))
        fi
        if [[ -n "$(find "$work/run/Site" "$work/run/Sources" "$work/run/Tests" -name '*.workbook-tmp' 2>/dev/null)" ]]; then
            echo "FAIL (kill at $(( delay_ns / 1000000 )) ms): temporaries remain after the next build" >&2
            failures=$(( failures + 1 ))
        fi
    done
done

summary="kill-test: $runs builds killed at 0–$(( full_ns * (2 * steps - 1) / (2 * steps - 2) / 1000000 )) ms (full build $(( full_ns / 1000000 )) ms): $killed killed mid-build, $finished finished first; $leftovers left temporaries, all cleaned by the next build"
if (( failures > 0 )); then
    echo "$summary; $failures FAILURES" >&2
    exit 1
fi
echo "$summary; every file was as before or as after: OK"
