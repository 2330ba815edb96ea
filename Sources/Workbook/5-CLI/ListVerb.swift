/// `workbook list`: chapters, languages, tangled files and exercises, with
/// their status.
struct ListVerb: Verb {
    static let usage = Usage(
        name: "list", abstract: "List chapters, languages, tangled files and exercises, with their status.",
        arguments: "", options: [])

    init(arguments: inout Arguments) throws(UsageError) {}

    func run(_ context: CommandContext) -> Int32 {
        guard let analysis = analyze(context) else { return ExitStatus.failure }
        let console = context.console
        let book = analysis.book
        let manifest = book.manifest
        let errorPaths = Set(analysis.diagnostics.filter { $0.severity == .error }.map(\.path))
        console.print("\(manifest.title(in: manifest.sourceLanguage))")
        console.print("languages: \(manifest.languages.joined(separator: ", ")) (source: \(manifest.sourceLanguage))")
        console.print("")
        console.print("CHAPTERS")
        for chapter in book.chapters {
            let states = manifest.languages.map { language -> String in
                let path = "\(chapter.folderPath)/\(language).md"
                if chapter.translations[language] == nil { return "\(language) missing" }
                return errorPaths.contains(path) ? "\(language) errors" : "\(language) ok"
            }
            console.print("  \(chapter.folderName)  \(states.joined(separator: ", "))")
            for exercise in ExerciseCatalog.exercises(
                in: analysis, chapter: chapter.number, language: manifest.sourceLanguage)
            {
                let others =
                    exercise.alternatives.isEmpty
                    ? "" : ", other solutions: \(exercise.alternatives.joined(separator: " "))"
                console.print(
                    "      exercise \(exercise.id): \(exercise.files.joined(separator: ", ")), \(exercise.hints.count) hint\(exercise.hints.count == 1 ? "" : "s")\(others)"
                )
            }
        }
        console.print("")
        console.print("TANGLED FILES")
        let files = analysis.tangledFiles()
        let plan = TanglePlan(files: files, root: book.root, targets: manifest.targets)
        let outdated = Set(plan.outdated.map(\.path))
        let protected = Dictionary(plan.protected.map { ($0.path, $0.state) }, uniquingKeysWith: { a, _ in a })
        for file in files {
            let status: String
            switch protected[file.path] {
            case .editedByHand?: status = "edited by hand"
            case .foreign?: status = "not generated"
            default: status = outdated.contains(file.path) ? "out of date" : "up to date"
            }
            console.print("  \(file.path)  [\(status)] from \(Self.origin(of: file.sources))")
        }
        for path in plan.stale { console.print("  \(path)  [stale]") }
        return analysis.hasErrors ? ExitStatus.failure : ExitStatus.success
    }

    /// Where a tangled file comes from, for its line in the list: the
    /// numbers of the chapters (`Chapters/NN-slug/LANG.md`), and any other
    /// source by its path (`LearnerFeedback.swift` comes from `Chapters/book.json`).
    static func origin(of sources: [String]) -> String {
        var chapters: [String] = []
        var others: [String] = []
        for source in sources {
            let parts = source.split(separator: "/")
            if parts.count == 3, parts[0] == "Chapters", parts[1].prefix(2).allSatisfy(\.isNumber) {
                chapters.append(String(parts[1].prefix(2)))
            } else {
                others.append(source)
            }
        }
        let named = (chapters.isEmpty ? [] : ["chapters " + chapters.joined(separator: ", ")]) + others
        return named.joined(separator: " and ")
    }
}
