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
                    imports: Self.imports(of: tangled.map { ($0.path, $0.body) }))
            ))
        files.append(
            (
                "README.md",
                Self.readme(
                    title: title, chapter: chapter.number, language: language, exercises: exercises,
                    strings: strings, solution: solution)
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
    /// package that its files import (`imports`, by folder), so a module that
    /// wires others, such as chapter 11's composition root, builds in a starter.
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
        for folder in folders.keys.sorted() {
            let target = String(folder.split(separator: "/")[1])
            var settings = ""
            if let list = swiftSettings[folder], !list.isEmpty {
                settings = ", swiftSettings: [\(list.joined(separator: ", "))]"
            }
            // The other libraries this folder's files import, in name order.
            let imported = (imports[folder] ?? []).filter { $0 != target && libraries.contains($0) }.sorted()
            if folder.hasPrefix("Tests/") {
                let module = target.hasSuffix("Tests") ? String(target.dropLast(5)) : target
                let own = folders["Sources/\(module)"] != nil ? [module] : []
                let dependencies = (own + imported.filter { $0 != module }).map { "\"\($0)\"" }
                    .joined(separator: ", ")
                targets.append("        .testTarget(name: \"\(target)\", dependencies: [\(dependencies)]\(settings)),")
            } else if folders[folder]!.contains("main.swift") {
                let dependencies = libraries.map { "\"\($0)\"" }.joined(separator: ", ")
                targets.append(
                    "        .executableTarget(name: \"\(target)\", dependencies: [\(dependencies)]\(settings)),")
            } else {
                let dependencies =
                    imported.isEmpty ? "" : ", dependencies: [\(imported.map { "\"\($0)\"" }.joined(separator: ", "))]"
                targets.append("        .target(name: \"\(target)\"\(dependencies)\(settings)),")
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

    /// The modules each target folder's Swift files import (`import X`,
    /// `@testable import X`, `import struct X.Y`), read with the book's lexer,
    /// so an `import` in a comment or a string does not count.
    static func imports(of files: [(path: String, body: String)]) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for file in files where file.path.hasSuffix(".swift") {
            let parts = file.path.split(separator: "/")
            guard parts.count >= 3 else { continue }
            let folder = "\(parts[0])/\(parts[1])"
            let tokens = SwiftLexer.tokenize(file.body).filter { !$0.isTrivia }
            for (index, token) in tokens.enumerated()
            where token.kind == .keyword && token.text(in: file.body) == "import" {
                var next = index + 1
                // `import struct X.Y`: skip the kind of declaration imported.
                if next < tokens.count, tokens[next].kind == .keyword { next += 1 }
                guard next < tokens.count, [.identifier, .typeName].contains(tokens[next].kind) else { continue }
                result[folder, default: []].insert(tokens[next].text(in: file.body))
            }
        }
        return result
    }

    // MARK: - README

    /// The README in the learner's language: each exercise with its task,
    /// the files to edit and its hints folded; how to run the tests; how to
    /// get the reference solution from the book's folder, never over this one.
    static func readme(
        title: String, chapter: Int, language: String, exercises: [Exercise], strings: StarterStrings,
        solution: Bool
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
        text += strings.languageFile(LearnerFile.name) + "\n"
        if !solution {
            let command = "swift run workbook extract chapter\(chapter) --lang \(language) --solution"
            text += "\n## \(strings.seeSolution)\n\n"
            text += strings.seeSolutionText(command, solutionFolder(chapter: chapter)) + "\n"
        }
        return text
    }

    /// Where `extract --solution` writes unless told otherwise.
    static func solutionFolder(chapter: Int) -> String { "chapter\(chapter)-solution" }

    /// The file a learner opens first: the first file of the first exercise.
    var firstFile: String? { exercises.first?.files.first }
}
