import Foundation

/// Markdown that is not a chapter (an exercise's task, a hint, a table cell,
/// a diagram's caption) as safe HTML or plain text, and the HTML rules the
/// walker and the site share.
extension MarkdownDocument {
    /// Markdown rendered safely to HTML. Headings in it get the ids
    /// `idPrefix-0`, `idPrefix-1`, …; prose the no-break spaces of `typography`.
    static func html(markdown: String, idPrefix: String = "h", typography: ProseTypography = .none) -> String {
        MarkdownWalker.fragmentHTML(markdown, idPrefix: idPrefix, typography: typography)
    }

    /// Inline Markdown (a table cell) rendered safely, without the paragraph
    /// around it. Text that cmark would read as another block (a list, a
    /// heading) is shown as escaped text: a cell holds inlines only.
    static func inlineHTML(markdown: String, typography: ProseTypography = .none) -> String {
        // Plain text (most table cells) needs no parser, only escaping: it
        // is one text node, which gets the no-break spaces a tree would.
        if !markdown.utf8.contains(where: { Self.markupBytes.contains($0) }) && !Self.mayStartBlock(markdown) {
            return typography.applied(to: markdown).htmlEscaped
        }
        var rendered = Substring(html(markdown: markdown, typography: typography))
        while rendered.last == "\n" { rendered = rendered.dropLast() }
        if rendered.isEmpty { return "" }
        guard rendered.hasPrefix("<p>"), rendered.hasSuffix("</p>"),
            rendered.dropFirst(3).range(of: "<p>") == nil
        else { return typography.applied(to: markdown).htmlEscaped }
        return String(rendered.dropFirst(3).dropLast(4))
    }

    /// The text of inline Markdown without its markup (raw HTML dropped).
    static func plainText(markdown: String) -> String {
        guard markdown.utf8.contains(where: { Self.markupBytes.contains($0) }) else { return markdown }
        return MarkdownWalker.plainText(markdown: markdown)
    }

    private static let markupBytes: Set<UInt8> = Set("*_`<>[]!&\\:".utf8)

    /// Text cmark might read as a block of its own (a list, a heading, a
    /// quote, a thematic break), which a cell shows as escaped text anyway.
    private static func mayStartBlock(_ text: String) -> Bool {
        guard let first = text.utf8.first else { return false }
        return "#>-+=~0123456789".utf8.contains(first) || text.utf8.first == UInt8(ascii: " ")
    }

    /// A heading with an id and a link to itself; `content` is its HTML.
    static func headingHTML(level: Int, content: String, id: String) -> String {
        let escapedID = id.htmlAttributeEscaped
        return
            "<h\(level) id=\"\(escapedID)\">\(content)<a class=\"wb-anchor\" href=\"#\(escapedID)\" aria-hidden=\"true\" tabindex=\"-1\">#</a></h\(level)>\n"
    }

    /// True when a browser would read `url`'s scheme as one that could run
    /// script or carry a document of its own (`javascript:`, `vbscript:`,
    /// `file:` and, unlike cmark's safe mode, every `data:` URL, images
    /// included). It ignores whitespace and control characters in the scheme
    /// and its case.
    static func isUnsafeURL(_ url: String) -> Bool {
        var scheme: [UInt8] = []
        for byte in url.utf8 {
            if byte <= 0x20 { continue }
            if byte == UInt8(ascii: ":") { return unsafeSchemes.contains(scheme) }
            scheme.append(byte | 0x20)
            if scheme.count > 10 { return false }
        }
        return false
    }

    private static let unsafeSchemes: Set<[UInt8]> = Set(
        ["javascript", "vbscript", "data", "file"].map { Array($0.utf8) })
}
