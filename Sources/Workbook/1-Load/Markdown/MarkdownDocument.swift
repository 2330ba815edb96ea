/// A Markdown file, parsed once by `MarkdownWalker` into plain Swift values:
/// its blocks of interest (headings, code blocks, pipe tables) with their
/// source positions, the body HTML around them, and the plain text of each
/// section. No cmark tree outlives the parse.
struct MarkdownDocument: Sendable {
    /// The text that was parsed (LF line ends). A document from the model
    /// cache decodes it from the file's bytes when first asked: most runs
    /// never read the text of an unchanged chapter.
    var text: String { source.value }
    private let source: Lazy<String>
    /// Byte offsets of the start of each line in `text`, for source positions
    /// (a document from the model cache finds them when first asked).
    var lineStarts: [Int] { lines.value }
    private let lines: Lazy<[Int]>
    /// Headings, code blocks and pipe tables, in document order.
    let blocks: [MarkdownBlock]
    /// The HTML around the blocks and the text of the sections, which only
    /// rendering reads: a document from the model cache decodes them then.
    let prose: DocumentProse
    /// cmark's safe HTML of everything else: `pieces[i]` comes before block
    /// `i`, the last piece after the last block (`blocks.count + 1` pieces).
    var pieces: [String] { prose.value.pieces }
    /// The plain text under each heading: `sectionText[0]` is the text before
    /// the first heading, `sectionText[k + 1]` the text under heading `k`.
    /// Tables count as text; code blocks do not.
    var sectionText: [String] { prose.value.sectionText }

    /// Parses `text` (already decoded and normalized by `SourceText`); its
    /// HTML gets the no-break spaces of `typography` (its language's).
    init(parsing text: String, typography: ProseTypography = .none) {
        self = MarkdownWalker.document(text, typography: typography)
    }

    init(text: String, lineStarts: [Int], blocks: [MarkdownBlock], pieces: [String], sectionText: [String]) {
        source = Lazy(ready: text)
        lines = Lazy(ready: lineStarts)
        self.blocks = blocks
        prose = DocumentProse(pieces: pieces, sectionText: sectionText)
    }

    /// A document read back from the model cache.
    init(text: Lazy<String>, blocks: [MarkdownBlock], prose: DocumentProse) {
        source = text
        lines = Lazy { Self.lineStarts(text.value) }
        self.blocks = blocks
        self.prose = prose
    }

    /// The body HTML, with `blockHTML(index, block)` in place of each block.
    /// Every block's HTML ends with a line end, as a block of cmark's does.
    func html(_ blockHTML: (Int, MarkdownBlock) -> String) -> String {
        let pieces = pieces
        var result = pieces[0]
        for (index, block) in blocks.enumerated() {
            result += blockHTML(index, block)
            result += pieces[index + 1]
        }
        return result
    }

    /// The text of 1-based line `line`, without its line end.
    func line(_ line: Int) -> Substring {
        let lineStarts = lineStarts
        guard line >= 1, line <= lineStarts.count else { return "" }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: lineStarts[line - 1])
        var end =
            line < lineStarts.count
            ? utf8.index(utf8.startIndex, offsetBy: lineStarts[line] - 1)
            : utf8.endIndex
        if end < start { end = start }
        return text[start..<end]
    }

    /// Number of lines in the text.
    var lineCount: Int { lineStarts.count }

    /// The code blocks alone.
    func codeBlocks() -> [CodeBlock] {
        blocks.compactMap { if case .code(let block) = $0 { block } else { nil } }
    }

    /// The text of every heading, in order.
    func headingTexts() -> [String] {
        blocks.compactMap { if case .heading(let heading) = $0 { heading.text } else { nil } }
    }

    /// Byte offsets of the start of each line of `text`.
    static func lineStarts(_ text: String) -> [Int] {
        var starts = [0]
        var text = text
        text.withUTF8 { bytes in
            for offset in bytes.indices where bytes[offset] == 0x0A { starts.append(offset + 1) }
        }
        return starts
    }
}
