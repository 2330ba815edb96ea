import CMark
import Foundation

/// The one place that talks to cmark: it parses text, walks the tree once,
/// hands out Swift values and frees the tree before returning (`defer`).
enum MarkdownWalker {
    // MARK: - Chapters

    /// Parses a chapter: every heading, code block and pipe table as a value,
    /// the HTML around them, and the plain text of each section. The HTML
    /// (headings' included) has the no-break spaces of `typography`; the
    /// section and heading texts, which search, ids and titles read, do not.
    static func document(_ text: String, typography: ProseTypography = .none) -> MarkdownDocument {
        let lines = MarkdownDocument(
            text: text, lineStarts: MarkdownDocument.lineStarts(text),
            blocks: [], pieces: [""], sectionText: [])
        return withTree(text) { root in
            var blocks: [MarkdownBlock] = []
            var replaced: [OpaquePointer] = []
            var sections = [""]
            var headingDepth = 0
            var table: OpaquePointer?
            var code: [OpaquePointer] = []
            var headings: [(block: Int, node: OpaquePointer)] = []
            walk(root) { event, node in
                let type = cmark_node_get_type(node)
                if event == CMARK_EVENT_EXIT {
                    if type == CMARK_NODE_HEADING { headingDepth -= 1 }
                    if type == CMARK_NODE_PARAGRAPH {
                        sections[sections.count - 1] += " "
                        if node == table { table = nil }
                    }
                    return
                }
                switch type {
                case CMARK_NODE_HEADING:
                    headingDepth += 1
                    blankUnsafeURLs(under: node)
                    headings.append((blocks.count, node))
                    blocks.append(
                        .heading(
                            Heading(
                                level: Int(cmark_node_get_heading_level(node)), text: plainText(node),
                                line: Int(cmark_node_get_start_line(node)),
                                column: Int(cmark_node_get_start_column(node)))))
                    replaced.append(node)
                    sections.append("")
                case CMARK_NODE_CODE_BLOCK:
                    blocks.append(.code(codeBlock(node, lines: lines)))
                    replaced.append(node)
                case CMARK_NODE_PARAGRAPH:
                    if let pipeTable = pipeTable(node, lines: lines) {
                        blocks.append(
                            .table(
                                pipeTable, line: Int(cmark_node_get_start_line(node)),
                                column: Int(cmark_node_get_start_column(node))))
                        replaced.append(node)
                        table = node
                        sections[sections.count - 1] += (pipeTable.header + pipeTable.rows.joined())
                            .map { MarkdownDocument.plainText(markdown: $0) }.joined(separator: " ")
                    }
                case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                    if headingDepth == 0 && table == nil {
                        sections[sections.count - 1] += literal(node)
                        if type == CMARK_NODE_CODE { code.append(node) }
                    }
                case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                    if headingDepth == 0 && table == nil { sections[sections.count - 1] += " " }
                case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                    blankUnsafeURL(node)
                default:
                    break
                }
            }
            for index in sections.indices {
                while sections[index].hasSuffix(" ") { sections[index].removeLast() }
                while sections[index].hasPrefix(" ") { sections[index].removeFirst() }
            }
            applyTypography(typography, under: root)
            for (index, node) in headings {
                guard case .heading(var heading) = blocks[index] else { continue }
                heading.html = headingContent(node, level: heading.level)
                blocks[index] = .heading(heading)
            }
            addBreakOpportunities(to: code)
            let pieces = renderAround(replaced, root: root, text: text)
            return MarkdownDocument(
                text: text, lineStarts: lines.lineStarts, blocks: blocks,
                pieces: pieces, sectionText: sections)
        }
    }

    /// Swaps each of `nodes` for a custom block holding a marker, renders the
    /// tree once with `CMARK_OPT_DEFAULT` (safe: raw HTML is dropped,
    /// `javascript:` links are emptied) and cuts the HTML at the markers.
    /// A marker the text itself produced would cut in the wrong place: the
    /// count tells, and a longer marker is tried.
    private static func renderAround(_ nodes: [OpaquePointer], root: OpaquePointer, text: String) -> [String] {
        var customs: [OpaquePointer] = []
        customs.reserveCapacity(nodes.count)
        for node in nodes {
            guard let custom = replace(node, withCustom: CMARK_NODE_CUSTOM_BLOCK) else { break }
            customs.append(custom)
        }
        // Only a tree cmark would not build gets here: show it as cmark renders it.
        guard customs.count == nodes.count else {
            return [renderHTML(root)] + Array(repeating: "", count: nodes.count)
        }
        var attempt = 0
        while true {
            let marker = "\u{1}wb-block-\(attempt)\u{1}\n"
            attempt += 1
            if contains(text, bytes: marker) { continue }
            for custom in customs { cmark_node_set_on_enter(custom, marker) }
            let pieces = split(renderHTML(root), at: marker)
            if pieces.count == nodes.count + 1 { return pieces }
        }
    }

    /// True when `needle`'s UTF-8 occurs in `text`'s: the byte search `split`
    /// cuts at (Foundation's `contains` compares Unicode characters, a
    /// tenth of a `check` spent on markers that begin with a control byte).
    private static func contains(_ text: String, bytes needle: String) -> Bool {
        let needle = Array(needle.utf8)
        var text = text
        return text.withUTF8 { bytes in
            guard let first = needle.first, bytes.count >= needle.count else { return needle.isEmpty }
            for index in 0...(bytes.count - needle.count) where bytes[index] == first {
                if bytes[index..<index + needle.count].elementsEqual(needle) { return true }
            }
            return false
        }
    }

    /// `html` cut at every occurrence of `marker`.
    private static func split(_ html: String, at marker: String) -> [String] {
        let bytes = Array(html.utf8)
        let needle = Array(marker.utf8)
        var pieces: [String] = []
        var start = 0
        var index = 0
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], bytes[index..<index + needle.count].elementsEqual(needle) {
                pieces.append(String(decoding: bytes[start..<index], as: UTF8.self))
                index += needle.count
                start = index
            } else {
                index += 1
            }
        }
        pieces.append(String(decoding: bytes[start...], as: UTF8.self))
        return pieces
    }

    // MARK: - Prose

    /// The prose of a chapter as the glossary check reads it, in document
    /// order: each paragraph and heading (table rows and list items are
    /// paragraphs too) starts with `.start`, then its text, line breaks and
    /// inline code as cmark parsed them. Code blocks give nothing, nor
    /// does anything inside a block quote; raw HTML is handed out for the
    /// comments in it. Text positions are cmark's: the line is exact, the
    /// column (in bytes) only on a block's first line.
    static func prose(_ text: String) -> [ProseEvent] {
        withTree(text) { root in
            var events: [ProseEvent] = []
            var quoteDepth = 0
            var autolink: OpaquePointer?
            walk(root) { event, node in
                let type = cmark_node_get_type(node)
                if type == CMARK_NODE_BLOCK_QUOTE {
                    quoteDepth += event == CMARK_EVENT_ENTER ? 1 : -1
                    return
                }
                // An autolink's text is its URL.
                if node == autolink {
                    autolink = nil
                    return
                }
                if autolink == nil, event == CMARK_EVENT_ENTER, type == CMARK_NODE_LINK, isAutolink(node) {
                    autolink = node
                }
                guard event == CMARK_EVENT_ENTER, quoteDepth == 0, autolink == nil else { return }
                let line = Int(cmark_node_get_start_line(node))
                switch type {
                case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING:
                    events.append(.start)
                case CMARK_NODE_TEXT:
                    events.append(.text(literal(node), line: line, column: Int(cmark_node_get_start_column(node))))
                case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                    events.append(.lineBreak)
                case CMARK_NODE_CODE:
                    events.append(.code)
                case CMARK_NODE_HTML_BLOCK, CMARK_NODE_HTML_INLINE:
                    events.append(.html(literal(node), line: line))
                default:
                    break
                }
            }
            return events
        }
    }

    /// True for `<https://…>` and `<name@host>`: a link whose only text is its URL.
    private static func isAutolink(_ link: OpaquePointer) -> Bool {
        guard let child = cmark_node_first_child(link), cmark_node_next(child) == nil,
            cmark_node_get_type(child) == CMARK_NODE_TEXT, let url = cmark_node_get_url(link)
        else { return false }
        let text = literal(child)
        // cmark escapes the URL (`ú` → `%C3%BA`), not the text.
        let target = String(cString: url).removingPercentEncoding ?? String(cString: url)
        return target == text || target == "mailto:" + text
    }

    // MARK: - Fragments

    /// Markdown from somewhere other than a chapter file (an exercise's task,
    /// a hint, a table cell) rendered safely to HTML: code and tables as
    /// cmark renders them, headings with the ids `idPrefix-0`, `idPrefix-1`, …,
    /// prose with the no-break spaces of `typography`.
    static func fragmentHTML(_ markdown: String, idPrefix: String, typography: ProseTypography) -> String {
        withTree(markdown) { root in
            var headings: [OpaquePointer] = []
            var code: [OpaquePointer] = []
            var headingDepth = 0
            walk(root) { event, node in
                let type = cmark_node_get_type(node)
                if type == CMARK_NODE_HEADING { headingDepth += event == CMARK_EVENT_ENTER ? 1 : -1 }
                guard event == CMARK_EVENT_ENTER else { return }
                switch type {
                case CMARK_NODE_CODE:
                    if headingDepth == 0 { code.append(node) }
                case CMARK_NODE_HEADING:
                    blankUnsafeURLs(under: node)
                    headings.append(node)
                case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                    blankUnsafeURL(node)
                default:
                    break
                }
            }
            applyTypography(typography, under: root)
            for (index, node) in headings.enumerated() {
                let level = Int(cmark_node_get_heading_level(node))
                let html = MarkdownDocument.headingHTML(
                    level: level, content: headingContent(node, level: level),
                    id: "\(idPrefix)-\(index)")
                replace(node, withCustom: CMARK_NODE_CUSTOM_BLOCK, html: html)
            }
            addBreakOpportunities(to: code)
            return renderHTML(root)
        }
    }

    /// Inline code this long or longer gets break opportunities.
    static let breakableCodeLength = 12

    /// Swaps each inline code node of `breakableCodeLength` characters or
    /// more for the same `<code>` with `<wbr>` where a reader would break
    /// it (`codeHTML`): a long identifier in a narrow table column or on a
    /// phone then wraps at a word of its name, not at any letter.
    private static func addBreakOpportunities(to nodes: [OpaquePointer]) {
        for node in nodes {
            let code = literal(node)
            guard code.count >= breakableCodeLength else { continue }
            replace(node, withCustom: CMARK_NODE_CUSTOM_INLINE, html: codeHTML(code))
        }
    }

    /// Puts a custom node of `type` in `node`'s place, rendering as `html`
    /// (its text is set later when nil), and frees `node`. Nil when cmark
    /// refuses: the tree is then as it was.
    @discardableResult
    private static func replace(
        _ node: OpaquePointer, withCustom type: cmark_node_type, html: String? = nil
    )
        -> OpaquePointer?
    {
        guard let custom = cmark_node_new(type) else { return nil }
        if let html { cmark_node_set_on_enter(custom, html) }
        guard cmark_node_insert_before(node, custom) == 1 else {
            cmark_node_free(custom)
            return nil
        }
        cmark_node_unlink(node)
        cmark_node_free(node)
        return custom
    }

    /// `<code>` with `code` escaped and its word breaks (`htmlEscapedWithWordBreaks`).
    static func codeHTML(_ code: String) -> String {
        "<code>" + code.htmlEscapedWithWordBreaks + "</code>"
    }

    /// The text of inline Markdown without its markup (raw HTML dropped).
    static func plainText(markdown: String) -> String {
        withTree(markdown) { plainText($0) }
    }

    // MARK: - Typography

    /// Puts `typography`'s no-break spaces into the prose under `root`: the
    /// text nodes and soft breaks of each paragraph and heading, read as one
    /// `ProseRun` (so `v` at the end of a line or in `*v* Xcode` counts).
    /// Inline code, raw HTML, URLs, titles and an image's alt text are never
    /// edited. Call it after reading the text that search, ids and titles
    /// use, before rendering.
    private static func applyTypography(_ typography: ProseTypography, under root: OpaquePointer) {
        guard typography.rules != .none else { return }
        var blocks: [OpaquePointer] = []
        walk(root) { event, node in
            let type = cmark_node_get_type(node)
            if event == CMARK_EVENT_ENTER, type == CMARK_NODE_PARAGRAPH || type == CMARK_NODE_HEADING {
                blocks.append(node)
            }
        }
        for block in blocks {
            var run = ProseRun()
            var editable: [OpaquePointer] = []
            var imageDepth = 0
            walk(block) { event, node in
                let type = cmark_node_get_type(node)
                if type == CMARK_NODE_IMAGE {
                    // Its alt text becomes an attribute: the image counts as one opaque character.
                    if event == CMARK_EVENT_ENTER && imageDepth == 0 { run.appendOpaque() }
                    imageDepth += event == CMARK_EVENT_ENTER ? 1 : -1
                    return
                }
                guard event == CMARK_EVENT_ENTER, imageDepth == 0 else { return }
                switch type {
                case CMARK_NODE_TEXT:
                    run.appendText(literal(node))
                    editable.append(node)
                case CMARK_NODE_SOFTBREAK:
                    run.appendSoftBreak()
                    editable.append(node)
                case CMARK_NODE_LINEBREAK:
                    run.appendLineBreak()
                case CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE, CMARK_NODE_CUSTOM_INLINE:
                    run.appendOpaque()
                default:
                    break
                }
            }
            for edit in run.edits(typography) {
                switch edit {
                case .text(let index, let literal):
                    cmark_node_set_literal(editable[index], literal)
                case .softBreak(let index):
                    // The line end becomes a text node holding the no-break space.
                    guard let space = cmark_node_new(CMARK_NODE_TEXT) else { continue }
                    cmark_node_set_literal(space, String(ProseTypography.noBreakSpace))
                    guard cmark_node_insert_before(editable[index], space) == 1 else {
                        cmark_node_free(space)
                        continue
                    }
                    cmark_node_unlink(editable[index])
                    cmark_node_free(editable[index])
                }
            }
        }
    }

    // MARK: - The tree

    /// Parses `text`, hands the root to `body`, frees the tree.
    private static func withTree<Result>(_ text: String, _ body: (OpaquePointer) -> Result) -> Result {
        let parser = cmark_parser_new(CMARK_OPT_DEFAULT)
        defer { cmark_parser_free(parser) }
        var copy = text
        copy.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                cmark_parser_feed(parser, chars.baseAddress, chars.count)
            }
        }
        let root = cmark_parser_finish(parser)!
        defer { cmark_node_free(root) }
        return body(root)
    }

    /// The walk: calls `body` for every enter and exit event under `node`,
    /// depth first, in document order.
    private static func walk(_ node: OpaquePointer, _ body: (cmark_event_type, OpaquePointer) -> Void) {
        let iterator = cmark_iter_new(node)
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let current = cmark_iter_get_node(iterator) else { continue }
            body(event, current)
        }
    }

    /// The literal of a node as a Swift string ("" when it has none).
    private static func literal(_ node: OpaquePointer) -> String {
        guard let pointer = cmark_node_get_literal(node) else { return "" }
        return String(cString: pointer)
    }

    /// The concatenated text of a node's inline descendants.
    private static func plainText(_ node: OpaquePointer) -> String {
        var result = ""
        walk(node) { event, child in
            guard event == CMARK_EVENT_ENTER else { return }
            switch cmark_node_get_type(child) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                result += literal(child)
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                result += " "
            default:
                break
            }
        }
        return result
    }

    /// cmark's safe HTML for `node` and its children.
    private static func renderHTML(_ node: OpaquePointer) -> String {
        guard let pointer = cmark_render_html(node, CMARK_OPT_DEFAULT) else { return "" }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// A heading's content as cmark renders it, without the `<hN>` around it.
    private static func headingContent(_ node: OpaquePointer, level: Int) -> String {
        let rendered = renderHTML(node)
        let open = "<h\(level)>", close = "</h\(level)>"
        var inner = Substring(rendered)
        while inner.last == "\n" { inner = inner.dropLast() }
        if inner.hasPrefix(open) { inner = inner.dropFirst(open.count) }
        if inner.hasSuffix(close) { inner = inner.dropLast(close.count) }
        return String(inner)
    }

    /// Empties the URL of a link or image that `MarkdownDocument.isUnsafeURL` refuses.
    private static func blankUnsafeURL(_ node: OpaquePointer) {
        guard let pointer = cmark_node_get_url(node),
            MarkdownDocument.isUnsafeURL(String(cString: pointer))
        else { return }
        cmark_node_set_url(node, "")
    }

    /// `blankUnsafeURL` for every link and image inside `node` (a heading,
    /// rendered before the main walk reaches its children).
    private static func blankUnsafeURLs(under node: OpaquePointer) {
        walk(node) { event, child in
            let type = cmark_node_get_type(child)
            if event == CMARK_EVENT_ENTER, type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE {
                blankUnsafeURL(child)
            }
        }
    }

    // MARK: - Blocks

    private static func codeBlock(_ node: OpaquePointer, lines: MarkdownDocument) -> CodeBlock {
        let line = Int(cmark_node_get_start_line(node))
        let column = Int(cmark_node_get_start_column(node))
        let endLine = Int(cmark_node_get_end_line(node))
        let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
        let characters = Array(lines.line(line))
        var index = max(column - 1, 0)
        while index < characters.count, characters[index] == " " || characters[index] == "\t" { index += 1 }
        let fence = index < characters.count ? characters[index] : " "
        let isFenced = fence == "`" || fence == "~"
        var closed = true
        var fenceLength = 0
        if isFenced {
            let fenceStart = index
            while index < characters.count, characters[index] == fence { index += 1 }
            fenceLength = index - fenceStart
            while index < characters.count, characters[index] == " " || characters[index] == "\t" { index += 1 }
            let last = lines.line(endLine).drop(while: { $0 == " " || $0 == "\t" })
            closed = endLine > line && last.first == fence
        }
        var block = CodeBlock(
            info: info, literal: literal(node), line: line, column: column,
            infoColumn: index + 1, isFenced: isFenced, isClosed: closed)
        if isFenced {
            block.fenceCharacter = fence == "`" ? UInt8(ascii: "`") : UInt8(ascii: "~")
            block.fenceLength = fenceLength
        }
        return block
    }

    /// The paragraph's source lines as a pipe table, if they form one.
    private static func pipeTable(_ node: OpaquePointer, lines: MarkdownDocument) -> PipeTable? {
        let first = Int(cmark_node_get_start_line(node))
        let last = Int(cmark_node_get_end_line(node))
        guard last > first else { return nil }
        let column = Int(cmark_node_get_start_column(node))
        // Most paragraphs are prose: their second line is no delimiter row.
        guard PipeTable.isDelimiterRow(lines.line(first + 1).utf8.dropFirst(max(column - 1, 0))) else { return nil }
        return PipeTable(lines: (first...last).map { String(lines.line($0).dropFirst(max(column - 1, 0))) })
    }
}

extension MarkdownWalker {
    /// The version of the cmark library linked at run time (not the one
    /// whose headers the tool was compiled against): it parses and renders
    /// every page, so it is part of every cache key (`BuildIdentity`).
    static var libraryVersion: String {
        String(cString: cmark_version_string())
    }
}
