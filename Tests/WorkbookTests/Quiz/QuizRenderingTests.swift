import Foundation
import Testing

@testable import Workbook

/// The HTML a quiz becomes on the site.
@Suite struct QuizRenderingTests {
    static let markdown = """
        # A

        ## Check yourself

        ```quiz 01-who-formats
        Who formats the `Date`?

        - [ ] The interactor.
          It passes the raw value on.
        - [x] The **presenter**.
          It owns the formatter.
        - [ ] The view <script>alert(1)</script>.
          See [this](javascript:alert(1)).
        ```
        """

    func render(_ markdown: String = Self.markdown, language: String = "en") -> RenderedDocument {
        let document = ChapterDocument(parsing: markdown)
        var renderer = ChapterRenderer(
            strings: SiteStrings.for(language),
            headingIDs: HeadingIDs.ids(for: document.headingTexts, sourceTexts: document.headingTexts), filePages: [])
        renderer.language = language
        return renderer.render(document)
    }

    /// The text between `start` and the first `end` after it.
    func slice(_ html: String, from start: String, to end: String) -> String? {
        guard let from = html.range(of: start), let to = html.range(of: end, range: from.upperBound..<html.endIndex)
        else { return nil }
        return String(html[from.lowerBound..<to.upperBound])
    }

    @Test func aQuizIsAFieldsetOfRadioButtonsWithACheckButtonAResultAndItsExplanations() throws {
        let html = render().html.markup
        #expect(!html.contains("language-quiz"), "a quiz is not shown as code")
        let form = try #require(
            slice(html, from: "<form class=\"wb-quiz\" id=\"wb-quiz-01-who-formats\"", to: "</form>"))
        let fieldset = try #require(slice(form, from: "<fieldset>", to: "</fieldset>"))
        #expect(fieldset.contains("<legend class=\"wb-quiz-question\">Who formats the <code>Date</code>?</legend>"))
        #expect(fieldset.components(separatedBy: "<input type=\"radio\" name=\"answer\"").count == 4)
        for number in 1...3 {
            let id = "wb-quiz-01-who-formats-\(number)"
            #expect(fieldset.contains("id=\"\(id)\" value=\"\(number)\">"))
            #expect(fieldset.contains("<label for=\"\(id)\""))
        }
        // Only the right option is marked, for the script and for print.
        #expect(fieldset.components(separatedBy: "wb-quiz-key").count == 2)
        #expect(
            fieldset.contains(
                "<div class=\"wb-quiz-option wb-quiz-key\"><input type=\"radio\" name=\"answer\" id=\"wb-quiz-01-who-formats-2\""
            ))
        #expect(fieldset.contains("data-key=\"right answer\">The <strong>presenter</strong>.</label>"))
        // The button waits for the script; the result region is polite and empty.
        #expect(form.contains("<button type=\"submit\" class=\"wb-quiz-check\" hidden disabled>Check</button>"))
        #expect(form.contains("<div class=\"wb-quiz-result\" aria-live=\"polite\"></div>"))
        // Every explanation once, in the fold, in the options' order, the right one marked.
        let answers = try #require(slice(form, from: "<details class=\"wb-quiz-answers\">", to: "</details>"))
        #expect(answers.contains("<summary>Answers and explanations</summary>"))
        #expect(answers.components(separatedBy: "<li").count == 4)
        #expect(answers.contains("<li class=\"wb-quiz-right\">"))
        let order = ["It passes the raw value on.", "It owns the formatter.", "See "].map {
            answers.range(of: $0)?.lowerBound
        }
        #expect(order.allSatisfy { $0 != nil } && order.map { $0! } == order.map { $0! }.sorted())
        #expect(
            html.components(separatedBy: "It owns the formatter.").count == 2, "each explanation is in the page once")
        #expect(form.contains("data-right=\"Right.\"") && form.contains("data-wrong=\"Not quite.\""))
        // No inline script or handler, and the chapter's raw HTML and scripted links stay inert.
        #expect(!form.contains("<script") && !form.contains("onclick") && !form.contains("javascript:"))
    }

    @Test func theQuizSpeaksThePagesLanguage() {
        let html = render(language: "cs").html.markup
        #expect(html.contains(">Zkontrolovat</button>"))
        #expect(html.contains("<summary>Odpovědi a vysvětlení</summary>"))
        #expect(html.contains("data-right=\"Správně.\""))
        #expect(html.contains("data-key=\"správná odpověď\""))
        #expect(render(language: "ru").html.markup.contains(">Проверить</button>"))
        #expect(render(language: "de").html.markup.contains(">Prüfen</button>"))
    }

    @Test func aMalformedQuizIsShownAsTheTextItIs() {
        let broken = "# A\n\n```quiz 01-q\nQ?\n\n- [ ] A.\n  Why.\n- [ ] B.\n  Why.\n```\n"
        let html = render(broken).html.markup
        #expect(!html.contains("<form"))
        #expect(html.contains("<code class=\"language-quiz\">Q?"))
    }

    @Test func searchFindsAQuizByItsWordsNotByItsMarkers() {
        let document = render()
        let code = document.sectionCode.joined(separator: " ")
        #expect(code.contains("Who formats the `Date`?"))
        #expect(code.contains("It owns the formatter."))
        #expect(!code.contains("- [x]") && !code.contains("- [ ]"))
        #expect(code.components(separatedBy: "It owns the formatter.").count == 2)
    }
}
