import Foundation
import Testing

@testable import Workbook

/// Folding and the index script; the site's JavaScript mirrors `SearchFolding`.
@Suite struct SearchIndexTests {
    @Test func foldingRemovesCaseAndDiacritics() {
        #expect(SearchFolding.words("Uživatelé ČTOU žluťoučký") == ["uzivatele", "ctou", "zlutoucky"])
        #expect(SearchFolding.words("Über Straße naïve") == ["uber", "strasse", "naive"])
        #expect(SearchFolding.words("Ёлка, ИНТЕРАКТОРА!") == ["елка", "интерактора"])
        #expect(SearchFolding.words("Łódź Ørsted Æsir") == ["lodz", "orsted", "aesir"])
    }

    @Test func wordsAreRunsOfLettersAndDigits() {
        #expect(
            SearchFolding.words("fetchUser(id: 42) -> User.ViewModel") == [
                "fetchuser", "id", "42", "user", "viewmodel",
            ])
        #expect(SearchFolding.words("") == [])
        #expect(SearchFolding.words("e-mail") == ["e", "mail"])
    }

    @Test func indexHoldsEverySectionWithDistinctFoldedWords() {
        var index = SearchIndex()
        let document = ChapterDocument(
            parsing:
                "# Uživatel\n\nÚvod o uživateli.\n\n## Presenter\n\nPresenter formátuje data; data!\n\n```swift ignore\nlet presenterName = 1\n```\n"
        )
        let ids = HeadingIDs.ids(for: document.headingTexts, sourceTexts: ["User", "The presenter"])
        let rendered = ChapterRenderer(strings: .for("cs"), headingIDs: ids, filePages: [])
            .render(document)
        index.add(file: "01-a.html", title: "Uživatel", document: rendered, language: "cs")
        #expect(index.sections.count == 2)
        #expect(index.sections[0].id == "user")
        #expect(index.sections[0].keys == ["uzivatl", "uvod", "o"], "uživatel and uživateli share a key")
        #expect(index.sections[1].id == "the-presenter")
        #expect(index.sections[1].keys == ["presentr", "formatoj", "dat", "lt", "presenternam", "1"])
        #expect(index.sections[1].text == "Presenter formátuje data; data!")
        let script = index.script
        #expect(script.hasPrefix("window.workbookSearch = {\"pages\":[[\"01-a.html\",\"Uživatel\"]],"))
        #expect(
            script.contains(
                "[0,\"the-presenter\",\"Presenter\",\"Presenter formátuje data; data!\",\"presentr formatoj dat lt presenternam 1\"]"
            ))
    }

    @Test func indexStringsAreSafeInsideAScript() {
        #expect(SearchIndex.json("a\"b\\c\n</script>\u{2028}") == "\"a\\\"b\\\\c\\u000a\\u003c/script>\\u2028\"")
    }

    @Test func sectionTextKeepsEveryWordWithWhitespaceFolded() {
        let text = "\n  word \t" + String(repeating: "word\n\n", count: 100)
        let folded = SearchIndex.folded(text)
        #expect(folded == Array(repeating: "word", count: 101).joined(separator: " "))
    }

    @Test func keysAreTakenFromWordsAsWritten() {
        var keyer = SearchKeyer(language: "de")
        #expect(
            keyer.keys("fetchUser(id: 42) -> Übersicht, Uebersicht e\u{301}te") == [
                "fetchus", "id", "42", "ubersicht", "ubersicht", "ete",
            ])
        #expect(keyer.keys("") == [])
    }

    @Test func theScriptFoldsLikeSwift() {
        let script = SiteAssets.searchScript
        for (letter, replacement) in SearchFolding.extraFolds {
            #expect(script.contains("\"\(letter)\": \"\(replacement)\""))
        }
        #expect(script.contains("normalize(\"NFD\").replace(/[\\u0300-\\u036f]/g, \"\")"))
        #expect(script.contains("/[\\p{L}\\p{N}][\\p{L}\\p{N}\\p{M}]*/gu"))
    }

    /// Folding walks scalars; it must give what the walk by `Character`s
    /// gives, also where a whitespace scalar shares a grapheme with its
    /// neighbour (a combining mark after it, a prepended mark before it).
    @Test func foldingByScalarsEqualsFoldingByCharacters() {
        let pool: [String] = [
            "a", "Z", "7", ".", "ж", "Ü", "č", " ", "\t", "\n", "\r", "\r\n", "\u{85}", "\u{A0}", "\u{1680}",
            "\u{2003}", "\u{2028}", "\u{202F}", "\u{3000}", "\u{301}", "\u{20DD}", "\u{903}", "\u{600}",
            "\u{6DD}", "\u{E33}", "\u{200D}", "\u{200C}", "👍", "\u{1F3FD}", "\u{1100}", "\u{1161}", "\u{1F1E9}",
            "\u{FF9E}", "„", "—", "ا",
        ]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<3000 {
            let text = (0..<next(12)).map { _ in pool[next(pool.count)] }.joined()
            #expect(SearchIndex.folded(text) == SearchIndex.foldedByCharacters(text), "\(Array(text.unicodeScalars))")
        }
        #expect(SearchIndex.folded("  Сцена \u{301} и\u{A0}презентер \n") == "Сцена и презентер")
    }
}
