import Foundation

/// `workbook extract chapterN`: a starter package for a chapter's exercises.
struct ExtractVerb: Verb {
    static let usage = Usage(
        name: "extract", abstract: "Write a starter package for a chapter's exercises.",
        arguments: "chapter<N> [--lang <lang>] [--into <dir>] [--force] [--solution[=<name>]]",
        options: [
            ("chapter<N>", "The chapter, e.g. chapter3."),
            (
                "--lang <lang>",
                "Language of the README, the tasks and the code comments (default: the book's source language)."
            ),
            (
                "--into <dir>",
                "Folder to write (default: chapter<N> in the current folder, chapter<N>-solution with --solution)."
            ),
            ("--force", "Write into a folder that is not empty, after moving it aside to a backup."),
            (
                "--solution",
                "Write the reference solution instead of the starter, into a folder of its own: never into a starter."
            ),
            ("--solution=<name>", "Write the chapter's other reference solution of that name (see 'workbook list')."),
        ],
        discussion:
            "The package holds every file the chapter needs, with the chapter's exercises left for you to write. Run 'swift test' in it: it fails until the exercises are solved."
    )

    var chapterNumber: Int
    var language: String?
    var into: String?
    var force: Bool
    var solution: Bool
    /// `--solution=NAME`: another reference solution than the first.
    var alternative: String?

    init(arguments: inout Arguments) throws(UsageError) {
        force = arguments.flag("--force")
        if arguments.remaining.contains(where: { $0.hasPrefix("--solution=") }) {
            alternative = try arguments.option("--solution")
            solution = true
        } else {
            solution = arguments.flag("--solution")
            alternative = nil
        }
        language = try arguments.option("--lang")
        into = try arguments.option("--into")
        guard let chapter = arguments.positional() else {
            throw UsageError("Missing expected argument 'chapter<N>'.")
        }
        let digits = chapter.hasPrefix("chapter") ? chapter.dropFirst("chapter".count) : ""
        guard !digits.isEmpty, digits.count <= 3, digits.allSatisfy(\.isASCII), let number = Int(digits) else {
            throw UsageError("The chapter is written 'chapter<N>', e.g. 'chapter3'; got '\(chapter)'.")
        }
        chapterNumber = number
    }

    func run(_ context: CommandContext) -> Int32 {
        guard let analysis = analyze(context) else { return ExitStatus.failure }
        let console = context.console
        let manifest = analysis.book.manifest
        let destination = context.resolve(
            into ?? (solution ? StarterPackage.solutionFolder(chapter: chapterNumber) : "chapter\(chapterNumber)"))
        let existing = Self.learnerFile(in: destination, languages: manifest.languages)
        // Extracting again into a learner's folder keeps the language they chose.
        let language = self.language ?? existing?.language ?? manifest.sourceLanguage
        guard manifest.languages.contains(language) else {
            console.printError(
                "error: unknown language '\(language)'; the book has \(manifest.languages.joined(separator: ", "))")
            return ExitStatus.failure
        }
        guard let chapter = analysis.book.chapter(number: chapterNumber) else {
            let numbers = analysis.book.chapters.map { "chapter\($0.number)" }.joined(separator: ", ")
            console.printError("error: there is no chapter \(chapterNumber); the book has \(numbers)")
            return ExitStatus.failure
        }
        if analysis.hasErrors {
            console.report(analysis.diagnostics)
            console.printError("extract: the book has errors; fix them first (see 'workbook check')")
            return ExitStatus.failure
        }
        if let alternative {
            let names = analysis.sourceSnippets(through: chapter.number, language: language)
                .filter { $0.chapterNumber == chapter.number }
                .flatMap(\.code.alternativeNames)
            guard names.contains(alternative) else {
                let known =
                    names.isEmpty ? "it has only one" : "it has: \(Array(Set(names)).sorted().joined(separator: ", "))"
                console.printError(
                    "error: chapter \(chapterNumber) has no reference solution named '\(alternative)'; \(known)")
                return ExitStatus.failure
            }
        }
        let package = StarterPackage(
            analysis: analysis, chapter: chapter, language: language, solution: solution, alternative: alternative)
        guard !package.exercises.isEmpty else {
            console.printError(
                "error: chapter \(chapterNumber) (\(chapter.folderName)) has no exercises; try one of: \(Self.chaptersWithExercises(analysis))"
            )
            return ExitStatus.failure
        }
        if solution, let existing, existing.kind == .starter {
            console.report([
                .error(
                    destination.path, 0, 0,
                    "holds a starter (\(LearnerFile.name) says so), maybe with your work in it; the solution is never written over it, not even with --force: leave out --into (it goes to \(StarterPackage.solutionFolder(chapter: chapterNumber))) or name another folder"
                )
            ])
            return ExitStatus.failure
        }
        if let problem = Self.destinationProblem(destination, book: analysis.book) {
            console.report([.error(destination.path, 0, 0, problem)])
            return ExitStatus.failure
        }
        // What follows is for the learner, in their language; errors stay in the tool's.
        let strings = StarterStrings.strings(for: language)
        do {
            let backup = try StarterWriter(destination: destination, force: force).write(package.files)
            if let backup { console.print(strings.movedAside(backup.path)) }
        } catch {
            console.report(error.diagnostics)
            return ExitStatus.failure
        }
        let written: StarterStrings.WrittenPackage =
            alternative.map { .namedSolution($0) } ?? (solution ? .solution : .starter)
        let exercises = package.exercises.map(\.id).joined(separator: ", ")
        console.print(strings.wrote(written, chapterNumber, exercises, destination.path))
        if !solution, let first = package.firstFile {
            console.print("\(strings.openFirst): \(destination.appendingPathComponent(first).path)")
        }
        console.print("\(strings.thenRun): cd \(destination.path) && swift test")
        return ExitStatus.success
    }

    /// A destination that would put the package over the book itself (its
    /// folder or one holding it, which `--force` would move aside) or into a
    /// folder the tool manages (`Chapters/`, `Site/`, an owned target).
    static func destinationProblem(_ destination: URL, book: Book) -> String? {
        let target = BookLoader.realPath(destination)
        let root = BookLoader.realPath(book.root)
        if target == root || root.hasPrefix(target == "/" ? "/" : target + "/") {
            return "is the book's folder or holds it; extract into a folder of its own"
        }
        for folder in ["Chapters", SiteBuilder.folder, ".workbook"] + book.manifest.targets {
            let managed = root + "/" + folder
            if target == managed || target.hasPrefix(managed + "/") {
                return "is inside \(folder), which the tool manages; extract into a folder of its own"
            }
        }
        return nil
    }

    /// The `.workbook-learner` of a folder, when it has a valid one.
    static func learnerFile(in folder: URL, languages: [String]) -> LearnerFile? {
        let url = folder.appendingPathComponent(LearnerFile.name)
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return try? LearnerFile.parse(String(decoding: data, as: UTF8.self), languages: languages).get()
    }

    static func chaptersWithExercises(_ analysis: BookAnalysis) -> String {
        analysis.book.chapters.filter {
            !ExerciseCatalog.exercises(
                in: analysis, chapter: $0.number, language: analysis.book.manifest.sourceLanguage
            ).isEmpty
        }.map { "chapter\($0.number)" }.joined(separator: ", ")
    }
}
