import Synchronization

/// The HTML around a document's blocks and the plain text of its sections,
/// held as values or, for a document read from the model cache, as the
/// bytes they were stored in, decoded on first use: `check` and a build of
/// unchanged pages never render, so they never pay for it.
final class DocumentProse: Sendable {
    private enum State: Sendable {
        case ready(pieces: [String], sectionText: [String])
        /// Stored bytes, and the text to parse again should they not read
        /// back (the entry was checked whole, so this is only a safety net).
        case stored([UInt8], text: Lazy<String>, blockCount: Int, typography: ProseTypography)
    }

    private let state: Mutex<State>

    init(pieces: [String], sectionText: [String]) {
        state = Mutex(.ready(pieces: pieces, sectionText: sectionText))
    }

    init(stored bytes: [UInt8], text: Lazy<String>, blockCount: Int, typography: ProseTypography) {
        state = Mutex(.stored(bytes, text: text, blockCount: blockCount, typography: typography))
    }

    var value: (pieces: [String], sectionText: [String]) {
        state.withLock { state in
            switch state {
            case .ready(let pieces, let sectionText):
                return (pieces, sectionText)
            case .stored(let bytes, let text, let blockCount, let typography):
                let decoded =
                    Self.decode(bytes, blockCount: blockCount)
                    ?? MarkdownWalker.document(text.value, typography: typography).prose.value
                state = .ready(pieces: decoded.pieces, sectionText: decoded.sectionText)
                return decoded
            }
        }
    }

    /// The bytes `value` is stored in.
    func encoded() -> [UInt8] {
        var writer = ByteWriter()
        let value = value
        writer.strings(value.pieces)
        writer.strings(value.sectionText)
        return writer.bytes
    }

    private static func decode(_ bytes: [UInt8], blockCount: Int) -> (pieces: [String], sectionText: [String])? {
        var reader = ByteReader(bytes)
        guard let pieces = reader.strings(), pieces.count == blockCount + 1, let sectionText = reader.strings(),
            reader.isAtEnd
        else { return nil }
        return (pieces, sectionText)
    }
}
