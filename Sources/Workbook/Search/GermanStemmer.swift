/// Snowball's German stemmer, as published with Snowball 3: its prelude
/// already writes `ß` as `ss` and `ae`, `oe`, `ue` as `ä`, `ö`, `ü` (not in
/// `qu`, nor where the `u` stands between vowels), so `Strasse` and `Straße`,
/// `Uebersicht` and `Übersicht` get one stem. Its postlude drops the umlauts.
/// Input is lowercase.
enum GermanStemmer {
    static func stem(_ word: inout StemmerWord) {
        prelude(&word)
        let regions = markRegions(word)
        step1(&word, regions)
        step2(&word, regions)
        step3(&word, regions)
        removeApostrophe(&word)
        postlude(&word)
    }

    // MARK: - Letters and regions

    static let vowels = LetterSet("aeiouyäöü")
    static let sEnding = LetterSet("bdfghklmnrt")
    static let stEnding = LetterSet("bdfghklmnt")
    static let etEnding = LetterSet("Udfgklmnrstzä")

    /// Marks `u` and `y` between vowels as consonants (`U`, `Y`), then writes
    /// `ß` as `ss` and `ae`, `oe`, `ue` as umlauts, skipping `qu`.
    static func prelude(_ word: inout StemmerWord) {
        var index = 1
        while index + 1 < word.count {
            let letter = word[index]
            if (letter == "u" || letter == "y") && vowels.contains(word[index - 1]) && vowels.contains(word[index + 1]) {
                word[index] = letter == "u" ? "U" : "Y"
            }
            index += 1
        }
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(word.count + 2)
        index = 0
        while index < word.count {
            let letter = word[index]
            let next = word.at(index + 1)
            if letter == "ß" {
                result += ["s", "s"]
            } else if next == "e" && (letter == "a" || letter == "o" || letter == "u") {
                result.append(letter == "a" ? "ä" : letter == "o" ? "ö" : "ü")
                index += 1
            } else if letter == "q" && next == "u" {
                result += ["q", "u"]
                index += 1
            } else {
                result.append(letter)
            }
            index += 1
        }
        word.scalars = result
    }

    struct Regions {
        var r1: Int
        var r2: Int
    }

    /// R1 after the first non-vowel that follows a vowel, but at least 3
    /// letters in; R2 the same rule again from R1.
    static func markRegions(_ word: StemmerWord) -> Regions {
        var regions = Regions(r1: word.count, r2: word.count)
        guard word.count >= 3,
              let vowel = word.firstIndex(from: 0, where: vowels.contains),
              let consonant = word.firstIndex(from: vowel + 1, where: { !vowels.contains($0) })
        else { return regions }
        regions.r1 = max(consonant + 1, 3)
        if let vowel2 = word.firstIndex(from: consonant + 1, where: vowels.contains),
           let consonant2 = word.firstIndex(from: vowel2 + 1, where: { !vowels.contains($0) }) {
            regions.r2 = consonant2 + 1
        }
        return regions
    }

    /// Umlauts and the marked consonants back to plain letters.
    static func postlude(_ word: inout StemmerWord) {
        for index in 0..<word.count {
            switch word[index] {
            case "Y": word[index] = "y"
            case "U", "ü": word[index] = "u"
            case "ä": word[index] = "a"
            case "ö": word[index] = "o"
            default: break
            }
        }
    }

    // MARK: - Suffixes

    enum Step1 { case em, delete, e, s, ln }
    static let step1Suffixes = SuffixTable<Step1>([
        ("em", .em), ("ern", .delete), ("er", .delete), ("erin", .delete), ("erinnen", .delete),
        ("e", .e), ("en", .e), ("es", .e), ("s", .s), ("ln", .ln), ("lns", .ln),
    ])
    static let syst = "syst".scalarArray
    static let niss = "niss".scalarArray

    /// Inflectional endings in R1.
    static func step1(_ word: inout StemmerWord, _ regions: Regions) {
        guard let match = step1Suffixes.longestMatch(in: word), match.start >= regions.r1 else { return }
        let start = match.start
        switch match.action {
        case .em:
            if !word.hasSuffix(syst, before: start) { word.removeSuffix(from: start) }
        case .delete:
            word.removeSuffix(from: start)
        case .e:
            word.removeSuffix(from: start)
            if word.hasSuffix(niss) { word.scalars.removeLast() }
        case .s:
            if sEnding.contains(word.at(start - 1)) { word.removeSuffix(from: start) }
        case .ln:
            word.replaceSuffix(from: start, with: ["l"])
        }
    }

    enum Step2 { case delete, st, et }
    static let step2Suffixes = SuffixTable<Step2>([
        ("en", .delete), ("er", .delete), ("est", .delete), ("st", .st), ("et", .et),
    ])
    /// Words where `et` is part of the stem: Ticket, Planet, geordnet, Internet, Tritt…
    static let keepET = SuffixTable(["tick", "plan", "geordn", "intern", "tr"])

    /// Verb and comparative endings in R1.
    static func step2(_ word: inout StemmerWord, _ regions: Regions) {
        guard let match = step2Suffixes.longestMatch(in: word), match.start >= regions.r1 else { return }
        let start = match.start
        switch match.action {
        case .delete:
            word.removeSuffix(from: start)
        case .st:
            // a valid st-ending, itself preceded by at least 3 letters
            if stEnding.contains(word.at(start - 1)) && start - 1 >= 3 { word.removeSuffix(from: start) }
        case .et:
            if etEnding.contains(word.at(start - 1)) && keepET.longestMatch(in: word, end: start) == nil {
                word.removeSuffix(from: start)
            }
        }
    }

    enum Step3 { case endUng, igIk, lichHeit, keit }
    static let step3Suffixes = SuffixTable<Step3>([
        ("end", .endUng), ("ung", .endUng), ("ig", .igIk), ("ik", .igIk), ("isch", .igIk),
        ("lich", .lichHeit), ("heit", .lichHeit), ("keit", .keit),
    ])
    static let ig = "ig".scalarArray
    static let erEn = SuffixTable(["er", "en"])
    static let igLich = SuffixTable(["ig", "lich"])

    /// Derivational endings in R2.
    static func step3(_ word: inout StemmerWord, _ regions: Regions) {
        guard let match = step3Suffixes.longestMatch(in: word), match.start >= regions.r2 else { return }
        let start = match.start
        switch match.action {
        case .endUng:
            word.removeSuffix(from: start)
            let igStart = word.count - 2
            if word.hasSuffix(ig) && word.at(igStart - 1) != "e" && igStart >= regions.r2 {
                word.removeSuffix(from: igStart)
            }
        case .igIk:
            if word.at(start - 1) != "e" { word.removeSuffix(from: start) }
        case .lichHeit:
            word.removeSuffix(from: start)
            if let before = erEn.longestMatch(in: word), before.start >= regions.r1 {
                word.removeSuffix(from: before.start)
            }
        case .keit:
            word.removeSuffix(from: start)
            if let before = igLich.longestMatch(in: word), before.start >= regions.r2 {
                word.removeSuffix(from: before.start)
            }
        }
    }

    static let apostrophes = SuffixTable(["'", "'s", "'sch"])

    /// `'s` and `'sch` after at least two letters (Peter's, Grimm'sch).
    static func removeApostrophe(_ word: inout StemmerWord) {
        if let match = apostrophes.longestMatch(in: word), match.start >= 2 {
            word.removeSuffix(from: match.start)
        }
    }
}
