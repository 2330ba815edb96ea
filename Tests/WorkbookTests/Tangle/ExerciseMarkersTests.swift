import Testing

@testable import Workbook

@Suite struct ExerciseMarkersTests {
    let code = """
        func title() -> String {
            //# exercise shout
            name.uppercased()
            //# starter
            name
            //# end
        }

        """

    @Test func solutionAndStarterDropTheOtherRegionAndTheMarkers() throws {
        let parsed = try SnippetCode.parse(code).get()
        #expect(parsed.solution == "func title() -> String {\n    name.uppercased()\n}\n")
        #expect(parsed.starter == "func title() -> String {\n    name\n}\n")
        #expect(parsed.exerciseIDs == ["shout"])
    }

    @Test func codeWithoutMarkersIsOnePlainSegment() throws {
        let parsed = try SnippetCode.parse("let a = 1\n").get()
        #expect(parsed.segments == [.plain("let a = 1\n")])
        #expect(parsed.solution == parsed.starter)
    }

    @Test(arguments: [
        ("//# starter\n", 0, "unexpected '//# starter': expected '//# exercise ID' first"),
        ("//# exercise a\n//# end\n", 1, "unexpected '//# end': expected '//# starter' next"),
        ("//# exercise a\nx\n//# starter\ny\n", 0, "exercise is not closed: it needs '//# starter' and '//# end'"),
        ("//# exercise Bad_Id\n", 0, "'//# exercise' needs one kebab-case id, e.g. '//# exercise format-date'"),
        (
            "//# exercise a\n//# exercise b\n", 1,
            "'//# exercise' inside another exercise; close it with '//# starter' and '//# end' first"
        ),
        ("  //# solution\n", 0, "unexpected '//# solution': expected '//# exercise ID' first"),
        (
            "  //# answer\n", 0,
            "unknown marker '//# answer' (markers are '//# exercise ID', '//# solution NAME', '//# starter', '//# end')"
        ),
        (
            "//# exercise a\nx\n//# solution\n", 2,
            "'//# solution' needs one kebab-case name, e.g. '//# solution with-a-flag'"
        ),
        (
            "//# exercise a\nx\n//# solution b\ny\n//# solution b\nz\n//# starter\n//# end\n", 4,
            "this exercise region already has a solution named 'b'"
        ),
        ("//# exercise a\nx\n//# starter\n//# solution b\n", 3, "unexpected '//# solution': expected '//# end' next"),
    ])
    func malformedMarkers(code: String, line: Int, message: String) {
        guard case .failure(let problem) = SnippetCode.parse(code) else {
            Issue.record("expected a problem"); return
        }
        #expect(problem.lineOffset == line)
        #expect(problem.message == message)
    }

    let twoWays = """
        func title() -> String {
            //# exercise shout
            name.uppercased()
            //# solution with-map
            String(name.map { Character($0.uppercased()) })
            //# solution spelled-out
            name
                .uppercased()
            //# starter
            name
            //# end
        }
        func plain() {}

        """

    @Test func otherSolutionsAreKeptApartAndPickedByName() throws {
        let parsed = try SnippetCode.parse(twoWays).get()
        #expect(parsed.solution == "func title() -> String {\n    name.uppercased()\n}\nfunc plain() {}\n")
        #expect(parsed.starter == "func title() -> String {\n    name\n}\nfunc plain() {}\n")
        #expect(
            parsed.solution(named: "with-map")
                == "func title() -> String {\n    String(name.map { Character($0.uppercased()) })\n}\nfunc plain() {}\n"
        )
        #expect(
            parsed.solution(named: "spelled-out")
                == "func title() -> String {\n    name\n        .uppercased()\n}\nfunc plain() {}\n")
        #expect(
            parsed.solution(named: "unknown") == parsed.solution, "a region without that name keeps its first solution")
        #expect(parsed.alternativeNames == ["with-map", "spelled-out"])
        #expect(parsed.exerciseIDs == ["shout"])
        // Two marker lines and three code lines: what the import guard skips to find the next plain line.
        #expect(parsed.alternativeLineCount(segment: 1) == 5)
    }

    /// The tangler records the chapter line of every line it joins, from
    /// the segments the markers were parsed into: marker lines, other
    /// solutions and (in the book's files) starters are skipped, the
    /// fence's indent is kept for columns, and each exercise region's
    /// chapter lines come with the file.
    @Test func theTanglerRecordsEachLinesChapterLine() throws {
        let code = try SnippetCode.parse(twoWays).get()
        // The fence on chapter line 9, indented two columns: the code starts on line 10.
        let block = CodeBlock(
            info: "swift file=Sources/A/T.swift", literal: twoWays, line: 9, column: 3,
            infoColumn: 6, isFenced: true, isClosed: true)
        let snippet = Snippet(
            chapterNumber: 2, sourcePath: "c.md", block: block, file: "Sources/A/T.swift", fileColumn: 17, code: code)
        func lines(_ file: TangledFile) -> [Int?] { file.origins.map { $0?.line } }

        // The block's lines 0, 2, 11, 12: the function, the first solution, the closing brace, plain().
        let book = try #require(Tangler().tangle([snippet, snippet]).first)
        #expect(lines(book) == [10, 12, 21, 22, nil, 10, 12, 21, 22], "two blocks, one blank line apart")
        #expect(book.origins.allSatisfy { $0 == nil || ($0?.path == "c.md" && $0?.columnOffset == 2) })
        #expect(
            book.exercises == [
                .init(id: "shout", path: "c.md", lines: 12...12), .init(id: "shout", path: "c.md", lines: 12...12),
            ])

        // A learner's file holds the starter (line 9 of the block) instead.
        let starter = try #require(Tangler().tangle([snippet], variant: .starter(chapter: 2)).first)
        #expect(lines(starter) == [10, 19, 21, 22])
        #expect(starter.exercises == [.init(id: "shout", path: "c.md", lines: 19...19)])

        // Another solution is not the chapter's lines in order: no origin is claimed for it.
        let other = try #require(Tangler().tangle([snippet], variant: .alternative(chapter: 2, name: "with-map")).first)
        #expect(lines(other) == [nil, nil, nil, nil])

        // The source map is those lines after the header, which no chapter holds.
        let map = SourceMap.build([book])
        let header = book.contents.lineCount - book.origins.count
        #expect(header == 5, "four lines and the one chapter")
        #expect(map.origin(of: "Sources/A/T.swift", line: header + 2)?.line == 12)
        #expect(map.origin(of: "Sources/A/T.swift", line: header)?.line == nil)
    }

    @Test func alternativeVariantAppliesOnlyToItsChapter() throws {
        let exercise = try SnippetCode.parse(twoWays).get()
        let block = CodeBlock(
            info: "swift file=Sources/A/T.swift", literal: twoWays, line: 1, column: 1,
            infoColumn: 4, isFenced: true, isClosed: true)
        let snippets = [
            Snippet(
                chapterNumber: 2, sourcePath: "c2", block: block, file: "Sources/A/T.swift", fileColumn: 15,
                code: exercise),
            Snippet(
                chapterNumber: 3, sourcePath: "c3", block: block, file: "Sources/A/U.swift", fileColumn: 15,
                code: exercise),
        ]
        let files = Tangler().tangle(snippets, variant: .alternative(chapter: 3, name: "with-map"))
        #expect(files[0].body.contains("name.uppercased()"))
        #expect(!files[0].body.contains("name.map"))
        #expect(files[1].body.contains("String(name.map { Character($0.uppercased()) })"))
    }

    @Test func starterVariantAppliesOnlyToItsChapter() throws {
        let exercise = try SnippetCode.parse(code).get()
        let block = CodeBlock(
            info: "swift file=Sources/A/T.swift", literal: code, line: 1, column: 1,
            infoColumn: 4, isFenced: true, isClosed: true)
        let snippets = [
            Snippet(
                chapterNumber: 2, sourcePath: "c2", block: block, file: "Sources/A/T.swift", fileColumn: 15,
                code: exercise),
            Snippet(
                chapterNumber: 3, sourcePath: "c3", block: block, file: "Sources/A/U.swift", fileColumn: 15,
                code: exercise),
        ]
        let files = Tangler().tangle(snippets, variant: .starter(chapter: 3))
        #expect(files.map(\.path) == ["Sources/A/T.swift", "Sources/A/U.swift"])
        #expect(files[0].body.contains("name.uppercased()"))
        #expect(!files[1].body.contains("uppercased"))
    }
}
