import Foundation

/// Compares the files the book produces with what is on disk in its owned
/// folders and decides, file by file, what a tangle would do. Used by
/// `tangle`/`build` (to write) and by `check` (to report drift).
struct TanglePlan {
    /// Files to write because they are missing or out of date.
    var outdated: [TangledFile] = []
    /// Generated files no chapter produces any more (removed by tangle).
    var stale: [String] = []
    /// Files that may not be replaced without `--force`: edited by hand, or
    /// not written by the tool at all.
    var protected: [(path: String, state: TangledFile.DiskState, wanted: Bool)] = []
    /// Problems that stop any write (unsafe paths).
    var diagnostics: [Diagnostic] = []

    init(files: [TangledFile], root: URL, targets: [String]) {
        let realRoot = TargetPath.realPath(of: root)
        let wanted = Set(files.map(\.path))
        var byFoldedPath: [String: String] = [:]
        for file in files {
            let folded = file.path.lowercased()
            if let other = byFoldedPath[folded] {
                diagnostics.append(
                    .error(
                        file.sources.first ?? file.path, 0, 0,
                        "file=\(file.path) and file=\(other) differ only in case: on macOS and Windows they are one file; rename one"
                    ))
            }
            byFoldedPath[folded] = file.path
        }
        for file in files {
            if let problem = TargetPath.diskProblem(with: file.path, root: root, realRoot: realRoot) {
                diagnostics.append(.error(file.sources.first ?? file.path, 0, 0, problem))
                continue
            }
            guard let bytes = try? PlainFile.read(root.path + "/" + file.path) else {
                outdated.append(file); continue
            }
            if Bytes.equal(file.contents, bytes) { continue }
            switch TangledFile.state(of: String(decoding: bytes, as: UTF8.self)) {
            case .generated: outdated.append(file)
            case let state: protected.append((file.path, state, true)); outdated.append(file)
            }
        }
        for target in targets {
            for path in Self.files(under: target, root: root) where !wanted.contains(path) {
                guard let bytes = try? PlainFile.read(root.path + "/" + path) else { continue }
                switch TangledFile.state(of: String(decoding: bytes, as: UTF8.self)) {
                case .generated: stale.append(path)
                case let state: protected.append((path, state, false))
                }
            }
        }
    }

    /// True when the owned folders already hold exactly what the book produces.
    var isUpToDate: Bool { outdated.isEmpty && stale.isEmpty && protected.isEmpty }

    /// Diagnostics for the protected files (`tangle` without `--force`, `check`).
    func protectionDiagnostics() -> [Diagnostic] {
        protected.map { entry in
            switch (entry.state, entry.wanted) {
            case (.editedByHand, true):
                return .error(
                    entry.path, 0, 0,
                    "edited by hand since `workbook tangle` wrote it; move the change into its chapter, or run with --force to overwrite it (a backup is kept)"
                )
            case (_, true):
                return .error(
                    entry.path, 0, 0,
                    "not written by `workbook tangle` (no generated header); remove it, or run with --force to replace it (a backup is kept)"
                )
            case (.editedByHand, false):
                return .error(
                    entry.path, 0, 0,
                    "no chapter produces this file any more, and it was edited by hand; delete it, or run with --force to remove it (a backup is kept)"
                )
            case (_, false):
                return .error(
                    entry.path, 0, 0,
                    "no chapter produces this file, but it is in a folder the book owns; move it into a chapter or out of the folder"
                )
            }
        }
    }

    /// Regular files under an owned folder, relative to the root, sorted;
    /// hidden files (editor droppings, our temporaries) are left alone.
    static func files(under folder: String, root: URL) -> [String] {
        let base = root.path + "/" + folder
        var status = stat()
        // A missing folder, or a symlink in its place, holds nothing the book owns.
        guard lstat(base, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return [] }
        // Hidden files and folders (editor droppings, our temporaries) are left alone.
        func isHidden(_ entry: FileTree.Entry) -> Bool { entry.path.split(separator: "/").last?.hasPrefix(".") == true }
        return FileTree.entries(under: base, descend: { !isHidden($0) })
            .filter { $0.kind == .file && !isHidden($0) }
            .map { folder + "/" + $0.path }
            .sorted()
    }
}
