/// One Markdown file of the book as the tool understands it: every block
/// that means something (a snippet, an exercise, a hint, a diagram, other
/// code, a table, a heading) classified once, here, with its source
/// position. The passes after this one (checks, tangle, site, diagrams,
/// search, extract, render) switch over `blocks`; none of them reads an info
/// string or calls cmark again.
struct ChapterDocument: Sendable {
    /// The parsed Markdown: its text, lines, the HTML around the blocks and
    /// the text of each section.
    let markdown: MarkdownDocument
    /// The blocks, in document order, parallel to `markdown.blocks`.
    let blocks: [ChapterBlock]

    /// Parses `text` (already decoded by `SourceText`) and classifies its
    /// blocks. `language` is the file's language code: its prose gets that
    /// language's no-break spaces (`ProseTypography`); "" gets none.
    init(parsing text: String, language: String = "") {
        self.init(markdown: MarkdownDocument(parsing: text, typography: ProseTypography(language: language)))
    }

    init(markdown: MarkdownDocument) {
        self.markdown = markdown
        blocks = markdown.blocks.map(ChapterBlock.init)
    }

    var lineCount: Int { markdown.lineCount }

    /// The headings, in order.
    var headings: [Heading] {
        blocks.compactMap { if case .heading(let heading) = $0 { heading } else { nil } }
    }

    /// The text of every heading, in order (the source language's give the ids).
    var headingTexts: [String] { headings.map(\.text) }

    /// The title: the first level-1 heading's text.
    var title: String? {
        headings.first { $0.level == 1 }?.text
    }

    /// The swift blocks.
    var snippets: [SnippetBlock] {
        blocks.compactMap { if case .snippet(let snippet) = $0 { snippet } else { nil } }
    }

    /// The diagram blocks.
    var diagrams: [DiagramBlock] {
        blocks.compactMap { if case .diagram(let diagram) = $0 { diagram } else { nil } }
    }

    /// The quiz blocks.
    var quizzes: [QuizBlock] {
        blocks.compactMap { if case .quiz(let quiz) = $0 { quiz } else { nil } }
    }

    /// The `file=` paths of the swift blocks that parse.
    var tangledPaths: Set<String> {
        Set(snippets.compactMap { if case .success(let attributes) = $0.attributes { attributes.file } else { nil } })
    }
}

/// A block of a chapter, by what it is for.
enum ChapterBlock: Sendable {
    case heading(Heading)
    /// ```` ```swift file=… ```` or ```` ```swift ignore ````.
    case snippet(SnippetBlock)
    /// ```` ```exercise ID ````: an exercise's task.
    case exercise(ExerciseTaskBlock)
    /// ```` ```hint ````: a hint to the exercise before it.
    case hint(HintBlock)
    /// ```` ```diagram NAME ````: a figure drawn from a diagram source.
    case diagram(DiagramBlock)
    /// ```` ```quiz ID ````: a self-check question with its answers.
    case quiz(QuizBlock)
    /// Any other code block (`sh`, `text`, indented…): shown as it is.
    case code(CodeBlock)
    case table(TableBlock)

    /// Classifies a block of the Markdown: the one place that reads a code
    /// block's language.
    init(_ block: MarkdownBlock) {
        switch block {
        case .heading(let heading):
            self = .heading(heading)
        case .table(let table, let line, let column):
            self = .table(TableBlock(table: table, line: line, column: column))
        case .code(let code):
            let words = code.words
            switch words.first?.text ?? "" {
            case "swift": self = .snippet(SnippetBlock(code: code, words: words))
            case "exercise": self = .exercise(ExerciseTaskBlock(code: code, words: words))
            case "hint": self = .hint(HintBlock(code: code, isWellFormed: words.count == 1))
            case "diagram": self = .diagram(DiagramBlock(code: code, words: words))
            case "quiz": self = .quiz(QuizBlock(code: code, words: words))
            default: self = .code(code)
            }
        }
    }

    /// The code block under a snippet, exercise, hint, diagram, quiz or other code.
    var code: CodeBlock? {
        switch self {
        case .snippet(let block): block.code
        case .exercise(let block): block.code
        case .hint(let block): block.code
        case .diagram(let block): block.code
        case .quiz(let block): block.code
        case .code(let block): block
        case .heading, .table: nil
        }
    }

    /// Where the block starts (1-based line and column).
    var position: (line: Int, column: Int) {
        switch self {
        case .heading(let heading): (heading.line, heading.column)
        case .table(let table): (table.line, table.column)
        default: (code!.line, code!.column)
        }
    }

    /// What every translation must share at this place.
    var outlineKind: OutlineItem.Kind {
        switch self {
        case .heading(let heading): .heading(level: heading.level)
        case .table(let table): .table(columns: table.table.columnCount, rows: table.table.rows.count)
        // A quiz's id, options and right answer are compared by the quiz
        // check, which says what differs; the outline only wants it here.
        case .quiz: .code(info: "quiz")
        default: .code(info: code!.words.map(\.text).joined(separator: " "))
        }
    }
}

/// A `swift` block: its attributes and its code split at the exercise markers.
struct SnippetBlock: Sendable {
    var code: CodeBlock
    var attributes: Result<SnippetAttributes, SnippetAttributes.Problem>
    var regions: Result<SnippetCode, SnippetCode.Problem>

    init(code: CodeBlock, words: [InfoWord]) {
        self.code = code
        attributes = SnippetAttributes.parse(words: words, infoColumn: code.infoColumn)
        regions = SnippetCode.parse(code.literal)
    }

    /// The tangled file's path, when the attributes parse and name one.
    var file: String? {
        if case .success(let attributes) = attributes { attributes.file } else { nil }
    }
}

/// An ```` ```exercise ID ```` block: the task of exercise `ID`, in Markdown.
/// One attribute may follow the id: `stretch` marks an exercise that asks
/// for design rather than recall (without it the exercise is a core one).
struct ExerciseTaskBlock: Sendable {
    var code: CodeBlock
    /// The second word of the info string, as written ("" when missing).
    var shownID: String
    /// The id, when the info string is `exercise ID [stretch]` with a kebab-case id.
    var id: String?
    /// True when the info string carries `stretch`.
    var isStretch: Bool
    /// An attribute after the id that is not `stretch`, or `stretch` twice:
    /// the message and the word's offset in the info string.
    var attributeProblem: (offset: Int, message: String)?

    init(code: CodeBlock, words: [InfoWord]) {
        self.code = code
        shownID = words.count > 1 ? words[1].text : ""
        var isStretch = false
        var problem: (offset: Int, message: String)?
        for word in words.dropFirst(2) where problem == nil {
            if word.text != "stretch" {
                problem = (
                    word.offset, "unknown attribute '\(word.text)' on an exercise block (expected 'stretch' or nothing)"
                )
            } else if isStretch {
                problem = (word.offset, "attribute 'stretch' is repeated")
            }
            isStretch = true
        }
        self.isStretch = isStretch && problem == nil
        attributeProblem = problem
        id = words.count >= 2 && SnippetCode.isValidID(shownID) && problem == nil ? shownID : nil
    }
}

/// A ```` ```hint ```` block.
struct HintBlock: Sendable {
    var code: CodeBlock
    /// The info string is just `hint`.
    var isWellFormed: Bool
}

/// A ```` ```diagram NAME ```` block: the name of its source and its caption.
struct DiagramBlock: Sendable {
    var code: CodeBlock
    /// The name, when the info string is exactly `diagram NAME` with a kebab-case name.
    var name: String?
    /// 1-based column of the name on the fence line.
    var nameColumn: Int
    var caption: DiagramCaption

    init(code: CodeBlock, words: [InfoWord]) {
        self.code = code
        let wellFormed = words.count == 2 && SnippetCode.isValidID(words[1].text)
        name = wellFormed ? words[1].text : nil
        nameColumn = wellFormed ? code.infoColumn + words[1].offset : code.infoColumn
        caption = DiagramCaption.parse(code.literal)
    }
}

/// A pipe table and where it starts.
struct TableBlock: Sendable {
    var table: PipeTable
    var line: Int
    var column: Int
}

/// The text of a ```` ```diagram NAME ```` block: the caption in the
/// chapter's language. The first line is the title; the lines after it are
/// the description a screen reader reads in place of the picture.
struct DiagramCaption: Sendable, Equatable {
    var title: String
    var description: String

    /// Splits a block's text into title and description ("" when missing).
    static func parse(_ literal: String) -> DiagramCaption {
        let lines = literal.split(separator: "\n", omittingEmptySubsequences: true)
            .map { $0.trimmingSpaces }.filter { !$0.isEmpty }
        return DiagramCaption(title: lines.first ?? "", description: lines.dropFirst().joined(separator: " "))
    }
}
