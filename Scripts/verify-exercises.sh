#!/usr/bin/env bash
# Proves every exercise works for a learner. The chapters with exercises and
# the book's languages come from `workbook list --json`. For each chapter,
# one language is proven in full, a different one from chapter to chapter
# (the book's languages in turn), so every language gets full proofs:
#
#   - its starter package builds, and its `swift test` FAILS, with each
#     failure explained in that language;
#   - the package extracted with --solution PASSES, and so does every other
#     reference solution (--solution=NAME). For an exercise where the learner
#     writes tests, passing means the reference tests pass on the correct
#     implementation and fail on every deliberately broken one.
#
# For each of the chapter's other languages:
#
#   - its starter holds the same code as the one proven in full, comments
#     aside, and the same other files (Scripts/same-code.py), so it builds
#     and fails the same way: comments are all a translation may change in
#     code (`workbook check` holds the chapters to that), and this proves
#     `extract` keeps to it too;
#   - the full language's built tests, run with this language's
#     .workbook-learner, explain their failures in this language
#     (Scripts/feedback-language.py).
#
# Every starter's README says that Xcode is needed when the starter holds a
# `#Preview` (its macro ships with Xcode, not the Command Line Tools).
#
#     bash Scripts/verify-exercises.sh            # every chapter with exercises
#     bash Scripts/verify-exercises.sh 3 5        # only chapters 3 and 5
#     VERIFY_EXERCISES_FULL=all bash Scripts/verify-exercises.sh   # every language in full
#
# The chapters run in two lanes at a time (VERIFY_EXERCISES_JOBS), each a
# run of consecutive chapters sharing one package folder: a chapter's
# package is the previous chapter's plus what the chapter adds, so its
# .build is reused from chapter to chapter (and from the starter to the
# solutions), and a build compiles only the files that differ.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
swift build --product workbook >/dev/null || exit 1
workbook="$(swift build --show-bin-path)/workbook"
scripts="$PWD/Scripts"
work="${VERIFY_EXERCISES_DIR:-$(mktemp -d)}"
mkdir -p "$work"
"$workbook" list --json >"$work/book.json" || exit 1
started=$(date +%s)

# The plan, one line a chapter: NUMBER FULL-LANGUAGE WRITES-TESTS OTHER-SOLUTIONS...
# (FULL-LANGUAGE is `all` with VERIFY_EXERCISES_FULL=all).
plan=$(python3 - "$work/book.json" "${VERIFY_EXERCISES_FULL:-}" "$@" <<'PY'
import json, sys
book = json.load(open(sys.argv[1]))
full, wanted = sys.argv[2], {int(n) for n in sys.argv[3:]}
languages = book["languages"]
chapters = [c for c in book["chapters"] if c["exercises"]]
unknown = wanted - {c["number"] for c in chapters}
if unknown:
    sys.exit(f"verify-exercises: no exercises in chapter(s) {', '.join(map(str, sorted(unknown)))}")
for index, chapter in enumerate(chapters):
    if wanted and chapter["number"] not in wanted:
        continue
    exercises = chapter["exercises"]
    others = sorted({name for e in exercises for name in e["otherSolutions"]})
    writes = "yes" if any(e["writesTests"] for e in exercises) else "no"
    print(chapter["number"], "all" if full == "all" else languages[index % len(languages)], writes, *others)
PY
) || exit 1
languages=$(python3 -c 'import json, sys; print(" ".join(json.load(open(sys.argv[1]))["languages"]))' "$work/book.json")

# Makes folder $2 hold exactly the files of package $1, keeping $2's .build;
# files whose bytes did not change are not touched, so the next build
# compiles only what differs.
sync_into() {
    local from=$1 into=$2 file
    (cd "$into" && find . -path ./.build -prune -o -type f -print) | while IFS= read -r file; do
        [ -e "$from/$file" ] || rm -f "$into/$file"
    done
    (cd "$from" && find . -type f -print) | while IFS= read -r file; do
        if ! cmp -s "$from/$file" "$into/$file"; then
            mkdir -p "$(dirname "$into/$file")"
            cp "$from/$file" "$into/$file"
        fi
    done
}

# A starter holding a #Preview must say in its README that Xcode is needed.
check_preview_note() { # PACKAGE LABEL
    if grep -rqs --include='*.swift' '^[[:space:]]*#Preview' "$1/Sources" &&
        ! grep -q 'xcode-select' "$1/README.md"; then
        echo "FAIL $2: the starter holds a #Preview, but its README does not say that Xcode is needed"
        return 1
    fi
}

# Builds and tests the package in $1; the test log goes to $2. Returns 2
# when it does not build, else swift test's status. Without debug
# information (-gnone): nothing here reads it (a test's failure names its
# place from the source, not from DWARF), and leaving it out makes every
# compile and every link of the test binary about a tenth cheaper.
build_and_test() {
    if ! (cd "$1" && swift build --build-tests -Xswiftc -gnone >"$2.build" 2>&1); then
        tail -20 "$2.build"
        return 2
    fi
    (cd "$1" && swift test --skip-build >"$2" 2>&1)
}

failing_count() { grep -c '✘ Test .*recorded an issue' "$1"; }

# Verifies one chapter; prints its lines and writes its number of failures.
verify_chapter() { # NUMBER FULL WRITES-TESTS OTHER-SOLUTIONS...
    local chapter=$1 full=$2 writes=$3
    shift 3
    local others=("$@") failures=0 package="$lane_package" log="$work/chapter$chapter"
    local full_languages=() lang variant status extracted flag
    if [ "$full" = all ]; then read -ra full_languages <<<"$languages"; else full_languages=("$full"); fi
    mkdir -p "$package"
    for lang in $languages; do
        extracted="$work/extracted-$chapter-$lang-starter"
        rm -rf "$extracted"
        if ! "$workbook" extract "chapter$chapter" --lang "$lang" --into "$extracted" >/dev/null; then
            echo "FAIL chapter $chapter [$lang] starter: extract failed"; failures=$((failures + 1)); continue
        fi
        check_preview_note "$extracted" "chapter $chapter [$lang] starter" || failures=$((failures + 1))
    done
    for lang in "${full_languages[@]}"; do
        for variant in starter solution "${others[@]/#/solution=}"; do
            extracted="$work/extracted-$chapter-$lang-${variant/=/-}"
            if [ "$variant" != starter ]; then
                rm -rf "$extracted"
                flag="--$variant"
                if ! "$workbook" extract "chapter$chapter" --lang "$lang" --into "$extracted" "$flag" >/dev/null; then
                    echo "FAIL chapter $chapter [$lang] $variant: extract failed"; failures=$((failures + 1)); continue
                fi
            fi
            sync_into "$extracted" "$package"
            build_and_test "$package" "$log.test.log"; status=$?
            if [ $status -eq 2 ]; then
                echo "FAIL chapter $chapter [$lang] $variant: does not build"; failures=$((failures + 1))
            elif [ "$variant" = starter ] && [ $status -eq 0 ]; then
                echo "FAIL chapter $chapter [$lang] starter: swift test passes before the exercise is solved"
                failures=$((failures + 1))
            elif [ "$variant" = starter ]; then
                if python3 "$scripts/feedback-language.py" "$log.test.log" "$package" "$lang" >"$log.feedback"; then
                    echo "ok   chapter $chapter [$lang] starter: fails, $(failing_count "$log.test.log") failing expectations, $(cat "$log.feedback")"
                else
                    echo "FAIL chapter $chapter [$lang] starter: $(cat "$log.feedback")"; failures=$((failures + 1))
                fi
                # The other languages: the same code, and the same failures in their own words.
                for other in $languages; do
                    [[ " ${full_languages[*]} " == *" $other "* ]] && continue
                    if ! python3 "$scripts/same-code.py" "$extracted" "$work/extracted-$chapter-$other-starter" >"$log.same"; then
                        echo "FAIL chapter $chapter [$other] starter: not the code of [$lang]'s"; head -5 "$log.same"
                        failures=$((failures + 1)); continue
                    fi
                    cp "$work/extracted-$chapter-$other-starter/.workbook-learner" "$package/.workbook-learner"
                    (cd "$package" && swift test --skip-build >"$log.$other.log" 2>&1) && {
                        echo "FAIL chapter $chapter [$other] starter: swift test passes with this language's .workbook-learner"
                        failures=$((failures + 1)); continue; }
                    if python3 "$scripts/feedback-language.py" "$log.$other.log" "$package" "$other" >"$log.feedback"; then
                        echo "ok   chapter $chapter [$other] starter: the same code as [$lang]'s ($(sed 's/same-code: //' "$log.same")), $(cat "$log.feedback")"
                    else
                        echo "FAIL chapter $chapter [$other] starter: $(cat "$log.feedback")"; failures=$((failures + 1))
                    fi
                done
                cp "$extracted/.workbook-learner" "$package/.workbook-learner"
            elif [ $status -ne 0 ]; then
                echo "FAIL chapter $chapter [$lang] $variant: swift test fails"; grep -E "✘|error" "$log.test.log" | head -20
                failures=$((failures + 1))
            elif [ "$writes" = yes ]; then
                # The learner's tests run against the correct implementation (they must pass) and
                # against deliberately broken ones inside `withKnownIssue` (each run must record a
                # failure). A passing solution proves both for the reference tests.
                known=$(grep -E 'Test run with' "$log.test.log" | grep -Eo '[0-9]+ known issues?' | head -1)
                echo "ok   chapter $chapter [$lang] $variant: passes (the reference tests pass on the correct implementation and fail on the broken ones: $known)"
            else
                echo "ok   chapter $chapter [$lang] $variant: passes"
            fi
        done
    done
    echo "$failures" >"$log.failures"
}

# Lanes: the plan cut into VERIFY_EXERCISES_JOBS runs of consecutive
# chapters of about the same weight. A chapter's package grows with its
# number, so the number stands for what its builds cost, plus 2 for what
# every chapter costs alike (four extracts, the test runs in each language):
# on 6 December the number alone put chapters 2-10 in one lane and 11-13 in
# the other, which then stood idle for the last 107 s. Each lane verifies its
# chapters one after another in one package folder; the lanes run side by
# side, because a build or a test run leaves a core idle much of the time
# (linking, running the tests). VERIFY_EXERCISES_JOBS=1 is one lane.
jobs="${VERIFY_EXERCISES_JOBS:-2}"
lanes=$(python3 - "$jobs" <<PY
import sys
jobs = max(1, int(sys.argv[1]))
plan = [line.split() for line in '''$plan'''.splitlines() if line.strip()]
total = sum(int(line[0]) + 2 for line in plan)
lanes, current, weight = [], [], 0
for line in plan:
    current.append(line[0])
    weight += int(line[0]) + 2
    if weight >= total * (len(lanes) + 1) / jobs and len(lanes) < jobs - 1:
        lanes.append(current)
        current = []
if current:
    lanes.append(current)
for lane in lanes:
    print(" ".join(lane))
PY
) || exit 1
verify_lane() { # INDEX CHAPTER...
    local lane_package="$work/lane$1" number line
    shift
    rm -rf "$lane_package"
    for number in "$@"; do
        line=$(awk -v n="$number" '$1 == n' <<<"$plan")
        # shellcheck disable=SC2086 # the plan's fields are words
        verify_chapter $line >"$work/chapter$number.out" 2>&1
    done
}
chapters=()
index=0
while read -r -a lane; do
    [ ${#lane[@]} -gt 0 ] || continue
    chapters+=("${lane[@]}")
    index=$((index + 1))
    verify_lane "$index" "${lane[@]}" &
done <<<"$lanes"
wait
failures=0
for chapter in "${chapters[@]}"; do
    cat "$work/chapter$chapter.out"
    failures=$((failures + $(cat "$work/chapter$chapter.failures" 2>/dev/null || echo 1)))
done
echo "exercises: ${#chapters[@]} chapters verified in $(($(date +%s) - started)) s; $failures failure(s)"
[ $failures -eq 0 ]
