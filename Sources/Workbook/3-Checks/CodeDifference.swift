/// Where two Swift code texts first differ, as found by `CodeComparison`.
///
/// Positions are 1-based and relative to each code text; a caller adds the
/// line where the code block starts to report against the Markdown file:
///
///     ru.md:88:5: error: code differs from en.md:85: expected 'isRead', found 'read'
///     ru.md:90:3: error: code differs in whitespace from en.md:87: expected 4 spaces, found 2 spaces
struct CodeDifference: Hashable, Sendable {
    /// One side of the difference: the first token that differs, or the end of the code.
    struct Side: Hashable, Sendable {
        /// 1-based line of the token, or of the end of the last token at the end of code.
        let line: Int
        /// 1-based column in Unicode scalars (see `SwiftToken`).
        let column: Int
        /// 1-based column in UTF-8 bytes.
        let utf8Column: Int
        /// The token's kind; nil at the end of the code.
        let kind: SwiftToken.Kind?
        /// The token's exact text; nil at the end of the code.
        let text: String?

        /// Creates a side.
        init(line: Int, column: Int, utf8Column: Int, kind: SwiftToken.Kind?, text: String?) {
            self.line = line
            self.column = column
            self.utf8Column = utf8Column
            self.kind = kind
            self.text = text
        }

        /// True when this side ran out of tokens.
        var isEndOfCode: Bool { text == nil }

        /// `'read'` (line breaks, tabs and `'` shown escaped), or `end of code`.
        var quoted: String {
            guard let text else { return "end of code" }
            var shown = ""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\n": shown += "\\n"
                case "\r": shown += "\\r"
                case "\t": shown += "\\t"
                case "'": shown += "\\'"
                default: shown.unicodeScalars.append(scalar)
                }
            }
            return "'" + shown + "'"
        }
    }

    /// The source language's side.
    let expected: Side
    /// The translation's side.
    let actual: Side

    /// Creates a difference.
    init(expected: Side, actual: Side) {
        self.expected = expected
        self.actual = actual
    }

    /// True when the code differs only where spaces, tabs or line breaks
    /// stand: one side's token is whitespace or a line break.
    var isWhitespace: Bool {
        expected.isBlank || actual.isBlank
    }

    /// `expected 'isRead', found 'read'`; where the whitespace differs, in
    /// words: `expected 4 spaces, found 2 spaces`, `expected 1 space, found
    /// a line break`, `expected no space before '+', found 1 space`.
    var message: String {
        guard isWhitespace else { return "expected \(expected.quoted), found \(actual.quoted)" }
        return "expected \(expected.described(against: actual)), found \(actual.described(against: expected))"
    }
}

// MARK: - Whitespace in words

extension CodeDifference.Side {
    /// True for a run of spaces and tabs or a line break.
    var isBlank: Bool {
        kind == .whitespace || kind == .newline
    }

    /// This side in words, next to `other` (the side it is compared with):
    /// `4 spaces`, `1 tab, 2 spaces`, `a line break`, `no space before 'b'`
    /// (a token where the other side has blanks), `end of code`.
    func described(against other: CodeDifference.Side) -> String {
        guard let text else { return "end of code" }
        switch kind {
        case .newline: return "a line break"
        case .whitespace: return Self.blanks(text)
        default:
            let missing = other.kind == .newline ? "no line break" : "no space"
            return other.isBlank ? "\(missing) before \(quoted)" : quoted
        }
    }

    /// `4 spaces`, `1 tab`, `1 tab, 2 spaces`: the runs of spaces and tabs in order.
    private static func blanks(_ text: String) -> String {
        var runs: [(character: Character, count: Int)] = []
        for character in text {
            if let last = runs.last, last.character == character {
                runs[runs.count - 1].count += 1
            } else {
                runs.append((character, 1))
            }
        }
        return runs.map { run in
            let name =
                switch run.character {
                case "\t": "tab"
                case "\u{0B}": "vertical tab"
                case "\u{0C}": "form feed"
                default: "space"
                }
            return "\(run.count) \(name)\(run.count == 1 ? "" : "s")"
        }.joined(separator: ", ")
    }
}
