#!/usr/bin/env python3
"""How long `workbook watch` takes from an editor's save to the page on disk.

    python3 Tests/Benchmarks/watch_latency.py --workbook BIN                 # the 99-chapter book
    python3 Tests/Benchmarks/watch_latency.py --workbook BIN --book real     # this repository's book
    python3 Tests/Benchmarks/watch_latency.py --workbook BIN --saves 21 --reference OLD
    python3 Tests/Benchmarks/watch_latency.py --workbook BIN --browser      # and the preview's reload

A save is what editors do: the chapter's new text is written to a temporary
file beside it, which is renamed over it. The time runs from that rename
until the chapter's page in `Site/` has a new modification time (polled
every millisecond), and, when the page is rewritten, until the preview's
stamp (`.workbook/preview/reload-stamp.js`, which an open preview polls to reload
itself) says so too: that is when a browser can reload. Each save appends a
sentence to the second chapter's `en.md`, one second after the last.

With `--browser` (Selenium, and Debian's `chromium` and `chromium-driver`),
the chapter's preview page is open in headless Chromium too, and the time
runs on until that page has reloaded itself (a mark set on the page before
the save is gone and the new page has loaded).

In the same go: one `cmark` process over the book's Markdown (the floor),
medians of as many runs. With `--reference`, a second binary's watch
measured the same way, in rounds that alternate.

Only the standard library; `cmark` from Debian's package of that name.
"""
import argparse, os, shutil, statistics, subprocess, sys, tempfile, threading, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchmark  # noqa: E402
import cache_worth  # noqa: E402


def start_watch(binary, book):
    """Starts the watch and returns it once it waits for changes."""
    watch = subprocess.Popen([binary, "watch"], cwd=book, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                             text=True, bufsize=1)
    lines = []

    def read():
        for line in watch.stdout:
            lines.append(line.rstrip("\n"))

    threading.Thread(target=read, daemon=True).start()
    deadline = time.monotonic() + 600
    while not any("waiting for changes" in line for line in lines):
        if watch.poll() is not None or time.monotonic() > deadline:
            sys.exit("watch did not start:\n" + "\n".join(lines))
        time.sleep(0.01)
    return watch, lines


def chapter(book):
    chapters = os.path.join(book, "Chapters")
    name = sorted(n for n in os.listdir(chapters) if n[:2].isdigit())[1]
    return name, os.path.join(chapters, name, "en.md")


def save(path, number):
    """Appends a sentence the way an editor saves: a new file renamed over the old."""
    with open(path) as f:
        text = f.read()
    temporary = path + ".save.tmp"
    with open(temporary, "w") as f:
        f.write(text + f"\nOne more sentence, saved as number {number}.\n")
    os.rename(temporary, path)


def mtime(path):
    try:
        return os.stat(path).st_mtime_ns
    except FileNotFoundError:
        return 0


def open_browser():
    from selenium import webdriver
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files"]:
        options.add_argument(argument)
    options.binary_location = shutil.which("chromium") or "chromium"
    service = webdriver.ChromeService(executable_path=shutil.which("chromedriver") or "chromedriver")
    return webdriver.Chrome(options=options, service=service)


def measure(binary, book, saves, counter, browser=None):
    name, source = chapter(book)
    page = os.path.join(book, "Site", "en", name + ".html")
    stamp = os.path.join(book, ".workbook", "preview", "reload-stamp.js")
    watch, lines = start_watch(binary, book)
    to_page, to_stamp, reported, to_reload = [], [], [], []
    if browser:
        browser.get("file://" + os.path.join(book, ".workbook", "preview", "en", name + ".html"))
    try:
        for _ in range(saves):
            time.sleep(1)
            if browser:
                browser.execute_script("window.workbookBenchmarkMark = 1;")
            counter[0] += 1
            before_page, before_stamp, seen = mtime(page), mtime(stamp), len(lines)
            start = time.perf_counter()
            save(source, counter[0])
            page_at = stamp_at = None
            while time.perf_counter() - start < 30 and (page_at is None or stamp_at is None):
                now = time.perf_counter()
                if page_at is None and mtime(page) != before_page:
                    page_at = now
                if stamp_at is None and mtime(stamp) != before_stamp:
                    stamp_at = now
                time.sleep(0.001)
            if page_at is None or stamp_at is None:
                sys.exit("the page or the preview's stamp did not change:\n" + "\n".join(lines[seen:]))
            to_page.append(page_at - start)
            to_stamp.append(stamp_at - start)
            if browser:
                reloaded = "return window.workbookBenchmarkMark === undefined && document.readyState === 'complete';"
                while time.perf_counter() - start < 30:
                    try:
                        if browser.execute_script(reloaded):
                            break
                    except Exception:
                        pass  # the page is between two documents
                    time.sleep(0.002)
                else:
                    sys.exit("the preview did not reload")
                to_reload.append(time.perf_counter() - start)
            time.sleep(0.2)
            for line in lines[seen:]:
                if line.startswith("watch: built in "):
                    reported.append(int(line.split()[3]) / 1000)
    finally:
        watch.terminate()
        watch.wait()
    return to_page, to_stamp, reported, to_reload


def floor(book, runs):
    cmark = shutil.which("cmark")
    if not cmark:
        return None
    files = sorted(os.path.join(folder, name) for folder, _, names in os.walk(os.path.join(book, "Chapters"))
                   for name in names if name.endswith(".md"))
    return statistics.median(benchmark.timed([cmark] + files, book)[0] for _ in range(runs))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--workbook", required=True)
    parser.add_argument("--reference", help="another binary, measured alternately the same way")
    parser.add_argument("--book", default="99", help="'real', or a number of chapters for the synthetic book")
    parser.add_argument("--saves", type=int, default=11)
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--browser", action="store_true", help="also time the preview's reload in headless Chromium")
    args = parser.parse_args()
    browser = open_browser() if args.browser else None
    binaries = [("workbook", os.path.abspath(args.workbook))]
    if args.reference:
        binaries.append(("reference", os.path.abspath(args.reference)))
    results = {label: ([], [], [], []) for label, _ in binaries}
    counter = [0]
    with tempfile.TemporaryDirectory() as folder:
        books = {}
        for label, binary in binaries:
            book = os.path.join(folder, label)
            os.makedirs(book)
            if args.book == "real":
                cache_worth.copy_real_book(book)
            else:
                benchmark.write_book(book, int(args.book))
            subprocess.run([binary, "build"], cwd=book, check=True, stdout=subprocess.DEVNULL)
            books[label] = book
        for _ in range(args.rounds):
            for label, binary in binaries:
                for kept, new in zip(results[label], measure(binary, books[label], args.saves, counter, browser)):
                    kept.extend(new)
        floor_seconds = floor(books[binaries[0][0]], 2 * args.saves + 1)
    print(f"book: {args.book}; saves: {args.saves * args.rounds} per binary; medians (min-max), seconds")
    if browser:
        browser.quit()
    print("| binary | save to page | save to preview stamp | save to preview reloaded | build the watch reports | page x floor |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for label, (to_page, to_stamp, reported, to_reload) in results.items():
        def cell(values):
            return f"{statistics.median(values):.3f} ({min(values):.3f}-{max(values):.3f})" if values else "-"
        ratio = f"{statistics.median(to_page) / floor_seconds:.2f}" if floor_seconds else "-"
        print(f"| {label} | {cell(to_page)} | {cell(to_stamp)} | {cell(to_reload)} | {cell(reported)} | {ratio} |")
    if floor_seconds:
        print(f"| cmark (floor) | {floor_seconds:.3f} | | | | 1.00 |")


if __name__ == "__main__":
    main()
