import Foundation

/// Writes a starter package into a folder without ever losing what was
/// there: the package is assembled in a temporary sibling folder and moved
/// into place in one rename; an existing non-empty folder is refused, or
/// with `--force` first renamed to a backup (whose `.build` cache then moves
/// into the new package).
struct StarterWriter {
    var destination: URL
    var force: Bool

    /// Writes `files`; returns the backup folder when one was made.
    func write(_ files: [(path: String, contents: String)]) throws(DiagnosticsError) -> URL? {
        let fileManager = FileManager.default
        let shownPath = destination.path
        var isDirectory: ObjCBool = false
        let exists = fileManager.fileExists(atPath: destination.path, isDirectory: &isDirectory)
        if exists && !isDirectory.boolValue {
            throw DiagnosticsError([.error(shownPath, 0, 0, "exists and is not a folder")])
        }
        let isEmpty =
            exists ? ((try? fileManager.contentsOfDirectory(atPath: destination.path))?.isEmpty ?? false) : true
        if !isEmpty && !force {
            throw DiagnosticsError([
                .error(
                    shownPath, 0, 0,
                    "folder is not empty; nothing was written (use --force to move it aside to a backup first, or --into another folder)"
                )
            ])
        }
        let parent = destination.deletingLastPathComponent()
        let temporary = parent.appendingPathComponent(
            ".\(destination.lastPathComponent)\(OutputTransaction.temporarySuffix)")
        do {
            try? fileManager.removeItem(at: temporary)
            for (path, contents) in files {
                let url = temporary.appendingPathComponent(path)
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: url)
            }
        } catch {
            try? fileManager.removeItem(at: temporary)
            throw DiagnosticsError([.error(shownPath, 0, 0, "cannot write the package: \(SourceText.reason(error))")])
        }
        var backup: URL?
        if exists {
            if isEmpty {
                try? fileManager.removeItem(at: destination)
            } else {
                let candidate = Self.backupURL(for: destination)
                if rename(destination.path, candidate.path) != 0 {
                    try? fileManager.removeItem(at: temporary)
                    throw DiagnosticsError([
                        .error(
                            shownPath, 0, 0,
                            "cannot move the folder aside: \(String(cString: strerror(errno))); nothing was written")
                    ])
                }
                backup = candidate
            }
        }
        if rename(temporary.path, destination.path) != 0 {
            let reason = String(cString: strerror(errno))
            if let backup { _ = rename(backup.path, destination.path) }
            try? fileManager.removeItem(at: temporary)
            throw DiagnosticsError([.error(shownPath, 0, 0, "cannot create the folder: \(reason)")])
        }
        // The build folder is a cache, not the learner's work: it moves into
        // the new package, so the next `swift test` builds incrementally.
        if let backup {
            let build = backup.appendingPathComponent(".build")
            if fileManager.fileExists(atPath: build.path) {
                _ = rename(build.path, destination.appendingPathComponent(".build").path)
            }
        }
        return backup
    }

    /// `chapter3.backup-20261129-131500`, with `-2`, `-3`… if taken.
    static func backupURL(for destination: URL) -> URL {
        let base = destination.path + ".backup-" + TangleStep.timestamp()
        var candidate = base
        var counter = 2
        while FileManager.default.fileExists(atPath: candidate) {
            candidate = "\(base)-\(counter)"
            counter += 1
        }
        return URL(fileURLWithPath: candidate)
    }
}
