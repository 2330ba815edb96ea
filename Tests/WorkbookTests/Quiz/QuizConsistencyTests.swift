import Foundation
import Testing

@testable import Workbook

/// A translation's quizzes held to the source language's, and `check`
/// saying so at the translation's lines.
@Suite struct QuizConsistencyTests {
    static let english = """
        # A

        ```quiz 01-first
        Who formats?

        - [ ] The interactor.
          No.
        - [x] The presenter.
          Yes.
        - [ ] The view.
          No.
        ```

        ```quiz 01-second
        What happens?

        - [x] Nothing.
          Right.
        - [ ] A crash.
          No.
        ```
        """

    func differences(_ german: String) -> [String] {
        func translation(_ language: String, _ text: String) -> Translation {
            Translation(
                language: language, path: "Chapters/01-a/\(language).md", document: ChapterDocument(parsing: text),
                key: language)
        }
        return QuizConsistency.differences(
            source: translation("en", Self.english), translation: translation("de", german)
        ).map(\.description)
    }

    @Test func theSameQuizzesWordedOtherwiseAreFine() {
        let german = Self.english
            .replacingOccurrences(of: "Who formats?", with: "Wer formatiert?")
            .replacingOccurrences(of: "Nothing.", with: "Nichts.")
            .replacingOccurrences(of: "  No.", with: "  Nein, denn\n  so nicht.")
        #expect(differences(german).isEmpty)
    }

    @Test func theRightAnswerMovedIsReportedAtTheTranslationsRightOption() {
        let german = Self.english.replacingOccurrences(
            of: "- [ ] The interactor.\n  No.\n- [x] The presenter.",
            with: "- [x] The interactor.\n  No.\n- [ ] The presenter.")
        #expect(
            differences(german) == [
                "Chapters/01-a/de.md:6:1: error: the right answer of quiz '01-first' is option 1 here, option 2 at en.md:3"
            ])
    }

    @Test func anOptionMoreOrLessIsReportedAtTheQuiz() {
        let german = Self.english.replacingOccurrences(of: "- [ ] A crash.\n  No.\n", with: "")
        #expect(
            differences(german) == [
                "Chapters/01-a/de.md:14:9: error: quiz '01-second' has 1 options, en.md:14 has 2"
            ])
    }

    @Test func anotherIdOrAnotherOrderIsReported() {
        let german = Self.english.replacingOccurrences(of: "quiz 01-second", with: "quiz 01-zweite")
        #expect(
            differences(german) == [
                "Chapters/01-a/de.md:14:9: error: quiz '01-zweite' is not the quiz at en.md:14, '01-second': a translation has the same quizzes, with the same ids, in the same order"
            ])
    }

    @Test func aMissingOrExtraQuizIsCounted() {
        let firstOnly = Self.english.components(separatedBy: "\n\n```quiz 01-second")[0]
        #expect(
            differences(firstOnly) == [
                "Chapters/01-a/de.md:12:1: error: de.md has 1 quizzes, en.md has 2: '01-second' is missing"
            ])
        let extra = Self.english + "\n\n```quiz 01-third\nQ?\n\n- [x] A.\n  Why.\n- [ ] B.\n  Why.\n```\n"
        #expect(
            differences(extra) == ["Chapters/01-a/de.md:23:1: error: de.md has 3 quizzes, en.md has 2"])
    }

    /// The whole way: `check` on a book prints the diagnostic, fails, and writes nothing.
    @Test func checkReportsAMovedRightAnswerAndFails() throws {
        let book = try TestBook(fixture: "valid")
        let quiz = "\n## Check yourself\n\n```quiz 02-q\nWhich?\n\n- [x] A.\n  Because.\n- [ ] B.\n  Not so.\n```\n"
        let english = try #require(book.read("Chapters/02-more/en.md"))
        let german = try #require(book.read("Chapters/02-more/de.md"))
        try book.write(english + quiz, to: "Chapters/02-more/en.md")
        let translated =
            german
            + quiz.replacingOccurrences(of: "- [x] A.", with: "- [ ] A.")
            .replacingOccurrences(of: "- [ ] B.", with: "- [x] B.")
            .replacingOccurrences(of: "Check yourself", with: "Selbstkontrolle")
        try book.write(translated, to: "Chapters/02-more/de.md")
        let rightLine =
            try #require(translated.split(separator: "\n", omittingEmptySubsequences: false).firstIndex(of: "- [x] B."))
            + 1
        let before = book.snapshot()
        let run = book.run("check")
        #expect(run.status == ExitStatus.failure)
        let expected =
            "Chapters/02-more/de.md:\(rightLine):1: error: the right answer of quiz '02-q' is option 2 here, option 1 at en.md:"
        #expect(run.error.contains(expected), "stderr was:\n\(run.error)")
        #expect(book.snapshot() == before)
    }
}
