/// Finds hints that hand the learner the solution's code.
///
/// Hint and solution are both split into tokens by the Swift lexer, trivia
/// dropped. A run of tokens that the hint shares with the solution gives the
/// answer away when it holds at least `minimumNames` names or literals
/// (identifiers, type names, numbers, string contents) and does not also
/// appear in the starter the learner already has. So `}` or `return nil`
/// (keywords and punctuation) never count, `lowercased()` alone is a pointer
/// at the API, and `user.email.lowercased()` inside a longer line is a giveaway.
public enum HintGiveaway {
    /// Names and literals a shared run must hold to count as a giveaway.
    public static let minimumNames = 3

    /// A run of the solution found in a hint.
    public struct Finding: Equatable, Sendable {
        /// The run as the hint writes it.
        public var text: String
        /// 1-based line and column of the run in the hint.
        public var line: Int
        public var column: Int
        /// 1-based line of the solution where the run starts.
        public var solutionLine: Int = 1
    }

    /// The longest giveaway runs of `hint`, in order of appearance.
    public static func findings(hint: String, solution: String, starter: String) -> [Finding] {
        // Backticks mark code spans in a hint, not escaped identifiers.
        let hintCode = String(hint.map { $0 == "`" ? " " : $0 })
        let hintTokens = significant(hintCode)
        let solutionTokens = significant(solution)
        guard !hintTokens.isEmpty, !solutionTokens.isEmpty else { return [] }
        let starterText = " " + significant(starter).map(\.text).joined(separator: " ") + " "
        let h = hintTokens.map(\.text)
        let s = solutionTokens.map(\.text)
        // lengths[i][j]: length of the common run starting at h[i] and s[j].
        var next = [Int](repeating: 0, count: s.count + 1)
        var best = [Int](repeating: 0, count: h.count)
        var bestStart = [Int](repeating: 0, count: h.count)
        for i in stride(from: h.count - 1, through: 0, by: -1) {
            var current = [Int](repeating: 0, count: s.count + 1)
            for j in stride(from: s.count - 1, through: 0, by: -1) where h[i] == s[j] {
                current[j] = next[j + 1] + 1
                if current[j] >= best[i] {
                    best[i] = current[j]
                    bestStart[i] = j
                }
            }
            next = current
        }
        var findings: [Finding] = []
        var i = 0
        while i < h.count {
            let length = best[i]
            guard length > 0 else {
                i += 1
                continue
            }
            let run = hintTokens[i..<(i + length)]
            let names = run.filter(\.isName).count
            let joined = " " + run.map(\.text).joined(separator: " ") + " "
            if names >= minimumNames, !starterText.contains(joined) {
                let first = run.first!
                let bytes = Array(hintCode.utf8)[first.start..<run.last!.end]
                let text = String(decoding: bytes, as: UTF8.self)
                findings.append(
                    Finding(
                        text: text, line: first.line, column: first.column,
                        solutionLine: solutionTokens[bestStart[i]].line))
                i += length
            } else {
                i += 1
            }
        }
        return findings
    }

    /// The check over a whole book: every hint of every exercise, in every
    /// language, against each region of its exercise in that translation.
    /// An error at the hint's line and column names the run and the chapter
    /// line of the solution it repeats.
    static func diagnostics(_ analysis: BookAnalysis) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for chapter in analysis.book.chapters {
            for language in analysis.book.manifest.languages {
                guard let content = analysis.contents[chapter.number]?[language],
                    let path = chapter.translations[language]?.path
                else { continue }
                var regions: [String: [(solution: String, starter: String, line: Int)]] = [:]
                for snippet in content.snippets where snippet.file != nil {
                    for (index, segment) in snippet.code.segments.enumerated() {
                        guard case .exercise(let id, let solution, let starter, let line) = segment else { continue }
                        // The solution's first line follows the `//# exercise` marker.
                        var next = snippet.block.codeLine + line + 1
                        regions[id, default: []].append((solution, starter, next))
                        // Every other reference solution follows its own `//# solution NAME` marker.
                        next += Self.lineCount(solution)
                        for alternative in snippet.code.alternatives where alternative.segment == index {
                            regions[id, default: []].append((alternative.code, starter, next + 1))
                            next += 1 + Self.lineCount(alternative.code)
                        }
                    }
                }
                var currentID: String?
                for block in content.exerciseBlocks {
                    switch block.kind {
                    case .task(let id):
                        currentID = id
                    case .hint:
                        guard let id = currentID else { continue }
                        for region in regions[id] ?? [] {
                            let found = findings(
                                hint: block.block.literal, solution: region.solution, starter: region.starter)
                            for finding in found {
                                result.append(
                                    .error(
                                        path, block.block.codeLine + finding.line - 1,
                                        block.block.column + finding.column - 1,
                                        "this hint gives away the solution of '\(id)': '\(finding.text)' is its code at line \(region.line + finding.solutionLine - 1); point at the concept or the API instead"
                                    ))
                            }
                        }
                    }
                }
            }
        }
        return result
    }

    /// The lines `code` takes in its chapter (it ends with a line break unless empty).
    static func lineCount(_ code: String) -> Int {
        code.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }

    /// A token without trivia: its text and whether it is a name or literal.
    struct Token {
        var text: String
        var isName: Bool
        var line: Int
        var column: Int
        var start: Int
        var end: Int
    }

    static func significant(_ code: String) -> [Token] {
        SwiftLexer.tokenize(code).compactMap { token in
            switch token.kind {
            case .whitespace, .newline, .lineComment, .blockComment, .stringStart, .stringEnd:
                return nil
            case .identifier, .typeName, .number, .stringSegment:
                return Token(
                    text: token.text(in: code), isName: true, line: token.line, column: token.column,
                    start: token.start, end: token.end)
            default:
                return Token(
                    text: token.text(in: code), isName: false, line: token.line, column: token.column,
                    start: token.start, end: token.end)
            }
        }
    }
}
