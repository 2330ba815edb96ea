extension Substring {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        // On the bytes. A space or tab before a combining mark is part of
        // that Character, not a space: such a start takes the slow way (at
        // the end, a space is only trimmed when nothing follows it).
        let bytes = utf8
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start = bytes.index(after: start) }
        while start < end {
            let before = bytes.index(before: end)
            guard bytes[before] == 0x20 || bytes[before] == 0x09 else { break }
            end = before
        }
        if start != bytes.startIndex, start != bytes.endIndex, bytes[start] >= 0x80 {
            return String(
                drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" })
                    .reversed())
        }
        return String(self[start..<end])
    }
}
