import Foundation

/// One check of the book, as a value: its name, what it reads (its scope)
/// and the function that reads it. `all` lists every check in the order
/// they report; the verbs run that list (or a part of it they name), so a
/// new check is one line there, and what `check`, `build` and `status` run
/// is data a test can hold rather than calls spread over the verbs.
struct BookCheck: Sendable {
    /// What a check may read, which decides how it is run.
    enum Scope: Sendable {
        /// One chapter at a time, through a `ChapterScope` (its
        /// translations, what the extractor found in them, the manifest's
        /// shared fields): what it finds is remembered per chapter under
        /// `entry` (`ChapterCheckMemo`), and only changed chapters run again.
        case chapter(entry: String, run: @Sendable (ChapterScope) -> [Diagnostic])
        /// The whole model (`BookAnalysis`): run once a run, nothing remembered.
        case book(@Sendable (BookAnalysis) -> [Diagnostic])
    }

    /// Short and kebab-case: how tests, memo entries and people name it.
    var name: String
    /// What the check holds the book to, in a sentence.
    var summary: String
    var scope: Scope
    /// False for a check whose findings are no reason to stop a build (the
    /// words a translation chooses): only `check` and `status` run it.
    var stopsBuild = true
    /// False for a book the check has nothing to say about, which it then
    /// skips without a memo (the glossary check of a book whose glossary
    /// has no terms).
    var applies: @Sendable (Book) -> Bool = { _ in true }

    /// A check of one chapter at a time: `Check`'s static function of a
    /// `ChapterScope`, which has no way to reach the rest of the book, so
    /// the scope's key covers everything it reads.
    static func chapter<Check: ChapterCheck>(
        _ name: String, _ summary: String, _: Check.Type, stopsBuild: Bool = true,
        applies: @escaping @Sendable (Book) -> Bool = { _ in true }
    ) -> BookCheck {
        BookCheck(
            name: name, summary: summary, scope: .chapter(entry: Check.entry, run: { Check.diagnostics(of: $0) }),
            stopsBuild: stopsBuild, applies: applies)
    }

    /// A check of the whole model.
    static func book(
        _ name: String, _ summary: String, stopsBuild: Bool = true,
        _ run: @escaping @Sendable (BookAnalysis) -> [Diagnostic]
    ) -> BookCheck {
        BookCheck(name: name, summary: summary, scope: .book(run), stopsBuild: stopsBuild)
    }

    /// Every check of a book, in the order they report.
    static let all: [BookCheck] = [
        .book("tangled-paths", "tangled paths stay inside the book") {
            diskProblems(book: $0.book, contents: $0.contents)
        },
        .book("swift-settings", "Package.swift declares book.json's swiftSettings") {
            SwiftSettingsCheck.diagnostics(book: $0.book)
        },
        .chapter("translations", "translations share the source's outline and code", TranslationConsistency.self),
        .book("exercises", "exercises have a task and a region") { ExerciseCheck.diagnostics($0) },
        .chapter(
            "quizzes", "translations have the source's quizzes, with the right answer at the same place",
            QuizConsistency.self),
        .chapter("hints", "hints point the way without giving the solution's code", HintGiveaway.self),
        .book("learner-file", "a .workbook-learner file names one of the book's languages") {
            learnerFileProblems(book: $0.book)
        },
        .book("diagrams", "diagram sources parse, diagram blocks have a caption and a source") {
            $0.diagramProblems + DiagramUsage.check($0)
        },
        .book("apple-imports", "Apple-only imports are behind a guard that is false on Linux") {
            appleImportProblems($0)
        },
        .book("translations-lock", "translations.lock is well-formed and names the book's languages and chapters") {
            lockProblems($0)
        },
        // The glossary's own problems stop nothing but `check`: a word a
        // translation should not use is no reason to stop a build.
        .book("glossary-file", "Chapters/glossary.json is well-formed", stopsBuild: false) { analysis in
            guard case .found(_, let problems) = analysis.book.glossary else { return [] }
            return problems
        },
        .chapter(
            "glossary", "translations avoid the variants the glossary tells them to", GlossaryCheck.self,
            stopsBuild: false, applies: { $0.glossary.glossary?.hasTerms ?? false }),
    ]

    /// The checks a build runs: those whose errors stop it.
    static var build: [BookCheck] { all.filter(\.stopsBuild) }

    /// The glossary's checks, which `status` reports on their own.
    static var glossary: [BookCheck] { all.filter { $0.name.hasPrefix("glossary") } }

    /// What this check finds in `analysis`.
    func run(_ analysis: BookAnalysis) -> [Diagnostic] {
        guard applies(analysis.book) else { return [] }
        switch scope {
        case .chapter(let entry, let run):
            return ChapterCheckMemo.diagnostics(
                entry: entry, run: run, book: analysis.book, contents: analysis.contents)
        case .book(let run):
            return run(analysis)
        }
    }

    /// What each of `checks` finds in `analysis`, by check, in the list's
    /// order. The checks only read the analysis: they run side by side.
    static func findings(
        _ checks: [BookCheck], in analysis: BookAnalysis
    ) -> [(check: String, diagnostics: [Diagnostic])] {
        checks.concurrentMap { (check: $0.name, diagnostics: $0.run(analysis)) }
    }

    /// `analysis` with what `checks` found after its own diagnostics.
    static func run(_ checks: [BookCheck], on analysis: BookAnalysis) -> BookAnalysis {
        var analysis = analysis
        analysis.diagnostics += findings(checks, in: analysis).flatMap(\.diagnostics)
        return analysis
    }

    /// Loads the book at `root`, derives its model and runs the checks a
    /// build runs: what every verb that stops on a bad book starts from.
    /// Throws only when the manifest is unusable.
    static func analyze(
        root: URL, parsed: ParsedChapters? = nil, identity: BuildIdentity = .running
    ) throws(DiagnosticsError) -> BookAnalysis {
        run(build, on: try BookAnalysis.analyze(root: root, parsed: parsed, identity: identity))
    }
}
