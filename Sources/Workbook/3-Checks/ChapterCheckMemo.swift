import Foundation

/// What a check that reads one chapter alone found on earlier runs, in
/// one entry of `.workbook/cache/checks/` per check: chapter key → its
/// diagnostics.
/// A chapter's key holds everything those checks read (each translation's
/// path and the key of its bytes, the chapter's number, the manifest's
/// languages and owned folders, the tool's build), so an unchanged chapter
/// is not compared again; the memo only saves work, and a damaged one is
/// ignored.
struct ChapterCheckMemo: Sendable {
    /// The entry's name: which check this is the memo of.
    let entry: String
    /// Chapter key → diagnostics.
    private(set) var results: [String: [Diagnostic]] = [:]

    /// Runs `check` over every chapter of `book` on every core, in book
    /// order, except the chapters whose key the memo named `entry` holds;
    /// then keeps what was found for the next run.
    ///
    /// `inputs`, when given, names what else the check of a chapter reads
    /// (the glossary's text for its languages): it is part of the key.
    static func diagnostics(
        _ entry: String, book: Book, inputs: (@Sendable (Chapter) -> [String])? = nil,
        check: @Sendable (Chapter) -> [Diagnostic]
    ) -> [Diagnostic] {
        let memo = load(root: book.root, entry: entry)
        let keyed = book.chapters.concurrentMap { chapter -> (key: String, diagnostics: [Diagnostic]) in
            let key = key(entry, chapter: chapter, manifest: book.manifest, inputs: inputs?(chapter) ?? [])
            return (key, memo[key] ?? check(chapter))
        }
        store(
            Dictionary(keyed.map { ($0.key, $0.diagnostics) }) { first, _ in first }, replacing: memo, root: book.root)
        return keyed.flatMap(\.diagnostics)
    }

    static func cache(root: URL) -> ContentCache {
        ContentCache(root: root, kind: "checks")
    }

    /// The key of `chapter` for the check named `check`.
    static func key(_ check: String, chapter: Chapter, manifest: BookManifest, inputs: [String] = []) -> String {
        var hash = KeyHash(check)
        hash.add(String(inputs.count))
        for input in inputs { hash.add(input) }
        hash.add(String(chapter.number))
        hash.add(manifest.sourceLanguage)
        for target in manifest.targets { hash.add(target) }
        for language in manifest.languages {
            hash.add(language)
            guard let translation = chapter.translations[language] else {
                hash.add("missing")
                continue
            }
            hash.add(translation.path)
            hash.add(translation.key)
        }
        return hash.digest()
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
