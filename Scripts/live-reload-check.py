#!/usr/bin/env python3
"""Checks `workbook watch`'s live reload in a real browser (headless Chromium
through Selenium), the way an author uses it:

1. copies a small fixture book into a temporary folder, makes its first
   chapter long enough to scroll, and starts `workbook watch` on it;
2. opens the chapter's preview page from file:// (no server) and scrolls
   down;
3. saves the chapter with a new paragraph, the way editors do (a new file
   renamed over the old one);
4. expects the open page to reload by itself, show the new paragraph, and be
   at the same scroll position;
5. ends the watch with SIGINT and expects exit status 0 and no temporary
   file left.

Usage: Scripts/live-reload-check.py
Uses $WORKBOOK_BIN, or the debug build's `workbook` (built if missing).
Needs: chromium and chromium-driver (Debian), selenium (pip).
Takes about ten seconds.
"""
import os
import pathlib
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

ROOT = pathlib.Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "Tests" / "WorkbookTests" / "Fixtures" / "site-basic"
CHAPTER = pathlib.Path("Chapters") / "01-first-steps" / "en.md"
PAGE = pathlib.Path(".workbook") / "preview" / "en" / "01-first-steps.html"
NEW_TEXT = "A paragraph the open page shows without a click."


def workbook_binary():
    if os.environ.get("WORKBOOK_BIN"):
        return os.environ["WORKBOOK_BIN"]
    subprocess.run(["swift", "build", "--product", "workbook"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    folder = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True,
                            capture_output=True, text=True).stdout.strip()
    return os.path.join(folder, "workbook")


def start_browser():
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--allow-file-access-from-files", "--window-size=1280,900"):
        options.add_argument(argument)
    binary = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    if os.path.exists(binary):
        options.binary_location = binary
    driver_path = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")
    service = Service(driver_path) if os.path.exists(driver_path) else Service()
    return webdriver.Chrome(options=options, service=service)


def eventually(condition, seconds=30):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.1)
    return condition()


def save(path, text):
    """Writes a new file beside `path` and renames it over, as editors save."""
    temporary = path.with_name("." + path.name + ".swp")
    temporary.write_text(text, encoding="utf-8")
    os.replace(temporary, path)


def main():
    binary = workbook_binary()
    failures = []

    def expect(condition, message):
        print(("  ok   " if condition else "  FAIL ") + message)
        if not condition:
            failures.append(message)

    work = pathlib.Path(tempfile.mkdtemp(prefix="workbook-live-reload-"))
    watch = None
    driver = None
    try:
        book = work / "book"
        shutil.copytree(FIXTURE, book)
        chapter = book / CHAPTER
        filler = "".join(f"\n## Filler {n}\n\nA paragraph to scroll past, number {n}.\n" for n in range(1, 60))
        # The same headings in every translation: the book's outline must match.
        for translation in chapter.parent.glob("*.md"):
            translation.write_text(translation.read_text(encoding="utf-8") + filler, encoding="utf-8")
        log = open(work / "watch.log", "w+", encoding="utf-8")
        watch = subprocess.Popen([binary, "watch", "--root", str(book)], stdout=log, stderr=subprocess.STDOUT)
        expect(eventually(lambda: "waiting for changes" in (work / "watch.log").read_text()
                          and (book / PAGE).exists()), "the watch built the preview")
        if failures:
            raise RuntimeError("the watch did not start")

        driver = start_browser()
        driver.get((book / PAGE).as_uri())
        expect(eventually(lambda: driver.execute_script("return document.readyState") == "complete"),
               "the preview page loaded from file://")
        # Give the page's first look at the stamp time to happen.
        time.sleep(1.2)
        # The browser's own scroll restoration is turned off, so what keeps
        # the place is the reload hook's.
        driver.execute_script("history.scrollRestoration = 'manual'; window.scrollTo(0, 1500); "
                              "window.notReloadedYet = true;")
        time.sleep(0.3)
        before = driver.execute_script("return window.scrollY")
        expect(before > 1000, f"the page scrolled down (scrollY {before})")

        save(chapter, chapter.read_text(encoding="utf-8") + f"\n{NEW_TEXT}\n")
        expect(eventually(lambda: driver.execute_script("return window.notReloadedYet !== true")),
               "the open page reloaded itself after the save")
        expect(eventually(lambda: NEW_TEXT in driver.execute_script("return document.body.innerText")),
               "the reloaded page shows the new paragraph")
        expect(eventually(lambda: abs(driver.execute_script("return window.scrollY") - before) <= 2, 5),
               f"the page is where it was (scrollY {driver.execute_script('return window.scrollY')}, "
               f"was {before})")
        site_page = (book / "Site" / "en" / "01-first-steps.html").read_text(encoding="utf-8")
        expect("live-reload" not in site_page, "Site/ has no reload hook")

        watch.send_signal(signal.SIGINT)
        try:
            status = watch.wait(timeout=30)
        except subprocess.TimeoutExpired:
            status = None
        expect(status == 0, f"Ctrl-C ends the watch with status 0 (got {status})")
        watch = None
        leftovers = [str(p.relative_to(book)) for p in book.rglob("*")
                     if p.name.endswith(".workbook-tmp") or p.name.endswith(".tmp")]
        expect(not leftovers, f"no temporary file is left ({leftovers})")
        if failures:
            print((work / "watch.log").read_text())
    except RuntimeError:
        print((work / "watch.log").read_text())
    finally:
        if driver is not None:
            driver.quit()
        if watch is not None:
            watch.kill()
            watch.wait()
        shutil.rmtree(work, ignore_errors=True)

    if failures:
        print(f"live-reload-check: {len(failures)} failure(s)")
        sys.exit(1)
    print("live-reload-check: the preview reloads itself and keeps its place")


if __name__ == "__main__":
    main()
