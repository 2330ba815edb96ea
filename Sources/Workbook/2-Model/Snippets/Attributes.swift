/// The attributes of a `swift` block's info string, per SPEC §3:
/// exactly one of `file=PATH` or `ignore`.
struct SnippetAttributes: Equatable, Sendable {
    /// Where the block is tangled; nil for `ignore`.
    var file: String?
    /// 1-based column of `PATH` on the fence line (for path diagnostics).
    var fileColumn: Int

    var isIgnored: Bool { file == nil }

    /// A problem with the info string, at a column of the fence line.
    struct Problem: Error, Equatable, Sendable {
        var column: Int
        var message: String
    }

    /// Parses `info` (the whole info string, starting with `swift`), which
    /// starts at column `infoColumn` of its line. Words are separated by
    /// spaces or tabs.
    static func parse(info: String, infoColumn: Int) -> Result<SnippetAttributes, Problem> {
        let block = CodeBlock(
            info: info, literal: "", line: 1, column: 1, infoColumn: infoColumn,
            isFenced: true, isClosed: true)
        return parse(words: block.words, infoColumn: infoColumn)
    }

    /// Parses the words of an info string (the first is `swift`).
    static func parse(words: [InfoWord], infoColumn: Int) -> Result<SnippetAttributes, Problem> {
        var file: (String, Int)?
        var ignoreColumn: Int?
        for word in words.dropFirst() {
            let (word, offset) = (word.text, word.offset)
            let column = infoColumn + offset
            if word == "ignore" {
                if ignoreColumn != nil {
                    return .failure(Problem(column: column, message: "attribute 'ignore' is repeated"))
                }
                ignoreColumn = column
            } else if word.hasPrefix("file=") {
                if file != nil { return .failure(Problem(column: column, message: "attribute 'file=' is repeated")) }
                let path = String(word.dropFirst(5))
                if path.isEmpty {
                    return .failure(
                        Problem(
                            column: column,
                            message: "'file=' needs a path, e.g. file=Sources/UserScene/UserModels.swift"))
                }
                file = (path, column + 5)
            } else {
                let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
                return .failure(
                    Problem(
                        column: column,
                        message: "unknown attribute '\(name)' on a swift block (expected 'file=PATH' or 'ignore')"))
            }
        }
        switch (file, ignoreColumn) {
        case let ((path, column)?, nil):
            return .success(SnippetAttributes(file: path, fileColumn: column))
        case (nil, _?):
            return .success(SnippetAttributes(file: nil, fileColumn: 0))
        case (_?, let column?):
            return .failure(Problem(column: column, message: "a swift block has either 'file=' or 'ignore', not both"))
        case (nil, nil):
            return .failure(
                Problem(
                    column: infoColumn,
                    message: "a swift block needs 'file=PATH' (compiled) or 'ignore' (shown only)"))
        }
    }
}
