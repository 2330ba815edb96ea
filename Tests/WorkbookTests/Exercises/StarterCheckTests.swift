import Foundation
import Testing

@testable import Workbook

/// `workbook check` in a package `workbook extract` wrote: there is no book
/// to check, only its `.workbook-learner`, with the book's diagnostics.
@Suite struct StarterCheckTests {
    /// The fixture book with a German starter of chapter 2 in `out`.
    func bookWithStarter() throws -> TestBook {
        let book = try TestBook(fixture: "with-exercise")
        let run = book.run("extract", "chapter2", "--lang", "de", "--into", "out")
        #expect(run.status == ExitStatus.success, "\(run.error)")
        return book
    }

    /// `workbook check ARGUMENTS` run in `folder` (relative to the book), with no `--root` but the ones given.
    func check(in folder: String, of book: TestBook, _ arguments: String...) -> TestBook.Run {
        let capture = CapturingConsole()
        let status = WorkbookCommand(
            arguments: ["check"] + arguments, currentDirectory: book.root.appendingPathComponent(folder)
        )
        .run(console: capture.console)
        return TestBook.Run(status: status, out: capture.out, error: capture.error)
    }

    @Test func aStarterIsNoBookAndItsLearnerFileIsFine() throws {
        let book = try bookWithStarter()
        let runs = [
            check(in: "out", of: book),
            check(in: "out/Sources/Demo", of: book),
            check(in: ".", of: book, "--root", "out"),
        ]
        for run in runs {
            #expect(run.status == ExitStatus.success, "\(run.error)")
            #expect(run.error.isEmpty)
            #expect(
                run.out.hasPrefix("check: this is a starter package for chapter 2 from 'workbook extract', not a book"))
            #expect(run.out.contains("there is no book to check here"))
            #expect(run.out.contains("Its .workbook-learner is fine (language de)"))
            #expect(!run.out.contains("no Chapters/book.json"))
        }
    }

    @Test(arguments: [
        (
            "language: xx\nchapter: 2\npackage: starter\n",
            ".workbook-learner:1:11: error: unknown language 'xx'; the book has en, de"
        ),
        (
            "language: de\npackage: mine\n",
            ".workbook-learner:2:10: error: package is 'starter' or 'solution', not 'mine'"
        ),
        (
            "language: de\ncolour: red\n",
            ".workbook-learner:2:1: error: unknown key 'colour'; the keys are language, chapter and package"
        ),
        ("", ".workbook-learner:1:1: error: the file names no 'language'"),
    ])
    func aBrokenLearnerFileIsNamedAtItsPlace(text: String, diagnostic: String) throws {
        let book = try bookWithStarter()
        try book.write(text, to: "out/.workbook-learner")
        let before = book.snapshot()
        for run in [check(in: "out", of: book), check(in: ".", of: book, "--root", "out")] {
            #expect(run.status == ExitStatus.failure)
            #expect(run.error.contains(diagnostic), "\(run.error)")
            #expect(run.error.contains("check: this is a starter package from 'workbook extract', not a book"))
            #expect(run.out.isEmpty)
        }
        #expect(book.snapshot() == before, "check writes nothing")
    }

    @Test func theLanguagesComeFromTheStartersOwnTestSupport() throws {
        let book = try bookWithStarter()
        let starter = StarterFolder(root: book.root.appendingPathComponent("out"))
        #expect(starter.languages() == ["en", "de"])
        for languages in [["en", "ru", "de", "cs"], ["pt-BR", "en"], ["en"]] {
            let source = LearnerFeedback.source(languages: languages, fallback: "en")
            #expect(LearnerFeedback.languages(inSource: source) == languages)
        }
        #expect(LearnerFeedback.languages(inSource: "func feedback() {}") == nil)

        // Without the support file the language cannot be judged, only the file's form.
        try FileManager.default.removeItem(
            at: book.root.appendingPathComponent("out/Tests/DemoTests/LearnerFeedback.swift"))
        try book.write("language: xx\n", to: "out/.workbook-learner")
        let run = check(in: "out", of: book)
        #expect(run.status == ExitStatus.success, "\(run.error)")
        #expect(run.out.contains("(language xx) (no Tests/*/LearnerFeedback.swift names the languages"))
    }

    @Test func aSolutionPackageSaysSo() throws {
        let book = try TestBook(fixture: "with-exercise")
        #expect(book.run("extract", "chapter2", "--solution", "--into", "solved").status == ExitStatus.success)
        let run = check(in: "solved", of: book)
        #expect(run.status == ExitStatus.success, "\(run.error)")
        #expect(
            run.out.hasPrefix("check: this is a solution package for chapter 2 from 'workbook extract', not a book"))
    }

    @Test func aBookIsCheckedAsABookEvenWithALearnerFile() throws {
        let book = try TestBook(fixture: "with-exercise")
        try book.write("language: de\n", to: ".workbook-learner")
        try book.write("// swift-tools-version: 6.0\n", to: "Package.swift")
        let run = book.run("check")
        #expect(!run.out.contains("starter package") && !run.error.contains("starter package"))
        #expect(StarterFolder.enclosing(book.root) == nil)
    }

    @Test func aFolderWithoutALearnerFileIsNoStarter() throws {
        let book = try bookWithStarter()
        try FileManager.default.removeItem(at: book.root.appendingPathComponent("out/.workbook-learner"))
        let run = check(in: ".", of: book, "--root", "out")
        #expect(run.status == ExitStatus.failure)
        #expect(run.error.contains("no Chapters/book.json in this folder (given with --root)"))
    }
}
