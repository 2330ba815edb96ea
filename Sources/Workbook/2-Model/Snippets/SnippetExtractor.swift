/// Walks one translation's blocks once and returns its snippets, exercise
/// blocks and outline, with a diagnostic for every malformed block.
struct SnippetExtractor: Sendable {
    var manifest: BookManifest

    init(manifest: BookManifest) {
        self.manifest = manifest
    }

    func extract(_ translation: Translation, chapterNumber: Int) -> (TranslationContent, [Diagnostic]) {
        var content = TranslationContent()
        var diagnostics: [Diagnostic] = []
        let path = translation.path
        // A chapter's blocks name few files, each many times: each is judged once.
        var pathProblems: [String: String?] = [:]
        // The line of each quiz id met so far: an id is the quiz's anchor and must be the chapter's only one.
        var quizLines: [String: Int] = [:]
        for block in translation.document.blocks {
            let position = block.position
            content.outline.append(OutlineItem(kind: block.outlineKind, line: position.line, column: position.column))
            if let code = block.code {
                if code.isFenced && !code.isClosed {
                    diagnostics.append(
                        .error(
                            path, code.line, code.column,
                            "code block is never closed: add a closing fence"))
                }
                diagnostics += Self.fenceProblems(
                    code, isSnippet: { if case .snippet = block { true } else { false } }(),
                    path: path)
            }
            switch block {
            case .snippet(let snippetBlock):
                if let snippet = snippet(
                    snippetBlock, chapterNumber: chapterNumber, path: path, diagnostics: &diagnostics,
                    pathProblems: &pathProblems)
                {
                    content.snippets.append(snippet)
                }
            case .exercise(let task):
                if let id = task.id {
                    content.exerciseBlocks.append(
                        ExerciseBlock(kind: .task(id: id), block: task.code, isStretch: task.isStretch))
                } else if let problem = task.attributeProblem {
                    diagnostics.append(
                        .error(path, task.code.line, task.code.infoColumn + problem.offset, problem.message))
                } else {
                    diagnostics.append(
                        .error(
                            path, task.code.line, task.code.infoColumn,
                            "an exercise block's info string is 'exercise ID' with one kebab-case id, optionally followed by 'stretch'"
                        ))
                }
            case .hint(let hint):
                if !hint.isWellFormed {
                    diagnostics.append(
                        .error(
                            path, hint.code.line, hint.code.infoColumn,
                            "a hint block's info string is just 'hint'"))
                } else if content.exerciseBlocks.isEmpty {
                    diagnostics.append(
                        .error(
                            path, hint.code.line, hint.code.infoColumn,
                            "a hint must follow an 'exercise ID' block"))
                } else {
                    content.exerciseBlocks.append(ExerciseBlock(kind: .hint, block: hint.code))
                }
            case .quiz(let quiz):
                diagnostics += Self.quizProblems(quiz, path: path, seen: &quizLines)
            case .heading, .table, .diagram, .code:
                break
            }
        }
        return (content, diagnostics)
    }

    /// What is wrong with a quiz block: its info string, an id the chapter
    /// already used (`seen` maps ids to their lines), and what `Quiz.parse` found.
    static func quizProblems(_ quiz: QuizBlock, path: String, seen: inout [String: Int]) -> [Diagnostic] {
        var result: [Diagnostic] = []
        if let id = quiz.id {
            if let first = seen[id] {
                result.append(
                    .error(
                        path, quiz.code.line, quiz.idColumn,
                        "quiz id '\(id)' is already used at line \(first): each quiz of a chapter needs its own id"))
            } else {
                seen[id] = quiz.code.line
            }
        } else {
            result.append(
                .error(
                    path, quiz.code.line, quiz.code.infoColumn,
                    "a quiz block's info string is 'quiz ID' with one kebab-case id"))
        }
        result += quiz.problems.map { .error(path, $0.line, $0.column, $0.message) }
        return result
    }

    /// Mistakes in a fenced block's frame that would otherwise go unnoticed:
    /// an info string holding a space that is not a space (pasted from a word
    /// processor, it makes `swift file=…` one unknown language), `file=` on a
    /// block that is not `swift` (a typo in the language: never compiled), and
    /// a fence with an info string inside the block (it opens nothing, and
    /// the next bare fence closes this block early).
    static func fenceProblems(_ code: CodeBlock, isSnippet: Bool, path: String) -> [Diagnostic] {
        guard code.isFenced, let (fence, length) = code.fence else { return [] }
        var result: [Diagnostic] = []
        if !code.info.utf8.allSatisfy({ $0 < 0x80 }),
            let (offset, scalar) = code.info.unicodeScalars.enumerated().first(where: {
                Self.oddSpaces[$0.1.value] != nil
            })
        {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            let code4 = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            return [
                .error(
                    path, code.line, code.infoColumn + offset,
                    "the info string holds U+\(code4) (\(Self.oddSpaces[scalar.value] ?? "")), not a plain space; retype it as a space"
                )
            ]
        }
        let words = code.words
        if !isSnippet, let file = words.dropFirst().first(where: { $0.text.hasPrefix("file=") }) {
            result.append(
                .error(
                    path, code.line, code.infoColumn + file.offset,
                    "'file=' on a '\(words.first?.text ?? "")' block: only 'swift' blocks are tangled; fix the language"
                ))
        }
        if !isSnippet { result += foldProblems(words, code: code, path: path) }
        var literal = code.literal
        let found = literal.withUTF8 { bytes -> (line: Int, indent: Int, run: Int)? in
            // One pass over the bytes: most code holds no fence character at all.
            var lineOffset = 0
            var start = 0
            while start <= bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                var index = start
                while index < end, bytes[index] == 0x20 { index += 1 }
                let indent = index - start
                if indent < 4 {
                    var runEnd = index
                    while runEnd < end, bytes[runEnd] == fence { runEnd += 1 }
                    let run = runEnd - index
                    if run >= length, (runEnd..<end).contains(where: { bytes[$0] != 0x20 && bytes[$0] != 0x09 }) {
                        return (lineOffset, indent, run)
                    }
                }
                lineOffset += 1
                start = end + 1
            }
            return nil
        }
        if let found {
            let longer = String(repeating: fence == 0x60 ? "`" : "~", count: found.run + 1)
            result.append(
                .error(
                    path, code.codeLine + found.line, code.column + found.indent,
                    "a fence with an info string inside the code block of line \(code.line): it opens nothing, and the next bare fence closes the outer block; close that block before this line, or fence it with \(longer) to show one block inside another"
                ))
        }
        return result
    }

    /// The blocks that are not code but Markdown or a figure: folding one
    /// would hide a task, a hint, a quiz or a diagram, not a listing.
    static let unfoldableKinds: Set<String> = ["exercise", "hint", "diagram", "quiz"]

    /// `fold` on a block that is not `swift` (the swift attributes judge
    /// their own): allowed once on a code block (`text`, `sh`, …), never on
    /// an exercise, hint, quiz or diagram, never with a value.
    static func foldProblems(_ words: [InfoWord], code: CodeBlock, path: String) -> [Diagnostic] {
        let kind = words.first?.text ?? ""
        var seen = false
        for word in words.dropFirst() where word.text == "fold" || word.text.hasPrefix("fold=") {
            let column = code.infoColumn + word.offset
            if let problem = SnippetAttributes.foldProblem(word.text) {
                return [.error(path, code.line, column, problem)]
            }
            if unfoldableKinds.contains(kind) {
                return [
                    .error(
                        path, code.line, column,
                        "'fold' on a '\(kind)' block: only code blocks (swift, text, sh, …) fold; remove it")
                ]
            }
            if seen { return [.error(path, code.line, column, "attribute 'fold' is repeated")] }
            seen = true
        }
        return []
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

    func snippet(
        _ snippet: SnippetBlock, chapterNumber: Int, path: String,
        diagnostics: inout [Diagnostic], pathProblems: inout [String: String?]
    ) -> Snippet? {
        let block = snippet.code
        let attributes: SnippetAttributes
        switch snippet.attributes {
        case .success(let parsed): attributes = parsed
        case .failure(let problem):
            diagnostics.append(.error(path, block.line, problem.column, problem.message))
            return nil
        }
        if let file = attributes.file,
            let problem = pathProblems[file]
                ?? {
                    let problem = TargetPath.problem(with: file, targets: manifest.targets)
                    pathProblems[file] = problem
                    return problem
                }()
        {
            diagnostics.append(.error(path, block.line, attributes.fileColumn, problem))
            return nil
        }
        switch snippet.regions {
        case .success(let code):
            if attributes.isFolded,
                code.segments.contains(where: { if case .exercise = $0 { true } else { false } }),
                let fold = block.words.first(where: { $0.text == "fold" })
            {
                diagnostics.append(
                    .error(
                        path, block.line, block.infoColumn + fold.offset,
                        "'fold' on a block that holds an exercise: the reader's task must stay in sight; remove it"))
                return nil
            }
            return Snippet(
                chapterNumber: chapterNumber, sourcePath: path, block: block,
                file: attributes.file, fileColumn: attributes.fileColumn, code: code)
        case .failure(let problem):
            diagnostics.append(.error(path, block.codeLine + problem.lineOffset, problem.column, problem.message))
            return nil
        }
    }
}
