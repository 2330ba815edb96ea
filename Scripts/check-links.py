#!/usr/bin/env python3
"""Checks a rendered site: every internal link and #anchor resolves, and
nothing is loaded from the network (scripts, styles, images, fonts).

Usage: check-links.py [SITE_DIR]   (default: Site)
Exit status 0 when everything resolves, 1 otherwise (problems on stderr).
"""
import os
import re
import sys
from html.parser import HTMLParser
from urllib.parse import unquote, urlsplit


class Page(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids = set()
        self.links = []      # (attribute, value, line)
        self.loads = []      # resources the browser fetches

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        line = self.getpos()[0]
        for key in ("id", "name") if tag == "a" else ("id",):
            if attrs.get(key):
                self.ids.add(attrs[key])
        if tag == "a" and attrs.get("href") is not None:
            self.links.append(("href", attrs["href"], line))
        if tag in ("script", "img", "iframe", "source", "audio", "video") and attrs.get("src"):
            self.loads.append((attrs["src"], line))
            self.links.append(("src", attrs["src"], line))
        if tag == "link" and attrs.get("href"):
            self.loads.append((attrs["href"], line))
            self.links.append(("href", attrs["href"], line))


def is_external(url):
    parts = urlsplit(url)
    return bool(parts.scheme) or url.startswith("//")


def main():
    site = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "Site")
    if not os.path.isdir(site):
        print(f"check-links: no site at {site}", file=sys.stderr)
        return 1
    pages = {}
    for folder, _, files in os.walk(site):
        for name in files:
            if name.endswith(".html"):
                path = os.path.join(folder, name)
                parser = Page()
                with open(path, encoding="utf-8") as handle:
                    parser.feed(handle.read())
                pages[path] = parser
    problems = []
    checked = 0
    for path, page in sorted(pages.items()):
        shown = os.path.relpath(path, os.path.dirname(site))
        for url, line in page.loads:
            if is_external(url):
                problems.append(f"{shown}:{line}: loads {url} from the network")
        for attribute, url, line in page.links:
            if is_external(url) or url.startswith("mailto:"):
                continue
            checked += 1
            if url.startswith("/"):
                problems.append(f"{shown}:{line}: absolute link {url} (links must be relative)")
                continue
            parts = urlsplit(url)
            target = path if not parts.path else os.path.normpath(os.path.join(os.path.dirname(path), unquote(parts.path)))
            if not target.startswith(site + os.sep) and target != site:
                problems.append(f"{shown}:{line}: link {url} leaves the site")
                continue
            if not os.path.isfile(target):
                problems.append(f"{shown}:{line}: broken link {url}")
                continue
            if parts.fragment and target.endswith(".html"):
                if unquote(parts.fragment) not in pages[target].ids:
                    problems.append(f"{shown}:{line}: no id '{parts.fragment}' in {os.path.relpath(target, os.path.dirname(site))}")
    for folder, _, files in os.walk(site):
        for name in files:
            if name.endswith((".css", ".js")):
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8") as handle:
                    text = handle.read()
                for match in re.finditer(r"url\(\s*['\"]?(https?:)?//|@import\s+['\"]?https?:|https?://[^\s'\"]*\.(woff2?|ttf|otf|css|js)\b", text):
                    problems.append(f"{os.path.relpath(path, os.path.dirname(site))}: loads from the network: {match.group(0)}")
    for problem in problems:
        print(problem, file=sys.stderr)
    print(f"check-links: {len(pages)} pages, {checked} internal links checked, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
