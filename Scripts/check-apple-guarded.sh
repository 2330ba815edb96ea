#!/usr/bin/env bash
# Type-checks the book's UIKit and SwiftUI code on Linux, where `#if canImport(UIKit)` and
# `#if canImport(SwiftUI)` are false and `swift build` never compiles it.
#
#     bash Scripts/check-apple-guarded.sh
#
# It builds the stand-in modules in Tests/AppleStandIns (ObjectiveC, UIKit, SwiftUI: exactly the
# Apple API the guarded code uses, each declaration copied in shape from the iOS SDK), puts them on
# the import path, so those guards become true, and compiles every tangled module that has such a
# region, with Objective-C interoperability on (for `@objc` and `#selector`).
#
# A module that imports other book modules (chapter 11's composition root, chapter 12's migrated
# scene) is compiled after them, in the order of their dependencies in Package.swift (read with
# `swift package dump-package`), and sees only the modules it declares there, and theirs. A book
# module that such a module imports is compiled too, with the guards true, even without a guarded
# region of its own (chapter 12's LegacyScene). Each module gets its own Swift settings from
# Chapters/book.json, as SwiftPM gives them: `.swiftLanguageMode(.v5)` becomes `-swift-version 5`
# (the rest are in Swift 6 mode), `.defaultIsolation(MainActor.self)` `-default-isolation MainActor`,
# `.enableUpcomingFeature("X")` `-enable-upcoming-feature X`; any other setting is an error. Each
# module is compiled twice:
#
# 1. type-checked with `DEBUG` defined, as in Xcode's debug builds, so the previews are checked too.
#    `#Preview`'s expansion ships only with Xcode, so the one error saying it is missing is expected
#    (its arguments and body are still type-checked);
# 2. lowered to SIL without `DEBUG`, as in a release build, because Swift 6 reports a non-Sendable
#    value sent to another actor ("sending … risks causing data races") only there, after type
#    checking. This pass tolerates no error: a `#Preview` outside `#if DEBUG` would stop it. It also
#    writes the module's interface (a .swiftmodule) for the modules that import it, so both passes of
#    a dependent see its dependencies as a build without `DEBUG` shows them.
#
# Any error or warning but that expected one fails the check, and so does a module left unchecked
# because a book module it imports does not compile.
#
# What it proves: the book's own references into UIKit and SwiftUI (names, labels, types,
# optionality, overrides, `@objc`) and Swift 6 isolation inside the guarded code (the main actor,
# `await`, `Sendable`, values sent between actors), as far as the stand-ins copy the SDK. What it
# does not prove: anything about Apple's SDK itself, or iOS availability (`@available(iOS …)` is
# copied into the stand-ins for the reader, but Swift does not check it when compiling for Linux).
# A stand-in that lets through a call the real SDK would reject is a bug in the stand-in; only the
# macOS job of .github/workflows/ci.yml, which builds against the real SDK, can find one.
#
# Before the real check it runs its self-test: every snippet in Tests/AppleStandIns/SelfTest is a
# guarded mistake (a wrong label, UIKit off the main actor, a missing `await`, an API the stand-ins
# lack, a member another book module does not make public, …) and must be rejected with the
# diagnostic its first line names. So the check can fail. A snippet that imports a book module is
# compiled after it, as that module's dependents are.
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
# When $2 is not empty, the second pass also writes the module's interface there (a .swiftmodule),
# for the modules that import it: built without DEBUG, so a dependent's first pass sees its
# dependencies as a release build shows them.
compile_guarded() {
    local log=$1 emit=$2
    shift 2
    local emit_args=()
    [ -z "$emit" ] || emit_args=(-emit-module -emit-module-path "$emit")
    run_swiftc "$log" -typecheck -parse-as-library -D DEBUG "${objc[@]}" "$@" || return 1
    if swiftc -wmo -emit-sil -o /dev/null "${emit_args[@]}" -parse-as-library "${objc[@]}" "$@" >"$log" 2>&1 &&
        ! grep -q -E '^[^ |].*(error|warning): ' "$log"; then
        return 0
    fi
    if grep -q -F "$preview_missing" "$log"; then
        echo "error: a #Preview outside '#if DEBUG': the second pass, built without DEBUG, cannot expand it" >>"$log"
    fi
    return 1
}

# The plan, from Package.swift (each target's dependencies, as `swift package dump-package` gives
# them) and Chapters/book.json (which folders are the book's, and their Swift settings): one line
# for every book module the check compiles, dependencies first,
#     module NAME GUARDED DEPENDENCIES FLAGS...
# (GUARDED is 1 for a module with a guarded region, 0 for one built only because a module or a
# self-test snippet imports it; DEPENDENCIES are its book modules, transitively, comma-separated,
# or `-`), and one line for every self-test snippet, `snippet PATH DEPENDENCIES`.
if ! swift package dump-package >"$work/package.json" 2>"$work/dump-package.log"; then
    echo "error: 'swift package dump-package' failed:" >&2
    cat "$work/dump-package.log" >&2
    exit 1
fi
plan=$(python3 - "$standins/SelfTest" "$work/package.json" <<'PY'
import json, re, sys
from pathlib import Path

def fail(path, message):
    sys.exit(f"{path}: error: check-apple-guarded.sh: {message}")

snippet_folder, package = Path(sys.argv[1]), json.loads(Path(sys.argv[2]).read_text())
book = json.loads(Path("Chapters/book.json").read_text())
guard = re.compile(r"canImport\((UIKit|SwiftUI)\)")
imports = re.compile(r"^[ \t]*(?:@\w+[ \t]+)*import[ \t]+(?:(?:struct|class|enum|protocol|func|var|let|typealias)[ \t]+)?(\w+)", re.M)

folders = {}  # module name -> its folder, for the book's own modules under Sources/
for target in book["targets"]:
    if target.startswith("Sources/") and Path(target).is_dir():
        folders[Path(target).name] = target
declared = {}  # module name -> the names of the targets it depends on in Package.swift
for target in package["targets"]:
    names = []
    for dependency in target["dependencies"]:
        kind, value = next(iter(dependency.items()))
        names.append(value[0] if kind in ("byName", "target") else f"{kind} {value}")
    declared[target["name"]] = names

def dependencies(name):
    if name not in declared:
        fail("Package.swift", f"no target named {name} for the book's {folders[name]}")
    for dependency in declared[name]:
        if dependency not in folders:
            fail("Package.swift", f"{name} depends on {dependency}, which is not one of the book's modules under Sources/")
    return declared[name]

def flags(name):
    result = ["-swift-version", "6"]
    for setting in book.get("swiftSettings", {}).get(folders[name], []):
        setting = setting.replace(" ", "")
        if m := re.fullmatch(r"\.swiftLanguageMode\(\.v(\d+)\)", setting):
            result[1] = m.group(1)
        elif m := re.fullmatch(r"\.defaultIsolation\((\w+)\.self\)", setting):
            result += ["-default-isolation", m.group(1)]
        elif m := re.fullmatch(r'\.enableUpcomingFeature\("(\w+)"\)', setting):
            result += ["-enable-upcoming-feature", m.group(1)]
        else:
            fail("Chapters/book.json", f"cannot pass the setting {setting} of {folders[name]} to swiftc")
    return result

guarded = [name for name, folder in folders.items()
           if any(guard.search(f.read_text()) for f in sorted(Path(folder).glob("*.swift")))]
snippets = {path: [m for m in imports.findall(path.read_text()) if m in folders]
            for path in sorted(snippet_folder.glob("*.swift"))}

order, closure, visiting = [], {}, set()
def visit(name):  # depth first, so every module comes after what it imports
    if name in closure:
        return closure[name]
    if name in visiting:
        fail("Package.swift", f"{name} depends on itself through its dependencies")
    visiting.add(name)
    below = []
    for dependency in dependencies(name):
        for module in visit(dependency) + [dependency]:
            if module not in below:
                below.append(module)
    closure[name] = below
    order.append(name)
    return below

for name in guarded + [m for found in snippets.values() for m in found]:
    visit(name)
for name in order:
    print("module", name, int(name in guarded), ",".join(closure[name]) or "-", *flags(name))
for path, found in snippets.items():
    below = []
    for name in found:
        below += [m for m in closure[name] + [name] if m not in below]
    print("snippet", path, ",".join(below) or "-")
PY
)

declare -A module_guarded module_flags module_deps module_status module_blocker
modules=()
snippet_paths=()
declare -A snippet_deps
while read -r kind name rest; do
    case $kind in
    module)
        read -r guarded deps flags <<<"$rest"
        modules+=("$name")
        module_guarded[$name]=$guarded
        module_deps[$name]=$deps
        module_flags[$name]=$flags
        ;;
    snippet)
        snippet_paths+=("$name")
        snippet_deps[$name]=$rest
        ;;
    esac
done <<<"$plan"

# The import path for code that imports the book modules in $1 (comma-separated, or `-`): the
# stand-ins, then one folder for each of those modules, so nothing else of the book is visible.
import_path() {
    local dep
    printf '%s\n' -I "$work"
    [ "$1" = - ] && return 0
    for dep in ${1//,/ }; do
        printf '%s\n' -I "$work/modules/$dep"
    done
}

# Compiles the book module $1 once, after the modules it imports (each module's dependencies come
# before it in $modules, so this never recurses further): records ok, failed, or blocked (a
# module it imports failed, named in module_blocker).
build_module() {
    local name=$1 dep
    local -a paths flags
    [ -z "${module_status[$name]:-}" ] || { [ "${module_status[$name]}" = ok ]; return; }
    if [ "${module_deps[$name]}" != - ]; then
        for dep in ${module_deps[$name]//,/ }; do
            build_module "$dep" || { module_status[$name]=blocked; module_blocker[$name]=$dep; return 1; }
        done
    fi
    mapfile -t paths < <(import_path "${module_deps[$name]}")
    read -r -a flags <<<"${module_flags[$name]}"
    mkdir -p "$work/modules/$name"
    if compile_guarded "$work/$name.log" "$work/modules/$name/$name.swiftmodule" "${paths[@]}" \
        -module-name "$name" "${flags[@]}" Sources/"$name"/*.swift; then
        module_status[$name]=ok
    else
        module_status[$name]=failed
        return 1
    fi
}

# The verdict on the book module $1, once it has been built; status 1 unless it compiled.
report_module() {
    local name=$1
    case ${module_status[$name]} in
    ok)
        if [ "${module_guarded[$name]}" = 1 ]; then
            echo "check-apple-guarded: Sources/$name: the UIKit and SwiftUI code compiles against the stand-ins"
        else
            echo "check-apple-guarded: Sources/$name: compiles, for what imports it (it has no guarded region)"
        fi
        ;;
    failed)
        echo "error: Sources/$name does not compile with UIKit and SwiftUI present:" >&2
        failing_diagnostics "$work/$name.log" >&2
        return 1
        ;;
    blocked)
        echo "error: Sources/$name is not checked: it imports Sources/${module_blocker[$name]}, which does not compile" >&2
        return 1
        ;;
    esac
}

# 2. The self-test: each snippet must be rejected, with the diagnostic its first line expects. A
# snippet that imports a book module is compiled after it, as that module's dependents are.
selftest_failures=0
for snippet in "${snippet_paths[@]}"; do
    expected=$(sed -n '1s|^// expect: ||p' "$snippet")
    if [ -z "$expected" ]; then
        echo "error: $snippet: its first line must be '// expect: <part of the diagnostic>'" >&2
        selftest_failures=$((selftest_failures + 1))
        continue
    fi
    deps=${snippet_deps[$snippet]}
    unbuilt=""
    if [ "$deps" != - ]; then
        for dep in ${deps//,/ }; do
            build_module "$dep" || { unbuilt=$dep; break; }
        done
    fi
    if [ -n "$unbuilt" ]; then
        echo "error: $snippet: cannot run, because a book module it imports does not compile:" >&2
        report_module "$unbuilt" || true
        selftest_failures=$((selftest_failures + 1))
        continue
    fi
    mapfile -t paths < <(import_path "$deps")
    if compile_guarded "$work/selftest.log" "" "${paths[@]}" -swift-version 6 -module-name SelfTest "$snippet"; then
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
echo "check-apple-guarded: self-test: ${#snippet_paths[@]} guarded mistakes rejected"

# 3. The book: every tangled module with a guarded region, after the book modules it imports, each
# with its own Swift settings from book.json.
failures=0
checked=0
for name in "${modules[@]}"; do
    build_module "$name" || true
    report_module "$name" || failures=$((failures + 1))
    [ "${module_guarded[$name]}" = 0 ] || checked=$((checked + 1))
done
if [ "$checked" -eq 0 ]; then
    echo "error: no tangled module has a '#if canImport(UIKit)' or '#if canImport(SwiftUI)' region" >&2
    exit 1
fi
if [ "$failures" -ne 0 ]; then
    echo "check-apple-guarded: $failures of ${#modules[@]} modules failed" >&2
    exit 1
fi
echo "check-apple-guarded: $checked modules with guarded code checked ($((${#modules[@]} - checked)) more compiled for them); this proves the book's references and isolation, not Apple's SDK"
