/// A line diff in unified form, for showing translators what changed in a
/// source section since they last followed it.
enum LineDiff {
    /// One line of a diff.
    enum Line: Equatable, Sendable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// The edit from `old` to `new`, line by line (a longest common subsequence).
    static func lines(from old: String, to new: String) -> [Line] {
        let a = split(old)
        let b = split(new)
        // Sections are short; a pathological pair is shown as a replacement.
        guard a.count * b.count <= 4_000_000 else {
            return a.map(Line.removed) + b.map(Line.added)
        }
        var lengths = [[Int32]](repeating: [Int32](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var result: [Line] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                result.append(.same(a[i]))
                i += 1
                j += 1
            } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                result.append(.removed(a[i]))
                i += 1
            } else {
                result.append(.added(b[j]))
                j += 1
            }
        }
        return result
    }

    /// The diff as text: `-` removed, `+` added, two spaces unchanged; runs
    /// of unchanged lines longer than `context` on both sides are cut to `…`.
    static func unified(from old: String, to new: String, context: Int = 2) -> String {
        let diff = lines(from: old, to: new)
        let changed = diff.indices.filter { if case .same = diff[$0] { false } else { true } }
        var out = ""
        var lastShown = -1
        for index in diff.indices {
            let near = changed.contains { abs($0 - index) <= context }
            guard near else { continue }
            if index > lastShown + 1 { out += "  …\n" }
            switch diff[index] {
            case .same(let text): out += "  \(text)\n"
            case .removed(let text): out += "- \(text)\n"
            case .added(let text): out += "+ \(text)\n"
            }
            lastShown = index
        }
        if lastShown >= 0, lastShown < diff.count - 1 { out += "  …\n" }
        return out
    }

    static func split(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
