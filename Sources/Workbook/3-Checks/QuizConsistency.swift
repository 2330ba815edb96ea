/// Holds every translation's quizzes to the source language's: the same
/// ids in the same order, the same number of options, the right answer at
/// the same place. A translation may word a question and its answers as
/// it likes, and no more: a reader who switches language mid-chapter meets
/// the same quiz with the same answer.
enum QuizConsistency: ChapterCheck {
    static let entry = "quizzes"

    static func diagnostics(of scope: ChapterScope) -> [Diagnostic] {
        guard let source = scope.chapter.translations[scope.sourceLanguage] else { return [] }
        return scope.languages.filter { $0 != scope.sourceLanguage }.flatMap { language in
            scope.chapter.translations[language].map { differences(source: source, translation: $0) } ?? []
        }
    }

    /// Where the quizzes of `translation` depart from those of `source`.
    static func differences(source: Translation, translation: Translation) -> [Diagnostic] {
        let sourceName = source.path.split(separator: "/").last.map(String.init) ?? source.path
        let expected = source.document.quizzes
        let found = translation.document.quizzes
        var result: [Diagnostic] = []
        for (original, quiz) in zip(expected, found) {
            let place = "\(sourceName):\(original.code.line)"
            guard quiz.shownID == original.shownID else {
                result.append(
                    .error(
                        translation.path, quiz.code.line, quiz.idColumn,
                        "quiz '\(quiz.shownID)' is not the quiz at \(place), '\(original.shownID)': a translation has the same quizzes, with the same ids, in the same order"
                    ))
                continue
            }
            guard quiz.quiz.options.count == original.quiz.options.count else {
                result.append(
                    .error(
                        translation.path, quiz.code.line, quiz.idColumn,
                        "quiz '\(quiz.shownID)' has \(quiz.quiz.options.count) options, \(place) has \(original.quiz.options.count)"
                    ))
                continue
            }
            // A quiz with no single right answer is already reported where it is.
            if let right = quiz.quiz.rightIndex, let originalRight = original.quiz.rightIndex, right != originalRight {
                let option = quiz.quiz.options[right]
                result.append(
                    .error(
                        translation.path, option.line, option.column,
                        "the right answer of quiz '\(quiz.shownID)' is option \(right + 1) here, option \(originalRight + 1) at \(place)"
                    ))
            }
        }
        if expected.count != found.count {
            let line = found.count > expected.count ? found[expected.count].code.line : translation.document.lineCount
            let missing = expected.count > found.count ? ": '\(expected[found.count].shownID)' is missing" : ""
            result.append(
                .error(
                    translation.path, line, 1,
                    "\(translation.path.split(separator: "/").last.map(String.init) ?? translation.path) has \(found.count) quizzes, \(sourceName) has \(expected.count)\(missing)"
                ))
        }
        return result
    }
}
