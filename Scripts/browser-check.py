#!/usr/bin/env python3
"""Checks the rendered site in a real browser (headless Chromium through
Selenium), the way a reader meets it:

- accessibility: axe-core 4.x on every page kind in every language (the
  language choice, contents, a chapter, a file page, the whole-book page) and
  on every chapter of the first language, in four modes: light and dark,
  desktop (1280x900) and phone (390x844). Any violation fails the run; the
  counts per page kind are printed. The themes differ only in colours, so
  axe's colour rules (contrast, links told apart from text by colour; most
  of axe's time) run at desktop width in both themes, and its other rules,
  which read the document and the layout, at both widths in the light
  theme: running them again in the dark theme would check the same
  document at the same width. The whole-book page repeats the chapters'
  content and styles, so it gets every rule but the colour ones, at desktop
  width (the chapter pages are checked at both widths). At phone
  width, in both themes, no page may scroll sideways (only code blocks and
  tables scroll), and no copy button covers a file tab;
- keys: an arrow in a focused code block scrolls it and does not turn the
  page, an arrow on the page itself does; "/" focuses the search box; Esc
  closes the phone menu and the language menu and gives focus back;
- the phone menu takes focus and makes the page behind it inert;
- search: a word form finds sections, the count is announced, words are
  marked;
- print: with a dark system theme and the theme control never used, printed
  text is dark on white;
- a self-check quiz answered with the keyboard alone (Tab to the options,
  an arrow to choose, Tab to "Check", Enter, then Space): the result names
  right or wrong and shows the chosen option's explanation, the arrows do
  not turn the page, and axe finds nothing wrong with the answered quiz.

Usage: Scripts/browser-check.py [SITE_DIR]   (default: Site)
Needs: chromium and chromium-driver (Debian), selenium and
axe-playwright-python (pip; only its bundled axe-core script is used).
"""
import json
import os
import pathlib
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.common.action_chains import ActionChains

MODES = [
    ("light", "desktop", 1280, 900),
    ("dark", "desktop", 1280, 900),
    ("light", "phone", 390, 844),
    ("dark", "phone", 390, 844),
]

# The axe rules whose result depends on the colours, that is on the theme.
COLOUR_RULES = ["color-contrast", "link-in-text-block"]


def axe_rules(scheme, device, kind):
    """Which of axe's rules run on a page kind in a mode: "all", "colour"
    (COLOUR_RULES only), "layout" (all but colour contrast, the slow one)
    or None."""
    colour = device == "desktop" and kind != "whole book"
    if kind == "whole book" and device == "phone":
        # The whole-book page joins chapter bodies: the same kinds of markup,
        # under the same style sheet, that axe checks on the chapter pages at
        # phone width, and the whole book itself gets every rule but contrast
        # at desktop width. Its phone run keeps the layout checks (no sideways
        # scroll); axe over the whole book once more cost a fifth of the step.
        return None
    if scheme == "light":
        return "all" if colour else "layout"
    return "colour" if colour else None


def axe_source():
    # Located, not imported: the package's Python side needs Playwright.
    import importlib.util
    spec = importlib.util.find_spec("axe_playwright_python")
    if spec is None:
        sys.exit("browser-check: axe-core is missing: run from bash after '. Scripts/python-tools.sh'")
    path = pathlib.Path(list(spec.submodule_search_locations)[0]) / "axe.min.js"
    return path.read_text(encoding="utf-8")


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


def set_mode(driver, scheme, device, width, height):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": device == "phone"})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "media": "", "features": [{"name": "prefers-color-scheme", "value": scheme}]})


def open_page(driver, path):
    driver.get(path.as_uri())
    for _ in range(100):
        if driver.execute_script("return document.readyState") == "complete":
            break
        time.sleep(0.02)


class Checker:
    def __init__(self, site):
        self.site = site
        self.failures = []
        self.driver = start_browser()
        self.axe = axe_source()

    def fail(self, message):
        self.failures.append(message)
        print("  FAIL " + message)

    def expect(self, condition, message):
        if not condition:
            self.fail(message)

    # MARK: accessibility

    def pages(self):
        languages = sorted(p.name for p in self.site.iterdir() if p.is_dir() and (p / "index.html").exists())
        first = json.loads((self.site.parent / "Chapters" / "book.json").read_text())["languages"][0] \
            if (self.site.parent / "Chapters" / "book.json").exists() else languages[0]
        pages = [("language choice", self.site / "index.html")]
        for language in languages:
            folder = self.site / language
            chapters = sorted(p for p in folder.glob("[0-9]*.html"))
            files = sorted((folder / "files").rglob("*.html"))
            pages.append(("contents", folder / "index.html"))
            if not os.environ.get("BROWSER_CHECK_SKIP_PRINT"):
                pages.append(("whole book", folder / "print.html"))
            if files:
                pages.append(("file", files[0]))
            for index, chapter in enumerate(chapters):
                if language == first or index == 0:
                    pages.append(("chapter", chapter))
        return pages

    def axe_run(self, rules):
        self.driver.execute_script(self.axe)
        return self.driver.execute_async_script("""
            var done = arguments[arguments.length - 1];
            var options = { resultTypes: ["violations"] };
            var colour = arguments[1];
            if (arguments[0] === "colour") options.runOnly = { type: "rule", values: colour };
            if (arguments[0] === "layout") options.rules = { "color-contrast": { enabled: false } };
            axe.run(document, options).then(function (result) {
              done(result.violations.map(function (v) {
                return { id: v.id, impact: v.impact, nodes: v.nodes.length,
                         target: v.nodes.slice(0, 3).map(function (n) { return n.target.join(" "); }) };
              }));
            }, function (error) { done([{ id: "axe-error", impact: "critical", nodes: 1, target: [String(error)] }]); });
        """, rules, COLOUR_RULES)

    def accessibility(self):
        counts = {}
        self.driver.set_script_timeout(120)
        pages = self.pages()
        for scheme, device, width, height in MODES:
            set_mode(self.driver, scheme, device, width, height)
            for kind, path in pages:
                rules = axe_rules(scheme, device, kind)
                if rules is None and device != "phone":
                    continue
                began = time.time()
                open_page(self.driver, path)
                violations = self.axe_run(rules) if rules else []
                if device == "phone":
                    # Nothing may make the page itself scroll sideways (a long word, a
                    # wide table outside its scroller): code blocks scroll on their own.
                    wide = self.driver.execute_script("""
                        var root = document.documentElement;
                        if (root.scrollWidth <= root.clientWidth) return null;
                        var found = Array.prototype.find.call(document.querySelectorAll("main p, main li, main td, main h2, main h3"),
                            function (e) { return e.scrollWidth > e.clientWidth + 1; });
                        return [root.scrollWidth, root.clientWidth, found ? found.textContent.slice(0, 80) : ""];
                    """)
                    if wide:
                        self.fail("%s is wider than a phone's screen (%d px > %d px) [%s]: %s" % (
                            path.relative_to(self.site), wide[0], wide[1], scheme, wide[2]))
                    # A file tab may wrap: the copy button stays below it, on the code.
                    covered = self.driver.execute_script("""
                        var hit = Array.prototype.find.call(document.querySelectorAll(".wb-code-file + .wb-pre > .wb-copy"),
                            function (b) { return b.getBoundingClientRect().top < b.parentNode.previousElementSibling.getBoundingClientRect().bottom; });
                        return hit ? hit.parentNode.previousElementSibling.textContent : null;
                    """)
                    if covered:
                        self.fail("the copy button covers the file tab %r on %s [%s]" % (covered, path.relative_to(self.site), scheme))
                if os.environ.get("BROWSER_CHECK_VERBOSE"):
                    print("  %.1fs %s %s %s" % (time.time() - began, path.relative_to(self.site), scheme, device), flush=True)
                key = (kind, scheme, device, rules or "none")
                runs, found = counts.get(key, (0, 0))
                counts[key] = (runs + 1, found + sum(v["nodes"] for v in violations))
                for v in violations:
                    self.fail("axe %s (%s, %d) on %s [%s %s]: %s" % (
                        v["id"], v["impact"], v["nodes"], path.relative_to(self.site), scheme, device,
                        "; ".join(v["target"])))
        print("axe-core violations (elements) per page kind and mode:")
        print("  %-16s %-6s %-8s %-7s %5s %10s" % ("page kind", "theme", "device", "rules", "pages", "violations"))
        for (kind, scheme, device, rules), (runs, found) in sorted(counts.items()):
            print("  %-16s %-6s %-8s %-7s %5d %10d" % (kind, scheme, device, rules, runs, found))

    # MARK: behaviour

    def active(self):
        return self.driver.execute_script(
            "var a = document.activeElement; return a ? (a.id || a.className || a.tagName) : null")

    def keys(self, chapter, language):
        driver = self.driver
        set_mode(driver, "light", "desktop", 1280, 900)
        open_page(driver, chapter)
        start = driver.current_url
        pre = driver.find_element(By.CSS_SELECTOR, ".wb-article .wb-code > .wb-pre > pre[tabindex]")
        driver.execute_script("arguments[0].scrollIntoView(); arguments[0].focus()", pre)
        ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
        time.sleep(0.3)
        self.expect(driver.current_url == start, "→ in a focused code block turned the page")
        diagram = driver.find_elements(By.CSS_SELECTOR, ".wb-diagram-scroll")
        if diagram:
            driver.execute_script("arguments[0].focus()", diagram[0])
            ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
            time.sleep(0.3)
            self.expect(driver.current_url == start, "→ in a focused diagram turned the page")
        driver.execute_script("document.activeElement.blur(); window.scrollTo(0, 0)")
        ActionChains(driver).send_keys("/").perform()
        self.expect(self.active() == "wb-q", "/ did not focus the search box (focus: %s)" % self.active())
        ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
        time.sleep(0.2)
        self.expect(driver.current_url == start, "→ while typing in the search box turned the page")
        driver.execute_script("document.activeElement.blur()")
        ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
        time.sleep(0.5)
        self.expect(driver.current_url != start, "→ on the page itself did not turn the page")

        # The language menu: Esc closes it and focus goes back to its button.
        open_page(driver, chapter)
        summary = driver.find_element(By.CSS_SELECTOR, ".wb-langs > summary")
        summary.click()
        ActionChains(driver).send_keys(Keys.ESCAPE).perform()
        self.expect(driver.execute_script("return !document.querySelector('.wb-langs').open"), "Esc left the language menu open")
        self.expect(driver.execute_script("return document.activeElement === document.querySelector('.wb-langs > summary')"),
                    "Esc in the language menu lost the focus")

        # The phone menu takes focus, makes the page inert, closes on Esc and on a tap outside.
        set_mode(driver, "light", "phone", 390, 844)
        open_page(driver, chapter)
        driver.find_element(By.CSS_SELECTOR, ".wb-menu").click()
        time.sleep(0.3)
        self.expect(driver.execute_script("return document.getElementById('wb-sidebar').contains(document.activeElement)"),
                    "the phone menu did not take focus")
        self.expect(driver.execute_script("return document.getElementById('wb-main').inert === true"),
                    "the page behind the phone menu is not inert")
        ActionChains(driver).send_keys(Keys.ESCAPE).perform()
        self.expect(driver.execute_script("return !document.body.classList.contains('wb-nav-open')"), "Esc left the phone menu open")
        self.expect(driver.execute_script("return document.activeElement === document.querySelector('.wb-menu')"),
                    "closing the phone menu did not give focus back to its button")
        driver.find_element(By.CSS_SELECTOR, ".wb-menu").click()
        time.sleep(0.3)
        ActionChains(driver).move_by_offset(0, 0).perform()
        driver.execute_script("document.elementFromPoint(370, 600).click()")
        self.expect(driver.execute_script("return !document.body.classList.contains('wb-nav-open')"),
                    "a tap outside the phone menu left it open")

    def search(self, page, query, expect_at_least):
        driver = self.driver
        set_mode(driver, "light", "desktop", 1280, 900)
        open_page(driver, page)
        box = driver.find_element(By.ID, "wb-q")
        box.click()
        box.send_keys(query)
        for _ in range(100):
            if driver.execute_script("return !document.getElementById('wb-results').hidden && !!document.querySelector('.wb-r-count')"):
                break
            time.sleep(0.05)
        hits = driver.execute_script("return document.querySelectorAll('.wb-results li').length")
        count = driver.execute_script("var c = document.querySelector('.wb-r-count'); return c ? c.textContent : ''")
        time.sleep(0.2)
        spoken = driver.execute_script("return document.getElementById('wb-status').textContent")
        marks = driver.execute_script("return document.querySelectorAll('.wb-results mark').length")
        self.expect(hits >= expect_at_least, "search %r: %d results shown, expected at least %d" % (query, hits, expect_at_least))
        self.expect(spoken == count and count, "search %r: the count %r was not announced (%r)" % (query, count, spoken))
        self.expect(marks > 0, "search %r: no word marked" % query)

    def search_count(self, page, query):
        """The number of results for `query` (for the benchmark table)."""
        driver = self.driver
        open_page(driver, page)
        box = driver.find_element(By.ID, "wb-q")
        box.click()
        box.send_keys(query)
        for _ in range(100):
            if driver.execute_script("return !!document.querySelector('.wb-r-count')"):
                break
            time.sleep(0.05)
        return driver.execute_script("""
            var c = document.querySelector('.wb-r-count'); if (!c) return -1;
            var n = parseInt(c.textContent, 10); return isNaN(n) ? 0 : n;""")

    def printing(self, page):
        driver = self.driver
        set_mode(driver, "dark", "desktop", 1280, 900)
        open_page(driver, page)
        driver.execute_script("try { localStorage.removeItem('wb-theme') } catch (e) {}; document.documentElement.removeAttribute('data-theme')")
        screen = driver.execute_script("return getComputedStyle(document.querySelector('.wb-article p')).color")
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
            "media": "print", "features": [{"name": "prefers-color-scheme", "value": "dark"}]})
        color = driver.execute_script("return getComputedStyle(document.querySelector('.wb-article p')).color")
        background = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})

        def luminance(css):
            parts = [float(x) for x in css[css.index("(") + 1:css.index(")")].split(",")[:3]]
            return sum(w * c / 255 for w, c in zip((0.2126, 0.7152, 0.0722), parts))
        self.expect(luminance(screen) > 0.6, "the dark theme is not dark on screen (text %s)" % screen)
        self.expect(luminance(color) < 0.25, "printed text is not dark (%s) with a dark system theme" % color)
        self.expect(background in ("rgb(255, 255, 255)", "rgba(0, 0, 0, 0)"), "printed background is %s" % background)


    def quiz(self, page):
        driver = self.driver
        set_mode(driver, "light", "desktop", 1280, 900)
        open_page(driver, page)
        start = driver.current_url
        if not driver.find_elements(By.CSS_SELECTOR, "form.wb-quiz"):
            self.fail("no quiz on %s" % page.name)
            return
        # Focus starts just before the first quiz, as after reading the text above it.
        driver.execute_script("""
            var form = document.querySelector("form.wb-quiz");
            var mark = document.createElement("span");
            mark.tabIndex = -1;
            form.parentNode.insertBefore(mark, form);
            mark.focus();""")
        for _ in range(6):
            ActionChains(driver).send_keys(Keys.TAB).perform()
            if driver.execute_script("var a = document.activeElement; return a.type === 'radio' && !!a.closest('form.wb-quiz')"):
                break
        else:
            self.fail("Tab never reached the first quiz's options (focus: %s)" % self.active())
            return

        def answer(key):
            ActionChains(driver).send_keys(Keys.ARROW_DOWN).perform()
            chosen = driver.execute_script("""
                var form = document.querySelector("form.wb-quiz");
                var c = form.querySelector("input:checked");
                return c ? Array.prototype.indexOf.call(form.querySelectorAll("input[type=radio]"), c) : -1""")
            ActionChains(driver).send_keys(Keys.TAB).perform()
            on_button = driver.execute_script("return document.activeElement.classList.contains('wb-quiz-check')")
            self.expect(on_button, "Tab from a quiz's options did not reach its Check button (focus: %s)" % self.active())
            ActionChains(driver).send_keys(key).perform()
            time.sleep(0.4)
            return chosen, driver.execute_script("""
                var form = document.querySelector("form.wb-quiz");
                var result = form.querySelector(".wb-quiz-result");
                var chosen = form.querySelector("input:checked");
                var index = Array.prototype.indexOf.call(form.querySelectorAll("input[type=radio]"), chosen);
                var why = form.querySelectorAll(".wb-quiz-why > li .wb-quiz-explanation")[index];
                var right = !!chosen.closest(".wb-quiz-key");
                return { text: result.textContent, live: result.getAttribute("aria-live"),
                         said: form.getAttribute(right ? "data-right" : "data-wrong"),
                         why: why ? why.textContent.trim() : "", right: right,
                         answers: !form.querySelector(".wb-quiz-answers").hidden };""")

        chosen, seen = answer(Keys.ENTER)
        self.expect(chosen == 1, "↓ in a quiz did not choose its second option (chosen: %d)" % chosen)
        self.expect(seen["live"] == "polite", "a quiz's result region is not aria-live=polite")
        self.expect(seen["text"].startswith(seen["said"]),
                    "Enter on Check: the result %r does not start with %r" % (seen["text"][:80], seen["said"]))
        self.expect(seen["why"] and seen["why"] in seen["text"], "the result does not show the chosen option's explanation")
        self.expect(seen["answers"], "the quiz's answers stay hidden after a check")
        # Back to the options, the next one, and Space on the button this time.
        ActionChains(driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
        chosen, seen = answer(Keys.SPACE)
        self.expect(chosen == 2, "↓ again did not choose the third option (chosen: %d)" % chosen)
        self.expect(seen["text"].startswith(seen["said"]) and seen["why"] in seen["text"],
                    "Space on Check: the result %r does not say %r with the explanation" % (seen["text"][:80], seen["said"]))
        self.expect(driver.current_url == start, "an arrow in a quiz turned the page")
        driver.set_script_timeout(120)
        violations = self.axe_run("all")
        for v in violations:
            self.fail("axe %s (%s, %d) on an answered quiz on %s: %s" % (
                v["id"], v["impact"], v["nodes"], page.name, "; ".join(v["target"])))


def main():
    site = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "Site").resolve()
    if not (site / "index.html").exists():
        print("browser-check: no site at %s; run 'workbook build' first" % site, file=sys.stderr)
        return 1
    started = time.time()
    checker = Checker(site)
    try:
        if os.environ.get("BROWSER_CHECK_COUNTS"):
            queries = json.loads(os.environ["BROWSER_CHECK_COUNTS"])
            for language, words in queries.items():
                page = sorted((site / language).glob("[0-9]*.html"))[0]
                print(language, " ".join("%s=%d" % (w, checker.search_count(page, w)) for w in words))
            return 0
        first_language = sorted(p for p in site.iterdir() if (p / "index.html").exists() and p.is_dir())[0]
        chapters = sorted((site / "en").glob("[0-9]*.html")) or sorted(first_language.glob("[0-9]*.html"))
        print("browser-check: keys, menus, search, print, a quiz by keyboard")
        checker.keys(chapters[1] if len(chapters) > 1 else chapters[0], chapters[0].parent.name)
        checker.search(chapters[0], "presenter", 1)
        checker.printing(chapters[0])
        quizzes = [c for c in chapters if 'class="wb-quiz"' in c.read_text(encoding="utf-8")]
        if quizzes:
            checker.quiz(quizzes[0])
        print("browser-check: axe-core on every page kind, four modes")
        checker.accessibility()
    finally:
        checker.driver.quit()
    print("browser-check: %d failure(s) in %.0f s" % (len(checker.failures), time.time() - started))
    return 1 if checker.failures else 0


if __name__ == "__main__":
    sys.exit(main())
