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

    @Test func otherSolutionsNeverReachTheSourceMap() {
        let piece = SourceMap.Piece(
            tangledPath: "Sources/A/T.swift", chapterPath: "c.md", firstLine: 10, rawCode: twoWays)
        let lines = SourceMap.solutionLineOrigins(of: piece).map(\.line)
        // The block's lines 0, 2, 11, 12 are tangled (the function, the first solution, the closing brace, plain()).
        #expect(lines == [10, 12, 21, 22])
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
