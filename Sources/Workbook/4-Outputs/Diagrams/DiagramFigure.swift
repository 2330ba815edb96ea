/// A ```` ```diagram NAME ```` block as the page shows it: a `<figure>` with
/// the SVG drawn from the block's source (a trace or a graph) in a
/// horizontally scrollable frame, so a phone scrolls a wide diagram instead of
/// shrinking its text, and the block's caption under it: the title, and the
/// description folded (a screen reader gets it as the SVG's description).
struct DiagramFigure {
    var catalog: DiagramCatalog
    var language: String
    var strings: SiteStrings
    /// How many times each diagram appeared on the page so far (for unique ids).
    private var seen: [String: Int] = [:]

    init(catalog: DiagramCatalog, language: String, strings: SiteStrings) {
        self.catalog = catalog
        self.language = language
        self.strings = strings
    }

    /// The figure for `block`, or nil when its name or source is unusable
    /// (`check` reports why; the page then shows the block as text).
    mutating func html(_ block: DiagramBlock) -> HTML? {
        guard let name = block.name, let file = catalog.fileName(for: name, language: language),
            let source = catalog.sources[file]
        else { return nil }
        let count = seen[name, default: 0] + 1
        seen[name] = count
        let id = "wb-diagram-\(name)" + (count > 1 ? "-\(count)" : "")
        let caption = block.caption
        let title = MarkdownDocument.plainText(markdown: caption.title)
        let description = MarkdownDocument.plainText(markdown: caption.description)
        let svg = Self.svg(source, id: id, title: title, description: description, language: language, strings: strings)
        var html: HTML = "<figure class=\"wb-diagram\" id=\"\(attribute: id)\">\n"
        html +=
            "<div class=\"wb-diagram-scroll\" tabindex=\"0\" role=\"group\" aria-labelledby=\"\(attribute: id)-c\">\n"
        html += svg
        html += "</div>\n<figcaption><span class=\"wb-diagram-title\" id=\"\(attribute: id)-c\">"
        let typography = ProseTypography(language: language)
        html += HTML.inlineMarkdown(caption.title, typography: typography) + "</span>\n"
        // The description is the SVG's accessible description already; sighted readers may unfold it.
        html += "<details class=\"wb-diagram-words\"><summary>\(strings.diagramInWords)</summary>"
        let words = HTML.inlineMarkdown(caption.description, typography: typography)
        html += "<p>\(words)</p></details></figcaption>\n"
        return html + "</figure>\n"
    }

    /// The drawing of `source` in `language`.
    static func svg(
        _ source: DiagramCatalog.Source, id: String, title: String, description: String,
        language: String, strings: SiteStrings
    ) -> HTML {
        switch source {
        case .sequence(let trace):
            return SequenceDiagram(trace: trace, callWord: strings.diagramCall, answerWord: strings.diagramAnswer)
                .svg(id: id, title: title, description: description)
        case .structure(let graph) where graph.kind == .layers:
            return LayerDiagram(graph: graph, language: language)
                .svg(id: id, title: title, description: description)
        case .structure(let graph):
            return ComponentDiagram(
                graph: graph, language: language, strongWord: strings.strongReference,
                weakWord: strings.weakReference
            )
            .svg(id: id, title: title, description: description)
        }
    }
}
