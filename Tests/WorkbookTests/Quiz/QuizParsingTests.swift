import Foundation
import Testing

@testable import Workbook

/// `Quiz.parse` and what `check` says about one translation's quizzes.
@Suite struct QuizParsingTests {
    static let good = """
        # Chapter

        ## Check yourself

        ```quiz 01-who-formats
        Which part formats the
        join date?

        - [ ] The interactor.
          It passes the raw `Date` on.
        - [x] The presenter.
          It owns the formatter,
          and the words around it.

        - [ ] The view.
          It shows what it is given.
        ```
        """

    /// The diagnostics of one translation, as `check` prints them.
    func problems(_ markdown: String, path: String = "Chapters/01-a/en.md") -> [String] {
        let translation = Translation(
            language: "en", path: path, document: ChapterDocument(parsing: markdown), key: "k")
        let manifest = try! BookManifest.parse(
            #"{"title":{"en":"T"},"languages":["en"],"sourceLanguage":"en","targets":["Sources/Demo"]}"#)
        return SnippetExtractor(manifest: manifest).extract(translation, chapterNumber: 1).1.map(\.description)
    }

    /// A quiz block whose body is `body`, at line 3 of its chapter (its text from line 4).
    func quiz(_ body: String, info: String = "quiz 01-q") -> String {
        "# A\n\n```\(info)\n\(body)\n```\n"
    }

    @Test func aQuizIsItsQuestionOptionsAndExplanationsAtTheirLines() throws {
        let document = ChapterDocument(parsing: Self.good)
        let block = try #require(document.quizzes.first)
        #expect(block.id == "01-who-formats")
        #expect(block.idColumn == 9)
        #expect(block.problems.isEmpty)
        let quiz = block.quiz
        #expect(quiz.question == "Which part formats the\njoin date?")
        #expect(quiz.options.map(\.text) == ["The interactor.", "The presenter.", "The view."])
        #expect(quiz.options.map(\.isRight) == [false, true, false])
        #expect(quiz.options.map(\.line) == [9, 11, 15])
        #expect(quiz.options[1].explanation == "It owns the formatter,\nand the words around it.")
        #expect(quiz.rightIndex == 1)
        #expect(!quiz.searchText.contains("[x]") && quiz.searchText.contains("It shows what it is given."))
        #expect(problems(Self.good).isEmpty)
    }

    @Test func aQuizIsNotTangledNorShownAsCode() throws {
        let document = ChapterDocument(parsing: Self.good)
        #expect(document.snippets.isEmpty)
        #expect(document.tangledPaths.isEmpty)
        guard case .quiz = try #require(document.blocks.last) else {
            Issue.record("a quiz block is classified as a quiz")
            return
        }
    }

    @Test func noRightAnswerOrTwoAreReportedAtTheirLines() {
        #expect(
            problems(quiz("Q?\n\n- [ ] A.\n  Why.\n- [ ] B.\n  Why.")) == [
                "Chapters/01-a/en.md:6:1: error: a quiz has exactly one right answer: mark it '- [x]'; this one has none"
            ])
        #expect(
            problems(quiz("Q?\n\n- [x] A.\n  Why.\n- [ ] B.\n  Why.\n- [X] C.\n  Why.")) == [
                "Chapters/01-a/en.md:10:1: error: a quiz has exactly one right answer, this one has 2 options marked '- [x]'"
            ])
    }

    @Test func aQuizHasTwoToFiveOptions() {
        #expect(
            problems(quiz("Q?\n\n- [x] A.\n  Why.")) == [
                "Chapters/01-a/en.md:6:1: error: a quiz has 2 to 5 options, this one has 1"
            ])
        let six = (1...6).map { "- [\($0 == 1 ? "x" : " ")] \($0).\n  Why." }.joined(separator: "\n")
        #expect(
            problems(quiz("Q?\n\n" + six)) == [
                "Chapters/01-a/en.md:6:1: error: a quiz has 2 to 5 options, this one has 6"
            ])
        let five = (1...5).map { "- [\($0 == 1 ? "x" : " ")] \($0).\n  Why." }.joined(separator: "\n")
        #expect(problems(quiz("Q?\n\n" + five)).isEmpty)
        #expect(
            problems(quiz("Only a question?")) == [
                "Chapters/01-a/en.md:4:1: error: a quiz has 2 to 5 options ('- [ ] …' and one '- [x] …'), this one has none"
            ])
    }

    @Test func everyOptionNeedsAnExplanation() {
        #expect(
            problems(quiz("Q?\n\n- [x] A.\n- [ ] B.\n  Why.\n- [ ] C.\n\n")) == [
                "Chapters/01-a/en.md:6:1: error: this option has no explanation: say why it is right or wrong on the lines under it, indented by two spaces",
                "Chapters/01-a/en.md:9:1: error: this option has no explanation: say why it is right or wrong on the lines under it, indented by two spaces",
            ])
    }

    @Test func theQuestionComesFirstAndIsOneParagraph() {
        #expect(
            problems(quiz("- [x] A.\n  Why.\n- [ ] B.\n  Why.")) == [
                "Chapters/01-a/en.md:4:1: error: a quiz starts with its question, before the first option"
            ])
        #expect(
            problems(quiz("First part.\n\nSecond part?\n\n- [x] A.\n  Why.\n- [ ] B.\n  Why.")) == [
                "Chapters/01-a/en.md:5:1: error: the question is one paragraph: no blank line inside it, and the options after it"
            ])
    }

    @Test func aLineThatIsNeitherOptionNorExplanationIsReported() {
        #expect(
            problems(quiz("Q?\n\n- [x] A.\n  Why.\nNot indented.\n- [ ] B.\n  Why.")) == [
                "Chapters/01-a/en.md:8:1: error: expected an option ('- [ ] …' or '- [x] …') or its explanation indented by two spaces"
            ])
        #expect(
            problems(quiz("Q?\n\n- [x] A.\n  Why.\n- [y] B.\n  Why.\n- [ ] C.\n  Why.")) == [
                "Chapters/01-a/en.md:8:1: error: an option starts with '- [ ] ' (a wrong answer) or '- [x] ' (the right one)"
            ])
        #expect(
            problems(quiz("Q?\n\n- [x]\n  Why.\n- [ ] B.\n  Why.")) == [
                "Chapters/01-a/en.md:6:1: error: this option has no text after '- [x]'"
            ])
    }

    @Test func theIdIsOneKebabCaseWordAndTheChaptersOnly() {
        let body = "Q?\n\n- [x] A.\n  Why.\n- [ ] B.\n  Why."
        #expect(
            problems(quiz(body, info: "quiz")) == [
                "Chapters/01-a/en.md:3:4: error: a quiz block's info string is 'quiz ID' with one kebab-case id"
            ])
        #expect(
            problems(quiz(body, info: "quiz Bad_Id")) == [
                "Chapters/01-a/en.md:3:4: error: a quiz block's info string is 'quiz ID' with one kebab-case id"
            ])
        let twice = quiz(body) + "\n```quiz 01-q\n" + body + "\n```\n"
        #expect(
            problems(twice) == [
                "Chapters/01-a/en.md:12:9: error: quiz id '01-q' is already used at line 3: each quiz of a chapter needs its own id"
            ])
    }

    @Test func aQuizInsideAListKeepsItsLinesAndColumns() throws {
        let markdown = "# A\n\n- Item\n\n  ```quiz 01-q\n  Q?\n\n  - [x] A.\n  - [ ] B.\n    Why.\n  ```\n"
        #expect(
            problems(markdown) == [
                "Chapters/01-a/en.md:8:3: error: this option has no explanation: say why it is right or wrong on the lines under it, indented by two spaces"
            ])
    }
}
