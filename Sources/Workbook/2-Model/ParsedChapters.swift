import Synchronization

/// The chapter files a long-running command (`workbook watch`) parsed last,
/// one entry a file: a file whose text did not change since is not parsed
/// again. Parsing is a pure function of the text, so a kept document is the
/// one a new parse would give.
public final class ParsedChapters: Sendable {
    private let documents = Mutex<[String: (text: String, document: ChapterDocument)]>([:])

    public init() {}

    /// The document of `text`, the file at `path` (from the book root).
    func document(parsing text: String, path: String) -> ChapterDocument {
        if let kept = documents.withLock({ $0[path] }), kept.text == text { return kept.document }
        let document = ChapterDocument(parsing: text)
        documents.withLock { $0[path] = (text, document) }
        return document
    }
}
