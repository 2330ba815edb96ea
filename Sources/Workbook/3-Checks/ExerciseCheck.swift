/// Checks that each exercise's task block has its code region in the same
/// chapter, and the other way round, and that ids are not used twice.
enum ExerciseCheck {
    static func diagnostics(_ analysis: BookAnalysis) -> [Diagnostic] {
        var result: [Diagnostic] = []
        var seen: [String: String] = [:]
        for chapter in analysis.book.chapters {
            for language in analysis.book.manifest.languages {
                guard let content = analysis.contents[chapter.number]?[language],
                    let path = chapter.translations[language]?.path
                else { continue }
                let regions = content.snippets.flatMap { snippet in
                    snippet.code.exerciseIDs.map { ($0, snippet) }
                }
                var tasks: [String] = []
                for block in content.exerciseBlocks {
                    guard case .task(let id) = block.kind else { continue }
                    if tasks.contains(id) {
                        result.append(
                            .error(
                                path, block.block.line, block.block.infoColumn,
                                "exercise '\(id)' is described twice in this chapter"))
                    }
                    tasks.append(id)
                    if !regions.contains(where: { $0.0 == id }) {
                        result.append(
                            .error(
                                path, block.block.line, block.block.infoColumn,
                                "exercise '\(id)' has no '//# exercise \(id)' region in a swift block of this chapter"))
                    }
                    if language == analysis.book.manifest.sourceLanguage {
                        if let other = seen[id] {
                            result.append(
                                .error(
                                    path, block.block.line, block.block.infoColumn,
                                    "exercise id '\(id)' is already used in \(other)"))
                        }
                        seen[id] = path
                    }
                }
                for (id, snippet) in regions where !tasks.contains(id) {
                    result.append(
                        .error(
                            path, snippet.block.codeLine, 1,
                            "the region '//# exercise \(id)' has no 'exercise \(id)' block describing the task"))
                }
                for (id, snippet) in regions where snippet.file == nil {
                    result.append(
                        .error(
                            path, snippet.block.line, snippet.block.infoColumn,
                            "exercise '\(id)' is in an 'ignore' block; exercises live in tangled code"))
                }
            }
        }
        return result
    }
}
