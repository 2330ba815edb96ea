import Foundation
import Testing

@testable import Workbook

/// The difficulty an exercise is listed with: solution lines, the bodies and
/// types they are written in, and their sum.
@Suite struct ExerciseDifficultyTests {
    func measure(_ id: String, _ snippets: String...) throws -> ExerciseDifficulty {
        let codes = try snippets.map { try SnippetCode.parse($0).get() }
        return ExerciseDifficulty.measure(id, in: codes)
    }

    @Test func aRegionInOneMethodCountsItsCodeLinesTheMethodAndTheType() throws {
        let difficulty = try measure(
            "greet",
            """
            struct Greeter {
                var name: String
                func greet() -> String {
                    //# exercise greet
                    // A comment line is not a line of code.

                    let first = name.split(separator: " ").first ?? ""
                    /* nor is a block comment */
                    return "Hello, \\(first)!"
                    //# starter
                    return ""
                    //# end
                }
            }
            """)
        #expect(difficulty == ExerciseDifficulty(lines: 2, bodies: 1, types: 1))
        #expect(difficulty.score == 4)
    }

    @Test func controlFlowBlocksAreNotBodiesButClosuresAre() throws {
        let inIf = try measure(
            "pick",
            """
            func pick(_ values: [Int]) -> Int {
                //# exercise pick
                if values.contains(where: { $0 > 9 }) {
                    for value in values {
                        guard value > 9 else { continue }
                        return value
                    }
                }
                return 0
                //# starter
                return -1
                //# end
            }
            """)
        // The function and the argument closure; `if`, `for` and `guard` open no body.
        #expect(inIf == ExerciseDifficulty(lines: 7, bodies: 2, types: 0))

        let trailing = try measure(
            "start",
            """
            final class Loader {
                func start() {
                    //# exercise start
                    Task { @MainActor in
                        print("started")
                    }
                    //# starter
                    //# end
                }
            }
            """)
        #expect(trailing == ExerciseDifficulty(lines: 3, bodies: 2, types: 1))
    }

    @Test func aRegionThatDeclaresMembersTouchesEachBodyItDeclares() throws {
        let difficulty = try measure(
            "counter",
            """
            final class Counter {
                //# exercise counter
                private(set) var count = 0 {
                    didSet { print(count) }
                }
                var isEmpty: Bool { count == 0 }
                init() {}
                func increment() { count += 1 }
                //# starter
                var count: Int { 0 }
                //# end
            }
            """)
        // didSet, isEmpty's getter, init and increment: the braces around didSet are no body of their own.
        #expect(difficulty.bodies == 4)
        #expect(difficulty.types == 1)
        #expect(difficulty.lines == 6)
    }

    @Test func regionsInSeveralSnippetsAddUpAndATypeCountsOnceByName() throws {
        let difficulty = try measure(
            "split",
            """
            extension Shelf {
                func first() -> Int {
                    //# exercise split
                    books.first ?? 0
                    //# starter
                    0
                    //# end
                }
            }
            """,
            """
            extension Shelf {
                func last() -> Int {
                    //# exercise split
                    books.last ?? 0
                    //# starter
                    0
                    //# end
                }
            }
            enum Other {
                static func untouched() {
                    //# exercise another
                    print("no")
                    //# starter
                    //# end
                }
            }
            """)
        #expect(difficulty == ExerciseDifficulty(lines: 2, bodies: 2, types: 1))
    }

    @Test func aNewTypeInTheRegionIsTouched() throws {
        let difficulty = try measure(
            "model",
            """
            //# exercise model
            struct Ticket: Equatable {
                var seat: Int
            }
            //# starter
            struct Ticket: Equatable {}
            //# end
            """)
        #expect(difficulty == ExerciseDifficulty(lines: 3, bodies: 0, types: 1))
    }

    @Test func otherSolutionsAreNotMeasured() throws {
        let difficulty = try measure(
            "short",
            """
            func short() -> Int {
                //# exercise short
                1
                //# solution longer
                let one = 1
                let two = one * 2
                return two / 2
                //# starter
                0
                //# end
            }
            """)
        #expect(difficulty == ExerciseDifficulty(lines: 1, bodies: 1, types: 0))
    }

    // MARK: - Core and stretch

    @Test func aTaskBlockMayBeMarkedStretch() throws {
        let book = try TestBook(fixture: "with-exercise")
        for language in ["en", "de"] {
            let path = "Chapters/02-more/\(language).md"
            let text = try #require(book.read(path))
            try book.write(
                text.replacingOccurrences(of: "```exercise farewell\n", with: "```exercise farewell stretch\n"),
                to: path)
        }
        let run = book.run("list", "--json")
        let listing = try JSONDecoder().decode(BookListing.self, from: Data(run.out.utf8))
        #expect(listing.chapters.last?.exercises.first?.kind == "stretch")
    }

    @Test func anUnknownOrRepeatedAttributeOnATaskIsAnErrorAtItsColumn() throws {
        for (info, message) in [
            (
                "farewell hard",
                "18:22: error: unknown attribute 'hard' on an exercise block (expected 'stretch' or nothing)"
            ),
            ("farewell stretch stretch", "18:30: error: attribute 'stretch' is repeated"),
        ] {
            let book = try TestBook(fixture: "with-exercise")
            let path = "Chapters/02-more/en.md"
            let text = try #require(book.read(path))
            try book.write(
                text.replacingOccurrences(of: "```exercise farewell\n", with: "```exercise \(info)\n"), to: path)
            let run = book.run("check")
            #expect(run.status == ExitStatus.failure)
            #expect(run.error.contains("Chapters/02-more/en.md:\(message)"), "\(run.error)")
        }
    }

    // MARK: - The listing

    @Test func listPrintsTheTableAndTheJSONCarriesTheSameFields() throws {
        let book = try TestBook(fixture: "with-exercise")
        let exercise = try #require(
            try JSONDecoder().decode(BookListing.self, from: Data(book.run("list", "--json").out.utf8))
                .chapters.last?.exercises.first)
        #expect(exercise.kind == "core")
        let measured: [Int] = [exercise.lines, exercise.bodies, exercise.types, exercise.score]
        #expect(measured == [1, 1, 0, 2])
        let out = book.run("list").out
        #expect(
            out.contains(
                """
                EXERCISES (score = solution lines + bodies + types)
                  | chapter | exercise | kind | lines | bodies | types | score |
                  | ------- | -------- | ---- | ----: | -----: | ----: | ----: |
                  | 02      | farewell | core |     1 |      1 |     0 |     2 |

                """), "\(out)")
    }

    /// COVERAGE publishes the book's table as `list` prints it: a changed
    /// exercise fails here until the published table is regenerated.
    @Test func coverageQuotesTheBooksOwnTable() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let table = BookListing(try BookAnalysis.analyze(root: root)).exerciseTable
        #expect(table.count > 3, "the book has exercises")
        let coverage = try String(contentsOf: root.appendingPathComponent("Chapters/COVERAGE.md"), encoding: .utf8)
        let section = try #require(coverage.range(of: "## Exercises that climb"), "COVERAGE has the section")
        #expect(
            coverage[section.upperBound...].contains(table.joined(separator: "\n") + "\n"),
            "Chapters/COVERAGE.md should quote `workbook list`'s exercise table as printed")
    }
}
