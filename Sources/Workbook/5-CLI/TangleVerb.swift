/// `workbook tangle`: writes the book's code into its owned folders.
struct TangleVerb: Verb {
    static let usage = Usage(
        name: "tangle", abstract: "Tangle the chapters' Swift blocks into the book's targets.",
        arguments: "[--force]",
        options: [forceOption],
        discussion:
            "Writes only inside the folders listed in Chapters/book.json, all or nothing: if any chapter has an error, no file is written."
    )

    var force: Bool

    init(arguments: inout Arguments) throws(UsageError) {
        force = arguments.flag("--force")
    }

    static let forceOption = ("--force", "Overwrite tangled files edited by hand (each is backed up first).")

    func run(_ context: CommandContext) -> Int32 {
        context.write(.tangle(force: force), verb: Self.usage.name, remembering: force ? nil : [Self.usage.name])
    }
}
