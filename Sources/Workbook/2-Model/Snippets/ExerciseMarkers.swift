/// A snippet's code split at the exercise markers (see AUTHORING.md):
///
///     //# exercise ID     solution lines follow
///     //# starter         starter lines follow
///     //# end
///
/// Marker lines never reach a tangled file.
public struct SnippetCode: Equatable, Sendable {
    public enum Segment: Equatable, Sendable {
        case plain(String)
        case exercise(id: String, solution: String, starter: String, line: Int)
    }

    public var segments: [Segment]

    /// The code as tangled into the book's targets: solutions in place.
    public var solution: String { joined { $0.solution } }
    /// The code a learner starts from: starters in place.
    public var starter: String { joined { $0.starter } }
    /// Exercise ids in order of appearance.
    public var exerciseIDs: [String] {
        segments.compactMap { if case .exercise(let id, _, _, _) = $0 { id } else { nil } }
    }

    private func joined(_ pick: ((solution: String, starter: String)) -> String) -> String {
        var result = ""
        for segment in segments {
            switch segment {
            case .plain(let text): result += text
            case .exercise(_, let solution, let starter, _): result += pick((solution, starter))
            }
        }
        return result
    }

    /// A marker problem at a 0-based line offset within the code.
    public struct Problem: Error, Equatable, Sendable {
        public var lineOffset: Int
        public var column: Int
        public var message: String
    }

    /// Splits `code` at its markers.
    public static func parse(_ code: String) -> Result<SnippetCode, Problem> {
        // Nearly every block has no marker: one scan of the bytes decides.
        if !Self.containsMarker(code) {
            return .success(SnippetCode(segments: code.isEmpty ? [] : [.plain(code)]))
        }
        enum State { case plain, solution(String, Int), starter(String, Int) }
        var segments: [Segment] = []
        var state = State.plain
        var plain = "", solution = "", starter = ""
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        for (offset, line) in lines.enumerated() {
            let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
            let column = line.count - trimmed.count + 1
            guard trimmed.hasPrefix("//#") else {
                switch state {
                case .plain: plain += line + "\n"
                case .solution: solution += line + "\n"
                case .starter: starter += line + "\n"
                }
                continue
            }
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
            case ("starter", .solution(let id, let line)) where words.count == 1:
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
            case ("starter", _), ("end", _):
                let expected: String
                switch state {
                case .plain: expected = "'//# exercise ID' first"
                case .solution: expected = "'//# starter' next"
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
                        message: "unknown marker '\(trimmed)' (markers are '//# exercise ID', '//# starter', '//# end')"
                    ))
            }
        }
        switch state {
        case .plain:
            if !plain.isEmpty { segments.append(.plain(plain)) }
            return .success(SnippetCode(segments: segments))
        case .solution(_, let line), .starter(_, let line):
            return .failure(
                Problem(
                    lineOffset: line, column: 1,
                    message: "exercise is not closed: it needs '//# starter' and '//# end'"))
        }
    }

    /// True when some line's first non-blank characters are `//#`.
    static func containsMarker(_ code: String) -> Bool {
        var atLineStart = true
        var slashes = 0
        for byte in code.utf8 {
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

    /// Kebab-case: lowercase ASCII letters and digits, single dashes inside.
    public static func isValidID<S: StringProtocol>(_ id: S) -> Bool {
        let bytes = Array(id.utf8)
        guard let first = bytes.first, let last = bytes.last,
            first != UInt8(ascii: "-"), last != UInt8(ascii: "-")
        else { return false }
        return bytes.allSatisfy { $0.isLowercaseLetter || $0.isDigit || $0 == UInt8(ascii: "-") }
            && !id.contains("--")
    }
}
