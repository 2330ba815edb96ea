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
            let chapters = file.sources.compactMap { $0.split(separator: "/").dropFirst().first }.map {
                String($0.prefix(2))
            }
            console.print("  \(file.path)  [\(status)] from chapters \(chapters.joined(separator: ", "))")
        }
        for path in plan.stale { console.print("  \(path)  [stale]") }
        return analysis.hasErrors ? ExitStatus.failure : ExitStatus.success
    }
}
