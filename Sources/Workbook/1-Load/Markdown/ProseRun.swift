/// The inline content of one paragraph or heading as the typography rules
/// read it: its text nodes and soft breaks, which may change, between the
/// things that may not (inline code, an image, a hard line break), read as
/// one string so that a rule sees across emphasis, links and line ends.
/// The walker appends what it meets in document order and applies `edits`.
struct ProseRun {
    /// A change to the `index`-th editable piece (counting text nodes and
    /// soft breaks in the order they were appended).
    enum Edit: Equatable {
        /// The text node's new literal.
        case text(index: Int, literal: String)
        /// The soft break becomes a no-break space.
        case softBreak(index: Int)
    }

    private var scalars: [Unicode.Scalar] = []
    /// For each scalar: the editable piece it belongs to and its offset there (piece -1: not editable).
    private var owners: [(piece: Int, offset: Int)] = []
    /// Each editable piece's text: a text node's literal, or nil for a soft break.
    private var pieces: [String?] = []

    /// A text node with `literal`.
    mutating func appendText(_ literal: String) {
        for (offset, scalar) in literal.unicodeScalars.enumerated() {
            scalars.append(scalar)
            owners.append((pieces.count, offset))
        }
        pieces.append(literal)
    }

    /// A soft break: a line end in the source, a space on the page.
    mutating func appendSoftBreak() {
        scalars.append("\n")
        owners.append((pieces.count, 0))
        pieces.append(nil)
    }

    /// A hard line break: the line ends there whatever the rules say.
    mutating func appendLineBreak() {
        scalars.append("\n")
        owners.append((-1, 0))
    }

    /// Inline code, raw HTML or an image: neither a letter nor a space.
    mutating func appendOpaque() {
        scalars.append(ProseTypography.opaque)
        owners.append((-1, 0))
    }

    /// The changes that put `typography`'s no-break spaces in place, one a
    /// piece, in piece order.
    func edits(_ typography: ProseTypography) -> [Edit] {
        var offsetsByPiece: [Int: [Int]] = [:]
        for index in typography.noBreakIndices(in: scalars) where owners[index].piece >= 0 {
            offsetsByPiece[owners[index].piece, default: []].append(owners[index].offset)
        }
        return offsetsByPiece.keys.sorted().map { piece in
            guard let literal = pieces[piece] else { return .softBreak(index: piece) }
            var text = Array(literal.unicodeScalars)
            for offset in offsetsByPiece[piece]! { text[offset] = ProseTypography.noBreakSpace }
            return .text(index: piece, literal: String(String.UnicodeScalarView(text)))
        }
    }
}
