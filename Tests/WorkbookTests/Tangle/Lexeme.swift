@testable import Workbook

/// A token's kind and text: what lexer tests compare.
struct Lexeme: Equatable, CustomStringConvertible {
    var kind: SwiftToken.Kind
    var text: String

    init(_ kind: SwiftToken.Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }

    var description: String { "\(kind) \(String(reflecting: text))" }

    /// Every token of `source`, trivia included.
    static func all(_ source: String) -> [Lexeme] {
        SwiftLexer.tokenize(source).map { Lexeme($0.kind, $0.text(in: source)) }
    }

    /// The tokens of `source` without whitespace and line breaks (comments kept).
    static func solid(_ source: String) -> [Lexeme] {
        all(source).filter { $0.kind != .whitespace && $0.kind != .newline }
    }

    /// Line, column and UTF-8 column of byte `offset`, counted the slow way.
    static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int, utf8Column: Int) {
        var line = 1, column = 1, utf8Column = 1
        for index in 0..<offset {
            let byte = bytes[index]
            if byte == 10 || (byte == 13 && (index + 1 == bytes.count || bytes[index + 1] != 10)) {
                line += 1
                column = 1
                utf8Column = 1
            } else {
                if byte & 0xC0 != 0x80 { column += 1 }
                utf8Column += 1
            }
        }
        return (line, column, utf8Column)
    }
}
