extension String {
    /// A JSON string literal, safe inside a script: quotes, backslashes,
    /// control characters, `<`, U+2028 and U+2029 are escaped.
    var jsonQuoted: String { jsonQuoted(.script) }

    /// How a JSON string literal is written for where it goes.
    enum JSONQuoting {
        /// Inside a `<script>` or a `.js` file: `<` too is escaped (no
        /// `</script>` can end the script), every control character as `\u00XX`.
        case script
        /// In a file a person reads (the translation lock): `<` stays, and
        /// a tab or a line end is `\t`, `\n`, `\r`.
        case readable
    }

    /// A JSON string literal of this text, on one line: quotes,
    /// backslashes, control characters, U+2028 and U+2029 are always escaped.
    func jsonQuoted(_ quoting: JSONQuoting) -> String {
        // Most strings hold nothing to escape: one scan says so, and they
        // are quoted as they are.
        var string = self
        let plain = string.withUTF8 { bytes in
            !bytes.contains {
                $0 == 0x22 || $0 == 0x5C || $0 < 0x20 || $0 == 0xE2 || ($0 == 0x3C && quoting == .script)
            }
        }
        if plain { return "\"" + string + "\"" }
        let bytes = Array(string.utf8)
        var out: [UInt8] = [UInt8(ascii: "\"")]
        out.reserveCapacity(bytes.count + 8)
        let hex = Array("0123456789abcdef".utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                out += [UInt8(ascii: "\\"), byte]
            case 0x0A where quoting == .readable: out += Array("\\n".utf8)
            case 0x0D where quoting == .readable: out += Array("\\r".utf8)
            case 0x09 where quoting == .readable: out += Array("\\t".utf8)
            case UInt8(ascii: "<") where quoting == .script, 0..<0x20:
                out += [UInt8(ascii: "\\"), UInt8(ascii: "u"), 48, 48, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            case 0xE2
            where index + 2 < bytes.count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                out += Array("\\u202".utf8) + [bytes[index + 2] == 0xA8 ? UInt8(ascii: "8") : UInt8(ascii: "9")]
                index += 2
            default:
                out.append(byte)
            }
            index += 1
        }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }
}
