import Foundation
import Testing
@testable import Workbook

/// The search keys: one key for the word forms a reader expects to find
/// each other (issue 16), and stems checked by hand against the published
/// rules. `Scripts/check-stemmers.sh` adds the comparison with Snowball's
/// reference and with `stemmer.js` over every word of the book.
@Suite struct SearchStemmerTests {
    func key(_ word: String, _ language: String) -> String { SearchStemmer.key(word, language: language) }

    @Test(arguments: [
        ("en", ["presenters", "presenter", "Presenter"]),
        ("en", ["retained", "retain", "retaining", "retains"]),
        ("ru", ["сцена", "сцены", "сцен", "сценой", "Сцене"]),
        ("de", ["Szenen", "Szene"]),
        ("de", ["Uebersicht", "Übersicht", "übersicht", "Ubersicht"]),
        ("de", ["Strasse", "Straße", "STRASSE"]),
        ("cs", ["uživatelům", "uživatel", "uzivatelum", "uživatele", "Uživatelé"]),
        ("cs", ["obrazovka", "obrazovce", "obrazovku", "obrazovky"]),
    ])
    func wordFormsShareOneKey(language: String, forms: [String]) {
        let keys = Set(forms.map { key($0, language) })
        #expect(keys.count == 1, "\(language) \(forms) gave \(keys.sorted())")
    }

    @Test func keysAreFolded() {
        #expect(key("čtení", "cs") == key("cteni", "cs"))
        #expect(key("Übersicht", "de") == "ubersicht")
        #expect(key("ёлка", "ru") == "елк")
        #expect(key("presenters", "en") == "present")
    }

    @Test func otherLanguagesAreFoldedOnly() {
        #expect(key("Čeština", "fr") == "cestina")
        #expect(key("Straße", "") == "strasse")
        #expect(key("presenters", "xx") == "presenters")
    }

    @Test(arguments: [
        // plurals, -ed, -ing (step 1)
        ("caresses", "caress"), ("ponies", "poni"), ("ties", "tie"), ("cries", "cri"), ("gaps", "gap"),
        ("gas", "gas"), ("kiwis", "kiwi"), ("hopping", "hop"), ("hoping", "hope"), ("agreed", "agre"),
        ("falling", "fall"), ("pasted", "paste"), ("cry", "cri"), ("by", "by"), ("say", "say"),
        // the exceptional forms and the words that keep their ending
        ("skies", "sky"), ("sky", "sky"), ("news", "news"), ("dying", "die"), ("lying", "lie"),
        ("evening", "evening"), ("succeed", "succeed"), ("proceeding", "proceed"),
        ("generously", "generous"), ("generate", "generat"), ("communication", "communic"), ("past", "past"),
        // derivational suffixes (steps 2 to 5)
        ("rational", "ration"), ("conditional", "condit"), ("formalize", "formal"), ("hopeful", "hope"),
        ("goodness", "good"), ("electrical", "electr"), ("adjustable", "adjust"), ("dependent", "depend"),
        ("controllable", "control"), ("yearly", "year"),
        // apostrophes
        ("presenter's", "present"), ("'tis", "tis"),
    ])
    func english(word: String, stem: String) {
        #expect(SearchStemmer.stem(word, language: "en") == stem)
    }

    @Test(arguments: [
        ("szenen", "szen"), ("uebersicht", "ubersicht"), ("strasse", "strass"), ("straße", "strass"),
        ("bauer", "bau"),  // u between vowels is a consonant: no ü
        ("quelle", "quell"),  // qu is never qü
        ("häuser", "haus"), ("tickets", "ticket"), ("freundlichkeit", "freundlich"),
        ("aufeinanderfolgenden", "aufeinanderfolg"), ("kategorien", "kategori"), ("systemen", "system"),
        ("verwendung", "verwend"), ("ergebnisse", "ergebnis"),
    ])
    func german(word: String, stem: String) {
        #expect(SearchStemmer.stem(word, language: "de") == stem)
    }

    @Test(arguments: [
        ("сцена", "сцен"), ("сцены", "сцен"), ("сцен", "сцен"), ("сценой", "сцен"),
        ("интерактора", "интерактор"), ("ёлка", "елк"), ("красивейший", "красив"),
        ("выпивши", "вып"), ("одевшись", "одевш"), ("учитель", "учител"),
    ])
    func russian(word: String, stem: String) {
        #expect(SearchStemmer.stem(word, language: "ru") == stem)
    }

    /// The published rules, on words with their diacritics.
    @Test(arguments: [
        ("uživatelům", "uživatl"),  // case ending ům; e before the last letter dropped
        ("uživatel", "uživatl"),
        ("zahradách", "zahrad"),  // ách
        ("kuřatech", "kuř"),  // atech after more than 7 letters
        ("pánové", "pán"),  // ové
        ("matčin", "matk"),  // possessive in, then č → k
        ("čtení", "čtn"),  // í, then e dropped before n
        ("domů", "dom"),  // final ů
        ("kůň", "koň"),  // ů before the last letter → o
        ("město", "měst"), ("mostě", "most"), ("test", "test"),
    ])
    func czechPublishedRules(word: String, stem: String) {
        var scalars = StemmerWord(Array(word.unicodeScalars))
        CzechStemmer.stem(&scalars, folded: false)
        #expect(String(String.UnicodeScalarView(scalars.scalars)) == stem)
    }

    /// Search stems the folded word, with the endings folded alike.
    @Test(arguments: [
        ("uživatelům", "uzivatl"), ("uzivatelum", "uzivatl"), ("zahradách", "zahrad"), ("pánové", "pan"),
        ("čtení", "ctn"), ("obrazovce", "obrazovk"), ("most", "mosk"), ("pravidla", "pravidl"),
    ])
    func czechFolded(word: String, stem: String) {
        #expect(SearchStemmer.stem(word, language: "cs") == stem)
    }

    @Test func wordsSplitLikeSearchButKeepDiacritics() {
        #expect(SearchStemmer.words("Čtení: presenter's view-model, 2 сцены!") ==
            ["Čtení", "presenter", "s", "view", "model", "2", "сцены"])
        // a combining mark stays inside its word
        #expect(SearchStemmer.words("c\u{30C}teni\u{301} x") == ["c\u{30C}teni\u{301}", "x"])
        #expect(SearchStemmer.words("  ") == [])
    }

    @Test func decomposedInputGivesTheComposedKey() {
        #expect(key("U\u{308}bersicht", "de") == key("Übersicht", "de"))
        #expect(key("uz\u{30C}ivatelu\u{30A}m", "cs") == key("uživatelům", "cs"))
    }

    @Test func emptyAndOddInputNeitherCrashNorGrow() {
        for language in SearchStemmer.languages + ["xx"] {
            for word in ["", "a", "'", "''", "y", "ß", "ё", "ů", "123", "🙂", String(repeating: "ing", count: 50)] {
                #expect(key(word, language).unicodeScalars.count <= max(word.unicodeScalars.count * 2, 1))
            }
        }
    }

    @Test func theCacheGivesTheSameKeys() {
        var cache = SearchStemmer.Cache(language: "ru")
        let text = "Сцена и сцены: сцен, сцена, ёлка."
        #expect(cache.keys(in: text) == SearchStemmer.words(text).map { key($0, "ru") })
        #expect(cache.keys(in: text) == ["сцен", "и", "сцен", "сцен", "сцен", "елк"])
    }

    @Test func theBrowserScriptIsEmbedded() {
        let script = String(decoding: PackageResources.stemmer_js, as: UTF8.self)
        #expect(script.contains("var WorkbookStemmer"))
        #expect(script.contains("key: key"))
    }
}
