/// `workbook build`: tangle every target, then render the site.
struct BuildVerb: Verb {
    static let usage = Usage(
        name: "build", abstract: "Tangle every target, then render the site into Site/.",
        arguments: "[--force]",
        options: [("--force", "Overwrite tangled files edited by hand (each is backed up first).")],
        discussion: "All or nothing: if any chapter has an error, no file is written.")

    var force: Bool

    init(arguments: inout Arguments) throws(UsageError) {
        force = arguments.flag("--force")
    }

    func run(_ context: CommandContext) -> Int32 {
        guard let analysis = analyze(context) else { return ExitStatus.failure }
        var transaction = OutputTransaction(root: analysis.book.root)
        var diagnostics = TangleStep(force: force).stage(analysis, into: &transaction)
        if !diagnostics.containsErrors {
            diagnostics += SiteStep().stage(analysis, into: &transaction)
        }
        return TangleVerb.finish(diagnostics, transaction, analysis: analysis, context: context, verb: "build")
    }
}
