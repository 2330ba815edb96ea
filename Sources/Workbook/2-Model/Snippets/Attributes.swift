/// The attributes of a `swift` block's info string, per SPEC §3:
/// exactly one of `file=PATH` or `ignore`, and optionally `fold` (the site
/// shows the block collapsed; tangling ignores it).
struct SnippetAttributes: Equatable, Sendable {
    /// Where the block is tangled; nil for `ignore`.
    var file: String?
    /// 1-based column of `PATH` on the fence line (for path diagnostics).
    var fileColumn: Int
    /// The site shows the block collapsed, under a summary naming its file and length.
    var isFolded = false

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
        var isFolded = false
        for word in words.dropFirst() {
            let (word, offset) = (word.text, word.offset)
            let column = infoColumn + offset
            if let problem = foldProblem(word) {
                return .failure(Problem(column: column, message: problem))
            }
            if word == "fold" {
                if isFolded { return .failure(Problem(column: column, message: "attribute 'fold' is repeated")) }
                isFolded = true
            } else if word == "ignore" {
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
                        message:
                            "unknown attribute '\(name)' on a swift block (expected 'file=PATH', 'ignore' or 'fold')"))
            }
        }
        switch (file, ignoreColumn) {
        case let ((path, column)?, nil):
            return .success(SnippetAttributes(file: path, fileColumn: column, isFolded: isFolded))
        case (nil, _?):
            return .success(SnippetAttributes(file: nil, fileColumn: 0, isFolded: isFolded))
        case (_?, let column?):
            return .failure(Problem(column: column, message: "a swift block has either 'file=' or 'ignore', not both"))
        case (nil, nil):
            return .failure(
                Problem(
                    column: infoColumn,
                    message: "a swift block needs 'file=PATH' (compiled) or 'ignore' (shown only)"))
        }
    }

    /// What is wrong with a word that means to be `fold` but carries a value
    /// (`fold=yes`, `fold="Tests"`): the attribute is a bare word, and the
    /// summary the site shows is made from the block's file and length.
    static func foldProblem(_ word: String) -> String? {
        guard word.hasPrefix("fold=") else { return nil }
        return "'fold' takes no value: write just 'fold' (the site names the file and its length in the summary)"
    }
}
