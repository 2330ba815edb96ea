/// A word while it is stemmed: its Unicode scalars, edited at the end.
///
/// The Snowball algorithms are written as tests on the end of the word
/// ("ends with `ies`, and the suffix lies in R1") followed by a replacement.
/// This type gives them exactly those operations, on scalars rather than
/// `Character`s, so that a whole book is stemmed quickly.
struct StemmerWord {
    var scalars: [Unicode.Scalar]

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    var count: Int { scalars.count }

    subscript(index: Int) -> Unicode.Scalar {
        get { scalars[index] }
        set { scalars[index] = newValue }
    }

    /// The scalar at `index`, or nil outside the word.
    func at(_ index: Int) -> Unicode.Scalar? {
        index >= 0 && index < scalars.count ? scalars[index] : nil
    }

    /// Whether the word's first `end` scalars end with `suffix`.
    func hasSuffix(_ suffix: [Unicode.Scalar], before end: Int) -> Bool {
        guard suffix.count <= end else { return false }
        var index = end - suffix.count
        for scalar in suffix {
            if scalars[index] != scalar { return false }
            index += 1
        }
        return true
    }

    func hasSuffix(_ suffix: [Unicode.Scalar]) -> Bool { hasSuffix(suffix, before: scalars.count) }

    /// Whether the word's first `end` scalars are exactly `prefix`.
    func isExactly(_ word: [Unicode.Scalar], upTo end: Int) -> Bool {
        end == word.count && hasSuffix(word, before: end)
    }

    /// Replaces everything from `start` to the end with `replacement`.
    mutating func replaceSuffix(from start: Int, with replacement: [Unicode.Scalar]) {
        scalars.replaceSubrange(start..., with: replacement)
    }

    /// Removes everything from `start` to the end.
    mutating func removeSuffix(from start: Int) {
        scalars.removeSubrange(start...)
    }

    /// The first index at or after `start` whose scalar satisfies `test`.
    func firstIndex(from start: Int, where test: (Unicode.Scalar) -> Bool) -> Int? {
        var index = start
        while index < scalars.count {
            if test(scalars[index]) { return index }
            index += 1
        }
        return nil
    }

    /// Whether any scalar before `end` satisfies `test`.
    func contains(before end: Int, where test: (Unicode.Scalar) -> Bool) -> Bool {
        var index = 0
        while index < end {
            if test(scalars[index]) { return true }
            index += 1
        }
        return false
    }
}

/// A Snowball `among`: a list of suffixes, each with what to do when it is
/// the longest one the word ends with.
struct SuffixTable<Action: Sendable>: Sendable {
    private let entries: [(suffix: [Unicode.Scalar], action: Action)]

    /// `entries` in any order; the longest match wins, as in Snowball.
    init(_ entries: [(String, Action)]) {
        self.entries = entries
            .map { (Array($0.0.unicodeScalars), $0.1) }
            .sorted { $0.suffix.count > $1.suffix.count }
    }

    /// The longest suffix of `word` (ending at `end`, starting at or after
    /// `floor`) in the table: where it starts, and its action.
    func longestMatch(in word: StemmerWord, end: Int? = nil, floor: Int = 0) -> (start: Int, action: Action)? {
        let end = end ?? word.count
        for entry in entries where end - entry.suffix.count >= floor && word.hasSuffix(entry.suffix, before: end) {
            return (end - entry.suffix.count, entry.action)
        }
        return nil
    }
}

extension SuffixTable where Action == Void {
    /// A table whose suffixes all do the same thing.
    init(_ suffixes: [String]) {
        self.init(suffixes.map { ($0, ()) })
    }
}

extension String {
    /// The string as scalars, for the stemmers' tables.
    var scalarArray: [Unicode.Scalar] { Array(unicodeScalars) }
}

/// A set of letters (a Snowball `grouping`): a bit mask for ASCII, a short
/// list for the rest.
struct LetterSet: Sendable {
    private var ascii: (UInt64, UInt64) = (0, 0)
    private var others: [Unicode.Scalar] = []

    init(_ letters: String) {
        for scalar in letters.unicodeScalars {
            switch scalar.value {
            case 0..<64: ascii.0 |= 1 << UInt64(scalar.value)
            case 64..<128: ascii.1 |= 1 << UInt64(scalar.value - 64)
            default: others.append(scalar)
            }
        }
    }

    func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<64: return ascii.0 & (1 << UInt64(scalar.value)) != 0
        case 64..<128: return ascii.1 & (1 << UInt64(scalar.value - 64)) != 0
        default: return others.contains(scalar)
        }
    }

    func contains(_ scalar: Unicode.Scalar?) -> Bool { scalar.map { contains($0) } ?? false }
}
