import Foundation

/// The book loaded and derived once: snippets extracted, files tangled,
/// stale translations and used diagrams found. It is the model every check
/// (`3-Checks`) and every output (`4-Outputs`) reads; neither changes it,
/// except that running the checks adds their findings to `diagnostics`
/// (`BookCheck`). `check`, `tangle`, `build`, `list` and `extract` all
/// start here, so the chapters are read and parsed exactly once per run.
struct BookAnalysis: Sendable {
    var book: Book
    /// chapter number → language → what that translation contains.
    var contents: [Int: [String: TranslationContent]]
    /// Every problem found, in book order: loading and reading the blocks
    /// first, then what the checks found once they ran.
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
            translationLock: TranslationLock.load(root: root, remembering: parsed))
    }

    /// Derives the model of a loaded book: the pass that reads each
    /// chapter's blocks (snippets, exercises, outline), then what follows
    /// from it. No check runs here (`BookCheck.analyze` runs them).
    static func analyze(
        _ book: Book, loadDiagnostics: [Diagnostic], diagrams: DiagramCatalog,
        diagramProblems: [Diagnostic], translationLock: TranslationLock.Loaded = .missing
    ) -> BookAnalysis {
        var book = book
        book.assignHeadingIDs()
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
        analysis.usedDiagrams = diagrams.usedFiles(book)
        return analysis
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
