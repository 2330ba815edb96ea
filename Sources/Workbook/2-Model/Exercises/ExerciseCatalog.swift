/// An exercise of a chapter in one language: its task, hints and the code
/// regions a learner writes.
struct Exercise: Sendable {
    var id: String
    var chapterNumber: Int
    /// The task, Markdown in the chapter's language.
    var task: String
    /// The hints, Markdown, in the order a learner opens them.
    var hints: [String]
    /// The tangled files whose code the learner completes.
    var files: [String]
    /// The names of its other reference solutions (`//# solution NAME`), in order.
    var alternatives: [String] = []
    /// Marked `stretch` in its task block: it asks for design, not recall.
    var isStretch = false
    /// Lines, bodies and types its first solution touches.
    var difficulty = ExerciseDifficulty(lines: 0, bodies: 0, types: 0)
}

/// Finds the exercises of the book (`ExerciseCheck` holds each task block
/// to its code region).
enum ExerciseCatalog {
    /// The exercises of `chapterNumber` in `language`, in chapter order.
    static func exercises(
        in analysis: BookAnalysis, chapter chapterNumber: Int,
        language: String
    ) -> [Exercise] {
        guard let content = analysis.contents[chapterNumber]?[language] else { return [] }
        var result: [Exercise] = []
        for block in content.exerciseBlocks {
            switch block.kind {
            case .task(let id):
                let files = content.snippets.filter { $0.code.exerciseIDs.contains(id) }.compactMap(\.file)
                var alternatives: [String] = []
                for snippet in content.snippets {
                    for alternative in snippet.code.alternatives where !alternatives.contains(alternative.name) {
                        if case .exercise(id, _, _, _) = snippet.code.segments[alternative.segment] {
                            alternatives.append(alternative.name)
                        }
                    }
                }
                let codes = content.snippets.filter { $0.code.exerciseIDs.contains(id) }.map(\.code)
                result.append(
                    Exercise(
                        id: id, chapterNumber: chapterNumber, task: block.block.literal,
                        hints: [], files: Array(Set(files)).sorted(), alternatives: alternatives,
                        isStretch: block.isStretch, difficulty: ExerciseDifficulty.measure(id, in: codes)))
            case .hint:
                if !result.isEmpty { result[result.count - 1].hints.append(block.block.literal) }
            }
        }
        return result
    }
}
