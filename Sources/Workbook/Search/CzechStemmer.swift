/// The light stemmer for Czech by Dolamic and Savoy ("Indexing and stemming
/// approaches for the Czech language", 2009), with the rules of Lucene's
/// `CzechStemmer`: remove a case ending, then a possessive ending, then
/// normalise the palatalised last letters (`čt` → `ck`, `št` → `sk`,
/// `c`/`č` → `k`, `z`/`ž` → `h`, a vowel `e` before the last letter
/// dropped, `ů` → `o`).
///
/// Search applies it to the *folded* word (`SearchFolding`: no diacritics),
/// with every ending folded the same way, so that a reader who types
/// `uzivatelum` gets the key of `uživatelům`. The price: a folded ending
/// can also be a plain one (`-am` is `-ám` folded), so a few nominatives
/// lose a letter more than their other forms (`diagram` → `diagr`,
/// `diagramy` → `diagram`; 7 such families among the book's 3,192 Czech
/// words). Since search matches keys by prefix, the base form still finds
/// every form; `diagramy` does not find a page that has only `diagram`.
/// `stem(_:folded:)` with `folded: false` is the published rule set on
/// unfolded text.
enum CzechStemmer {
    static func stem(_ word: inout StemmerWord, folded: Bool = true) {
        let rules = folded ? Rules.folded : Rules.published
        removeCase(&word, rules)
        removePossessive(&word, rules)
        if word.count > 0 { normalize(&word, rules) }
    }

    /// The endings, each list applied only to words longer than its limit.
    struct Rules: Sendable {
        /// (minimum word length + 1, endings); the first list that matches wins.
        var caseEndings: [(longerThan: Int, endings: [[Unicode.Scalar]])]
        /// A last vowel removed from words of more than 3 letters.
        var finalVowels: LetterSet
        var possessives: [[Unicode.Scalar]]
        var ct: [Unicode.Scalar], st: [Unicode.Scalar]
        var toK: LetterSet, toH: LetterSet
        /// `ů` before the last letter becomes `o`.
        var uRing: Unicode.Scalar

        static let published = Rules(fold: false)
        static let folded = Rules(fold: true)

        init(fold: Bool) {
            func scalars(_ text: String) -> [Unicode.Scalar] {
                Array((fold ? SearchFolding.fold(text) : text).unicodeScalars)
            }
            caseEndings = [
                (7, ["atech"]),
                (6, ["ětem", "etem", "atům"]),
                (5, ["ech", "ich", "ích", "ého", "ěmi", "emi", "ému", "ěte", "ete", "ěti", "eti", "ího", "iho", "ími",
                     "ímu", "imu", "ách", "ata", "aty", "ých", "ama", "ami", "ové", "ovi", "ými"]),
                (4, ["em", "es", "ém", "ím", "ům", "at", "ám", "os", "us", "ým", "mi", "ou"]),
            ].map { ($0.0, $0.1.map(scalars)) }
            finalVowels = LetterSet(fold ? SearchFolding.fold("aeiouůyáéíýě") : "aeiouůyáéíýě")
            possessives = ["ov", "in", "ův"].map(scalars)
            ct = scalars("čt")
            st = scalars("št")
            toK = LetterSet(fold ? "c" : "cč")
            toH = LetterSet(fold ? "z" : "zž")
            uRing = fold ? "u" : "ů"
        }
    }

    static func removeCase(_ word: inout StemmerWord, _ rules: Rules) {
        for (longerThan, endings) in rules.caseEndings where word.count > longerThan {
            if let ending = endings.first(where: { word.hasSuffix($0) }) {
                word.removeSuffix(from: word.count - ending.count)
                return
            }
        }
        if word.count > 3 && rules.finalVowels.contains(word[word.count - 1]) {
            word.scalars.removeLast()
        }
    }

    static func removePossessive(_ word: inout StemmerWord, _ rules: Rules) {
        if word.count > 5 && rules.possessives.contains(where: { word.hasSuffix($0) }) {
            word.removeSuffix(from: word.count - 2)
        }
    }

    static func normalize(_ word: inout StemmerWord, _ rules: Rules) {
        let last = word.count - 1
        if word.hasSuffix(rules.ct) {
            word.replaceSuffix(from: last - 1, with: ["c", "k"])
        } else if word.hasSuffix(rules.st) {
            word.replaceSuffix(from: last - 1, with: ["s", "k"])
        } else if rules.toK.contains(word[last]) {
            word[last] = "k"
        } else if rules.toH.contains(word[last]) {
            word[last] = "h"
        } else if last >= 1 && word[last - 1] == "e" {
            word[last - 1] = word[last]
            word.scalars.removeLast()
        } else if last >= 2 && word[last - 1] == rules.uRing {
            word[last - 1] = "o"
        }
    }
}
