/// FNV-1a, 64 bits: a fast, stable fingerprint of a tangled file's body, so
/// the tool can tell whether someone edited the file since it wrote it.
/// Not a security measure; a typo-level guard.
enum Checksum {
    static func fnv1a64<S: Sequence>(_ bytes: S) -> UInt64 where S.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// The checksum as 16 lowercase hex digits.
    static func hex(_ text: String) -> String {
        // Over the contiguous bytes: a generic walk of the UTF-8 view cost
        // several times the hash itself (every source section of a book
        // with a translation lock is hashed on each run).
        var text = text
        let value = text.withUTF8 { fnv1a64($0) }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
