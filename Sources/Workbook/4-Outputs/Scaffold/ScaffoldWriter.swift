import Foundation

/// Writes a scaffold's files into a folder, all or nothing, and never over
/// anything: every file that is in the way (a file, a folder, a symlink,
/// even a broken one) is listed and nothing is written; a path that would
/// leave the folder through a symlink is refused. Each file is written in
/// full under a temporary name beside its place, then hard-linked to its
/// name, which fails instead of replacing a file that appeared meanwhile;
/// any failure removes what this run created.
struct ScaffoldWriter {
    /// The `--into` folder (it may not exist yet).
    var destination: URL
    /// How paths are shown in diagnostics: relative to the current folder, or absolute.
    var shownPath: (String) -> String

    /// What stops `files` from being written, each at the path in the way (`PATH:1:1`).
    func problems(for files: [(path: String, contents: String)]) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var status = stat()
        if stat(destination.path, &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
            return [.error(shownPath(""), 1, 1, "is not a folder; nothing was written")]
        }
        let realDestination = BookLoader.realPath(destination)
        var checkedFolders: Set<String> = []
        for (path, _) in files {
            let components = path.split(separator: "/").map(String.init)
            var current = ""
            for (index, component) in components.enumerated() {
                current += (current.isEmpty ? "" : "/") + component
                let url = destination.appendingPathComponent(current)
                guard lstat(url.path, &status) == 0 else { break }
                let isLast = index == components.count - 1
                if isLast {
                    problems.append(.error(shownPath(current), 1, 1, "is in the way: scaffold never overwrites a file"))
                } else if checkedFolders.insert(current).inserted {
                    let real = BookLoader.realPath(url)
                    if status.st_mode & S_IFMT == S_IFLNK, real != realDestination,
                        !real.hasPrefix(realDestination + "/")
                    {
                        problems.append(
                            .error(
                                shownPath(current), 1, 1,
                                "is a symlink that leads out of the folder; nothing is written through it"))
                        break
                    }
                    var target = stat()
                    if stat(url.path, &target) != 0 || target.st_mode & S_IFMT != S_IFDIR {
                        problems.append(.error(shownPath(current), 1, 1, "is in the way: a folder must go here"))
                        break
                    }
                }
            }
        }
        return problems
    }

    /// Writes `files`, or throws the problems and writes nothing.
    func write(_ files: [(path: String, contents: String)]) throws(DiagnosticsError) {
        let problems = problems(for: files)
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        let fileManager = FileManager.default
        var createdFolders: [URL] = []
        var temporaries: [URL] = []
        var linked: [URL] = []
        func rollBack() {
            for url in linked { unlink(url.path) }
            for url in temporaries { unlink(url.path) }
            for url in createdFolders.reversed() { rmdir(url.path) }
        }
        do {
            for (path, contents) in files {
                let url = destination.appendingPathComponent(path)
                try createFolders(for: url.deletingLastPathComponent(), recording: &createdFolders)
                let temporary = url.deletingLastPathComponent().appendingPathComponent(
                    ".\(url.lastPathComponent)\(OutputTransaction.temporarySuffix)")
                guard fileManager.createFile(atPath: temporary.path, contents: Data(contents.utf8)) else {
                    throw DiagnosticsError([.error(shownPath(path), 1, 1, "cannot be written; nothing was written")])
                }
                temporaries.append(temporary)
            }
            for ((path, _), temporary) in zip(files, temporaries) {
                let url = destination.appendingPathComponent(path)
                guard link(temporary.path, url.path) == 0 else {
                    let reason = String(cString: strerror(errno))
                    throw DiagnosticsError([
                        .error(shownPath(path), 1, 1, "cannot be created (\(reason)); nothing was written")
                    ])
                }
                linked.append(url)
            }
            for temporary in temporaries { unlink(temporary.path) }
        } catch let error as DiagnosticsError {
            rollBack()
            throw error
        } catch {
            rollBack()
            throw DiagnosticsError([
                .error(shownPath(""), 1, 1, "cannot be written (\(SourceText.reason(error))); nothing was written")
            ])
        }
    }

    /// Creates `folder` and the folders above it that are missing, noting each one made.
    func createFolders(for folder: URL, recording created: inout [URL]) throws {
        var missing: [URL] = []
        var current = folder
        while !FileManager.default.fileExists(atPath: current.path) {
            missing.append(current)
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { break }
            current = parent
        }
        for url in missing.reversed() {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
            created.append(url)
        }
    }
}
