/// String literals: `"…"`, `"""…"""`, raw `#"…"#`, escapes and interpolations.
extension SwiftLexer {
    /// Emits the opening delimiter at `pos` (after `hashes` `#` signs) and enters the string.
    mutating func openString(hashes: Int) {
        let quote = pos + hashes
        let isMultiline = peek(quote + 1) == UInt8(ascii: "\"") && peek(quote + 2) == UInt8(ascii: "\"")
        pos = quote + (isMultiline ? 3 : 1)
        emit(.stringStart)
        frames.append(
            Frame(
                isString: true, hashes: hashes, isMultiline: isMultiline, parenDepth: 0,
                openToken: tokens.count - 1))
    }

    /// Lexes one piece of the string `frame` at `pos`: its end, an escape, an
    /// interpolation's start, a line break or a run of literal text.
    mutating func lexStringPiece(_ frame: Frame) {
        let byte = bytes[pos]
        if byte == UInt8(ascii: "\""), let length = closingLength(at: pos, frame) {
            pos += length
            frames.removeLast()
            emit(.stringEnd)
            return
        }
        if byte == UInt8(ascii: "\\"), escapeHashesMatch(at: pos, frame) {
            lexEscape(after: pos + 1 + frame.hashes, frame)
            return
        }
        if byte == 0x0A || byte == 0x0D {
            if frame.isMultiline {
                pos += lineBreakLength(at: pos)
                newLine(startingAt: pos)
                emit(.stringSegment)
            } else {
                // Unterminated: leave the line break to the code lexer.
                markUnterminated(frame.openToken)
                frames.removeLast()
            }
            return
        }
        pos += 1
        while pos < count {
            let next = bytes[pos]
            if next == UInt8(ascii: "\"") {
                if frame.hashes == 0 && !frame.isMultiline { break }
                if closingLength(at: pos, frame) != nil { break }
            } else if next == UInt8(ascii: "\\") {
                if escapeHashesMatch(at: pos, frame) { break }
            } else if next == 0x0A || next == 0x0D {
                break
            }
            pos += 1
        }
        emit(.stringSegment)
    }

    // MARK: - Delimiters

    /// Length of the closing delimiter at `offset` (a `"`), or nil if the
    /// quote is literal text (`"` inside `"""`, or without enough `#`).
    private func closingLength(at offset: Int, _ frame: Frame) -> Int? {
        var next = offset + 1
        if frame.isMultiline {
            guard peek(next) == UInt8(ascii: "\""), peek(next + 1) == UInt8(ascii: "\"") else { return nil }
            next += 2
        }
        for _ in 0..<frame.hashes {
            guard peek(next) == UInt8(ascii: "#") else { return nil }
            next += 1
        }
        return next - offset
    }

    /// True if the `\` at `offset` is followed by as many `#` as the string's delimiter.
    @inline(__always)
    private func escapeHashesMatch(at offset: Int, _ frame: Frame) -> Bool {
        var index = 0
        while index < frame.hashes {
            if peek(offset + 1 + index) != UInt8(ascii: "#") { return false }
            index += 1
        }
        return true
    }

    // MARK: - Escapes

    /// Lexes what follows `\` (and its `#` signs), `after` being the next offset.
    private mutating func lexEscape(after next: Int, _ frame: Frame) {
        let byte = peek(next)
        if byte == UInt8(ascii: "(") {
            pos = next + 1
            emit(.interpolationStart)
            frames.append(
                Frame(
                    isString: false, hashes: 0, isMultiline: false, parenDepth: 0,
                    openToken: tokens.count - 1))
            return
        }
        if next >= count {
            pos = count
        } else if byte == UInt8(ascii: "u"), peek(next + 1) == UInt8(ascii: "{") {
            pos = next + 2
            while pos < count, Self.isHexDigit(bytes[pos]) { pos += 1 }
            if peek(pos) == UInt8(ascii: "}") { pos += 1 }
        } else if let end = lineContinuationEnd(from: next, frame) {
            pos = end
            newLine(startingAt: end)
        } else if byte == 0x0A || byte == 0x0D {
            pos = next  // a lone `\` before the line break of a single-line string
        } else {
            pos = next + scalar(at: next).length
        }
        emit(.stringEscape)
    }

    /// In a multi-line string, `\` then spaces or tabs then a line break joins
    /// two lines; returns the offset after the line break.
    private func lineContinuationEnd(from start: Int, _ frame: Frame) -> Int? {
        guard frame.isMultiline else { return nil }
        var offset = start
        while offset < count, bytes[offset] == 0x20 || bytes[offset] == 0x09 { offset += 1 }
        guard offset < count, bytes[offset] == 0x0A || bytes[offset] == 0x0D else { return nil }
        return offset + lineBreakLength(at: offset)
    }
}
