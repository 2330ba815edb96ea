import Foundation

/// Compares the site the book produces with `Site/` on disk: which files to
/// write (missing or different), which to remove (no longer produced). The
/// whole `Site/` folder is owned by the tool. Used by `build` (to stage
/// writes) and by `check` (to report drift).
public struct SitePlan {
    public var outdated: [SiteFile] = []
    public var stale: [String] = []
    /// Problems that stop any write (a symlink in `Site/`).
    public var diagnostics: [Diagnostic] = []

    public init(files: [SiteFile], root: URL) {
        let fileManager = FileManager.default
        let folder = root.appendingPathComponent(SiteBuilder.folder)
        if let attributes = try? fileManager.attributesOfItem(atPath: folder.path),
            attributes[.type] as? FileAttributeType == .typeSymbolicLink
        {
            diagnostics.append(
                .error(
                    SiteBuilder.folder, 0, 0,
                    "Site is a symlink; the tool writes the site only into a real folder of the book"))
            return
        }
        var onDisk: Set<String> = []
        // Paths and lstat, not URL resource values: this walks every page.
        if let enumerator = fileManager.enumerator(atPath: folder.path) {
            while let relative = enumerator.nextObject() as? String {
                let name = relative.split(separator: "/").last ?? ""
                if name.hasPrefix(".") { continue }
                var status = stat()
                guard lstat(folder.path + "/" + relative, &status) == 0 else { continue }
                let path = SiteBuilder.folder + "/" + relative
                switch status.st_mode & S_IFMT {
                case S_IFLNK:
                    diagnostics.append(
                        .error(path, 0, 0, "is a symlink; Site/ is written by `workbook build`, remove the link"))
                case S_IFREG:
                    onDisk.insert(path)
                default:
                    break
                }
            }
        }
        for file in files {
            if onDisk.contains(file.path),
                fileManager.contents(atPath: root.appendingPathComponent(file.path).path) == file.contents
            {
                continue
            }
            outdated.append(file)
        }
        let wanted = Set(files.map(\.path))
        stale = onDisk.subtracting(wanted).sorted()
    }

    /// Drift diagnostics for `check`.
    public func driftDiagnostics() -> [Diagnostic] {
        diagnostics
            + outdated.map { .error($0.path, 0, 0, "out of date; run `workbook build`") }
            + stale.map { .error($0, 0, 0, "no longer produced by the book; run `workbook build` to remove it") }
    }
}

/// Stages the rendered site into the build's transaction, after the tangle.
struct SiteStep: BuildStep {
    func stage(_ analysis: BookAnalysis, into transaction: inout OutputTransaction) -> [Diagnostic] {
        Self.stage(SiteBuilder(analysis: analysis).files(), root: analysis.book.root, into: &transaction)
    }

    /// Stages the site's `files` (already rendered) against `Site/` on disk:
    /// `workbook watch` keeps the files for its preview.
    static func stage(_ files: [SiteFile], root: URL, into transaction: inout OutputTransaction) -> [Diagnostic] {
        OutputTransaction.removeLeftovers(under: root.appendingPathComponent(SiteBuilder.folder))
        let plan = SitePlan(files: files, root: root)
        guard !plan.diagnostics.containsErrors else { return plan.diagnostics }
        for file in plan.outdated { transaction.write(file.contents, to: file.path) }
        for path in plan.stale { transaction.remove(path) }
        return plan.diagnostics
    }

    /// What `check` reports about `Site/`: every page that differs from
    /// what `build` would write. A book whose site was never built (no
    /// `Site/` at all, e.g. right after `tangle`) gets one error, not one a page.
    static func drift(_ analysis: BookAnalysis) -> [Diagnostic] {
        let folder = analysis.book.root.appendingPathComponent(SiteBuilder.folder)
        guard FileManager.default.fileExists(atPath: folder.path) else {
            return [.error(SiteBuilder.folder, 0, 0, "the site has not been built; run `workbook build`")]
        }
        return SitePlan(files: SiteBuilder(analysis: analysis).files(), root: analysis.book.root).driftDiagnostics()
    }
}
