import CMark

/// A fenced or indented code block, as the chapter wrote it.
public struct CodeBlock: Equatable, Sendable {
    /// The info string after the opening fence ("" for indented blocks).
    public var info: String
    /// The code, with a final newline when it has any lines.
    public var literal: String
    /// 1-based line of the opening fence.
    public var line: Int
    /// 1-based column of the opening fence.
    public var column: Int
    /// 1-based line of the first line of code.
    public var codeLine: Int { isFenced ? line + 1 : line }
    /// 1-based column (in characters) where the info string starts, on `line`.
    public var infoColumn: Int
    public var isFenced: Bool
    /// False when the fence was never closed (cmark then runs the block to
    /// the end of its container).
    public var isClosed: Bool

    /// The first word of the info string: the block's language.
    public var language: Substring {
        info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? ""
    }
}

/// A heading and where it is.
public struct Heading: Equatable, Sendable {
    public var level: Int
    public var text: String
    public var line: Int
    public var column: Int
}

/// The blocks of a chapter that passes and checks care about, in document
/// order, as plain Swift values.
public enum MarkdownBlock: Equatable, Sendable {
    case heading(Heading)
    case code(CodeBlock)
    /// A paragraph that is a pipe table: its source lines and first line.
    case table(PipeTable, line: Int, column: Int)
}

extension MarkdownDocument {
    /// Every heading, code block and pipe table, in document order, nested
    /// ones (in lists and quotes) included.
    public func blocks() -> [MarkdownBlock] {
        var result: [MarkdownBlock] = []
        forEachNode { node in
            switch cmark_node_get_type(node) {
            case CMARK_NODE_HEADING:
                result.append(.heading(Heading(
                    level: Int(cmark_node_get_heading_level(node)),
                    text: Self.plainText(node),
                    line: Int(cmark_node_get_start_line(node)),
                    column: Int(cmark_node_get_start_column(node)))))
            case CMARK_NODE_CODE_BLOCK:
                result.append(.code(codeBlock(node)))
            case CMARK_NODE_PARAGRAPH:
                let line = Int(cmark_node_get_start_line(node))
                let column = Int(cmark_node_get_start_column(node))
                if let table = pipeTable(node) {
                    result.append(.table(table, line: line, column: column))
                }
            default:
                break
            }
        }
        return result
    }

    /// The code blocks alone.
    public func codeBlocks() -> [CodeBlock] {
        blocks().compactMap { if case .code(let block) = $0 { block } else { nil } }
    }

    func codeBlock(_ node: OpaquePointer) -> CodeBlock {
        let line = Int(cmark_node_get_start_line(node))
        let column = Int(cmark_node_get_start_column(node))
        let endLine = Int(cmark_node_get_end_line(node))
        let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
        let source = self.line(line)
        let characters = Array(source)
        var index = max(column - 1, 0)
        while index < characters.count, characters[index] == " " || characters[index] == "\t" { index += 1 }
        let fence = index < characters.count ? characters[index] : " "
        let isFenced = fence == "`" || fence == "~"
        var closed = true
        if isFenced {
            while index < characters.count, characters[index] == fence { index += 1 }
            while index < characters.count, characters[index] == " " || characters[index] == "\t" { index += 1 }
            let last = self.line(endLine).drop(while: { $0 == " " || $0 == "\t" })
            closed = endLine > line && last.first == fence
        }
        return CodeBlock(info: info, literal: Self.literal(node), line: line, column: column,
                         infoColumn: index + 1, isFenced: isFenced, isClosed: closed)
    }

    /// The paragraph's source lines as a pipe table, if they form one.
    func pipeTable(_ node: OpaquePointer) -> PipeTable? {
        let first = Int(cmark_node_get_start_line(node))
        let last = Int(cmark_node_get_end_line(node))
        guard last > first else { return nil }
        let column = Int(cmark_node_get_start_column(node))
        // Most paragraphs are prose: their second line is no delimiter row.
        guard PipeTable.isDelimiterRow(self.line(first + 1).utf8.dropFirst(max(column - 1, 0))) else { return nil }
        let lines = (first...last).map { String(self.line($0).dropFirst(max(column - 1, 0))) }
        return PipeTable(lines: lines)
    }
}
