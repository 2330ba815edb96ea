/// Compares Swift code the way translations must match (SPEC §3): "code is
/// compared with comments removed and runs of whitespace folded".
///
/// Both texts are lexed and their significant tokens (everything but
/// whitespace, line breaks and comments) are compared one by one, by kind and
/// exact bytes. So comments (`// …`, `/* … */`, `//# exercise` markers) may be
/// translated and code re-indented, while a renamed identifier, a changed
/// number or a translated string literal is a difference. Keywords, names and
/// type names count as one kind: only their spelling matters.
///
///     CodeComparison.firstDifference(expected: "let isRead = true", actual: "let read = true")?.message
///     // "expected 'isRead', found 'read'"
public enum CodeComparison {
    /// The first significant token that differs between `expected` and
    /// `actual`, or nil when the code is the same.
    public static func firstDifference(expected: String, actual: String) -> CodeDifference? {
        var expected = expected
        var actual = actual
        return expected.withUTF8 { expectedBytes in
            actual.withUTF8 { actualBytes in
                firstDifference(expected: expectedBytes, actual: actualBytes)
            }
        }
    }

    /// True when `first` and `second` are the same code.
    public static func isEquivalent(_ first: String, _ second: String) -> Bool {
        firstDifference(expected: first, actual: second) == nil
    }

    /// The first significant token that differs between two UTF-8 code texts.
    public static func firstDifference(
        expected: UnsafeBufferPointer<UInt8>, actual: UnsafeBufferPointer<UInt8>
    ) -> CodeDifference? {
        let left = SwiftLexer.tokenize(expected)
        let right = SwiftLexer.tokenize(actual)
        var leftIndex = nextSignificant(left, from: 0)
        var rightIndex = nextSignificant(right, from: 0)
        while leftIndex < left.count && rightIndex < right.count {
            let leftToken = left[leftIndex]
            let rightToken = right[rightIndex]
            if !same(leftToken, in: expected, rightToken, in: actual) {
                return CodeDifference(
                    expected: side(leftToken, in: expected), actual: side(rightToken, in: actual))
            }
            leftIndex = nextSignificant(left, from: leftIndex + 1)
            rightIndex = nextSignificant(right, from: rightIndex + 1)
        }
        if leftIndex == left.count && rightIndex == right.count { return nil }
        return CodeDifference(
            expected: leftIndex < left.count ? side(left[leftIndex], in: expected) : endSide(left, in: expected),
            actual: rightIndex < right.count ? side(right[rightIndex], in: actual) : endSide(right, in: actual))
    }

    // MARK: - Tokens

    private static func nextSignificant(_ tokens: [SwiftToken], from start: Int) -> Int {
        var index = start
        while index < tokens.count && tokens[index].isTrivia { index += 1 }
        return index
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

    private static func side(_ token: SwiftToken, in bytes: UnsafeBufferPointer<UInt8>) -> CodeDifference.Side {
        CodeDifference.Side(
            line: token.line, column: token.column, utf8Column: token.utf8Column,
            kind: token.kind, text: token.text(in: bytes))
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
