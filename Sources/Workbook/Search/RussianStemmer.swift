/// Snowball's Russian stemmer, as published with Snowball 3: `ё` is read as
/// `е`; endings are removed only inside RV (after the first vowel): a
/// perfective gerund, or else a reflexive ending followed by an adjectival,
/// verb or noun ending; then `и`, `ость` in R2, and `ейш`, `нн`, `ь`.
/// `сцена`, `сцены`, `сцен` all give `сцен`. Input is lowercase.
enum RussianStemmer {
    static func stem(_ word: inout StemmerWord) {
        for index in 0..<word.count where word[index] == "ё" { word[index] = "е" }
        let (rv, r2) = markRegions(word)
        step1(&word, rv: rv)
        if word.count - 1 >= rv && word.at(word.count - 1) == "и" { word.scalars.removeLast() }
        if let match = derivational.longestMatch(in: word, floor: rv), match.start >= r2 {
            word.removeSuffix(from: match.start)
        }
        tidyUp(&word, rv: rv)
    }

    static let vowels = LetterSet("аеиоуыэюя")

    /// RV starts after the first vowel; R2 is the usual Snowball region.
    static func markRegions(_ word: StemmerWord) -> (rv: Int, r2: Int) {
        guard let vowel = word.firstIndex(from: 0, where: vowels.contains) else { return (word.count, word.count) }
        let rv = vowel + 1
        guard let consonant = word.firstIndex(from: rv, where: { !vowels.contains($0) }),
              let vowel2 = word.firstIndex(from: consonant + 1, where: vowels.contains),
              let consonant2 = word.firstIndex(from: vowel2 + 1, where: { !vowels.contains($0) })
        else { return (rv, word.count) }
        return (rv, consonant2 + 1)
    }

    /// Whether the letter before `index` (inside RV) is `а` or `я`.
    static func afterAOrYa(_ word: StemmerWord, _ index: Int, rv: Int) -> Bool {
        index - 1 >= rv && (word[index - 1] == "а" || word[index - 1] == "я")
    }

    /// Endings of group 1 count only after `а` or `я`; group 2 always.
    enum Group { case one, two }

    static func table(one: [String], two: [String]) -> SuffixTable<Group> {
        SuffixTable(one.map { ($0, .one) } + two.map { ($0, .two) })
    }

    static let perfectiveGerund = table(one: ["в", "вши", "вшись"], two: ["ив", "ыв", "ивши", "ывши", "ившись", "ывшись"])
    static let reflexive = SuffixTable(["ся", "сь"])
    static let adjective = SuffixTable([
        "ее", "ие", "ое", "ые", "ими", "ыми", "ей", "ий", "ой", "ый", "ем", "им", "ом", "ым",
        "его", "ого", "ему", "ому", "их", "ых", "ею", "ою", "ую", "юю", "ая", "яя",
    ])
    static let participle = table(one: ["ем", "нн", "вш", "ющ", "щ"], two: ["ивш", "ывш", "ующ"])
    static let verb = table(
        one: ["ла", "на", "ете", "йте", "ли", "й", "л", "ем", "н", "ло", "но", "ет", "ют", "ны", "ть", "ешь", "нно"],
        two: ["ила", "ыла", "ена", "ейте", "уйте", "ите", "или", "ыли", "ей", "уй", "ил", "ыл", "им", "ым", "ен",
              "ило", "ыло", "ено", "ят", "ует", "уют", "ит", "ыт", "ены", "ить", "ыть", "ишь", "ую", "ю"])
    static let noun = SuffixTable([
        "а", "ев", "ов", "ие", "ье", "е", "иями", "ями", "ами", "еи", "ии", "и", "ией", "ей", "ой", "ий", "й",
        "иям", "ям", "ием", "ем", "ам", "ом", "о", "у", "иях", "ях", "ах", "ы", "ь", "ию", "ью", "ю", "ия", "ья", "я",
    ])
    static let derivational = SuffixTable(["ост", "ость"])

    /// The longest ending of `table` inside RV, if its group's condition holds.
    static func grouped(_ table: SuffixTable<Group>, _ word: StemmerWord, rv: Int) -> Int? {
        guard let match = table.longestMatch(in: word, floor: rv) else { return nil }
        if match.action == .one && !afterAOrYa(word, match.start, rv: rv) { return nil }
        return match.start
    }

    static func step1(_ word: inout StemmerWord, rv: Int) {
        if let start = grouped(perfectiveGerund, word, rv: rv) {
            word.removeSuffix(from: start)
            return
        }
        if let match = reflexive.longestMatch(in: word, floor: rv) {
            word.removeSuffix(from: match.start)
        }
        if let match = adjective.longestMatch(in: word, floor: rv) {
            word.removeSuffix(from: match.start)
            if let start = grouped(participle, word, rv: rv) { word.removeSuffix(from: start) }
        } else if let start = grouped(verb, word, rv: rv) {
            word.removeSuffix(from: start)
        } else if let match = noun.longestMatch(in: word, floor: rv) {
            word.removeSuffix(from: match.start)
        }
    }

    enum TidyUp { case superlative, doubleN, softSign }
    static let tidyUpSuffixes = SuffixTable<TidyUp>([
        ("ейш", .superlative), ("ейше", .superlative), ("н", .doubleN), ("ь", .softSign),
    ])

    /// `ейш(е)` then `нн` → `н`; `нн` → `н`; a final `ь`.
    static func tidyUp(_ word: inout StemmerWord, rv: Int) {
        guard let match = tidyUpSuffixes.longestMatch(in: word, floor: rv) else { return }
        switch match.action {
        case .superlative:
            word.removeSuffix(from: match.start)
            let end = word.count
            if end - 2 >= rv && word[end - 1] == "н" && word[end - 2] == "н" { word.scalars.removeLast() }
        case .doubleN:
            if match.start - 1 >= rv && word[match.start - 1] == "н" { word.scalars.removeLast() }
        case .softSign:
            word.scalars.removeLast()
        }
    }
}
