/// Escaping text for HTML, byte by byte over UTF-8.
///
/// The one place the site escapes text (STYLE: "Escape by default"): the
/// site's pages call it through `HTML`, which escapes every `String` it is
/// given; cmark's walker and the highlighter, which make markup of their
/// own, call it directly. When nothing needs escaping the string is
/// returned as is, without copying.
extension String {
    /// The string safe as HTML text or as a quoted attribute value:
    /// `&` `<` `>` `"` `'` become `&amp;` `&lt;` `&gt;` `&quot;` `&#39;`.
    var htmlEscaped: String {
        escaped(attribute: false)
    }

    /// `htmlEscaped`, with a `<wbr>` where a reader would break a long name
    /// of code: after `.`, `,`, `:`, `(` and `/` (unless closing punctuation
    /// follows), and between a lower-case letter or digit and the upper-case
    /// letter that starts the next word of a camel-case name
    /// (`Article<wbr>Detail<wbr>Assembly.<wbr>assemble(<wbr>view:)`). None
    /// at either end; `<wbr>` adds no text, so a copy of the page copies the
    /// code. For inline code, file paths and file tabs, which would otherwise
    /// break at any letter in a narrow column or on a phone.
    var htmlEscapedWithWordBreaks: String {
        var html = ""
        var piece = ""
        var previous: Character?
        var pending = false
        for character in self {
            let startsWord = character.isUppercase && (previous.map { $0.isLowercase || $0.isNumber } ?? false)
            // Never right before closing punctuation: `configure(_:)` keeps its `)`.
            if pending || startsWord, !piece.isEmpty, !")]},.:;".contains(character) {
                html += piece.htmlEscaped + "<wbr>"
                piece = ""
            }
            piece.append(character)
            pending = ".,:(/".contains(character)
            previous = character
        }
        return html + piece.htmlEscaped
    }

    /// `htmlEscaped`, and also `` ` `` and line breaks and tabs as character
    /// references, so the value survives any quoting and keeps its whitespace.
    var htmlAttributeEscaped: String {
        escaped(attribute: true)
    }

    private func escaped(attribute: Bool) -> String {
        var copy = self
        return copy.withUTF8 { bytes in
            guard HTMLEscaping.needsEscaping(bytes, attribute: attribute) else { return self }
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + bytes.count / 8 + 16)
            HTMLEscaping.append(bytes, attribute: attribute, to: &output)
            return String(decoding: output, as: UTF8.self)
        }
    }
}

/// The byte-level escaper behind `String.htmlEscaped`, shared with the highlighter.
enum HTMLEscaping {
    /// True if any byte of `bytes` must be escaped.
    @inline(__always)
    static func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>, attribute: Bool) -> Bool {
        for byte in bytes where isSpecial(byte, attribute: attribute) {
            return true
        }
        return false
    }

    /// Appends `bytes` to `output`, escaped; unescaped runs are copied whole.
    static func append(_ bytes: UnsafeBufferPointer<UInt8>, attribute: Bool = false, to output: inout [UInt8]) {
        var runStart = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if isSpecial(byte, attribute: attribute) {
                if runStart < index {
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                }
                output.append(contentsOf: replacement(for: byte))
                runStart = index + 1
            }
            index += 1
        }
        if runStart < bytes.count {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
    }

    // MARK: - Entities

    private static let ampersand = Array("&amp;".utf8)
    private static let lessThan = Array("&lt;".utf8)
    private static let greaterThan = Array("&gt;".utf8)
    private static let quote = Array("&quot;".utf8)
    private static let apostrophe = Array("&#39;".utf8)
    private static let backtick = Array("&#96;".utf8)
    private static let lineFeed = Array("&#10;".utf8)
    private static let carriageReturn = Array("&#13;".utf8)
    private static let tab = Array("&#9;".utf8)

    /// True for a byte that `replacement(for:)` rewrites.
    @inline(__always)
    private static func isSpecial(_ byte: UInt8, attribute: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"):
            true
        case UInt8(ascii: "`"), 0x0A, 0x0D, 0x09:
            attribute
        default:
            false
        }
    }

    private static func replacement(for byte: UInt8) -> [UInt8] {
        switch byte {
        case UInt8(ascii: "&"): ampersand
        case UInt8(ascii: "<"): lessThan
        case UInt8(ascii: ">"): greaterThan
        case UInt8(ascii: "\""): quote
        case UInt8(ascii: "'"): apostrophe
        case UInt8(ascii: "`"): backtick
        case 0x0A: lineFeed
        case 0x0D: carriageReturn
        default: tab
        }
    }
}
