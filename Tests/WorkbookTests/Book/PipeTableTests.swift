import Testing

@testable import Workbook

@Suite struct PipeTableTests {
    @Test func headerDelimiterAndBodyWithAlignment() throws {
        let table = try #require(
            PipeTable(lines: [
                "| Aspect | Interactor | Presenter |",
                "| :--- | :-: | ---: |",
                "| Knows UI | no | through a protocol |",
            ]))
        #expect(table.header == ["Aspect", "Interactor", "Presenter"])
        #expect(table.alignments == [.left, .center, .right])
        #expect(table.rows == [["Knows UI", "no", "through a protocol"]])
    }

    @Test func outerPipesAreOptionalAndEscapedPipesStayInCells() throws {
        let table = try #require(PipeTable(lines: ["a | b", "--|--", #"x \| y | `a \| b`"#]))
        #expect(table.header == ["a", "b"])
        #expect(table.alignments == [.none, .none])
        #expect(table.rows == [["x | y", "`a | b`"]])
    }

    @Test func shortRowsArePaddedAndLongRowsCut() throws {
        let table = try #require(PipeTable(lines: ["| a | b |", "|---|---|", "| 1 |", "| 1 | 2 | 3 |"]))
        #expect(table.rows == [["1", ""], ["1", "2"]])
    }

    @Test(arguments: [
        ["just a paragraph", "with two lines"],
        ["| a | b |", "| --- |"],
        ["| a | b |", "| --- | x-- |"],
        ["| a |"],
    ])
    func notTables(lines: [String]) {
        #expect(PipeTable(lines: lines) == nil)
    }

    @Test func chapterBlocksIncludeTablesHeadingsAndCode() {
        let document = MarkdownDocument(
            parsing: "# T\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n```swift ignore\nlet a = 1\n```\n")
        let blocks = document.blocks
        #expect(blocks.count == 3)
        guard case .table(let table, let line, _) = blocks[1] else { Issue.record("no table"); return }
        #expect(table.columnCount == 2)
        #expect(line == 3)
        guard case .code(let code) = blocks[2] else { Issue.record("no code"); return }
        #expect(code.info == "swift ignore")
        #expect(code.literal == "let a = 1\n")
        #expect(code.line == 7)
        #expect(code.codeLine == 8)
        #expect(code.infoColumn == 4)
        #expect(code.isClosed)
    }
}
