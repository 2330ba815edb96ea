import Foundation
import Synchronization
import Testing

@testable import Workbook

/// The watcher over a temporary folder: a change made on another thread is
/// reported. A generous stop keeps a broken watcher from hanging the run; no
/// test asserts how fast it notices.
@Suite struct FileWatcherTests {
    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: url.appendingPathComponent("01-a"), withIntermediateDirectories: true)
        try "one".write(to: url.appendingPathComponent("01-a/en.md"), atomically: true, encoding: .utf8)
        return url
    }

    /// The files reported changed until `expected` were all seen (or the
    /// stop). A busy machine may split one change into two reports, and the
    /// hidden temporary file of an atomic write may show in one: both are
    /// fine for a watch, which builds again.
    func changes(
        _ mode: FileWatcher.Mode, expected: Set<String>, after change: @escaping @Sendable (URL) throws -> Void
    ) throws -> [String] {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let watcher = FileWatcher(folder: folder, mode: mode)
        let started = ContinuousClock.now
        let changer = Thread {
            Thread.sleep(forTimeInterval: 0.2)
            try? change(folder)
        }
        changer.start()
        var seen: Set<String> = []
        while !seen.isSuperset(of: expected),
            let batch = watcher.waitForChanges(shouldStop: { ContinuousClock.now - started > .seconds(20) })
        {
            seen.formUnion(batch.filter { !($0.split(separator: "/").last ?? "").hasPrefix(".") })
        }
        return seen.sorted()
    }

    @Test(arguments: [FileWatcher.Mode.automatic, .polling(interval: .milliseconds(50))])
    func aSavedFileIsReported(mode: FileWatcher.Mode) throws {
        let changed = try changes(mode, expected: ["01-a/en.md"]) { folder in
            try "two, longer".write(to: folder.appendingPathComponent("01-a/en.md"), atomically: true, encoding: .utf8)
        }
        #expect(changed == ["01-a/en.md"])
    }

    @Test(arguments: [FileWatcher.Mode.automatic, .polling(interval: .milliseconds(50))])
    func aNewFolderAndADeletionAreReported(mode: FileWatcher.Mode) throws {
        let changed = try changes(mode, expected: ["01-a/en.md", "02-b/en.md"]) { folder in
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("02-b"), withIntermediateDirectories: true)
            try "new".write(to: folder.appendingPathComponent("02-b/en.md"), atomically: true, encoding: .utf8)
            try FileManager.default.removeItem(at: folder.appendingPathComponent("01-a/en.md"))
        }
        #expect(changed == ["01-a/en.md", "02-b/en.md"])
    }

    @Test func stoppingEndsTheWait() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let watcher = FileWatcher(folder: folder, mode: .polling(interval: .milliseconds(20)))
        let asked = Mutex(0)
        let result = watcher.waitForChanges {
            asked.withLock { count in
                count += 1
                return count > 3
            }
        }
        #expect(result == nil)
    }
}
