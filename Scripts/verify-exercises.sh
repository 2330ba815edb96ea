#!/usr/bin/env bash
# Proves every exercise works for a learner, in every language: the starter
# package of each chapter builds, its `swift test` FAILS, and the package
# extracted with --solution PASSES. For an exercise where the learner writes
# tests, passing means the reference tests pass on the correct implementation
# and fail on every deliberately broken one. An exercise with other reference
# solutions (`//# solution NAME`) is also extracted with --solution=NAME, and
# each of them must pass too. Run from the package root:
#
#     bash Scripts/verify-exercises.sh            # every chapter with exercises
#     bash Scripts/verify-exercises.sh 3          # only chapter 3
#
# One build folder per chapter is reused across languages and variants (only
# comments and the exercise bodies differ), so later builds are incremental.
set -uo pipefail
cd "$(dirname "$0")/.."
swift build --product workbook >/dev/null || exit 1
workbook="$(swift build --show-bin-path)/workbook"
work="${VERIFY_EXERCISES_DIR:-$(mktemp -d)}"
languages=$(python3 -c 'import json; print(" ".join(json.load(open("Chapters/book.json"))["languages"]))')
# Chapters that have exercises, from `workbook list` (exercise lines follow their chapter).
with_exercises=$("$workbook" list | awk '/^  [0-9][0-9]-/ { n = substr($1, 1, 2) + 0 } /^      exercise / { print n }' | uniq)
chapters="${*:-$with_exercises}"
failures=0
started=$(date +%s)

# Copies an extracted package over the chapter's build folder, keeping .build.
sync_into() {
    find "$2" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +
    cp -R "$1"/. "$2"/
}

# Verifies one chapter in every language and variant; prints its lines and
# ends with the number of failures. Each chapter has its own folders and logs.
verify_chapter() {
    local chapter=$1 failures=0
    local package="$work/chapter$chapter" log="$work/chapter$chapter"
    mkdir -p "$package"
    # Other reference solutions, from the chapter's "other solutions:" in `workbook list`.
    others=$("$workbook" list | awk -v n="$chapter" '/^  [0-9][0-9]-/ { c = substr($1, 1, 2) + 0 }
        c == n && /other solutions: / { sub(/.*other solutions: /, ""); print }' | tr ' ' '\n' | sort -u)
    # A test-writing exercise: its region lies in a test file (Tests/…).
    writes_tests=$("$workbook" list | awk -v n="$chapter" '/^  [0-9][0-9]-/ { c = substr($1, 1, 2) + 0 }
        c == n && /^      exercise .*(: |, )Tests\// { print "yes" }' | head -1)
    for lang in $languages; do
        for variant in starter solution $(for name in $others; do echo "solution=$name"; done); do
            extracted="$work/extracted-$chapter-$lang-${variant/=/-}"
            rm -rf "$extracted"
            flag=""; [ "$variant" != starter ] && flag="--$variant"
            if ! "$workbook" extract "chapter$chapter" --lang "$lang" --into "$extracted" $flag >/dev/null; then
                echo "FAIL chapter $chapter [$lang] $variant: extract failed"; failures=$((failures + 1)); continue
            fi
            sync_into "$extracted" "$package"
            if ! (cd "$package" && swift build --build-tests >"$log.build.log" 2>&1); then
                echo "FAIL chapter $chapter [$lang] $variant: does not build"; tail -20 "$log.build.log"
                failures=$((failures + 1)); continue
            fi
            (cd "$package" && swift test --skip-build >"$log.test.log" 2>&1); status=$?
            if [ "$variant" = starter ] && [ $status -eq 0 ]; then
                echo "FAIL chapter $chapter [$lang] starter: swift test passes before the exercise is solved"
                failures=$((failures + 1))
            elif [ "$variant" != starter ] && [ $status -ne 0 ]; then
                echo "FAIL chapter $chapter [$lang] $variant: swift test fails"; grep -E "✘|error" "$log.test.log" | head -20
                failures=$((failures + 1))
            elif [ "$variant" != starter ] && [ -n "$writes_tests" ]; then
                # A test-writing exercise: the learner's tests run against the correct implementation
                # (they must pass) and against deliberately broken ones inside `withKnownIssue` (each
                # run must record a failure). A passing solution proves both for the reference tests.
                known=$(grep -E 'Test run with' "$log.test.log" | grep -Eo '[0-9]+ known issues?' | head -1)
                echo "ok   chapter $chapter [$lang] $variant (the reference tests pass on the correct implementation and fail on the broken ones: $known)"
            else
                echo "ok   chapter $chapter [$lang] $variant ($( [ $variant = starter ] && grep -c '✘ Test .*recorded an issue' "$log.test.log" || echo 0) failing expectations)"
            fi
        done
    done
    echo "$failures" >"$log.failures"
}

# Two chapters at a time: a chapter's builds and test runs leave a core idle
# much of the time (linking, running the tests), and every chapter works in
# folders of its own. VERIFY_EXERCISES_JOBS=1 runs them one after another.
jobs="${VERIFY_EXERCISES_JOBS:-2}"
running=0
for chapter in $chapters; do
    verify_chapter "$chapter" >"$work/chapter$chapter.out" 2>&1 &
    running=$((running + 1))
    if [ "$running" -ge "$jobs" ]; then
        wait -n
        running=$((running - 1))
    fi
done
wait
for chapter in $chapters; do
    cat "$work/chapter$chapter.out"
    failures=$((failures + $(cat "$work/chapter$chapter.failures" 2>/dev/null || echo 1)))
done
echo "exercises verified in $(( $(date +%s) - started )) s; $failures failure(s)"
[ $failures -eq 0 ]
