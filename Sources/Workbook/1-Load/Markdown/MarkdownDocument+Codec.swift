/// A parsed document as bytes for the model cache (`ModelCache`), so a
/// chapter whose text did not change since the last run is not parsed again.
/// The text itself is not stored: the cache is keyed by it, and the reader
/// hands it back.
extension MarkdownDocument {
    func encode(into writer: inout ByteWriter) {
        writer.int(blocks.count)
        for block in blocks {
            switch block {
            case .heading(let heading):
                writer.byte(0)
                writer.int(heading.level)
                writer.string(heading.text)
                writer.int(heading.line)
                writer.int(heading.column)
                writer.string(heading.html)
            case .code(let code):
                writer.byte(1)
                writer.string(code.info)
                writer.string(code.literal)
                writer.int(code.line)
                writer.int(code.column)
                writer.int(code.infoColumn)
                writer.bool(code.isFenced)
                writer.bool(code.isClosed)
                writer.byte(code.fenceCharacter)
                writer.int(code.fenceLength)
            case .table(let table, let line, let column):
                writer.byte(2)
                writer.strings(table.header)
                writer.int(table.alignments.count)
                for alignment in table.alignments { writer.byte(Self.alignmentCodes[alignment] ?? 0) }
                writer.int(table.rows.count)
                for row in table.rows { writer.strings(row) }
                writer.int(line)
                writer.int(column)
            }
        }
        writer.field(prose.encoded())
    }

    /// The document `encode` wrote for `text` parsed with `typography`, or
    /// nil for any other bytes.
    static func decode(
        text: Lazy<String>, typography: ProseTypography, from reader: inout ByteReader
    ) -> MarkdownDocument? {
        guard let count = reader.count() else { return nil }
        var blocks: [MarkdownBlock] = []
        blocks.reserveCapacity(count)
        for _ in 0..<count {
            guard let block = decodeBlock(from: &reader) else { return nil }
            blocks.append(block)
        }
        guard let prose = reader.field() else { return nil }
        return MarkdownDocument(
            text: text, blocks: blocks,
            prose: DocumentProse(stored: prose, text: text, blockCount: blocks.count, typography: typography))
    }

    private static func decodeBlock(from reader: inout ByteReader) -> MarkdownBlock? {
        switch reader.byte() {
        case 0:
            guard let level = reader.int(), let text = reader.string(), let line = reader.int(),
                let column = reader.int(), let html = reader.string()
            else { return nil }
            return .heading(Heading(level: level, text: text, line: line, column: column, html: html))
        case 1:
            guard let info = reader.string(), let literal = reader.string(), let line = reader.int(),
                let column = reader.int(), let infoColumn = reader.int(), let isFenced = reader.bool(),
                let isClosed = reader.bool(), let fenceCharacter = reader.byte(), let fenceLength = reader.int()
            else { return nil }
            var code = CodeBlock(
                info: info, literal: literal, line: line, column: column, infoColumn: infoColumn,
                isFenced: isFenced, isClosed: isClosed)
            code.fenceCharacter = fenceCharacter
            code.fenceLength = fenceLength
            return .code(code)
        case 2:
            guard let header = reader.strings(), let alignmentCount = reader.count() else { return nil }
            var alignments: [PipeTable.Alignment] = []
            for _ in 0..<alignmentCount {
                guard let code = reader.byte(), Int(code) < alignmentOrder.count else { return nil }
                alignments.append(alignmentOrder[Int(code)])
            }
            guard let rowCount = reader.count() else { return nil }
            var rows: [[String]] = []
            for _ in 0..<rowCount {
                guard let row = reader.strings() else { return nil }
                rows.append(row)
            }
            guard let line = reader.int(), let column = reader.int() else { return nil }
            let table = PipeTable(header: header, alignments: alignments, rows: rows)
            return .table(table, line: line, column: column)
        default:
            return nil
        }
    }

    private static let alignmentOrder: [PipeTable.Alignment] = [.none, .left, .center, .right]
    private static let alignmentCodes: [PipeTable.Alignment: UInt8] = [.none: 0, .left: 1, .center: 2, .right: 3]
}
