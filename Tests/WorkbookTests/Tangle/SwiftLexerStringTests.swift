import Testing

@testable import Workbook

@Suite struct SwiftLexerStringTests {
    // MARK: - Single-line strings

    @Test func escapes() {
        #expect(
            Lexeme.all(#""a\nb\"c\u{1F600}\\""#) == [
                Lexeme(.stringStart, "\""), Lexeme(.stringSegment, "a"), Lexeme(.stringEscape, #"\n"#),
                Lexeme(.stringSegment, "b"), Lexeme(.stringEscape, #"\""#), Lexeme(.stringSegment, "c"),
                Lexeme(.stringEscape, #"\u{1F600}"#), Lexeme(.stringEscape, #"\\"#), Lexeme(.stringEnd, "\""),
            ])
    }

    @Test func emptyStrings() {
        #expect(
            Lexeme.solid(#""" + """#) == [
                Lexeme(.stringStart, "\""), Lexeme(.stringEnd, "\""), Lexeme(.operator, "+"),
                Lexeme(.stringStart, "\""), Lexeme(.stringEnd, "\""),
            ])
    }

    @Test func interpolationIsLexedAsCodeWithNestedParentheses() {
        #expect(
            Lexeme.all(#""x \(a + (b)) y""#) == [
                Lexeme(.stringStart, "\""), Lexeme(.stringSegment, "x "), Lexeme(.interpolationStart, #"\("#),
                Lexeme(.identifier, "a"), Lexeme(.whitespace, " "), Lexeme(.operator, "+"), Lexeme(.whitespace, " "),
                Lexeme(.punctuation, "("), Lexeme(.identifier, "b"), Lexeme(.punctuation, ")"),
                Lexeme(.interpolationEnd, ")"), Lexeme(.stringSegment, " y"), Lexeme(.stringEnd, "\""),
            ])
    }

    @Test func interpolationHoldingAStringHoldingAnInterpolation() {
        #expect(
            Lexeme.all(#""a \(f("b \(c)")) d""#) == [
                Lexeme(.stringStart, "\""), Lexeme(.stringSegment, "a "), Lexeme(.interpolationStart, #"\("#),
                Lexeme(.identifier, "f"), Lexeme(.punctuation, "("),
                Lexeme(.stringStart, "\""), Lexeme(.stringSegment, "b "), Lexeme(.interpolationStart, #"\("#),
                Lexeme(.identifier, "c"), Lexeme(.interpolationEnd, ")"), Lexeme(.stringEnd, "\""),
                Lexeme(.punctuation, ")"), Lexeme(.interpolationEnd, ")"),
                Lexeme(.stringSegment, " d"), Lexeme(.stringEnd, "\""),
            ])
    }

    // MARK: - Raw strings

    @Test func rawStringKeepsQuotesAndBackslashesAndInterpolatesWithHash() {
        #expect(
            Lexeme.all(##"#"a "quoted" \(not) \#(yes) \#n"#"##) == [
                Lexeme(.stringStart, "#\""), Lexeme(.stringSegment, #"a "quoted" \(not) "#),
                Lexeme(.interpolationStart, "\\#("), Lexeme(.identifier, "yes"), Lexeme(.interpolationEnd, ")"),
                Lexeme(.stringSegment, " "), Lexeme(.stringEscape, "\\#n"), Lexeme(.stringEnd, "\"#"),
            ])
    }

    @Test func doubleHashRawString() {
        #expect(
            Lexeme.all(###"##"a "# b \#(no) \##(yes)"##"###) == [
                Lexeme(.stringStart, "##\""), Lexeme(.stringSegment, ##"a "# b \#(no) "##),
                Lexeme(.interpolationStart, "\\##("), Lexeme(.identifier, "yes"), Lexeme(.interpolationEnd, ")"),
                Lexeme(.stringEnd, "\"##"),
            ])
    }

    // MARK: - Multi-line strings

    @Test func multiLineStringWithEmbeddedQuotes() {
        let source = "\"\"\"\n  say \"hi\" and \"\" \\\"\"\"\n  \"\"\"\nx"
        #expect(
            Lexeme.all(source) == [
                Lexeme(.stringStart, "\"\"\""), Lexeme(.stringSegment, "\n"),
                Lexeme(.stringSegment, "  say \"hi\" and \"\" "), Lexeme(.stringEscape, "\\\""),
                Lexeme(.stringSegment, "\"\""), Lexeme(.stringSegment, "\n"),
                Lexeme(.stringSegment, "  "), Lexeme(.stringEnd, "\"\"\""), Lexeme(.newline, "\n"),
                Lexeme(.identifier, "x"),
            ])
        let tokens = SwiftLexer.tokenize(source)
        #expect(tokens.map(\.line) == [1, 1, 2, 2, 2, 2, 3, 3, 3, 4])
    }

    @Test func lineContinuationAndInterpolationAcrossLines() {
        let source = "\"\"\"\n  a \\  \n  b \\(f(\n    1)) c\n  \"\"\""
        #expect(
            Lexeme.all(source) == [
                Lexeme(.stringStart, "\"\"\""), Lexeme(.stringSegment, "\n"),
                Lexeme(.stringSegment, "  a "), Lexeme(.stringEscape, "\\  \n"),
                Lexeme(.stringSegment, "  b "), Lexeme(.interpolationStart, "\\("), Lexeme(.identifier, "f"),
                Lexeme(.punctuation, "("), Lexeme(.newline, "\n"), Lexeme(.whitespace, "    "),
                Lexeme(.number, "1"), Lexeme(.punctuation, ")"), Lexeme(.interpolationEnd, ")"),
                Lexeme(.stringSegment, " c"), Lexeme(.stringSegment, "\n"), Lexeme(.stringSegment, "  "),
                Lexeme(.stringEnd, "\"\"\""),
            ])
        let last = SwiftLexer.tokenize(source).last
        #expect(last?.line == 5 && last?.column == 3)
    }

    @Test func rawMultiLineStringIgnoresPlainTripleQuotes() {
        let source = "#\"\"\"\n\"\"\" \\(a) \\#(b)\n\"\"\"#"
        #expect(
            Lexeme.all(source) == [
                Lexeme(.stringStart, "#\"\"\""), Lexeme(.stringSegment, "\n"),
                Lexeme(.stringSegment, "\"\"\" \\(a) "), Lexeme(.interpolationStart, "\\#("), Lexeme(.identifier, "b"),
                Lexeme(.interpolationEnd, ")"), Lexeme(.stringSegment, "\n"), Lexeme(.stringEnd, "\"\"\"#"),
            ])
    }

    // MARK: - Text beyond ASCII

    @Test func cyrillicAndCzechTextInStrings() {
        let source = "f(\"Статьи\", \"Články\") // ё"
        #expect(
            Lexeme.solid(source) == [
                Lexeme(.identifier, "f"), Lexeme(.punctuation, "("), Lexeme(.stringStart, "\""),
                Lexeme(.stringSegment, "Статьи"), Lexeme(.stringEnd, "\""), Lexeme(.punctuation, ","),
                Lexeme(.stringStart, "\""), Lexeme(.stringSegment, "Články"), Lexeme(.stringEnd, "\""),
                Lexeme(.punctuation, ")"), Lexeme(.lineComment, "// ё"),
            ])
        let tokens = SwiftLexer.tokenize(source).filter { $0.kind != .whitespace }
        #expect(tokens.map(\.column) == [1, 2, 3, 4, 10, 11, 13, 14, 20, 21, 23])
        #expect(tokens.map(\.utf8Column) == [1, 2, 3, 4, 16, 17, 19, 20, 28, 29, 31])
    }

    // MARK: - Unterminated input

    @Test func unterminatedStringStopsAtTheLineBreak() {
        let source = "let a = \"abc\nlet b = 1"
        let tokens = SwiftLexer.tokenize(source)
        #expect(
            Lexeme.solid(source) == [
                Lexeme(.keyword, "let"), Lexeme(.identifier, "a"), Lexeme(.operator, "="), Lexeme(.stringStart, "\""),
                Lexeme(.stringSegment, "abc"), Lexeme(.keyword, "let"), Lexeme(.identifier, "b"),
                Lexeme(.operator, "="), Lexeme(.number, "1"),
            ])
        #expect(tokens.filter(\.isUnterminated).map(\.start) == [8])
    }

    @Test func unterminatedInterpolationEndsWithItsLine() {
        let source = "\"a \\(b(\nc \"d"
        #expect(
            Lexeme.all(source) == [
                Lexeme(.stringStart, "\""), Lexeme(.stringSegment, "a "), Lexeme(.interpolationStart, "\\("),
                Lexeme(.identifier, "b"), Lexeme(.punctuation, "("), Lexeme(.newline, "\n"),
                Lexeme(.identifier, "c"), Lexeme(.whitespace, " "), Lexeme(.stringStart, "\""),
                Lexeme(.stringSegment, "d"),
            ])
        #expect(SwiftLexer.tokenize(source).filter(\.isUnterminated).map(\.start) == [0, 10])
    }

    @Test func parenthesesAfterABrokenInterpolationAreCode() {
        let source = "\"x \\(y\nf(1))"
        #expect(
            Lexeme.all(source) == [
                Lexeme(.stringStart, "\""), Lexeme(.stringSegment, "x "), Lexeme(.interpolationStart, "\\("),
                Lexeme(.identifier, "y"), Lexeme(.newline, "\n"), Lexeme(.identifier, "f"),
                Lexeme(.punctuation, "("), Lexeme(.number, "1"), Lexeme(.punctuation, ")"), Lexeme(.punctuation, ")"),
            ])
        #expect(SwiftLexer.tokenize(source).filter(\.isUnterminated).map(\.start) == [0])
    }

    @Test func unterminatedAtTheEndOfInput() {
        let cases: [(String, [SwiftToken.Kind])] = [
            ("\"\"\"\nabc", [.stringStart, .stringSegment, .stringSegment]),
            ("#\"abc\"", [.stringStart, .stringSegment]),
            ("\"abc\\", [.stringStart, .stringSegment, .stringEscape]),
            ("/* a /* b */ c", [.blockComment]),
            ("`abc\nd", [.identifier, .newline, .identifier]),
        ]
        for (source, kinds) in cases {
            let tokens = SwiftLexer.tokenize(source)
            #expect(tokens.map(\.kind) == kinds, "\(source)")
            #expect(tokens.first?.isUnterminated == true, "\(source)")
            #expect(tokens.dropFirst().allSatisfy { !$0.isUnterminated }, "\(source)")
            #expect(tokens.last?.end == source.utf8.count, "\(source)")
        }
    }

    @Test func closedTokensAreNotFlagged() {
        for sample in SwiftSamples.all where sample != SwiftSamples.broken {
            #expect(SwiftLexer.tokenize(sample).allSatisfy { !$0.isUnterminated })
        }
        let broken = SwiftSamples.broken
        let flagged = SwiftLexer.tokenize(broken).filter(\.isUnterminated)
        #expect(flagged.map(\.kind) == [.stringStart, .stringStart, .identifier, .blockComment])
        #expect(flagged.map(\.line) == [1, 2, 3, 5])
        #expect(flagged.last?.text(in: broken) == "/* comment /* nested */ never closed\nlet e = \"\"\"")
    }
}
