import Foundation

/// The whole book, loaded once: manifest, chapters and their translations.
/// Passes (tangle, check, render, extract) read it; none of them re-reads files.
public struct Book: Sendable {
    /// The package root: the folder that holds `Chapters/book.json`.
    public var root: URL
    public var manifest: BookManifest
    /// Chapters in book order (by number).
    public var chapters: [Chapter]

    /// The chapter with `number`, if there is one.
    public func chapter(number: Int) -> Chapter? {
        chapters.first { $0.number == number }
    }
}

/// One chapter folder, `NN-slug`, with one Markdown file per language.
public struct Chapter: Sendable {
    public var number: Int
    public var slug: String
    /// `NN-slug`, also the chapter page's file name on the site.
    public var folderName: String
    /// The translations present on disk, keyed by language code.
    public var translations: [String: Translation]

    public var folderPath: String { "Chapters/\(folderName)" }
}

/// One language's Markdown file of a chapter, decoded and parsed once.
public struct Translation: Sendable {
    public var language: String
    /// Path relative to the book root, for diagnostics.
    public var path: String
    public var document: ChapterDocument
    /// A fingerprint of the file's bytes and the tool's build (`ModelCache.key`):
    /// the caches key what they derive from this translation by it.
    public var key: String
    /// True when this run parsed the file; false when its document came from
    /// the model cache or the watch's memory.
    public var wasParsed: Bool

    public init(language: String, path: String, document: ChapterDocument, key: String, wasParsed: Bool = true) {
        self.language = language
        self.path = path
        self.document = document
        self.key = key
        self.wasParsed = wasParsed
    }
}
