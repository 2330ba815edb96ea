/// Where two Swift code texts first differ, as found by `CodeComparison`.
///
/// Positions are 1-based and relative to each code text; a caller adds the
/// line where the code block starts to report against the Markdown file:
///
///     ru.md:88:5: error: code differs from en.md:85: expected 'isRead', found 'read'
public struct CodeDifference: Hashable, Sendable {
    /// One side of the difference: the first token that differs, or the end of the code.
    public struct Side: Hashable, Sendable {
        /// 1-based line of the token, or of the end of the last token at the end of code.
        public let line: Int
        /// 1-based column in Unicode scalars (see `SwiftToken`).
        public let column: Int
        /// 1-based column in UTF-8 bytes.
        public let utf8Column: Int
        /// The token's kind; nil at the end of the code.
        public let kind: SwiftToken.Kind?
        /// The token's exact text; nil at the end of the code.
        public let text: String?

        /// Creates a side.
        public init(line: Int, column: Int, utf8Column: Int, kind: SwiftToken.Kind?, text: String?) {
            self.line = line
            self.column = column
            self.utf8Column = utf8Column
            self.kind = kind
            self.text = text
        }

        /// True when this side ran out of tokens.
        public var isEndOfCode: Bool { text == nil }

        /// `'read'` (line breaks, tabs and `'` shown escaped), or `end of code`.
        public var quoted: String {
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
    public let expected: Side
    /// The translation's side.
    public let actual: Side

    /// Creates a difference.
    public init(expected: Side, actual: Side) {
        self.expected = expected
        self.actual = actual
    }

    /// `expected 'isRead', found 'read'`.
    public var message: String {
        "expected \(expected.quoted), found \(actual.quoted)"
    }
}
