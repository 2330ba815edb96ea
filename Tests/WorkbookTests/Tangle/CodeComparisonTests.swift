import Testing

@testable import Workbook

/// The comparison with SPEC §3's first rule, runs of whitespace folded:
/// what the tests below were written for, and still an option.
private enum Folded {
    static func firstDifference(expected: String, actual: String) -> CodeDifference? {
        CodeComparison.firstDifference(expected: expected, actual: actual, whitespace: .folded)
    }

    static func isEquivalent(_ first: String, _ second: String) -> Bool {
        CodeComparison.isEquivalent(first, second, whitespace: .folded)
    }
}

@Suite struct CodeComparisonTests {
    // MARK: - Exact whitespace (the rule for translations)

    @Test func exactWhitespaceIgnoresCommentsAndTheBlanksBeforeThem() {
        let english = "struct A {\n    // The name.\n    var name: String  // shown\n}\n"
        let german =
            "struct A {\n    // Der Name,\n    // zweizeilig.\n    var name: String // angezeigt\n    //# end\n}\n"
        #expect(CodeComparison.isEquivalent(english, german))
        #expect(CodeComparison.isEquivalent("", "// only a comment\n/* and another */"))
    }

    @Test func exactWhitespaceReportsIndentationSpacingAndLineBreaks() {
        // Two runs of blanks differ at their first differing column.
        let reindented = CodeComparison.firstDifference(expected: "if a {\n    b()\n}\n", actual: "if a {\n  b()\n}\n")
        #expect(reindented?.expected == .init(line: 2, column: 3, utf8Column: 3, kind: .whitespace, text: "    "))
        #expect(reindented?.actual == .init(line: 2, column: 3, utf8Column: 3, kind: .whitespace, text: "  "))
        #expect(!CodeComparison.isEquivalent("a + b", "a+b"))
        #expect(!CodeComparison.isEquivalent("f(a, b)", "f(a,\n  b)"))
        #expect(!CodeComparison.isEquivalent("a\n\nb\n", "a\nb\n"))
        #expect(!CodeComparison.isEquivalent("a\n", "a"))
        // The same code with folded whitespace is equal.
        #expect(Folded.isEquivalent("if a {\n    b()\n}\n", "if a {\n  b()\n}\n"))
    }

    @Test func whitespaceDifferencesAreNamedInWords() {
        func message(_ expected: String, _ actual: String) -> String? {
            let difference = CodeComparison.firstDifference(expected: expected, actual: actual)
            #expect(difference?.isWhitespace == true)
            return difference?.message
        }
        #expect(message("if a {\n    b()\n}\n", "if a {\n  b()\n}\n") == "expected 4 spaces, found 2 spaces")
        #expect(message("if a {\n    b()\n}\n", "if a {\n\tb()\n}\n") == "expected 4 spaces, found 1 tab")
        #expect(message("if a {\n\t  b()\n}\n", "if a {\n\t\tb()\n}\n") == "expected 1 tab, 2 spaces, found 2 tabs")
        #expect(message("if a {\n    b()\n}\n", "if a {\nb()\n}\n") == "expected 4 spaces, found no space before 'b'")
        #expect(message("a + b", "a +b") == "expected 1 space, found no space before 'b'")
        #expect(message("a+b", "a + b") == "expected no space before '+', found 1 space")
        #expect(message("f(a, b)", "f(a,\n  b)") == "expected 1 space, found a line break")
        #expect(message("a\n\nb\n", "a\nb\n") == "expected a line break, found no line break before 'b'")
        #expect(message("a\n", "a") == "expected a line break, found end of code")
        // A different token is still quoted as it is.
        let renamed = CodeComparison.firstDifference(expected: "let isRead = true", actual: "let read = true")
        #expect(renamed?.isWhitespace == false)
        #expect(renamed?.message == "expected 'isRead', found 'read'")
    }

    @Test func commentsAndTheirOwnSpacingAreFreeInExactMode() {
        let english = "let a = 1  // one\n/* two */\nlet b = 2\n"
        let czech = "let a = 1 //   jedna,  česky\n    /*  dvě\n   řádky */\nlet b = 2\n"
        #expect(CodeComparison.firstDifference(expected: english, actual: czech) == nil)
    }

    private let english = """
        import Foundation

        /// An article as the business logic sees it.
        struct Article: Sendable, Equatable {
            // Has the user opened it?
            var isRead: Bool
            let title = "Articles"
        }

        """

    // MARK: - Equal code

    @Test func identicalCodeIsEqual() {
        #expect(Folded.firstDifference(expected: english, actual: english) == nil)
        #expect(Folded.isEquivalent(english, english))
    }

    @Test func commentOnlyDifferencesAreEqual() {
        let russian = """
            import Foundation // и больше ничего

            /// Статья, какой её видит бизнес-логика.
            struct Article: Sendable, Equatable {
                /* Пользователь /* уже */ открыл статью? */
                var isRead: Bool
                //# exercise read-flag
                let title = "Articles"
                //# end
            }
            """
        #expect(Folded.firstDifference(expected: english, actual: russian) == nil)
    }

    @Test func whitespaceOnlyDifferencesAreEqual() {
        let expected = "func f(a: Int, b: Int) -> Int { a + b }"
        let actual = "func f(\n\ta: Int,\r\n    b: Int\n)   ->   Int {\n    a+b\n}\n\n"
        #expect(Folded.isEquivalent(expected, actual))
        #expect(Folded.isEquivalent("", "  \n// only a comment\n/* and another */"))
    }

    // MARK: - Differences

    @Test func renamedIdentifierIsReportedOnBothSides() {
        let czech = """
            import Foundation

            // Článek, jak ho vidí business logika.
            // Druhý řádek komentáře.
            struct Article: Sendable, Equatable {
                  var read: Bool
                let title = "Articles"
            }
            """
        let difference = Folded.firstDifference(expected: english, actual: czech)
        #expect(
            difference
                == CodeDifference(
                    expected: .init(line: 6, column: 9, utf8Column: 9, kind: .identifier, text: "isRead"),
                    actual: .init(line: 6, column: 11, utf8Column: 11, kind: .identifier, text: "read")))
        #expect(difference?.message == "expected 'isRead', found 'read'")
    }

    @Test func translatedStringLiteralIsADifference() {
        let difference = Folded.firstDifference(
            expected: #"let title = "Articles" // title"#,
            actual: #"/* заголовок */ let title = "Статьи""#)
        #expect(
            difference?.expected == .init(line: 1, column: 14, utf8Column: 14, kind: .stringSegment, text: "Articles"))
        #expect(difference?.actual == .init(line: 1, column: 30, utf8Column: 39, kind: .stringSegment, text: "Статьи"))
        #expect(difference?.message == "expected 'Articles', found 'Статьи'")
    }

    @Test func whitespaceInsideStringsCounts() {
        let difference = Folded.firstDifference(expected: #"f("a b")"#, actual: #"f("a  b")"#)
        #expect(difference?.message == "expected 'a b', found 'a  b'")
        let multiLine = Folded.firstDifference(
            expected: "let s = \"\"\"\n    one\n    two\n    \"\"\"",
            actual: "let s = \"\"\"\n    one\n    \"\"\"")
        #expect(multiLine?.expected == .init(line: 3, column: 1, utf8Column: 1, kind: .stringSegment, text: "    two"))
        #expect(multiLine?.actual == .init(line: 3, column: 1, utf8Column: 1, kind: .stringSegment, text: "    "))
    }

    @Test func namesCompareBySpellingWhateverTheirKind() {
        // After a lone `.` a keyword is a member name; spaces change that, not the code.
        #expect(Lexeme.all("x.default").last == Lexeme(.identifier, "default"))
        #expect(Lexeme.all("x . default").last == Lexeme(.keyword, "default"))
        #expect(Folded.isEquivalent("x.default", "x . default"))
        #expect(Lexeme.all("T.Self").last == Lexeme(.typeName, "Self"))
        #expect(Folded.isEquivalent("T.Self", "T . Self"))
        #expect(!Folded.isEquivalent("T.Self", "T.self"))
    }

    @Test func changedNumberAndCodeInsideAnInterpolation() {
        #expect(
            Folded.firstDifference(expected: "let n = 1_000", actual: "let n = 1000")?.message
                == "expected '1_000', found '1000'")
        let difference = Folded.firstDifference(
            expected: #"print("\(count) items")"#, actual: #"print("\(total) items")"#)
        #expect(difference?.expected == .init(line: 1, column: 10, utf8Column: 10, kind: .identifier, text: "count"))
        #expect(difference?.message == "expected 'count', found 'total'")
    }

    @Test func differentKindWithTheSameFirstLetters() {
        let difference = Folded.firstDifference(expected: "x = a", actual: #"x = "a""#)
        #expect(difference?.expected.kind == .identifier)
        #expect(difference?.actual == .init(line: 1, column: 5, utf8Column: 5, kind: .stringStart, text: "\""))
        #expect(difference?.message == #"expected 'a', found '"'"#)
    }

    @Test func shorterActualReportsEndOfCodeAfterItsLastToken() {
        let difference = Folded.firstDifference(
            expected: "load(a)\nshow(b)\n", actual: "load(a) // и всё\n\n")
        #expect(difference?.expected == .init(line: 2, column: 1, utf8Column: 1, kind: .identifier, text: "show"))
        #expect(difference?.actual == .init(line: 1, column: 8, utf8Column: 8, kind: nil, text: nil))
        #expect(difference?.actual.isEndOfCode == true)
        #expect(difference?.message == "expected 'show', found end of code")
    }

    @Test func shorterExpectedAndEmptyCode() {
        let longer = Folded.firstDifference(
            expected: "let s = \"\"\"\n  ж\n  \"\"\"", actual: "let s = \"\"\"\n  ж\n  \"\"\" + x")
        #expect(longer?.expected == .init(line: 3, column: 6, utf8Column: 6, kind: nil, text: nil))
        #expect(longer?.message == "expected end of code, found '+'")
        let empty = Folded.firstDifference(expected: "// nothing", actual: "x")
        #expect(empty?.expected == .init(line: 1, column: 1, utf8Column: 1, kind: nil, text: nil))
        #expect(empty?.actual.text == "x")
    }

    @Test func quotedTextShowsLineBreaksAndQuotes() {
        let difference = Folded.firstDifference(
            expected: "let s = \"\"\"\n\"\"\"", actual: "let s = \"\"\"\nit's\n\"\"\"")
        #expect(difference?.message == #"expected '"""', found 'it\'s'"#)
        let lineBreak = CodeDifference.Side(line: 1, column: 1, utf8Column: 1, kind: .stringSegment, text: "\r\n\t")
        #expect(lineBreak.quoted == #"'\r\n\t'"#)
    }

    @Test func comparesUTF8Buffers() {
        let expected = Array("a(ж)".utf8)
        let actual = Array("a(ё)".utf8)
        let difference = expected.withUnsafeBufferPointer { left in
            actual.withUnsafeBufferPointer { right in
                CodeComparison.firstDifference(expected: left, actual: right)
            }
        }
        #expect(difference?.message == "expected 'ж', found 'ё'")
    }
}
