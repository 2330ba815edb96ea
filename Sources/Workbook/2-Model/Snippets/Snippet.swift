/// A `swift` block of one translation, with its attributes and its code
/// split at the exercise markers.
public struct Snippet: Sendable {
    public var chapterNumber: Int
    /// The chapter file it came from, relative to the book root.
    public var sourcePath: String
    public var block: CodeBlock
    /// Where the block is tangled; nil for `ignore` blocks.
    public var file: String?
    /// 1-based column of the `file=` path on the fence line.
    public var fileColumn: Int
    public var code: SnippetCode
}

/// A fenced block that belongs to an exercise: its task or one of its hints.
public struct ExerciseBlock: Sendable {
    public enum Kind: Sendable, Equatable {
        case task(id: String)
        case hint
    }

    public var kind: Kind
    public var block: CodeBlock
}

/// Everything the passes need from one translation, extracted in one walk.
public struct TranslationContent: Sendable {
    public var snippets: [Snippet] = []
    public var exerciseBlocks: [ExerciseBlock] = []
    public var outline: [OutlineItem] = []
}

/// An element of a chapter's skeleton, which every translation must share.
public struct OutlineItem: Sendable, Equatable {
    public enum Kind: Sendable, Equatable, CustomStringConvertible {
        case heading(level: Int)
        case table(columns: Int, rows: Int)
        case code(info: String)

        public var description: String {
            switch self {
            case .heading(let level): return "a level-\(level) heading"
            case .table(let columns, let rows): return "a table of \(columns) columns and \(rows) rows"
            case .code(let info): return info.isEmpty ? "a code block" : "a '\(info)' block"
            }
        }
    }

    public var kind: Kind
    public var line: Int
    public var column: Int
}
