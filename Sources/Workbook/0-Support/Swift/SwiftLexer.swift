/// Splits Swift source into `SwiftToken`s by walking its UTF-8 bytes once.
///
/// Every byte lands in exactly one token, so the tokens' texts concatenate to
/// the input. String interpolations are lexed as code: `"a \(f("b")) c"` gives
/// `stringStart`, `stringSegment`, `interpolationStart`, `identifier`,
/// `punctuation`, `stringStart`, `stringSegment`, `stringEnd`, `punctuation`,
/// `interpolationEnd`, `stringSegment`, `stringEnd`. Bad input never traps or
/// hangs: what does not close is flagged `isUnterminated` (see `SwiftToken`).
/// Regex literals are not recognised (`/` is an operator).
///
///     let tokens = SwiftLexer.tokenize("let x = 1")
///     tokens.map { $0.text(in: "let x = 1") }   // ["let", " ", "x", " ", "=", " ", "1"]
struct SwiftLexer {
    /// Tokens of `source`.
    static func tokenize(_ source: String) -> [SwiftToken] {
        if let tokens = source.utf8.withContiguousStorageIfAvailable({ tokenize($0) }) {
            return tokens
        }
        return tokenize(Array(source.utf8))
    }

    /// Tokens of the UTF-8 in `bytes`.
    static func tokenize(_ bytes: [UInt8]) -> [SwiftToken] {
        bytes.withUnsafeBufferPointer { tokenize($0) }
    }

    /// Tokens of the UTF-8 in `bytes`; ranges are offsets into `bytes`.
    /// Sources past 4 GiB are lexed up to there.
    static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) -> [SwiftToken] {
        let limit = Int(UInt32.max)
        let bytes = bytes.count <= limit ? bytes : UnsafeBufferPointer(rebasing: bytes[..<limit])
        return SwiftKeywords.slots.withUnsafeBufferPointer { keywords in
            var lexer = SwiftLexer(bytes: bytes, keywords: keywords)
            lexer.run()
            return lexer.tokens
        }
    }

    // MARK: - State

    /// A string literal or an interpolation the lexer is inside of.
    struct Frame {
        /// True for a string literal, false for the code of an interpolation.
        var isString: Bool
        /// Number of `#` around a raw string.
        var hashes: Int
        /// `"""` rather than `"`.
        var isMultiline: Bool
        /// Open parentheses inside an interpolation.
        var parenDepth: Int
        /// Index of the token that opened the frame.
        var openToken: Int
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let keywords: UnsafeBufferPointer<UInt64>
    let count: Int
    var pos = 0
    var tokens: [SwiftToken] = []
    var frames: [Frame] = []

    var line = 1
    var lineStart = 0
    private var anchorOffset = 0
    private var anchorColumn = 1

    private var tokenStart = 0
    private var tokenLine = 1
    private var tokenColumn = 1
    private var tokenUTF8Column = 1

    private init(bytes: UnsafeBufferPointer<UInt8>, keywords: UnsafeBufferPointer<UInt64>) {
        self.bytes = bytes
        self.keywords = keywords
        count = bytes.count
        tokens.reserveCapacity(count / 3 + 16)
    }

    // MARK: - Driver

    private mutating func run() {
        while pos < count {
            begin()
            if let frame = frames.last, frame.isString {
                lexStringPiece(frame)
            } else {
                lexCode()
            }
        }
        for frame in frames where frame.isString {
            markUnterminated(frame.openToken)
        }
        frames.removeAll()
    }

    /// Byte at `offset`, or 0 past the end.
    @inline(__always)
    func peek(_ offset: Int) -> UInt8 {
        offset < count ? bytes[offset] : 0
    }

    // MARK: - Positions

    /// Records where the token starting at `pos` begins.
    @inline(__always)
    private mutating func begin() {
        if anchorOffset < lineStart {
            anchorOffset = lineStart
            anchorColumn = 1
        }
        var column = anchorColumn
        var offset = anchorOffset
        while offset < pos {
            if bytes[offset] & 0xC0 != 0x80 { column += 1 }
            offset += 1
        }
        anchorOffset = pos
        anchorColumn = column
        tokenStart = pos
        tokenLine = line
        tokenColumn = column
        tokenUTF8Column = pos - lineStart + 1
    }

    /// Notes a line break whose last byte is just before `next`.
    @inline(__always)
    mutating func newLine(startingAt next: Int) {
        line += 1
        lineStart = next
    }

    /// If a line break starts at `offset`, its length (1 or 2), else 0.
    @inline(__always)
    func lineBreakLength(at offset: Int) -> Int {
        let byte = bytes[offset]
        if byte == 10 { return 1 }
        if byte == 13 { return peek(offset + 1) == 10 ? 2 : 1 }
        return 0
    }

    /// Emits the token from the last `begin()` up to `pos`.
    @inline(__always)
    mutating func emit(_ kind: SwiftToken.Kind, unterminated: Bool = false) {
        tokens.append(
            SwiftToken(
                kind: kind, start: tokenStart, end: pos, line: tokenLine, column: tokenColumn,
                utf8Column: tokenUTF8Column, isUnterminated: unterminated))
    }

    mutating func markUnterminated(_ index: Int) {
        tokens[index] = tokens[index].markedUnterminated()
    }
}
