import Foundation
import Testing

@testable import Workbook

@Suite struct SourceMapTests {
    /// A block of `Sources/M/A.swift` whose code starts at chapter line
    /// `firstLine`, its fence at `column`.
    static func snippet(_ code: String, chapter: String, firstLine: Int, column: Int = 1) throws -> Snippet {
        let block = CodeBlock(
            info: "swift file=Sources/M/A.swift", literal: code, line: firstLine - 1, column: column,
            infoColumn: column + 3, isFenced: true, isClosed: true)
        return Snippet(
            chapterNumber: 1, sourcePath: chapter, block: block, file: "Sources/M/A.swift", fileColumn: column + 9,
            code: try SnippetCode.parse(code).get())
    }

    /// Two blocks from two chapters, tangled into one file behind its
    /// 6-line header (four lines and one for each chapter).
    func sample() throws -> SourceMap {
        let first = "import Foundation\n\nstruct A {}\n"
        let second = "//# exercise e\nfunc f() -> Int { 1 }\n//# starter\nfunc f() -> Int { 0 }\n//# end\nlet x = 2\n"
        return SourceMap.build(
            Tangler().tangle([
                try Self.snippet(first, chapter: "Chapters/02-a/en.md", firstLine: 40),
                try Self.snippet(second, chapter: "Chapters/03-b/en.md", firstLine: 100),
            ]))
    }

    @Test func everyLineOfABlockPointsAtItsChapterLine() throws {
        let map = try sample()
        #expect(map.origin(of: "Sources/M/A.swift", line: 1) == nil, "the header comes from no chapter")
        #expect(map.origin(of: "Sources/M/A.swift", line: 7) == .init(path: "Chapters/02-a/en.md", line: 40))
        #expect(map.origin(of: "Sources/M/A.swift", line: 9) == .init(path: "Chapters/02-a/en.md", line: 42))
        #expect(map.origin(of: "Sources/M/A.swift", line: 10) == nil, "the blank line between blocks")
        #expect(
            map.origin(of: "Sources/M/A.swift", line: 11) == .init(path: "Chapters/03-b/en.md", line: 101),
            "markers are skipped")
        #expect(
            map.origin(of: "Sources/M/A.swift", line: 12) == .init(path: "Chapters/03-b/en.md", line: 105),
            "starter lines are skipped")
        #expect(map.origin(of: "Sources/M/A.swift", line: 13) == nil)
        #expect(SourceMap.decode(map.encoded()) == map)
    }

    @Test func compilerErrorsMoveToTheChapterWithTheTangledPlaceAlongside() throws {
        let remapper = ToolOutputRemapper(map: try sample(), root: "/book")
        #expect(
            remapper.remap("/book/Sources/M/A.swift:11:19: error: cannot convert value")
                == "Chapters/03-b/en.md:101:19: error: cannot convert value [Sources/M/A.swift:11:19]")
        #expect(
            remapper.remap("/book/Sources/M/A.swift:9:1: warning: unused")
                == "Chapters/02-a/en.md:42:1: warning: unused [Sources/M/A.swift:9:1]")
        #expect(
            remapper.remap("/book/Sources/M/A.swift:12: error: -[MTests.ATests testX] : XCTAssertEqual failed")
                == "Chapters/03-b/en.md:105: error: -[MTests.ATests testX] : XCTAssertEqual failed [Sources/M/A.swift:12]"
        )
    }

    @Test func swiftTestingIssuesAreFoundByFileName() throws {
        let remapper = ToolOutputRemapper(map: try sample(), root: "/book")
        #expect(
            remapper.remap("✘ Test counts() recorded an issue at A.swift:11:5: Expectation failed: 1 == 2")
                == "Chapters/03-b/en.md:101:5: error: Test counts() recorded an issue: Expectation failed: 1 == 2 [Sources/M/A.swift:11:5]"
        )
    }

    @Test func swiftTestingFormsWithArgumentsWithoutMessageAndKnownIssues() throws {
        let remapper = ToolOutputRemapper(map: try sample(), root: "/book")
        #expect(
            remapper.remap(
                "✘ Test \"at a.swift: 1\" recorded an issue with 1 argument n → 2 at A.swift:12:3: Issue recorded")
                == "Chapters/03-b/en.md:105:3: error: Test \"at a.swift: 1\" recorded an issue with 1 argument n → 2: Issue recorded [Sources/M/A.swift:12:3]"
        )
        #expect(
            remapper.remap("✘ Test f() recorded an issue at A.swift:11:5")
                == "Chapters/03-b/en.md:101:5: error: Test f() recorded an issue [Sources/M/A.swift:11:5]")
        #expect(
            remapper.remap("✔ Test g() recorded a known issue at A.swift:9:2: Expectation failed")
                == "Chapters/02-a/en.md:42:2: note: Test g() recorded a known issue: Expectation failed [Sources/M/A.swift:9:2]"
        )
        let shadowed = ToolOutputRemapper(map: try sample(), root: "/book", untangledFileNames: ["A.swift"])
        let line = "✘ Test f() recorded an issue at A.swift:11:5: Expectation failed"
        #expect(shadowed.remap(line) == line, "a hand-written A.swift could be the one meant")
    }

    @Test func trapsAndRelativeOrIndentedPlacesAreMapped() throws {
        // A fence indented three columns; the code is line 6, after a 5-line header.
        let indented = SourceMap.build(
            Tangler().tangle([try Self.snippet("let a = 1\n", chapter: "Chapters/02-a/en.md", firstLine: 7, column: 4)])
        )
        let remapper = ToolOutputRemapper(map: indented, root: "/book/")
        #expect(
            remapper.remap("M/A.swift:6: Fatal error: boom")
                == "Chapters/02-a/en.md:7: error: Fatal error: boom [Sources/M/A.swift:6]")
        #expect(
            remapper.remap("Sources/M/A.swift:6:5: error: x")
                == "Chapters/02-a/en.md:7:8: error: x [Sources/M/A.swift:6:5]", "the fence's indent is added")
        #expect(
            remapper.remap("./Sources/M/A.swift:6:5: note: y")
                == "Chapters/02-a/en.md:7:8: note: y [Sources/M/A.swift:6:5]")
    }

    @Test func theCompilersExcerptIsRenumberedWithTheChaptersLines() throws {
        let remapper = ToolOutputRemapper(map: try sample(), root: "/book")
        var excerpt: ToolOutputRemapper.Excerpt?
        let lines = [
            "/book/Sources/M/A.swift:11:19: error: cannot convert value",
            " 9 | struct A {}",
            "10 | ",
            "11 | func f() -> Int { 1 }",
            "   |                   `- error: cannot convert value",
            "12 | let x = 2",
            "[4/5] Compiling M B.swift",
            "12 | not an excerpt any more",
        ]
        let shown = lines.map { remapper.remap($0, excerpt: &excerpt) }
        #expect(
            shown == [
                "Chapters/03-b/en.md:101:19: error: cannot convert value [Sources/M/A.swift:11:19]",
                "    | struct A {}",
                "    | ",
                "101 | func f() -> Int { 1 }",
                "    |                   `- error: cannot convert value",
                "105 | let x = 2",
                "[4/5] Compiling M B.swift",
                "12 | not an excerpt any more",
            ], "lines of another chapter (9) or of none (10) get an empty gutter")
        #expect(excerpt == nil)
    }

    @Test func linesFromElsewhereAreLeftAlone() throws {
        let remapper = ToolOutputRemapper(map: try sample(), root: "/book")
        for line in [
            "/book/Sources/Workbook/X.swift:3:1: error: not tangled",
            "/elsewhere/Sources/M/A.swift:11:1: error: other root",
            "/book/Sources/M/A.swift:1:1: error: in the header",
            "Build complete!",
            "✔ Test run with 3 tests passed",
            "✘ Test f() recorded an issue at B.swift:11:5: not tangled",
            "✘ Test f() recorded an issue at A.swift:1:1: in the header",
            "/book/Sources/M/A.swift:11:1: remark: not a diagnostic",
            "[3/9] Compiling M A.swift",
        ] {
            #expect(remapper.remap(line) == line)
        }
    }
}
