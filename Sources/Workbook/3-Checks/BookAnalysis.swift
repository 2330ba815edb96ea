import Foundation

/// The book loaded and run through every pass that writes nothing: snippets
/// extracted, translations compared, files tangled. `check`, `tangle`,
/// `build`, `list` and `extract` all start here, so the chapters are read
/// and parsed exactly once per run.
struct BookAnalysis: Sendable {
    var book: Book
    /// chapter number → language → what that translation contains.
    var contents: [Int: [String: TranslationContent]]
    /// Every problem found, in book order.
    var diagnostics: [Diagnostic]
    /// The diagram sources in `Chapters/diagrams` (empty for a book without that folder).
    var diagrams = DiagramCatalog()
    /// What is wrong with the diagram sources themselves (reported by the diagram check).
    var diagramProblems: [Diagnostic] = []
    /// The diagram source files some ```` ```diagram ```` block uses, sorted.
    var usedDiagrams: [String] = []
    /// `Chapters/translations.lock` as found on disk (read, never written, here).
    var translationLock: TranslationLock.Loaded = .missing
    /// The translation sections whose source changed since they were last
    /// accepted: warnings for `check`, notes on the site's pages.
    var staleSections: [TranslationStatus.Stale] = []
    /// The files `tangle` would write for the whole book (`tangledFiles()`),
    /// tangled once when the snippets are known.
    var tangled: [TangledFile]?
    /// True when a chapter folder or file could not be loaded: its code is
    /// missing from `tangled`, so checks that hold something else to the
    /// code (the component diagrams) cannot judge and stay quiet.
    var hasLoadErrors = false

    /// Loads the book at `root` and analyses it. Throws only when the
    /// manifest is unusable; all other problems land in `diagnostics`.
    /// `parsed` keeps the chapters' documents between the builds of a watch;
    /// `identity` is the build every cache key holds (`BuildIdentity`).
    static func analyze(
        root: URL, parsed: ParsedChapters? = nil, identity: BuildIdentity = .running
    ) throws(DiagnosticsError) -> BookAnalysis {
        let (book, loadDiagnostics) = try BookLoader(parsed: parsed, identity: identity).load(root: root)
        let (diagrams, diagramProblems) = DiagramCatalog.load(root: root)
        return analyze(
            book, loadDiagnostics: loadDiagnostics, diagrams: diagrams, diagramProblems: diagramProblems,
            translationLock: TranslationLock.load(root: root))
    }

    /// Runs the passes over a loaded book: first the one that reads each
    /// chapter's blocks (snippets, exercises, outline), then `checks`.
    static func analyze(
        _ book: Book, loadDiagnostics: [Diagnostic], diagrams: DiagramCatalog,
        diagramProblems: [Diagnostic], translationLock: TranslationLock.Loaded = .missing
    ) -> BookAnalysis {
        // Each translation's blocks are read on every core; the results are
        // gathered in book order, so the diagnostics keep theirs.
        let extractor = SnippetExtractor(manifest: book.manifest)
        let translations = book.chapters.flatMap { chapter in
            book.manifest.languages.compactMap { chapter.translations[$0].map { (chapter.number, $0) } }
        }
        let extracted = translations.concurrentMap { number, translation in
            extractor.extract(translation, chapterNumber: number)
        }
        var blockDiagnostics: [Diagnostic] = []
        var contents: [Int: [String: TranslationContent]] = [:]
        for ((number, translation), (content, problems)) in zip(translations, extracted) {
            contents[number, default: [:]][translation.language] = content
            blockDiagnostics += problems
        }
        var analysis = BookAnalysis(book: book, contents: contents, diagnostics: loadDiagnostics + blockDiagnostics)
        analysis.hasLoadErrors = loadDiagnostics.containsErrors
        analysis.tangled = analysis.tangledFiles()
        analysis.diagrams = diagrams
        analysis.diagramProblems = diagramProblems
        analysis.translationLock = translationLock
        if translationLock.lock != nil {
            analysis.staleSections = TranslationStatus.stale(TranslationStatus.pairs(book), loaded: translationLock)
        }
        // The checks only read the analysis: they run side by side, and
        // report in their order.
        let frozen = analysis
        analysis.diagnostics += checks.concurrentMap { $0.run(frozen) }.joined()
        analysis.usedDiagrams = DiagramUsage.usedFiles(analysis)
        return analysis
    }

    /// The checks of a book, in the order they run. Each reads the analysis
    /// (the book, each translation's content, the diagram sources) and
    /// returns its diagnostics; none writes anything.
    static let checks: [(name: String, run: @Sendable (BookAnalysis) -> [Diagnostic])] = [
        ("tangled paths stay inside the book", { diskProblems(book: $0.book, contents: $0.contents) }),
        ("Package.swift declares book.json's swiftSettings", { SwiftSettingsCheck.diagnostics(book: $0.book) }),
        ("translations share the source's outline and code", { TranslationConsistency(analysis: $0).diagnostics() }),
        ("exercises have a task and a region", { ExerciseCatalog.diagnostics($0) }),
        (
            "translations have the source's quizzes, with the right answer at the same place",
            { QuizConsistency.diagnostics($0) }
        ),
        ("hints point the way without giving the solution's code", { HintGiveaway.diagnostics($0) }),
        ("a .workbook-learner file names one of the book's languages", { learnerFileProblems(book: $0.book) }),
        (
            "diagram sources parse, diagram blocks have a caption and a source",
            { $0.diagramProblems + DiagramUsage.check($0) }
        ),
        ("Apple-only imports are behind a guard that is false on Linux", { appleImportProblems($0) }),
        ("translations.lock is well-formed and names the book's languages and chapters", { lockProblems($0) }),
    ]

    /// A malformed `Chapters/translations.lock`, or entries in it for a
    /// language or chapter the book does not have. A missing lock is fine.
    static func lockProblems(_ analysis: BookAnalysis) -> [Diagnostic] {
        switch analysis.translationLock {
        case .missing: []
        case .malformed(let problems): problems
        case .found(let lock): TranslationStatus.unknownEntries(in: lock, book: analysis.book)
        }
    }

    /// The book's own `.workbook-learner`, when it has one (a package that
    /// holds both the book and a learner's language): it must parse and
    /// name a language of the book, or every test would explain itself in a
    /// language nobody chose.
    static func learnerFileProblems(book: Book) -> [Diagnostic] {
        let url = book.root.appendingPathComponent(LearnerFile.name)
        guard let data = FileManager.default.contents(atPath: url.path) else { return [] }
        switch LearnerFile.parse(String(decoding: data, as: UTF8.self), languages: book.manifest.languages) {
        case .success: return []
        case .failure(let problem): return [.error(LearnerFile.name, problem.line, problem.column, problem.message)]
        }
    }

    /// For each tangled Swift file, the source language's code joined into
    /// it, in book order and at its chapter lines, scanned with one `#if`
    /// stack as the tangler joins it: imports of Apple-only modules a Linux
    /// build would compile.
    static func appleImportProblems(_ analysis: BookAnalysis) -> [Diagnostic] {
        var order: [String] = []
        var pieces: [String: [AppleImportGuard.Piece]] = [:]
        for snippet in analysis.sourceSnippets() {
            guard let file = snippet.file, file.hasSuffix(".swift") else { continue }
            if pieces[file] == nil { order.append(file) }
            pieces[file, default: []] += importGuardPieces(of: snippet)
        }
        return order.sorted().flatMap { AppleImportGuard.diagnostics(in: pieces[$0] ?? []) }
    }

    /// The parts of `snippet` that reach its tangled file (plain code and
    /// exercise solutions, marker lines left out), each at the chapter line
    /// of its first line.
    static func importGuardPieces(of snippet: Snippet) -> [AppleImportGuard.Piece] {
        func lineCount(_ text: String) -> Int { text.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 } }
        var result: [AppleImportGuard.Piece] = []
        var offset = 0  // 0-based line within the block's code
        for (index, segment) in snippet.code.segments.enumerated() {
            switch segment {
            case .plain(let text):
                result.append(.init(code: text, path: snippet.sourcePath, firstLine: snippet.block.codeLine + offset))
                offset += lineCount(text)
            case .exercise(_, let solution, let starter, let line):
                // `//# exercise`, the solution, any other solutions, `//# starter`, the starter, `//# end`.
                result.append(
                    .init(code: solution, path: snippet.sourcePath, firstLine: snippet.block.codeLine + line + 1))
                offset =
                    line + 3 + lineCount(solution) + snippet.code.alternativeLineCount(segment: index)
                    + lineCount(starter)
            }
        }
        return result
    }

    /// `file=` paths that would write through a symlink out of the book or
    /// onto a folder, reported at each block that names them.
    static func diskProblems(book: Book, contents: [Int: [String: TranslationContent]]) -> [Diagnostic] {
        var cache: [String: String?] = [:]
        let realRoot = TargetPath.realPath(of: book.root)
        var result: [Diagnostic] = []
        for chapter in book.chapters {
            for language in book.manifest.languages {
                for snippet in contents[chapter.number]?[language]?.snippets ?? [] {
                    guard let file = snippet.file else { continue }
                    let problem = cache[file] ?? TargetPath.diskProblem(with: file, root: book.root, realRoot: realRoot)
                    cache[file] = problem
                    guard let problem else { continue }
                    result.append(.error(snippet.sourcePath, snippet.block.line, snippet.fileColumn, problem))
                }
            }
        }
        return result
    }

    /// The source language's snippets of chapters up to `lastChapter` (all
    /// when nil), in book order.
    func sourceSnippets(through lastChapter: Int? = nil, language: String? = nil) -> [Snippet] {
        let language = language ?? book.manifest.sourceLanguage
        return book.chapters
            .filter { lastChapter == nil || $0.number <= lastChapter! }
            .flatMap { contents[$0.number]?[language]?.snippets ?? [] }
    }

    /// The files `tangle` would write for the whole book.
    func tangledFiles() -> [TangledFile] {
        tangled ?? LearnerFeedback.withSupport(Tangler().tangle(sourceSnippets()), manifest: book.manifest)
    }

    /// True when the analysis found errors (warnings aside).
    var hasErrors: Bool { diagnostics.containsErrors }
}
