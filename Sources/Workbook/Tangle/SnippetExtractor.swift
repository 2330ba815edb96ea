/// Walks one translation's blocks once and returns its snippets, exercise
/// blocks and outline, with a diagnostic for every malformed block.
public struct SnippetExtractor {
    public var manifest: BookManifest

    public init(manifest: BookManifest) {
        self.manifest = manifest
    }

    public func extract(_ translation: Translation, chapterNumber: Int) -> (TranslationContent, [Diagnostic]) {
        var content = TranslationContent()
        var diagnostics: [Diagnostic] = []
        let path = translation.path
        for block in translation.document.blocks() {
            switch block {
            case .heading(let heading):
                content.outline.append(OutlineItem(kind: .heading(level: heading.level),
                                                   line: heading.line, column: heading.column))
            case .table(let table, let line, let column):
                content.outline.append(OutlineItem(kind: .table(columns: table.columnCount, rows: table.rows.count),
                                                   line: line, column: column))
            case .code(let code):
                content.outline.append(OutlineItem(kind: .code(info: Self.normalizedInfo(code.info)),
                                                   line: code.line, column: code.column))
                if code.isFenced && !code.isClosed {
                    diagnostics.append(.error(path, code.line, code.column,
                        "code block is never closed: add a closing fence"))
                }
                switch code.language {
                case "swift":
                    if let snippet = snippet(code, chapterNumber: chapterNumber, path: path, diagnostics: &diagnostics) {
                        content.snippets.append(snippet)
                    }
                case "exercise":
                    let words = SnippetAttributes.words(code.info)
                    if words.count == 2, SnippetCode.isValidID(words[1].0) {
                        content.exerciseBlocks.append(ExerciseBlock(kind: .task(id: words[1].0), block: code))
                    } else {
                        diagnostics.append(.error(path, code.line, code.infoColumn,
                            "an exercise block's info string is 'exercise ID' with one kebab-case id"))
                    }
                case "hint":
                    if SnippetAttributes.words(code.info).count != 1 {
                        diagnostics.append(.error(path, code.line, code.infoColumn,
                            "a hint block's info string is just 'hint'"))
                    } else if content.exerciseBlocks.isEmpty {
                        diagnostics.append(.error(path, code.line, code.infoColumn,
                            "a hint must follow an 'exercise ID' block"))
                    } else {
                        content.exerciseBlocks.append(ExerciseBlock(kind: .hint, block: code))
                    }
                default:
                    break
                }
            }
        }
        return (content, diagnostics)
    }

    /// Info strings compared across translations: words joined by one space.
    static func normalizedInfo(_ info: String) -> String {
        SnippetAttributes.words(info).map(\.0).joined(separator: " ")
    }

    func snippet(_ block: CodeBlock, chapterNumber: Int, path: String,
                 diagnostics: inout [Diagnostic]) -> Snippet? {
        let attributes: SnippetAttributes
        switch SnippetAttributes.parse(info: block.info, infoColumn: block.infoColumn) {
        case .success(let parsed): attributes = parsed
        case .failure(let problem):
            diagnostics.append(.error(path, block.line, problem.column, problem.message))
            return nil
        }
        if let file = attributes.file, let problem = TargetPath.problem(with: file, targets: manifest.targets) {
            diagnostics.append(.error(path, block.line, attributes.fileColumn, problem))
            return nil
        }
        switch SnippetCode.parse(block.literal) {
        case .success(let code):
            return Snippet(chapterNumber: chapterNumber, sourcePath: path, block: block,
                           file: attributes.file, fileColumn: attributes.fileColumn, code: code)
        case .failure(let problem):
            diagnostics.append(.error(path, block.codeLine + problem.lineOffset, problem.column, problem.message))
            return nil
        }
    }
}
