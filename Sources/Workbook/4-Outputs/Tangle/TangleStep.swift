import Foundation

/// Stages the tangled files of a book into a transaction (the first step
/// of `tangle` and `build`): refused when the book has errors or a tangled
/// file was edited by hand (unless forced, which backs it up first).
struct TangleStep: BuildStep {
    var force: Bool

    func stage(_ analysis: BookAnalysis, into transaction: inout OutputTransaction) -> [Diagnostic] {
        var diagnostics = analysis.diagnostics
        guard !diagnostics.containsErrors else { return diagnostics }
        let root = analysis.book.root
        for target in analysis.book.manifest.targets {
            OutputTransaction.removeLeftovers(under: root.appendingPathComponent(target))
        }
        let files = analysis.tangledFiles()
        let plan = TanglePlan(files: files, root: root, targets: analysis.book.manifest.targets)
        diagnostics += plan.diagnostics
        if !force { diagnostics += plan.protectionDiagnostics() }
        guard !diagnostics.containsErrors else { return diagnostics }
        if !plan.protected.isEmpty, let problem = Self.backupFolderProblem(root: root) {
            return diagnostics + [problem]
        }
        let stamp = Self.backupStamp(root: root)
        for entry in plan.protected { transaction.backUp(entry.path, stamp: stamp) }
        for file in plan.outdated { transaction.write(file.contents, to: file.path) }
        for path in plan.stale { transaction.remove(path) }
        for entry in plan.protected where !entry.wanted { transaction.remove(entry.path) }
        diagnostics += Self.emptyTargetWarnings(analysis, files: files, plan: plan)
        return diagnostics + Self.stageSourceMap(analysis, files: files, into: &transaction)
    }

    /// Warnings for the owned folders no chapter tangles a file into, when
    /// that matters: this run removes the last files from the folder (a
    /// chapter that held its code was deleted or renamed away), or
    /// `Package.swift` still declares a target of the folder's name, which
    /// does not build without a source file. At the folder's line of
    /// `targets` in book.json; a warning, since the book itself is fine.
    static func emptyTargetWarnings(_ analysis: BookAnalysis, files: [TangledFile], plan: TanglePlan) -> [Diagnostic] {
        let root = analysis.book.root
        let empty = analysis.book.manifest.targets.filter { target in
            !files.contains { $0.path.hasPrefix(target + "/") }
        }
        guard !empty.isEmpty else { return [] }
        func text(_ path: String) -> String? {
            try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        }
        // What SwiftPM reads of Package.swift, as the settings check reads
        // it (from the cache when the manifest did not change).
        let package = PackageManifest.load(root: root, identity: analysis.book.identity)
        let manifest = text(BookManifest.path) ?? ""
        var result: [Diagnostic] = []
        for target in empty {
            func isInside(_ path: String) -> Bool { path.hasPrefix(target + "/") }
            let removes =
                plan.stale.contains(where: isInside) || plan.protected.contains { !$0.wanted && isInside($0.path) }
            let name = String(target.split(separator: "/").last ?? "")
            let declared = if case .found(let manifest) = package { manifest.target(named: name) != nil } else { false }
            guard removes || declared else { continue }
            var message =
                removes
                ? "this build removes the last tangled file from \(target): no chapter produces one any more"
                : "no chapter tangles a file into \(target)"
            if declared {
                message +=
                    ", but Package.swift still declares its target \"\(name)\", which does not build without a source file"
            }
            message +=
                "; give the code back to a chapter, or remove the folder from 'targets'"
                + (declared ? " and the target from Package.swift" : "")
            let (line, column) = ManifestPlaces(manifest).string(target, inListAt: "targets")
            result.append(.warning(BookManifest.path, line, column, message))
        }
        return result
    }

    /// Stages `.workbook/sourcemap.json` (tangled line → chapter line, for
    /// `workbook test`) when it differs from the one on disk; the tangled
    /// files themselves never point at the chapters beyond their header.
    static func stageSourceMap(
        _ analysis: BookAnalysis, files: [TangledFile], into transaction: inout OutputTransaction
    ) -> [Diagnostic] {
        let root = analysis.book.root
        if let problem = SourceMap.folderProblem(root: root) { return [problem] }
        // What a run killed before its renames left behind.
        let url = root.appendingPathComponent(SourceMap.path)
        try? FileManager.default.removeItem(
            at: url.deletingLastPathComponent().appendingPathComponent(
                "." + url.lastPathComponent + OutputTransaction.temporarySuffix))
        let data = SourceMap.build(files).encoded()
        if FileManager.default.contents(atPath: url.path) == data { return [] }
        transaction.write(data, to: SourceMap.path)
        return []
    }

    /// A `.workbook` or `.workbook/backups` that is not a real folder (a
    /// symlink could carry the backups out of the book).
    static func backupFolderProblem(root: URL) -> Diagnostic? {
        for folder in [".workbook", ".workbook/backups"] {
            var status = stat()
            if lstat(root.appendingPathComponent(folder).path, &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
                return .error(
                    folder, 0, 0,
                    "is not a folder (a symlink or a file); backups are kept only in a real folder of the book: remove it"
                )
            }
        }
        return nil
    }

    /// The timestamp naming this run's backup folder, with `-2`, `-3`… when
    /// a run in the same second already made one: a backup is never overwritten.
    static func backupStamp(root: URL) -> String {
        let base = timestamp()
        var stamp = base
        var counter = 2
        while FileManager.default.fileExists(atPath: root.appendingPathComponent(".workbook/backups/\(stamp)").path) {
            stamp = "\(base)-\(counter)"
            counter += 1
        }
        return stamp
    }

    static func timestamp() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: Date())
    }
}
