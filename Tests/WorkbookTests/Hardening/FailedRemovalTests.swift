import Foundation
import Testing

@testable import Workbook

/// A file the build should remove but cannot is an error naming it, the
/// run fails, and the verb never says the file was removed.
@Suite struct FailedRemovalTests {
    /// A book root with a path whose removal fails even for root: on Linux
    /// `locked` leads into `/proc/self`, whose files nobody can unlink;
    /// elsewhere it is a folder without write permission.
    final class Root {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-removal-\(UUID().uuidString)")
        let undeletable = "locked/comm"

        init() throws {
            let fileManager = FileManager.default
            try fileManager.createDirectory(at: url, withIntermediateDirectories: true)
            try Data("old\n".utf8).write(to: url.appendingPathComponent("stale.html"))
            let locked = url.appendingPathComponent("locked")
            #if os(Linux)
            try fileManager.createSymbolicLink(atPath: locked.path, withDestinationPath: "/proc/self")
            #else
            try fileManager.createDirectory(at: locked, withIntermediateDirectories: true)
            try Data("old\n".utf8).write(to: locked.appendingPathComponent("comm"))
            try fileManager.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
            #endif
        }

        deinit {
            #if !os(Linux)
            try? FileManager.default.setAttributes(
                [.posixPermissions: 0o755], ofItemAtPath: url.appendingPathComponent("locked").path)
            #endif
            try? FileManager.default.removeItem(at: url)
        }
    }

    @Test func aRemovalThatFailsIsAnErrorAndNotListedAsRemoved() throws {
        let root = try Root()
        var transaction = OutputTransaction(root: root.url)
        transaction.write("new\n", to: "Site/new.html")
        transaction.remove("stale.html")
        transaction.remove(root.undeletable)
        transaction.note("made 1 of 1 site files")
        let capture = CapturingConsole()
        let context = CommandContext(console: capture.console, currentDirectory: root.url)

        let status = context.commit([], transaction, verb: "build")

        #expect(status == ExitStatus.failure)
        #expect(capture.error.contains("\(root.undeletable):1:1: error: cannot remove file: "))
        #expect(capture.error.contains("build: 1 file could not be removed"))
        #expect(!capture.out.contains("removed \(root.undeletable)"))
        #expect(!capture.out.contains("up to date"))
        // What could be done was done, and is said.
        #expect(capture.out.contains("wrote Site/new.html"))
        #expect(capture.out.contains("removed stale.html"))
        #expect(!FileManager.default.fileExists(atPath: root.url.appendingPathComponent("stale.html").path))
    }

    @Test func theTransactionListsOnlyWhatIsGone() throws {
        let root = try Root()
        var transaction = OutputTransaction(root: root.url)
        transaction.remove("stale.html")
        transaction.remove(root.undeletable)
        transaction.remove("never-there.html")
        let failures = try transaction.commit()
        #expect(failures.map(\.path) == [root.undeletable])
        // A file already gone is what a removal wants.
        #expect(transaction.removedPaths == ["stale.html", "never-there.html"])
    }
}
