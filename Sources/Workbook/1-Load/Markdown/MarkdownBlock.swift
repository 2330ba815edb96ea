/// A fenced or indented code block, as the chapter wrote it.
struct CodeBlock: Equatable, Sendable {
    /// The info string after the opening fence ("" for indented blocks).
    var info: String
    /// The code, with a final newline when it has any lines.
    var literal: String
    /// 1-based line of the opening fence.
    var line: Int
    /// 1-based column of the opening fence.
    var column: Int
    /// 1-based line of the first line of code.
    var codeLine: Int { isFenced ? line + 1 : line }
    /// 1-based column (in characters) where the info string starts, on `line`.
    var infoColumn: Int
    var isFenced: Bool
    /// False when the fence was never closed (cmark then runs the block to
    /// the end of its container).
    var isClosed: Bool
    /// The fence's character (a backtick or a tilde) and how many of them
    /// open the block; nil for an indented block.
    var fence: (character: UInt8, length: Int)? {
        fenceCharacter == 0 ? nil : (fenceCharacter, fenceLength)
    }
    var fenceCharacter: UInt8 = 0
    var fenceLength = 0

    init(
        info: String, literal: String, line: Int, column: Int, infoColumn: Int,
        isFenced: Bool, isClosed: Bool
    ) {
        self.info = info
        self.literal = literal
        self.line = line
        self.column = column
        self.infoColumn = infoColumn
        self.isFenced = isFenced
        self.isClosed = isClosed
    }

    /// The words of the info string with their character offsets, split at
    /// spaces and tabs. The first is the block's language.
    var words: [InfoWord] {
        // Info strings are ASCII but for a typo: split their bytes (a byte is a character then).
        var info = info
        if let words = info.withUTF8({ bytes -> [InfoWord]? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var result: [InfoWord] = []
            var start: Int?
            for index in 0...bytes.count {
                let isSpace = index == bytes.count || bytes[index] == 0x20 || bytes[index] == 0x09
                if isSpace, let first = start {
                    result.append(
                        InfoWord(
                            text: String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<index]), as: UTF8.self),
                            offset: first))
                    start = nil
                } else if !isSpace, start == nil {
                    start = index
                }
            }
            return result
        }) {
            return words
        }
        var result: [InfoWord] = []
        var current = ""
        var start = 0
        for (offset, character) in info.enumerated() {
            if character == " " || character == "\t" {
                if !current.isEmpty { result.append(InfoWord(text: current, offset: start)); current = "" }
            } else {
                if current.isEmpty { start = offset }
                current.append(character)
            }
        }
        if !current.isEmpty { result.append(InfoWord(text: current, offset: start)) }
        return result
    }
}

extension CodeBlock {
    /// The info string holds the word `fold` after its language: the site
    /// shows the block collapsed (`workbook check` rejects it where it means nothing).
    var isFolded: Bool { isFenced && words.dropFirst().contains { $0.text == "fold" } }

    /// The number of lines of code (the fences not counted).
    var codeLineCount: Int {
        var count = 0
        for byte in literal.utf8 where byte == 0x0A { count += 1 }
        return count
    }
}

/// A word of an info string and its 0-based character offset in it.
struct InfoWord: Equatable, Sendable {
    var text: String
    var offset: Int
}

/// A heading and where it is.
struct Heading: Equatable, Sendable {
    var level: Int
    /// The heading's plain text (markup dropped).
    var text: String
    var line: Int
    var column: Int
    /// The heading's content as cmark renders it (links with unsafe URLs emptied).
    var html: String = ""

    init(level: Int, text: String, line: Int, column: Int, html: String = "") {
        self.level = level
        self.text = text
        self.line = line
        self.column = column
        self.html = html
    }
}

/// The blocks of a chapter that the model gives a meaning to, in document
/// order (nested ones in lists and quotes included), as plain Swift values.
/// Everything else of the document (paragraphs, lists, quotes) is kept only
/// as the HTML around these blocks.
enum MarkdownBlock: Equatable, Sendable {
    case heading(Heading)
    case code(CodeBlock)
    /// A paragraph that is a pipe table: its source lines and first line.
    case table(PipeTable, line: Int, column: Int)
}
