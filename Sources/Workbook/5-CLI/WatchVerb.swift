import Foundation

/// `workbook watch`: `build`, then again after every save, with a preview
/// that reloads itself; the loop is `WatchSession`, this only prints.
struct WatchVerb: Verb {
    static let usage = Usage(
        name: "watch", abstract: "Build, then rebuild on every change under Chapters/; the preview reloads itself.",
        arguments: "[--poll <milliseconds>]",
        options: [
            (
                "--poll <milliseconds>",
                "Look for changes by comparing the files every so often instead of asking the system (for folders where change notices do not arrive, e.g. some shared or network folders)."
            )
        ],
        discussion: """
            Each build writes exactly what 'workbook build' writes (Sources/…, Tests/…, Site/), all or nothing, and a preview of the site into .workbook/preview/ whose pages reload themselves after every build, at the same scroll position (open the file:// address it prints; no server). Site/ never holds the reload hook. A build with errors prints them and writes nothing: the last good pages stay, and the next save tries again. Ctrl-C (or SIGTERM) ends the watch after the build under way, with exit status 0.
            """)

    var pollInterval: Duration?

    init(arguments: inout Arguments) throws(UsageError) {
        if let text = try arguments.option("--poll") {
            guard let milliseconds = Int(text), (10...60_000).contains(milliseconds) else {
                throw UsageError("'--poll' takes a number of milliseconds from 10 to 60000, not '\(text)'.")
            }
            pollInterval = .milliseconds(milliseconds)
        }
    }

    func run(_ context: CommandContext) -> Int32 {
        guard let root = context.reportedRoot() else { return ExitStatus.failure }
        let console = context.console
        var previewShown = false
        let index = root.appendingPathComponent(LivePreview.folder).appendingPathComponent("index.html")
        func showPreview() {
            guard !previewShown, FileManager.default.fileExists(atPath: index.path) else { return }
            previewShown = true
            console.print("watch: preview at \(index.absoluteString)")
        }
        let session = WatchSession(
            root: root,
            analyze: { root, parsed throws(DiagnosticsError) in try BookCheck.analyze(root: root, parsed: parsed) }
        ) { event in
            switch event {
            case .built(let written, let removed, let warnings, let elapsed):
                console.report(warnings)
                let paths = written + removed.map { "removed " + $0 }
                let listed = paths.count <= 6 && !paths.isEmpty ? ": " + paths.joined(separator: ", ") : ""
                console.print(
                    "watch: built in \(Self.milliseconds(elapsed)) ms, \(written.count) written, "
                        + "\(removed.count) removed\(listed)")
                showPreview()
            case .failed(let diagnostics):
                console.report(diagnostics)
                let count = diagnostics.filter { $0.severity == .error }.count
                console.printError(
                    "watch: \(count) error\(count == 1 ? "" : "s"); nothing was written, the last good pages stay")
            case .waiting:
                showPreview()
                console.print("watch: waiting for changes under \(WatchSession.watchedFolder)/ (Ctrl-C to stop)")
            case .changed(let paths):
                let shown = paths.prefix(3).joined(separator: ", ")
                console.print("watch: changed \(shown)\(paths.count > 3 ? " and \(paths.count - 3) more" : "")")
            case .polling(let folder, let reason, let interval):
                console.printError(Self.pollingMessage(folder: folder, reason: reason, interval: interval))
            }
        }
        StopSignals.install()
        defer { StopSignals.uninstall() }
        let mode = pollInterval.map { FileWatcher.Mode.polling(interval: $0) } ?? .automatic
        session.run(mode: mode) { StopSignals.received != nil }
        console.print("watch: stopped")
        return ExitStatus.success
    }

    /// What the watch says once when it has to compare files instead of
    /// waiting for change notices.
    static func pollingMessage(folder: String, reason: String, interval: Duration) -> String {
        "watch: cannot watch \(folder) for changes (\(reason)); comparing files every \(milliseconds(interval)) ms instead"
    }

    static func milliseconds(_ duration: Duration) -> Int {
        Int(duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000)
    }
}
