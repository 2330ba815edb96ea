import Foundation

/// What the checks that read one chapter alone found on earlier runs, in
/// one entry of `.workbook/cache/checks/`: chapter key → its diagnostics.
/// A chapter's key holds everything those checks read (each translation's
/// path and the key of its bytes, the chapter's number, the manifest's
/// languages and owned folders, the tool's build), so an unchanged chapter
/// is not compared again; the memo only saves work, and a damaged one is
/// ignored.
struct ChapterCheckMemo: Sendable {
    /// Chapter key → diagnostics.
    private(set) var results: [String: [Diagnostic]] = [:]

    static let entry = "chapters"

    static func cache(root: URL) -> ContentCache {
        ContentCache(root: root, kind: "checks")
    }

    /// The key of `chapter` for the check named `check`.
    static func key(_ check: String, chapter: Chapter, manifest: BookManifest) -> String {
        var hash = KeyHash(check)
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

    /// The memo of the book at `root`; empty when there is none or it is damaged.
    static func load(root: URL) -> ChapterCheckMemo {
        guard let data = cache(root: root).value(for: entry) else { return ChapterCheckMemo() }
        return data.withUnsafeBytes { buffer in
            var reader = ByteReader(buffer)
            var memo = ChapterCheckMemo()
            guard let count = reader.count() else { return ChapterCheckMemo() }
            for _ in 0..<count {
                guard let key = reader.string(), let found = reader.count() else { return ChapterCheckMemo() }
                var diagnostics: [Diagnostic] = []
                for _ in 0..<found {
                    guard let path = reader.string(), let line = reader.int(), let column = reader.int(),
                        let severity = reader.string().flatMap(Diagnostic.Severity.init(rawValue:)),
                        let message = reader.string()
                    else { return ChapterCheckMemo() }
                    diagnostics.append(
                        Diagnostic(path: path, line: line, column: column, severity: severity, message: message))
                }
                memo.results[key] = diagnostics
            }
            return reader.isAtEnd ? memo : ChapterCheckMemo()
        }
    }

    subscript(key: String) -> [Diagnostic]? {
        results[key]
    }

    /// Keeps `results` (only these: keys of chapters gone are dropped) when
    /// they differ from what was loaded.
    static func store(_ results: [String: [Diagnostic]], replacing earlier: ChapterCheckMemo, root: URL) {
        guard results != earlier.results else { return }
        var writer = ByteWriter()
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
        cache(root: root).store(Data(writer.bytes), for: entry)
    }
}
