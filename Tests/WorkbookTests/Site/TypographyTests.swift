import Foundation
import Testing

@testable import Workbook

/// The no-break spaces each language's prose gets on the page: in text
/// only, never in code, URLs, attributes, ids or the search index.
@Suite struct TypographyTests {
    static let nbsp = "\u{A0}"

    func render(_ markdown: String, language: String) -> RenderedDocument {
        let document = ChapterDocument(parsing: markdown, language: language)
        var renderer = ChapterRenderer(
            strings: SiteStrings.for(language),
            headingIDs: HeadingIDs.ids(for: document.headingTexts, sourceTexts: document.headingTexts), filePages: [])
        renderer.language = language
        return renderer.render(document)
    }

    // MARK: - Czech

    @Test func czechOneLetterPrepositionsKeepTheirWord() {
        let html = render("Projekt otevřete v Xcode a stav uložte k disku.\n", language: "cs").html.markup
        #expect(html.contains("v\(Self.nbsp)Xcode"))
        #expect(html.contains("a\(Self.nbsp)stav"))
        #expect(html.contains("k\(Self.nbsp)disku"))
        // "stav" ends in "v" but is no preposition.
        #expect(html.contains("stav uložte"))
        #expect(!html.contains("stav\(Self.nbsp)"))
    }

    @Test func everyCzechOneLetterWordAndItsCapitalIsKept() {
        for letter in ["v", "k", "s", "z", "o", "u", "a", "i", "V", "K", "S", "Z", "O", "U", "A", "I"] {
            let html = render("Slovo \(letter) slovo.\n", language: "cs").html.markup
            #expect(html.contains("Slovo \(letter)\(Self.nbsp)slovo."), "\(letter)")
        }
        // Other one-letter words, and letters inside words, are not.
        let html = render("Typ T nebo x y a bez.\n", language: "cs").html.markup
        #expect(html.contains("Typ T nebo x y a\(Self.nbsp)bez."))
    }

    /// A preposition at the end of a source line, before emphasis, inline
    /// code or a link, or in emphasis itself keeps the word after it.
    @Test func czechPrepositionsAcrossNodes() {
        let html = render(
            """
            Otevřete projekt v
            Xcode, pracujte s *Interactorem*, pište v `Swift` a *v* testech, viz k [dokumentaci](https://example.com).
            (V závorce) i „a uvozovkách“.
            """, language: "cs"
        ).html.markup
        #expect(html.contains("v\(Self.nbsp)Xcode"))
        #expect(!html.contains("v\nXcode"))
        #expect(html.contains("s\(Self.nbsp)<em>Interactorem</em>"))
        #expect(html.contains("v\(Self.nbsp)<code>Swift</code> a\(Self.nbsp)<em>v</em>\(Self.nbsp)testech"))
        #expect(html.contains("k\(Self.nbsp)<a href=\"https://example.com\">dokumentaci</a>"))
        #expect(html.contains("(V\(Self.nbsp)závorce) i\(Self.nbsp)„a\(Self.nbsp)uvozovkách“"))
    }

    // MARK: - Russian

    @Test func russianDashDateAndUnit() {
        let html = render(
            """
            Презентер — место для форматирования: «15 мая 2023 г.» и ответ за 300 мс, а 10 % — остаток.
            Строка
            — с тире в начале. Swift 6 с параметром.
            """, language: "ru"
        ).html.markup
        #expect(html.contains("Презентер\(Self.nbsp)— место"))
        #expect(html.contains("«15\(Self.nbsp)мая\(Self.nbsp)2023\(Self.nbsp)г.»"))
        #expect(html.contains("300\(Self.nbsp)мс"))
        #expect(html.contains("10\(Self.nbsp)%\(Self.nbsp)— остаток"))
        #expect(html.contains("Строка\(Self.nbsp)— с тире"))
        // "с" after a number is the preposition, not seconds.
        #expect(html.contains("Swift 6 с параметром"))
    }

    // MARK: - German

    @Test func germanDatesAndUnitsStayTogether() {
        let html = render(
            """
            Am 22. Mai 2023 und am 1. Januar dauerte es 50 ms, 16,7 ms, 12 Minuten und 10 %.
            In 3 Schritten, Version 6 ist neu.
            """, language: "de"
        ).html.markup
        #expect(html.contains("22.\(Self.nbsp)Mai\(Self.nbsp)2023"))
        #expect(html.contains("1.\(Self.nbsp)Januar dauerte"))
        #expect(html.contains("50\(Self.nbsp)ms, 16,7\(Self.nbsp)ms, 12\(Self.nbsp)Minuten und 10\(Self.nbsp)%."))
        #expect(html.contains("In 3 Schritten, Version 6 ist neu."))
    }

    // MARK: - What never changes

    @Test func englishIsLeftAsWritten() {
        let markdown = "Open it in Xcode — a v k on 22 May 2023, 50 ms, 10 %.\n"
        let english = render(markdown, language: "en")
        #expect(!english.html.markup.contains(Self.nbsp))
        #expect(english.html.markup.contains("Xcode — a v k on 22 May 2023, 50 ms, 10 %."))
        #expect(render(markdown, language: "cs").html.markup.contains(Self.nbsp))
    }

    /// Code blocks and inline code are byte for byte what the author wrote,
    /// though their text would match every rule.
    @Test func codeIsByteIdentical() {
        let markdown = """
            Text v `a v k — 15 мая 2023 г. 50 ms` textu — 50 ms, 22. Mai 2023.

            ```swift
            let text = "a v k — 15 мая 2023 г. 22. Mai 2023 50 ms"
            ```

                indented a v k — 50 ms

            ```sh
            echo a v k — 50 ms
            ```
            """
        for language in ["cs", "ru", "de"] {
            let html = render(markdown, language: language).html.markup
            let english = render(markdown, language: "en").html.markup
            let blocks = codeParts(of: html)
            #expect(blocks.count >= 4, "\(language)")
            #expect(blocks == codeParts(of: english), "\(language)")
            #expect(blocks.allSatisfy { !$0.contains(Self.nbsp) }, "\(language)")
            #expect(html != english, "\(language): the prose around the code did change")
        }
    }

    /// A link's URL and title, an image's alt text and raw HTML keep their spaces.
    @Test func urlsAndAttributesAreUntouched() {
        let html = render(
            """
            Viz [odkaz v textu](https://example.com/?q=a%20v "titulek v a k") a ![obrázek v a k](https://example.com/a.png) \
            i <https://example.com/v> a <span title="x a y">v a k</span>.
            """, language: "cs"
        ).html.markup
        #expect(
            html.contains(
                "<a href=\"https://example.com/?q=a%20v\" title=\"titulek v a k\">odkaz v\(Self.nbsp)textu</a>"))
        #expect(html.contains("<img src=\"https://example.com/a.png\" alt=\"obrázek v a k\" />"))
        #expect(html.contains("<a href=\"https://example.com/v\">https://example.com/v</a>"))
        #expect(!html.contains("x a y"))  // Raw HTML is dropped, as ever.
    }

    /// A heading's visible text gets the spaces; its id, the text the
    /// sidebar and the title use, and the search text do not.
    @Test func headingsShowTheSpacesButIdsAndSearchDoNot() {
        let markdown = "# Práce v Xcode\n\nText s odkazem a dalším.\n\n## Model a view\n\nDalší text v kapitole.\n"
        let typeset = render(markdown, language: "cs")
        let plain = ChapterRenderer(
            strings: SiteStrings.for("cs"),
            headingIDs: HeadingIDs.ids(
                for: ["Práce v Xcode", "Model a view"], sourceTexts: ["Práce v Xcode", "Model a view"]),
            filePages: []
        ).render(ChapterDocument(parsing: markdown))
        let id = typeset.headings[0].id
        #expect(!id.contains(Self.nbsp))
        #expect(
            typeset.html.markup.contains(
                "<h1 id=\"\(id)\">Práce v\(Self.nbsp)Xcode<a class=\"wb-anchor\" href=\"#\(id)\""))
        #expect(typeset.headings == plain.headings)
        #expect(typeset.headings.map(\.text) == ["Práce v Xcode", "Model a view"])
        #expect(ChapterRenderer.title(of: typeset, fallback: "") == "Práce v Xcode")
        #expect(typeset.sectionText == plain.sectionText)
        #expect(!typeset.sectionText.joined().contains(Self.nbsp))
        var typesetKeys = SearchKeyer(language: "cs")
        var plainKeys = SearchKeyer(language: "cs")
        #expect(
            SearchIndex.sections(title: "Práce v Xcode", document: typeset, keyer: &typesetKeys)
                == SearchIndex.sections(title: "Práce v Xcode", document: plain, keyer: &plainKeys))
        #expect(typeset.html != plain.html)
    }

    /// Exercise tasks, hints and table cells are prose too.
    @Test func tasksHintsAndTablesGetTheSpaces() {
        let html = render(
            """
            | Část | Úkol |
            | --- | --- |
            | v modelu | `a v k` a **o** tom |

            ```exercise greet
            Napište funkci v souboru.
            ```

            ```hint
            Začněte s testem.
            ```
            """, language: "cs"
        ).html.markup
        #expect(html.contains("<td>v\(Self.nbsp)modelu</td>"))
        #expect(html.contains("<td><code>a v k</code> a\(Self.nbsp)<strong>o</strong>\(Self.nbsp)tom</td>"))
        #expect(html.contains("funkci v\(Self.nbsp)souboru"))
        #expect(html.contains("s\(Self.nbsp)testem"))
    }

    /// Cached documents are kept per language: the same bytes in Czech and
    /// in English are different entries.
    @Test func theModelCacheKeyHoldsTheLanguage() {
        let bytes = Array("Text v Xcode.\n".utf8)
        func key(_ language: String) -> String { ModelCache.key(bytes, language: language, identity: .running) }
        #expect(key("cs") != key("en"))
        #expect(key("cs") != key("ru"))
        #expect(key("cs") == key("cs"))
    }

    /// Text nodes and soft breaks change; a hard line break and what stands
    /// for code do not, though a rule names them.
    @Test func aRunEditsTextAndSoftBreaksOnly() {
        var run = ProseRun()
        run.appendText("Práce v")
        run.appendSoftBreak()
        run.appendText("Xcode a ")
        run.appendOpaque()
        run.appendText(" i")
        run.appendLineBreak()
        run.appendText("konec")
        #expect(
            run.edits(ProseTypography(language: "cs"))
                == [.softBreak(index: 1), .text(index: 2, literal: "Xcode a\u{A0}")])
        #expect(run.edits(ProseTypography(language: "en")).isEmpty)
    }

    @Test func authorsNoBreakSpacesAreKept() {
        #expect(ProseTypography(language: "en").applied(to: "a\u{A0}b c") == "a\u{A0}b c")
        #expect(ProseTypography(language: "cs").applied(to: "a\u{A0}v b") == "a\u{A0}v\u{A0}b")
    }

    // MARK: - Helpers

    /// Every `<pre>…</pre>` and inline `<code>…</code>` of `html`, in order.
    private func codeParts(of html: String) -> [String] {
        var parts: [String] = []
        var rest = Substring(html)
        while let open = rest.range(of: "<code") {
            guard let close = rest[open.upperBound...].range(of: "</code>") else { break }
            parts.append(String(rest[open.lowerBound..<close.upperBound]))
            rest = rest[close.upperBound...]
        }
        return parts
    }
}
