/// One token of Swift source, as produced by `SwiftLexer`.
///
/// A token never owns text: it carries the byte range it covers in the UTF-8
/// source it came from, plus where it starts. Concatenating the text of every
/// token of a source gives the source back, byte for byte.
///
/// Positions are 1-based. `column` counts Unicode scalars from the start of the
/// line (so `ж` or `č` count as one, as an editor shows them; for text in the
/// Basic Multilingual Plane this equals the UTF-16 column); `utf8Column` counts
/// bytes, as `swiftc` does. Sources are limited to 4 GiB (`SwiftLexer`
/// lexes only that much).
struct SwiftToken: Hashable, Sendable {
    /// What a token is.
    enum Kind: UInt8, Hashable, Sendable, CaseIterable {
        /// Spaces and tabs (a run of them).
        case whitespace
        /// One line break: `\n`, `\r\n` or `\r`.
        case newline
        /// `// …` (also `///` doc comments), up to but not including the line break.
        case lineComment
        /// `/* … */` (also `/** … */`), nested comments included.
        case blockComment
        /// A reserved or contextual keyword: `func`, `let`, `self`, `Self`, `get`, `willSet`, `_`…
        case keyword
        /// A name: `count`, `` `default` ``, `$0`, `ошибка`.
        case identifier
        /// A name that starts with an ASCII capital letter: `String`, `UserScene`.
        case typeName
        /// `@` and the name after it: `@MainActor`, `@Sendable`, `@testable`.
        case attribute
        /// `#` and the name after it: `#if`, `#available`, `#expect`, `#file`.
        case poundDirective
        /// An integer or floating-point literal: `42`, `1_000`, `0x1F`, `3.14e-2`.
        case number
        /// A string literal's opening delimiter: `"`, `"""`, `#"`, `##"""`.
        case stringStart
        /// Literal text inside a string. In a multi-line string each line break
        /// is a segment of its own.
        case stringSegment
        /// An escape inside a string: `\n`, `\"`, `\u{1F600}`, `\#t`, or a
        /// line continuation (`\` at the end of a line, line break included).
        case stringEscape
        /// `\(` (or `\#(` in a raw string): the code that follows, up to the
        /// matching `interpolationEnd`, is lexed as ordinary tokens.
        case interpolationStart
        /// The `)` that closes an interpolation.
        case interpolationEnd
        /// A string literal's closing delimiter: `"`, `"""`, `"#`, `"""##`.
        case stringEnd
        /// An operator: `->`, `...`, `..<`, `??`, `==`, `=`, `!`, `<>`, `√`.
        case `operator`
        /// `(` `)` `[` `]` `{` `}` `,` `:` `;` `.` `@` `#` `\`.
        case punctuation
        /// A byte or scalar Swift does not accept here (`'`, a control character, a no-break space).
        case unknown
    }

    /// What the token is.
    let kind: Kind
    /// Set on a token that opens something never closed: the `stringStart` of
    /// a string that ends at a line break or at the end of input, a
    /// `blockComment` that runs to the end of input, an `identifier` whose
    /// backtick is not closed on its line.
    let isUnterminated: Bool
    // 32-bit fields keep a token at 24 bytes: a 4 MB source makes about a
    // million tokens, and memory traffic is most of what lexing costs.
    private let storedStart: UInt32
    private let storedEnd: UInt32
    private let storedLine: UInt32
    private let storedColumn: UInt32
    private let storedUTF8Column: UInt32

    init(kind: Kind, start: Int, end: Int, line: Int, column: Int, utf8Column: Int, isUnterminated: Bool = false) {
        self.kind = kind
        self.isUnterminated = isUnterminated
        storedStart = UInt32(truncatingIfNeeded: start)
        storedEnd = UInt32(truncatingIfNeeded: end)
        storedLine = UInt32(truncatingIfNeeded: line)
        storedColumn = UInt32(truncatingIfNeeded: column)
        storedUTF8Column = UInt32(truncatingIfNeeded: utf8Column)
    }

    // MARK: - Position

    /// Offset of the first byte in the UTF-8 source.
    var start: Int { Int(storedStart) }
    /// Offset one past the last byte in the UTF-8 source.
    var end: Int { Int(storedEnd) }
    /// The byte range the token covers in the UTF-8 source.
    var range: Range<Int> { start..<end }
    /// Number of bytes the token covers.
    var length: Int { end - start }
    /// 1-based line of the token's first byte.
    var line: Int { Int(storedLine) }
    /// 1-based column of the token's first byte, in Unicode scalars.
    var column: Int { Int(storedColumn) }
    /// 1-based column of the token's first byte, in UTF-8 bytes.
    var utf8Column: Int { Int(storedUTF8Column) }

    /// True for whitespace, line breaks and comments: what code comparison skips.
    var isTrivia: Bool {
        switch kind {
        case .whitespace, .newline, .lineComment, .blockComment: true
        default: false
        }
    }

    // MARK: - Text

    /// The token's text in `source`, the string it was lexed from.
    func text(in source: String) -> String {
        let utf8 = source.utf8
        let from = utf8.index(utf8.startIndex, offsetBy: start)
        let to = utf8.index(from, offsetBy: length)
        return String(decoding: utf8[from..<to], as: UTF8.self)
    }

    /// The token's text in `bytes`, the UTF-8 it was lexed from.
    func text(in bytes: [UInt8]) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The token's text in `bytes`, the UTF-8 it was lexed from.
    func text(in bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// A copy with `isUnterminated` set.
    func markedUnterminated() -> SwiftToken {
        SwiftToken(
            kind: kind, start: start, end: end, line: line, column: column,
            utf8Column: utf8Column, isUnterminated: true)
    }
}
