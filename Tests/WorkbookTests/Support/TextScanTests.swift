import Foundation
import Testing

@testable import Workbook

/// The byte scans that replace Character-by-Character work must agree with
/// what `String` and Foundation say about the same text.
@Suite struct TextScanTests {
    /// Every space separator and tab, every line end, ASCII and not.
    static let pieces = [
        "a", "ж", "é", "\u{301}", " ", "\t", "\u{A0}", "\u{1680}", "\u{2000}", "\u{2005}", "\u{200A}", "\u{200B}",
        "\u{202F}", "\u{205F}", "\u{3000}", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}",
        "#", "\"", "\u{E2}", "€", "😀",
    ]

    /// Random texts over `pieces`, the same on every run.
    static func texts(count: Int) -> [String] {
        var generator = SplitMix64(seed: 7)
        return (0..<count).map { _ in
            let length = Int.random(in: 0...12, using: &generator)
            return (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
        }
    }

    @Test func linesAreWhatSplittingOnNewlineCharactersGives() {
        for text in Self.texts(count: 3000) {
            let bytes = Array(text.utf8)
            let lines = TextLines.ranges(of: bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
            let expected = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
            #expect(lines == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func trimmingIsWhatFoundationTrimsAsWhitespace() {
        for text in Self.texts(count: 3000) where !text.contains(where: \.isNewline) {
            let trimmed = String(decoding: TextLines.trimmed(ArraySlice(text.utf8)), as: UTF8.self)
            #expect(
                trimmed == text.trimmingCharacters(in: .whitespaces),
                "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func trimmingSpacesDropsTheSpaceAndTabCharactersAtBothEnds() {
        for text in Self.texts(count: 3000) {
            let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
            let expected = String(text.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
            #expect(text[...].trimmingSpaces == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test(arguments: [
        #""""#, #""plain""#, #""a \"quoted\" word""#, #""back\\slash and \/ slash""#, #""\b\f\n\r\t""#,
        #""\u00e9 \u00E9 \u0000 \u2028""#, #""\ud83d\ude00""#, #""ünïcödé – raw""#, #""emoji 😀""#,
        // Not one JSON string literal:
        #""unterminated"#, #"no quotes"#, #""a" "b""#, #""a","b""#, #""bad \x escape""#, #""\u12""#,
        #""\u12G4""#, #""\ud83d alone""#, #""\ude00 alone""#, #""\ud83d\u0041""#, "\"raw\ttab\"", "\"raw\nline\"",
        #""ends with backslash\""#, #"""#, #""a"b""#,
    ])
    func aLiteralDecodesAsAJSONParserReadsIt(literal: String) throws {
        let expected: String? =
            (try? JSONSerialization.jsonObject(with: Data("[\(literal)]".utf8)) as? [String])
            .flatMap { $0.count == 1 ? $0[0] : nil }
        #expect(JSONStringLiteral.decode(ArraySlice(literal.utf8)) == expected)
    }

    /// One count of lines for the tangler, the source map and the checks.
    @Test(arguments: [("", 0, 0), ("a", 0, 1), ("a\n", 1, 1), ("a\nb", 1, 2), ("\n\n", 2, 2), ("й\r\nж\n", 2, 2)])
    func linesAndLineBreaksAreCounted(text: String, newlines: Int, lines: Int) {
        #expect(text.newlineCount == newlines)
        #expect(text.lineCount == lines)
    }
}
