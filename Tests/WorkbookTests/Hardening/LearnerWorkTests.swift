import Foundation
import Testing

@testable import Workbook

/// `--force` replaces, never loses: every file `tangle --force`,
/// `build --force` or `extract --force` replaces or removes stays
/// recoverable, however often and however quickly they are run.
/// (The basic cases are in `TangleCommandTests` and `ExtractCommandTests`.)
@Suite struct LearnerWorkTests {
    static let greeting = "Sources/Demo/Greeting.swift"

    /// The backup paths a run printed (`backed up X to Y`), by X.
    func backups(_ run: TestBook.Run) -> [String: String] {
        var result: [String: String] = [:]
        for line in run.out.split(separator: "\n") where line.hasPrefix("backed up ") {
            let words = line.split(separator: " ")
            result[String(words[2])] = String(words[4])
        }
        return result
    }

    @Test func repeatedForcedTanglesInOneSecondKeepEveryEdit() throws {
        let book = try TestBook(fixture: "valid")
        #expect(book.run("tangle").status == ExitStatus.success)
        var kept: [String] = []
        for round in 1...3 {
            let edited = try #require(book.read(Self.greeting)) + "// learner's edit \(round)\n"
            try book.write(edited, to: Self.greeting)
            let run = book.run("tangle", "--force")
            #expect(run.status == ExitStatus.success, "\(run.error)")
            let backup = try #require(backups(run)[Self.greeting])
            #expect(book.read(backup) == edited, "edit \(round) is recoverable")
            #expect(!kept.contains(backup), "a backup is never reused")
            kept.append(backup)
        }
        for (round, backup) in kept.enumerated() {
            #expect(book.read(backup)?.hasSuffix("// learner's edit \(round + 1)\n") == true)
        }
    }

    @Test func buildForceKeepsAHandEditAndAForeignFile() throws {
        let book = try TestBook(fixture: "valid")
        #expect(book.run("build").status == ExitStatus.success)
        let edited = try #require(book.read(Self.greeting)) + "// edited\n"
        try book.write(edited, to: Self.greeting)
        let refused = book.run("build")
        #expect(refused.status == ExitStatus.failure)
        #expect(book.read(Self.greeting) == edited)

        let run = book.run("build", "--force")
        #expect(run.status == ExitStatus.success, "\(run.error)")
        #expect(book.read(try #require(backups(run)[Self.greeting])) == edited)

        // A file without the generated header at a path the book tangles.
        let mine = "// my own greeting\npublic func greeting(_ name: String) -> String { name }\n"
        try book.write(mine, to: Self.greeting)
        let replaced = book.run("tangle", "--force")
        #expect(replaced.status == ExitStatus.success)
        #expect(book.read(try #require(backups(replaced)[Self.greeting])) == mine)
    }

    @Test func forcedRemovalOfAnEditedStaleFileKeepsIt() throws {
        let book = try TestBook(fixture: "valid")
        #expect(book.run("tangle").status == ExitStatus.success)
        let stale = TangledFile(
            path: "Sources/Demo/Old.swift", sources: ["Chapters/01-basics/en.md"], body: "let old = 1\n")
        let edited = stale.contents + "// kept by hand\n"
        try book.write(edited, to: stale.path)
        let refused = book.run("tangle")
        #expect(refused.status == ExitStatus.failure)
        #expect(
            refused.error.contains(
                "Sources/Demo/Old.swift: error: no chapter produces this file any more, and it was edited by hand"))
        let run = book.run("tangle", "--force")
        #expect(run.status == ExitStatus.success, "\(run.error)")
        #expect(run.out.contains("removed Sources/Demo/Old.swift"))
        #expect(!book.exists(stale.path))
        #expect(book.read(try #require(backups(run)[stale.path])) == edited)
    }

    @Test func repeatedForcedExtractsKeepEveryFolder() throws {
        let book = try TestBook(fixture: "with-exercise")
        #expect(book.run("extract", "chapter2", "--into", "out").status == ExitStatus.success)
        var backups: [URL] = []
        for round in 1...3 {
            let work = "// learner's work, round \(round)\n"
            try book.write(work, to: "out/Sources/Demo/Greeting.swift")
            try book.write("notes \(round)\n", to: "out/.notes/private.txt")
            try book.write("scratch \(round)\n", to: "out/Scratch/Deep/File.swift")
            let run = book.run("extract", "chapter2", "--into", "out", "--force")
            #expect(run.status == ExitStatus.success, "\(run.error)")
            let line = try #require(
                run.out.split(separator: "\n").first { $0.hasPrefix("moved the existing folder aside to ") })
            let backup = URL(fileURLWithPath: String(line.dropFirst("moved the existing folder aside to ".count)))
            #expect(!backups.contains(backup), "a backup is never reused")
            backups.append(backup)
            #expect(book.read("out/Sources/Demo/Greeting.swift") != work)
            #expect(!book.exists("out/Scratch"))
        }
        for (index, backup) in backups.enumerated() {
            let round = index + 1
            #expect(
                try String(contentsOf: backup.appendingPathComponent("Sources/Demo/Greeting.swift"), encoding: .utf8)
                    == "// learner's work, round \(round)\n")
            #expect(
                try String(contentsOf: backup.appendingPathComponent(".notes/private.txt"), encoding: .utf8)
                    == "notes \(round)\n")
            #expect(
                try String(contentsOf: backup.appendingPathComponent("Scratch/Deep/File.swift"), encoding: .utf8)
                    == "scratch \(round)\n")
        }
    }

    /// `--into` the book's own folder (or one holding it) would, with
    /// `--force`, move the whole book aside; into `Chapters/`, `Site/` or an
    /// owned target it would mix a package into what the tool manages.
    @Test(arguments: [
        (".", "is the book's folder or holds it; extract into a folder of its own"),
        ("..", "is the book's folder or holds it; extract into a folder of its own"),
        ("Sources/Demo", "is inside Sources/Demo, which the tool manages; extract into a folder of its own"),
        (
            "Tests/DemoTests/Starter",
            "is inside Tests/DemoTests, which the tool manages; extract into a folder of its own"
        ),
        ("Site", "is inside Site, which the tool manages; extract into a folder of its own"),
        ("Chapters/02-more", "is inside Chapters, which the tool manages; extract into a folder of its own"),
    ])
    func extractRefusesTheBookAndItsManagedFolders(into: String, message: String) throws {
        let book = try TestBook(fixture: "with-exercise")
        #expect(book.run("tangle").status == ExitStatus.success)
        let before = book.snapshot()
        for force in [[], ["--force"]] {
            let run = book.run(["extract", "chapter2", "--into", into] + force)
            #expect(run.status == ExitStatus.failure)
            #expect(run.error.contains("error: \(message)"), "\(run.error)")
        }
        #expect(book.snapshot() == before)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: book.root.deletingLastPathComponent().path)
                .allSatisfy { !$0.hasPrefix(book.root.lastPathComponent + ".backup-") })
    }

    /// Backups go only into a real folder of the book.
    @Test func aSymlinkedBackupFolderIsRefused() throws {
        let book = try TestBook(fixture: "valid")
        #expect(book.run("tangle").status == ExitStatus.success)
        let outside = URL(fileURLWithPath: book.root.path + "-backups")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        // The tangle kept its source map in a real `.workbook`; replace that folder by the link.
        try FileManager.default.removeItem(at: book.root.appendingPathComponent(".workbook"))
        try FileManager.default.createSymbolicLink(
            at: book.root.appendingPathComponent(".workbook"), withDestinationURL: outside)
        try book.write(try #require(book.read(Self.greeting)) + "// edited\n", to: Self.greeting)
        let before = book.snapshot()
        let run = book.run("tangle", "--force")
        #expect(run.status == ExitStatus.failure)
        #expect(
            run.error.contains(
                ".workbook: error: is not a folder (a symlink or a file); backups are kept only in a real folder of the book: remove it"
            ), "\(run.error)")
        #expect(book.snapshot() == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }

    @Test func extractRefusesAFileInTheWay() throws {
        let book = try TestBook(fixture: "with-exercise")
        try book.write("my file\n", to: "out")
        for arguments in [["--into", "out"], ["--into", "out", "--force"]] {
            let run = book.run(["extract", "chapter2"] + arguments)
            #expect(run.status == ExitStatus.failure)
            #expect(run.error.contains("out: error: exists and is not a folder"))
            #expect(book.read("out") == "my file\n")
        }
    }

    /// An extract killed while assembling its package leaves a hidden
    /// temporary folder; the learner's folder is untouched, and the next
    /// extract replaces the leftover.
    @Test func aLeftoverFromAKilledExtractIsReplaced() throws {
        let book = try TestBook(fixture: "with-exercise")
        try book.write("half a file", to: ".out\(OutputTransaction.temporarySuffix)/Sources/Demo/Greeting.swift")
        let run = book.run("extract", "chapter2", "--into", "out")
        #expect(run.status == ExitStatus.success, "\(run.error)")
        #expect(!book.exists(".out\(OutputTransaction.temporarySuffix)"))
        #expect(book.read("out/Sources/Demo/Greeting.swift")?.contains("half a file") == false)
    }
}
