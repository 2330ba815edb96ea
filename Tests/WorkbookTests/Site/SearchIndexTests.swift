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
        let rendered = ChapterRenderer(strings: .for("cs"), sourceHeadings: ["User", "The presenter"], filePages: [])
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
}
