/// Renders one translation of a chapter: its body HTML (through cmark's
/// tree, see `MarkdownDocument.render`), its headings with ids shared by
/// every translation, and the plain text of each section for search.
struct ChapterRenderer {
    var strings: SiteStrings
    /// The source language's heading texts, in order (ids come from them).
    var sourceHeadings: [String]
    /// Tangled paths that have a file page in this language.
    var filePages: Set<String>
    /// `../` from the rendered page up to `Site/<lang>/`.
    var toLanguageRoot: String = ""
    /// The book's diagram sources, and the page's language code (which picks
    /// `NAME.LANG.trace` and a graph's `label.LANG`).
    var diagrams = DiagramCatalog()
    var language = ""

    /// Renders `document`.
    func render(_ document: MarkdownDocument) -> RenderedDocument {
        var ids = HeadingIDs(sourceTexts: sourceHeadings)
        let pages = filePages
        let root = toLanguageRoot
        let strings = strings
        var blocks = BlockRenderer(strings: strings, diagrams: diagrams, language: language) { path in
            pages.contains(path) ? root + FilePage.link(for: path) : nil
        }
        return document.render(RenderHooks(
            headingID: { index, heading in ids.id(at: index, text: heading.text) },
            codeBlock: { blocks.html($0) },
            table: { BlockRenderer.table($0, strings: strings) }))
    }

    /// The chapter's title: its first level-1 heading, else its first heading.
    static func title(of document: RenderedDocument, fallback: String) -> String {
        (document.headings.first { $0.level == 1 } ?? document.headings.first)?.text ?? fallback
    }

    /// Heading texts of a document, in order (for the source language's ids).
    static func headingTexts(_ document: MarkdownDocument) -> [String] {
        document.headingTexts()
    }
}
