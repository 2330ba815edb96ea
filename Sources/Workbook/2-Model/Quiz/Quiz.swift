/// A self-check question: the text of a ```` ```quiz ID ```` block.
///
///     ```quiz 02-who-formats-the-join-date
///     Which file changes?
///
///     - [ ] `UserInteractor.swift`.
///       Why this is wrong, indented by two spaces.
///     - [x] `UserPresenter.swift`.
///       Why this is right.
///     ```
///
/// The question is one paragraph of Markdown; each option is one line that
/// starts with `- [ ] ` (wrong) or `- [x] ` (right), and the lines indented
/// by two spaces under it explain it. Parsing never fails: what is wrong
/// comes back as problems, at the chapter's lines.
struct Quiz: Sendable, Equatable {
    /// The question, in Markdown, its lines joined.
    var question: String
    var options: [Option]

    /// One answer the reader may choose.
    struct Option: Sendable, Equatable {
        var isRight: Bool
        /// The option's line after its marker, in inline Markdown.
        var text: String
        /// The lines under the option, two spaces of indentation removed, in Markdown.
        var explanation: String
        /// 1-based line of the option in the chapter, and column of its marker.
        var line: Int
        var column: Int
    }

    /// Something wrong with a quiz, at its place in the chapter.
    struct Problem: Sendable, Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    /// The fewest and most options a quiz may have.
    static let optionRange = 2...5

    /// The 0-based position of the right option, when exactly one is right.
    var rightIndex: Int? {
        let right = options.indices.filter { options[$0].isRight }
        return right.count == 1 ? right[0] : nil
    }

    /// The words a search should find the quiz by: the question, each
    /// option and each explanation, once, without the option markers.
    var searchText: String {
        ([question] + options.flatMap { [$0.text, $0.explanation] }).filter { !$0.isEmpty }
            .joined(separator: "\n")
    }

    /// Reads a quiz block's text. `firstLine` and `column` are the chapter
    /// line and column of the block's first line of text.
    static func parse(_ literal: String, firstLine: Int, column: Int) -> (quiz: Quiz, problems: [Problem]) {
        var questionLines: [(text: Substring, line: Int)] = []
        var options: [Option] = []
        var explanation: [Substring] = []
        var problems: [Problem] = []

        func closeOption() {
            guard !options.isEmpty else { return }
            options[options.count - 1].explanation = Self.joined(explanation)
            explanation = []
        }

        let lines = literal.split(separator: "\n", omittingEmptySubsequences: false)
        for (offset, line) in lines.enumerated() {
            let number = firstLine + offset
            let isBlank = line.allSatisfy { $0 == " " || $0 == "\t" }
            if let marker = Self.optionMarker(line) {
                closeOption()
                let text = line.dropFirst(6).trimmingSpaces
                if text.isEmpty {
                    problems.append(
                        Problem(
                            line: number, column: column, message: "this option has no text after '\(marker.written)'"))
                }
                options.append(
                    Option(isRight: marker.isRight, text: String(text), explanation: "", line: number, column: column))
            } else if line.hasPrefix("- [") || line.hasPrefix("* [") || line.hasPrefix("-[") {
                problems.append(
                    Problem(
                        line: number, column: column,
                        message: "an option starts with '- [ ] ' (a wrong answer) or '- [x] ' (the right one)"))
            } else if options.isEmpty {
                questionLines.append((line, number))
            } else if isBlank {
                explanation.append("")
            } else if line.hasPrefix("  ") {
                explanation.append(line.dropFirst(2))
            } else {
                problems.append(
                    Problem(
                        line: number, column: column,
                        message: "expected an option ('- [ ] …' or '- [x] …') or its explanation indented by two spaces"
                    ))
            }
        }
        closeOption()

        // The question: the lines before the first option, blank ones around it dropped.
        while let first = questionLines.first, first.text.trimmingSpaces.isEmpty { questionLines.removeFirst() }
        while let last = questionLines.last, last.text.trimmingSpaces.isEmpty { questionLines.removeLast() }
        if questionLines.isEmpty {
            problems.append(
                Problem(
                    line: firstLine, column: column, message: "a quiz starts with its question, before the first option"
                ))
        } else if let blank = questionLines.first(where: { $0.text.trimmingSpaces.isEmpty }) {
            problems.append(
                Problem(
                    line: blank.line, column: column,
                    message: "the question is one paragraph: no blank line inside it, and the options after it"))
        }
        let quiz = Quiz(question: Self.joined(questionLines.map(\.text)), options: options)

        for option in options where option.explanation.isEmpty {
            problems.append(
                Problem(
                    line: option.line, column: column,
                    message:
                        "this option has no explanation: say why it is right or wrong on the lines under it, indented by two spaces"
                ))
        }
        if !options.isEmpty && !optionRange.contains(options.count) {
            problems.append(
                Problem(
                    line: options[0].line, column: column,
                    message:
                        "a quiz has \(optionRange.lowerBound) to \(optionRange.upperBound) options, this one has \(options.count)"
                ))
        } else if options.isEmpty && !questionLines.isEmpty {
            problems.append(
                Problem(
                    line: firstLine, column: column,
                    message:
                        "a quiz has \(optionRange.lowerBound) to \(optionRange.upperBound) options ('- [ ] …' and one '- [x] …'), this one has none"
                ))
        }
        let right = options.filter(\.isRight)
        if !options.isEmpty && right.isEmpty {
            problems.append(
                Problem(
                    line: options[0].line, column: column,
                    message: "a quiz has exactly one right answer: mark it '- [x]'; this one has none"))
        } else if right.count > 1 {
            problems.append(
                Problem(
                    line: right[1].line, column: column,
                    message: "a quiz has exactly one right answer, this one has \(right.count) options marked '- [x]'"))
        }
        return (quiz, problems.sorted { ($0.line, $0.column) < ($1.line, $1.column) })
    }

    /// `- [ ] ` or `- [x] ` (`X` too) at the start of `line`, with its text after it.
    private static func optionMarker(_ line: Substring) -> (isRight: Bool, written: String)? {
        let bytes = Array(line.utf8.prefix(6))
        guard bytes.count >= 5, bytes[0] == UInt8(ascii: "-"), bytes[1] == UInt8(ascii: " "),
            bytes[2] == UInt8(ascii: "["), bytes[4] == UInt8(ascii: "]"),
            bytes.count == 5 || bytes[5] == UInt8(ascii: " ")
        else { return nil }
        switch bytes[3] {
        case UInt8(ascii: " "): return (false, "- [ ]")
        case UInt8(ascii: "x"), UInt8(ascii: "X"): return (true, "- [\(Character(Unicode.Scalar(bytes[3])))]")
        default: return nil
        }
    }

    /// Lines joined with newlines, blank ones at either end dropped.
    private static func joined(_ lines: [Substring]) -> String {
        var lines = lines[...]
        while let first = lines.first, first.trimmingSpaces.isEmpty { lines = lines.dropFirst() }
        while let last = lines.last, last.trimmingSpaces.isEmpty { lines = lines.dropLast() }
        return lines.joined(separator: "\n")
    }
}

/// A ```` ```quiz ID ```` block: its id and its question, options and
/// explanations, with what is wrong in them.
struct QuizBlock: Sendable {
    var code: CodeBlock
    /// The second word of the info string, as written ("" when missing).
    var shownID: String
    /// The id, when the info string is exactly `quiz ID` with a kebab-case id.
    var id: String?
    /// 1-based column of the id on the fence line (of the info string when there is none).
    var idColumn: Int
    var quiz: Quiz
    /// What is wrong inside the block (the info string aside).
    var problems: [Quiz.Problem]

    init(code: CodeBlock, words: [InfoWord]) {
        self.code = code
        shownID = words.count > 1 ? words[1].text : ""
        id = words.count == 2 && SnippetCode.isValidID(shownID) ? shownID : nil
        idColumn = words.count > 1 ? code.infoColumn + words[1].offset : code.infoColumn
        (quiz, problems) = Quiz.parse(code.literal, firstLine: code.codeLine, column: code.column)
    }
}
