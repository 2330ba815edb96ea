import Foundation

/// The `.workbook-learner` file at the root of an extracted package: which
/// language the learner chose and what the folder holds. `workbook extract`
/// writes it; the tangled test support reads its `language` to explain
/// failures in that language; `workbook check` validates it when a book
/// holds one, and in a starter package (`StarterFolder`). One `key: value` a line:
///
/// ```text
/// language: ru
/// chapter: 3
/// package: starter
/// ```
struct LearnerFile: Equatable, Sendable {
    static let name = ".workbook-learner"

    enum Kind: String, Sendable {
        case starter, solution
    }

    var language: String
    var chapter: Int
    var kind: Kind

    init(language: String, chapter: Int, kind: Kind) {
        self.language = language
        self.chapter = chapter
        self.kind = kind
    }

    var text: String {
        "language: \(language)\nchapter: \(chapter)\npackage: \(kind.rawValue)\n"
    }

    /// Parses `text`; `languages` are the ones the book has (nil: any, when
    /// a starter cannot tell them). Problems come with their 1-based line and
    /// column.
    static func parse(_ text: String, languages: [String]?) -> Result<LearnerFile, Problem> {
        var values: [String: (value: String, line: Int, column: Int)] = [:]
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
            guard let colon = line.firstIndex(of: ":") else {
                return .failure(Problem(line: index + 1, column: 1, message: "expected 'key: value', got '\(line)'"))
            }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces)
            let valueStart = line.index(after: colon)
            let value = line[valueStart...].trimmingCharacters(in: .whitespaces)
            let column =
                line.distance(from: line.startIndex, to: valueStart) + 1
                + line[valueStart...].prefix(while: { $0 == " " || $0 == "\t" }).count
            guard ["language", "chapter", "package"].contains(key) else {
                return .failure(
                    Problem(
                        line: index + 1, column: 1,
                        message: "unknown key '\(key)'; the keys are language, chapter and package"))
            }
            guard values[key] == nil else {
                return .failure(Problem(line: index + 1, column: 1, message: "'\(key)' is given twice"))
            }
            values[key] = (value, index + 1, column)
        }
        guard let language = values["language"] else {
            return .failure(Problem(line: 1, column: 1, message: "the file names no 'language'"))
        }
        if let languages, !languages.contains(language.value) {
            return .failure(
                Problem(
                    line: language.line, column: language.column,
                    message:
                        "unknown language '\(language.value)'; the book has \(languages.joined(separator: ", "))"))
        }
        var chapter = 0
        if let given = values["chapter"] {
            guard let number = Int(given.value), number >= 0, given.value.allSatisfy(\.isASCII) else {
                return .failure(
                    Problem(line: given.line, column: given.column, message: "'\(given.value)' is not a chapter number")
                )
            }
            chapter = number
        }
        var kind = Kind.starter
        if let given = values["package"] {
            guard let parsed = Kind(rawValue: given.value) else {
                return .failure(
                    Problem(
                        line: given.line, column: given.column,
                        message: "package is 'starter' or 'solution', not '\(given.value)'"))
            }
            kind = parsed
        }
        return .success(LearnerFile(language: language.value, chapter: chapter, kind: kind))
    }

    struct Problem: Error, Equatable, Sendable {
        var line: Int
        var column: Int
        var message: String
    }
}
