#!/usr/bin/env bash
# The checks that need no build, so CI runs them first and fails in seconds:
#
# - .ci/run and Scripts/*.sh through shellcheck;
# - the GitHub workflows: zizmor (offline, no configuration file: a finding
#   is fixed, or suppressed where it stands with `# zizmor: ignore[RULE]` and
#   the reason), the workflow schema bundled with check-jsonschema, and
#   every `run:` block through shellcheck (Scripts/check-workflows.py);
# - swift format lint --strict with the committed .swift-format, over the
#   tool, its tests, and every folder the book tangles (formatted at their
#   source, the chapters' code blocks).
#
# Needs shellcheck, swift, and the Python tools (Scripts/python-tools.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v zizmor >/dev/null 2>&1 || . Scripts/python-tools.sh
status=0

echo "lint: shellcheck over .ci/run and Scripts/*.sh"
shellcheck --external-sources .ci/run Scripts/*.sh || status=1

echo "lint: the workflows (zizmor, schema, shellcheck of run: blocks)"
zizmor --offline --no-config --quiet .github/workflows/ || status=1
check-jsonschema --builtin-schema vendor.github-workflows .github/workflows/*.yml || status=1
python3 Scripts/check-workflows.py || status=1

echo "lint: swift format lint --strict"
format_paths=(Sources/Workbook Sources/WorkbookCLI Tests/WorkbookTests)
while IFS= read -r target; do format_paths+=("$target"); done < <(
    python3 -c 'import json; print("\n".join(json.load(open("Chapters/book.json"))["targets"]))')
format_files=()
while IFS= read -r -d '' file; do format_files+=("$file"); done < <(
    find "${format_paths[@]}" -name '*.swift' -print0 | sort -z)
swift format lint --strict "${format_files[@]}" || status=1

exit $status
