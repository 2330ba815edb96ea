import Foundation

/// `workbook traces`: records every trace file again from the code.
struct TracesVerb: Verb {
    static let usage = Usage(
        name: "traces", abstract: "Record every trace in Chapters/diagrams again by running its command.",
        arguments: "", options: [],
        discussion: "Each Chapters/diagrams/*.trace starts with the command that records it, 'swift run PRODUCT ARGUMENTS…'. The tool runs it and writes the file anew. It writes only those files, all or nothing; run 'workbook build' afterwards to redraw the diagrams.")

    init(arguments: inout Arguments) throws(UsageError) {}

    func run(_ context: CommandContext) -> Int32 {
        guard let analysis = analyze(context) else { return ExitStatus.failure }
        var diagnostics = analysis.diagnostics.filter { $0.path.hasPrefix(DiagramCatalog.folder) && $0.severity == .error }
        let plan = TanglePlan(files: analysis.tangledFiles(), root: analysis.book.root, targets: analysis.book.manifest.targets)
        if !plan.outdated.isEmpty || !plan.stale.isEmpty {
            diagnostics.append(.error(DiagramCatalog.folder, 0, 0,
                "the tangled files are out of date with the chapters, and a trace records the code on disk; run `workbook tangle` first"))
        }
        let traces = analysis.diagrams.fileNames.filter { $0.hasSuffix(".trace") }
        if traces.isEmpty && diagnostics.isEmpty {
            context.console.print("traces: the book has no trace files (\(DiagramCatalog.folder)/*.trace)")
            return ExitStatus.success
        }
        var transaction = OutputTransaction(root: analysis.book.root)
        if !diagnostics.containsErrors {
            let recording = TraceRecording(analysis: analysis, runner: context.traceRunner)
            for fileName in traces {
                switch recording.record(fileName) {
                case .failure(let problem):
                    diagnostics.append(problem)
                case .success(let fresh):
                    let onDisk = FileManager.default.contents(atPath: analysis.book.root.appendingPathComponent(fresh.path).path)
                    if onDisk != Data(fresh.text.utf8) { transaction.write(fresh.text, to: fresh.path) }
                }
            }
        }
        let status = TangleVerb.finish(diagnostics, transaction, analysis: analysis, context: context, verb: "traces")
        if status == ExitStatus.success && !transaction.isEmpty {
            context.console.print("next: `workbook build` redraws the diagrams from the new traces")
        }
        return status
    }
}
