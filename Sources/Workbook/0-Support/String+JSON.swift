extension String {
    /// A JSON string literal, safe inside a script: quotes, backslashes,
    /// control characters, `<`, U+2028 and U+2029 are escaped.
    var jsonQuoted: String {
        // Most strings hold nothing to escape: one scan says so, and they
        // are quoted as they are.
        var string = self
        let plain = string.withUTF8 { bytes in
            !bytes.contains { $0 == 0x22 || $0 == 0x5C || $0 == 0x3C || $0 < 0x20 || $0 == 0xE2 }
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
            case UInt8(ascii: "<"), 0..<0x20:
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
