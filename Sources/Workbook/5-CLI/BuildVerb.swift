/// `workbook build`: tangle every target, then render the site.
struct BuildVerb: Verb {
    static let usage = Usage(
        name: "build", abstract: "Tangle every target, then render the site into Site/.",
        arguments: "[--force]", options: [TangleVerb.forceOption],
        discussion: "All or nothing: if any chapter has an error, no file is written.")

    var force: Bool

    init(arguments: inout Arguments) throws(UsageError) {
        force = arguments.flag("--force")
    }

    func run(_ context: CommandContext) -> Int32 {
        // `--force` replaces hand edits, which a record of stamps cannot promise are absent.
        context.write(.site(force: force), verb: Self.usage.name, remembering: force ? nil : [Self.usage.name])
    }
}
