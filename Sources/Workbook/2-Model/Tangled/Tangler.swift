/// Joins the source language's snippets into files, per SPEC §3: blocks for
/// one path in book order, one blank line apart, behind a generated header.
/// Pure: it computes files, it writes nothing.
struct Tangler {
    /// Which variant of exercise regions goes into the files.
    enum Variant: Sendable {
        case solution
        case starter(chapter: Int)
        /// The reference solution named `name` (`//# solution NAME`) where chapter `chapter` has one.
        case alternative(chapter: Int, name: String)
    }

    init() {}

    /// Tangles `snippets` (already in book order). With `.starter(chapter:)`,
    /// exercises of that chapter get their starter; all others their solution.
    func tangle(_ snippets: [Snippet], variant: Variant = .solution) -> [TangledFile] {
        var order: [String] = []
        var files: [String: TangledFile] = [:]
        for snippet in snippets {
            guard let path = snippet.file else { continue }
            var code: String
            // The block's lines that `code` holds, as offsets into its code
            // (nil when another solution replaces the first: its lines are
            // not the region's in the chapter's order).
            var offsets: [Int]?
            var isStarter = false
            switch variant {
            case .starter(let chapter) where chapter == snippet.chapterNumber:
                code = snippet.code.starter
                offsets = snippet.code.starterLineOffsets
                isStarter = true
            case .alternative(let chapter, let name) where chapter == snippet.chapterNumber:
                code = snippet.code.solution(named: name)
            default:
                code = snippet.code.solution
                offsets = snippet.code.solutionLineOffsets
            }
            if code.isEmpty { continue }
            if !code.hasSuffix("\n") { code += "\n" }
            let lineCount = code.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            let block = snippet.block
            let origins: [ChapterLine?] =
                offsets.map { offsets in
                    offsets.map {
                        ChapterLine(
                            path: snippet.sourcePath, line: block.codeLine + $0, columnOffset: max(0, block.column - 1))
                    }
                } ?? Array(repeating: nil, count: lineCount)
            var file = files[path] ?? TangledFile(path: path, sources: [], body: "")
            if files[path] == nil {
                order.append(path)
            } else {
                file.body += "\n"
                file.origins.append(nil)  // the blank line between blocks
            }
            file.body += code
            file.origins += origins
            if file.sources.last != snippet.sourcePath { file.sources.append(snippet.sourcePath) }
            file.exercises += exerciseLines(of: snippet, starter: isStarter)
            files[path] = file
        }
        return order.sorted().compactMap { files[$0] }
    }

    /// The chapter lines of each exercise region of `snippet`: its solution's
    /// (its starter's for a starter's file).
    func exerciseLines(of snippet: Snippet, starter: Bool) -> [TangledFile.ExerciseLines] {
        func lines(_ text: String) -> Int {
            text.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
                + (text.isEmpty || text.hasSuffix("\n") ? 0 : 1)
        }
        var result: [TangledFile.ExerciseLines] = []
        for (index, segment) in snippet.code.segments.enumerated() {
            guard case .exercise(let id, let solution, let starterCode, let line) = segment else { continue }
            // The solution starts after the `//# exercise` line; the starter
            // after the solution, the other solutions and `//# starter`.
            let first =
                starter
                ? line + 2 + lines(solution) + snippet.code.alternativeLineCount(segment: index)
                : line + 1
            let count = lines(starter ? starterCode : solution)
            let start = snippet.block.codeLine + first
            result.append(
                .init(id: id, path: snippet.sourcePath, lines: count == 0 ? nil : start...start + count - 1))
        }
        return result
    }
}
