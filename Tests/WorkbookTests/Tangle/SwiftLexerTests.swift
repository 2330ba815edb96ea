import Testing

@testable import Workbook

@Suite struct SwiftLexerTests {
    // MARK: - Layout and comments

    @Test func whitespaceAndEveryLineBreak() {
        #expect(
            Lexeme.all("a \t b\r\nc\rd\n") == [
                Lexeme(.identifier, "a"), Lexeme(.whitespace, " \t "), Lexeme(.identifier, "b"),
                Lexeme(.newline, "\r\n"), Lexeme(.identifier, "c"), Lexeme(.newline, "\r"),
                Lexeme(.identifier, "d"), Lexeme(.newline, "\n"),
            ])
        let tokens = SwiftLexer.tokenize("a \t b\r\nc\rd\n")
        #expect(tokens.map(\.line) == [1, 1, 1, 1, 2, 2, 3, 3])
        #expect(tokens.map(\.column) == [1, 2, 5, 6, 1, 2, 1, 2])
    }

    @Test func lineDocAndNestedBlockComments() {
        #expect(
            Lexeme.all("// line\n/// doc\n/* a /* b */ c */x/** d */") == [
                Lexeme(.lineComment, "// line"), Lexeme(.newline, "\n"),
                Lexeme(.lineComment, "/// doc"), Lexeme(.newline, "\n"),
                Lexeme(.blockComment, "/* a /* b */ c */"), Lexeme(.identifier, "x"),
                Lexeme(.blockComment, "/** d */"),
            ])
    }

    @Test func blockCommentSpanningLinesMovesTheNextToken() {
        let tokens = SwiftLexer.tokenize("/* a\n b */ x")
        #expect(tokens.map(\.kind) == [.blockComment, .whitespace, .identifier])
        #expect((tokens[2].line, tokens[2].column) == (2, 7))
    }

    // MARK: - Names

    @Test func keywordsNamesAndTypeNames() {
        let source = "public actor A { nonisolated func f(_ x: inout Int) async throws -> some P { get set } }"
        #expect(
            Lexeme.solid(source).filter { $0.kind == .keyword }.map(\.text) == [
                "public", "actor", "nonisolated", "func", "_", "inout", "async", "throws", "some", "get", "set",
            ])
        #expect(Lexeme.solid(source).filter { $0.kind == .typeName }.map(\.text) == ["A", "Int", "P"])
        #expect(Lexeme.solid(source).filter { $0.kind == .identifier }.map(\.text) == ["f", "x"])
    }

    @Test func everyListedKeywordIsAKeyword() {
        for word in SwiftKeywords.all {
            #expect(Lexeme.all(word) == [Lexeme(.keyword, word)], "\(word)")
        }
        #expect(SwiftKeywords.all.count == Set(SwiftKeywords.all).count)
        for word in ["getter", "sets", "le", "lets", "Int", "associatedtypes", "precedencegroupX", "self_"] {
            #expect(Lexeme.all(word).first?.kind != .keyword, "\(word)")
        }
    }

    @Test func backtickedDollarAndUnicodeNames() {
        #expect(
            Lexeme.solid("`default` $0 $foo ошибка Čas x1_y") == [
                Lexeme(.identifier, "`default`"), Lexeme(.identifier, "$0"), Lexeme(.identifier, "$foo"),
                Lexeme(.identifier, "ошибка"), Lexeme(.identifier, "Čas"), Lexeme(.identifier, "x1_y"),
            ])
    }

    @Test func keywordsAfterADotAreMemberNamesExceptSelfAndInit() {
        #expect(
            Lexeme.solid("case .default: T.self; .init(); x.for; Self.Type") == [
                Lexeme(.keyword, "case"), Lexeme(.punctuation, "."), Lexeme(.identifier, "default"),
                Lexeme(.punctuation, ":"), Lexeme(.typeName, "T"), Lexeme(.punctuation, "."),
                Lexeme(.keyword, "self"), Lexeme(.punctuation, ";"), Lexeme(.punctuation, "."),
                Lexeme(.keyword, "init"), Lexeme(.punctuation, "("), Lexeme(.punctuation, ")"),
                Lexeme(.punctuation, ";"), Lexeme(.identifier, "x"), Lexeme(.punctuation, "."),
                Lexeme(.identifier, "for"), Lexeme(.punctuation, ";"), Lexeme(.keyword, "Self"),
                Lexeme(.punctuation, "."), Lexeme(.typeName, "Type"),
            ])
    }

    @Test func attributes() {
        #expect(
            Lexeme.solid("@MainActor @Sendable @testable import Workbook @_spi(X) @ x") == [
                Lexeme(.attribute, "@MainActor"), Lexeme(.attribute, "@Sendable"), Lexeme(.attribute, "@testable"),
                Lexeme(.keyword, "import"), Lexeme(.typeName, "Workbook"), Lexeme(.attribute, "@_spi"),
                Lexeme(.punctuation, "("), Lexeme(.typeName, "X"), Lexeme(.punctuation, ")"),
                Lexeme(.punctuation, "@"), Lexeme(.identifier, "x"),
            ])
    }

    @Test func poundDirectives() {
        #expect(
            Lexeme.solid("#if DEBUG #available(iOS 17, *) #expect(x) #file #endif # y") == [
                Lexeme(.poundDirective, "#if"), Lexeme(.typeName, "DEBUG"),
                Lexeme(.poundDirective, "#available"), Lexeme(.punctuation, "("), Lexeme(.identifier, "iOS"),
                Lexeme(.number, "17"), Lexeme(.punctuation, ","), Lexeme(.operator, "*"), Lexeme(.punctuation, ")"),
                Lexeme(.poundDirective, "#expect"), Lexeme(.punctuation, "("), Lexeme(.identifier, "x"),
                Lexeme(.punctuation, ")"), Lexeme(.poundDirective, "#file"), Lexeme(.poundDirective, "#endif"),
                Lexeme(.punctuation, "#"), Lexeme(.identifier, "y"),
            ])
    }

    // MARK: - Numbers

    @Test func numberForms() {
        let numbers = ["0x1F", "1_000", "3.14e-2", "0b1010", "0o17", "1e10", "2E+3", "0x1.8p3", "0xFFp-2", "42", "0"]
        for number in numbers {
            #expect(Lexeme.all(number) == [Lexeme(.number, number)], "\(number)")
        }
    }

    @Test func numbersNextToDotsAndOperators() {
        #expect(
            Lexeme.solid("t.0.1 1...5 0xFF.description 1.5.rounded() -2") == [
                Lexeme(.identifier, "t"), Lexeme(.punctuation, "."), Lexeme(.number, "0"),
                Lexeme(.punctuation, "."), Lexeme(.number, "1"),
                Lexeme(.number, "1"), Lexeme(.operator, "..."), Lexeme(.number, "5"),
                Lexeme(.number, "0xFF"), Lexeme(.punctuation, "."), Lexeme(.identifier, "description"),
                Lexeme(.number, "1.5"), Lexeme(.punctuation, "."), Lexeme(.identifier, "rounded"),
                Lexeme(.punctuation, "("), Lexeme(.punctuation, ")"), Lexeme(.operator, "-"), Lexeme(.number, "2"),
            ])
    }

    // MARK: - Operators and punctuation

    @Test func operators() {
        #expect(
            Lexeme.solid("a->b ..< ?? == != && || !x y?.z w! += <> √ ≠ a+/*c*/b") == [
                Lexeme(.identifier, "a"), Lexeme(.operator, "->"), Lexeme(.identifier, "b"),
                Lexeme(.operator, "..<"), Lexeme(.operator, "??"), Lexeme(.operator, "=="), Lexeme(.operator, "!="),
                Lexeme(.operator, "&&"), Lexeme(.operator, "||"), Lexeme(.operator, "!"), Lexeme(.identifier, "x"),
                Lexeme(.identifier, "y"), Lexeme(.operator, "?"), Lexeme(.punctuation, "."), Lexeme(.identifier, "z"),
                Lexeme(.identifier, "w"), Lexeme(.operator, "!"), Lexeme(.operator, "+="), Lexeme(.operator, "<>"),
                Lexeme(.operator, "√"), Lexeme(.operator, "≠"), Lexeme(.identifier, "a"), Lexeme(.operator, "+"),
                Lexeme(.blockComment, "/*c*/"), Lexeme(.identifier, "b"),
            ])
        #expect(
            Lexeme.solid("a / b // c") == [
                Lexeme(.identifier, "a"), Lexeme(.operator, "/"), Lexeme(.identifier, "b"),
                Lexeme(.lineComment, "// c"),
            ])
    }

    @Test func punctuation() {
        let marks = ["(", ")", "[", "]", "{", "}", ",", ":", ";", ".", "\\"]
        #expect(Lexeme.all(marks.joined()) == marks.map { Lexeme(.punctuation, $0) })
    }

    @Test func bytesSwiftRejectsAreUnknown() {
        #expect(
            Lexeme.all("'a'\u{A0}\u{7}") == [
                Lexeme(.unknown, "'"), Lexeme(.identifier, "a"), Lexeme(.unknown, "'"),
                Lexeme(.unknown, "\u{A0}"), Lexeme(.unknown, "\u{7}"),
            ])
    }

    // MARK: - Positions beyond ASCII

    @Test func columnsCountScalarsAndUTF8ColumnsCountBytes() {
        let source = "let s = \"Čeština ž\" // комментарий\nlet ж = 1\n/* ж */ x"
        let tokens = SwiftLexer.tokenize(source)
        func find(_ text: String, after index: Int = 0) -> SwiftToken {
            tokens[index...].first { $0.text(in: source) == text }!
        }
        let comment = find("// комментарий")
        #expect((comment.line, comment.column, comment.utf8Column) == (1, 21, 24))
        let close = tokens.last { $0.kind == .stringEnd }!
        #expect((close.column, close.utf8Column) == (19, 22))
        let cyrillicName = find("ж")
        #expect((cyrillicName.line, cyrillicName.column, cyrillicName.utf8Column) == (2, 5, 5))
        let one = find("1")
        #expect((one.line, one.column, one.utf8Column) == (2, 9, 10))
        let x = find("x")
        #expect((x.line, x.column, x.utf8Column) == (3, 9, 10))
    }

    @Test func invalidUTF8IsCoveredAndUnknown() {
        let bytes: [UInt8] = [0x61, 0xFF, 0x62, 0x22, 0xC3]
        let tokens = SwiftLexer.tokenize(bytes)
        #expect(tokens.map(\.kind) == [.identifier, .unknown, .identifier, .stringStart, .stringSegment])
        #expect(tokens.map(\.range) == [0..<1, 1..<2, 2..<3, 3..<4, 4..<5])
        #expect(tokens[3].isUnterminated)
    }

    // MARK: - Whole sources

    @Test(arguments: SwiftSamples.all)
    func tokensCoverTheSourceExactlyWithTruePositions(_ source: String) {
        assertTokensCover(source)
    }

    @Test func randomSoupNeverTrapsOrHangsAndRoundTrips() {
        let pieces = [
            "\"", "\"\"\"", "#", "##", "\\", "\\(", "\\#(", "(", ")", "/", "*", "/*", "*/", "//", "\n", "\r\n",
            "\r", " ", "`", "a", "Z", "1", "0x", ".", "ж", "č", "@", "$", "'", "e", "_", "\t", "🙂", "\u{301}", "√",
        ]
        var generator = SplitMix64(seed: 2024)
        for _ in 0..<400 {
            var source = ""
            for _ in 0..<Int(generator.next() % 60) {
                source += pieces[Int(generator.next() % UInt64(pieces.count))]
            }
            assertTokensCover(source)
        }
    }

    /// Tokens are non-empty, contiguous, reproduce `source`, and sit where a naive count says.
    private func assertTokensCover(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let bytes = Array(source.utf8)
        let tokens = SwiftLexer.tokenize(source)
        var offset = 0
        for token in tokens {
            #expect(token.start == offset && token.end > token.start, sourceLocation: sourceLocation)
            let (line, column, utf8Column) = Lexeme.position(of: token.start, in: bytes)
            #expect(
                (token.line, token.column, token.utf8Column) == (line, column, utf8Column),
                "\(token.kind) at \(token.start) in \(String(reflecting: source))", sourceLocation: sourceLocation)
            offset = token.end
        }
        #expect(offset == bytes.count, sourceLocation: sourceLocation)
        #expect(tokens.map { $0.text(in: source) }.joined() == source, sourceLocation: sourceLocation)
    }
}

/// A small deterministic generator (Steele, Lea and Flood's SplitMix64),
/// also for `random(in:using:)`.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
