/// One `avoid` entry of the glossary, ready to find in prose: a word or a
/// phrase, compared as whole words and ignoring case; a `*` at the end of
/// a word lets any ending follow (`úloh*` finds `úloha`, `úlohy`, `úloh`).
/// A phrase's words may stand on two lines of a paragraph.
struct GlossaryPattern: Sendable, Hashable {
    struct Word: Sendable, Hashable {
        /// The word folded as prose is (`ProseWord.fold`).
        var folded: String
        /// True when any ending may follow (`*`).
        var isPrefix: Bool
        /// What must stand between this word and the one before: one space
        /// for white space of any kind, else the characters written
        /// (`view-controller` wants a hyphen). Nil for the first word.
        var gap: String?
    }

    var words: [Word]

    /// Compiles `entry`, or says why it cannot be found in prose.
    init(_ entry: String) throws(GlossaryPatternProblem) {
        let parts = entry.split(whereSeparator: \.isWhitespace)
        guard !parts.isEmpty else { throw GlossaryPatternProblem("is empty") }
        var words: [Word] = []
        for part in parts {
            let isPrefix = part.hasSuffix("*")
            let body = isPrefix ? part.dropLast() : part
            if body.contains("*") {
                throw GlossaryPatternProblem(
                    "has a '*' that does not end a word (only a trailing * means 'any ending')")
            }
            let scanned = ProseWord.words(in: String(body))
            guard !scanned.words.isEmpty, scanned.leadingGap.isEmpty, scanned.trailingGap.isEmpty else {
                throw GlossaryPatternProblem(
                    "must be made of words (letters or digits), each starting and ending with one; '\(part)' does not")
            }
            for (index, word) in scanned.words.enumerated() {
                words.append(
                    Word(
                        folded: word.folded, isPrefix: isPrefix && index == scanned.words.count - 1,
                        gap: words.isEmpty ? nil : (index == 0 ? " " : word.gap)))
            }
        }
        self.words = words
    }

    /// How many words of `stretch`, from `start`, this pattern matches; nil
    /// when it does not match there.
    func match(_ stretch: [ProseWord], at start: Int) -> Int? {
        guard start + words.count <= stretch.count else { return nil }
        for (offset, word) in words.enumerated() {
            let prose = stretch[start + offset]
            if offset > 0, prose.gap != word.gap { return nil }
            let found = word.isPrefix ? prose.folded.hasPrefix(word.folded) : prose.folded == word.folded
            if !found { return nil }
        }
        return words.count
    }

    /// True when the pattern matches the whole of `text` (the `use` term: an
    /// entry that does would report every correct use).
    func matchesAll(of text: String) -> Bool {
        let scanned = ProseWord.words(in: text).words
        return scanned.count == words.count && match(scanned, at: 0) != nil
    }

    /// True when the pattern matches somewhere in `text`.
    func occurs(in text: String) -> Bool {
        let scanned = ProseWord.words(in: text).words
        return scanned.indices.contains { match(scanned, at: $0) != nil }
    }
}

/// Why an `avoid` entry cannot be a pattern.
struct GlossaryPatternProblem: Error, Sendable {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
