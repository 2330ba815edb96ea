import Foundation
import Testing

@testable import Workbook

/// `workbook test` and the source map every tangle writes, without a Swift
/// build: a shell script stands in for `swift test`.
@Suite struct TestVerbTests {
    static let greeting = "Sources/Demo/Greeting.swift"

    /// Runs the verb on `book` with `script` (run by /bin/sh in the book's
    /// root) in place of `swift test`.
    func runVerb(_ book: TestBook, script: String, arguments: [String] = []) throws -> TestBook.Run {
        let capture = CapturingConsole()
        let context = CommandContext(
            console: capture.console, currentDirectory: book.root, explicitRoot: book.root,
            traceRunner: StubTraceRunner())
        var parsed = Arguments(arguments)
        let verb = try TestVerb(arguments: &parsed)
        let process = LineStreamingProcess(
            executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script], directory: book.root)
        let status = verb.run(context, process: process)
        return TestBook.Run(status: status, out: capture.out, error: capture.error)
    }

    @Test func everyTangleWritesTheSourceMapQuietly() throws {
        let book = try TestBook(fixture: "valid")
        let run = book.run("tangle")
        #expect(run.out == "wrote \(Self.greeting)\n", "the map is bookkeeping, not news")
        let stored = try #require(book.read(SourceMap.path))
        let map = try #require(SourceMap.decode(Data(stored.utf8)))
        // 6 header lines, then chapter 1's block (code from line 6), a blank
        // line, chapter 2's block (code from line 6).
        #expect(map.origin(of: Self.greeting, line: 6) == nil)
        #expect(map.origin(of: Self.greeting, line: 7) == .init(path: "Chapters/01-basics/en.md", line: 6))
        #expect(map.origin(of: Self.greeting, line: 9) == .init(path: "Chapters/01-basics/en.md", line: 8))
        #expect(map.origin(of: Self.greeting, line: 11) == nil)
        #expect(map.origin(of: Self.greeting, line: 12) == .init(path: "Chapters/02-more/en.md", line: 6))
        #expect(map.files[Self.greeting]?.count == 15, "one entry per line of the tangled file")

        try FileManager.default.removeItem(at: book.root.appendingPathComponent(SourceMap.path))
        #expect(book.run("tangle").out == "tangle: everything is up to date\n")
        #expect(book.read(SourceMap.path) != nil, "a lost map is written again")
        try book.write("{ not a map", to: SourceMap.path)
        book.run("build")
        let rewritten = try #require(book.read(SourceMap.path))
        #expect(SourceMap.decode(Data(rewritten.utf8)) == map)
        let leftover = ".workbook/.sourcemap.json" + OutputTransaction.temporarySuffix
        try book.write("{ half", to: leftover)
        book.run("tangle")
        #expect(!book.exists(leftover), "what a killed run left is cleaned up")
    }

    @Test func tangledFilesCarryNoDirectivesAndNoChapterPathsInTheirCode() throws {
        let book = try TestBook(fixture: "with-exercise")
        book.run("tangle")
        let stored = try #require(book.read(SourceMap.path))
        let map = try #require(SourceMap.decode(Data(stored.utf8)))
        #expect(!map.files.isEmpty)
        for path in map.files.keys {
            let text = try #require(book.read(path))
            #expect(!text.contains("#sourceLocation"))
            #expect(!text.contains("//#"), "exercise markers never reach a tangled file")
            let body = try #require(text.range(of: "\n\n").map { text[$0.upperBound...] })
            #expect(!body.contains("Chapters/"), "only the generated header names the chapters")
        }
        // The book's own modules, as a reader copies them.
        let packageRoot = TestBook.fixtures.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        for folder in ["Sources/ArticlesModule", "Sources/UserScene"] {
            for path in TanglePlan.files(under: folder, root: packageRoot) {
                let text = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
                #expect(!text.contains("#sourceLocation"), "\(path)")
            }
        }
    }

    @Test func linesIntoTangledFilesMoveToTheirChapterAndOthersPassUnchanged() throws {
        let book = try TestBook(fixture: "valid")
        let root = book.root.path
        let run = try runVerb(
            book,
            script: """
                echo 'Building for debugging...'
                echo '\(root)/\(Self.greeting):9:5: error: cannot convert value' >&2
                echo '\(root)/Tests/WorkbookTests/Other.swift:3:1: warning: by hand' >&2
                echo '✘ Test greets() recorded an issue at Greeting.swift:12:5: Expectation failed: 1 == 2'
                echo '↳ a comment'
                exit 3
                """)
        #expect(run.status == 3, "swift test's status passes through")
        #expect(run.out.hasPrefix("wrote \(Self.greeting)\n"), "an out-of-date book is tangled first")
        #expect(
            run.out.hasSuffix(
                """
                Building for debugging...
                Chapters/02-more/en.md:6:5: error: Test greets() recorded an issue: Expectation failed: 1 == 2 [\(Self.greeting):12:5]
                ↳ a comment

                """))
        #expect(
            run.error
                == """
                Chapters/01-basics/en.md:8:5: error: cannot convert value [\(Self.greeting):9:5]
                \(root)/Tests/WorkbookTests/Other.swift:3:1: warning: by hand

                """)
        #expect(try runVerb(book, script: "exit 0").status == 0)
        #expect(try runVerb(book, script: "exit 0").out == "", "an up-to-date book is not tangled again")
        #expect(try runVerb(book, script: "kill -KILL $$").status == 128 + 9, "a signal death is 128+n")
    }

    @Test func argumentsGoToSwiftTestAfterAnOptionalSeparator() throws {
        var arguments = Arguments(["--", "--filter", "Greeting", "--parallel"])
        #expect(try TestVerb(arguments: &arguments).swiftArguments == ["--filter", "Greeting", "--parallel"])
        var plain = Arguments(["--filter", "x"])
        #expect(try TestVerb(arguments: &plain).swiftArguments == ["--filter", "x"])
        #expect(TestVerb.usage.help.contains("128+N"))
    }

    /// The map comes from the tangle `test` just ran, not from the disk:
    /// where it cannot be stored, the output is mapped all the same.
    @Test func withoutAStoredMapTheOutputIsStillMapped() throws {
        let book = try TestBook(fixture: "valid")
        try book.write("not a folder", to: ".workbook")
        let line = "\(book.root.path)/\(Self.greeting):9:5: error: cannot convert value"
        let run = try runVerb(book, script: "echo '\(line)' >&2; exit 1")
        #expect(run.status == 1)
        #expect(run.error.contains(".workbook: warning: is not a folder"))
        #expect(!run.error.contains("sourcemap.json"))
        #expect(
            run.error.contains("Chapters/01-basics/en.md:8:5: error: cannot convert value [\(Self.greeting):9:5]\n"),
            "\(run.error)")
        #expect(book.read(".workbook") == "not a folder", "nothing is written through it")
    }

    @Test func theMapIsNeverWrittenThroughASymlinkedFolder() throws {
        let book = try TestBook(fixture: "valid")
        let outside = URL(fileURLWithPath: book.root.path + "-outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        try Data().write(to: outside.appendingPathComponent(".sourcemap.json" + OutputTransaction.temporarySuffix))
        try FileManager.default.createSymbolicLink(
            at: book.root.appendingPathComponent(".workbook"), withDestinationURL: outside)
        let run = book.run("tangle")
        #expect(run.status == ExitStatus.success)
        #expect(run.out == "wrote \(Self.greeting)\n")
        #expect(run.error.hasPrefix(".workbook: warning: is not a folder (a symlink or a file)"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: outside.path)
                == [".sourcemap.json" + OutputTransaction.temporarySuffix], "nothing written or removed there")
    }

    @Test func aDamagedMapIsNeverAMap() {
        for bytes in ["", "{", "[1,2]", "{\"files\": 3}", "{\"files\": {\"a\": [{\"path\": 1}]}}"] {
            #expect(SourceMap.decode(Data(bytes.utf8)) == nil, "\(bytes)")
        }
    }

    @Test func aBookThatDoesNotTangleRunsNoTest() throws {
        let book = try TestBook(fixture: "code-differs")
        let run = try runVerb(book, script: "echo ran; exit 0")
        #expect(run.status == ExitStatus.failure)
        #expect(!run.out.contains("ran"))
        #expect(run.error.contains("no test was run"))
    }
}
