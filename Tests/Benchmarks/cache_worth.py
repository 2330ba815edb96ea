#!/usr/bin/env python3
"""What each of the tool's caches is worth: the same commands with one cache
switched off, against the same binary with every cache on, in one go.

    python3 Tests/Benchmarks/cache_worth.py --workbook BIN --book 99
    python3 Tests/Benchmarks/cache_worth.py --workbook BIN --book real --runs 9 --off models pages
    python3 Tests/Benchmarks/cache_worth.py --workbook BIN --reference OLD_BIN --book 400

`--book` is a synthetic book of that many chapters (benchmark.py's) or
`real`, a copy of this repository's committed book. For every command (a
build with nothing changed, a build after one chapter's prose changed,
`check`, a cold build) it runs each variant in turn, round after round, so
that a busy machine slows them all alike: `on` (the binary as it is), one
variant per `--off` kind (`WORKBOOK_CACHE_OFF=KIND`, see ContentCache), and
`reference` (another binary, when given, in its own copy of the book so that
each keeps its own cache). It prints the median CPU time (user + system) of
each, its spread (lowest to highest) and its ratio to `on`.

A switched-off cache is neither read nor written, so the runs of the other
variants in the same book still find it whole.
"""
import argparse, os, shutil, statistics, subprocess, sys, tempfile, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchmark  # noqa: E402

KINDS = ["runs", "models", "pages", "checks", "site", "stamps", "traces"]


def copy_real_book(folder):
    """The committed book of this repository, as a fresh clone has it."""
    archive = subprocess.run(["git", "archive", "HEAD"], cwd=benchmark.ROOT, check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", folder], input=archive, check=True)


def edit(book, real):
    """Appends a sentence of prose to one chapter file (the real book's
    second chapter, or the synthetic book's)."""
    benchmark.EDITS[0] += 1
    chapters = os.path.join(book, "Chapters")
    name = sorted(n for n in os.listdir(chapters) if n[:2].isdigit())[1]
    with open(os.path.join(chapters, name, "en.md"), "a") as f:
        f.write(f"\nOne more sentence of prose, number {benchmark.EDITS[0]}.\n")


def cpu(command, cwd, env):
    start = time.perf_counter()
    child = subprocess.Popen(command, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    error = child.stderr.read().decode(errors="replace")
    child.stderr.close()
    code = os.waitstatus_to_exitcode(status)
    return usage.ru_utime + usage.ru_stime, wall, code, error


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--workbook", required=True)
    parser.add_argument("--reference", help="another binary to measure beside it, with every cache on")
    parser.add_argument("--book", default="99", help="a number of chapters, or `real`")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--off", nargs="*", default=KINDS, help="the kinds to switch off, one variant each")
    parser.add_argument("--commands", nargs="*", default=["no-change", "edit", "check", "cold"])
    args = parser.parse_args()

    real = args.book == "real"
    books = {}
    temporaries = []

    def make_book():
        folder = tempfile.mkdtemp(prefix="cache-worth-")
        temporaries.append(folder)
        if real:
            copy_real_book(folder)
        elif int(args.book) <= 99:
            benchmark.write_book(folder, int(args.book))
        else:
            benchmark.write_wide_book(folder, int(args.book))
        return folder

    base = dict(os.environ)
    base.pop("WORKBOOK_CACHE_OFF", None)
    variants = [("on", args.workbook, None)] + [(kind, args.workbook, kind) for kind in args.off]
    if args.reference:
        variants.append(("reference", args.reference, None))
    books["main"] = make_book()
    if args.reference:
        books["reference"] = make_book()
    for name, binary, _ in variants:
        book = books["reference" if name == "reference" else "main"]
        subprocess.run([binary, "build"], cwd=book, check=True, stdout=subprocess.DEVNULL)
    # A first check fills what only check fills (the traces of the real book).
    for key, book in (books.items() if "check" in args.commands else []):
        binary = args.reference if key == "reference" else args.workbook
        subprocess.run([binary, "check"], cwd=book, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    print(f"book: {args.book}; runs: {args.runs}; CPU seconds (user + system), median [lowest-highest]")
    print("| command | variant | median CPU s | spread | x on | median wall s |")
    print("| --- | --- | ---: | --- | ---: | ---: |")
    for command in args.commands:
        times = {name: [] for name, _, _ in variants}
        walls = {name: [] for name, _, _ in variants}
        for _ in range(args.runs):
            for name, binary, off in variants:
                book = books["reference" if name == "reference" else "main"]
                env = dict(base)
                if off:
                    env["WORKBOOK_CACHE_OFF"] = off
                if command == "edit":
                    edit(book, real)
                if command == "cold":
                    # The tangled code of the real book is its own source: keep it.
                    benchmark.clear(book, ["Site", ".workbook"] if real else ["Site", "Sources", ".workbook"])
                verb = "check" if command == "check" else "build"
                seconds, wall, code, error = cpu([binary, verb], book, env)
                if code != 0:
                    sys.exit(f"{command} ({name}) failed with status {code}:\n{error}")
                times[name].append(seconds)
                walls[name].append(wall)
                if command == "cold":
                    # Back to a built book with every cache filled, for the next variant.
                    subprocess.run([binary, "build"], cwd=book, env=base, check=True, stdout=subprocess.DEVNULL)
        on = statistics.median(times["on"])
        for name, _, _ in variants:
            median = statistics.median(times[name])
            print(f"| {command} | {name} | {median:.3f} | {min(times[name]):.3f}-{max(times[name]):.3f} | "
                  f"{median / on:.2f} | {statistics.median(walls[name]):.3f} |", flush=True)
    for folder in temporaries:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
