import Foundation
import Testing

@testable import Workbook

/// A site built from a pull request nobody has read: `Fixtures/hardening-hostile`
/// puts raw HTML blocks and inlines, event handler attributes,
/// `javascript:`/`vbscript:`/`file:`/`data:` links and images (plain, mixed
/// case, entity-encoded, as autolinks, as references), HTML in info strings,
/// headings (so in anchors, the sidebar and the search index), table cells,
/// exercise tasks, hints, Swift code and the book's titles. No page may
/// carry any of it unescaped.
@Suite struct HostileSiteTests {
    func built() throws -> TestBook {
        let book = try TestBook(fixture: "hardening-hostile")
        let run = book.run("build")
        #expect(run.status == ExitStatus.success, "\(run.error)")
        return book
    }

    func siteFiles(_ book: TestBook) -> [(path: String, text: String)] {
        book.snapshot().filter { $0.key.hasPrefix("Site/") }.sorted { $0.key < $1.key }
            .map { ($0.key, String(decoding: $0.value, as: UTF8.self)) }
    }

    @Test func noPageCarriesHostileMarkup() throws {
        let book = try built()
        let files = siteFiles(book)
        let pages = files.filter { $0.path.hasSuffix(".html") }
        #expect(pages.count == 11, "\(pages.map(\.path))")
        for page in pages {
            #expect(HTMLAudit.problems(in: page.text) == [], "\(page.path)")
            for needle in [
                "<script>", "<iframe", "<svg", "<style", "<div onmouseover", "<?php", "<![CDATA[",
                "javascript:alert(1)\"", "data:image",
            ] {
                #expect(!page.text.contains(needle), "\(page.path) contains \(needle)")
            }
        }
    }

    @Test func theHostileTextIsShownEscaped() throws {
        let book = try built()
        let page = try #require(book.read("Site/en/01-hostile.html"))
        // Code shows markup as text.
        #expect(page.contains("&lt;script&gt;alert(&quot;in a code block&quot;)&lt;/script&gt;"))
        #expect(
            page.contains("<span class=\"co\">// &lt;/code&gt;&lt;/pre&gt;&lt;script&gt;alert(1)&lt;/script&gt;</span>")
        )
        #expect(page.contains("<span class=\"st\">&quot;&lt;img src=x onerror=alert(1)&gt;&quot;</span>"))
        // Inline code in a table cell, escaped; raw HTML in cells dropped.
        #expect(page.contains("<code>&lt;b&gt;code&lt;/b&gt;</code>"))
        // Unsafe links keep their text and lose their target; a safe one is kept.
        #expect(page.contains("<a href=\"\">js</a>"))
        #expect(page.contains("<a href=\"\">data image</a>"))
        #expect(page.contains("<img src=\"\" alt=\"png\""))
        #expect(page.contains("<a href=\"https://example.com\">ok</a>"))
        // The quote in a URL is percent-encoded, not an attribute break.
        #expect(page.contains("<a href=\"https://example.com/%22%20onmouseover=%22alert(1)\">quote</a>"))
        // The info string never becomes markup.
        #expect(page.contains("<code class=\"language-html\">"))
        #expect(page.contains("<code class=\"language-scriptalert1script\">"))
        // The book's title, escaped in <title> and the top bar.
        #expect(page.contains("&lt;script&gt;alert(&#39;title&#39;)&lt;/script&gt; Hostile"))
        let german = try #require(book.read("Site/de/index.html"))
        #expect(
            german.contains(
                "&quot; onmouseover=&quot;alert(1)&quot; x=&quot;&lt;/title&gt;&lt;script&gt;alert(2)&lt;/script&gt;"))
    }

    @Test func headingsGiveSafeAnchorsAndSidebarEntries() throws {
        let book = try built()
        let page = try #require(book.read("Site/en/01-hostile.html"))
        // The heading's id is a slug of its text; raw HTML inside it is dropped.
        #expect(page.contains("<h2 id=\"a-heading-with-and-a-link-and-i\">"))
        #expect(
            page.contains(
                "href=\"01-hostile.html#a-heading-with-and-a-link-and-i\">A heading with  and a link and i</a>"))
        let german = try #require(book.read("Site/de/01-hostile.html"))
        #expect(german.contains("<h1 id=\"hostile-alert-h1-title\">Feindlich"))
    }

    @Test func searchIndexesHoldNoMarkup() throws {
        let book = try built()
        for language in ["en", "de"] {
            let index = try #require(book.read("Site/assets/search-\(language).js"))
            #expect(!index.contains("<"), "search-\(language).js")
            #expect(!index.contains("</script"), "search-\(language).js")
            #expect(
                index.contains("\\u003cb>code\\u003c/b>"), "text with markup stays searchable, escaped for the script")
        }
    }

    @Test func renderPrintsASafeBody() throws {
        let book = try TestBook(fixture: "hardening-hostile")
        let run = book.run("render", book.root.appendingPathComponent("Chapters/01-hostile/de.md").path)
        #expect(run.status == ExitStatus.success, "\(run.error)")
        #expect(HTMLAudit.problems(in: run.out) == [])
        #expect(!run.out.contains("<script"))
    }

    @Test func checkPassesAfterTheBuild() throws {
        let book = try built()
        #expect(book.run("check").status == ExitStatus.success)
    }

    /// The auditor must itself catch what it looks for.
    @Test(arguments: [
        ("<script>alert(1)</script>", "script without src"),
        ("<p>ok</p><img src=x onerror=alert(1)>", "unquoted attribute value"),
        ("<img src=\"x\" onerror=\"alert(1)\">", "attribute 'onerror' on <img>"),
        ("<a href=\"javascript:alert(1)\">x</a>", "javascript: URL in <a href>"),
        ("<a href=\" JaVa&#9;Script&colon;x\">x</a>", "javascript: URL in <a href>"),
        ("<img src=\"data:image/png;base64,AA\">", "data: URL in <img src>"),
        ("<iframe src=\"x\"></iframe>", "tag <iframe>"),
        ("<div style=\"x\">", "attribute 'style' on <div>"),
        ("<!-- x -->", "comment"),
        ("<script src=\"a.js\">alert(1)</script>", "inline script content"),
    ])
    func theAuditorCatchesHostileMarkup(html: String, problem: String) {
        let problems = HTMLAudit.problems(in: html)
        #expect(problems.contains { $0.hasPrefix(problem) }, "\(problems)")
    }

    @Test func theAuditorAcceptsTheSitesOwnMarkup() {
        let html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><script src="../assets/theme.js"></script></head>
            <body data-lang="en"><p>Text &lt;script&gt; <a href="https://example.com">x</a> <img src="a.png" alt="a" /></p>
            <!-- raw HTML omitted --></body></html>
            """
        #expect(HTMLAudit.problems(in: html) == [])
    }
}
