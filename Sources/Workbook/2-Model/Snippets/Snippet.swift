/// A `swift` block of one translation, with its attributes and its code
/// split at the exercise markers.
struct Snippet: Sendable {
    var chapterNumber: Int
    /// The chapter file it came from, relative to the book root.
    var sourcePath: String
    var block: CodeBlock
    /// Where the block is tangled; nil for `ignore` blocks.
    var file: String?
    /// 1-based column of the `file=` path on the fence line.
    var fileColumn: Int
    var code: SnippetCode
}

/// A fenced block that belongs to an exercise: its task or one of its hints.
struct ExerciseBlock: Sendable {
    enum Kind: Sendable, Equatable {
        case task(id: String)
        case hint
    }

    var kind: Kind
    var block: CodeBlock
    /// A task marked `stretch` (design, not recall); always false for a hint.
    var isStretch = false
}

/// Everything the passes need from one translation, extracted in one walk.
struct TranslationContent: Sendable {
    var snippets: [Snippet] = []
    var exerciseBlocks: [ExerciseBlock] = []
    var outline: [OutlineItem] = []
}

/// An element of a chapter's skeleton, which every translation must share.
struct OutlineItem: Sendable, Equatable {
    enum Kind: Sendable, Equatable, CustomStringConvertible {
        case heading(level: Int)
        case table(columns: Int, rows: Int)
        case code(info: String)

        var description: String {
            switch self {
            case .heading(let level): return "a level-\(level) heading"
            case .table(let columns, let rows): return "a table of \(columns) columns and \(rows) rows"
            case .code(let info): return info.isEmpty ? "a code block" : "a '\(info)' block"
            }
        }
    }

    var kind: Kind
    var line: Int
    var column: Int
}
