/// A snippet's code split at the exercise markers (see AUTHORING.md):
///
///     //# exercise ID     solution lines follow
///     //# solution NAME   optional: another reference solution's lines follow
///     //# starter         starter lines follow
///     //# end
///
/// Marker lines never reach a tangled file, and neither do other solutions:
/// the first solution is the one tangled; `solution(named:)` picks another.
struct SnippetCode: Equatable, Sendable {
    enum Segment: Equatable, Sendable {
        case plain(String)
        case exercise(id: String, solution: String, starter: String, line: Int)
    }

    /// Another reference solution of one exercise region (`//# solution NAME`).
    struct Alternative: Equatable, Sendable {
        /// The index in `segments` of the exercise region it belongs to.
        var segment: Int
        var name: String
        var code: String
    }

    var segments: [Segment]
    /// Other reference solutions, in order of appearance.
    var alternatives: [Alternative] = []

    init(segments: [Segment], alternatives: [Alternative] = []) {
        self.segments = segments
        self.alternatives = alternatives
    }

    /// The code as tangled into the book's targets: solutions in place.
    var solution: String { joined { _, solution, _ in solution } }
    /// The code a learner starts from: starters in place.
    var starter: String { joined { _, _, starter in starter } }
    /// The code with the solution named `name` in every region that has one,
    /// and the first solution in the others.
    func solution(named name: String) -> String {
        joined { index, solution, _ in
            alternatives.first { $0.segment == index && $0.name == name }?.code ?? solution
        }
    }
    /// Exercise ids in order of appearance.
    var exerciseIDs: [String] {
        segments.compactMap { if case .exercise(let id, _, _, _) = $0 { id } else { nil } }
    }
    /// The names of the other solutions, each once, in order of appearance.
    var alternativeNames: [String] {
        var names: [String] = []
        for alternative in alternatives where !names.contains(alternative.name) { names.append(alternative.name) }
        return names
    }
    /// How many chapter lines the other solutions of region `segment` take, their markers included.
    func alternativeLineCount(segment: Int) -> Int {
        alternatives.filter { $0.segment == segment }.reduce(0) { count, alternative in
            count + 1 + alternative.code.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        }
    }

    /// For each line of `solution`, its 0-based line within the block's
    /// code: the marker lines, the other solutions and the starters that
    /// sit between them in the chapter are skipped. Read from the segments
    /// the parser made, so nothing walks the markers a second time.
    var solutionLineOffsets: [Int] { lineOffsets(starter: false) }

    /// The same for the lines of `starter`.
    var starterLineOffsets: [Int] { lineOffsets(starter: true) }

    private func lineOffsets(starter wantsStarter: Bool) -> [Int] {
        var result: [Int] = []
        var offset = 0
        for (index, segment) in segments.enumerated() {
            switch segment {
            case .plain(let text):
                let count = text.lineCount
                result += offset..<offset + count
                offset += count
            case .exercise(_, let solution, let starter, let line):
                // `//# exercise`, the solution, any other solutions, `//# starter`, the starter, `//# end`.
                let starterStart = line + 2 + solution.newlineCount + alternativeLineCount(segment: index)
                result +=
                    wantsStarter
                    ? starterStart..<starterStart + starter.lineCount : line + 1..<line + 1 + solution.lineCount
                offset = starterStart + starter.newlineCount + 1
            }
        }
        return result
    }

    private func joined(_ pick: (Int, String, String) -> String) -> String {
        var result = ""
        for (index, segment) in segments.enumerated() {
            switch segment {
            case .plain(let text): result += text
            case .exercise(_, let solution, let starter, _): result += pick(index, solution, starter)
            }
        }
        return result
    }

    /// A marker problem at a 0-based line offset within the code.
    struct Problem: Error, Equatable, Sendable {
        var lineOffset: Int
        var column: Int
        var message: String
    }

    /// Splits `code` at its markers. The code is a chapter's, so its lines
    /// end in LF only (`SourceText` hands every text out that way).
    static func parse(_ code: String) -> Result<SnippetCode, Problem> {
        // Nearly every block has no marker: one scan of the bytes decides.
        if !Self.containsMarker(code) {
            return .success(SnippetCode(segments: code.isEmpty ? [] : [.plain(code)]))
        }
        enum State { case plain, solution(String, Int), alternative(String, Int, String), starter(String, Int) }
        var segments: [Segment] = []
        var alternatives: [Alternative] = []
        var state = State.plain
        var plain = "", solution = "", alternative = "", starter = ""
        // Closes the other solution being read, if any, as one of the region about to be appended.
        func closeAlternative() {
            if case .alternative(_, _, let name) = state {
                alternatives.append(Alternative(segment: segments.count, name: name, code: alternative))
                alternative = ""
            }
        }
        // The lines between two markers go to one string: each run of them
        // is taken from the bytes at once, a line ending in "\n" always.
        let bytes = Array(code.utf8)
        var runStart = 0
        func takeRun(upTo end: Int) {
            guard runStart < end else { return }
            var run = String(decoding: bytes[runStart..<end], as: UTF8.self)
            if bytes[end - 1] != UInt8(ascii: "\n") { run += "\n" }
            switch state {
            case .plain: plain += run
            case .solution: solution += run
            case .alternative: alternative += run
            case .starter: starter += run
            }
        }
        var lineStart = 0
        var offset = -1
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            defer { lineStart = lineEnd + 1 }
            offset += 1
            var first = lineStart
            while first < lineEnd, bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t") {
                first += 1
            }
            guard bytes[first..<lineEnd].starts(with: Self.markerStart) else { continue }
            takeRun(upTo: lineStart)
            runStart = min(lineEnd + 1, bytes.count)
            let line = Substring(String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self))
            let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
            let column = line.count - trimmed.count + 1
            let words = trimmed.dropFirst(3).split(whereSeparator: { $0 == " " || $0 == "\t" })
            switch (words.first, state) {
            case ("exercise", .plain):
                guard words.count == 2, isValidID(words[1]) else {
                    return .failure(
                        Problem(
                            lineOffset: offset, column: column,
                            message: "'//# exercise' needs one kebab-case id, e.g. '//# exercise format-date'"))
                }
                if !plain.isEmpty { segments.append(.plain(plain)); plain = "" }
                state = .solution(String(words[1]), offset)
            case ("solution", .solution(let id, let line)), ("solution", .alternative(let id, let line, _)):
                guard words.count == 2, isValidID(words[1]) else {
                    return .failure(
                        Problem(
                            lineOffset: offset, column: column,
                            message: "'//# solution' needs one kebab-case name, e.g. '//# solution with-a-flag'"))
                }
                let name = String(words[1])
                let open: String? = if case .alternative(_, _, let open) = state { open } else { nil }
                if open == name || alternatives.contains(where: { $0.segment == segments.count && $0.name == name }) {
                    return .failure(
                        Problem(
                            lineOffset: offset, column: column,
                            message: "this exercise region already has a solution named '\(name)'"))
                }
                closeAlternative()
                state = .alternative(id, line, name)
            case ("starter", .solution(let id, let line)) where words.count == 1,
                ("starter", .alternative(let id, let line, _)) where words.count == 1:
                closeAlternative()
                state = .starter(id, line)
            case ("end", .starter(let id, let line)) where words.count == 1:
                segments.append(.exercise(id: id, solution: solution, starter: starter, line: line))
                solution = ""; starter = ""
                state = .plain
            case ("exercise", _):
                return .failure(
                    Problem(
                        lineOffset: offset, column: column,
                        message:
                            "'//# exercise' inside another exercise; close it with '//# starter' and '//# end' first"))
            case ("starter", _), ("end", _), ("solution", _):
                let expected: String
                switch state {
                case .plain: expected = "'//# exercise ID' first"
                case .solution, .alternative: expected = "'//# starter' next"
                case .starter: expected = "'//# end' next"
                }
                return .failure(
                    Problem(
                        lineOffset: offset, column: column,
                        message: "unexpected '//# \(words.first ?? "")': expected \(expected)"))
            default:
                return .failure(
                    Problem(
                        lineOffset: offset, column: column,
                        message:
                            "unknown marker '\(trimmed)' (markers are '//# exercise ID', '//# solution NAME', '//# starter', '//# end')"
                    ))
            }
        }
        takeRun(upTo: bytes.count)
        switch state {
        case .plain:
            if !plain.isEmpty { segments.append(.plain(plain)) }
            return .success(SnippetCode(segments: segments, alternatives: alternatives))
        case .solution(_, let line), .alternative(_, let line, _), .starter(_, let line):
            return .failure(
                Problem(
                    lineOffset: line, column: 1,
                    message: "exercise is not closed: it needs '//# starter' and '//# end'"))
        }
    }

    /// True when some line's first non-blank characters are `//#`.
    static func containsMarker(_ code: String) -> Bool {
        var code = code
        return code.withUTF8(containsMarker)
    }

    private static func containsMarker(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var atLineStart = true
        var slashes = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\n"):
                atLineStart = true; slashes = 0
            case UInt8(ascii: " ") where atLineStart && slashes == 0,
                UInt8(ascii: "\t") where atLineStart && slashes == 0:
                continue
            case UInt8(ascii: "/") where atLineStart && slashes < 2:
                slashes += 1
            case UInt8(ascii: "#") where atLineStart && slashes == 2:
                return true
            default:
                atLineStart = false
            }
        }
        return false
    }

    /// `//#`, which starts a marker line once its indent is skipped.
    static let markerStart = Array("//#".utf8)

    /// Kebab-case: lowercase ASCII letters and digits, single dashes inside.
    static func isValidID<S: StringProtocol>(_ id: S) -> Bool {
        let bytes = Array(id.utf8)
        guard let first = bytes.first, let last = bytes.last,
            first != UInt8(ascii: "-"), last != UInt8(ascii: "-")
        else { return false }
        return bytes.allSatisfy { $0.isLowercaseLetter || $0.isDigit || $0 == UInt8(ascii: "-") }
            && !id.contains("--")
    }
}
