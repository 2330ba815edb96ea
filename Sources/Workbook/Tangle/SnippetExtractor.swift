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
                diagnostics += Self.fenceProblems(code, document: translation.document, path: path)
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

    /// Mistakes in a fenced block's frame that would otherwise go unnoticed:
    /// an info string holding a space that is not a space (pasted from a word
    /// processor, it makes `swift file=…` one unknown language), `file=` on a
    /// block that is not `swift` (a typo in the language: never compiled), and
    /// a fence with an info string inside the block (it opens nothing, and
    /// the next bare fence closes this block early).
    static func fenceProblems(_ code: CodeBlock, document: MarkdownDocument, path: String) -> [Diagnostic] {
        guard code.isFenced else { return [] }
        var result: [Diagnostic] = []
        if let (offset, scalar) = code.info.unicodeScalars.enumerated().first(where: { Self.oddSpaces[$0.1.value] != nil }) {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            let code4 = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            return [.error(path, code.line, code.infoColumn + offset,
                "the info string holds U+\(code4) (\(Self.oddSpaces[scalar.value] ?? "")), not a plain space; retype it as a space")]
        }
        let words = SnippetAttributes.words(code.info)
        if code.language != "swift", let file = words.dropFirst().first(where: { $0.0.hasPrefix("file=") }) {
            result.append(.error(path, code.line, code.infoColumn + file.1,
                "'file=' on a '\(code.language)' block: only 'swift' blocks are tangled; fix the language"))
        }
        // The opening fence: its character and length.
        let opening = document.line(code.line).utf8.dropFirst(max(code.column - 1, 0))
            .drop(while: { $0 == 0x20 || $0 == 0x09 })
        guard let fence = opening.first else { return result }
        let length = opening.prefix(while: { $0 == fence }).count
        var lineOffset = 0
        for line in code.literal.utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
            defer { lineOffset += 1 }
            let indent = line.prefix(while: { $0 == 0x20 }).count
            guard indent < 4 else { continue }
            let rest = line.dropFirst(indent)
            let run = rest.prefix(while: { $0 == fence }).count
            guard run >= length, rest.dropFirst(run).contains(where: { $0 != 0x20 && $0 != 0x09 }) else { continue }
            let longer = String(repeating: fence == 0x60 ? "`" : "~", count: run + 1)
            result.append(.error(path, code.codeLine + lineOffset, code.column + indent,
                "a fence with an info string inside the code block of line \(code.line): it opens nothing, and the next bare fence closes the outer block; close that block before this line, or fence it with \(longer) to show one block inside another"))
            break
        }
        return result
    }

    /// Characters that look like a space in an editor but are not one.
    static let oddSpaces: [UInt32: String] = [
        0x00A0: "no-break space", 0x1680: "ogham space", 0x2000: "en quad", 0x2001: "em quad",
        0x2002: "en space", 0x2003: "em space", 0x2004: "three-per-em space", 0x2005: "four-per-em space",
        0x2006: "six-per-em space", 0x2007: "figure space", 0x2008: "punctuation space",
        0x2009: "thin space", 0x200A: "hair space", 0x200B: "zero-width space", 0x202F: "narrow no-break space",
        0x205F: "medium mathematical space", 0x2060: "word joiner", 0x3000: "ideographic space",
        0xFEFF: "zero-width no-break space",
    ]

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
