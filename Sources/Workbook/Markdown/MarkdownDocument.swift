import CMark

/// A Markdown file parsed by cmark. This type and its extensions in
/// `Markdown/` are the only code that talks to C: they hand out Swift values
/// and free what they allocate.
public final class MarkdownDocument {
    /// The text that was parsed (LF line ends).
    public let text: String
    /// The root of cmark's tree; owned by this object, freed in `deinit`.
    let root: OpaquePointer
    /// Byte offsets of the start of each line in `text`, for source positions.
    let lineStarts: [Int]

    /// Parses `text` (already decoded and normalized by `SourceText`).
    public init(parsing text: String) {
        self.text = text
        var starts = [0]
        let utf8 = text.utf8
        var offset = 0
        for byte in utf8 {
            offset += 1
            if byte == 0x0A { starts.append(offset) }
        }
        lineStarts = starts
        let parser = cmark_parser_new(CMARK_OPT_DEFAULT)
        defer { cmark_parser_free(parser) }
        var copy = text
        copy.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                cmark_parser_feed(parser, chars.baseAddress, chars.count)
            }
        }
        root = cmark_parser_finish(parser)
    }

    deinit {
        cmark_node_free(root)
    }

    /// The text of 1-based line `line`, without its line end.
    public func line(_ line: Int) -> Substring {
        guard line >= 1, line <= lineStarts.count else { return "" }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: lineStarts[line - 1])
        var end = line < lineStarts.count
            ? utf8.index(utf8.startIndex, offsetBy: lineStarts[line] - 1)
            : utf8.endIndex
        if end < start { end = start }
        return text[start..<end]
    }

    /// Number of lines in the text.
    public var lineCount: Int { lineStarts.count }
}

// MARK: - Walking

extension MarkdownDocument {
    /// Calls `body` for every node on entry, depth first, in document order.
    func forEachNode(_ body: (OpaquePointer) -> Void) {
        let iterator = cmark_iter_new(root)
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            body(node)
        }
    }

    /// The literal of a node as a Swift string ("" when it has none).
    static func literal(_ node: OpaquePointer) -> String {
        guard let pointer = cmark_node_get_literal(node) else { return "" }
        return String(cString: pointer)
    }

    /// The concatenated text of a node's inline descendants (for headings).
    static func plainText(_ node: OpaquePointer) -> String {
        var result = ""
        let iterator = cmark_iter_new(node)
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let child = cmark_iter_get_node(iterator) else { continue }
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
}
