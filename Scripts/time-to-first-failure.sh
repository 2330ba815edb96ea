#!/usr/bin/env bash
# How long a learner waits from `workbook extract chapterN` to the first
# failing `swift test` of the starter, on this machine. Run from the
# package root:
#
#     bash Scripts/time-to-first-failure.sh 2 [runs]
#
# cold: a fresh folder, no .build (extract, then swift test);
# warm: extract again with --force into that folder (its .build moves into
#       the new package), then swift test.
# Prints each run and the median of each kind, in seconds. The tool itself
# is built first and not timed.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
chapter="${1:?usage: time-to-first-failure.sh CHAPTER [RUNS]}"
runs="${2:-3}"
swift build --product workbook >/dev/null || exit 1
workbook="$(swift build --show-bin-path)/workbook"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

now() { date +%s.%N; }
# extract (with any extra flags) into $2, then swift test, which must fail.
timed() {
    local into="$1"; shift
    local start end
    start=$(now)
    "$workbook" extract "chapter$chapter" --into "$into" "$@" >/dev/null || { echo "extract failed" >&2; exit 1; }
    if (cd "$into" && swift test >"$work/test.log" 2>&1); then
        echo "swift test passed on the starter" >&2; exit 1
    fi
    grep -q "recorded an issue" "$work/test.log" || { echo "no failing test:" >&2; tail -20 "$work/test.log" >&2; exit 1; }
    end=$(now)
    python3 -c "print(f'{$end - $start:.1f}')"
}
median() { python3 -c 'import statistics, sys; print(f"{statistics.median(map(float, sys.argv[1:])):.1f}")' "$@"; }

cold=(); warm=()
for run in $(seq "$runs"); do
    folder="$work/run$run"
    c=$(timed "$folder") || exit 1
    w=$(timed "$folder" --force) || exit 1
    rm -rf "$folder" "$folder".backup-*
    echo "run $run: cold ${c} s, warm ${w} s"
    cold+=("$c"); warm+=("$w")
done
echo "chapter $chapter, $(nproc) cores, $runs run(s): cold median $(median "${cold[@]}") s, warm median $(median "${warm[@]}") s"
