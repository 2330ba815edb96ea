/// The words `SwiftLexer` reports as `keyword`: Swift's reserved words plus
/// the contextual keywords a reader sees as keywords (`get`, `set`, `willSet`,
/// `didSet`, `mutating`, `override`, `convenience`, `required`, `lazy`…).
///
/// Lookup packs the word's bytes into two 64-bit integers and probes a small
/// open-addressing table: no `String`, no allocation, no hashing of text.
enum SwiftKeywords {
    /// Every keyword, for reference and tests.
    static let all: [String] = [
        // Declarations
        "actor", "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "macro", "open", "operator", "package",
        "precedencegroup", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        // Expressions and types
        "Any", "as", "async", "await", "false", "is", "nil", "self", "Self", "super", "throws",
        "true", "try", "some", "any", "_",
        // Ownership, isolation, concurrency
        "nonisolated", "isolated", "sending", "consuming", "borrowing", "weak", "unowned",
        // Contextual
        "convenience", "didSet", "dynamic", "final", "get", "indirect", "infix", "lazy",
        "mutating", "nonmutating", "optional", "override", "postfix", "prefix", "required",
        "set", "willSet",
    ]

    /// True if the bytes `start..<end` of `bytes` spell a keyword; `table` is
    /// `slots` (borrowed once per lexing, so lookups touch no reference counts).
    @inline(__always)
    static func contains(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, table: UnsafeBufferPointer<UInt64>
    ) -> Bool {
        let length = end - start
        guard length <= 16 else { return false }
        var low: UInt64 = 0
        var high: UInt64 = 0
        var index = 0
        while index < length {
            let byte = UInt64(bytes[start + index])
            if index < 8 {
                low |= byte << (8 * UInt64(index))
            } else {
                high |= byte << (8 * UInt64(index - 8))
            }
            index += 1
        }
        let mask = table.count / 2 - 1
        var slot = slot(low: low, high: high)
        while true {
            let candidate = table[2 * slot]
            if candidate == 0 { return false }
            if candidate == low && table[2 * slot + 1] == high { return true }
            slot = (slot + 1) & mask
        }
    }

    // MARK: - Table

    private static let bits = 9

    /// Open addressing with linear probing: slot `i` holds a word's low eight
    /// bytes at `2 * i` and the next eight at `2 * i + 1`; zero marks an empty slot.
    static let slots: [UInt64] = {
        let size = 1 << bits
        var slots = [UInt64](repeating: 0, count: 2 * size)
        for word in all {
            var low: UInt64 = 0
            var high: UInt64 = 0
            for (index, byte) in word.utf8.enumerated() {
                if index < 8 {
                    low |= UInt64(byte) << (8 * UInt64(index))
                } else {
                    high |= UInt64(byte) << (8 * UInt64(index - 8))
                }
            }
            var slot = slot(low: low, high: high)
            while slots[2 * slot] != 0 { slot = (slot + 1) & (size - 1) }
            slots[2 * slot] = low
            slots[2 * slot + 1] = high
        }
        return slots
    }()

    @inline(__always)
    private static func slot(low: UInt64, high: UInt64) -> Int {
        let mixed = (low &* 0x9E37_79B9_7F4A_7C15) ^ (high &* 0xC2B2_AE3D_27D4_EB4F)
        return Int(truncatingIfNeeded: mixed >> UInt64(64 - bits))
    }
}
