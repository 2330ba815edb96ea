import Testing

@testable import Workbook

/// Titles, paths and ids with every character that could end an attribute
/// or open a tag, through every part of a page that shows them: each lands
/// escaped, and the page passes the audit the fuzzer runs.
@Suite struct HTMLPageEscapingTests {
    static let odd = #"a"b<c>&d'e"#
    static let oddText = "a&quot;b&lt;c&gt;&amp;d&#39;e"

    func page() -> SitePage {
        let chapter = SitePage.ChapterLink(file: Self.odd + ".html", title: "Title " + Self.odd)
        var page = SitePage(
            language: "en", strings: .for("en"), bookTitle: "Book " + Self.odd, title: "Page " + Self.odd,
            path: "files/" + Self.odd + ".html", languages: ["en", "de"], chapters: [chapter],
            body: HTML(escaping: "Body " + Self.odd))
        page.currentChapter = chapter.file
        page.sections = [RenderedHeading(level: 2, text: "Section " + Self.odd, id: "id-" + Self.odd)]
        page.previous = chapter
        page.next = chapter
        return page
    }

    @Test func everyTitleAndPathOfAPageIsEscaped() {
        let html = page().html.markup
        #expect(HTMLAudit.problems(in: html) == [])
        #expect(!html.contains(Self.odd))
        for text in ["Book ", "Page ", "Title ", "Section ", "Body "] {
            #expect(html.contains(text + Self.oddText), "\(text)")
        }
        #expect(html.contains("href=\"../../de/files/\(Self.oddText).html\""))
        #expect(html.contains("href=\"../\(Self.oddText).html#id-\(Self.oddText)\""))
        #expect(html.contains("rel=\"prev\" href=\"../\(Self.oddText).html\""))
    }

    @Test func theContentsAndThePrintPageEscapeTitlesAndPaths() {
        let chapter = SitePage.ChapterLink(file: Self.odd + ".html", title: "Title " + Self.odd)
        let contents = ContentsPage.body(
            chapters: [chapter], headings: [[RenderedHeading(level: 2, text: "S " + Self.odd, id: Self.odd)]],
            strings: .for("en"), bookTitle: Self.odd
        ).markup
        #expect(HTMLAudit.problems(in: contents) == [])
        #expect(!contents.contains(Self.odd))
        #expect(contents.contains("href=\"\(Self.oddText).html#\(Self.oddText)\">S \(Self.oddText)</a>"))
        let print = PrintPage.body(
            chapters: [PrintPage.Chapter(name: "ch01-a", link: chapter, html: HTML(escaping: Self.odd))],
            bookTitle: Self.odd, strings: .for("en")
        ).markup
        #expect(HTMLAudit.problems(in: print) == [])
        #expect(!print.contains(Self.odd))
        #expect(print.contains("<h1 id=\"wb-book\">\(Self.oddText)</h1>"))
    }

    @Test func aFilePageEscapesItsPathAndItsChapters() {
        let file = TangledFile(path: "Sources/" + Self.odd + ".swift", sources: ["c.md"], body: "let s = \"<b>\"")
        let html = FilePage.body(
            file, strings: .for("en"), toLanguageRoot: "../",
            chapterPage: { _ in SitePage.ChapterLink(file: Self.odd + ".html", title: Self.odd) }
        ).markup
        #expect(HTMLAudit.problems(in: html) == [])
        #expect(!html.contains(Self.odd))
        #expect(html.contains("<li><a href=\"../\(Self.oddText).html\">\(Self.oddText)</a></li>"))
        #expect(html.contains("aria-label=\"Code: Sources/\(Self.oddText).swift\""))
    }
}
