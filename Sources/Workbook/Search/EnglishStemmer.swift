/// Snowball's English stemmer ("Porter2", as published with Snowball 3),
/// including its exceptional forms: `presenters` → `presenter`,
/// `retained` → `retain`, `skies` → `sky`, `dying` → `die`.
///
/// The steps follow the published description: exceptions, prelude
/// (apostrophes, consonant `y` marked `Y`), regions R1 and R2, steps 1a to 5,
/// postlude. Input is lowercase.
enum EnglishStemmer {
    static func stem(_ word: inout StemmerWord) {
        if let exception = exceptions[word.scalars] {
            word.scalars = exception
            return
        }
        guard word.count >= 3 else { return }
        let foundY = prelude(&word)
        let regions = markRegions(word)
        step1a(&word)
        step1b(&word, regions)
        step1c(&word)
        step2(&word, regions)
        step3(&word, regions)
        step4(&word, regions)
        step5(&word, regions)
        if foundY {
            for index in 0..<word.count where word[index] == "Y" { word[index] = "y" }
        }
    }

    // MARK: - Letters and regions

    static let vowels = LetterSet("aeiouy")
    /// Letters that end a short syllable only if they are not one of these.
    static let vowelsWXY = LetterSet("aeiouywxY")
    static let validLI = LetterSet("cdeghkmnrt")

    /// Words stemmed (or kept) as a whole.
    static let exceptions: [[Unicode.Scalar]: [Unicode.Scalar]] = {
        let pairs = [
            "skis": "ski", "skies": "sky", "idly": "idl", "gently": "gentl", "ugly": "ugli",
            "early": "earli", "only": "onli", "singly": "singl",
            "sky": "sky", "news": "news", "howe": "howe", "atlas": "atlas", "cosmos": "cosmos",
            "bias": "bias", "andes": "andes",
        ]
        return Dictionary(uniqueKeysWithValues: pairs.map { ($0.key.scalarArray, $0.value.scalarArray) })
    }()

    /// Prefixes after which R1 starts, whatever the letters.
    static let regionPrefixes = ["arsen", "commun", "emerg", "gener", "inter", "later", "organ", "past", "univers"]
        .map(\.scalarArray)

    /// Drops a leading apostrophe and marks `y` that acts as a consonant
    /// (initial, or after a vowel) as `Y`. Returns whether it marked any.
    static func prelude(_ word: inout StemmerWord) -> Bool {
        if word.at(0) == "'" { word.scalars.removeFirst() }
        var foundY = false
        if word.at(0) == "y" {
            word[0] = "Y"
            foundY = true
        }
        var index = 1
        while index < word.count {
            if word[index] == "y" && vowels.contains(word[index - 1]) {
                word[index] = "Y"
                foundY = true
            }
            index += 1
        }
        return foundY
    }

    struct Regions {
        var r1: Int
        var r2: Int
    }

    /// R1: after the first non-vowel that follows a vowel (or after one of
    /// `regionPrefixes`); R2: the same rule applied again from R1.
    static func markRegions(_ word: StemmerWord) -> Regions {
        var regions = Regions(r1: word.count, r2: word.count)
        let r1: Int
        if let prefix = regionPrefixes.first(where: { word.scalars.starts(with: $0) }) {
            r1 = prefix.count
        } else {
            guard let vowel = word.firstIndex(from: 0, where: vowels.contains),
                  let consonant = word.firstIndex(from: vowel + 1, where: { !vowels.contains($0) })
            else { return regions }
            r1 = consonant + 1
        }
        regions.r1 = r1
        if let vowel = word.firstIndex(from: r1, where: vowels.contains),
           let consonant = word.firstIndex(from: vowel + 1, where: { !vowels.contains($0) }) {
            regions.r2 = consonant + 1
        }
        return regions
    }

    /// Whether the word's first `end` letters end in a short syllable: a
    /// non-vowel other than w, x, Y after a vowel after a non-vowel; or a
    /// vowel and a non-vowel that are the whole word; or `past`.
    static func endsInShortSyllable(_ word: StemmerWord, before end: Int) -> Bool {
        if end >= 3 && !vowelsWXY.contains(word[end - 1]) && vowels.contains(word[end - 2])
            && !vowels.contains(word[end - 3]) {
            return true
        }
        if end == 2 && !vowels.contains(word[1]) && vowels.contains(word[0]) {
            return true
        }
        return word.hasSuffix(past, before: end)
    }

    static let past = "past".scalarArray

    // MARK: - Step 1: plurals, -ed, -ing, final y

    enum Step1a { case sses, ies, keep, s }
    static let step1aPossessives = SuffixTable(["'s'", "'s", "'"])
    static let step1aSuffixes = SuffixTable<Step1a>([
        ("sses", .sses), ("ied", .ies), ("ies", .ies), ("ss", .keep), ("us", .keep), ("s", .s),
    ])

    static func step1a(_ word: inout StemmerWord) {
        if let match = step1aPossessives.longestMatch(in: word) {
            word.removeSuffix(from: match.start)
        }
        guard let match = step1aSuffixes.longestMatch(in: word) else { return }
        switch match.action {
        case .keep:
            break
        case .sses:
            word.replaceSuffix(from: match.start, with: ["s", "s"])
        case .ies:
            // ties → tie, cries → cri
            word.replaceSuffix(from: match.start, with: match.start >= 2 ? ["i"] : ["i", "e"])
        case .s:
            // gaps → gap, gas → gas: a vowel somewhere before the letter before the s
            if match.start >= 1 && word.contains(before: match.start - 1, where: vowels.contains) {
                word.removeSuffix(from: match.start)
            }
        }
    }

    enum Step1b { case eed, ed, ing }
    static let step1bSuffixes = SuffixTable<Step1b>([
        ("eed", .eed), ("eedly", .eed), ("ed", .ed), ("edly", .ed), ("ingly", .ed), ("ing", .ing),
    ])
    /// Words that keep `eed`: succeed, proceed, exceed.
    static let keepEED = ["succ", "proc", "exc"].map(\.scalarArray)
    /// Words that keep `ing`: evening, canning, inning, earring, herring, outing.
    static let keepING = ["even", "cann", "inn", "earr", "herr", "out"].map(\.scalarArray)
    static let doubles = ["bb", "dd", "ff", "gg", "mm", "nn", "pp", "rr", "tt"].map(\.scalarArray)
    static let addE = ["at", "bl", "iz"].map(\.scalarArray)
    static let startAEO = LetterSet("aeo")

    static func step1b(_ word: inout StemmerWord, _ regions: Regions) {
        guard let match = step1bSuffixes.longestMatch(in: word) else { return }
        let start = match.start
        switch match.action {
        case .eed:
            if start >= regions.r1 && !keepEED.contains(where: { word.isExactly($0, upTo: start) }) {
                word.replaceSuffix(from: start, with: ["e", "e"])
            }
            return
        case .ing:
            // dying → die, lying → lie
            if start == 2 && word[1] == "y" && !vowels.contains(word[0]) {
                word.replaceSuffix(from: 1, with: ["i", "e"])
                return
            }
            if keepING.contains(where: { word.isExactly($0, upTo: start) }) { return }
        case .ed:
            break
        }
        guard word.contains(before: start, where: vowels.contains) else { return }
        word.removeSuffix(from: start)
        if addE.contains(where: { word.hasSuffix($0) }) {
            word.scalars.append("e")
        } else if doubles.contains(where: { word.hasSuffix($0) }) {
            // hopping → hop, but add, egg, off stay
            if !(word.count == 3 && startAEO.contains(word[0])) { word.scalars.removeLast() }
        } else if word.count == regions.r1 && endsInShortSyllable(word, before: word.count) {
            word.scalars.append("e")
        }
    }

    /// cry → cri, by → by, say → say.
    static func step1c(_ word: inout StemmerWord) {
        let last = word.count - 1
        guard last >= 2, word[last] == "y" || word[last] == "Y", !vowels.contains(word[last - 1]) else { return }
        word[last] = "i"
    }

    // MARK: - Steps 2 to 5: derivational suffixes

    enum Step2 { case replace(String), ogi, li }
    static let step2Suffixes = SuffixTable<Step2>([
        ("tional", .replace("tion")), ("enci", .replace("ence")), ("anci", .replace("ance")),
        ("abli", .replace("able")), ("entli", .replace("ent")), ("izer", .replace("ize")),
        ("ization", .replace("ize")), ("ational", .replace("ate")), ("ation", .replace("ate")),
        ("ator", .replace("ate")), ("alism", .replace("al")), ("aliti", .replace("al")),
        ("alli", .replace("al")), ("fulness", .replace("ful")), ("fulli", .replace("ful")),
        ("ousli", .replace("ous")), ("ousness", .replace("ous")), ("iveness", .replace("ive")),
        ("iviti", .replace("ive")), ("biliti", .replace("ble")), ("bli", .replace("ble")),
        ("ogist", .replace("og")), ("ogi", .ogi), ("lessli", .replace("less")), ("li", .li),
    ])

    static func step2(_ word: inout StemmerWord, _ regions: Regions) {
        guard let match = step2Suffixes.longestMatch(in: word), match.start >= regions.r1 else { return }
        switch match.action {
        case .replace(let replacement):
            word.replaceSuffix(from: match.start, with: replacement.scalarArray)
        case .ogi:
            if word.at(match.start - 1) == "l" { word.replaceSuffix(from: match.start, with: ["o", "g"]) }
        case .li:
            if validLI.contains(word.at(match.start - 1)) { word.removeSuffix(from: match.start) }
        }
    }

    enum Step3 { case replace(String), ative }
    static let step3Suffixes = SuffixTable<Step3>([
        ("tional", .replace("tion")), ("ational", .replace("ate")), ("alize", .replace("al")),
        ("icate", .replace("ic")), ("iciti", .replace("ic")), ("ical", .replace("ic")),
        ("ful", .replace("")), ("ness", .replace("")), ("ative", .ative),
    ])

    static func step3(_ word: inout StemmerWord, _ regions: Regions) {
        guard let match = step3Suffixes.longestMatch(in: word), match.start >= regions.r1 else { return }
        switch match.action {
        case .replace(let replacement):
            word.replaceSuffix(from: match.start, with: replacement.scalarArray)
        case .ative:
            if match.start >= regions.r2 { word.removeSuffix(from: match.start) }
        }
    }

    enum Step4 { case delete, ion }
    static let step4Suffixes = SuffixTable<Step4>(
        ["al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent", "ism", "ate", "iti",
         "ous", "ive", "ize"].map { ($0, .delete) } + [("ion", .ion)])
    static let beforeION = LetterSet("st")

    static func step4(_ word: inout StemmerWord, _ regions: Regions) {
        guard let match = step4Suffixes.longestMatch(in: word), match.start >= regions.r2 else { return }
        switch match.action {
        case .delete:
            word.removeSuffix(from: match.start)
        case .ion:
            if beforeION.contains(word.at(match.start - 1)) { word.removeSuffix(from: match.start) }
        }
    }

    /// A final `e` in R2, or in R1 after no short syllable; `ll` in R2 → `l`.
    static func step5(_ word: inout StemmerWord, _ regions: Regions) {
        let last = word.count - 1
        guard last >= 0 else { return }
        if word[last] == "e" {
            if last >= regions.r2 || (last >= regions.r1 && !endsInShortSyllable(word, before: last)) {
                word.removeSuffix(from: last)
            }
        } else if word[last] == "l" {
            if last >= regions.r2 && word.at(last - 1) == "l" { word.removeSuffix(from: last) }
        }
    }
}
