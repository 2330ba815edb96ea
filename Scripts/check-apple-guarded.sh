#!/usr/bin/env bash
# Type-checks the book's UIKit and SwiftUI code on Linux, where `#if canImport(UIKit)` and
# `#if canImport(SwiftUI)` are false and `swift build` never compiles it.
#
#     bash Scripts/check-apple-guarded.sh
#
# It builds the stand-in modules in Tests/AppleStandIns (ObjectiveC, UIKit, SwiftUI: exactly the
# Apple API the guarded code uses, each declaration copied in shape from the iOS SDK), puts them on
# the import path, so those guards become true, and compiles every tangled module that has such a
# region in Swift 6 mode, with its own Swift settings from Chapters/book.json and Objective-C
# interoperability on (for `@objc` and `#selector`), twice:
#
# 1. type-checked with `DEBUG` defined, as in Xcode's debug builds, so the previews are checked too.
#    `#Preview`'s expansion ships only with Xcode, so the one error saying it is missing is expected
#    (its arguments and body are still type-checked);
# 2. lowered to SIL without `DEBUG`, as in a release build, because Swift 6 reports a non-Sendable
#    value sent to another actor ("sending … risks causing data races") only there, after type
#    checking. This pass tolerates no error: a `#Preview` outside `#if DEBUG` would stop it.
#
# Any other error or warning fails the check.
#
# What it proves: the book's own references into UIKit and SwiftUI (names, labels, types,
# optionality, overrides, `@objc`) and Swift 6 isolation inside the guarded code (the main actor,
# `await`, `Sendable`, values sent between actors), as far as the stand-ins copy the SDK. What it
# does not prove: anything about Apple's SDK itself, or iOS availability (`@available(iOS …)` is
# copied into the stand-ins for the reader, but Swift does not check it when compiling for Linux). A stand-in that lets through a call the real SDK would reject is a bug in the
# stand-in; only the macOS job of .github/workflows/ci.yml, which builds against the real SDK, can
# find one.
#
# Before the real check it runs its self-test: every snippet in Tests/AppleStandIns/SelfTest is a
# guarded mistake (a wrong label, UIKit off the main actor, a missing `await`, an API the stand-ins
# lack, …) and must be rejected with the diagnostic its first line names. So the check can fail.
#
# Exit status: 0 when everything compiles, 1 when the book's code or a self-test fails.
set -euo pipefail
cd "$(dirname "$0")/.."

standins=Tests/AppleStandIns
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
objc=(-Xfrontend -enable-objc-interop -Xfrontend -disable-objc-attr-requires-foundation-module)
preview_missing="external macro implementation type 'PreviewsMacros.SwiftUIView' could not be found"

# The first line of every diagnostic that fails the check (the compiler's source excerpts dropped).
failing_diagnostics() {
    grep -E '^[^ |].*(error|warning): ' "$1" | grep -v -F "$preview_missing" || true
}

# Runs swiftc with the rest of the arguments into $1; fails (status 1) on any diagnostic but the
# expected one, and on a compiler that stopped without saying why.
run_swiftc() {
    local log=$1
    shift
    local status=0
    swiftc "$@" >"$log" 2>&1 || status=$?
    if [ -n "$(failing_diagnostics "$log")" ]; then
        return 1
    fi
    if [ "$status" -ne 0 ] && ! grep -q -F "$preview_missing" "$log"; then
        return 1
    fi
}

# 1. The stand-ins, in Swift 5 mode like Apple's own modules (their interfaces say -swift-version 5).
for module in ObjectiveC UIKit SwiftUI; do
    if ! run_swiftc "$work/$module.log" -emit-module -parse-as-library -swift-version 5 -module-name "$module" \
        -I "$work" "${objc[@]}" "$standins/$module"/*.swift -emit-module-path "$work/$module.swiftmodule"; then
        echo "error: the stand-in module $module does not build:" >&2
        cat "$work/$module.log" >&2
        exit 1
    fi
done

# Both passes over the same files; the second runs only if the first succeeded. Its log replaces $1.
compile_guarded() {
    local log=$1
    shift
    run_swiftc "$log" -typecheck -parse-as-library -swift-version 6 -I "$work" -D DEBUG "${objc[@]}" "$@" || return 1
    if swiftc -wmo -emit-sil -o /dev/null -parse-as-library -swift-version 6 -I "$work" "${objc[@]}" "$@" >"$log" 2>&1 &&
        ! grep -q -E '^[^ |].*(error|warning): ' "$log"; then
        return 0
    fi
    if grep -q -F "$preview_missing" "$log"; then
        echo "error: a #Preview outside '#if DEBUG': the second pass, built without DEBUG, cannot expand it" >>"$log"
    fi
    return 1
}

# 2. The self-test: each snippet must be rejected, with the diagnostic its first line expects.
selftest_failures=0
snippets=0
for snippet in "$standins"/SelfTest/*.swift; do
    snippets=$((snippets + 1))
    expected=$(sed -n '1s|^// expect: ||p' "$snippet")
    if [ -z "$expected" ]; then
        echo "error: $snippet: its first line must be '// expect: <part of the diagnostic>'" >&2
        selftest_failures=$((selftest_failures + 1))
        continue
    fi
    if compile_guarded "$work/selftest.log" -module-name SelfTest "$snippet"; then
        echo "error: $snippet: the check accepted a mistake it must reject ($expected)" >&2
        selftest_failures=$((selftest_failures + 1))
    elif ! grep -q -F -- "$expected" "$work/selftest.log"; then
        echo "error: $snippet: rejected, but not with '$expected':" >&2
        failing_diagnostics "$work/selftest.log" >&2
        selftest_failures=$((selftest_failures + 1))
    fi
done
if [ "$selftest_failures" -ne 0 ]; then
    echo "check-apple-guarded: the self-test failed ($selftest_failures snippet(s)); the check cannot be trusted" >&2
    exit 1
fi
echo "check-apple-guarded: self-test: $snippets guarded mistakes rejected"

# 3. The book: every tangled module with a guarded region, with its Swift settings from book.json.
modules=$(python3 - <<'PY'
import json, re, shlex, sys
from pathlib import Path

book = json.loads(Path("Chapters/book.json").read_text())
guard = re.compile(r"#if\s+canImport\((UIKit|SwiftUI)\)|canImport\((UIKit|SwiftUI)\)")
for target in book["targets"]:
    folder = Path(target)
    if not target.startswith("Sources/") or not folder.is_dir():
        continue
    files = sorted(folder.glob("*.swift"))
    if not any(guard.search(f.read_text()) for f in files):
        continue
    flags = []
    for setting in book.get("swiftSettings", {}).get(target, []):
        setting = setting.replace(" ", "")
        if m := re.fullmatch(r'\.defaultIsolation\((\w+)\.self\)', setting):
            flags += ["-default-isolation", m.group(1)]
        elif m := re.fullmatch(r'\.enableUpcomingFeature\("(\w+)"\)', setting):
            flags += ["-enable-upcoming-feature", m.group(1)]
        else:
            sys.exit(f"Chapters/book.json: error: check-apple-guarded.sh cannot pass the setting {setting} of {target} to swiftc")
    print(folder.name, " ".join(shlex.quote(f) for f in flags))
PY
)
failures=0
checked=0
while read -r name flags; do
    [ -n "$name" ] || continue
    # shellcheck disable=SC2086  # the flags are words from book.json, split on purpose
    if compile_guarded "$work/$name.log" -module-name "$name" $flags Sources/"$name"/*.swift; then
        echo "check-apple-guarded: Sources/$name: the UIKit and SwiftUI code compiles against the stand-ins"
    else
        echo "error: Sources/$name does not compile with UIKit and SwiftUI present:" >&2
        failing_diagnostics "$work/$name.log" >&2
        failures=$((failures + 1))
    fi
    checked=$((checked + 1))
done <<<"$modules"
if [ "$checked" -eq 0 ]; then
    echo "error: no tangled module has a '#if canImport(UIKit)' or '#if canImport(SwiftUI)' region" >&2
    exit 1
fi
if [ "$failures" -ne 0 ]; then
    echo "check-apple-guarded: $failures of $checked modules failed" >&2
    exit 1
fi
echo "check-apple-guarded: $checked modules checked; this proves the book's references and isolation, not Apple's SDK"
