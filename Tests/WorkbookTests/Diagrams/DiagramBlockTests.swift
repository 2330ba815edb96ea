import Foundation
import Testing

@testable import Workbook

/// A ```` ```diagram NAME ```` block on a page: replaced by a figure with the
/// drawing, its caption, and the description folded.
@Suite struct DiagramBlockTests {
    func render(_ markdown: String, language: String = "en", in book: TestBook) -> String {
        let document = ChapterDocument(parsing: markdown)
        var renderer = ChapterRenderer(
            strings: SiteStrings.for(language),
            headingIDs: HeadingIDs.ids(for: document.headingTexts, sourceTexts: document.headingTexts), filePages: [])
        renderer.diagrams = DiagramCatalog.load(root: book.root).0
        renderer.language = language
        return renderer.render(document).html.markup
    }

    @Test func aDiagramBlockBecomesAFigureWithItsCaption() throws {
        let book = try TestBook(fixture: "diagrams")
        let html = render(
            """
            # Page

            ```diagram demo-run
            A run of the *demo* <script>alert(1)</script>
            The owner asks the part
            to load, and the part answers.
            ```
            """, language: "de", in: book)
        #expect(
            html.contains(
                "<figure class=\"wb-diagram\" id=\"wb-diagram-demo-run\">\n<div class=\"wb-diagram-scroll\" tabindex=\"0\" role=\"group\" aria-labelledby=\"wb-diagram-demo-run-c\">\n<svg "
            ))
        // The German trace: its value, not the English one.
        #expect(html.contains(">Hallo</text>"))
        #expect(!html.contains(">Hello</text>"))
        #expect(html.contains("<title id=\"wb-diagram-demo-run-t\">A run of the demo alert(1)</title>"))
        #expect(
            html.contains(
                "<desc id=\"wb-diagram-demo-run-d\">The owner asks the part to load, and the part answers.</desc>"))
        #expect(
            html.contains(
                "<figcaption><span class=\"wb-diagram-title\" id=\"wb-diagram-demo-run-c\">A run of the <em>demo</em>"))
        #expect(
            html.contains(
                "<details class=\"wb-diagram-words\"><summary>Das Diagramm in Worten</summary><p>The owner asks the part to load, and the part answers.</p></details></figcaption>\n</figure>"
            ))
        #expect(!html.contains("<script"))
        #expect(!html.contains("<pre>"))
    }

    @Test func theSameDiagramTwiceGetsTwoIDs() throws {
        let book = try TestBook(fixture: "diagrams")
        let html = render("```diagram parts\nA\nB\n```\n\n```diagram parts\nA\nB\n```\n", in: book)
        #expect(html.contains("id=\"wb-diagram-parts\""))
        #expect(html.contains("id=\"wb-diagram-parts-2\""))
        #expect(html.contains("aria-labelledby=\"wb-diagram-parts-2-t\""))
        // The English label of the node, as no `label.en` is given.
        #expect(html.contains(">the owner</text>"))
    }

    @Test func aBlockWithoutSourceIsShownAsText() throws {
        let book = try TestBook(fixture: "diagrams")
        let html = render("```diagram nowhere\nTitle\nDescription\n```\n", in: book)
        #expect(
            html.contains(
                "<div class=\"wb-code\"><pre tabindex=\"0\" role=\"group\" aria-label=\"Code\"><code class=\"language-diagram\">Title\nDescription\n</code></pre></div>"
            ))
        #expect(!html.contains("<figure"))
    }
}
