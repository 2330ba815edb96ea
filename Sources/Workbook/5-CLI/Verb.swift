import Foundation

/// What every verb gets to run: the console and the book's root.
struct CommandContext {
    var console: Console
    /// Folder to search upwards from for `Chapters/book.json`.
    var currentDirectory: URL
    /// `--root DIR`, when given.
    var explicitRoot: URL?
    /// Runs the commands that record traces (`check`, `traces`).
    var traceRunner: any TraceRunner = CachingTraceRunner(base: SwiftRunTraceRunner())
    /// The tool and library versions every cache key of this run holds.
    var identity: BuildIdentity = .running
    /// Told when a verb found, by stamps alone, that nothing changed since
    /// its last clean run (tests ask it; the output is the same either way).
    var observer: RunObserver?

    /// `path` as given on the command line: absolute, or relative to the
    /// current folder.
    func resolve(_ path: String) -> URL {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : currentDirectory.appendingPathComponent(path)
        return url.standardizedFileURL
    }

    /// The analysed and checked book, or nil after printing why there is
    /// none (no book found, or an unusable manifest).
    func analyzeBook() -> BookAnalysis? {
        do {
            return try BookCheck.analyze(root: try root(), identity: identity)
        } catch {
            console.report(error.diagnostics)
            return nil
        }
    }

    /// Analyses the book, stages `build`'s steps and commits them. With
    /// `command` (the verb and its options), a run whose last clean run
    /// left every file as it is now prints that run's line and stops there.
    func write(_ build: Build, verb: String, remembering command: [String]? = nil) -> Int32 {
        let started = UnchangedRun.now()
        let remembered = command.flatMap(unchangedRun)
        if replayedUnchanged(remembered) { return ExitStatus.success }
        guard let analysis = analyzeBook() else { return ExitStatus.failure }
        let (diagnostics, transaction) = build.stage(analysis)
        let status = commit(diagnostics, transaction, verb: verb)
        guard let remembered else { return status }
        if status == ExitStatus.success && !diagnostics.containsErrors {
            let notes = transaction.unchangedNotes.joined(separator: "; ")
            remembered.record(
                paths: UnchangedRun.watchedPaths(targets: analysis.book.manifest.targets),
                touched: transaction.writtenPaths + transaction.removedPaths, started: started, warnings: diagnostics,
                summary: notes.isEmpty
                    ? "\(verb): everything is up to date"
                    : "\(verb): \(Self.changes(written: 0, removed: 0)) (\(notes))")
        } else {
            remembered.forget()
        }
        return status
    }

    /// Says what the last run of `remembered` said, when every file it saw
    /// is as it was (`UnchangedRun`); false when the run must do its work.
    func replayedUnchanged(_ remembered: UnchangedRun?) -> Bool {
        guard let (warnings, summary) = remembered?.unchanged() else { return false }
        console.report(warnings)
        console.print(summary)
        observer?.noteUnchanged()
        return true
    }

    /// The record of the last clean run of `command` in this book, or nil
    /// when there is no book (the run then reports why) or records are off.
    func unchangedRun(_ command: [String]) -> UnchangedRun? {
        guard let root = try? root() else { return nil }
        return UnchangedRun(
            root: root, command: command, identity: identity, environment: ProcessInfo.processInfo.environment)
    }

    /// Reports errors (writing nothing) or commits the transaction and says
    /// what was written.
    func commit(_ diagnostics: [Diagnostic], _ transaction: OutputTransaction, verb: String) -> Int32 {
        var transaction = transaction
        console.report(diagnostics)
        if diagnostics.containsErrors {
            transaction.discard()
            let count = diagnostics.filter { $0.severity == .error }.count
            console.printError("\(verb): \(count) error\(count == 1 ? "" : "s"); nothing was written")
            return ExitStatus.failure
        }
        let notRemoved: [Diagnostic]
        do {
            notRemoved = try transaction.commit()
        } catch {
            console.report(error.diagnostics)
            return ExitStatus.failure
        }
        for (path, backup) in transaction.backedUp { console.print("backed up \(path) to \(backup)") }
        // The tool's own bookkeeping (the source map) is not news to the reader.
        let shown = transaction.writtenPaths.filter { !$0.hasPrefix(".workbook/") }
        for path in shown { console.print("wrote \(path)") }
        for path in transaction.removedPaths { console.print("removed \(path)") }
        let notes = transaction.notes.joined(separator: "; ")
        if !notRemoved.isEmpty {
            // What was written stays written; the run failed all the same.
            console.report(notRemoved)
            let count = notRemoved.count
            console.printError("\(verb): \(count) file\(count == 1 ? "" : "s") could not be removed")
            return ExitStatus.failure
        }
        // The last line says first what changed on disk, then what the
        // steps did to find out, so the work never reads as writes.
        if notes.isEmpty {
            if shown.isEmpty && transaction.removedPaths.isEmpty { console.print("\(verb): everything is up to date") }
        } else {
            console.print(
                "\(verb): \(Self.changes(written: shown.count, removed: transaction.removedPaths.count)) (\(notes))")
        }
        return ExitStatus.success
    }

    /// "wrote 3 files, removed 1 file", or "wrote nothing, every file was
    /// already up to date".
    static func changes(written: Int, removed: Int) -> String {
        func files(_ count: Int) -> String { "\(count) file\(count == 1 ? "" : "s")" }
        switch (written, removed) {
        case (0, 0): return "wrote nothing, every file was already up to date"
        case (_, 0): return "wrote \(files(written))"
        case (0, _): return "wrote nothing, removed \(files(removed))"
        default: return "wrote \(files(written)), removed \(files(removed))"
        }
    }

    /// The book root, or a diagnostic saying no book was found.
    func root() throws(DiagnosticsError) -> URL {
        if let explicitRoot {
            guard FileManager.default.fileExists(atPath: explicitRoot.appendingPathComponent(BookManifest.path).path)
            else {
                throw DiagnosticsError([
                    .error(explicitRoot.path, 0, 0, "no Chapters/book.json in this folder (given with --root)")
                ])
            }
            return explicitRoot
        }
        guard let found = BookLoader.findRoot(from: currentDirectory) else {
            throw DiagnosticsError([
                .error(
                    currentDirectory.path, 0, 0,
                    "no book found: no Chapters/book.json here or in any parent folder (use --root DIR)")
            ])
        }
        return found
    }

    /// The book's root, or nil once the reason it cannot be found is reported.
    func reportedRoot() -> URL? {
        do {
            return try root()
        } catch {
            console.report(error.diagnostics)
            return nil
        }
    }
}

/// One subcommand of `workbook`: parses its own arguments, then runs.
protocol Verb {
    /// Name, one-line abstract, and the usage help.
    static var usage: Usage { get }
    init(arguments: inout Arguments) throws(UsageError)
    /// Runs the verb and returns the exit status.
    func run(_ context: CommandContext) -> Int32
}

extension Verb {
    /// Loads and analyses the book, printing diagnostics and returning nil
    /// when the manifest itself is unusable.
    func analyze(_ context: CommandContext) -> BookAnalysis? {
        context.analyzeBook()
    }
}

/// Help text in the manner of swift-argument-parser.
struct Usage: Sendable {
    var name: String
    var abstract: String
    var arguments: String
    var options: [(String, String)]
    var discussion: String = ""

    /// `USAGE: workbook NAME ARGUMENTS`
    var line: String {
        "workbook \(name)\(arguments.isEmpty ? "" : " " + arguments)"
    }

    var help: String {
        var text = "OVERVIEW: \(abstract)\n"
        if !discussion.isEmpty { text += "\n\(discussion)\n" }
        text += "\nUSAGE: \(line)\n"
        let allOptions = options + Usage.commonOptions
        text += "\nOPTIONS:\n" + Usage.columns(allOptions)
        return text
    }

    static let commonOptions = [
        ("--root <dir>", "The book's root folder (default: the nearest folder upwards that holds Chapters/book.json)."),
        ("-h, --help", "Show help information."),
    ]

    static func columns(_ rows: [(String, String)]) -> String {
        rows.map { name, text in
            let padded =
                name.count < 24
                ? name + String(repeating: " ", count: 24 - name.count)
                : name + "\n" + String(repeating: " ", count: 26)
            return "  \(padded)\(text)\n"
        }.joined()
    }
}
