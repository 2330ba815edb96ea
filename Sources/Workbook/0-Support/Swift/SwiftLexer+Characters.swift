/// Byte and scalar classes, after "Lexical Structure" in The Swift Programming Language.
extension SwiftLexer {
    // MARK: - ASCII

    @inline(__always)
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C
    }

    @inline(__always)
    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    @inline(__always)
    static func isDecimalDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    @inline(__always)
    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDecimalDigit(byte) || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "f"))
    }

    /// ASCII that may continue a name: letters, digits, `_`.
    @inline(__always)
    static func isNameByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDecimalDigit(byte) || byte == UInt8(ascii: "_")
    }

    /// ASCII operator characters other than `.`.
    @inline(__always)
    static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
            UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"),
            UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
            UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default:
            false
        }
    }

    // MARK: - Beyond ASCII

    /// Non-ASCII scalars that may start an operator (`√`, `≠`, `•`, arrows…).
    static func isOperatorHead(_ value: UInt32) -> Bool {
        switch value {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
            0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
            0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F,
            0x3001...0x3003, 0x3008...0x3020, 0x3030:
            true
        default:
            false
        }
    }

    /// Combining marks that may continue an operator.
    static func isOperatorMark(_ value: UInt32) -> Bool {
        switch value {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
            0xE0100...0xE01EF:
            true
        default:
            false
        }
    }

    /// Non-ASCII spaces and marks Swift rejects in code.
    static func isForeignSpace(_ value: UInt32) -> Bool {
        switch value {
        case 0x85, 0xA0, 0x1680, 0x2000...0x200B, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF, 0xFFFD:
            true
        default:
            false
        }
    }

    /// Non-ASCII scalars that belong to a name (letters of any script, emoji…).
    static func isNameScalar(_ value: UInt32) -> Bool {
        !isOperatorHead(value) && !isForeignSpace(value)
    }

    /// The scalar whose UTF-8 starts at `offset`, and its length in bytes.
    /// Malformed UTF-8 gives U+FFFD and a length of 1, so the lexer always moves on.
    func scalar(at offset: Int) -> (value: UInt32, length: Int) {
        let lead = bytes[offset]
        if lead < 0x80 { return (UInt32(lead), 1) }
        let extra: Int
        var value: UInt32
        if lead & 0xE0 == 0xC0 {
            extra = 1
            value = UInt32(lead & 0x1F)
        } else if lead & 0xF0 == 0xE0 {
            extra = 2
            value = UInt32(lead & 0x0F)
        } else if lead & 0xF8 == 0xF0 {
            extra = 3
            value = UInt32(lead & 0x07)
        } else {
            return (0xFFFD, 1)
        }
        guard offset + extra < count else { return (0xFFFD, 1) }
        for index in 1...extra {
            let byte = bytes[offset + index]
            guard byte & 0xC0 == 0x80 else { return (0xFFFD, 1) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return (value, extra + 1)
    }
}
