/// Unicode scalars read straight from well-formed UTF-8 (a `String`'s
/// bytes), for the loops that walk a whole book's text: `String`'s scalar
/// view and its appends cost more than the work done per scalar.
enum UTF8Scalar {
    /// The scalar that starts at `index` and its length in bytes. The bytes
    /// must be valid UTF-8, as a `String`'s always are.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
        let lead = UInt32(bytes[index])
        if lead < 0x80 { return (lead, 1) }
        if lead < 0xE0 { return ((lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F), 2) }
        if lead < 0xF0 {
            return ((lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F), 3)
        }
        return (
            (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12 | UInt32(bytes[index + 2] & 0x3F) << 6
                | UInt32(bytes[index + 3] & 0x3F), 4
        )
    }
}
