import Foundation
import Testing
@testable import Workbook

/// `workbook stem`: a tool for authors, not listed in the help.
@Suite struct StemVerbTests {
    func run(_ arguments: [String]) -> (status: Int32, out: String, error: String) {
        let capture = CapturingConsole()
        let status = WorkbookCommand(arguments: arguments, currentDirectory: FileManager.default.temporaryDirectory)
            .run(console: capture.console)
        return (status, capture.out, capture.error)
    }

    @Test func printsWordTabKey() {
        let run = run(["stem", "--lang", "de", "Uebersicht", "Straße"])
        #expect(run.status == ExitStatus.success)
        #expect(run.out == "Uebersicht\tubersicht\nStraße\tstrass\n")
        #expect(run.error.isEmpty)
    }

    @Test func rawPrintsTheStemBeforeFolding() {
        #expect(run(["stem", "--lang", "ru", "--raw", "ёлками"]).out == "ёлками\tелк\n")
        #expect(run(["stem", "--lang", "en", "--raw", "presenters"]).out == "presenters\tpresent\n")
    }

    @Test func argumentsAreSplitIntoWordsAsSearchDoes() {
        #expect(run(["stem", "--lang", "en", "presenter's view"]).out == "presenter\tpresent\ns\ts\nview\tview\n")
    }

    @Test func languageIsRequired() {
        let run = run(["stem", "word"])
        #expect(run.status == ExitStatus.usage)
        #expect(run.error.hasPrefix("Error: Missing expected option '--lang <lang>'."))
    }

    @Test func hiddenFromTheHelpButHasItsOwn() {
        #expect(!run(["--help"]).out.contains("\n  stem "))
        let help = run(["help", "stem"])
        #expect(help.status == ExitStatus.success)
        #expect(help.out.contains("why does search (not) find X?"))
        #expect(help.out.contains("USAGE: workbook stem --lang <lang> [<word> ...]"))
    }
}
