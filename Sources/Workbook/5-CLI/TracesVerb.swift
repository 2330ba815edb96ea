/// `workbook traces`: records every trace file again from the code.
struct TracesVerb: Verb {
    static let usage = Usage(
        name: "traces", abstract: "Record every trace in Chapters/diagrams again by running its command.",
        arguments: "", options: [],
        discussion:
            "Each Chapters/diagrams/*.trace starts with the command that records it, 'swift run PRODUCT ARGUMENTS…'. The tool runs it and writes the file anew. It writes only those files, all or nothing; run 'workbook build' afterwards to redraw the diagrams."
    )

    init(arguments: inout Arguments) throws(UsageError) {}

    func run(_ context: CommandContext) -> Int32 {
        guard let analysis = analyze(context) else { return ExitStatus.failure }
        let (diagnostics, transaction) = Build.traces(runner: context.traceRunner).stage(analysis)
        if TraceStep.traceFiles(analysis).isEmpty && diagnostics.isEmpty {
            context.console.print("traces: the book has no trace files (\(DiagramCatalog.folder)/*.trace)")
            return ExitStatus.success
        }
        let status = context.commit(diagnostics, transaction, verb: Self.usage.name)
        if status == ExitStatus.success && !transaction.isEmpty {
            context.console.print("next: `workbook build` redraws the diagrams from the new traces")
        }
        return status
    }
}
