import Foundation
import Testing

@testable import Workbook

/// `workbook list --json`: what scripts read instead of the prose listing.
@Suite struct ListCommandTests {
    func listing(_ run: TestBook.Run) throws -> BookListing {
        try JSONDecoder().decode(BookListing.self, from: Data(run.out.utf8))
    }

    @Test func jsonNamesLanguagesChaptersExercisesAndTangledFiles() throws {
        let book = try TestBook(fixture: "with-exercise")
        let run = book.run("list", "--json")
        #expect(run.status == ExitStatus.success, "\(run.error)")
        let listing = try listing(run)
        #expect(listing.title == "Fixture")
        #expect(listing.languages == ["en", "de"])
        #expect(listing.sourceLanguage == "en")
        #expect(listing.chapters.map(\.number) == [1, 2])
        #expect(listing.chapters.map(\.folder) == ["Chapters/01-basics", "Chapters/02-more"])
        #expect(listing.chapters[0].translations == ["en": "ok", "de": "ok"])
        #expect(listing.chapters[0].exercises.isEmpty)
        #expect(
            listing.chapters[1].exercises == [
                .init(
                    id: "farewell", files: ["Sources/Demo/Greeting.swift"], hints: 1, otherSolutions: [],
                    writesTests: false, kind: "core", lines: 1, bodies: 1, types: 0, score: 2)
            ])
        let files = Dictionary(uniqueKeysWithValues: listing.tangledFiles.map { ($0.path, $0) })
        #expect(files["Tests/DemoTests/LearnerFeedback.swift"]?.sources == ["Chapters/book.json"])
        #expect(files["Tests/DemoTests/FarewellTests.swift"]?.status == "out-of-date")
        #expect(files["Tests/DemoTests/FarewellTests.swift"]?.sources == ["Chapters/02-more/en.md"])
    }

    @Test func jsonIsOneObjectWithSortedKeysAndUnescapedSlashes() throws {
        let out = try TestBook(fixture: "with-exercise").run("list", "--json").out
        #expect(out.hasPrefix("{\n  \"chapters\" : [\n"))
        #expect(out.hasSuffix("}\n"))
        #expect(out.contains("\"folder\" : \"Chapters/02-more\""))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        #expect(object.keys.sorted() == ["chapters", "languages", "sourceLanguage", "tangledFiles", "title"])
    }

    @Test func tangledFilesCarryTheirStatusAfterABuild() throws {
        let book = try TestBook(fixture: "with-exercise")
        #expect(book.run("tangle").status == ExitStatus.success)
        let path = "Sources/Demo/Greeting.swift"
        try book.write(try #require(book.read(path)) + "// mine\n", to: path)
        let files = try listing(book.run("list", "--json")).tangledFiles
        #expect(files.first { $0.path == path }?.status == "edited-by-hand")
        #expect(files.filter { $0.path != path }.allSatisfy { $0.status == "up-to-date" })
    }

    @Test func otherSolutionsAndTestWritingExercisesAreNamed() throws {
        let book = try TestBook(fixture: "with-exercise")
        for language in ["en", "de"] {
            let path = "Chapters/02-more/\(language).md"
            let text = try #require(book.read(path))
            try book.write(
                text.replacingOccurrences(
                    of: "    \"Bye, \\(name)!\"\n    //# starter\n",
                    with:
                        "    \"Bye, \\(name)!\"\n    //# solution joined\n    \"Bye, \" + name + \"!\"\n    //# starter\n"
                ), to: path)
        }
        let exercise = try #require(try listing(book.run("list", "--json")).chapters.last?.exercises.first)
        #expect(exercise.otherSolutions == ["joined"])
        #expect(!exercise.writesTests)
    }

    @Test func aMissingTranslationIsListedAsMissing() throws {
        let run = try TestBook(fixture: "missing-translation").run("list", "--json")
        #expect(run.status == ExitStatus.failure)
        let listing = try listing(run)
        #expect(listing.chapters[1].translations == ["en": "ok", "de": "missing"])
    }

    @Test func aTranslationWithErrorsIsListedWithErrorsAndTheStatusIsOne() throws {
        let run = try TestBook(fixture: "code-differs").run("list", "--json")
        #expect(run.status == ExitStatus.failure)
        #expect(run.error.contains(": error: "), "the diagnostics still go to stderr")
        let states = try listing(run).chapters.flatMap { $0.translations.values }
        #expect(states.contains("errors"))
    }

    @Test func theProseListingIsTheSameListing() throws {
        let book = try TestBook(fixture: "with-exercise")
        let listing = try listing(book.run("list", "--json"))
        #expect(book.run("list").out == listing.lines.map { $0 + "\n" }.joined())
    }

    @Test func anUnknownOptionIsAUsageError() throws {
        let run = try TestBook(fixture: "with-exercise").run("list", "--jsn")
        #expect(run.status == ExitStatus.usage)
        #expect(run.error.contains("Unknown option '--jsn'"))
        #expect(run.out.isEmpty)
    }
}
