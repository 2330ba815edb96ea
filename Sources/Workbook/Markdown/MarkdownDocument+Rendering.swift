import CMark
import Foundation

/// What the site puts in place of blocks when a document is rendered. Each
/// hook is called once per block, in document order; returning nil keeps
/// cmark's own rendering of that block.
public struct RenderHooks {
    /// The id of the heading at `index` (0-based, among all headings).
    public var headingID: (_ index: Int, _ heading: Heading) -> String
    /// HTML that replaces a code block (fenced or indented).
    public var codeBlock: (CodeBlock) -> String?
    /// HTML that replaces a paragraph recognised as a pipe table.
    public var table: (PipeTable) -> String?

    public init(headingID: @escaping (Int, Heading) -> String,
                codeBlock: @escaping (CodeBlock) -> String? = { _ in nil },
                table: @escaping (PipeTable) -> String? = { _ in nil }) {
        self.headingID = headingID
        self.codeBlock = codeBlock
        self.table = table
    }
}

/// A heading as it appears on the page.
public struct RenderedHeading: Equatable, Sendable {
    public var level: Int
    public var text: String
    public var id: String
}

/// A document rendered to HTML, with what the sidebar and the search index need.
public struct RenderedDocument: Sendable {
    /// The body HTML, rendered once by cmark with its safe default.
    public var html: String
    public var headings: [RenderedHeading]
    /// The plain text under each heading: `sectionText[0]` is the text before
    /// the first heading, `sectionText[k + 1]` the text under heading `k`.
    public var sectionText: [String]
    /// The code blocks under each heading, indexed like `sectionText`.
    public var sectionCode: [String]
}

extension MarkdownDocument {
    /// Renders the document through cmark's tree: blocks the hooks claim are
    /// replaced by custom blocks holding their HTML, headings get their ids,
    /// then the tree is rendered once with `CMARK_OPT_DEFAULT` (safe: raw
    /// HTML is dropped, `javascript:` links are emptied). The tree is put
    /// back as it was afterwards, so other passes may still read it.
    public func render(_ hooks: RenderHooks) -> RenderedDocument {
        var replacements: [(node: OpaquePointer, html: String)] = []
        var headings: [RenderedHeading] = []
        var sections = [""], code = [""]
        var headingDepth = 0
        var table: OpaquePointer?
        var blankedURLs: [(node: OpaquePointer, url: String)] = []
        let iterator = cmark_iter_new(root)
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            if event == CMARK_EVENT_EXIT {
                if type == CMARK_NODE_HEADING { headingDepth -= 1 }
                if type == CMARK_NODE_PARAGRAPH {
                    sections[sections.count - 1] += " "
                    if node == table { table = nil }
                }
                continue
            }
            switch type {
            case CMARK_NODE_HEADING:
                headingDepth += 1
                let heading = Heading(level: Int(cmark_node_get_heading_level(node)), text: Self.plainText(node),
                                      line: Int(cmark_node_get_start_line(node)),
                                      column: Int(cmark_node_get_start_column(node)))
                let id = hooks.headingID(headings.count, heading)
                headings.append(RenderedHeading(level: heading.level, text: heading.text, id: id))
                sections.append("")
                code.append("")
                Self.blankUnsafeURLs(under: node, saving: &blankedURLs)
                replacements.append((node, Self.headingHTML(node, level: heading.level, id: id)))
            case CMARK_NODE_CODE_BLOCK:
                let block = codeBlock(node)
                Self.appendText(block.literal, to: &code[code.count - 1])
                if let html = hooks.codeBlock(block) { replacements.append((node, html)) }
            case CMARK_NODE_PARAGRAPH:
                if let pipeTable = pipeTable(node), let html = hooks.table(pipeTable) {
                    replacements.append((node, html))
                    table = node
                    sections[sections.count - 1] += (pipeTable.header + pipeTable.rows.joined())
                        .map { Self.plainText(markdown: $0) }.joined(separator: " ")
                }
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                if headingDepth == 0 && table == nil { sections[sections.count - 1] += Self.literal(node) }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                if headingDepth == 0 && table == nil { sections[sections.count - 1] += " " }
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                Self.blankUnsafeURL(node, saving: &blankedURLs)
            default:
                break
            }
        }
        for index in sections.indices {
            while sections[index].hasSuffix(" ") { sections[index].removeLast() }
            while sections[index].hasPrefix(" ") { sections[index].removeFirst() }
        }
        let html = Self.renderReplacing(replacements, root: root)
        for (node, url) in blankedURLs.reversed() { cmark_node_set_url(node, url) }
        return RenderedDocument(html: html, headings: headings, sectionText: sections, sectionCode: code)
    }

    /// Markdown from somewhere other than a chapter file (an exercise's task,
    /// a hint, a table cell) rendered safely to HTML. Headings in it get the
    /// ids `idPrefix-0`, `idPrefix-1`, …
    public static func html(markdown: String, idPrefix: String = "h") -> String {
        let document = MarkdownDocument(parsing: markdown)
        return document.render(RenderHooks(headingID: { index, _ in "\(idPrefix)-\(index)" })).html
    }

    /// Inline Markdown (a table cell) rendered safely, without the paragraph
    /// around it. Text that cmark would read as another block (a list, a
    /// heading) is shown as escaped text: a cell holds inlines only.
    public static func inlineHTML(markdown: String) -> String {
        // Plain text (most table cells) needs no parser, only escaping.
        if !markdown.utf8.contains(where: { Self.markupBytes.contains($0) }) && !Self.mayStartBlock(markdown) {
            return markdown.htmlEscaped
        }
        var rendered = Substring(html(markdown: markdown))
        while rendered.last == "\n" { rendered = rendered.dropLast() }
        if rendered.isEmpty { return "" }
        guard rendered.hasPrefix("<p>"), rendered.hasSuffix("</p>"),
              rendered.dropFirst(3).range(of: "<p>") == nil else { return markdown.htmlEscaped }
        return String(rendered.dropFirst(3).dropLast(4))
    }

    /// The text of inline Markdown without its markup (raw HTML dropped).
    static func plainText(markdown: String) -> String {
        guard markdown.utf8.contains(where: { Self.markupBytes.contains($0) }) else { return markdown }
        let document = MarkdownDocument(parsing: markdown)
        return withExtendedLifetime(document) { plainText(document.root) }
    }

    private static let markupBytes: Set<UInt8> = Set("*_`<>[]!&\\:".utf8)

    /// Text cmark might read as a block of its own (a list, a heading, a
    /// quote, a thematic break), which a cell shows as escaped text anyway.
    private static func mayStartBlock(_ text: String) -> Bool {
        guard let first = text.utf8.first else { return false }
        return "#>-+=~0123456789".utf8.contains(first) || text.utf8.first == UInt8(ascii: " ")
    }

    /// The text of every heading, in order (cheaper than `blocks()`).
    public func headingTexts() -> [String] {
        var result: [String] = []
        forEachNode { node in
            if cmark_node_get_type(node) == CMARK_NODE_HEADING { result.append(Self.plainText(node)) }
        }
        return result
    }

    // MARK: - Tree surgery

    /// Empties the URL of a link or image that could run script or carry a
    /// document of its own (`javascript:`, `vbscript:`, `file:` and, unlike
    /// cmark's safe mode, every `data:` URL, images included), saving the
    /// original so the tree can be put back.
    static func blankUnsafeURL(_ node: OpaquePointer, saving saved: inout [(node: OpaquePointer, url: String)]) {
        guard let pointer = cmark_node_get_url(node) else { return }
        let url = String(cString: pointer)
        guard isUnsafeURL(url) else { return }
        saved.append((node, url))
        cmark_node_set_url(node, "")
    }

    /// `blankUnsafeURL` for every link and image inside `node` (a heading,
    /// rendered before the main walk reaches its children).
    static func blankUnsafeURLs(under node: OpaquePointer, saving saved: inout [(node: OpaquePointer, url: String)]) {
        let iterator = cmark_iter_new(node)
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let child = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(child)
            if type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE { blankUnsafeURL(child, saving: &saved) }
        }
    }

    /// True when a browser would read `url`'s scheme as one of the unsafe
    /// ones: it ignores whitespace and control characters in it and its case.
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

    private static let unsafeSchemes: Set<[UInt8]> = Set(["javascript", "vbscript", "data", "file"].map { Array($0.utf8) })

    /// Swaps each node for a custom block holding its HTML, renders the tree,
    /// and swaps the originals back.
    private static func renderReplacing(_ replacements: [(node: OpaquePointer, html: String)],
                                        root: OpaquePointer) -> String {
        var swapped: [(original: OpaquePointer, custom: OpaquePointer)] = []
        swapped.reserveCapacity(replacements.count)
        for (node, html) in replacements {
            guard let custom = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { continue }
            cmark_node_set_on_enter(custom, html)
            if cmark_node_insert_before(node, custom) == 1 {
                cmark_node_unlink(node)
                swapped.append((node, custom))
            } else {
                cmark_node_free(custom)
            }
        }
        defer {
            for (original, custom) in swapped {
                cmark_node_insert_before(custom, original)
                cmark_node_free(custom)
            }
        }
        return renderHTML(root)
    }

    /// cmark's safe HTML for `node` and its children.
    static func renderHTML(_ node: OpaquePointer) -> String {
        guard let pointer = cmark_render_html(node, CMARK_OPT_DEFAULT) else { return "" }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// The heading as cmark renders it, with an id and a link to itself.
    static func headingHTML(_ node: OpaquePointer, level: Int, id: String) -> String {
        let rendered = renderHTML(node)
        let open = "<h\(level)>", close = "</h\(level)>"
        var inner = Substring(rendered)
        while inner.last == "\n" { inner = inner.dropLast() }
        if inner.hasPrefix(open) { inner = inner.dropFirst(open.count) }
        if inner.hasSuffix(close) { inner = inner.dropLast(close.count) }
        let escapedID = id.htmlAttributeEscaped
        return "<h\(level) id=\"\(escapedID)\">\(inner)<a class=\"wb-anchor\" href=\"#\(escapedID)\" aria-hidden=\"true\" tabindex=\"-1\">#</a>\(close)\n"
    }

    private static func appendText(_ text: String, to section: inout String) {
        if !section.isEmpty { section += " " }
        section += text
    }
}
