/// The binary layout of the tool's cache values: unsigned integers as
/// LEB128 varints, strings as their UTF-8 length then their bytes, lists as
/// their count then their elements. A reader returns nil, never traps, on
/// bytes that do not hold what it asks for: a cache value is checked whole
/// (`ContentCache`) before it is read, and read defensively all the same.
struct ByteWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    mutating func int(_ value: Int) {
        precondition(value >= 0, "the cache stores counts, lines and columns: never negative")
        var rest = UInt(value)
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func bool(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    mutating func byte(_ value: UInt8) {
        bytes.append(value)
    }

    mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            int(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func strings(_ values: [String]) {
        int(values.count)
        for value in values { string(value) }
    }

    /// Bytes written elsewhere, as one field (read back whole by `ByteReader.field`).
    mutating func field(_ values: [UInt8]) {
        int(values.count)
        bytes.append(contentsOf: values)
    }
}

/// Reads what `ByteWriter` wrote, in the same order.
struct ByteReader {
    private let bytes: [UInt8]
    private(set) var offset: Int

    /// A reader of `bytes` from `start` on (a cache entry after its header).
    init(_ bytes: [UInt8], from start: Int = 0) {
        self.bytes = bytes
        offset = start
    }

    var isAtEnd: Bool { offset == bytes.count }

    mutating func int() -> Int? {
        var value: UInt = 0
        var shift: UInt = 0
        while offset < bytes.count, shift < 63 {
            let byte = bytes[offset]
            offset += 1
            value |= UInt(byte & 0x7F) << shift
            if byte < 0x80 { return value <= UInt(Int.max) ? Int(value) : nil }
            shift += 7
        }
        return nil
    }

    /// A count of things that each take at least one byte: never more than
    /// the bytes left, so a damaged count cannot ask for a huge allocation.
    mutating func count() -> Int? {
        guard let value = int(), value <= bytes.count - offset else { return nil }
        return value
    }

    mutating func bool() -> Bool? {
        guard let byte = byte(), byte <= 1 else { return nil }
        return byte == 1
    }

    mutating func byte() -> UInt8? {
        guard offset < bytes.count else { return nil }
        offset += 1
        return bytes[offset - 1]
    }

    mutating func string() -> String? {
        guard let length = count() else { return nil }
        offset += length
        return String(decoding: bytes[(offset - length)..<offset], as: UTF8.self)
    }

    mutating func field() -> [UInt8]? {
        guard let length = count() else { return nil }
        offset += length
        return Array(bytes[(offset - length)..<offset])
    }

    mutating func strings() -> [String]? {
        guard let count = count() else { return nil }
        var result: [String] = []
        result.reserveCapacity(count)
        for _ in 0..<count {
            guard let value = string() else { return nil }
            result.append(value)
        }
        return result
    }
}
