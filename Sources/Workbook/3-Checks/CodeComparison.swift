/// Compares Swift code the way translations must match (SPEC §3, with
/// whitespace held exact by default: every language shows the same formatted code).
///
/// Both texts are lexed and their significant tokens (everything but comments,
/// the blanks before them and lines holding only comments; with `.folded`,
/// also every space and line break) are compared one by one, by kind and
/// exact bytes. So comments (`// …`, `/* … */`, `//# exercise` markers) may be
/// translated, while a renamed identifier, a changed number, a translated
/// string literal or a re-indented line is a difference. Keywords, names and
/// type names count as one kind: only their spelling matters.
///
///     CodeComparison.firstDifference(expected: "let isRead = true", actual: "let read = true")?.message
///     // "expected 'isRead', found 'read'"
///     CodeComparison.firstDifference(expected: "if a {\n    b()\n}", actual: "if a {\n  b()\n}")?.message
///     // "expected 4 spaces, found 2 spaces" (at line 2, column 3)
enum CodeComparison {
    /// How whitespace outside comments counts.
    enum Whitespace: Sendable {
        /// Spaces, tabs and line breaks must be the same, byte for byte, once
        /// comments are removed: a comment, the blanks before it and a line
        /// that holds only comments do not count. Every language then shows
        /// the same formatted code.
        case exact
        /// Any run of whitespace equals any other (SPEC §3's first rule).
        case folded
    }

    /// The first significant token that differs between `expected` and
    /// `actual`, or nil when the code is the same.
    static func firstDifference(
        expected: String, actual: String,
        whitespace: Whitespace = .exact
    ) -> CodeDifference? {
        var expected = expected
        var actual = actual
        return expected.withUTF8 { expectedBytes in
            actual.withUTF8 { actualBytes in
                firstDifference(expected: expectedBytes, actual: actualBytes, whitespace: whitespace)
            }
        }
    }

    /// True when `first` and `second` are the same code.
    static func isEquivalent(_ first: String, _ second: String, whitespace: Whitespace = .exact) -> Bool {
        firstDifference(expected: first, actual: second, whitespace: whitespace) == nil
    }

    /// The first significant token that differs between two UTF-8 code texts.
    static func firstDifference(
        expected: UnsafeBufferPointer<UInt8>, actual: UnsafeBufferPointer<UInt8>, whitespace: Whitespace = .exact
    ) -> CodeDifference? {
        let leftTokens = SwiftLexer.tokenize(expected)
        let rightTokens = SwiftLexer.tokenize(actual)
        let left = significant(leftTokens, whitespace: whitespace)
        let right = significant(rightTokens, whitespace: whitespace)
        var index = 0
        while index < left.count && index < right.count {
            let leftToken = left[index]
            let rightToken = right[index]
            if !same(leftToken, in: expected, rightToken, in: actual) {
                // Two runs of blanks differ at their first differing byte: that is
                // where a translation's indentation goes wrong.
                let shared =
                    leftToken.kind == .whitespace && rightToken.kind == .whitespace
                    ? sharedPrefix(leftToken, in: expected, rightToken, in: actual) : 0
                return CodeDifference(
                    expected: side(leftToken, in: expected, advancedBy: shared),
                    actual: side(rightToken, in: actual, advancedBy: shared))
            }
            index += 1
        }
        if index == left.count && index == right.count { return nil }
        return CodeDifference(
            expected: index < left.count ? side(left[index], in: expected) : endSide(leftTokens, in: expected),
            actual: index < right.count ? side(right[index], in: actual) : endSide(rightTokens, in: actual))
    }

    // MARK: - Tokens

    /// The tokens that are compared: for `.folded`, everything but
    /// whitespace, line breaks and comments; for `.exact`, comments, the
    /// blanks just before them and lines holding only comments left out.
    static func significant(_ tokens: [SwiftToken], whitespace: Whitespace) -> [SwiftToken] {
        guard whitespace == .exact else { return tokens.filter { !$0.isTrivia } }
        func isComment(_ token: SwiftToken) -> Bool { token.kind == .lineComment || token.kind == .blockComment }
        var result: [SwiftToken] = []
        var line: [SwiftToken] = []
        func endLine(_ newline: SwiftToken?) {
            var kept: [SwiftToken] = []
            for (index, token) in line.enumerated() {
                if isComment(token) { continue }
                if token.kind == .whitespace, index + 1 < line.count, isComment(line[index + 1]) { continue }
                kept.append(token)
            }
            let onlyComments = line.contains(where: isComment) && kept.allSatisfy { $0.kind == .whitespace }
            if !onlyComments {
                result += kept
                if let newline { result.append(newline) }
            }
            line.removeAll(keepingCapacity: true)
        }
        for token in tokens {
            if token.kind == .newline { endLine(token) } else { line.append(token) }
        }
        endLine(nil)
        return result
    }

    private static func same(
        _ left: SwiftToken, in leftBytes: UnsafeBufferPointer<UInt8>,
        _ right: SwiftToken, in rightBytes: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        guard comparableKind(left.kind) == comparableKind(right.kind), left.length == right.length else {
            return false
        }
        var offset = 0
        while offset < left.length {
            if leftBytes[left.start + offset] != rightBytes[right.start + offset] { return false }
            offset += 1
        }
        return true
    }

    /// Keywords, identifiers and type names compare by spelling alone.
    private static func comparableKind(_ kind: SwiftToken.Kind) -> SwiftToken.Kind {
        switch kind {
        case .keyword, .typeName: .identifier
        default: kind
        }
    }

    // MARK: - Sides

    /// `token` as one side of a difference; its position moved `offset` bytes
    /// into it (only ever inside a run of ASCII blanks, where a byte is a column).
    private static func side(
        _ token: SwiftToken, in bytes: UnsafeBufferPointer<UInt8>, advancedBy offset: Int = 0
    ) -> CodeDifference.Side {
        CodeDifference.Side(
            line: token.line, column: token.column + offset, utf8Column: token.utf8Column + offset,
            kind: token.kind, text: token.text(in: bytes))
    }

    /// How many leading bytes two tokens share.
    private static func sharedPrefix(
        _ left: SwiftToken, in leftBytes: UnsafeBufferPointer<UInt8>,
        _ right: SwiftToken, in rightBytes: UnsafeBufferPointer<UInt8>
    ) -> Int {
        var offset = 0
        while offset < left.length && offset < right.length
            && leftBytes[left.start + offset] == rightBytes[right.start + offset]
        {
            offset += 1
        }
        return offset
    }

    /// The position just after the last significant token (1:1 if there is none).
    private static func endSide(_ tokens: [SwiftToken], in bytes: UnsafeBufferPointer<UInt8>) -> CodeDifference.Side {
        guard let last = tokens.last(where: { !$0.isTrivia }) else {
            return CodeDifference.Side(line: 1, column: 1, utf8Column: 1, kind: nil, text: nil)
        }
        var line = last.line
        var column = last.column
        var utf8Column = last.utf8Column
        var offset = last.start
        while offset < last.end {
            let byte = bytes[offset]
            if byte == 0x0A || (byte == 0x0D && (offset + 1 == last.end || bytes[offset + 1] != 0x0A)) {
                line += 1
                column = 1
                utf8Column = 1
            } else if byte != 0x0D {
                if byte & 0xC0 != 0x80 { column += 1 }
                utf8Column += 1
            }
            offset += 1
        }
        return CodeDifference.Side(line: line, column: column, utf8Column: utf8Column, kind: nil, text: nil)
    }
}
