/// A GitHub-style pipe table, recognised in a paragraph's source lines:
/// a header row, a delimiter row (`---`, `:--`, `--:`, `:-:`), body rows.
/// `\|` puts a pipe inside a cell. libcmark has no table extension, so the
/// workbook finds tables itself and replaces those paragraphs in the tree.
public struct PipeTable: Equatable, Sendable {
    public enum Alignment: String, Equatable, Sendable {
        case none, left, center, right
    }

    /// Header cells, as Markdown inline source.
    public var header: [String]
    public var alignments: [Alignment]
    /// Body rows, each with exactly `header.count` cells.
    public var rows: [[String]]

    public var columnCount: Int { header.count }

    /// Recognises a table in `lines` (a paragraph's source), or returns nil.
    public init?(lines: [String]) {
        guard lines.count >= 2 else { return nil }
        let headerCells = Self.cells(lines[0])
        let delimiterCells = Self.cells(lines[1])
        guard !headerCells.isEmpty, headerCells.count == delimiterCells.count,
              lines[0].contains("|") || lines[1].contains("|") else { return nil }
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

    /// Splits a row at unescaped pipes; an outer pipe at either end is optional.
    /// `\|` becomes `|` in the cell; other escapes stay for the inline parser.
    static func cells(_ line: String) -> [String] {
        var trimmed = Substring(line).drop(while: { $0 == " " || $0 == "\t" })
        while let last = trimmed.last, last == " " || last == "\t" { trimmed = trimmed.dropLast() }
        if trimmed.first == "|" { trimmed = trimmed.dropFirst() }
        if trimmed.last == "|" {
            let beforeLast = trimmed.dropLast()
            if !beforeLast.hasSuffix("\\") || beforeLast.hasSuffix("\\\\") { trimmed = beforeLast }
        }
        guard !trimmed.isEmpty || line.contains("|") else { return [] }
        var result: [String] = []
        var current = ""
        var escaped = false
        for character in trimmed {
            if escaped {
                if character != "|" { current.append("\\") }
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "|" {
                result.append(current.trimmingSpaces())
                current = ""
            } else {
                current.append(character)
            }
        }
        if escaped { current.append("\\") }
        result.append(current.trimmingSpaces())
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

extension String {
    /// The string without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
        return String(slice)
    }
}
