/// The words a self-check quiz says on the site, in every language the
/// book may use; kept apart from `SiteStrings` so the quiz is one feature
/// in its own files. A language missing here falls back to English.
struct QuizStrings: Sendable, Equatable {
    /// The button that checks the chosen answer.
    var check = "Check"
    /// What the result says first when the chosen answer is right, and when it is wrong.
    var right = "Right."
    var wrong = "Not quite."
    /// Before the right answer, when the chosen one was wrong.
    var rightAnswerIs = "The right answer:"
    /// When "Check" is pressed with nothing chosen.
    var chooseFirst = "Choose an answer first."
    /// The fold that holds every option's explanation.
    var answers = "Answers and explanations"
    /// How the fold and the printed page mark the right option, and the fold the wrong ones.
    var rightAnswer = "right answer"
    var wrongAnswer = "wrong"

    /// The strings for `language` (a code such as `en`, `pt-BR`).
    static func `for`(_ language: String) -> QuizStrings {
        table[language] ?? table[String(language.prefix(2))] ?? QuizStrings()
    }

    static let table: [String: QuizStrings] = [
        "en": QuizStrings(),
        "ru": QuizStrings(
            check: "Проверить", right: "Верно.", wrong: "Не совсем.", rightAnswerIs: "Правильный ответ:",
            chooseFirst: "Сначала выберите ответ.", answers: "Ответы и пояснения",
            rightAnswer: "правильный ответ", wrongAnswer: "неверно"),
        "de": QuizStrings(
            check: "Prüfen", right: "Richtig.", wrong: "Nicht ganz.", rightAnswerIs: "Die richtige Antwort:",
            chooseFirst: "Wählen Sie zuerst eine Antwort.", answers: "Antworten und Erklärungen",
            rightAnswer: "richtige Antwort", wrongAnswer: "falsch"),
        "cs": QuizStrings(
            check: "Zkontrolovat", right: "Správně.", wrong: "Ne tak docela.", rightAnswerIs: "Správná odpověď:",
            chooseFirst: "Nejdřív vyberte odpověď.", answers: "Odpovědi a vysvětlení",
            rightAnswer: "správná odpověď", wrongAnswer: "špatně"),
    ]
}
