#!/usr/bin/env bash
# Proves that what `workbook scaffold` writes builds and passes its tests,
# as a team would use it, on this machine:
#
#   1. a VIP scene and a VIPER module, each into an empty folder: a complete
#      package whose `swift build --build-tests` prints no warning and whose
#      `swift test` passes as written;
#   2. both kinds into one existing package and one module (with --ui and
#      --lang varied), the manifest completed with the lines scaffold prints:
#      two scenes side by side build and pass too;
#   3. the Xcode templates written, and scaffold refusing to overwrite them.
#
# The unit tests (Tests/WorkbookTests/Scaffold) check the text: that every
# file is the book's tangled code renamed. This script checks the builds.
# Run from anywhere:
#
#     bash Scripts/check-scaffold.sh
#
# CHECK_SCAFFOLD_DIR keeps the packages in a folder of your choice.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product workbook >/dev/null
workbook="$(swift build --show-bin-path)/workbook"
work="${CHECK_SCAFFOLD_DIR:-$(mktemp -d)}"
started=$(date +%s)
failures=0

fail() { echo "FAIL $*"; failures=$((failures + 1)); }

# Builds a package (no warning allowed) and runs its tests; without debug
# information, which nothing here reads (as in verify-exercises.sh).
build_and_test() {
    local package=$1 label=$2
    if ! (cd "$package" && swift build --build-tests -Xswiftc -gnone >"$package.build.log" 2>&1); then
        fail "$label: does not build"; tail -30 "$package.build.log"; return
    fi
    if grep -E "warning:" "$package.build.log"; then
        fail "$label: the build printed warnings"; return
    fi
    if ! (cd "$package" && swift test --skip-build >"$package.test.log" 2>&1); then
        fail "$label: swift test fails"; grep -E "✘|error:" "$package.test.log" | head -20; return
    fi
    echo "ok   $label ($(grep -Eo 'Test run with [0-9]+ tests' "$package.test.log" | tail -1))"
}

# 1. Each kind into an empty folder.
rm -rf "$work/vip" "$work/viper"
"$workbook" scaffold vip Order --into "$work/vip" >/dev/null
"$workbook" scaffold viper UserProfile --into "$work/viper" --lang ru >/dev/null
build_and_test "$work/vip" "vip Order into an empty folder"
build_and_test "$work/viper" "viper UserProfile (ru) into an empty folder"

# 2. Both kinds into one module of an existing package.
shop="$work/shop"
rm -rf "$shop"
mkdir -p "$shop"
cat >"$shop/Package.swift" <<'MANIFEST'
// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "Shop",
    platforms: [.macOS(.v15), .iOS(.v17)],
    targets: [
    ],
    swiftLanguageModes: [.v6]
)
MANIFEST
first=$("$workbook" scaffold vip Cart --into "$shop" --module-name Shop --ui swiftui --lang de)
# The target lines scaffold printed go into the manifest, as a team would
# paste them; the second scaffold into the same module then asks for none.
lines=$(printf '%s\n' "$first" | grep -E '^        \.(target|testTarget)\(' || true)
[ "$(printf '%s\n' "$lines" | grep -c .)" -eq 2 ] || fail "scaffold into a package did not print two target lines: $first"
python3 - "$shop/Package.swift" "$lines" <<'PY'
import sys
path, lines = sys.argv[1], sys.argv[2]
text = open(path).read().replace("    targets: [\n", "    targets: [\n" + lines + "\n", 1)
open(path, "w").write(text)
PY
second=$("$workbook" scaffold viper X --into "$shop" --module-name Shop --ui uikit --lang cs)
printf '%s\n' "$second" | grep -q "already declares Shop and ShopTests" || fail "the second scaffold asked for the targets again: $second"
build_and_test "$shop" "vip Cart (de, SwiftUI) and viper X (cs, UIKit) in one module"

# 3. The Xcode templates, and no overwrite.
rm -rf "$work/templates"
"$workbook" scaffold --xcode-templates "$work/templates" >/dev/null
count=$(find "$work/templates" -name TemplateInfo.plist | wc -l)
[ "$count" -eq 4 ] || fail "expected 4 Xcode templates, found $count"
if "$workbook" scaffold --xcode-templates "$work/templates" >/dev/null 2>&1; then
    fail "scaffold wrote over existing Xcode templates"
else
    echo "ok   4 Xcode templates written; writing them again is refused"
fi
if "$workbook" scaffold vip Order --into "$work/vip" >/dev/null 2>&1; then
    fail "scaffold wrote over an existing scene"
else
    echo "ok   scaffolding over an existing scene is refused"
fi

echo "scaffold checked in $(( $(date +%s) - started )) s in $work; $failures failure(s)"
[ $failures -eq 0 ]
