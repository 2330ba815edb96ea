#!/usr/bin/env bash
# Fuzzes one chapter through load → check → render with libFuzzer and
# AddressSanitizer: Tests/Fuzz/FuzzChapter.swift is the entry point, the
# pipeline and its invariants are Tests/WorkbookTests/Hardening/ChapterPipeline.swift.
#
#   Scripts/fuzz.sh                  CI's run: a fixed seed and a fixed number of
#                                    inputs from the seeds alone, so the same code
#                                    always meets the same inputs and the run
#                                    cannot fail by chance
#   FUZZ_RUNS=N FUZZ_SEED=S Scripts/fuzz.sh …   another count or seed (defaults 2000, 1:
#                                    about what the former minute ran on a quiet machine)
#   Scripts/fuzz.sh --time SECONDS   explore: as long as that, a random seed, the
#                                    corpus kept in $FUZZ_DIR from run to run
#   Scripts/fuzz.sh --build          only compile, and link $FUZZ_DIR/bin/workbook
#                                    to the target: run under that name, it is the
#                                    `workbook` command (optimized, with
#                                    AddressSanitizer), which the kill test uses
#   FUZZ_JOBS=N Scripts/fuzz.sh --time …   N fuzzing processes (libFuzzer -fork=N)
#
# SwiftPM cannot link a libFuzzer executable (it wants a `<target>_main`
# entry), so the target is compiled with swiftc over the library's sources,
# as one module, into $FUZZ_DIR (default /tmp/workbook-fuzz), again only
# when they changed. Seeds are the book's chapters, the test fixtures and
# every input that once broke the target (Tests/Fuzz/regressions/,
# replayed by FuzzRegressionTests). A crash leaves its input in
# $FUZZ_DIR/artifacts/ and fails the script: copy the input into
# Tests/Fuzz/regressions/ and add a test of the fix there.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=""
build_only=""
if [[ "${1:-}" == --time ]]; then
    seconds="${2:?usage: fuzz.sh [--time SECONDS | --build]}"
elif [[ "${1:-}" == --build ]]; then
    build_only=1
elif [[ $# -gt 0 ]]; then
    echo "usage: fuzz.sh [--time SECONDS | --build]" >&2
    exit 64
fi
runs="${FUZZ_RUNS:-2000}"
seed="${FUZZ_SEED:-1}"
dir="${FUZZ_DIR:-/tmp/workbook-fuzz}"
binary="$dir/fuzz-chapter"
mkdir -p "$dir/corpus" "$dir/seeds" "$dir/artifacts"

sources=()
while IFS= read -r -d '' file; do sources+=("$file"); done \
    < <(find Sources/Workbook -name '*.swift' -print0 | sort -z)
sources+=(Tests/Fuzz/FuzzChapter.swift Tests/WorkbookTests/Hardening/ChapterPipeline.swift
          Tests/WorkbookTests/Hardening/HTMLAudit.swift)

# Compile a snapshot of the sources (so an edit during the compile cannot
# break it), and only when they changed since the last compile.
rm -rf "$dir/src.new" && mkdir -p "$dir/src.new"
tar -cf - "${sources[@]}" Sources/CMark | tar -xf - -C "$dir/src.new"
# SwiftPM embeds Sources/Workbook/Resources (`.embedInCode`) as byte arrays in
# a generated `PackageResources`; swiftc alone does not, so write the same here.
python3 - "$dir/src.new/PackageResources.swift" Sources/Workbook/Resources/* <<'PY'
import os, sys
out, files = sys.argv[1], sorted(sys.argv[2:])
lines = ["struct PackageResources {"]
for path in files:
    name = os.path.basename(path).replace(".", "_").replace("-", "_")
    data = open(path, "rb").read()
    lines.append("    static let %s: [UInt8] = [%s]" % (name, ",".join(str(b) for b in data)))
lines.append("}")
open(out, "w").write("\n".join(lines) + "\n")
PY
sources+=(PackageResources.swift)
# (The whole-module compile leaves WorkbookFuzz-*.swiftmodule and its
# siblings beside the sources: they are its by-products, not sources.)
if [[ ! -x "$binary" ]] || ! diff -rq -x 'WorkbookFuzz*' "$dir/src.new" "$dir/src" >/dev/null 2>&1; then
    rm -rf "$dir/src" && mv "$dir/src.new" "$dir/src"
    echo "==> compiling the fuzz target (${#sources[@]} files, -sanitize=fuzzer,address)"
    # One whole-module job (-wmo): each file is type-checked once, not once
    # per batch job, which cut the compile from 219 s to 159 s of CPU; the
    # optimizer keeps the fuzzer's runs fast (-Onone compiled in 75 s but
    # ran the 2,000 inputs in 242 s of CPU instead of 72 s).
    (cd "$dir/src" && swiftc -sanitize=fuzzer,address -parse-as-library -swift-version 6 -O -wmo -g -num-threads "$(nproc)" \
        -use-ld=lld -module-name WorkbookFuzz -I Sources/CMark -lcmark \
        "${sources[@]}" -o "$binary")
else
    rm -rf "$dir/src.new"
fi
mkdir -p "$dir/bin"
ln -sf ../fuzz-chapter "$dir/bin/workbook"
if [[ -n "$build_only" ]]; then
    echo "fuzz: built $binary (as the workbook command: $dir/bin/workbook)"
    exit 0
fi

# Seeds: every chapter and fixture chapter, and every input that once broke
# the target (Tests/Fuzz/regressions/, replayed by FuzzRegressionTests).
rm -rf "$dir/seeds" && mkdir -p "$dir/seeds"
find Chapters Tests/WorkbookTests/Fixtures Tests/Fuzz/regressions -name '*.md' -type f -print0 |
    while IFS= read -r -d '' file; do
        cp "$file" "$dir/seeds/$(printf '%s' "$file" | tr '/' '_')"
    done

# Inputs are cut at 16 KiB (a chapter's first pages carry every construct);
# whole 10 MB chapters and million-character lines are unit tests instead.
# Leak detection is off while fuzzing (Dispatch's caches make every run look
# unbalanced, which costs 20x in speed); one leak-checked pass over the seeds
# follows.
# A deterministic run starts from the seeds alone, in a corpus of its own;
# an exploring one grows the kept corpus.
if [[ -n "$seconds" ]]; then
    corpus="$dir/corpus"
    limits=(-max_total_time="$seconds")
    echo "==> fuzzing for ${seconds}s (corpus: $corpus)"
else
    corpus="$dir/corpus-seed$seed"
    rm -rf "$corpus" && mkdir -p "$corpus"
    limits=(-runs="$runs" -seed="$seed")
    echo "==> fuzzing $runs inputs from seed $seed"
fi
set +e
export SWIFT_BACKTRACE=enable=no   # the Swift backtracer and ASan trip over each other
jobs=()
if [[ -n "$seconds" && "${FUZZ_JOBS:-1}" -gt 1 ]]; then jobs=(-fork="$FUZZ_JOBS" -ignore_crashes=0); fi
"$binary" "$corpus" "$dir/seeds" "${jobs[@]}" "${limits[@]}" \
    -dict=Tests/Fuzz/markdown.dict -detect_leaks=0 \
    -max_len=16384 -timeout=20 -rss_limit_mb=4096 \
    -artifact_prefix="$dir/artifacts/" -print_final_stats=1 > "$dir/last-run.log" 2>&1
status=$?
grep -E '^(#[0-9]+[[:space:]]+(INITED|DONE)|==[0-9]+==|SUMMARY|Done|stat::|FuzzChapter invariant|INFO: fuzzed for|.*(ERROR|Fatal error|Test unit written))' "$dir/last-run.log"
if [[ ${#jobs[@]} -gt 0 ]]; then grep -E '^#[0-9]+: ' "$dir/last-run.log" | tail -1; fi
if [[ $status -eq 0 ]]; then
    echo "==> leak check over the seeds"
    find "$dir/seeds" -type f -size -16k -print0 | xargs -0 "$binary" -detect_leaks=1 -runs=1 \
        > "$dir/leak-check.log" 2>&1
    status=$?
    grep -E '==[0-9]+==|SUMMARY' "$dir/leak-check.log" || true
fi
set -e
if [[ ${#jobs[@]} -gt 0 ]]; then
    runs=$(grep -Eo '^#[0-9]+: ' "$dir/last-run.log" | tail -1 | tr -dc '0-9')
else
    runs=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$dir/last-run.log" | grep -Eo '[0-9]+$')
fi
if [[ $status -ne 0 ]]; then
    echo "fuzz: FAILED after $runs executions; inputs in $dir/artifacts/ (logs: $dir/last-run.log, $dir/leak-check.log)" >&2
    exit 1
fi
echo "fuzz: $runs executions${seconds:+ in ${seconds}s}${seconds:- from seed $seed}, no crash, no leak"
