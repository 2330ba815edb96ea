import Foundation
import Synchronization

/// Compares the site the book produces with `Site/` on disk: which files to
/// write (missing or different), which to remove (no longer produced). The
/// whole `Site/` folder is owned by the tool. Used by `build` (to stage
/// writes) and by `check` (to report drift).
///
/// A file whose key the record (`SiteRecord`) knows is checked on disk
/// against the recorded checksum and size, and made only when they differ;
/// every other file is made and compared byte for byte.
struct SitePlan {
    /// Files of `Site/` that differ from what the book makes, or are missing (sorted).
    var outdated: [String] = []
    var stale: [String] = []
    /// Problems that stop any write (a symlink in `Site/`).
    var diagnostics: [Diagnostic] = []
    /// Every path the site holds, sorted.
    var paths: [String] = []
    /// The record after this plan: what every file of the site makes.
    var record = SiteRecord()
    /// How many files had to be made (rendered or assembled) to compare them.
    var madeCount = 0
    /// How many chapter bodies had to be rendered for them (the rest came from the page cache).
    var renderedCount = 0
    /// How many chapter pages the site has.
    var pageCount = 0

    /// The plan for the book's whole site. Each outdated file is handed to
    /// `staging` as soon as it is made (`build`), or only named (`check`).
    /// With `trustingStamps` (`build`), a file whose stamp is the one the
    /// record saw holding what its key makes is not read again.
    ///
    /// Six steps, each below: find what is on disk, load the record,
    /// decide how far to trust each file, keep what is trusted, make the
    /// rest (comparing and staging it as it comes), and name what is left.
    init(builder: SiteBuilder, root: URL, staging: StagedWrites? = nil, trustingStamps: Bool = false) {
        let outputs = builder.outputs()
        guard let onDisk = Self.filesOnDisk(root: root, diagnostics: &diagnostics) else { return }
        earlierRecord = SiteRecord.load(root: root)
        let trust = Self.trust(
            outputs.outputs, onDisk: onDisk, record: earlierRecord, root: root,
            trustingStamps: trustingStamps && !ContentCache.switchedOff.contains("stamps"))
        let toMake = keepTrusted(outputs.outputs, trust: trust)
        make(toMake, of: outputs, builder: builder, onDisk: onDisk, root: root, staging: staging)
        paths = outputs.outputs.map(\.path)
        keys = outputs.outputs.map(\.key)
        pageKeys = Set(outputs.pages.joined().compactMap { $0?.key })
        pageCount = outputs.pages.joined().compactMap { $0 }.count
        stale = onDisk.subtracting(paths).sorted()
    }

    /// How far a site file on disk can be trusted to hold what its key makes.
    enum Trust: Equatable {
        /// Not known to: it is made and compared byte for byte.
        case unknown
        /// Its bytes have the checksum and size the record holds for its key.
        case byChecksum
        /// Its stamp is the one the record saw when it held what its key
        /// makes: it is not even read.
        case byStamp
    }

    /// The trust of each of `outputs`, from `record` and the disk. Reading
    /// and summing the files is most of a `check` of a built book: on every core.
    static func trust(
        _ outputs: [SiteOutputs.Output], onDisk: Set<String>, record: SiteRecord, root: URL, trustingStamps: Bool
    ) -> [Trust] {
        outputs.concurrentMap { output -> Trust in
            guard onDisk.contains(output.path), let made = record.made[output.key] else { return .unknown }
            let path = root.path + "/" + output.path
            if trustingStamps, let seen = record.seen[output.path], seen.key == output.key,
                FileStamp(path: path) == seen.stamp
            {
                return .byStamp
            }
            guard let bytes = try? PlainFile.read(path) else { return .unknown }
            return SiteRecord.Made(bytes) == made ? .byChecksum : .unknown
        }
    }

    /// Carries the record's entry of every trusted file into `record`
    /// (and notes the ones trusted by stamp); returns the indices of the
    /// others, which must be made.
    private mutating func keepTrusted(_ outputs: [SiteOutputs.Output], trust: [Trust]) -> [Int] {
        var toMake: [Int] = []
        for (index, output) in outputs.enumerated() {
            if trust[index] == .byStamp { stampedPaths.insert(output.path) }
            if trust[index] == .unknown {
                toMake.append(index)
            } else {
                record.made[output.key] = earlierRecord.made[output.key]
            }
        }
        return toMake
    }

    /// Makes the files at `indices` (rendering the chapter bodies they need
    /// that the page cache lacks), compares each with the disk as it comes,
    /// stages the ones that differ and records what each made.
    private mutating func make(
        _ indices: [Int], of outputs: SiteOutputs, builder: SiteBuilder, onDisk: Set<String>, root: URL,
        staging: StagedWrites?
    ) {
        madeCount = indices.count
        let made = Mutex<(record: [String: SiteRecord.Made], outdated: [String])>(([:], []))
        renderedCount = builder.make(indices, of: outputs) { index, data in
            let output = outputs.outputs[index]
            let isCurrent =
                onDisk.contains(output.path)
                && (try? PlainFile.read(root.path + "/" + output.path)).map { Bytes.equal(data, $0) } == true
            if !isCurrent { staging?.stage(data, to: output.path) }
            made.withLock { made in
                made.record[output.key] = SiteRecord.Made(data)
                if !isCurrent { made.outdated.append(output.path) }
            }
        }
        made.withLock { made in
            record.made.merge(made.record) { _, new in new }
            outdated = made.outdated.sorted()
        }
    }

    /// Every file's key, parallel to `paths`.
    var keys: [String] = []
    /// The page cache's key of every chapter body the site has.
    var pageKeys: Set<String> = []
    /// The record this plan started from.
    var earlierRecord = SiteRecord()
    /// The files found current by their recorded stamp: that stamp is
    /// kept, not taken again after the commit.
    var stampedPaths: Set<String> = []

    /// Keeps `record` in the cache when it is news. After `build`'s commit
    /// (`stampingFiles`) every file holds what its key makes, and its stamp
    /// is taken now, unless the plan found it current by that stamp (a
    /// no-change build stats nothing twice); `check` only keeps the stamps it started from, of files
    /// whose key did not change: a stamp taken after reading a file could
    /// belong to an edit made in between.
    func storeRecord(root: URL, stampingFiles: Bool) {
        var record = record
        let outdated = Set(outdated)
        for (path, key) in zip(paths, keys) where !outdated.contains(path) {
            if stampingFiles, stampedPaths.contains(path), let seen = earlierRecord.seen[path] {
                record.seen[path] = seen
            } else if stampingFiles {
                if let stamp = FileStamp(path: root.path + "/" + path) { record.seen[path] = (stamp, key) }
            } else if let seen = earlierRecord.seen[path], seen.key == key {
                record.seen[path] = seen
            }
        }
        let sameSeen =
            record.seen.count == earlierRecord.seen.count
            && record.seen.allSatisfy { path, entry in
                earlierRecord.seen[path].map { $0.stamp == entry.stamp && $0.key == entry.key } == true
            }
        if record.made != earlierRecord.made || !sameSeen { record.store(root: root) }
    }

    /// The plan after its transaction is committed: every file holds what its key makes.
    func committed() -> SitePlan {
        var plan = self
        plan.outdated = []
        return plan
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
    func driftDiagnostics() -> [Diagnostic] {
        diagnostics
            + outdated.map { .error($0, 0, 0, "out of date; run `workbook build`") }
            + stale.map { .error($0, 0, 0, "no longer produced by the book; run `workbook build` to remove it") }
    }
}

/// Stages the rendered site into the build's transaction, after the tangle.
struct SiteStep: BuildStep {
    func stage(_ analysis: BookAnalysis, into transaction: inout OutputTransaction) -> [Diagnostic] {
        Self.stage(SiteBuilder(analysis: analysis), into: &transaction).diagnostics
    }

    /// Plans the site and stages its writes and removals (the pages that
    /// differ are written to temporaries while they are made); the record
    /// of what the site's files make is kept once the transaction is
    /// committed. Returns the plan, which `workbook watch` previews.
    @discardableResult
    static func stage(_ builder: SiteBuilder, into transaction: inout OutputTransaction) -> SitePlan {
        let root = transaction.root
        // What a killed run left behind, before this run writes temporaries of its own.
        OutputTransaction.removeLeftovers(under: root.appendingPathComponent(SiteBuilder.folder))
        let staging = StagedWrites(root: root)
        let plan = SitePlan(builder: builder, root: root, staging: staging, trustingStamps: true)
        transaction.adopt(staging)
        guard !plan.diagnostics.containsErrors else { return plan }
        for path in plan.stale { transaction.remove(path) }
        let committed = plan.committed()
        let translations = builder.analysis.book.chapters.flatMap(\.translations.values)
        let modelKeys = Set(translations.map(\.key))
        let pageKeys = plan.pageKeys
        transaction.afterCommit {
            // Without stamps (switched off to measure them) the record keeps the ones it had, as `check` does.
            committed.storeRecord(root: root, stampingFiles: !ContentCache.switchedOff.contains("stamps"))
            // A build knows every entry its book needs: the rest may go.
            ModelCache(root: root).cache.retain(modelKeys)
            PageCache(root: root).cache.retain(pageKeys)
        }
        // A file made only to find it identical to the one in `Site/` (a
        // fresh clone, a lost cache) is work done, not a file written: the
        // note says so, or "made 505" would read as "wrote 505".
        let identical = plan.madeCount - plan.outdated.count
        let site = SiteBuilder.folder
        let compared =
            identical == 0
            ? "" : identical == plan.madeCount ? ", all identical to \(site)/" : ", \(identical) identical to \(site)/"
        transaction.note(
            "parsed \(translations.filter(\.wasParsed).count) of \(translations.count) chapter files, rendered \(plan.renderedCount) of \(plan.pageCount) pages, made \(plan.madeCount) of \(plan.paths.count) site files\(compared)",
            whenUnchanged:
                "parsed 0 of \(translations.count) chapter files, rendered 0 of \(plan.pageCount) pages, made 0 of \(plan.paths.count) site files"
        )
        return plan
    }

    /// What `check` reports about `Site/`: every page that differs from
    /// what `build` would write. A book whose site was never built (no
    /// `Site/` at all, e.g. right after `tangle`) gets one error, not one a page.
    static func drift(_ analysis: BookAnalysis) -> [Diagnostic] {
        let root = analysis.book.root
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent(SiteBuilder.folder).path) else {
            return [.error(SiteBuilder.folder, 0, 0, "the site has not been built; run `workbook build`")]
        }
        // A file whose stamp is the one the record saw holding what its key
        // makes is trusted here too: the change time moves with every write.
        let plan = SitePlan(builder: SiteBuilder(analysis: analysis), root: root, trustingStamps: true)
        // What the files make is true whatever the disk holds: a cache entry, which check may write.
        plan.storeRecord(root: root, stampingFiles: false)
        return plan.driftDiagnostics()
    }
}
