import Foundation

/// `workbook tangle`: writes the book's code into its owned folders.
struct TangleVerb: Verb {
    static let usage = Usage(
        name: "tangle", abstract: "Tangle the chapters' Swift blocks into the book's targets.",
        arguments: "[--force]",
        options: [forceOption],
        discussion: "Writes only inside the folders listed in Chapters/book.json, all or nothing: if any chapter has an error, no file is written.")

    var force: Bool

    init(arguments: inout Arguments) throws(UsageError) {
        force = arguments.flag("--force")
    }

    static let forceOption = ("--force", "Overwrite tangled files edited by hand (each is backed up first).")

    func run(_ context: CommandContext) -> Int32 {
        Self.write(context, force: force, site: false, verb: Self.usage.name)
    }

    /// What `tangle` and `build` share: analyse the book, stage the tangled
    /// files (and, for `build`, the site) into one transaction, commit it.
    static func write(_ context: CommandContext, force: Bool, site: Bool, verb: String) -> Int32 {
        guard let analysis = context.analyzeBook() else { return ExitStatus.failure }
        var transaction = OutputTransaction(root: analysis.book.root)
        var diagnostics = TangleStep(force: force).stage(analysis, into: &transaction)
        if site && !diagnostics.containsErrors {
            diagnostics += SiteStep().stage(analysis, into: &transaction)
        }
        return finish(diagnostics, transaction, analysis: analysis, context: context, verb: verb)
    }

    /// Reports errors (writing nothing) or commits the transaction and says
    /// what was written.
    static func finish(_ diagnostics: [Diagnostic], _ transaction: OutputTransaction,
                       analysis: BookAnalysis, context: CommandContext, verb: String) -> Int32 {
        context.console.report(diagnostics)
        if diagnostics.containsErrors {
            let count = diagnostics.filter { $0.severity == .error }.count
            context.console.printError("\(verb): \(count) error\(count == 1 ? "" : "s"); nothing was written")
            return ExitStatus.failure
        }
        do {
            try transaction.commit()
        } catch {
            context.console.report(error.diagnostics)
            return ExitStatus.failure
        }
        for (path, backup) in transaction.backedUp { context.console.print("backed up \(path) to \(backup)") }
        for path in transaction.writtenPaths { context.console.print("wrote \(path)") }
        for path in transaction.removedPaths { context.console.print("removed \(path)") }
        if transaction.isEmpty { context.console.print("\(verb): everything is up to date") }
        return ExitStatus.success
    }
}

/// Stages the tangled files of a book into a transaction; shared by
/// `tangle` and `build`.
struct TangleStep {
    var force: Bool

    func stage(_ analysis: BookAnalysis, into transaction: inout OutputTransaction) -> [Diagnostic] {
        var diagnostics = analysis.diagnostics
        guard !diagnostics.containsErrors else { return diagnostics }
        let root = analysis.book.root
        for target in analysis.book.manifest.targets {
            OutputTransaction.removeLeftovers(under: root.appendingPathComponent(target))
        }
        let plan = TanglePlan(files: analysis.tangledFiles(), root: root, targets: analysis.book.manifest.targets)
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
        return diagnostics
    }

    /// A `.workbook` or `.workbook/backups` that is not a real folder (a
    /// symlink could carry the backups out of the book).
    static func backupFolderProblem(root: URL) -> Diagnostic? {
        for folder in [".workbook", ".workbook/backups"] {
            var status = stat()
            if lstat(root.appendingPathComponent(folder).path, &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
                return .error(folder, 0, 0, "is not a folder (a symlink or a file); backups are kept only in a real folder of the book: remove it")
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
