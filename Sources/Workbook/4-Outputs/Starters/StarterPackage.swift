import Foundation

/// A standalone Swift package for one chapter's exercises, in one language:
/// every tangled file the chapter needs (earlier chapters' code included),
/// the chapter's exercises as starters (or solutions), their tests, a
/// Package.swift and a README with the tasks and hints.
struct StarterPackage {
    /// Path inside the package → contents.
    var files: [(path: String, contents: String)]
    var exercises: [Exercise]

    /// Builds the package for `chapter` in `language` from an analysis
    /// without errors. With `alternative`, the chapter's regions that have a
    /// solution of that name (`//# solution NAME`) get it instead of the first.
    init(
        analysis: BookAnalysis, chapter: Chapter, language: String, solution: Bool, alternative: String? = nil
    ) {
        let snippets = analysis.sourceSnippets(through: chapter.number, language: language)
        let variant: Tangler.Variant =
            if let alternative {
                .alternative(chapter: chapter.number, name: alternative)
            } else {
                solution ? .solution : .starter(chapter: chapter.number)
            }
        let strings = StarterStrings.strings(for: language)
        let title = Self.title(of: chapter, language: language)
        exercises = ExerciseCatalog.exercises(in: analysis, chapter: chapter.number, language: language)
        var files: [(String, String)] = []
        let tangled = LearnerFeedback.withSupport(
            Tangler().tangle(snippets, variant: variant), manifest: analysis.book.manifest)
        for file in tangled {
            files.append((file.path, strings.fileHeader(chapter.number, title) + "\n\n" + file.body))
        }
        // Tests that compare a run with a committed trace (they name Chapters/diagrams) need the traces.
        if tangled.contains(where: { $0.body.contains(DiagramCatalog.folder) }) {
            for fileName in analysis.diagrams.fileNames {
                guard case .sequence(let trace)? = analysis.diagrams.sources[fileName] else { continue }
                let text = TraceDocument.headerPrefix + trace.command + "\n" + trace.body.map { $0 + "\n" }.joined()
                files.append((DiagramCatalog.path(fileName), text))
            }
        }
        let traits = BookPackageTraits.read(root: analysis.book.root)
        files.append(
            (
                "Package.swift",
                Self.manifest(
                    name: "Chapter\(chapter.number)", paths: tangled.map(\.path), traits: traits,
                    swiftSettings: analysis.book.manifest.swiftSettings,
                    imports: Self.importedModules(of: tangled.map { (path: $0.path, body: $0.body) }))
            ))
        files.append(
            (
                "README.md",
                Self.readme(
                    title: title, chapter: chapter.number, language: language, exercises: exercises,
                    strings: strings, solution: solution, needsXcode: tangled.contains { Self.holdsPreview($0.body) })
            ))
        files.append(
            (
                LearnerFile.name,
                LearnerFile(language: language, chapter: chapter.number, kind: solution ? .solution : .starter).text
            ))
        files.append((".gitignore", ".build/\n.swiftpm/\n"))
        self.files = files
    }

    /// The chapter's first level-1 heading in `language`, else its slug.
    static func title(of chapter: Chapter, language: String) -> String {
        chapter.translations[language]?.document.title ?? chapter.folderName
    }

    // MARK: - Package.swift

    /// Targets from the folders that hold files: `Sources/X` is a library (an
    /// executable when it has `main.swift`, depending on every library),
    /// `Tests/XTests` a test target depending on `X` (library or executable).
    /// A library or test target also depends on every other library of the
    /// starter that its files import (`imports`, from `importedModules(of:)`).
    /// Tools version and platforms are the book's own (`traits`); a folder
    /// with `swiftSettings` in book.json gets them, as in the book's manifest.
    static func manifest(
        name: String, paths: [String], traits: BookPackageTraits = .fallback,
        swiftSettings: [String: [String]] = [:], imports: [String: Set<String>] = [:]
    ) -> String {
        var folders: [String: [String]] = [:]
        for path in paths {
            let parts = path.split(separator: "/")
            guard parts.count >= 3 else { continue }
            folders["\(parts[0])/\(parts[1])", default: []].append(String(parts[2...].joined(separator: "/")))
        }
        let libraries = folders.keys.filter { $0.hasPrefix("Sources/") && !(folders[$0]!.contains("main.swift")) }
            .map { String($0.dropFirst("Sources/".count)) }.sorted()
        var targets: [String] = []
        /// The starter's libraries that `folder` imports, except `excluded`.
        func imported(by folder: String, besides excluded: [String]) -> [String] {
            libraries.filter { imports[folder]?.contains($0) == true && !excluded.contains($0) }
        }
        func list(_ names: [String]) -> String { names.map { "\"\($0)\"" }.joined(separator: ", ") }
        for folder in folders.keys.sorted() {
            let target = String(folder.split(separator: "/")[1])
            var settings = ""
            if let list = swiftSettings[folder], !list.isEmpty {
                settings = ", swiftSettings: [\(list.joined(separator: ", "))]"
            }
            if folder.hasPrefix("Tests/") {
                let module = target.hasSuffix("Tests") ? String(target.dropLast(5)) : target
                let tested = folders["Sources/\(module)"] != nil ? [module] : []
                let dependencies = tested + imported(by: folder, besides: [module])
                targets.append(
                    "        .testTarget(name: \"\(target)\", dependencies: [\(list(dependencies))]\(settings)),")
            } else if folders[folder]!.contains("main.swift") {
                targets.append(
                    "        .executableTarget(name: \"\(target)\", dependencies: [\(list(libraries))]\(settings)),")
            } else {
                let dependencies = imported(by: folder, besides: [target])
                let clause = dependencies.isEmpty ? "" : ", dependencies: [\(list(dependencies))]"
                targets.append("        .target(name: \"\(target)\"\(clause)\(settings)),")
            }
        }
        return """
            // swift-tools-version:\(traits.toolsVersion)
            import PackageDescription

            let package = Package(
                name: "\(name)",
                platforms: \(traits.platforms),
                targets: [
            \(targets.joined(separator: "\n"))
                ],
                swiftLanguageModes: [.v6]
            )

            """
    }

    // MARK: - README

    /// The README in the learner's language: each exercise with its task,
    /// the files to edit and its hints folded; how to run the tests; how to
    /// get the reference solution from the book's folder, never over this one.
    static func readme(
        title: String, chapter: Int, language: String, exercises: [Exercise], strings: StarterStrings,
        solution: Bool, needsXcode: Bool = false
    ) -> String {
        var text = "# \(title)\n\n"
        if solution {
            text += "> **\(strings.solutionNote).** \(strings.solutionText)\n\n"
        }
        text += "## \(strings.exercises)\n\n"
        for (index, exercise) in exercises.enumerated() {
            text += "### \(strings.exercise(index + 1))\n\n"
            text += exercise.task.trimmingCharacters(in: .newlines) + "\n\n"
            text += "**\(strings.files):** " + exercise.files.map { "`\($0)`" }.joined(separator: ", ") + "\n\n"
            if !exercise.hints.isEmpty {
                text += "\(strings.hints): \(strings.hintsText)\n\n"
                for (number, hint) in exercise.hints.enumerated() {
                    text += "<details>\n<summary>\(strings.hint(number + 1))</summary>\n\n"
                    text += hint.trimmingCharacters(in: .newlines) + "\n\n</details>\n\n"
                }
            }
        }
        text += "## \(strings.run)\n\n\(strings.runText)\n\n```sh\nswift test\n```\n\n"
        if needsXcode { text += strings.needsXcode + "\n\n" }
        text += strings.languageFile(LearnerFile.name) + "\n"
        if !solution {
            let command = "swift run workbook extract chapter\(chapter) --lang \(language) --solution"
            text += "\n## \(strings.seeSolution)\n\n"
            text += strings.seeSolutionText(command, solutionFolder(chapter: chapter)) + "\n"
        }
        return text
    }

    /// True when `code` holds a `#Preview` (a line that starts with it).
    /// Its macro's plugin ships with Xcode, not with the Command Line Tools,
    /// so such a package does not build on a Mac without Xcode.
    static func holdsPreview(_ code: String) -> Bool {
        code.split(separator: "\n").contains { $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("#Preview") }
    }

    /// Where `extract --solution` writes unless told otherwise.
    static func solutionFolder(chapter: Int) -> String { "chapter\(chapter)-solution" }

    /// The file a learner opens first: the first file of the first exercise.
    var firstFile: String? { exercises.first?.files.first }
}
