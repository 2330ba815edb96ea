import Foundation
import Testing

@testable import Workbook

/// Every error class of SPEC §3–§5, end to end: the real command on a
/// fixture book, asserting the exit status, the diagnostic's place and
/// message, and that nothing was written — by `check` or by `tangle`.
@Suite struct ErrorFixtureTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var fixture: String
        /// The start of the first diagnostic line, `PATH:LINE:COLUMN: error: …`.
        var diagnostic: String
        var testDescription: String { fixture }
    }

    static let cases: [Case] = [
        Case(
            fixture: "manifest-unknown-key",
            diagnostic: "Chapters/book.json:5:3: error: unknown key 'tagrets' in book.json"),
        Case(
            fixture: "manifest-not-json",
            diagnostic:
                "Chapters/book.json:4:3: error: book.json is not valid JSON: expected ',' or '}' after the value of \"languages\""
        ),
        Case(
            fixture: "manifest-bad-value",
            diagnostic: "Chapters/book.json:4:3: error: 'sourceLanguage' is \"fr\", which is not one of 'languages'"),
        Case(
            fixture: "missing-translation",
            diagnostic: "Chapters/02-more/de.md: error: missing translation: chapter 02-more has no de.md"),
        Case(fixture: "invalid-utf8", diagnostic: "Chapters/02-more/de.md:6:13: error: invalid UTF-8 (byte 0xFC)"),
        Case(
            fixture: "attribute-unknown",
            diagnostic: "Chapters/02-more/en.md:5:43: error: unknown attribute 'lang' on a swift block"),
        Case(
            fixture: "attribute-repeated",
            diagnostic: "Chapters/02-more/en.md:12:17: error: attribute 'ignore' is repeated"),
        Case(
            fixture: "attribute-both",
            diagnostic: "Chapters/02-more/en.md:12:41: error: a swift block has either 'file=' or 'ignore', not both"),
        Case(
            fixture: "attribute-neither",
            diagnostic:
                "Chapters/02-more/en.md:12:4: error: a swift block needs 'file=PATH' (compiled) or 'ignore' (shown only)"
        ),
        Case(
            fixture: "path-outside-targets",
            diagnostic:
                "Chapters/02-more/en.md:5:15: error: file=Sources/Other/Greeting.swift is outside the folders the book owns"
        ),
        Case(
            fixture: "path-dotdot",
            diagnostic: "Chapters/02-more/en.md:5:15: error: file=Sources/Demo/../../Package.swift contains '..'"),
        Case(
            fixture: "path-absolute",
            diagnostic: "Chapters/02-more/en.md:5:15: error: file=/tmp/Greeting.swift is an absolute path"),
        Case(
            fixture: "path-not-swift",
            diagnostic: "Chapters/02-more/en.md:5:15: error: file=Sources/Demo/Greeting.txt must name a .swift file"),
        Case(
            fixture: "code-differs",
            diagnostic:
                "Chapters/02-more/de.md:8:6: error: code differs from en.md:8: expected 'Bye, ', found 'Tschüss, '"),
        // Only the indentation differs; the translated comments (their own
        // spacing included) and the blanks before a trailing comment do not count.
        Case(
            fixture: "code-whitespace-differs",
            diagnostic:
                "Chapters/02-more/de.md:8:3: error: code differs in whitespace from en.md:8: expected 4 spaces, found 2 spaces"
        ),
        Case(
            fixture: "structure-differs",
            diagnostic:
                "Chapters/02-more/de.md:3:1: error: structure differs from en.md:3: expected a level-2 heading, found a level-3 heading"
        ),
        Case(
            fixture: "block-count-differs",
            diagnostic:
                "Chapters/02-more/de.md:12:1: error: structure differs from en.md:12: a 'swift ignore' block is missing at the end"
        ),
        Case(fixture: "bad-folder-name", diagnostic: "Chapters/3-extra: error: chapter folder must be named NN-slug"),
        Case(
            fixture: "duplicate-number",
            diagnostic: "Chapters/02-more: error: chapter number 02 is also used by Chapters/02-again"),
        Case(fixture: "unclosed-fence", diagnostic: "Chapters/02-more/en.md:16:1: error: code block is never closed"),
        Case(fixture: "exercise-unclosed", diagnostic: "Chapters/02-more/en.md:8:1: error: exercise is not closed"),
        Case(
            fixture: "exercise-without-region",
            diagnostic:
                "Chapters/02-more/en.md:16:4: error: exercise 'lonely-task' has no '//# exercise lonely-task' region"),
        Case(
            fixture: "apple-import-unguarded",
            diagnostic:
                "Chapters/02-more/en.md:7:1: error: 'import UIKit' is not behind a compile-time guard that is false on Linux"
        ),
    ]

    @Test(arguments: cases)
    func checkReportsAndWritesNothing(_ testCase: Case) throws {
        let book = try TestBook(fixture: testCase.fixture)
        let before = book.snapshot()
        let run = book.run("check")
        #expect(run.status == ExitStatus.failure)
        let lines = run.error.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix(testCase.diagnostic) }, "stderr was:\n\(run.error)")
        #expect(book.snapshot() == before)
    }

    @Test(arguments: cases)
    func tangleAndBuildRefuseAndWriteNothing(_ testCase: Case) throws {
        let book = try TestBook(fixture: testCase.fixture)
        let before = book.snapshot()
        for verb in ["tangle", "build"] {
            let run = book.run(verb)
            #expect(run.status == ExitStatus.failure)
            #expect(run.error.contains(testCase.diagnostic), "\(verb) stderr was:\n\(run.error)")
            #expect(run.out.isEmpty)
        }
        #expect(book.snapshot() == before)
    }

    @Test func symlinkLeavingTheBookIsRefused() throws {
        let book = try TestBook(fixture: "path-symlink-out")
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent(
            "workbook-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.createDirectory(
            at: book.root.appendingPathComponent("Sources/Demo"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: book.root.appendingPathComponent("Sources/Demo/Linked"),
            withDestinationURL: outside)
        let before = book.snapshot()
        let run = book.run("tangle", "--force")
        #expect(run.status == ExitStatus.failure)
        #expect(
            run.error.contains(
                "Chapters/02-more/en.md:16:15: error: file=Sources/Demo/Linked/Evil.swift goes through the symlink Sources/Demo/Linked, which leads outside the book"
            ))
        #expect(book.snapshot() == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }

    /// The same book with the import behind `#if canImport(UIKit)`, in both
    /// languages: tangled, built and checked without a problem.
    @Test func guardedAppleImportIsAccepted() throws {
        let book = try TestBook(fixture: "apple-import-unguarded")
        for language in ["en", "de"] {
            let url = book.root.appendingPathComponent("Chapters/02-more/\(language).md")
            let text = try String(contentsOf: url, encoding: .utf8)
            try text.replacingOccurrences(of: "import UIKit\n", with: "#if canImport(UIKit)\nimport UIKit\n#endif\n")
                .write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(book.run("tangle").status == ExitStatus.success)
        #expect(book.run("build").status == ExitStatus.success)
        let check = book.run("check")
        #expect(check.status == ExitStatus.success, "\(check.error)")
        #expect(!check.error.contains("import UIKit"))
    }

    @Test func checkReportsEveryProblemInOneRun() throws {
        let book = try TestBook(fixture: "attribute-unknown")
        let run = book.run("check")
        #expect(run.error.contains("Chapters/02-more/en.md:5:43: error:"))
        #expect(run.error.contains("Chapters/02-more/de.md:5:43: error:"))
        #expect(run.error.hasSuffix("check: 2 errors\n"))
    }
}
