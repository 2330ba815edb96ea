/// The test support the tool adds to every test folder the book tangles
/// into: `feedback(en:ru:…)`, which picks the explanation of a failed
/// expectation in the learner's language. The exercise tests carry every
/// language at the call (so the code is the same in every translation); the
/// package says which one to show in its `.workbook-learner` file. The book
/// itself has no such file and shows the source language.
enum LearnerFeedback {
    static let fileName = "LearnerFeedback.swift"

    /// `files` plus one support file in each `Tests/X` folder they write
    /// into (unless a chapter already produces a file of that name there).
    static func withSupport(_ files: [TangledFile], manifest: BookManifest) -> [TangledFile] {
        var folders: [String] = []
        for file in files {
            let parts = file.path.split(separator: "/")
            guard parts.count >= 3, parts[0] == "Tests" else { continue }
            let folder = "\(parts[0])/\(parts[1])"
            if !folders.contains(folder) { folders.append(folder) }
        }
        let existing = Set(files.map(\.path))
        var result = files
        for folder in folders where !existing.contains("\(folder)/\(fileName)") {
            result.append(
                TangledFile(
                    path: "\(folder)/\(fileName)", sources: [BookManifest.path],
                    body: source(languages: manifest.languages, fallback: manifest.sourceLanguage)))
        }
        return result.sorted { $0.path < $1.path }
    }

    /// A language code as an argument label: letters, digits and `_`.
    static func label(_ language: String) -> String {
        let scalars = language.unicodeScalars.map { scalar -> Character in
            let isWordCharacter =
                (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9")
            return isWordCharacter ? Character(scalar) : "_"
        }
        let text = String(scalars)
        return text.first?.isNumber == true ? "_" + text : text
    }

    /// The languages a support file written by `source(languages:fallback:)`
    /// knows, in order (its `[…].contains(code)` list); nil for any other text.
    static func languages(inSource text: String) -> [String]? {
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("if ["), let end = trimmed.range(of: "].contains(code)") else { continue }
            let list = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 4)..<end.lowerBound]
            let items = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard !items.isEmpty, items.allSatisfy({ $0.count > 2 && $0.hasPrefix("\"") && $0.hasSuffix("\"") })
            else { return nil }
            return items.map { String($0.dropFirst().dropLast()) }
        }
        return nil
    }

    /// The Swift code of the support file.
    static func source(languages: [String], fallback: String) -> String {
        let parameters = languages.map { "\(label($0)): String" }.joined(separator: ", ")
        let table = languages.map { "\"\($0)\": \(label($0))" }.joined(separator: ", ")
        let list = languages.map { "\"\($0)\"" }.joined(separator: ", ")
        let shown = languages.joined(separator: ", ")
        return """
            import Foundation
            import Testing

            /// The explanation of a failed expectation in the learner's language:
            /// the one named by `.workbook-learner` at the root of the package
            /// (`workbook extract --lang` writes it), else \(fallback). Swift Testing's
            /// own words stay as they are; this is the sentence that follows them.
            func feedback(\(parameters)) -> Comment {
                let texts = [\(table)]
                let learner = WorkbookLearner.language
                return Comment(rawValue: (texts[learner.code] ?? \(label(fallback))) + learner.note)
            }

            /// The language of the package, read once from `.workbook-learner`.
            enum WorkbookLearner {
                static let language: (code: String, note: String) = read()

                static func read() -> (code: String, note: String) {
                    let root = URL(fileURLWithPath: #filePath)
                        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                    let file = root.appendingPathComponent(".workbook-learner")
                    guard let text = try? String(contentsOf: file, encoding: .utf8) else { return ("\(fallback)", "") }
                    for line in text.split(whereSeparator: \\.isNewline) {
                        let parts = line.split(separator: ":", maxSplits: 1)
                        guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "language" else { continue }
                        let code = parts[1].trimmingCharacters(in: .whitespaces)
                        if [\(list)].contains(code) { return (code, "") }
                        return ("\(fallback)", " (.workbook-learner names the language '\\(code)'; this book has \(shown))")
                    }
                    return ("\(fallback)", " (.workbook-learner names no language; this book has \(shown))")
                }
            }

            """
    }
}
