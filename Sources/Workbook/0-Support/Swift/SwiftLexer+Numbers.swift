/// Integer and floating-point literals.
extension SwiftLexer {
    /// Lexes `42`, `1_000`, `3.14e-2`, `0x1F`, `0x1.8p3`, `0o17`, `0b1010`.
    ///
    /// Right after a lone `.` only digits are taken, so `pair.0.1` is a member
    /// chain, not `0.1`. Letters glued to a number (`0b102`, `12px`) stay in the
    /// token, as the compiler reads them as one bad literal.
    mutating func lexNumber() {
        let afterDot = pos > 0 && bytes[pos - 1] == UInt8(ascii: ".")
        if bytes[pos] == UInt8(ascii: "0"), lexPrefixedNumber() {
            emit(.number)
            return
        }
        skipDigits(Self.isDecimalDigit)
        if !afterDot {
            if peek(pos) == UInt8(ascii: "."), Self.isDecimalDigit(peek(pos + 1)) {
                pos += 1
                skipDigits(Self.isDecimalDigit)
            }
            let exponent = peek(pos)
            if exponent == UInt8(ascii: "e") || exponent == UInt8(ascii: "E") {
                skipExponent()
            }
        }
        skipDigits(Self.isNameByte)
        emit(.number)
    }

    /// `0x…`, `0o…`, `0b…`; false (nothing consumed) when `0` is not followed by one.
    private mutating func lexPrefixedNumber() -> Bool {
        let radix = peek(pos + 1)
        let digit = peek(pos + 2)
        switch radix {
        case UInt8(ascii: "x"):
            guard Self.isHexDigit(digit) else { return false }
            pos += 2
            skipDigits(Self.isHexDigit)
            lexHexFraction()
        case UInt8(ascii: "o"):
            guard digit >= UInt8(ascii: "0") && digit <= UInt8(ascii: "7") else { return false }
            pos += 2
            skipDigits(Self.isDecimalDigit)
        case UInt8(ascii: "b"):
            guard digit == UInt8(ascii: "0") || digit == UInt8(ascii: "1") else { return false }
            pos += 2
            skipDigits(Self.isDecimalDigit)
        default:
            return false
        }
        skipDigits(Self.isNameByte)
        return true
    }

    /// `.8p3` or `p-2` after hex digits. A `.` not followed by hex digits and
    /// an exponent is left alone: `0xFF.description` is a member access.
    private mutating func lexHexFraction() {
        let saved = pos
        if peek(pos) == UInt8(ascii: "."), Self.isHexDigit(peek(pos + 1)) {
            pos += 1
            skipDigits(Self.isHexDigit)
        }
        let exponent = peek(pos)
        if exponent == UInt8(ascii: "p") || exponent == UInt8(ascii: "P") {
            skipExponent()
        } else {
            pos = saved
        }
    }

    /// `e-2`, `E+10`, `p3`: the letter is taken only if digits follow.
    private mutating func skipExponent() {
        var next = pos + 1
        let sign = peek(next)
        if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { next += 1 }
        guard Self.isDecimalDigit(peek(next)) else { return }
        pos = next
        skipDigits(Self.isDecimalDigit)
    }

    @inline(__always)
    private mutating func skipDigits(_ accepts: (UInt8) -> Bool) {
        while pos < count, accepts(bytes[pos]) || bytes[pos] == UInt8(ascii: "_") { pos += 1 }
    }
}
