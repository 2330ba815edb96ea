import Foundation

/// A check that reads one chapter alone, so that what it found can be
/// remembered per chapter (`ChapterCheckMemo`). It is a static function of
/// a `ChapterScope`: with no instance and no closure, it has no way to
/// reach the rest of the book, so the scope's key covers all it reads.
/// (`SendableMetatype`: the chapters are checked on every core.)
protocol ChapterCheck: SendableMetatype {
    /// The memo's entry under `.workbook/cache/checks/`.
    static var entry: String { get }
    static func diagnostics(of scope: ChapterScope) -> [Diagnostic]
}

/// All a `ChapterCheck` may read: one chapter's translations, what the
/// extractor found in them, and the manifest's fields that concern every
/// chapter. As `CacheInputs` it names the memo's key. The contents are
/// left out of the key: the extractor makes them from the translations and
/// the manifest's fields, which are in it, with code the tool's identity
/// stands for.
struct ChapterScope: CacheInputs {
    static let kind = "chapter check"
    var identity: BuildIdentity
    /// The check's entry: two checks never share a key.
    var check: String
    var chapter: Chapter
    var sourceLanguage: String
    var languages: [String]
    var targets: [String]
    /// Language → what that translation contains (`BookAnalysis.contents`).
    var contents: [String: TranslationContent]
    /// The book's glossary; its sections for `languages` are in the key.
    var glossary: Glossary.Loaded

    func encode(into key: inout KeyHash) {
        key.add(check)
        key.add(chapter.number)
        key.add(chapter.folderName)
        key.add(sourceLanguage)
        key.add(targets)
        key.add(languages.count)
        for language in languages {
            key.add(language)
            guard let translation = chapter.translations[language] else {
                key.add("missing")
                continue
            }
            key.add(translation.path)
            key.add(translation.key)
        }
        for language in languages {
            key.add(glossary.glossary?.sections[language]?.source ?? "")
        }
    }
}

/// What a `ChapterCheck` found on earlier runs, in one entry of
/// `.workbook/cache/checks/` per check: chapter key (its `ChapterScope`'s)
/// → its diagnostics. An unchanged chapter is not checked again; the memo
/// only saves work, and a damaged one is ignored.
struct ChapterCheckMemo: Sendable {
    /// The entry's name: which check this is the memo of.
    let entry: String
    /// Chapter key → diagnostics.
    private(set) var results: [String: [Diagnostic]] = [:]

    /// Runs `Check` over every chapter of `analysis` on every core, in book
    /// order, except the chapters whose key its memo holds; then keeps what
    /// was found for the next run.
    static func diagnostics<Check: ChapterCheck>(_: Check.Type, analysis: BookAnalysis) -> [Diagnostic] {
        diagnostics(
            entry: Check.entry, run: { Check.diagnostics(of: $0) }, book: analysis.book, contents: analysis.contents)
    }

    /// The same for the chapter check of a `BookCheck`: `run` is its
    /// `ChapterCheck`'s function of a scope, remembered under `entry`.
    static func diagnostics(
        entry: String, run: @Sendable (ChapterScope) -> [Diagnostic], book: Book,
        contents: [Int: [String: TranslationContent]]
    ) -> [Diagnostic] {
        let memo = load(root: book.root, entry: entry)
        let keyed = book.chapters.concurrentMap { chapter -> (key: String, diagnostics: [Diagnostic]) in
            let scope = scope(entry, chapter: chapter, book: book, contents: contents[chapter.number] ?? [:])
            let key = scope.key
            return (key, memo[key] ?? run(scope))
        }
        store(
            Dictionary(keyed.map { ($0.key, $0.diagnostics) }) { first, _ in first }, replacing: memo, root: book.root)
        return keyed.flatMap(\.diagnostics)
    }

    /// What the check named `check` may read of `chapter`.
    static func scope(_ check: String, chapter: Chapter, analysis: BookAnalysis) -> ChapterScope {
        scope(check, chapter: chapter, book: analysis.book, contents: analysis.contents[chapter.number] ?? [:])
    }

    static func scope(
        _ check: String, chapter: Chapter, book: Book, contents: [String: TranslationContent]
    ) -> ChapterScope {
        let manifest = book.manifest
        return ChapterScope(
            identity: book.identity, check: check, chapter: chapter,
            sourceLanguage: manifest.sourceLanguage, languages: manifest.languages, targets: manifest.targets,
            contents: contents, glossary: book.glossary)
    }

    static func cache(root: URL) -> ContentCache {
        ContentCache(root: root, kind: "checks")
    }

    /// The memo named `entry` of the book at `root`; empty when there is
    /// none or it is damaged.
    static func load(root: URL, entry: String) -> ChapterCheckMemo {
        cache(root: root).value(for: entry) { reader -> ChapterCheckMemo? in
            var memo = ChapterCheckMemo(entry: entry)
            guard let count = reader.count() else { return nil }
            for _ in 0..<count {
                guard let key = reader.string(), let found = reader.count() else { return nil }
                var diagnostics: [Diagnostic] = []
                for _ in 0..<found {
                    guard let path = reader.string(), let line = reader.int(), let column = reader.int(),
                        let severity = reader.string().flatMap(Diagnostic.Severity.init(rawValue:)),
                        let message = reader.string()
                    else { return nil }
                    diagnostics.append(
                        Diagnostic(path: path, line: line, column: column, severity: severity, message: message))
                }
                memo.results[key] = diagnostics
            }
            return memo
        } ?? ChapterCheckMemo(entry: entry)
    }

    subscript(key: String) -> [Diagnostic]? {
        results[key]
    }

    /// Keeps `results` (only these: keys of chapters gone are dropped) when
    /// they differ from what was loaded.
    static func store(_ results: [String: [Diagnostic]], replacing earlier: ChapterCheckMemo, root: URL) {
        guard results != earlier.results else { return }
        cache(root: root).store(for: earlier.entry) { writer in
            write(results, into: &writer)
        }
    }

    private static func write(_ results: [String: [Diagnostic]], into writer: inout ByteWriter) {
        writer.int(results.count)
        for key in results.keys.sorted() {
            writer.string(key)
            let diagnostics = results[key]!
            writer.int(diagnostics.count)
            for diagnostic in diagnostics {
                writer.string(diagnostic.path)
                writer.int(max(diagnostic.line, 0))
                writer.int(max(diagnostic.column, 0))
                writer.string(diagnostic.severity.rawValue)
                writer.string(diagnostic.message)
            }
        }
    }
}
