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
        (
            "  //# solution\n", 0,
            "unknown marker '//# solution' (markers are '//# exercise ID', '//# starter', '//# end')"
        ),
    ])
    func malformedMarkers(code: String, line: Int, message: String) {
        guard case .failure(let problem) = SnippetCode.parse(code) else {
            Issue.record("expected a problem"); return
        }
        #expect(problem.lineOffset == line)
        #expect(problem.message == message)
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
