import Foundation

/// Compares the site the book produces with `Site/` on disk: which files to
/// write (missing or different), which to remove (no longer produced). The
/// whole `Site/` folder is owned by the tool. Used by `build` (to stage
/// writes) and by `check` (to report drift).
///
/// A file whose key the record (`SiteRecord`) knows is checked on disk
/// against the recorded checksum and size, and made only when they differ;
/// every other file is made and compared byte for byte.
public struct SitePlan {
    public var outdated: [SiteFile] = []
    public var stale: [String] = []
    /// Problems that stop any write (a symlink in `Site/`).
    public var diagnostics: [Diagnostic] = []
    /// Every path the site holds, sorted.
    public var paths: [String] = []
    /// The record after this plan: what every file of the site makes.
    var record = SiteRecord()
    /// True when `record` holds what the record on disk does not.
    var recordChanged = true
    /// How many files had to be made (rendered or assembled) to compare them.
    public var madeCount = 0

    /// The plan for the book's whole site.
    init(builder: SiteBuilder, root: URL) {
        let outputs = builder.outputs()
        guard let onDisk = Self.filesOnDisk(root: root, diagnostics: &diagnostics) else { return }
        let earlier = SiteRecord.load(root: root)
        // Reading and summing the files on disk is most of a `check` of a built book: on every core.
        let current = outputs.outputs.concurrentMap { output -> Bool in
            guard onDisk.contains(output.path), let made = earlier.made[output.key],
                let bytes = try? PlainFile.read(root.path + "/" + output.path)
            else { return false }
            return SiteRecord.Made(bytes) == made
        }
        var toMake: [Int] = []
        for (index, output) in outputs.outputs.enumerated() {
            if current[index] {
                record.made[output.key] = earlier.made[output.key]
            } else {
                toMake.append(index)
            }
        }
        madeCount = toMake.count
        let files = builder.make(toMake, of: outputs)
        for (index, file) in zip(toMake, files) {
            record.made[outputs.outputs[index].key] = SiteRecord.Made(file.contents)
        }
        compare(files, onDisk: onDisk, root: root)
        paths = outputs.outputs.map(\.path)
        stale = onDisk.subtracting(paths).sorted()
        recordChanged = record.made != earlier.made
    }

    /// Keeps `record` in the cache, when it is news.
    func storeRecord(root: URL) {
        if recordChanged { record.store(root: root) }
    }

    /// The plan for `files`, the whole site already made.
    public init(files: [SiteFile], root: URL) {
        guard let onDisk = Self.filesOnDisk(root: root, diagnostics: &diagnostics) else { return }
        madeCount = files.count
        compare(files, onDisk: onDisk, root: root)
        paths = files.map(\.path)
        stale = onDisk.subtracting(paths).sorted()
    }

    private mutating func compare(_ files: [SiteFile], onDisk: Set<String>, root: URL) {
        for file in files {
            if onDisk.contains(file.path),
                let bytes = try? PlainFile.read(root.appendingPathComponent(file.path).path),
                file.contents.elementsEqual(bytes)
            {
                continue
            }
            outdated.append(file)
        }
    }

    /// The regular files under `Site/` (paths from the book root), or nil
    /// when `Site` itself is a symlink. A symlink inside it is a diagnostic.
    private static func filesOnDisk(root: URL, diagnostics: inout [Diagnostic]) -> Set<String>? {
        let fileManager = FileManager.default
        let folder = root.appendingPathComponent(SiteBuilder.folder)
        if let attributes = try? fileManager.attributesOfItem(atPath: folder.path),
            attributes[.type] as? FileAttributeType == .typeSymbolicLink
        {
            diagnostics.append(
                .error(
                    SiteBuilder.folder, 0, 0,
                    "Site is a symlink; the tool writes the site only into a real folder of the book"))
            return nil
        }
        var onDisk: Set<String> = []
        for entry in FileTree.entries(under: folder.path) {
            if entry.path.split(separator: "/").last?.hasPrefix(".") == true { continue }
            let path = SiteBuilder.folder + "/" + entry.path
            switch entry.kind {
            case .symlink:
                diagnostics.append(
                    .error(path, 0, 0, "is a symlink; Site/ is written by `workbook build`, remove the link"))
            case .file:
                onDisk.insert(path)
            case .folder, .other:
                break
            }
        }
        return onDisk
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
        Self.stage(SitePlan(builder: SiteBuilder(analysis: analysis), root: analysis.book.root), into: &transaction)
    }

    /// Stages `plan`'s writes and removals; the record of what the site's
    /// files make is kept once the transaction is committed.
    static func stage(_ plan: SitePlan, into transaction: inout OutputTransaction) -> [Diagnostic] {
        OutputTransaction.removeLeftovers(under: transaction.root.appendingPathComponent(SiteBuilder.folder))
        guard !plan.diagnostics.containsErrors else { return plan.diagnostics }
        for file in plan.outdated { transaction.write(file.contents, to: file.path) }
        for path in plan.stale { transaction.remove(path) }
        let root = transaction.root
        transaction.afterCommit { plan.storeRecord(root: root) }
        return plan.diagnostics
    }

    /// What `check` reports about `Site/`: every page that differs from
    /// what `build` would write. A book whose site was never built (no
    /// `Site/` at all, e.g. right after `tangle`) gets one error, not one a page.
    static func drift(_ analysis: BookAnalysis) -> [Diagnostic] {
        let root = analysis.book.root
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent(SiteBuilder.folder).path) else {
            return [.error(SiteBuilder.folder, 0, 0, "the site has not been built; run `workbook build`")]
        }
        let plan = SitePlan(builder: SiteBuilder(analysis: analysis), root: root)
        // What the files make is true whatever the disk holds: a cache entry, which check may write.
        plan.storeRecord(root: root)
        return plan.driftDiagnostics()
    }
}
