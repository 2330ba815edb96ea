/// Draws a ```` ```quiz ```` block as a question the reader answers in the
/// page, with no server:
///
/// - a `<form>` per quiz (so its radio buttons are one group of their own,
///   whatever the other quizzes on the page are called) holding a
///   `<fieldset>` whose `<legend>` is the question, one radio button and
///   `<label>` per option: Tab reaches the group, the arrows choose;
/// - a "Check" button, `hidden` and `disabled` in the HTML: the page script
///   shows it, and a page without the script has nothing that does nothing;
/// - a result region (`aria-live="polite"`), empty until the script says
///   right or wrong there and shows the chosen option's explanation (and
///   the right one's, when the choice was wrong);
/// - a fold, "Answers and explanations", with every option marked right or
///   wrong and explained. Without the script it is the answer; with it, it
///   stays hidden until the reader has checked once, and the result region
///   is filled from it, so each explanation is in the page once.
///
/// The right option's row carries `wb-quiz-key`: the printed page marks it.
/// Everything from the chapter is rendered by cmark's safe renderer.
struct QuizRenderer {
    var strings: QuizStrings
    /// How many quizzes came before on this page (names a quiz whose id is
    /// malformed; `check` reports that id).
    private var count = 0

    init(language: String) {
        strings = QuizStrings.for(language)
    }

    /// The HTML of `block`, or nil when the block is malformed (it is then
    /// shown as the text it is, and `check` says what is wrong).
    mutating func html(_ block: QuizBlock) -> HTML? {
        count += 1
        guard block.problems.isEmpty, let right = block.quiz.rightIndex else { return nil }
        let quiz = block.quiz
        let anchor = "wb-quiz-" + (block.id ?? String(count))
        var html: HTML =
            "<form class=\"wb-quiz\" id=\"\(attribute: anchor)\""
            + " data-right=\"\(attribute: strings.right)\" data-wrong=\"\(attribute: strings.wrong)\""
            + " data-answer=\"\(attribute: strings.rightAnswerIs)\" data-choose=\"\(attribute: strings.chooseFirst)\">\n"
        html +=
            "<fieldset>\n<legend class=\"wb-quiz-question\">\(HTML.inlineMarkdown(quiz.question))</legend>\n"
        for (index, option) in quiz.options.enumerated() {
            let input = "\(anchor)-\(index + 1)"
            let key: HTML = index == right ? " wb-quiz-key" : ""
            let mark: HTML = index == right ? " data-key=\"\(attribute: strings.rightAnswer)\"" : ""
            html +=
                "<div class=\"wb-quiz-option\(key)\"><input type=\"radio\" name=\"answer\" id=\"\(attribute: input)\" value=\"\(index + 1)\">"
                + "<label for=\"\(attribute: input)\"\(mark)>\(HTML.inlineMarkdown(option.text))</label></div>\n"
        }
        html += "</fieldset>\n"
        html +=
            "<button type=\"submit\" class=\"wb-quiz-check\" hidden disabled>\(strings.check)</button>\n"
        html += "<div class=\"wb-quiz-result\" aria-live=\"polite\"></div>\n"
        html +=
            "<details class=\"wb-quiz-answers\"><summary>\(strings.answers)</summary>\n<ol class=\"wb-quiz-why\">\n"
        for (index, option) in quiz.options.enumerated() {
            let isRight = index == right
            let verdict = isRight ? strings.rightAnswer : strings.wrongAnswer
            html +=
                "<li\(isRight ? HTML(" class=\"wb-quiz-right\"") : HTML())><p class=\"wb-quiz-option-text\">"
                + "<strong>\(HTML.inlineMarkdown(option.text))</strong> "
                + "<span class=\"wb-quiz-verdict\">(\(verdict))</span></p>\n"
                + "<div class=\"wb-quiz-explanation\">"
                + .markdown(option.explanation, idPrefix: "\(anchor)-\(index + 1)-h")
                + "</div></li>\n"
        }
        return html + "</ol>\n</details>\n</form>\n"
    }
}
