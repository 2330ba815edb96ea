import Foundation

/// One step of a build: it compares what the book produces with the disk
/// and stages the differences into the build's transaction.
protocol BuildStep {
    /// Stages this step's writes and removals; errors stop the build.
    func stage(_ analysis: BookAnalysis, into transaction: inout OutputTransaction) -> [Diagnostic]
}

/// Every way the tool writes the book's outputs, in one place: the steps of
/// each verb, run in order into one transaction, so a build writes all of
/// its files or none of them.
struct Build {
    var steps: [any BuildStep]

    /// `workbook tangle`: the targets' files.
    static func tangle(force: Bool) -> Build { Build(steps: [TangleStep(force: force)]) }
    /// `workbook build`: the targets' files, then the site.
    static func site(force: Bool) -> Build { Build(steps: [TangleStep(force: force), SiteStep()]) }
    /// `workbook traces`: the trace files, recorded again.
    static func traces(runner: any TraceRunner) -> Build { Build(steps: [TraceStep(runner: runner)]) }

    /// Runs the steps until one reports an error; the transaction holds
    /// what they staged and is not committed yet.
    func stage(_ analysis: BookAnalysis) -> (diagnostics: [Diagnostic], transaction: OutputTransaction) {
        var transaction = OutputTransaction(root: analysis.book.root)
        var diagnostics: [Diagnostic] = []
        for step in steps {
            diagnostics += step.stage(analysis, into: &transaction)
            if diagnostics.containsErrors { break }
        }
        return (diagnostics, transaction)
    }

    /// What `check` reports: every tangled file and site page that differs
    /// from what `build` would write.
    static func drift(_ analysis: BookAnalysis) -> Drift {
        let plan = TanglePlan(
            files: analysis.tangledFiles(), root: analysis.book.root,
            targets: analysis.book.manifest.targets)
        var result = plan.diagnostics + plan.protectionDiagnostics()
        let protectedPaths = Set(plan.protected.map(\.path))
        for file in plan.outdated where !protectedPaths.contains(file.path) {
            result.append(
                .error(
                    file.path, 0, 0,
                    "out of date with the chapters (\(file.sources.joined(separator: ", "))); run `workbook tangle`"))
        }
        for path in plan.stale {
            result.append(
                .error(path, 0, 0, "no chapter produces this file any more; run `workbook tangle` to remove it"))
        }
        return Drift(tangled: result, site: SiteStep.drift(analysis))
    }

    /// What differs from the chapters on disk, by output: the tangled code
    /// (which the diagrams' traces run) and the site.
    struct Drift {
        var tangled: [Diagnostic]
        var site: [Diagnostic]

        var all: [Diagnostic] { tangled + site }
    }
}

/// Records every trace of `Chapters/diagrams` again by running its command,
/// staging the files whose text changed. Refused when the tangled code on
/// disk is not current: a trace records that code.
struct TraceStep: BuildStep {
    var runner: any TraceRunner

    /// The trace files of the book.
    static func traceFiles(_ analysis: BookAnalysis) -> [String] {
        analysis.diagrams.fileNames.filter { $0.hasSuffix(".trace") }
    }

    func stage(_ analysis: BookAnalysis, into transaction: inout OutputTransaction) -> [Diagnostic] {
        var diagnostics = analysis.diagnostics.filter { $0.category == .diagramSource && $0.severity == .error }
        let plan = TanglePlan(
            files: analysis.tangledFiles(), root: analysis.book.root, targets: analysis.book.manifest.targets)
        if !plan.outdated.isEmpty || !plan.stale.isEmpty {
            diagnostics.append(
                .error(
                    DiagramCatalog.folder, 0, 0,
                    "the tangled files are out of date with the chapters, and a trace records the code on disk; run `workbook tangle` first"
                ))
        }
        guard !diagnostics.containsErrors else { return diagnostics }
        let recording = TraceRecording(analysis: analysis, runner: runner)
        for fileName in Self.traceFiles(analysis) {
            switch recording.record(fileName) {
            case .failure(let problem):
                diagnostics.append(problem)
            case .success(let fresh):
                let onDisk = FileManager.default.contents(
                    atPath: analysis.book.root.appendingPathComponent(fresh.path).path)
                if onDisk != Data(fresh.text.utf8) { transaction.write(fresh.text, to: fresh.path) }
            }
        }
        return diagnostics
    }
}
