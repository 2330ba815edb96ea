import Synchronization

/// The chapter files a long-running command (`workbook watch`) read last,
/// one entry a file, and the translation lock: a file whose bytes did not change since is neither
/// parsed again nor read from the model cache. Parsing is a pure function
/// of the bytes (the entry's key is their hash, as in `ModelCache`), so a
/// kept document is the one a new parse would give.
final class ParsedChapters: Sendable {
    private let documents = Mutex<[String: (key: String, text: String, document: ChapterDocument)]>([:])

    init() {}

    /// The text and document kept for the file at `path` (from the book
    /// root) when its bytes still have the hash `key`.
    func document(path: String, key: String) -> (text: String, document: ChapterDocument)? {
        guard let kept = documents.withLock({ $0[path] }), kept.key == key else { return nil }
        return (kept.text, kept.document)
    }

    /// Keeps the document of the file at `path`, whose bytes hash to `key`.
    func keep(path: String, key: String, text: String, document: ChapterDocument) {
        documents.withLock { $0[path] = (key, text, document) }
    }

    /// The translation lock parsed last, and the hash of its bytes.
    private let translationLock = Mutex<(key: String, loaded: TranslationLock.Loaded)?>(nil)

    /// The lock kept when its bytes still hash to `key`.
    func lock(key: String) -> TranslationLock.Loaded? {
        translationLock.withLock { kept in kept?.key == key ? kept?.loaded : nil }
    }

    /// Keeps the lock whose bytes hash to `key`.
    func keep(lock: TranslationLock.Loaded, key: String) {
        translationLock.withLock { $0 = (key, lock) }
    }
}
