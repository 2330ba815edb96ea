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

    #if canImport(Glibc)
    /// The system's `inotify_add_watch`, except for folders named `refused`,
    /// which fail as they do at the system's limit of watches.
    static func refusing(_ refused: String) -> FileWatcher.AddWatch {
        { descriptor, path, mask in
            path.hasSuffix("/" + refused) ? (-1, ENOSPC) : FileWatcher.systemAddWatch(descriptor, path, mask)
        }
    }

    /// Waits (up to a generous stop) until `path` is reported changed.
    func sees(_ path: String, _ watcher: FileWatcher, after change: @escaping @Sendable () throws -> Void) -> Bool {
        let started = ContinuousClock.now
        let changer = Thread {
            Thread.sleep(forTimeInterval: 0.2)
            try? change()
        }
        changer.start()
        while let batch = watcher.waitForChanges(shouldStop: { ContinuousClock.now - started > .seconds(20) }) {
            if batch.contains(path) { return true }
        }
        return false
    }

    @Test func aFolderTheSystemWillNotWatchAtTheStartIsPolledInstead() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let watcher = FileWatcher(folder: folder, mode: .automatic, addWatch: Self.refusing("01-a"))
        #expect(!watcher.usesInotify)
        #expect(
            watcher.fallback
                == FileWatcher.Fallback(
                    folder: "01-a", reason: "No space left on device", interval: .milliseconds(300)))
        let seen = sees("01-a/en.md", watcher) {
            try "two, longer".write(to: folder.appendingPathComponent("01-a/en.md"), atomically: true, encoding: .utf8)
        }
        #expect(seen, "a change in the folder without a watch is still reported")
    }

    /// A folder made while watching that cannot get a watch: its first file
    /// shows (the parent's watch sees the folder appear), and later saves in
    /// it are found by comparing the files, not lost.
    @Test func aNewFolderTheSystemWillNotWatchIsPolledFromThenOn() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let watcher = FileWatcher(folder: folder, mode: .automatic, addWatch: Self.refusing("02-b"))
        #expect(watcher.usesInotify)
        #expect(watcher.fallback == nil)
        let created = sees("02-b/en.md", watcher) {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("02-b"), withIntermediateDirectories: true)
            try "new".write(to: folder.appendingPathComponent("02-b/en.md"), atomically: false, encoding: .utf8)
        }
        #expect(created)
        #expect(!watcher.usesInotify)
        #expect(watcher.fallback?.folder == "02-b")
        #expect(watcher.fallback?.reason == "No space left on device")
        let saved = sees("02-b/en.md", watcher) {
            try "newer, longer".write(
                to: folder.appendingPathComponent("02-b/en.md"), atomically: false, encoding: .utf8)
        }
        #expect(saved, "a save in the folder without a watch is still reported")
    }
    #endif

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
