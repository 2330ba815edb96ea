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
        var bodies: [String: String] = [:]
        var sources: [String: [String]] = [:]
        for snippet in snippets {
            guard let path = snippet.file else { continue }
            var code: String
            switch variant {
            case .starter(let chapter) where chapter == snippet.chapterNumber:
                code = snippet.code.starter
            case .alternative(let chapter, let name) where chapter == snippet.chapterNumber:
                code = snippet.code.solution(named: name)
            default:
                code = snippet.code.solution
            }
            if code.isEmpty { continue }
            if !code.hasSuffix("\n") { code += "\n" }
            if let existing = bodies[path] {
                bodies[path] = existing + "\n" + code
            } else {
                order.append(path)
                bodies[path] = code
            }
            if sources[path]?.last != snippet.sourcePath {
                sources[path, default: []].append(snippet.sourcePath)
            }
        }
        return order.sorted().map { path in
            TangledFile(path: path, sources: sources[path] ?? [], body: bodies[path] ?? "")
        }
    }
}
