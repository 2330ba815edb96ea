/// A 128-bit fingerprint of bytes, the tool's one hash: it names cache
/// entries by their inputs (the chapters' bytes, the keys of what a page is
/// made of), checks an entry's value, and sums each site file for the
/// site record (`checksum`, its first half). Like
/// the fingerprints of incremental compilers (rustc's are 128-bit
/// SipHashes), it tells inputs apart with a vanishing chance of error
/// (two different inputs agree with odds of about 2⁻¹²⁸), which a cache
/// needs, at memory speed, which a build of four megabytes of chapters
/// needs on every run; it is no defence against someone who forges inputs
/// on purpose, which a cache of one's own book does not need either.
/// (SHA-256, which the tool used before, ran at a quarter of a gigabyte a
/// second here and was the largest cost of a `check` of a built book.)
///
/// The bytes pass through four 64-bit lanes, 32 bytes a step, with the
/// multiply-rotate round of xxHash64; the two halves of the result mix
/// the lanes, the length and the tail in two different ways.
struct Fingerprint {
    private static let p1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let p3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let p4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let p5: UInt64 = 0x27D4_EB2F_1656_67C5

    private var a: UInt64 = p1 &+ p2
    private var b: UInt64 = p2
    private var c: UInt64 = 0
    private var d: UInt64 = 0 &- p1
    /// The bytes of an unfinished stripe (fewer than 32).
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    init() {
        pending.reserveCapacity(32)
    }

    /// Feeds `bytes`; contiguous ones (arrays, strings' UTF-8) in place.
    mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        let done: Void? = bytes.withContiguousStorageIfAvailable { update(buffer: UnsafeRawBufferPointer($0)) }
        if done == nil {
            Array(bytes).withUnsafeBytes { update(buffer: $0) }
        }
    }

    /// Feeds a string's UTF-8 after its length, so that two strings fed one
    /// after the other never read as another pair.
    mutating func update(field: String) {
        var field = field
        field.withUTF8 { utf8 in
            withUnsafeBytes(of: UInt64(utf8.count).littleEndian) { update(buffer: $0) }
            update(buffer: UnsafeRawBufferPointer(utf8))
        }
    }

    /// Feeds the bytes at `buffer`. The one unsafe load of the tool's
    /// hashing, kept because a profile shows it: this loop reads every
    /// chapter file and every site file a run sums, tens of megabytes.
    mutating func update(buffer: UnsafeRawBufferPointer) {
        guard !buffer.isEmpty else { return }
        length &+= UInt64(buffer.count)
        var offset = 0
        if !pending.isEmpty {
            offset = min(32 - pending.count, buffer.count)
            pending.append(contentsOf: buffer[0..<offset])
            guard pending.count == 32 else { return }
            stripe(Self.word(pending, 0), Self.word(pending, 8), Self.word(pending, 16), Self.word(pending, 24))
            pending.removeAll(keepingCapacity: true)
        }
        func word(_ at: Int) -> UInt64 {
            UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: at, as: UInt64.self))
        }
        while buffer.count - offset >= 32 {
            stripe(word(offset), word(offset + 8), word(offset + 16), word(offset + 24))
            offset += 32
        }
        if offset < buffer.count {
            pending.append(contentsOf: buffer[offset...])
        }
    }

    /// The first half of the fingerprint of `bytes`: the checksum a site
    /// file's record holds. Each step of a lane is a bijection of its
    /// word, so a change confined to any eight bytes always changes it.
    static func checksum(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash = Fingerprint()
        hash.update(bytes)
        return hash.digest().0
    }

    /// The fingerprint as 32 lowercase hex digits.
    mutating func hexDigest() -> String {
        let (high, low) = digest()
        return Self.hex(high) + Self.hex(low)
    }

    /// The fingerprint's two halves.
    mutating func digest() -> (UInt64, UInt64) {
        func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 { (value << count) | (value >> (64 - count)) }
        var first = rotate(a, 1) &+ rotate(b, 7) &+ rotate(c, 12) &+ rotate(d, 18) &+ length
        var second = rotate(a, 29) ^ rotate(b, 41) ^ rotate(c, 53) ^ rotate(d, 11) ^ (length &* Self.p5)
        var tail = 0
        while pending.count - tail >= 8 {
            let word = Self.round(0, Self.word(pending, tail))
            first = rotate(first ^ word, 27) &* Self.p1 &+ Self.p4
            second = rotate(second &+ word &* Self.p3, 31) &* Self.p2
            tail += 8
        }
        while tail < pending.count {
            let byte = UInt64(pending[tail])
            first = rotate(first ^ (byte &* Self.p5), 11) &* Self.p1
            second = rotate(second ^ (byte &* Self.p1), 23) &* Self.p3
            tail += 1
        }
        return (Self.avalanche(first), Self.avalanche(second ^ first))
    }

    // MARK: - Private

    private mutating func stripe(_ first: UInt64, _ second: UInt64, _ third: UInt64, _ fourth: UInt64) {
        a = Self.round(a, first)
        b = Self.round(b, second)
        c = Self.round(c, third)
        d = Self.round(d, fourth)
    }

    /// The little-endian word at `offset` of the pending bytes (fewer than
    /// 32 a fingerprint: read safely, byte by byte).
    private static func word(_ bytes: [UInt8], _ offset: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in (0..<8).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
        return value
    }

    private static func round(_ lane: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = lane &+ word &* p2
        return ((mixed << 31) | (mixed >> 33)) &* p1
    }

    private static func avalanche(_ value: UInt64) -> UInt64 {
        var hash = value
        hash ^= hash >> 33
        hash &*= p2
        hash ^= hash >> 29
        hash &*= p3
        return hash ^ (hash >> 32)
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.utf8.count) + digits
    }
}
