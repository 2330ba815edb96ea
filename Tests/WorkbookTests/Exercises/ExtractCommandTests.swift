import Foundation
import Testing

@testable import Workbook

/// `workbook extract`, end to end on a fixture book whose chapter 2 has an
/// exercise. (Building and testing the extracted packages of the real book
/// is CI's job: Scripts/verify-exercises.sh.)
@Suite struct ExtractCommandTests {
    func extract(_ book: TestBook, _ arguments: String...) -> TestBook.Run {
        book.run(["extract"] + arguments)
    }

    @Test func starterHasTheStarterTheTestsAndATranslatedReadme() throws {
        let book = try TestBook(fixture: "with-exercise")
        let run = extract(book, "chapter2", "--lang", "de", "--into", "out")
        #expect(run.status == ExitStatus.success, "\(run.error)")
        #expect(run.out.hasPrefix("Starterpaket für Kapitel 2 (farewell) in "), "what was written, in German too")
        let greeting = try #require(book.read("out/Sources/Demo/Greeting.swift"))
        #expect(greeting.hasPrefix("// Aus dem Arbeitsbuch, Kapitel 2 „Mehr“."))
        #expect(greeting.contains("// Sagt Tschüss.\npublic func farewell(_ name: String) -> String {\n    \"\"\n}\n"))
        #expect(greeting.contains("// Sagt Hallo."), "earlier chapters' code is included")
        #expect(!greeting.contains("//#"), "markers never reach a learner")
        #expect(!greeting.contains("Bye"), "the solution is taken out")
        let tests = try #require(book.read("out/Tests/DemoTests/FarewellTests.swift"))
        #expect(tests.contains("// Prüft die Übung."))
        let readme = try #require(book.read("out/README.md"))
        #expect(readme.hasPrefix("# Mehr\n\n## Übungen\n\n### Übung 1\n\nLassen Sie `farewell` **Bye** sagen."))
        #expect(readme.contains("**Wo Sie schreiben:** `Sources/Demo/Greeting.swift`"))
        #expect(
            readme.contains("<details>\n<summary>Hinweis 1</summary>\n\nNutzen Sie String-Interpolation.\n\n</details>")
        )
        #expect(readme.contains("im Ordner des Buchs aus, dem mit `Chapters/book.json`, nicht in diesem:"))
        #expect(readme.contains("```sh\nswift run workbook extract chapter2 --lang de --solution\n```"))
        #expect(readme.contains("nach `chapter2-solution` im Ordner des Buchs oder in den Ordner"))
        #expect(!readme.contains("neben diesen Ordner"), "the solution is not written next to the starter")
        #expect(!readme.contains("`farewell`\n"), "the id is no heading")
        #expect(book.read("out/.workbook-learner") == "language: de\nchapter: 2\npackage: starter\n")
        let support = try #require(book.read("out/Tests/DemoTests/LearnerFeedback.swift"))
        #expect(support.contains("func feedback(en: String, de: String) -> Comment {"))
        let lines = run.out.split(separator: "\n").map(String.init)
        let out = book.root.appendingPathComponent("out").path
        #expect(lines.contains("Öffnen Sie zuerst: \(out)/Sources/Demo/Greeting.swift"))
        #expect(lines.contains("Dann führen Sie die Tests aus: cd \(out) && swift test"))
        let manifest = try #require(book.read("out/Package.swift"))
        #expect(manifest.contains(".target(name: \"Demo\")"))
        #expect(manifest.contains(".testTarget(name: \"DemoTests\", dependencies: [\"Demo\"])"))
        #expect(manifest.contains("swiftLanguageModes: [.v6]"))
    }

    @Test func everyLineExtractPrintsIsInTheLearnersLanguage() throws {
        let book = try TestBook(fixture: "with-exercise")
        #expect(extract(book, "chapter2", "--lang", "de", "--into", "out").status == ExitStatus.success)
        let out = book.root.appendingPathComponent("out").path
        let forced = extract(book, "chapter2", "--lang", "de", "--into", "out", "--force")
        #expect(forced.status == ExitStatus.success, "\(forced.error)")
        let lines = forced.out.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines.first?.hasPrefix("Der vorhandene Ordner wurde nach ") == true)
        #expect(lines.dropFirst().first == "Starterpaket für Kapitel 2 (farewell) in \(out) angelegt")
        let solution = extract(book, "chapter2", "--lang", "de", "--solution", "--into", "solved")
        let solved = book.root.appendingPathComponent("solved").path
        #expect(solution.out.hasPrefix("Musterlösung für Kapitel 2 (farewell) in \(solved) angelegt\n"))
        for language in ["en", "ru", "de", "cs"] {
            let strings = StarterStrings.strings(for: language)
            for package in [StarterStrings.WrittenPackage.starter, .solution, .namedSolution("joined")] {
                #expect(strings.wrote(package, 3, "paid-articles-rule", "/x").contains("3 (paid-articles-rule)"))
            }
            #expect(strings.movedAside("/x.backup").contains("/x.backup"))
            #expect(strings.seeSolutionText("CMD", "chapter3-solution").contains("```sh\nCMD\n```"))
            #expect(strings.seeSolutionText("CMD", "chapter3-solution").contains("`--into DIR`"))
        }
    }

    @Test func solutionHasTheSolution() throws {
        let book = try TestBook(fixture: "with-exercise")
        #expect(extract(book, "chapter2", "--solution", "--into", "out").status == ExitStatus.success)
        let greeting = try #require(book.read("out/Sources/Demo/Greeting.swift"))
        #expect(greeting.contains("\"Bye, \\(name)!\""))
        #expect(greeting.hasPrefix("// From the workbook, chapter 2 “More”."))
    }

    @Test func theSolutionGoesIntoAFolderOfItsOwnNeverOverAStarter() throws {
        let book = try TestBook(fixture: "with-exercise")
        #expect(extract(book, "chapter2", "--lang", "de", "--into", "out").status == ExitStatus.success)
        let work = "public func farewell(_ name: String) -> String { \"Bye\" } // learner's work\n"
        try book.write(work, to: "out/Sources/Demo/Greeting.swift")
        let before = book.snapshot()
        for arguments in [["--into", "out"], ["--into", "out", "--force"]] {
            let refused = book.run(["extract", "chapter2", "--solution"] + arguments)
            #expect(refused.status == ExitStatus.failure)
            #expect(refused.error.contains("error: holds a starter (.workbook-learner says so)"))
            #expect(refused.error.contains("not even with --force"))
            #expect(book.snapshot() == before, "nothing moved, nothing written")
        }
        let capture = CapturingConsole()
        let status = WorkbookCommand(arguments: ["extract", "chapter2", "--solution"], currentDirectory: book.root)
            .run(console: capture.console)
        #expect(status == ExitStatus.success)
        #expect(book.read("chapter2-solution/.workbook-learner") == "language: en\nchapter: 2\npackage: solution\n")
        #expect(book.read("chapter2-solution/README.md")?.contains("Reference solution") == true)
        #expect(book.read("out/Sources/Demo/Greeting.swift") == work)
    }

    @Test func extractingAgainKeepsTheLearnersLanguage() throws {
        let book = try TestBook(fixture: "with-exercise")
        #expect(extract(book, "chapter2", "--lang", "de", "--into", "out").status == ExitStatus.success)
        let again = extract(book, "chapter2", "--into", "out", "--force")
        #expect(again.status == ExitStatus.success)
        #expect(book.read("out/.workbook-learner")?.hasPrefix("language: de\n") == true)
        #expect(book.read("out/README.md")?.hasPrefix("# Mehr") == true)
    }

    @Test func forceCarriesTheBuildCacheIntoTheNewPackage() throws {
        let book = try TestBook(fixture: "with-exercise")
        #expect(extract(book, "chapter2", "--into", "out").status == ExitStatus.success)
        try book.write("compiled", to: "out/.build/debug/marker")
        try book.write("mine", to: "out/Sources/Demo/Notes.swift")
        let forced = extract(book, "chapter2", "--into", "out", "--force")
        #expect(forced.status == ExitStatus.success)
        #expect(book.read("out/.build/debug/marker") == "compiled", "the next swift test builds incrementally")
        #expect(book.read("out/Sources/Demo/Notes.swift") == nil)
        let moved = try #require(
            forced.out.split(separator: "\n").first { $0.hasPrefix("moved the existing folder aside to ") })
        let backup = String(moved.dropFirst("moved the existing folder aside to ".count))
        #expect(FileManager.default.fileExists(atPath: backup + "/Sources/Demo/Notes.swift"), "the work is kept")
    }

    @Test func aLearnerFileInTheBookMustNameOneOfItsLanguages() throws {
        let book = try TestBook(fixture: "with-exercise")
        try book.write("language: fr\n", to: ".workbook-learner")
        let run = book.run("check")
        #expect(run.status == ExitStatus.failure)
        #expect(run.error.contains(".workbook-learner:1:11: error: unknown language 'fr'; the book has en, de"))
    }

    @Test func defaultFolderIsChapterNInTheCurrentFolder() throws {
        let book = try TestBook(fixture: "with-exercise")
        let capture = CapturingConsole()
        let status = WorkbookCommand(arguments: ["extract", "chapter2"], currentDirectory: book.root)
            .run(console: capture.console)
        #expect(status == ExitStatus.success)
        #expect(book.exists("chapter2/Package.swift"))
    }

    @Test func aNonEmptyFolderIsRefusedAndForceKeepsABackup() throws {
        let book = try TestBook(fixture: "with-exercise")
        #expect(extract(book, "chapter2", "--into", "out").status == ExitStatus.success)
        let solved = "public func farewell(_ name: String) -> String { \"Bye, \\(name)!\" } // learner's work\n"
        try book.write(solved, to: "out/Sources/Demo/Greeting.swift")

        let refused = extract(book, "chapter2", "--into", "out")
        #expect(refused.status == ExitStatus.failure)
        #expect(refused.error.contains("error: folder is not empty; nothing was written"))
        #expect(book.read("out/Sources/Demo/Greeting.swift") == solved)

        let forced = extract(book, "chapter2", "--into", "out", "--force")
        #expect(forced.status == ExitStatus.success)
        let moved = try #require(
            forced.out.split(separator: "\n").first { $0.hasPrefix("moved the existing folder aside to ") })
        let backup = URL(fileURLWithPath: String(moved.dropFirst("moved the existing folder aside to ".count)))
        let kept = try String(contentsOf: backup.appendingPathComponent("Sources/Demo/Greeting.swift"), encoding: .utf8)
        #expect(kept == solved, "the learner's work is recoverable")
        #expect(book.read("out/Sources/Demo/Greeting.swift") != solved)
    }

    @Test func anEmptyFolderIsFine() throws {
        let book = try TestBook(fixture: "with-exercise")
        try FileManager.default.createDirectory(
            at: book.root.appendingPathComponent("empty"), withIntermediateDirectories: true)
        #expect(extract(book, "chapter2", "--into", "empty").status == ExitStatus.success)
    }

    @Test(arguments: [
        (["chapter9"], "error: there is no chapter 9; the book has chapter1, chapter2"),
        (["chapter1"], "error: chapter 1 (01-basics) has no exercises; try one of: chapter2"),
        (["chapter2", "--lang", "fr"], "error: unknown language 'fr'; the book has en, de"),
    ])
    func bookLevelMistakesExit1(arguments: [String], message: String) throws {
        let book = try TestBook(fixture: "with-exercise")
        let before = book.snapshot()
        let run = book.run(["extract"] + arguments + ["--into", "out"])
        #expect(run.status == ExitStatus.failure)
        #expect(run.error.hasPrefix(message))
        #expect(book.snapshot() == before)
    }

    @Test(arguments: [
        ["chap2"], ["chapter"], ["chapterX"], [], ["chapter2", "--lang"], ["chapter2", "chapter3"],
    ])
    func malformedArgumentsExit64(arguments: [String]) throws {
        let book = try TestBook(fixture: "with-exercise")
        let run = book.run(["extract"] + arguments)
        #expect(run.status == ExitStatus.usage)
        #expect(run.error.hasPrefix("Error: "))
        #expect(run.error.contains("Usage: workbook extract chapter<N>"))
    }

    /// The fixture's exercise with a second reference solution, in both languages.
    func bookWithTwoSolutions() throws -> TestBook {
        let book = try TestBook(fixture: "with-exercise")
        for language in ["en", "de"] {
            let path = "Chapters/02-more/\(language).md"
            let text = try #require(book.read(path))
            try book.write(
                text.replacingOccurrences(
                    of: "    \"Bye, \\(name)!\"\n    //# starter\n",
                    with:
                        "    \"Bye, \\(name)!\"\n    //# solution joined\n    \"Bye, \" + name + \"!\"\n    //# starter\n"
                ),
                to: path)
        }
        return book
    }

    @Test func aNamedSolutionIsExtractedInsteadOfTheFirst() throws {
        let book = try bookWithTwoSolutions()
        let run = extract(book, "chapter2", "--solution=joined", "--into", "out")
        #expect(run.status == ExitStatus.success, "\(run.error)")
        #expect(run.out.hasPrefix("wrote the solution 'joined' for chapter 2 (farewell) to "))
        let greeting = try #require(book.read("out/Sources/Demo/Greeting.swift"))
        #expect(greeting.contains("    \"Bye, \" + name + \"!\"\n}"))
        #expect(!greeting.contains("\"Bye, \\(name)!\""), "the first solution is left out")
        #expect(!greeting.contains("//#"))

        let first = extract(book, "chapter2", "--solution", "--into", "first")
        #expect(first.status == ExitStatus.success)
        #expect(try #require(book.read("first/Sources/Demo/Greeting.swift")).contains("\"Bye, \\(name)!\""))
    }

    @Test func anUnknownSolutionNameIsRefused() throws {
        let book = try bookWithTwoSolutions()
        let run = extract(book, "chapter2", "--solution=polite", "--into", "out")
        #expect(run.status == ExitStatus.failure)
        #expect(run.error.contains("chapter 2 has no reference solution named 'polite'; it has: joined"))
        #expect(!book.exists("out"))
    }

    @Test func listNamesTheOtherSolutions() throws {
        let book = try bookWithTwoSolutions()
        #expect(
            book.run("list").out.contains(
                "      exercise farewell: Sources/Demo/Greeting.swift, 1 hint, other solutions: joined"))
    }

    @Test func listShowsExercises() throws {
        let book = try TestBook(fixture: "with-exercise")
        #expect(book.run("list").out.contains("      exercise farewell: Sources/Demo/Greeting.swift, 1 hint"))
    }

    @Test func listNamesTheManifestAsTheSourceOfTheFeedbackSupport() throws {
        let out = try TestBook(fixture: "with-exercise").run("list").out
        #expect(out.contains("  Tests/DemoTests/LearnerFeedback.swift  [out of date] from Chapters/book.json\n"))
        #expect(out.contains("  Tests/DemoTests/FarewellTests.swift  [out of date] from chapters 02\n"))
        #expect(
            ListVerb.origin(of: ["Chapters/01-a/en.md", "Chapters/book.json"]) == "chapters 01 and Chapters/book.json")
    }
}
