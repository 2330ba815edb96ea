import Foundation

/// One step of a chapter's prose, as `MarkdownWalker.prose` hands it out.
enum ProseEvent: Sendable, Equatable {
    /// A paragraph or heading begins: a phrase never runs on from the one before.
    case start
    /// Text as cmark decoded it (escapes and entities resolved), on one
    /// source line; `column` is cmark's 1-based byte column.
    case text(String, line: Int, column: Int)
    /// A soft or hard line break inside a paragraph: white space.
    case lineBreak
    /// An inline code span: not prose, and a phrase does not run across it.
    case code
    /// Raw HTML, a block or inline, starting at `line`.
    case html(String, line: Int)
}

/// One word of prose: a run of letters, digits, combining marks and
/// underscores, with where it starts in the chapter file.
struct ProseWord: Sendable, Equatable {
    /// The word as written.
    var text: String
    /// The word as it is compared: lowercased, composed (`fold`).
    var folded: String
    var line: Int
    /// 1-based column of the word's first character, in Unicode scalars.
    var column: Int
    /// What separates the word from the one before it in its stretch of
    /// prose, white space (a line break too) folded to one space; nil for
    /// a stretch's first word.
    var gap: String?

    /// `text` as words are compared: lowercase in every script, accents
    /// composed, so `Úloha`, `úloha` and a decomposed `u` + accent agree.
    static func fold(_ text: String) -> String {
        text.lowercased().precomposedStringWithCanonicalMapping
    }

    /// True for what words are made of.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "_" { return true }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    /// The words of a short text (a glossary entry), with their gaps, all at line 1.
    static func words(in text: String) -> (words: [ProseWord], leadingGap: String, trailingGap: String) {
        var builder = StretchBuilder(quotesAreProse: true)
        var column = 1
        for scalar in text.unicodeScalars {
            builder.add(scalar, line: 1, column: column)
            column += 1
        }
        let trailing = builder.word.isEmpty ? builder.gap : ""
        builder.cut()
        return (builder.stretches.first ?? [], builder.leadingGap, trailing)
    }
}

/// An `<!-- glossary: allow "WORD" -->` comment: the words it lets the line
/// after it use once each.
struct ProseAllowance: Sendable, Equatable {
    /// The line the comment is about: the one after the comment ends.
    var line: Int
    /// The quoted words or phrases, folded, white space as one space.
    var words: [String]
    /// Where the comment starts.
    var commentLine: Int
    var commentColumn: Int
}

/// The prose of one chapter file, cut into stretches in which a phrase may
/// run on (a paragraph's or heading's text between inline code spans and
/// quotations), and the glossary comments in it.
struct ProseText: Sendable {
    var stretches: [[ProseWord]]
    var allowances: [ProseAllowance]
    /// Glossary comments that do not read as an allowance: (line, column, message).
    var problems: [(line: Int, column: Int, message: String)]

    /// Reads `text`'s prose through cmark's tree.
    init(markdown text: String) {
        let lines = Self.lines(text)
        var builder = StretchBuilder(quotesAreProse: false)
        var cursor: [Int: Int] = [:]
        // A line's columns are counted once, however many text nodes it holds.
        var columnsOfLine: [Int: [Int]] = [:]
        var allowances: [ProseAllowance] = []
        var problems: [(line: Int, column: Int, message: String)] = []
        for event in MarkdownWalker.prose(text) {
            switch event {
            case .start:
                builder.cut()
                builder.quotes = []
            case .text(let literal, let line, let column):
                let source = line >= 1 && line <= lines.count ? lines[line - 1] : []
                let bytes = Array(literal.utf8)
                let map = Self.locate(bytes, in: source, column: column, cursor: &cursor[line, default: 0])
                let columns = columnsOfLine[line] ?? Self.scalarColumns(source)
                columnsOfLine[line] = columns
                var index = 0
                while index < bytes.count {
                    let (value, length) = bytes.withUnsafeBufferPointer { UTF8Scalar.decode($0, at: index) }
                    let offset = min(map[index], source.count)
                    builder.add(Unicode.Scalar(value) ?? " ", line: line, column: columns[offset])
                    index += length
                }
            case .lineBreak:
                builder.space()
            case .code:
                builder.cut()
            case .html(let html, let line):
                if html.hasSuffix("\n") { builder.cut() } else { builder.space() }
                for comment in Self.glossaryComments(in: html, line: line, lines: lines) {
                    switch comment {
                    case .success(let allowance): allowances.append(allowance)
                    case .failure(let problem): problems.append(problem)
                    }
                }
            }
        }
        builder.cut()
        stretches = builder.stretches
        self.allowances = allowances
        self.problems = problems
    }

    // MARK: - Glossary comments

    enum CommentResult {
        case success(ProseAllowance)
        case failure((line: Int, column: Int, message: String))
    }

    static let commentForm = "<!-- glossary: allow \"WORD\" -->"

    /// The `<!-- glossary: … -->` comments in raw HTML that starts at `line`.
    static func glossaryComments(in html: String, line: Int, lines: [[UInt8]]) -> [CommentResult] {
        var results: [CommentResult] = []
        var rest = html[...]
        while let open = rest.range(of: "<!--"), let close = rest[open.upperBound...].range(of: "-->") {
            defer { rest = rest[close.upperBound...] }
            let content = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
            guard content.lowercased().hasPrefix("glossary:") else { continue }
            let startLine = line + html[..<open.lowerBound].reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
            let endLine = line + html[..<close.lowerBound].reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
            let source = startLine >= 1 && startLine <= lines.count ? lines[startLine - 1] : []
            let column = Self.column(of: Array("<!--".utf8), in: source)
            let body = content.dropFirst("glossary:".count).trimmingCharacters(in: .whitespaces)
            let parts = body.dropFirst("allow".count).split(separator: "\"", omittingEmptySubsequences: false)
            let quoted = parts.indices.filter { $0 % 2 == 1 }.map { parts[$0] }
            let outside = parts.indices.filter { $0 % 2 == 0 }.map { parts[$0] }
            guard body.hasPrefix("allow"), parts.count % 2 == 1, !quoted.isEmpty,
                quoted.allSatisfy({ !$0.trimmingCharacters(in: .whitespaces).isEmpty }),
                outside.allSatisfy({ $0.allSatisfy(\.isWhitespace) })
            else {
                results.append(
                    .failure(
                        (
                            startLine, column,
                            "glossary: this comment is not understood; an allowance reads \(commentForm), one or more quoted words or phrases"
                        )))
                continue
            }
            let words = quoted.map { phrase in
                ProseWord.fold(phrase.split(whereSeparator: \.isWhitespace).joined(separator: " "))
            }
            results.append(
                .success(ProseAllowance(line: endLine + 1, words: words, commentLine: startLine, commentColumn: column))
            )
        }
        return results
    }

    // MARK: - Positions

    /// The bytes of each line of `text`, without the line ends.
    static func lines(_ text: String) -> [[UInt8]] {
        Array(text.utf8).split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
    }

    /// For each byte offset of `line` (and its end), the 1-based column in
    /// Unicode scalars of the character there.
    static func scalarColumns(_ line: [UInt8]) -> [Int] {
        var columns: [Int] = []
        columns.reserveCapacity(line.count + 1)
        var column = 0
        for byte in line {
            if byte & 0xC0 != 0x80 { column += 1 }
            columns.append(column)
        }
        columns.append(column + 1)
        return columns
    }

    /// The column of the first `needle` in `line` (1 when it is not there).
    static func column(of needle: [UInt8], in line: [UInt8]) -> Int {
        guard line.count >= needle.count else { return 1 }
        for start in 0...(line.count - needle.count) where line[start..<start + needle.count].elementsEqual(needle) {
            return scalarColumns(line)[start]
        }
        return 1
    }

    /// Where each byte of a text node's literal is in its source line.
    /// cmark's column is right on a block's first line only (a lazy or
    /// indented continuation line gets the block's), so the literal is
    /// matched against the line, at cmark's column first, else at the first
    /// place after the text before it on that line; backslash escapes and
    /// entities take more bytes in the source than in the literal.
    static func locate(_ literal: [UInt8], in line: [UInt8], column: Int, cursor: inout Int) -> [Int] {
        func aligned(at start: Int) -> [Int]? {
            guard start >= 0, start < line.count, let first = literal.first else { return nil }
            // Most places fail at their first byte: only the others are tried.
            let byte = line[start]
            guard byte == first || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "&") else { return nil }
            guard let map = align(literal, line, from: start) else { return nil }
            cursor = map.last.map { $0 + 1 } ?? start
            return map
        }
        if let map = aligned(at: column - 1) { return map }
        var candidate = cursor
        while candidate < line.count {
            if let map = aligned(at: candidate) { return map }
            candidate += 1
        }
        let start = max(min(column - 1, line.count), 0)
        return literal.indices.map { min(start + $0, line.count) }
    }

    /// `literal` read in `line` from `start`, or nil when it is not there.
    private static func align(_ literal: [UInt8], _ line: [UInt8], from start: Int) -> [Int]? {
        var map = [Int](repeating: 0, count: literal.count)
        var index = 0
        var offset = start
        while index < literal.count {
            guard offset < line.count else { return nil }
            let byte = line[offset]
            if byte == UInt8(ascii: "\\"), offset + 1 < line.count, line[offset + 1] == literal[index],
                isASCIIPunctuation(line[offset + 1])
            {
                map[index] = offset
                index += 1
                offset += 2
            } else if byte == UInt8(ascii: "&"), let end = entityEnd(line, at: offset),
                literal[index] != byte || line[offset + 1..<end] == Array("amp".utf8)[...]
            {
                let length = scalarLength(literal[index])
                for step in 0..<length where index + step < literal.count { map[index + step] = offset }
                index += length
                offset = end + 1
            } else if byte == literal[index] {
                map[index] = offset
                index += 1
                offset += 1
            } else {
                return nil
            }
        }
        return map
    }

    /// The offset of the `;` ending an entity reference that starts at `offset`.
    private static func entityEnd(_ line: [UInt8], at offset: Int) -> Int? {
        var index = offset + 1
        while index < line.count, index - offset <= 32 {
            let byte = line[index]
            if byte == UInt8(ascii: ";") { return index > offset + 1 ? index : nil }
            let isName =
                byte == UInt8(ascii: "#") || (byte >= 0x30 && byte <= 0x39)
                || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
            guard isName else { return nil }
            index += 1
        }
        return nil
    }

    private static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
        (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte)
            || (0x7B...0x7E).contains(byte)
    }

    private static func scalarLength(_ lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }
}
