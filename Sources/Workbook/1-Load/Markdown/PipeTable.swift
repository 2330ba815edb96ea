/// A GitHub-style pipe table, recognised in a paragraph's source lines:
/// a header row, a delimiter row (`---`, `:--`, `--:`, `:-:`), body rows.
/// `\|` puts a pipe inside a cell. libcmark has no table extension, so the
/// workbook finds tables itself and replaces those paragraphs in the tree.
struct PipeTable: Equatable, Sendable {
    enum Alignment: String, Equatable, Sendable {
        case none, left, center, right
    }

    /// Header cells, as Markdown inline source.
    var header: [String]
    var alignments: [Alignment]
    /// Body rows, each with exactly `header.count` cells.
    var rows: [[String]]

    var columnCount: Int { header.count }

    init(header: [String], alignments: [Alignment], rows: [[String]]) {
        self.header = header
        self.alignments = alignments
        self.rows = rows
    }

    /// Recognises a table in `lines` (a paragraph's source), or returns nil.
    init?(lines: [String]) {
        guard lines.count >= 2 else { return nil }
        let headerCells = Self.cells(lines[0])
        let delimiterCells = Self.cells(lines[1])
        guard !headerCells.isEmpty, headerCells.count == delimiterCells.count,
            lines[0].contains("|") || lines[1].contains("|")
        else { return nil }
        var alignments: [Alignment] = []
        for cell in delimiterCells {
            guard let alignment = Self.alignment(cell) else { return nil }
            alignments.append(alignment)
        }
        header = headerCells
        self.alignments = alignments
        rows = lines.dropFirst(2).map { line in
            var cells = Self.cells(line)
            if cells.count > headerCells.count { cells.removeLast(cells.count - headerCells.count) }
            while cells.count < headerCells.count { cells.append("") }
            return cells
        }
    }

    /// A cheap test on bytes: only `|`, `:`, `-`, spaces and tabs, with at
    /// least one `-` (a delimiter row needs one per column).
    static func isDelimiterRow<Bytes: Sequence>(_ bytes: Bytes) -> Bool where Bytes.Element == UInt8 {
        var dashes = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "-"): dashes = true
            case UInt8(ascii: "|"), UInt8(ascii: ":"), UInt8(ascii: " "), UInt8(ascii: "\t"): continue
            default: return false
            }
        }
        return dashes
    }

    /// Splits a row at unescaped pipes; an outer pipe at either end is optional.
    /// `\|` becomes `|` in the cell; other escapes stay for the inline parser.
    /// Works on bytes: `|`, `\\`, space and tab are ASCII, so UTF-8 text
    /// between them is copied untouched.
    static func cells(_ line: String) -> [String] {
        let pipe = UInt8(ascii: "|"), backslash = UInt8(ascii: "\\")
        var bytes = Array(line.utf8)[...]
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
        while let first = bytes.first, isBlank(first) { bytes = bytes.dropFirst() }
        while let last = bytes.last, isBlank(last) { bytes = bytes.dropLast() }
        let hadPipe = bytes.contains(pipe)
        if bytes.first == pipe { bytes = bytes.dropFirst() }
        if bytes.last == pipe {
            // A trailing `\|` is an escaped pipe, not the outer one.
            var backslashes = 0
            var index = bytes.index(before: bytes.endIndex)
            while index > bytes.startIndex, bytes[bytes.index(before: index)] == backslash {
                backslashes += 1
                index = bytes.index(before: index)
            }
            if backslashes % 2 == 0 { bytes = bytes.dropLast() }
        }
        guard !bytes.isEmpty || hadPipe else { return [] }
        var result: [String] = []
        var current: [UInt8] = []
        func finish() {
            var start = 0, end = current.count
            while start < end, isBlank(current[start]) { start += 1 }
            while end > start, isBlank(current[end - 1]) { end -= 1 }
            result.append(String(decoding: current[start..<end], as: UTF8.self))
            current.removeAll(keepingCapacity: true)
        }
        var escaped = false
        for byte in bytes {
            if escaped {
                if byte != pipe { current.append(backslash) }
                current.append(byte)
                escaped = false
            } else if byte == backslash {
                escaped = true
            } else if byte == pipe {
                finish()
            } else {
                current.append(byte)
            }
        }
        if escaped { current.append(backslash) }
        finish()
        return result
    }

    static func alignment(_ cell: String) -> Alignment? {
        var body = Substring(cell)
        let left = body.first == ":"
        if left { body = body.dropFirst() }
        let right = body.last == ":"
        if right { body = body.dropLast() }
        guard !body.isEmpty, body.allSatisfy({ $0 == "-" }) else { return nil }
        switch (left, right) {
        case (true, true): return .center
        case (true, false): return .left
        case (false, true): return .right
        case (false, false): return Alignment.none
        }
    }
}
