#!/usr/bin/env python3
"""Checks what zizmor and the schema do not: the shell in the workflows.

Every `run:` block of .github/workflows/*.yml whose shell is bash or sh
goes through shellcheck, with each `${{ ... }}` expression replaced by a
plain word of the same length (GitHub substitutes it before the shell
runs). Findings are printed at their line and column in the workflow file,
`PATH:LINE:COLUMN: error: MESSAGE [SCnnnn]`. Also fails on an inline
`# zizmor: ignore[...]` that gives no reason after it: a suppressed finding
must say why it is safe.

    python3 Scripts/check-workflows.py [WORKFLOW.yml ...]   (default: every workflow)

Needs ruamel.yaml (installed with check-jsonschema, Scripts/python-tools.sh)
and shellcheck.
"""
import pathlib
import re
import subprocess
import sys

from ruamel.yaml import YAML

EXPRESSION = re.compile(r"\$\{\{.*?\}\}", re.S)
IGNORE = re.compile(r"#\s*zizmor:\s*ignore\[[^\]]*\](.*)$")
SHELLCHECK = re.compile(r"^-:(\d+):(\d+): (\w+): (.*)$")


def shell_of(*mappings):
    """The first `shell` named by a step, then its job's and the workflow's `defaults.run`."""
    for mapping in mappings:
        if not mapping:
            continue
        shell = mapping.get("shell") or ((mapping.get("defaults") or {}).get("run") or {}).get("shell")
        if shell:
            return str(shell).split()[0]
    return "bash"  # GitHub's default on Linux and macOS runners


def blocks(path, text):
    """(line, column, shell, script) of every run: block, line and column 1-based."""
    workflow = YAML().load(text)
    lines = text.split("\n")
    for job in (workflow.get("jobs") or {}).values():
        for step in job.get("steps") or []:
            if "run" not in step:
                continue
            shell = shell_of(step, job, workflow)
            line, column = step.lc.value("run")
            script = str(step["run"])
            raw = lines[line][column:]
            if raw.startswith(("|", ">")):
                # A block scalar: its text starts on the next line, at that line's indentation.
                first = line + 1
                while first < len(lines) and not lines[first].strip():
                    first += 1
                indent = len(lines[first]) - len(lines[first].lstrip(" "))
                yield first + 1, indent + 1, shell, script
            else:
                yield line + 1, column + 1 + (1 if raw[:1] in "'\"" else 0), shell, script


def main(paths):
    failures = 0
    for path in paths:
        text = path.read_text(encoding="utf-8")
        for number, line in enumerate(text.split("\n"), 1):
            match = IGNORE.search(line)
            if match and not match.group(1).strip(" -—:#"):
                print(f"{path}:{number}:{match.start() + 1}: error: a zizmor ignore comment must say why the finding is safe")
                failures += 1
        for line, column, shell, script in blocks(path, text):
            if shell not in ("bash", "sh"):
                continue
            plain = EXPRESSION.sub(lambda m: "_" * len(m.group(0).split("\n")[0]), script)
            result = subprocess.run(
                ["shellcheck", f"--shell={shell}", "--format=gcc", "-"],
                input=plain, capture_output=True, text=True)
            if result.returncode not in (0, 1):
                print(f"{path}:{line}:{column}: error: shellcheck could not run: {result.stderr.strip()}")
                failures += 1
                continue
            for finding in result.stdout.splitlines():
                match = SHELLCHECK.match(finding)
                if not match:
                    continue
                at_line, at_column, severity, message = match.groups()
                # Lines after the first of a block sit at the block's indentation.
                shown_column = int(at_column) + column - 1
                print(f"{path}:{line + int(at_line) - 1}:{shown_column}: error: {message} ({severity} in shellcheck)")
                failures += 1
    if failures:
        print(f"check-workflows: {failures} problem(s)", file=sys.stderr)
        return 1
    print(f"check-workflows: every run: block of {len(paths)} workflow(s) passes shellcheck")
    return 0


if __name__ == "__main__":
    root = pathlib.Path(__file__).resolve().parent.parent
    arguments = [pathlib.Path(p) for p in sys.argv[1:]]
    workflows = arguments or sorted((root / ".github" / "workflows").glob("*.yml"))
    sys.exit(main([p.relative_to(root) if p.is_relative_to(root) else p for p in workflows]))
