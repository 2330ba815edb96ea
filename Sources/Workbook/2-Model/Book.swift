import Foundation

/// The whole book, loaded once: manifest, chapters and their translations.
/// Passes (tangle, check, render, extract) read it; none of them re-reads files.
struct Book: Sendable {
    /// The package root: the folder that holds `Chapters/book.json`.
    var root: URL
    var manifest: BookManifest
    /// Chapters in book order (by number).
    var chapters: [Chapter]
    /// `Chapters/glossary.json` as found on disk (most books have none).
    var glossary: Glossary.Loaded = .missing
    /// The build that loaded the book: part of every cache key made from it.
    var identity: BuildIdentity = .running

    /// The chapter with `number`, if there is one.
    func chapter(number: Int) -> Chapter? {
        chapters.first { $0.number == number }
    }
}

/// One chapter folder, `NN-slug`, with one Markdown file per language.
struct Chapter: Sendable {
    var number: Int
    var slug: String
    /// `NN-slug`, also the chapter page's file name on the site.
    var folderName: String
    /// The translations present on disk, keyed by language code.
    var translations: [String: Translation]

    var folderPath: String { "Chapters/\(folderName)" }
}

/// One language's Markdown file of a chapter, decoded and parsed once.
struct Translation: Sendable {
    var language: String
    /// Path relative to the book root, for diagnostics.
    var path: String
    var document: ChapterDocument
    /// A fingerprint of the file's bytes, its language and the build's identity (`ModelCache.key`):
    /// the caches key what they derive from this translation by it.
    var key: String
    /// True when this run parsed the file; false when its document came from
    /// the model cache or the watch's memory.
    var wasParsed: Bool
    /// The id of each of the document's headings, in order: the same in
    /// every translation of the chapter (`HeadingIDs`). Given once, when the
    /// book's model is derived (`BookAnalysis`), since it depends on the
    /// source-language file; the page, the search index and the
    /// translation status all read it here.
    var headingIDs: [String] = []

    init(language: String, path: String, document: ChapterDocument, key: String, wasParsed: Bool = true) {
        self.language = language
        self.path = path
        self.document = document
        self.key = key
        self.wasParsed = wasParsed
    }
}
