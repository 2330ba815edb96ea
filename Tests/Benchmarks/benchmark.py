#!/usr/bin/env python3
"""The workbook's benchmark: a synthetic book, the tool against cmark itself.

    python3 Tests/Benchmarks/benchmark.py                 # 99 chapters, 5 runs each
    python3 Tests/Benchmarks/benchmark.py --chapters 25 99 400 --runs 3
    python3 Tests/Benchmarks/benchmark.py --aside   # cold runs after renaming the outputs aside, not deleting them
    python3 Tests/Benchmarks/benchmark.py --lock    # with a translations.lock, as a translated book has

It builds `workbook` in release mode, writes a synthetic book of N chapters
in four languages (prose in Latin and Cyrillic, lists, pipe tables, links and
tangled Swift blocks, about 10 KB of Markdown a chapter file, 4 MB for 99 chapters), and measures the
median wall time, user and system CPU time and the peak memory of:

- `workbook build` from scratch (no Site/, no tangled files),
- writing the files that cold build wrote, with nothing else done (the
  kernel's part of a cold build: the bytes held in memory, each file written
  to a temporary and renamed, as the tool writes),
- `workbook build` again with nothing changed (every write skipped),
- `workbook check` on the built book,
- `workbook build` after one chapter's prose changed (the page cache in
  `.workbook/cache/` renders only that chapter again),
- `workbook tangle` from scratch,
- `cmark` over the same Markdown files in one process: the floor,
- and, when `hugo` is installed (Debian's package), Hugo building a site of
  the same Markdown files: the peer.

"Cold" means no Site/, no tangled files and no `.workbook/` cache (removed,
and the file system flushed, before the timed run; Hugo's output the same). Every
ratio compares medians of the same run. CPU is user + system time of the
child; CPU / wall above 1 means both cores were used.

Only the standard library; `cmark` and `hugo` come from Debian's packages of
those names (`apt-get install -y cmark hugo`).
"""
import argparse, os, shutil, statistics, subprocess, sys, tempfile, json, time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LANGS = ["en", "ru", "de", "cs"]

PROSE = {
    "en": "The interactor owns the business rules of the scene and knows nothing about the screen. "
          "It receives a request, asks a worker for data, applies the rules and hands a response to the presenter. ",
    "ru": "Интерактор отвечает за бизнес-правила сцены и ничего не знает об экране. "
          "Он получает запрос, просит воркер о данных, применяет правила и передаёт ответ презентеру. ",
    "de": "Der Interactor besitzt die Geschäftsregeln der Szene und weiß nichts über den Bildschirm. "
          "Er erhält eine Anfrage, fragt einen Worker nach Daten, wendet die Regeln an und übergibt eine Antwort. ",
    "cs": "Interactor vlastní obchodní pravidla scény a o obrazovce neví nic. "
          "Přijme požadavek, požádá workera o data, použije pravidla a předá odpověď presenteru. ",
}
COMMENT = {"en": "Applies the rule", "ru": "Применяет правило", "de": "Wendet die Regel an", "cs": "Použije pravidlo"}


def chapter_text(number, lang):
    out = [f"# Chapter {number}: {PROSE[lang].split('.')[0]}\n\n"]
    for section in range(1, 5):
        out.append(f"## Section {number}.{section}\n\n")
        for _ in range(3):
            out.append(PROSE[lang] * 2 + f"See [the next section](#section-{number}-{section + 1}) and *emphasis* with `code`.\n\n")
        out.append("- first point: " + PROSE[lang][:60] + "\n- second point\n- third point with **bold**\n\n")
        out.append("| Part | Role | Knows UI |\n| --- | :-: | --: |\n")
        for row in range(4):
            out.append(f"| Interactor {row} | {PROSE[lang][:40]} | no \\| never |\n")
        out.append("\n")
        out.append(f"```swift file=Sources/Bench/Chapter{number:03d}.swift\n")
        out.append(f"// {COMMENT[lang]} {number}.{section}.\n")
        out.append(f"@MainActor func rule{number}_{section}(_ articles: [Int], now: Double) -> [String] {{\n")
        out.append(f"    let limit = now - 7 * 24 * 3600 /* {COMMENT[lang]} */\n")
        out.append(f"    return articles.filter {{ Double($0) < limit }}.map {{ \"article \\($0) of {number}\" }}\n}}\n```\n\n")
        out.append("```text\nView -> Interactor -> Presenter -> View\n```\n\n")
    return "".join(out)


def write_book(folder, chapters):
    os.makedirs(os.path.join(folder, "Chapters"), exist_ok=True)
    with open(os.path.join(folder, "Chapters", "book.json"), "w") as f:
        json.dump({"title": {l: "Benchmark" for l in LANGS}, "languages": LANGS, "sourceLanguage": "en",
                   "targets": ["Sources/Bench"]}, f)
    total = 0
    for n in range(1, chapters + 1):
        chapter = os.path.join(folder, "Chapters", f"{n:02d}-chapter-{n}")
        os.makedirs(chapter, exist_ok=True)
        for lang in LANGS:
            text = chapter_text(n, lang)
            with open(os.path.join(chapter, f"{lang}.md"), "w") as f:
                f.write(text)
            total += len(text.encode())
    return total


def timed(command, cwd):
    """Runs command; returns (wall seconds, peak resident KiB, exit status, CPU seconds).
    Wall time from a monotonic clock, peak memory from the child's own
    rusage (wait4), so neither is rounded to GNU time's 10 ms."""
    start = time.perf_counter()
    child = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    seconds = time.perf_counter() - start
    child.returncode = os.waitstatus_to_exitcode(status)
    return seconds, usage.ru_maxrss, child.returncode, (usage.ru_utime, usage.ru_stime)


ASIDE = []  # with --aside: the folder that takes the outputs of earlier runs


def clear(folder, names):
    """Takes `names` under `folder` away before a cold run, then flushes the
    file system. Deleting tens of megabytes leaves the file system slower at
    creating files for a while (ext4 skips recently freed inodes), and the run
    that follows would pay for it; with --aside the outputs are renamed into
    a folder of their own instead, deleted only after the measurements, and
    each run waits for 3 s of quiet."""
    for name in names:
        path = os.path.join(folder, name)
        if ASIDE and os.path.exists(path):
            os.rename(path, os.path.join(ASIDE[0], f"{len(os.listdir(ASIDE[0]))}-{name.strip('.')}"))
        else:
            shutil.rmtree(path, ignore_errors=True)
    os.sync()
    time.sleep(3 if ASIDE else 0.2)


def clean(book):
    clear(book, ["Site", "Sources", ".workbook"])


EDITS = [0]


def edit_one_chapter(book):
    """Appends a new sentence of prose (not a heading) to one chapter's source file."""
    EDITS[0] += 1
    path = os.path.join(book, "Chapters", "02-chapter-2", "en.md")
    with open(path, "a") as f:
        f.write(f"\nOne more sentence of prose, number {EDITS[0]}.\n")


def write_floor(book, runs):
    """The kernel's part of a cold build alone: the files the cold build
    just wrote (site, tangled code, cache), held in memory, written again
    into an empty folder the way the tool writes them (a temporary file,
    then a rename) and nothing else done. Returns a row like measure()'s,
    timed in this process (its peak memory is not the tool's: left at 0)."""
    files = []
    for top in ["Site", "Sources", ".workbook/cache"]:
        for folder, _, names in os.walk(os.path.join(book, top)):
            for name in names:
                path = os.path.join(folder, name)
                with open(path, "rb") as f:
                    files.append((os.path.relpath(path, book), f.read()))
    times, users, systems = [], [], []
    for _ in range(runs):
        # In the book's own folder, where the cold build creates its files:
        # the file system allocates a folder's inodes near it, and how fast
        # depends on that place (see clear()).
        target = tempfile.mkdtemp(dir=book, prefix=".floor-")
        os.sync()
        time.sleep(3 if ASIDE else 0.2)
        before, start = os.times(), time.perf_counter()
        made = set()
        for relative, data in files:
            path = os.path.join(target, relative)
            folder = os.path.dirname(path)
            if folder not in made:
                os.makedirs(folder, exist_ok=True)
                made.add(folder)
            descriptor = os.open(path + ".tmp", os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
            os.write(descriptor, data)
            os.close(descriptor)
            os.rename(path + ".tmp", path)
        times.append(time.perf_counter() - start)
        after = os.times()
        users.append(after.user - before.user)
        systems.append(after.system - before.system)
        if ASIDE:
            os.rename(target, os.path.join(ASIDE[0], f"{len(os.listdir(ASIDE[0]))}-floor"))
        else:
            shutil.rmtree(target, ignore_errors=True)
    size = sum(len(data) for _, data in files) / 1e6
    return (f"writing those {len(files)} files ({size:.0f} MB), nothing else", statistics.median(times), 0,
            statistics.median(users), statistics.median(systems))


def write_hugo_site(book, files, folder):
    """A Hugo site of the same Markdown files: one page a chapter file."""
    os.makedirs(os.path.join(folder, "content"), exist_ok=True)
    os.makedirs(os.path.join(folder, "layouts", "_default"), exist_ok=True)
    with open(os.path.join(folder, "hugo.toml"), "w") as f:
        f.write('baseURL = "http://example.org/"\ntitle = "Benchmark"\ndisableKinds = ["taxonomy", "term", "RSS", "sitemap"]\n')
    for kind in ["single", "list"]:
        with open(os.path.join(folder, "layouts", "_default", f"{kind}.html"), "w") as f:
            f.write("<!DOCTYPE html><html><head><title>{{ .Title }}</title></head><body>{{ .Content }}</body></html>\n")
    for path in files:
        relative = os.path.relpath(path, os.path.join(book, "Chapters")).replace(os.sep, "-")
        with open(path) as source, open(os.path.join(folder, "content", relative), "w") as out:
            out.write(f'---\ntitle: "{relative}"\n---\n\n' + source.read())


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--chapters", type=int, nargs="+", default=[99])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--workbook", help="a workbook binary to measure (default: build this package in release mode)")
    parser.add_argument("--aside", action="store_true",
                        help="before a cold run, rename the outputs aside instead of deleting them (see clear())")
    parser.add_argument("--lock", action="store_true",
                        help="record Chapters/translations.lock (`workbook status`) before measuring: every build "
                             "then also finds the translation sections whose source changed, as in a translated book")
    parser.add_argument("--write-floor", help=argparse.SUPPRESS)  # internal: measure write_floor() of this book
    parser.add_argument("--aside-folder", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.write_floor:
        ASIDE[:] = [args.aside_folder] if args.aside_folder else []
        print(json.dumps(write_floor(args.write_floor, args.runs)))
        return

    binary = args.workbook
    if binary is None:
        subprocess.run(["swift", "build", "-c", "release", "--product", "workbook"], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
        binary = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                                capture_output=True, text=True).stdout.strip() + "/workbook"
    cmark = shutil.which("cmark")
    print(f"machine: {os.cpu_count()} cores; runs per measure: {args.runs} (median)")
    for chapters in args.chapters:
        with tempfile.TemporaryDirectory() as book, tempfile.TemporaryDirectory() as aside:
            ASIDE[:] = [aside] if args.aside else []
            size = write_book(book, chapters) if chapters <= 99 else write_wide_book(book, chapters)
            if args.lock:
                subprocess.run([binary, "status"], cwd=book, check=True, stdout=subprocess.DEVNULL)
            files = sorted(os.path.join(dp, f) for dp, _, fs in os.walk(os.path.join(book, "Chapters"))
                           for f in fs if f.endswith(".md"))
            mb = size / 1e6
            rows = []

            def measure(name, command, prepare=None, cwd=None):
                times, peaks, users, systems = [], [], [], []
                for _ in range(args.runs):
                    if prepare:
                        prepare()
                    seconds, peak, status, (user, system) = timed(command, cwd or book)
                    if status != 0:
                        sys.exit(f"{name} failed with status {status}")
                    times.append(seconds)
                    peaks.append(peak)
                    users.append(user)
                    systems.append(system)
                rows.append((name, statistics.median(times), max(peaks), statistics.median(users),
                             statistics.median(systems)))
                return rows[-1][1]

            floor = measure("cmark (floor)", [cmark] + files) if cmark else None
            hugo = shutil.which("hugo")
            peer = None
            if hugo:
                site = tempfile.mkdtemp()
                write_hugo_site(book, files, site)
                peer = measure("hugo (peer)", [hugo, "--quiet", "--destination", os.path.join(site, "public")],
                               prepare=lambda: clear(site, ["public"]), cwd=site)
                shutil.rmtree(site, ignore_errors=True)
            cold = measure("workbook build (cold)", [binary, "build"], prepare=lambda: clean(book))
            # In a process of its own: the files it holds in memory would
            # otherwise count in the peak memory of every later child.
            floor_row = subprocess.run(
                [sys.executable, os.path.abspath(__file__), "--write-floor", book, "--runs", str(args.runs)]
                + (["--aside-folder", ASIDE[0]] if ASIDE else []),
                check=True, capture_output=True, text=True).stdout
            rows.append(tuple(json.loads(floor_row)))
            measure("workbook build (no change)", [binary, "build"])
            measure("workbook check", [binary, "check"])
            measure("workbook build (one chapter's prose edited)", [binary, "build"],
                    prepare=lambda: edit_one_chapter(book))

            def edit_and_build():
                edit_one_chapter(book)
                subprocess.run([binary, "build"], cwd=book, check=True, stdout=subprocess.DEVNULL)

            # A check that finds something changed since the last one: it
            # cannot answer from the stamps of its last run.
            measure("workbook check (a chapter edited and built since)", [binary, "check"], prepare=edit_and_build)
            measure("workbook tangle (cold)", [binary, "tangle"], prepare=lambda: clean(book))
            print(f"\n{chapters} chapters x {len(LANGS)} languages = {len(files)} files, {mb:.2f} MB of Markdown")
            print(f"| command | median s | MB/s | peak MB | user s | system s | CPU/wall | x floor | x hugo | x cold build |")
            print(f"| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
            for name, seconds, peak, user, system in rows:
                ratio = f"{seconds / floor:.2f}" if floor else "n/a"
                versus_peer = f"{seconds / peer:.2f}" if peer else "n/a"
                rate = mb / seconds if seconds > 0 else float("inf")
                parallel = (user + system) / seconds if seconds > 0 else 0
                print(f"| {name} | {seconds:.3f} | {rate:.1f} | {peak / 1024:.1f} | {user:.3f} | {system:.3f} | "
                      f"{parallel:.2f} | {ratio} | {versus_peer} | {seconds / cold:.2f} |")


def write_wide_book(book, chapters):
    """More than 99 chapters do not fit two-digit folder names; the wide book
    keeps 99 chapter folders and makes each chapter proportionally longer."""
    os.makedirs(os.path.join(book, "Chapters"), exist_ok=True)
    with open(os.path.join(book, "Chapters", "book.json"), "w") as f:
        json.dump({"title": {l: "Benchmark" for l in LANGS}, "languages": LANGS, "sourceLanguage": "en",
                   "targets": ["Sources/Bench"]}, f)
    total = 0
    per_folder = chapters / 99
    for n in range(1, 100):
        folder = os.path.join(book, "Chapters", f"{n:02d}-chapter-{n}")
        os.makedirs(folder, exist_ok=True)
        repeat = int(round(per_folder * n)) - int(round(per_folder * (n - 1)))
        for lang in LANGS:
            text = "".join(chapter_text(n * 1000 + k, lang).replace("# Chapter", "## Part" if k else "# Chapter", 1)
                           for k in range(max(repeat, 1)))
            with open(os.path.join(folder, f"{lang}.md"), "w") as f:
                f.write(text)
            total += len(text.encode())
    return total


if __name__ == "__main__":
    main()
