import Foundation

/// A set of file writes and removals applied all or nothing, as far as a file
/// system allows: every new file is first written in full to a temporary
/// name beside its destination; only when all are written are they renamed
/// into place (rename is atomic per file). A failure before the renames
/// removes the temporaries and leaves every file as it was.
public struct OutputTransaction {
    /// Suffix of temporary files; a leftover one is removed by the next run
    /// and never published.
    public static let temporarySuffix = ".workbook-tmp"

    public let root: URL
    private(set) var writes: [(path: String, data: Data)] = []
    private(set) var removals: [String] = []
    private(set) var backups: [(path: String, backup: String)] = []
    /// Bookkeeping to do once every file is in place (a cache's record of them).
    private var afterCommitActions: [() -> Void] = []

    public init(root: URL) {
        self.root = root
    }

    public var isEmpty: Bool { writes.isEmpty && removals.isEmpty }
    public var writtenPaths: [String] { writes.map(\.path) }
    public var removedPaths: [String] { removals }
    /// Files moved aside before being replaced (`--force`), with their backup paths.
    public var backedUp: [(path: String, backup: String)] { backups }

    public mutating func write(_ data: Data, to path: String) {
        writes.append((path, data))
    }

    public mutating func write(_ text: String, to path: String) {
        write(Data(text.utf8), to: path)
    }

    public mutating func remove(_ path: String) {
        removals.append(path)
    }

    /// Runs `action` after a commit that succeeded, never after one that failed.
    mutating func afterCommit(_ action: @escaping () -> Void) {
        afterCommitActions.append(action)
    }

    /// Keeps a copy of `path` under `.workbook/backups/STAMP/` before it is
    /// replaced or removed.
    public mutating func backUp(_ path: String, stamp: String) {
        backups.append((path, ".workbook/backups/\(stamp)/\(path)"))
    }

    /// Applies the transaction. Throws a diagnostic naming the file that
    /// could not be written; nothing has been replaced then.
    public func commit() throws(DiagnosticsError) {
        let fileManager = FileManager.default
        var temporaries: [(URL, URL)] = []
        func cleanUp() {
            for (temporary, _) in temporaries { try? fileManager.removeItem(at: temporary) }
        }
        var folders = Set<String>()
        for (path, data) in writes {
            let destination = root.appendingPathComponent(path)
            let folder = destination.deletingLastPathComponent()
            let temporary = folder.appendingPathComponent("." + destination.lastPathComponent + Self.temporarySuffix)
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
        for path in removals {
            try? fileManager.removeItem(at: root.appendingPathComponent(path))
        }
        for action in afterCommitActions { action() }
    }

    /// Writes `data` to a new file at `path` (see `PlainFile`).
    static func writeFile(_ data: Data, to path: String) throws {
        try PlainFile.write(data, to: path)
    }

    /// Removes temporaries left by an interrupted run under `folder`.
    public static func removeLeftovers(under folder: URL) {
        let fileManager = FileManager.default
        guard let enumerator = fileManager.enumerator(at: folder, includingPropertiesForKeys: nil) else { return }
        for case let url as URL in enumerator where url.lastPathComponent.hasSuffix(temporarySuffix) {
            try? fileManager.removeItem(at: url)
        }
    }
}
