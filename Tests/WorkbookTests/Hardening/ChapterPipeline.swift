// The path one chapter takes through `workbook build` (load → check →
// render → extract), with the invariants that must hold on any input. Shared
// by the fuzz target (Tests/Fuzz/FuzzChapter.swift, compiled by
// Scripts/fuzz.sh into one module with Sources/Workbook) and by
// FuzzRegressionTests, which replays every input the fuzzer ever broke.
//
// Each input is the bytes of `Chapters/01-fuzz/en.md`. The pipeline decodes
// them, parses them, extracts the snippets, compares the chapter with a
// "translation" made from it, tangles, renders the whole site of that
// one-chapter book, and makes a starter package when the book is valid.
// Broken invariants:
//
// - decoding succeeds but leaves a CR, a NUL or a byte-order mark in the text,
//   or fails without a place;
// - a chapter compared with an identical copy of itself is reported as differing;
// - any page of the site fails `HTMLAudit` (a tag, attribute or URL the site
//   never emits), or a search index holds a raw `<`.
import Foundation

#if canImport(Workbook)
@testable import Workbook
#endif

enum ChapterPipeline {
    static let manifest = BookManifest(
        title: ["en": "Fuzz <script>alert(1)</script>", "de": "Fuzz \" onload=\"x"],
        languages: ["en", "de"], sourceLanguage: "en",
        targets: ["Sources/Demo", "Tests/DemoTests"])
    static let root = URL(fileURLWithPath: "/nonexistent/workbook-fuzz")
    static let sourcePath = "Chapters/01-fuzz/en.md"
    static let translationPath = "Chapters/01-fuzz/de.md"

    /// Runs `bytes` through the pipeline; returns the invariants it broke
    /// (empty when all held). A crash or a sanitizer report ends it earlier.
    static func problems(_ bytes: [UInt8]) -> [String] {
        var problems: [String] = []
        func require(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { problems.append(message()) }
        }
        // 1. Load: the bytes as the tool decodes a chapter file.
        let text: String
        do {
            text = try SourceText.decode(bytes, path: sourcePath)
            require(!text.utf8.contains(0x0D) && !text.utf8.contains(0), "decoded text keeps a CR or a NUL")
            require(!text.unicodeScalars.contains("\u{FEFF}"), "decoded text keeps a byte-order mark")
        } catch {
            require(!error.diagnostics.isEmpty, "a decoding failure without a diagnostic")
            for diagnostic in error.diagnostics {
                require(
                    diagnostic.line >= 1 && diagnostic.column >= 1,
                    "a decoding diagnostic without a place: \(diagnostic)")
            }
            // Go on with what a lenient reader would see, so the input still
            // exercises the parser and the renderer.
            text = String(decoding: bytes.filter { $0 != 0 && $0 != 0x0D }, as: UTF8.self)
        }

        // 2. Check: the chapter against an identical translation must pass.
        let identical = analysis(source: text, translation: text)
        let consistency = ChapterCheckMemo.diagnostics(TranslationConsistency.self, analysis: identical)
        require(consistency.isEmpty, "a chapter differs from itself: \(consistency)")

        // …and against a mutated one must not crash.
        let mutated = analysis(source: text, translation: mutate(text, seed: bytes))
        _ = ChapterCheckMemo.diagnostics(TranslationConsistency.self, analysis: mutated)
        _ = ExerciseCheck.diagnostics(mutated)

        // 3. Render: the whole site of the one-chapter book.
        var book = identical
        book.diagnostics += ExerciseCheck.diagnostics(book)
        for file in SiteBuilder(analysis: book).files() {
            let contents = String(decoding: file.contents, as: UTF8.self)
            if file.path.hasSuffix(".html") {
                let unsafe = HTMLAudit.problems(in: contents)
                require(unsafe.isEmpty, "unsafe HTML in \(file.path): \(unsafe)")
            } else if file.path.hasPrefix("Site/assets/search-") {
                require(!contents.contains("<"), "a raw '<' in \(file.path)")
            }
        }

        // 4. Extract: a starter package when the book is valid.
        if !book.hasErrors, let chapter = book.book.chapters.first {
            for language in manifest.languages {
                _ = StarterPackage(analysis: book, chapter: chapter, language: language, solution: false)
            }
        }
        return problems
    }

    /// The analysis `BookAnalysis.analyze` would make of a book with one
    /// chapter whose source file is `source` and whose translation is `translation`.
    static func analysis(source: String, translation: String) -> BookAnalysis {
        var chapter = Chapter(number: 1, slug: "fuzz", folderName: "01-fuzz", translations: [:])
        chapter.translations["en"] = Translation(
            language: "en", path: sourcePath,
            document: ChapterDocument(parsing: source, language: "en"),
            key: ModelCache.key(Array(source.utf8), language: "en", identity: .running))
        chapter.translations["de"] = Translation(
            language: "de", path: translationPath,
            document: ChapterDocument(parsing: translation, language: "de"),
            key: ModelCache.key(Array(translation.utf8), language: "de", identity: .running))
        var book = Book(root: root, manifest: manifest, chapters: [chapter])
        book.assignHeadingIDs()
        let extractor = SnippetExtractor(manifest: manifest)
        var contents: [Int: [String: TranslationContent]] = [:]
        var diagnostics: [Diagnostic] = []
        for language in manifest.languages {
            guard let translation = chapter.translations[language] else { continue }
            let (content, problems) = extractor.extract(translation, chapterNumber: 1)
            contents[1, default: [:]][language] = content
            diagnostics += problems
        }
        return BookAnalysis(book: book, contents: contents, diagnostics: diagnostics)
    }

    /// A "translation": the text with its letters' case flipped, a line
    /// dropped, or a line repeated, chosen by the input.
    static func mutate(_ text: String, seed: [UInt8]) -> String {
        let hash = Int(truncatingIfNeeded: Checksum.fnv1a64(seed) & 0xFFFF_FFFF)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        switch hash % 3 {
        case 0:
            return String(
                decoding: text.utf8.map { byte in
                    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) ? byte ^ 0x20 : byte
                }, as: UTF8.self)
        case 1:
            lines.remove(at: (hash / 3) % lines.count)
        default:
            let index = (hash / 3) % lines.count
            lines.insert(lines[index], at: index)
        }
        return lines.joined(separator: "\n")
    }
}
