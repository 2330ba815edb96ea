import Foundation

/// `workbook watch`: builds the book exactly as `build` does, keeps a live
/// preview of the site under `.workbook/preview/`, then rebuilds after every
/// change under `Chapters/` until asked to stop. A build with errors prints
/// them and writes nothing, so the last good pages stay in `Site/` and in
/// the preview; the next save tries again.
final class WatchSession {
    /// The folder whose changes start a build: the chapters, the diagram
    /// sources and the manifest all live in it.
    static let watchedFolder = "Chapters"

    /// What the session tells its caller, who prints it.
    enum Event {
        /// A build wrote these files and removed these (paths from the book root).
        case built(written: [String], removed: [String], warnings: [Diagnostic], elapsed: Duration)
        /// A build found errors and wrote nothing.
        case failed([Diagnostic])
        /// The first build is done; the session now waits for changes.
        case waiting
        /// These files changed (paths from the book root); a build follows.
        case changed([String])
        /// The system would not watch `folder` (a path from the book root)
        /// for `reason`; from now on the files are compared every `interval`.
        /// Reported once a session.
        case polling(folder: String, reason: String, interval: Duration)
    }

    /// How a build gets the book: loaded, derived and checked as `build`
    /// does it. The caller passes the checks in: an output does not reach
    /// for them (they are a sibling stage of the pipeline).
    typealias Analyze = (URL, ParsedChapters) throws(DiagnosticsError) -> BookAnalysis

    let root: URL
    private let analyze: Analyze
    private let report: (Event) -> Void
    private var preview: LivePreview
    /// Unchanged chapters are not parsed again from one build to the next.
    private let parsed = ParsedChapters()
    /// How the watcher asks for change notices (a stand-in in tests).
    var addWatch: FileWatcher.AddWatch = FileWatcher.systemAddWatch

    /// The preview's stamps start at the clock's milliseconds, so a page
    /// left open from an earlier watch still sees a new number.
    init(root: URL, analyze: @escaping Analyze, report: @escaping (Event) -> Void) {
        self.root = root
        self.analyze = analyze
        self.report = report
        preview = LivePreview(root: root, generation: Int(Date().timeIntervalSince1970 * 1000))
    }

    /// Builds once, then after each change until `shouldStop` turns true
    /// (asked between builds and while waiting, never in the middle of one).
    func run(mode: FileWatcher.Mode, shouldStop: () -> Bool) {
        // The watcher's first snapshot comes before the first build, so a
        // file saved while that build runs starts the next one.
        let watcher = FileWatcher(
            folder: root.appendingPathComponent(Self.watchedFolder), mode: mode, addWatch: addWatch)
        var saidPolling = false
        // The watcher gives up change notices at most once, when it starts or
        // when a new folder cannot be watched; whoever watches hears it once.
        func reportPolling() {
            guard !saidPolling, let fallback = watcher.fallback else { return }
            saidPolling = true
            let folder = Self.watchedFolder + (fallback.folder.isEmpty ? "" : "/" + fallback.folder)
            report(.polling(folder: folder, reason: fallback.reason, interval: fallback.interval))
        }
        reportPolling()
        build()
        report(.waiting)
        while let changes = watcher.waitForChanges(settle: .milliseconds(15), shouldStop: shouldStop) {
            reportPolling()
            let relevant = changes.filter(Self.isBookFile)
            guard !relevant.isEmpty else { continue }
            report(.changed(relevant.map { Self.watchedFolder + "/" + $0 }))
            build()
        }
    }

    /// False for the files editors keep beside the one they edit (hidden
    /// swap and lock files, `name~` backups, Vim's `4913` probe), which the
    /// book never reads.
    static func isBookFile(_ relativePath: String) -> Bool {
        let name = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
        return !name.hasPrefix(".") && !name.hasSuffix("~") && name != "4913"
    }

    /// One build: tangle and site as `build` writes them, then the preview.
    /// Returns whether it succeeded; after errors nothing is written.
    @discardableResult
    func build() -> Bool {
        let started = ContinuousClock.now
        let analysis: BookAnalysis
        do {
            analysis = try analyze(root, parsed)
        } catch {
            return failed(error.diagnostics)
        }
        var transaction = OutputTransaction(root: root)
        var diagnostics = TangleStep(force: false).stage(analysis, into: &transaction)
        var site: SitePlan?
        if !diagnostics.containsErrors {
            let plan = SiteStep.stage(SiteBuilder(analysis: analysis), into: &transaction)
            diagnostics += plan.diagnostics
            site = plan
        }
        guard !diagnostics.containsErrors, let site else {
            transaction.discard()
            return failed(diagnostics)
        }
        do {
            let notRemoved = try transaction.commit()
            try preview.update(site: site.paths, changed: site.outdated)
            guard notRemoved.isEmpty else { return failed(notRemoved) }
        } catch {
            return failed(error.diagnostics)
        }
        report(
            .built(
                written: transaction.writtenPaths, removed: transaction.removedPaths, warnings: diagnostics,
                elapsed: ContinuousClock.now - started))
        return true
    }

    private func failed(_ diagnostics: [Diagnostic]) -> Bool {
        report(.failed(diagnostics))
        return false
    }
}
