/// Markdown from the chapters as `HTML`: the door for cmark's output.
///
/// cmark renders in safe mode (raw HTML from authors is dropped, unsafe URLs
/// emptied) and escapes every text node itself, and the walker escapes what
/// it adds, so its output is markup already and is taken as it is.
extension HTML {
    /// Block Markdown (an exercise's task, a hint, a quiz's explanation);
    /// its headings get the ids `idPrefix-0`, `idPrefix-1`, ….
    static func markdown(_ markdown: String, idPrefix: String = "h", typography: ProseTypography = .none) -> HTML {
        HTML(trustedMarkup: MarkdownDocument.html(markdown: markdown, idPrefix: idPrefix, typography: typography))
    }

    /// Inline Markdown (a table cell, a quiz option, a caption), without
    /// the paragraph around it.
    static func inlineMarkdown(_ markdown: String, typography: ProseTypography = .none) -> HTML {
        HTML(trustedMarkup: MarkdownDocument.inlineHTML(markdown: markdown, typography: typography))
    }

    /// A heading with an id and a link to itself; `content` is cmark's
    /// rendering of its inlines.
    static func heading(level: Int, content: String, id: String) -> HTML {
        HTML(trustedMarkup: MarkdownDocument.headingHTML(level: level, content: content, id: id))
    }
}
