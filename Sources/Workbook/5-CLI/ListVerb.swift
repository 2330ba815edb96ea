import Foundation

/// `workbook list`: chapters, languages, tangled files and exercises, with
/// their status, and every exercise's kind and difficulty as a table;
/// `--json` prints the same as JSON, for scripts.
struct ListVerb: Verb {
    static let usage = Usage(
        name: "list",
        abstract:
            "List chapters, languages, tangled files and exercises, with their status, and a table of how much each exercise asks.",
        arguments: "[--json]",
        options: [("--json", "Print the same list as one JSON object, for scripts (its shape: Chapters/AUTHORING.md).")]
    )

    /// `--json`: the listing as JSON rather than prose.
    var json: Bool

    init(arguments: inout Arguments) throws(UsageError) {
        json = arguments.flag("--json")
    }

    func run(_ context: CommandContext) -> Int32 {
        guard let analysis = analyze(context) else { return ExitStatus.failure }
        // The errors that make the status 1 go to stderr; the listing marks where they are.
        context.console.report(analysis.diagnostics.filter { $0.severity == .error })
        let listing = BookListing(analysis)
        if json {
            context.console.print(listing.json)
        } else {
            for line in listing.lines { context.console.print(line) }
        }
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

/// What `workbook list` reports, as values: the prose listing and the JSON
/// are two renderings of it, so they cannot disagree.
struct BookListing: Codable, Equatable {
    struct ListedChapter: Codable, Equatable {
        var number: Int
        /// `Chapters/NN-slug`.
        var folder: String
        /// Language → `ok`, `errors` or `missing`, for every language of the book.
        var translations: [String: String]
        var exercises: [ListedExercise]
        /// Language → the chapter's reading length in lines: every line but
        /// folded code and the end-of-chapter quiz (`ChapterDocument.readingLineCount`).
        var readingLines: [String: Int]
    }

    struct ListedExercise: Codable, Equatable {
        var id: String
        /// The tangled files whose code the learner completes.
        var files: [String]
        var hints: Int
        /// The names of the other reference solutions (`--solution=NAME`), in order.
        var otherSolutions: [String]
        /// True when the learner writes tests: a region lies in `Tests/…`.
        var writesTests: Bool
        /// `core`, or `stretch` when the task block says so (design, not recall).
        var kind: String
        /// Code lines of the first solution's regions (blank and comment-only lines aside).
        var lines: Int
        /// Distinct function, initializer, accessor and closure bodies the solution writes in.
        var bodies: Int
        /// Distinct types the solution writes in.
        var types: Int
        /// `lines + bodies + types`: the difficulty the book's climb is measured by.
        var score: Int
    }

    struct ListedFile: Codable, Equatable {
        var path: String
        /// `up-to-date`, `out-of-date`, `edited-by-hand`, `not-generated` or `stale`.
        var status: String
        /// The chapter files and other sources (`Chapters/book.json`) it comes from.
        var sources: [String]
    }

    var title: String
    var languages: [String]
    var sourceLanguage: String
    var chapters: [ListedChapter]
    var tangledFiles: [ListedFile]

    init(_ analysis: BookAnalysis) {
        let book = analysis.book
        let manifest = book.manifest
        let errorPaths = Set(analysis.diagnostics.filter { $0.severity == .error }.map(\.path))
        title = manifest.title(in: manifest.sourceLanguage)
        languages = manifest.languages
        sourceLanguage = manifest.sourceLanguage
        chapters = book.chapters.map { chapter in
            var states: [String: String] = [:]
            for language in manifest.languages {
                if chapter.translations[language] == nil {
                    states[language] = "missing"
                } else {
                    states[language] = errorPaths.contains("\(chapter.folderPath)/\(language).md") ? "errors" : "ok"
                }
            }
            let exercises = ExerciseCatalog.exercises(
                in: analysis, chapter: chapter.number, language: manifest.sourceLanguage
            ).map { exercise in
                ListedExercise(
                    id: exercise.id, files: exercise.files, hints: exercise.hints.count,
                    otherSolutions: exercise.alternatives,
                    writesTests: exercise.files.contains { $0.hasPrefix("Tests/") },
                    kind: exercise.isStretch ? "stretch" : "core", lines: exercise.difficulty.lines,
                    bodies: exercise.difficulty.bodies, types: exercise.difficulty.types,
                    score: exercise.difficulty.score)
            }
            var readingLines: [String: Int] = [:]
            for (language, translation) in chapter.translations {
                readingLines[language] = translation.document.readingLineCount
            }
            return ListedChapter(
                number: chapter.number, folder: chapter.folderPath, translations: states, exercises: exercises,
                readingLines: readingLines)
        }
        let files = analysis.tangledFiles()
        let plan = TanglePlan(files: files, root: book.root, targets: manifest.targets)
        let outdated = Set(plan.outdated.map(\.path))
        let protected = Dictionary(plan.protected.map { ($0.path, $0.state) }, uniquingKeysWith: { a, _ in a })
        tangledFiles = files.map { file in
            let status: String
            switch protected[file.path] {
            case .editedByHand?: status = "edited-by-hand"
            case .foreign?: status = "not-generated"
            default: status = outdated.contains(file.path) ? "out-of-date" : "up-to-date"
            }
            return ListedFile(path: file.path, status: status, sources: file.sources)
        }
        tangledFiles += plan.stale.map { ListedFile(path: $0, status: "stale", sources: []) }
    }

    /// The prose listing, line by line.
    var lines: [String] {
        var lines = [
            title, "languages: \(languages.joined(separator: ", ")) (source: \(sourceLanguage))", "", "CHAPTERS",
        ]
        for chapter in chapters {
            let states = languages.map { "\($0) \(chapter.translations[$0] ?? "missing")" }
            lines.append("  \(chapter.folder.dropFirst("Chapters/".count))  \(states.joined(separator: ", "))")
            for exercise in chapter.exercises {
                let hints = "\(exercise.hints) hint\(exercise.hints == 1 ? "" : "s")"
                let others =
                    exercise.otherSolutions.isEmpty
                    ? "" : ", other solutions: \(exercise.otherSolutions.joined(separator: " "))"
                lines.append(
                    "      exercise \(exercise.id): \(exercise.files.joined(separator: ", ")), \(hints)\(others)")
            }
        }
        lines += ["", "EXERCISES (score = solution lines + bodies + types)"]
        lines += exerciseTable.map { "  " + $0 }
        lines += ["", "TANGLED FILES"]
        for file in tangledFiles {
            if file.status == "stale" {
                lines.append("  \(file.path)  [stale]")
            } else {
                let status = file.status.replacingOccurrences(of: "-", with: " ")
                lines.append("  \(file.path)  [\(status)] from \(ListVerb.origin(of: file.sources))")
            }
        }
        return lines
    }

    /// Every exercise of the book in chapter order, one row each, as a
    /// Markdown table with aligned columns (so `Chapters/COVERAGE.md` can
    /// quote it as printed).
    var exerciseTable: [String] {
        let header = ["chapter", "exercise", "kind", "lines", "bodies", "types", "score"]
        let rows = chapters.flatMap { chapter in
            chapter.exercises.map { exercise in
                [
                    String(chapter.folder.dropFirst("Chapters/".count).prefix(2)), exercise.id, exercise.kind,
                    String(exercise.lines), String(exercise.bodies), String(exercise.types), String(exercise.score),
                ]
            }
        }
        guard !rows.isEmpty else { return ["(no exercises)"] }
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        // Names left, numbers right.
        func line(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column < 3 ? cell + padding : padding + cell
            }
            return "| " + padded.joined(separator: " | ") + " |"
        }
        let rule =
            "|"
            + widths.enumerated().map { column, width in
                column < 3
                    ? " " + String(repeating: "-", count: width) + " "
                    : " " + String(repeating: "-", count: width - 1) + ": "
            }.joined(separator: "|") + "|"
        return [line(header), rule] + rows.map(line)
    }

    /// One JSON object, keys sorted, two-space indentation, no trailing newline.
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Plain values only: encoding cannot fail.
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
