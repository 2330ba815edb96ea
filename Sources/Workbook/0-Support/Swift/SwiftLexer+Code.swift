/// Code outside string literals: names, numbers, operators, comments, punctuation.
extension SwiftLexer {
    /// Lexes one token of code at `pos`.
    mutating func lexCode() {
        let byte = bytes[pos]
        switch byte {
        case 0x20, 0x09, 0x0B, 0x0C:
            pos += 1
            while pos < count, Self.isBlank(bytes[pos]) { pos += 1 }
            emit(.whitespace)
        case 0x0A, 0x0D:
            lexLineBreak()
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            pos += 1
            lexWordTail(from: pos - 1)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
        case UInt8(ascii: "\""):
            openString(hashes: 0)
        case UInt8(ascii: "/"):
            let next = peek(pos + 1)
            if next == UInt8(ascii: "/") {
                lexLineComment()
            } else if next == UInt8(ascii: "*") {
                lexBlockComment()
            } else {
                lexOperator(dotted: false)
            }
        case UInt8(ascii: "("):
            pos += 1
            if let top = frames.indices.last, !frames[top].isString { frames[top].parenDepth += 1 }
            emit(.punctuation)
        case UInt8(ascii: ")"):
            lexCloseParen()
        case UInt8(ascii: "."):
            if peek(pos + 1) == UInt8(ascii: ".") {
                lexOperator(dotted: true)
            } else {
                pos += 1
                emit(.punctuation)
            }
        case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
            UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "\\"):
            pos += 1
            emit(.punctuation)
        case UInt8(ascii: "#"):
            lexPound()
        case UInt8(ascii: "@"):
            lexPrefixedName(.attribute)
        case UInt8(ascii: "`"):
            lexBacktickedName()
        case UInt8(ascii: "$"):
            pos += 1
            lexNameTail()
            emit(.identifier)
        case 0x80...0xFF:
            lexNonASCII()
        default:
            if Self.isOperatorByte(byte) {
                lexOperator(dotted: false)
            } else {
                pos += 1
                emit(.unknown)
            }
        }
    }

    // MARK: - Layout and comments

    private mutating func lexLineBreak() {
        pos += lineBreakLength(at: pos)
        newLine(startingAt: pos)
        if !frames.isEmpty { unwindSingleLineStrings() }
        emit(.newline)
    }

    /// A single-line string cannot span lines, nor can an interpolation inside
    /// one: at a line break in code, every such string still open is unterminated.
    private mutating func unwindSingleLineStrings() {
        guard let outermost = frames.firstIndex(where: { $0.isString && !$0.isMultiline }) else { return }
        for frame in frames[outermost...] where frame.isString {
            markUnterminated(frame.openToken)
        }
        frames.removeSubrange(outermost...)
    }

    private mutating func lexLineComment() {
        pos += 2
        while pos < count {
            let byte = bytes[pos]
            if byte == 0x0A || byte == 0x0D { break }
            pos += 1
        }
        emit(.lineComment)
    }

    private mutating func lexBlockComment() {
        pos += 2
        var depth = 1
        while pos < count {
            let byte = bytes[pos]
            if byte == UInt8(ascii: "*"), peek(pos + 1) == UInt8(ascii: "/") {
                pos += 2
                depth -= 1
                if depth == 0 { break }
            } else if byte == UInt8(ascii: "/"), peek(pos + 1) == UInt8(ascii: "*") {
                pos += 2
                depth += 1
            } else if byte == 0x0A || byte == 0x0D {
                pos += lineBreakLength(at: pos)
                newLine(startingAt: pos)
            } else {
                pos += 1
            }
        }
        emit(.blockComment, unterminated: depth > 0)
    }

    // MARK: - Names

    /// Finishes a name whose first scalar ends at `pos`, and classifies it.
    private mutating func lexWordTail(from start: Int) {
        lexNameTail()
        let first = bytes[start]
        if SwiftKeywords.contains(bytes, from: start, to: pos, table: keywords),
            !isMemberName(start) || isMemberKeyword(start)
        {
            emit(.keyword)
        } else if first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") {
            emit(.typeName)
        } else {
            emit(.identifier)
        }
    }

    /// Consumes identifier characters after the head.
    private mutating func lexNameTail() {
        while pos < count {
            let byte = bytes[pos]
            if Self.isNameByte(byte) {
                pos += 1
            } else if byte >= 0x80 {
                let (value, length) = scalar(at: pos)
                guard Self.isNameScalar(value) else { return }
                pos += length
            } else {
                return
            }
        }
    }

    /// After a lone `.` a keyword is a member name (`.default`, `.for`).
    private func isMemberName(_ start: Int) -> Bool {
        start > 0 && bytes[start - 1] == UInt8(ascii: ".") && (start < 2 || bytes[start - 2] != UInt8(ascii: "."))
    }

    /// `.self` and `.init` stay keywords after a dot.
    private func isMemberKeyword(_ start: Int) -> Bool {
        let length = pos - start
        guard length == 4 else { return false }
        let word = (bytes[start], bytes[start + 1], bytes[start + 2], bytes[start + 3])
        return word == (0x73, 0x65, 0x6C, 0x66) || word == (0x69, 0x6E, 0x69, 0x74)  // self, init
    }

    /// `@name` or `#name`; a lone sign is punctuation.
    private mutating func lexPrefixedName(_ kind: SwiftToken.Kind) {
        pos += 1
        let next = peek(pos)
        guard next == UInt8(ascii: "_") || Self.isLetter(next) else {
            emit(.punctuation)
            return
        }
        lexNameTail()
        emit(kind)
    }

    private mutating func lexPound() {
        var quote = pos
        while quote < count, bytes[quote] == UInt8(ascii: "#") { quote += 1 }
        if peek(quote) == UInt8(ascii: "\"") {
            openString(hashes: quote - pos)
        } else if pos == 0, peek(1) == UInt8(ascii: "!") {
            lexLineComment()
        } else {
            lexPrefixedName(.poundDirective)
        }
    }

    /// `` `default` ``: unterminated at the end of the line.
    private mutating func lexBacktickedName() {
        pos += 1
        while pos < count {
            let byte = bytes[pos]
            if byte == UInt8(ascii: "`") {
                pos += 1
                emit(.identifier)
                return
            }
            if byte == 0x0A || byte == 0x0D { break }
            pos += 1
        }
        emit(.identifier, unterminated: true)
    }

    private mutating func lexNonASCII() {
        let (value, length) = scalar(at: pos)
        if Self.isOperatorHead(value) {
            lexOperator(dotted: false)
        } else if Self.isNameScalar(value) {
            pos += length
            lexWordTail(from: pos - length)
        } else {
            pos += length
            emit(.unknown)
        }
    }

    // MARK: - Operators and parentheses

    /// Consumes an operator. Only an operator that starts with `.` may contain
    /// dots; `//` and `/*` start a comment, not operator characters.
    private mutating func lexOperator(dotted: Bool) {
        let start = pos
        while pos < count {
            let byte = bytes[pos]
            if byte == UInt8(ascii: "/"), pos > start,
                peek(pos + 1) == UInt8(ascii: "/") || peek(pos + 1) == UInt8(ascii: "*")
            {
                break
            }
            if Self.isOperatorByte(byte) || (dotted && byte == UInt8(ascii: ".")) {
                pos += 1
            } else if byte >= 0x80 {
                let (value, length) = scalar(at: pos)
                guard Self.isOperatorHead(value) || Self.isOperatorMark(value) else { break }
                pos += length
            } else {
                break
            }
        }
        emit(.operator)
    }

    private mutating func lexCloseParen() {
        pos += 1
        if let top = frames.indices.last, !frames[top].isString {
            if frames[top].parenDepth == 0 {
                frames.removeLast()
                emit(.interpolationEnd)
                return
            }
            frames[top].parenDepth -= 1
        }
        emit(.punctuation)
    }
}
