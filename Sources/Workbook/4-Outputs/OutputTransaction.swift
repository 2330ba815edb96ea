import Foundation
import Synchronization

/// A set of file writes and removals applied all or nothing, as far as a file
/// system allows: every new file is first written in full to a temporary
/// name beside its destination; only when all are written are they renamed
/// into place (rename is atomic per file). A failure before the renames
/// removes the temporaries and leaves every file as it was.
struct OutputTransaction {
    /// Suffix of temporary files; a leftover one is removed by the next run
    /// and never published.
    static let temporarySuffix = ".workbook-tmp"

    let root: URL
    private(set) var writes: [(path: String, data: Data)] = []
    /// Files already written to their temporaries while they were made
    /// (`StagedWrites`): committing renames them, discarding removes them.
    private var staged: [(path: String, temporary: URL)] = []
    /// Why a staged write failed, reported by `commit`.
    private var stagingFailure: DiagnosticsError?
    private(set) var removals: [String] = []
    private(set) var backups: [(path: String, backup: String)] = []
    /// Bookkeeping to do once every file is in place (a cache's record of them).
    private var afterCommitActions: [() -> Void] = []
    /// What the steps that staged this transaction did, for the verb's last line.
    private(set) var notes: [String] = []

    init(root: URL) {
        self.root = root
    }

    var isEmpty: Bool { writes.isEmpty && staged.isEmpty && removals.isEmpty }
    var writtenPaths: [String] { (writes.map(\.path) + staged.map(\.path)).sorted() }
    var removedPaths: [String] { removals }
    /// Files moved aside before being replaced (`--force`), with their backup paths.
    var backedUp: [(path: String, backup: String)] { backups }

    mutating func write(_ data: Data, to path: String) {
        writes.append((path, data))
    }

    mutating func write(_ text: String, to path: String) {
        write(Data(text.utf8), to: path)
    }

    mutating func remove(_ path: String) {
        removals.append(path)
    }

    /// Takes the files `writes` wrote to temporaries into this transaction.
    mutating func adopt(_ writes: StagedWrites) {
        let (files, failure) = writes.taken()
        staged += files
        if stagingFailure == nil { stagingFailure = failure }
    }

    /// Removes the temporaries of the staged writes: the transaction will not be committed.
    func discard() {
        for (_, temporary) in staged { try? FileManager.default.removeItem(at: temporary) }
    }

    /// Adds a phrase to what the verb says it did (`parsed 1 of 8 chapter files, …`).
    mutating func note(_ phrase: String) {
        notes.append(phrase)
    }

    /// What the notes would say of a run of the same verb that found
    /// nothing to do (`parsed 0 of 8 chapter files, …`): the line a run
    /// that only compares stamps (`UnchangedRun`) prints.
    private(set) var unchangedNotes: [String] = []

    mutating func note(_ phrase: String, whenUnchanged unchanged: String) {
        notes.append(phrase)
        unchangedNotes.append(unchanged)
    }

    /// Runs `action` after a commit that succeeded, never after one that failed.
    mutating func afterCommit(_ action: @escaping () -> Void) {
        afterCommitActions.append(action)
    }

    /// Keeps a copy of `path` under `.workbook/backups/STAMP/` before it is
    /// replaced or removed.
    mutating func backUp(_ path: String, stamp: String) {
        backups.append((path, ".workbook/backups/\(stamp)/\(path)"))
    }

    /// Applies the transaction. Throws a diagnostic naming the file that
    /// could not be written; nothing has been replaced then. Removals come
    /// last, once every file is in place, and one that fails cannot be
    /// undone with the rest: the others go on, and this returns an error
    /// for each path still there. From then on `removedPaths` lists only
    /// the paths that are gone.
    mutating func commit() throws(DiagnosticsError) -> [Diagnostic] {
        let fileManager = FileManager.default
        var temporaries: [(URL, URL)] = staged.map { ($0.temporary, root.appendingPathComponent($0.path)) }
        func cleanUp() {
            for (temporary, _) in temporaries { try? fileManager.removeItem(at: temporary) }
        }
        if let stagingFailure {
            cleanUp()
            throw stagingFailure
        }
        var folders = Set<String>()
        for (path, data) in writes {
            let destination = root.appendingPathComponent(path)
            let folder = destination.deletingLastPathComponent()
            let temporary = Self.temporary(for: destination)
            do {
                if folders.insert(folder.path).inserted {
                    try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
                }
                try Self.writeFile(data, to: temporary.path)
            } catch {
                cleanUp()
                try? fileManager.removeItem(at: temporary)
                throw DiagnosticsError([.error(path, 0, 0, "cannot write file: \(SourceText.reason(error))")])
            }
            temporaries.append((temporary, destination))
        }
        // A folder where a file goes would fail its rename after others were
        // done: refuse before anything is replaced.
        for (_, destination) in temporaries {
            var status = stat()
            if lstat(destination.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
                cleanUp()
                throw DiagnosticsError([
                    .error(
                        TargetPath.relative(destination, root), 0, 0,
                        "cannot replace file: a folder is in its place; remove the folder")
                ])
            }
        }
        for (path, backup) in backups {
            let source = root.appendingPathComponent(path)
            let target = root.appendingPathComponent(backup)
            do {
                try fileManager.createDirectory(
                    at: target.deletingLastPathComponent(),
                    withIntermediateDirectories: true)
                try fileManager.copyItem(at: source, to: target)
            } catch {
                cleanUp()
                throw DiagnosticsError([
                    .error(path, 0, 0, "cannot back up file to \(backup): \(SourceText.reason(error))")
                ])
            }
        }
        for (temporary, destination) in temporaries {
            if rename(temporary.path, destination.path) != 0 {
                let reason = String(cString: strerror(errno))
                cleanUp()
                throw DiagnosticsError([
                    .error(
                        TargetPath.relative(destination, root), 0, 0,
                        "cannot replace file: \(reason)")
                ])
            }
        }
        var removed: [String] = []
        var failures: [Diagnostic] = []
        for path in removals {
            do {
                try fileManager.removeItem(at: root.appendingPathComponent(path))
                removed.append(path)
            } catch {
                // Gone already (removed by hand meanwhile) is what was wanted.
                let target = root.appendingPathComponent(path).path
                var status = stat()
                if lstat(target, &status) != 0, errno == ENOENT {
                    removed.append(path)
                } else {
                    // At 1:1, so that an editor's jump to the diagnostic opens the file.
                    failures.append(.error(path, 1, 1, "cannot remove file: \(SourceText.reason(error))"))
                }
            }
        }
        removals = removed
        // The records of what was written hold: every file is in place. A
        // path left behind is found on disk by the next run, which removes it.
        for action in afterCommitActions { action() }
        return failures
    }

    /// The temporary a write to `destination` goes through, beside it.
    static func temporary(for destination: URL) -> URL {
        destination.deletingLastPathComponent().appendingPathComponent(
            "." + destination.lastPathComponent + temporarySuffix)
    }

    /// Writes `data` to a new file at `path` (see `PlainFile`).
    static func writeFile(_ data: Data, to path: String) throws {
        try PlainFile.write(data, to: path)
    }

    /// Removes temporaries left by an interrupted run under `folder`.
    static func removeLeftovers(under folder: URL) {
        let fileManager = FileManager.default
        guard let enumerator = fileManager.enumerator(at: folder, includingPropertiesForKeys: nil) else { return }
        for case let url as URL in enumerator where url.lastPathComponent.hasSuffix(temporarySuffix) {
            try? fileManager.removeItem(at: url)
        }
    }
}

/// Writes made while a build is still making files: each goes at once to
/// the temporary beside its place, so a build of a big site does not hold
/// its pages in memory; an `OutputTransaction` then adopts them and
/// renames them all, or discards them. Safe to use from several threads.
final class StagedWrites: Sendable {
    let root: URL
    private let state = Mutex<State>(State())

    private struct State {
        var files: [(path: String, temporary: URL)] = []
        var folders: Set<String> = []
        var failure: DiagnosticsError?
    }

    init(root: URL) {
        self.root = root
    }

    /// Writes `data` to the temporary of `path` (from the book root).
    func stage(_ data: Data, to path: String) {
        let destination = root.appendingPathComponent(path)
        let folder = destination.deletingLastPathComponent()
        let temporary = OutputTransaction.temporary(for: destination)
        do {
            // Made under the lock: another thread may be about to write into the same new folder.
            try state.withLock { state throws in
                if state.folders.insert(folder.path).inserted {
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                }
            }
            try OutputTransaction.writeFile(data, to: temporary.path)
            state.withLock { $0.files.append((path, temporary)) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            let problem = DiagnosticsError([.error(path, 0, 0, "cannot write file: \(SourceText.reason(error))")])
            state.withLock { if $0.failure == nil { $0.failure = problem } }
        }
    }

    /// What was staged (sorted by path) and the first failure, handed over once.
    fileprivate func taken() -> ([(path: String, temporary: URL)], DiagnosticsError?) {
        state.withLock { state in
            let result = (state.files.sorted { $0.path < $1.path }, state.failure)
            state.files = []
            return result
        }
    }
}
