import Foundation

/// The parsed chapter files of earlier runs, in `.workbook/cache/models/`:
/// a file whose bytes did not change is not decoded or parsed again. The key
/// is a fingerprint of the file's bytes, its language (whose typography the
/// parsed HTML has) and the build's identity (the tool and the cmark that
/// parses, `BuildIdentity`); the value is the
/// text as the tool reads it (when it differs from the bytes: a byte-order
/// mark, CRLF line ends) and the parsed document. Only files that decoded
/// without a problem are stored, so a hit needs no validation.
struct ModelCache: Sendable {
    let cache: ContentCache

    init(root: URL) {
        cache = ContentCache(root: root, kind: "models")
    }

    /// What a chapter file's model is made of: its bytes, read by the
    /// tool's decoder and cmark's parser, and its language, whose
    /// typography rules the parsed HTML carries.
    struct Inputs: CacheInputs {
        static let kind = "model"
        var identity: BuildIdentity
        var bytes: [UInt8]
        var language: String

        func encode(into key: inout KeyHash) {
            key.add(ProseTypography(language: language).rules.rawValue)
            key.add(bytes: bytes)
        }
    }

    /// The name of the entry of a file in `language` with these bytes.
    static func key(_ bytes: [UInt8], language: String, identity: BuildIdentity) -> String {
        Inputs(identity: identity, bytes: bytes, language: language).key
    }

    /// The document stored for `key`, the entry of `bytes` in `language`.
    /// Its text is decoded from `bytes` only when something reads it.
    func value(for key: String, bytes: [UInt8], language: String) -> ChapterDocument? {
        cache.value(for: key) { reader -> ChapterDocument? in
            guard let textIsBytes = reader.bool() else { return nil }
            let text: Lazy<String>
            if textIsBytes {
                text = Lazy { String(decoding: bytes, as: UTF8.self) }
            } else {
                guard let stored = reader.string() else { return nil }
                text = Lazy(ready: stored)
            }
            let typography = ProseTypography(language: language)
            guard let markdown = MarkdownDocument.decode(text: text, typography: typography, from: &reader) else {
                return nil
            }
            return ChapterDocument(markdown: markdown)
        }
    }

    func store(text: String, document: ChapterDocument, bytes: [UInt8], for key: String) {
        cache.store(for: key, capacity: bytes.count * 3) { writer in
            let textIsBytes = Bytes.equal(text, bytes)
            writer.bool(textIsBytes)
            if !textIsBytes { writer.string(text) }
            document.markdown.encode(into: &writer)
        }
    }
}
