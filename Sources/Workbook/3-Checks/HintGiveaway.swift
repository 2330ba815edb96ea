/// Finds hints that hand the learner the solution's code.
///
/// Hint and solution are both split into tokens by the Swift lexer, trivia
/// dropped. A hint gives the answer away in two ways, unless the starter the
/// learner already has shows the same code:
///
/// - it shares a run of tokens with the solution that holds at least
///   `minimumNames` names or literals (identifiers, type names, numbers,
///   string contents): `user.email.lowercased()` inside a longer line;
/// - it holds a whole significant line of the solution, however short:
///   `guard profile == nil else { return }`, `errorMessage = nil`. A line
///   counts when, without the `}` that opens it and the `{` that closes it,
///   it has two tokens or more and at least one name, so `}`, `return nil`,
///   `return` or `break` never do.
///
/// So `lowercased()` alone is a pointer at the API, and `user.email` is one
/// at a property; a run is reported from its first word, never from the
/// punctuation before it.
enum HintGiveaway: ChapterCheck {
    /// Names and literals a shared run must hold to count as a giveaway.
    static let minimumNames = 3

    /// A run of the solution found in a hint.
    struct Finding: Equatable, Sendable {
        /// The run as the hint writes it, without the backticks that mark code.
        var text: String
        /// 1-based line and column of the run's first token in the hint.
        var line: Int
        var column: Int
        /// 1-based line of the solution where the run starts.
        var solutionLine: Int = 1
    }

    /// The giveaway runs of `hint`, in order of appearance: the longest
    /// shared runs with enough names, and every whole solution line not
    /// already inside one of them.
    static func findings(hint: String, solution: String, starter: String) -> [Finding] {
        // Backticks mark code spans in a hint, not escaped identifiers; a
        // space in their place keeps every offset and column as they were.
        let hintCode = String(hint.map { $0 == "`" ? " " : $0 })
        let hintTokens = significant(hintCode)
        let solutionTokens = significant(solution)
        guard !hintTokens.isEmpty, !solutionTokens.isEmpty else { return [] }
        let starterText = " " + significant(starter).map(\.text).joined(separator: " ") + " "
        func inStarter(_ run: ArraySlice<Token>) -> Bool {
            starterText.contains(" " + run.map(\.text).joined(separator: " ") + " ")
        }
        let h = hintTokens.map(\.text)
        let s = solutionTokens.map(\.text)
        // Runs found: hint token range and the solution token they start at.
        var runs: [(range: Range<Int>, solution: Int)] = []

        // 1. Shared runs with enough names.
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
        var i = 0
        while i < h.count {
            let length = best[i]
            let run = hintTokens[i..<(i + length)]
            if length > 0, run.filter(\.isName).count >= minimumNames, !inStarter(run) {
                runs.append((i..<(i + length), bestStart[i]))
                i += length
            } else {
                i += 1
            }
        }

        // 2. Whole significant lines of the solution, each wherever the hint holds it.
        for line in lines(of: solutionTokens) {
            let run = solutionTokens[line]
            guard run.count >= 2, run.contains(where: \.isName), !inStarter(run) else { continue }
            let wanted = run.map(\.text)
            var start = 0
            while start + wanted.count <= h.count {
                let range = start..<(start + wanted.count)
                if h[range].elementsEqual(wanted), !runs.contains(where: { $0.range.overlaps(range) }) {
                    runs.append((range, line.lowerBound))
                    start = range.upperBound
                } else {
                    start += 1
                }
            }
        }

        return runs.sorted { $0.range.lowerBound < $1.range.lowerBound }.map { run in
            // Reported from the run's first word: punctuation before it is only where the match began.
            var first = run.range.lowerBound
            while first < run.range.upperBound - 1, hintTokens[first].isPunctuation { first += 1 }
            let from = hintTokens[first]
            let utf8 = Array(hint.utf8)
            var end = hintTokens[run.range.upperBound - 1].end
            // A run that ends inside a string literal shows the quote that closes it.
            let quotes = utf8[from.start..<end].filter { $0 == UInt8(ascii: "\"") }.count
            if quotes % 2 == 1 {
                while end < utf8.count, utf8[end] == UInt8(ascii: "\"") || utf8[end] == UInt8(ascii: "#") { end += 1 }
            }
            let text = String(decoding: utf8[from.start..<end].filter { $0 != UInt8(ascii: "`") }, as: UTF8.self)
            return Finding(
                text: text, line: from.line, column: from.column,
                solutionLine: solutionTokens[run.solution + (first - run.range.lowerBound)].line)
        }
    }

    /// The token ranges of each line of `tokens` (grouped by the line a token
    /// starts on), without a line's leading `}` and trailing `{`: the braces
    /// of the block around it, not its content.
    static func lines(of tokens: [Token]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        while start < tokens.count {
            var end = start
            while end < tokens.count, tokens[end].line == tokens[start].line { end += 1 }
            var from = start
            var to = end
            while from < to, tokens[from].text == "}" { from += 1 }
            while to > from, tokens[to - 1].text == "{" { to -= 1 }
            if from < to { result.append(from..<to) }
            start = end
        }
        return result
    }

    static let entry = "hints"

    /// Every hint of the scope's chapter, in every language, against each
    /// region of its exercise in that translation. An error at the hint's
    /// line and column names the run and the chapter line of the solution
    /// it repeats.
    static func diagnostics(of scope: ChapterScope) -> [Diagnostic] {
        let chapter = scope.chapter
        var result: [Diagnostic] = []
        for language in scope.languages {
            guard let content = scope.contents[language],
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
                    next += solution.newlineCount
                    for alternative in snippet.code.alternatives where alternative.segment == index {
                        regions[id, default: []].append((alternative.code, starter, next + 1))
                        next += 1 + alternative.code.newlineCount
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
        return result
    }

    /// A token without trivia: its text and whether it is a name or literal.
    struct Token {
        var text: String
        var isName: Bool
        /// `(` `)` `[` `]` `{` `}` `,` `:` `;` `.` and the like: never where a run is reported from.
        var isPunctuation = false
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
                    text: token.text(in: code), isName: false, isPunctuation: token.kind == .punctuation,
                    line: token.line, column: token.column, start: token.start, end: token.end)
            }
        }
    }
}
