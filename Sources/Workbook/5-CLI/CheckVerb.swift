/// `workbook check`: every problem of the book, in one run, writing nothing.
struct CheckVerb: Verb {
    static let usage = Usage(
        name: "check", abstract: "Check the book and report every problem; writes nothing.",
        arguments: "", options: [],
        discussion:
            "Fails on malformed chapters, missing translations, code that differs between translations, tangled files or site pages that differ from what 'workbook build' would write, and committed traces (Chapters/diagrams/*.trace) that differ from what their command prints now: each is run again, and on a malformed Chapters/translations.lock. Where the book has a Chapters/glossary.json, a variant it tells a translation to avoid, found in that translation's prose, is an error at its line and column (see AUTHORING.md, \"The glossary\"). Translated sections whose source-language section changed since they were last accepted are warnings, not errors: see 'workbook status'. In a starter package from 'workbook extract' (a folder with .workbook-learner and Package.swift, no Chapters/book.json) there is no book: check validates its .workbook-learner and says so."
    )

    init(arguments: inout Arguments) throws(UsageError) {}

    func run(_ context: CommandContext) -> Int32 {
        if let starter = Self.starter(context) { return Self.check(starter, console: context.console) }
        let started = UnchangedRun.now()
        let remembered = context.unchangedRun([Self.usage.name])
        if context.replayedUnchanged(remembered) { return ExitStatus.success }
        guard let analysis = analyze(context) else { return ExitStatus.failure }
        var diagnostics = analysis.diagnostics
        // The analysis ran the checks a build runs; the others (the
        // glossary: a word a translation should not use is no reason to
        // stop a build) run here, after them, as `BookCheck.all` orders them.
        diagnostics += BookCheck.findings(BookCheck.all.filter { !$0.stopsBuild }, in: analysis).flatMap(\.diagnostics)
        // Stale prose is a warning: the book may be published while translators catch up.
        let stale = analysis.staleSections.map(\.diagnostic)
        diagnostics += stale
        var traces = 0
        var fromCache = 0
        if !analysis.hasErrors {
            let drift = Build.drift(analysis)
            diagnostics += drift.all
            // The traces are recorded from the tangled code on disk: only worth running when it is current.
            let recording = TraceRecording(analysis: analysis, runner: context.traceRunner)
            if !drift.tangled.containsErrors {
                traces = recording.usedTraces.count
                let before = context.traceRunner.servedFromCache
                diagnostics += recording.drift()
                fromCache = context.traceRunner.servedFromCache - before
            }
        }
        context.console.report(diagnostics)
        let errors = diagnostics.filter { $0.severity == .error }.count
        if errors > 0 {
            remembered?.forget()
            context.console.printError("check: \(errors) error\(errors == 1 ? "" : "s")")
            return ExitStatus.failure
        }
        let book = analysis.book
        // A trace served from the cache ran nothing: say so, not "re-run".
        func traceCount(fromCache: Int) -> String {
            traces > 0
                ? ", \(traces) trace\(traces == 1 ? "" : "s") (\(fromCache) from cache, \(traces - fromCache) re-run)"
                : ""
        }
        let staleCount =
            stale.isEmpty
            ? ""
            : ", \(stale.count) translated section\(stale.count == 1 ? "" : "s") may be out of date (see `workbook status`)"
        func line(fromCache: Int) -> String {
            "check: \(book.chapters.count) chapters in \(book.manifest.languages.count) languages, \(analysis.tangledFiles().count) tangled files\(traceCount(fromCache: fromCache)): OK\(staleCount)"
        }
        context.console.print(line(fromCache: fromCache))
        // Recorded only when the traces' outputs follow from the code the
        // record watches (a runner that caches them by that code); the next
        // check that finds nothing changed serves every trace from there.
        if let remembered {
            if traces == 0 || context.traceRunner.isKeyedByCode {
                remembered.record(
                    paths: UnchangedRun.watchedPaths(targets: book.manifest.targets), touched: [], started: started,
                    warnings: diagnostics, summary: line(fromCache: traces))
            } else {
                remembered.forget()
            }
        }
        return ExitStatus.success
    }

    /// The learner's package `check` runs in: `--root` when that is one, else
    /// the nearest folder upwards when it is a starter rather than a book.
    static func starter(_ context: CommandContext) -> StarterFolder? {
        if let root = context.explicitRoot {
            return StarterFolder.isStarter(root) ? StarterFolder(root: root) : nil
        }
        return StarterFolder.enclosing(context.currentDirectory)
    }

    /// A starter has no book to check; its `.workbook-learner` is what it can
    /// get wrong, with the diagnostics a book gives for its own.
    static func check(_ starter: StarterFolder, console: Console) -> Int32 {
        switch starter.learnerFile() {
        case .success(let file):
            let kind = file.kind == .starter ? "a starter package" : "a solution package"
            let chapter = file.chapter > 0 ? " for chapter \(file.chapter)" : ""
            let unchecked =
                starter.languages() == nil
                ? " (no Tests/*/\(LearnerFeedback.fileName) names the languages, so '\(file.language)' was not checked against them)"
                : ""
            console.print(
                "check: this is \(kind)\(chapter) from 'workbook extract', not a book: there is no book to check here. Its \(LearnerFile.name) is fine (language \(file.language))\(unchecked); run 'swift test' to check the exercises, and 'workbook check' in the book's folder to check the book."
            )
            return ExitStatus.success
        case .failure(let problem):
            console.report([.error(LearnerFile.name, problem.line, problem.column, problem.message)])
            console.printError(
                "check: this is a starter package from 'workbook extract', not a book: there is no book to check here, but its \(LearnerFile.name) has an error, so the tests cannot tell which language to explain their failures in"
            )
            return ExitStatus.failure
        }
    }
}
