#!/usr/bin/env bash
# Proves that each of the book's scenes and modules shows the app only its entry points: the
# interactor, presenter, router, data store and the other parts a configurator or assembly
# connects stay internal, so no code outside the module can build or rewire them.
#
#     bash Scripts/check-access.sh              against the debug build (built first)
#     bash Scripts/check-access.sh MODULES_DIR  against the .swiftmodule files in MODULES_DIR
#
# Every file in Tests/AccessProbes is code the app could write: it imports one module and names
# its types. A line marked `// internal` names a part that must stay internal and must be
# rejected ("cannot find … in scope", "… is inaccessible due to 'internal' protection level",
# "… has no member …"); every other line names an entry point and must compile, so a probe that
# cannot import its module fails too. A part made `public` again fails the check at its line.
#
# The probes import the modules as the app does, without `@testable`; the tests still reach the
# internals through `@testable import`. A new part of a scene gets its line in the probe of its module.
#
# Exit status: 0 when every probe behaves, 1 otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."

probes=Tests/AccessProbes
modules=${1:-}
if [ -z "$modules" ]; then
    swift build >/dev/null
    bin=$(swift build --show-bin-path)
    # SwiftPM 6 keeps the modules in Modules/, older versions next to the products.
    modules=$bin/Modules
    [ -d "$modules" ] || modules=$bin
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
rejected="cannot find .* in scope|is inaccessible due to '(internal|private|fileprivate)' protection level|has no member"
failures=0

for probe in "$probes"/*.swift; do
    name=$(basename "$probe" .swift)
    log=$work/$name.log
    swiftc -typecheck -swift-version 6 -module-name AccessProbe -I "$modules" "$probe" >"$log" 2>&1 || true
    # The first line of each error: PATH:LINE:COLUMN: error: MESSAGE
    grep -E '^[^ ].*:[0-9]+:[0-9]+: error: ' "$log" | sed -E 's/^.*:([0-9]+):[0-9]+: error: /\1 /' >"$work/$name.errors" || true
    line=0
    problems=0
    while IFS= read -r source || [ -n "$source" ]; do
        line=$((line + 1))
        errors=$(awk -v n="$line" '$1 == n { $1 = ""; print substr($0, 2) }' "$work/$name.errors")
        if [[ $source == *"// internal" ]]; then
            if [ -z "$errors" ]; then
                echo "$probe:$line: error: reachable from outside $name; it must be internal:${source%%//*}"
                problems=$((problems + 1))
            elif ! grep -q -E "$rejected" <<<"$errors"; then
                echo "$probe:$line: error: rejected for another reason than access control: $errors"
                problems=$((problems + 1))
            fi
        elif [ -n "$errors" ]; then
            echo "$probe:$line: error: an entry point of $name does not compile from outside: $errors"
            problems=$((problems + 1))
        fi
    done <"$probe"
    # An error the compiler reports at no line of the probe (a missing module) fails it too.
    if grep -q -E '^(<unknown>|error):' "$log"; then
        grep -E '^(<unknown>|error):' "$log"
        problems=$((problems + 1))
    fi
    if [ "$problems" -eq 0 ]; then
        echo "ok   $name: $(grep -c '// internal$' "$probe") parts internal, the entry points public"
    else
        failures=$((failures + 1))
    fi
done

if [ "$failures" -ne 0 ]; then
    echo "check-access: $failures module(s) show the app more or less than their entry points" >&2
    exit 1
fi
