/// Lines and spaces found on a text's UTF-8 bytes with the rules `String`
/// applies to its Characters: the same line ends as `Character.isNewline`,
/// the same spaces as `CharacterSet.whitespaces`. A scan of a large file
/// (the translation lock holds a line for every section of the book) would
/// otherwise spend its time building Characters.
enum TextLines {
    /// The byte ranges of `bytes`' lines, without their line ends, as
    /// `split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)`
    /// gives them: a text that ends with a line end has an empty last line.
    static func ranges(of bytes: [UInt8]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let length = lineEndLength(bytes, at: index)
            if length == 0 {
                index += 1
                continue
            }
            result.append(start..<index)
            index += length
            start = index
        }
        result.append(start..<bytes.count)
        return result
    }

    /// The length of the line end at `index` (0 when there is none): LF,
    /// CR, CR LF, VT, FF, NEL, LINE SEPARATOR or PARAGRAPH SEPARATOR.
    @inline(__always)
    static func lineEndLength(_ bytes: [UInt8], at index: Int) -> Int {
        switch bytes[index] {
        case 0x0A, 0x0B, 0x0C: return 1
        case 0x0D: return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
        case 0xC2: return index + 1 < bytes.count && bytes[index + 1] == 0x85 ? 2 : 0
        case 0xE2:
            return index + 2 < bytes.count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9) ? 3 : 0
        default: return 0
        }
    }

    /// `line` without the spaces and tabs at either end: the scalars
    /// Foundation's `CharacterSet.whitespaces` holds (Unicode's space
    /// separators, the tab, and ZERO WIDTH SPACE), so a hand-edited line
    /// trims as it did when Foundation trimmed it.
    static func trimmed(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var start = line.startIndex
        var end = line.endIndex
        while start < end, let length = spaceLength(line, at: start) { start += length }
        while start < end, let length = spaceLength(endingAt: end, in: line, from: start) { end -= length }
        return line[start..<end]
    }

    /// The length of the space that starts at `index`, if one does.
    private static func spaceLength(_ line: ArraySlice<UInt8>, at index: Int) -> Int? {
        for length in 1...3 where index + length <= line.endIndex {
            if isSpace(line[index..<(index + length)]) { return length }
        }
        return nil
    }

    /// The length of the space that ends just before `end`, if one does.
    private static func spaceLength(endingAt end: Int, in line: ArraySlice<UInt8>, from start: Int) -> Int? {
        for length in 1...3 where end - length >= start {
            if isSpace(line[(end - length)..<end]) { return length }
        }
        return nil
    }

    /// True when `bytes` are one scalar of `CharacterSet.whitespaces`.
    private static func isSpace(_ bytes: ArraySlice<UInt8>) -> Bool {
        let first = bytes[bytes.startIndex]
        switch bytes.count {
        case 1: return first == 0x20 || first == 0x09
        case 2: return first == 0xC2 && bytes[bytes.startIndex + 1] == 0xA0  // NO-BREAK SPACE
        case 3:
            switch (first, bytes[bytes.startIndex + 1], bytes[bytes.startIndex + 2]) {
            case (0xE1, 0x9A, 0x80): return true  // OGHAM SPACE MARK
            case (0xE2, 0x80, 0x80...0x8B): return true  // EN QUAD … HAIR SPACE, ZERO WIDTH SPACE
            case (0xE2, 0x80, 0xAF): return true  // NARROW NO-BREAK SPACE
            case (0xE2, 0x81, 0x9F): return true  // MEDIUM MATHEMATICAL SPACE
            case (0xE3, 0x80, 0x80): return true  // IDEOGRAPHIC SPACE
            default: return false
            }
        default: return false
        }
    }
}

/// A JSON string literal decoded from its UTF-8 bytes, as a JSON parser
/// reads one: the escapes `\" \\ \/ \b \f \n \r \t \uXXXX` (a surrogate
/// pair as two), no raw control character, nothing after the closing quote.
enum JSONStringLiteral {
    /// The string `bytes` stand for, or nil when they are not exactly one
    /// JSON string literal.
    static func decode(_ bytes: ArraySlice<UInt8>) -> String? {
        guard bytes.count >= 2, bytes.first == UInt8(ascii: "\""), bytes.last == UInt8(ascii: "\"") else {
            return nil
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = bytes.startIndex + 1
        let end = bytes.endIndex - 1  // the closing quote
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte < 0x20 { return nil }
            guard byte == UInt8(ascii: "\\") else {
                out.append(byte)
                index += 1
                continue
            }
            guard index + 1 < end else { return nil }
            let escaped = bytes[index + 1]
            index += 2
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escaped)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                guard var value = hex4(bytes, at: index, end: end) else { return nil }
                index += 4
                if (0xDC00...0xDFFF).contains(value) { return nil }
                if (0xD800...0xDBFF).contains(value) {
                    guard index + 1 < end, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
                        let low = hex4(bytes, at: index + 2, end: end), (0xDC00...0xDFFF).contains(low)
                    else { return nil }
                    index += 6
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(value) else { return nil }
                out += Array(String(Character(scalar)).utf8)
            default: return nil
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The four hexadecimal digits at `index`, before `end`.
    private static func hex4(_ bytes: ArraySlice<UInt8>, at index: Int, end: Int) -> UInt32? {
        guard index + 4 <= end else { return nil }
        var value: UInt32 = 0
        for byte in bytes[index..<(index + 4)] {
            let digit: UInt8
            switch byte {
            case 48...57: digit = byte - 48
            case 97...102: digit = byte - 87
            case 65...70: digit = byte - 55
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }
}

extension StringProtocol {
    /// The 1-based line and column (in Characters) of `index`, for a
    /// diagnostic that points at a place found in a whole file's text.
    func lineAndColumn(of index: Index) -> (line: Int, column: Int) {
        let before = self[..<index]
        let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
        return (line, before.distance(from: lineStart, to: before.endIndex) + 1)
    }
}

extension String {
    /// How many line breaks (`\n`) the text holds. A plain loop over the
    /// bytes: `reduce` over the view was a twentieth of a watch rebuild.
    var newlineCount: Int {
        var count = 0
        for byte in utf8 where byte == UInt8(ascii: "\n") { count += 1 }
        return count
    }

    /// How many lines the text has: a last line without a line break counts.
    var lineCount: Int {
        newlineCount + (isEmpty || hasSuffix("\n") ? 0 : 1)
    }
}
