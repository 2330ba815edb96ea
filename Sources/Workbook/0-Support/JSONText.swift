/// A JSON document read with the place of every value, for files a person
/// edits by hand and the tool reports on value by value (the glossary):
/// Foundation's `JSONSerialization` says whether the text parses, but not
/// where a key or a list entry is, and keeps the last of two equal keys
/// without a word.
struct JSONText: Sendable {
    /// One value and where its text starts.
    struct Node: Sendable {
        enum Value: Sendable {
            case object([Member])
            case array([Node])
            case string(String)
            case number(String)
            case bool(Bool)
            case null
        }

        var value: Value
        /// 1-based line of the value's first character.
        var line: Int
        /// 1-based column of the value's first character, in Unicode scalars.
        var column: Int
        /// The value's bytes in the text, from its first to its last character.
        var range: Range<Int>

        /// What kind of value this is, for a diagnostic: "a string", "an array".
        var kind: String {
            switch value {
            case .object: "an object"
            case .array: "an array"
            case .string: "a string"
            case .number: "a number"
            case .bool: "a boolean"
            case .null: "null"
            }
        }
    }

    /// One `"key": value` of an object, with the place of its key.
    struct Member: Sendable {
        var key: String
        var line: Int
        var column: Int
        var value: Node
    }

    /// Why the text is not JSON, and where.
    struct SyntaxError: Error, Sendable, Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    /// Nesting deeper than this is refused rather than recursed into.
    static let maximumDepth = 64

    /// Parses `text`: one value, with only white space around it.
    static func parse(_ text: String) throws(SyntaxError) -> Node {
        var reader = Reader(bytes: Array(text.utf8))
        reader.skipSpace()
        let node = try reader.value(depth: 0)
        reader.skipSpace()
        if reader.offset < reader.bytes.count {
            throw reader.error("unexpected text after the end of the JSON value")
        }
        return node
    }
}

// MARK: - Reading

private struct Reader {
    let bytes: [UInt8]
    var offset = 0
    var line = 1
    var lineStart = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Column of `offset` in Unicode scalars: the line's bytes before it
    /// that do not continue a scalar.
    var column: Int {
        bytes[lineStart..<offset].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
    }

    func error(_ message: String) -> JSONText.SyntaxError {
        JSONText.SyntaxError(line: line, column: column, message: message)
    }

    var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    mutating func skipSpace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            offset += 1
            if byte == 0x0A {
                line += 1
                lineStart = offset
            }
        }
    }

    mutating func value(depth: Int) throws(JSONText.SyntaxError) -> JSONText.Node {
        let (startLine, startColumn, start) = (line, column, offset)
        func node(_ value: JSONText.Node.Value) -> JSONText.Node {
            JSONText.Node(value: value, line: startLine, column: startColumn, range: start..<offset)
        }
        guard let byte = current else { throw error("the text ends where a value was expected") }
        if depth > JSONText.maximumDepth { throw error("values are nested too deeply") }
        switch byte {
        case UInt8(ascii: "{"):
            return node(.object(try members(depth: depth)))
        case UInt8(ascii: "["):
            return node(.array(try elements(depth: depth)))
        case UInt8(ascii: "\""):
            return node(.string(try string()))
        case UInt8(ascii: "t"):
            try word("true")
            return node(.bool(true))
        case UInt8(ascii: "f"):
            try word("false")
            return node(.bool(false))
        case UInt8(ascii: "n"):
            try word("null")
            return node(.null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return node(.number(try number()))
        default:
            throw error("expected a value (an object, array, string, number, true, false or null)")
        }
    }

    mutating func members(depth: Int) throws(JSONText.SyntaxError) -> [JSONText.Member] {
        offset += 1
        skipSpace()
        var result: [JSONText.Member] = []
        if current == UInt8(ascii: "}") {
            offset += 1
            return result
        }
        while true {
            guard current == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
            let (keyLine, keyColumn) = (line, column)
            let key = try string()
            skipSpace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\"") }
            offset += 1
            skipSpace()
            result.append(
                JSONText.Member(key: key, line: keyLine, column: keyColumn, value: try value(depth: depth + 1)))
            skipSpace()
            switch current {
            case UInt8(ascii: ","):
                offset += 1
                skipSpace()
            case UInt8(ascii: "}"):
                offset += 1
                return result
            default:
                throw error("expected ',' or '}' after the value of \"\(key)\"")
            }
        }
    }

    mutating func elements(depth: Int) throws(JSONText.SyntaxError) -> [JSONText.Node] {
        offset += 1
        skipSpace()
        var result: [JSONText.Node] = []
        if current == UInt8(ascii: "]") {
            offset += 1
            return result
        }
        while true {
            result.append(try value(depth: depth + 1))
            skipSpace()
            switch current {
            case UInt8(ascii: ","):
                offset += 1
                skipSpace()
            case UInt8(ascii: "]"):
                offset += 1
                return result
            default:
                throw error("expected ',' or ']' after an array element")
            }
        }
    }

    mutating func word(_ word: String) throws(JSONText.SyntaxError) {
        for expected in word.utf8 {
            guard current == expected else { throw error("expected a value (did you mean '\(word)'?)") }
            offset += 1
        }
    }

    mutating func number() throws(JSONText.SyntaxError) -> String {
        let start = offset
        func digits() -> Int {
            let before = offset
            while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { offset += 1 }
            return offset - before
        }
        if current == UInt8(ascii: "-") { offset += 1 }
        guard digits() > 0 else { throw error("expected digits in a number") }
        if current == UInt8(ascii: ".") {
            offset += 1
            guard digits() > 0 else { throw error("expected digits after '.' in a number") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            offset += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
            guard digits() > 0 else { throw error("expected digits in a number's exponent") }
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// A string literal, its escapes resolved; `offset` at its opening quote.
    mutating func string() throws(JSONText.SyntaxError) -> String {
        offset += 1
        var result: [UInt8] = []
        while true {
            guard let byte = current else { throw error("the text ends inside a string") }
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return String(decoding: result, as: UTF8.self)
            case UInt8(ascii: "\\"):
                offset += 1
                try escape(into: &result)
            case 0..<0x20:
                throw error("a line break or control character inside a string (write it as an escape such as \\n)")
            default:
                result.append(byte)
                offset += 1
            }
        }
    }

    mutating func escape(into result: inout [UInt8]) throws(JSONText.SyntaxError) {
        guard let byte = current else { throw error("the text ends inside a string") }
        offset += 1
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
            UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let plain = simple[byte] {
            result.append(plain)
            return
        }
        guard byte == UInt8(ascii: "u") else { throw error("unknown escape '\\\(Character(Unicode.Scalar(byte)))'") }
        var code = try hexQuad()
        if (0xD800..<0xDC00).contains(code), current == UInt8(ascii: "\\"),
            offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u")
        {
            offset += 2
            let low = try hexQuad()
            guard (0xDC00..<0xE000).contains(low) else {
                throw error("a \\u escape pairs a high surrogate with no low one")
            }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else {
            throw error("a \\u escape names no character (a lone surrogate)")
        }
        result += Array(String(Character(scalar)).utf8)
    }

    mutating func hexQuad() throws(JSONText.SyntaxError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
                throw error("expected four hexadecimal digits after \\u")
            }
            code = code << 4 | UInt32(digit)
            offset += 1
        }
        return code
    }
}
