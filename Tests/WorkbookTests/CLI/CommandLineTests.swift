import Foundation
import Testing

@testable import Workbook

/// Usage, help and exit statuses of the command line (SPEC §4).
@Suite struct CommandLineTests {
    func run(_ arguments: [String], in folder: URL = FileManager.default.temporaryDirectory) -> TestBook.Run {
        let capture = CapturingConsole()
        let status = WorkbookCommand(arguments: arguments, currentDirectory: folder).run(console: capture.console)
        return TestBook.Run(status: status, out: capture.out, error: capture.error)
    }

    @Test func helpListsEveryVerb() {
        let run = run(["--help"])
        #expect(run.status == ExitStatus.success)
        for section in ["OVERVIEW:", "USAGE: workbook <subcommand>", "OPTIONS:", "SUBCOMMANDS:"] {
            #expect(run.out.contains(section))
        }
        for verb in ["build", "tangle", "check", "list", "help"] {
            #expect(run.out.contains("\n  \(verb) "))
        }
        #expect(run.error.isEmpty)
    }

    @Test func versionPrintsTheVersion() {
        #expect(run(["--version"]).out == WorkbookCommand.version + "\n")
    }

    @Test func helpForAVerb() {
        let run = run(["help", "tangle"])
        #expect(run.status == ExitStatus.success)
        #expect(run.out.contains("USAGE: workbook tangle [--force]"))
        #expect(self.run(["tangle", "--help"]).out == run.out)
    }

    @Test(arguments: [
        (["frobnicate"], "Error: Unknown subcommand 'frobnicate'."),
        ([], "Error: Missing subcommand."),
        (["check", "--bogus"], "Error: Unknown option '--bogus'."),
        (["check", "extra"], "Error: Unexpected argument 'extra'."),
        (["check", "--root"], "Error: Missing value for '--root <root>'."),
        (["help", "nope"], "Error: Unknown subcommand 'nope'."),
    ])
    func wrongCommandLinesExit64(arguments: [String], message: String) {
        let run = run(arguments)
        #expect(run.status == ExitStatus.usage)
        #expect(run.error.hasPrefix(message + "\nUsage: workbook "))
        #expect(run.out.isEmpty)
    }

    @Test func noBookFoundIsAnErrorNotACrash() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let run = run(["check"], in: empty)
        #expect(run.status == ExitStatus.failure)
        #expect(run.error.contains("error: no book found"))
    }

    @Test func bookIsFoundFromASubfolder() throws {
        let book = try TestBook(fixture: "valid")
        let capture = CapturingConsole()
        let status = WorkbookCommand(
            arguments: ["list"], currentDirectory: book.root.appendingPathComponent("Chapters/01-basics")
        )
        .run(console: capture.console)
        #expect(status == ExitStatus.success)
        #expect(capture.out.contains("01-basics  en ok, de ok"))
        #expect(capture.out.contains("Sources/Demo/Greeting.swift  [out of date] from chapters 01, 02"))
    }
}
