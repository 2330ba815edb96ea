/// Turns the blocks the site treats specially into HTML: Swift snippets
/// (highlighted, with the file they go into and exercises folded), exercise
/// tasks, hints, other code, pipe tables. Everything from the chapter is
/// escaped or rendered by cmark's safe renderer.
struct BlockRenderer {
    var strings: SiteStrings
    /// The relative link to the page of a tangled file, from the chapter page.
    var fileLink: (String) -> String?
    /// Hints seen since the last exercise task (they are numbered).
    private var hintNumber = 0
    /// What readers see as each exercise's name (its id stays in the
    /// anchor): "Exercise", or "Exercise 2" in a chapter with several.
    var exerciseLabels: [String: String] = [:]
    /// How many regions each exercise has in each file of the chapter (keyed
    /// by `regionKey`): a file with several numbers their folds.
    var regionCounts: [String: Int] = [:]
    /// The regions met so far, by `regionKey`.
    private var regionsSeen: [String: Int] = [:]
    /// Exercises whose task box is already on the page.
    private var shownTasks: Set<String> = []
    /// Solutions met before their task: each waits until its task and hints
    /// are on the page, so a reader meets the task before the answer.
    private var pendingSolutions: [String: HTML] = [:]
    /// The exercise whose task (and hints) were the last blocks rendered.
    private var openExercise: String?
    /// Draws the ```` ```diagram ```` blocks.
    private var figures: DiagramFigure
    /// The no-break spaces of the page's language, for the prose of tasks,
    /// hints and table cells.
    private let typography: ProseTypography
    /// Draws the ```` ```quiz ```` blocks.
    private var quizzes: QuizRenderer

    init(
        strings: SiteStrings, diagrams: DiagramCatalog = DiagramCatalog(), language: String = "",
        fileLink: @escaping (String) -> String?
    ) {
        self.strings = strings
        self.fileLink = fileLink
        figures = DiagramFigure(catalog: diagrams, language: language, strings: strings)
        typography = ProseTypography(language: language)
        quizzes = QuizRenderer(language: language)
    }

    /// The HTML for a block of the chapter.
    mutating func html(_ block: ChapterBlock) -> HTML {
        switch block {
        case .exercise(let task): return exercise(task)
        case .hint(let hint): return self.hint(hint.code)
        default: break
        }
        let before = flush()
        switch block {
        case .exercise, .hint: return before
        case .snippet(let snippet):
            let html = swift(snippet)
            return before
                + (snippet.code.isFolded ? Self.folded(html, snippet.code, file: snippet.file, strings: strings) : html)
        case .diagram(let diagram):
            return before + (figures.html(diagram) ?? Self.plain(diagram.code, strings: strings))
        case .quiz(let quiz): return before + (quizzes.html(quiz) ?? Self.plain(quiz.code, strings: strings))
        case .code(let code):
            let html = Self.plain(code, strings: strings)
            return before + (code.isFolded ? Self.folded(html, code, file: nil, strings: strings) : html)
        case .table(let table): return before + Self.table(table.table, strings: strings, typography: typography)
        case .heading: return before  // The chapter renderer gives headings their ids.
        }
    }

    /// The solution of the exercise whose task and hints were just rendered,
    /// when it was met earlier in the chapter; "" otherwise. The chapter
    /// renderer calls it before a heading and at the end of the page.
    mutating func flush() -> HTML {
        guard let id = openExercise else { return HTML() }
        openExercise = nil
        return pendingSolutions.removeValue(forKey: id) ?? HTML()
    }

    /// "Exercise" or "Exercise 2", as the task box is titled.
    func label(of id: String) -> String { exerciseLabels[id] ?? strings.exercise }

    /// The key of `regionCounts` for exercise `id`'s regions in `file`.
    static func regionKey(_ id: String, _ file: String?) -> String { id + "\n" + (file ?? "") }

    /// A solution fold's title: which solution ("Solution", "Second
    /// solution"), of which exercise when the chapter has several ("Solution
    /// (Exercise 2)"), and the file it goes into, numbered when that file
    /// holds several regions of the exercise ("Solution: Step4.swift, part 2").
    func solutionTitle(of id: String, number: Int = 1, file: String? = nil, part: Int? = nil) -> String {
        var title = strings.solution(number: number)
        if exerciseLabels.count > 1 { title += " (\(label(of: id)))" }
        if let file {
            title += ": " + (file.split(separator: "/").last.map(String.init) ?? file)
            if let part { title += ", \(strings.part) \(part)" }
        }
        return title
    }

    // MARK: - Kinds of blocks

    mutating func swift(_ snippet: SnippetBlock) -> HTML {
        let block = snippet.code
        let file = snippet.file
        var html: HTML = "<div class=\"wb-code\">"
        if let file {
            let name = HTML(breakingWords: file)
            if let link = fileLink(file) {
                html +=
                    "<div class=\"wb-code-file\">\(strings.file): <a href=\"\(attribute: link)\">\(name)</a></div>"
            } else {
                html += "<div class=\"wb-code-file\">\(strings.file): \(name)</div>"
            }
        }
        let code: SnippetCode
        switch snippet.regions {
        case .success(let parsed): code = parsed
        case .failure: code = SnippetCode(segments: [.plain(Self.withoutMarkers(block.literal))])
        }
        var solutions = HTML()
        let name = file.map { "\(strings.code): \($0)" } ?? strings.code
        html += "<pre\(Self.scrolling(name))><code class=\"language-swift\">"
        for (index, segment) in code.segments.enumerated() {
            switch segment {
            case .plain(let text):
                html += SwiftHighlighter.html(text)
            case .exercise(let id, let solution, let starter, _):
                // The label is real text (read out, and visible as a badge);
                // the copy button leaves it out.
                html +=
                    "<span class=\"wb-starter\"><span class=\"wb-starter-label\">\(strings.yourCode)</span>"
                    + SwiftHighlighter.html(starter) + "</span>"
                let key = Self.regionKey(id, file)
                regionsSeen[key, default: 0] += 1
                let part = (regionCounts[key] ?? 1) > 1 ? regionsSeen[key] : nil
                let title = solutionTitle(of: id, file: file, part: part)
                var fold: HTML =
                    "<details class=\"wb-solution\"><summary>\(title)</summary>"
                    + "<pre\(Self.scrolling(title))><code class=\"language-swift\">\(SwiftHighlighter.html(solution))</code></pre></details>"
                // Other reference solutions fold after the first: "Second solution", in the page's
                // language (the `//# solution NAME` is for `extract`, not for readers).
                for (offset, alternative) in code.alternatives.filter({ $0.segment == index }).enumerated() {
                    let other = solutionTitle(of: id, number: offset + 2, file: file, part: part)
                    fold +=
                        "<details class=\"wb-solution\"><summary>\(other)</summary>"
                        + "<pre\(Self.scrolling(other))><code class=\"language-swift\">\(SwiftHighlighter.html(alternative.code))</code></pre></details>"
                }
                if shownTasks.contains(id) {
                    solutions += fold
                } else {
                    pendingSolutions[id, default: HTML()] += "<div class=\"wb-code\">" + fold + "</div>\n"
                }
            }
        }
        html += "</code></pre>" + solutions + "</div>\n"
        return html
    }

    mutating func exercise(_ task: ExerciseTaskBlock) -> HTML {
        var html = flush()
        hintNumber = 0
        let block = task.code
        let id = task.shownID
        shownTasks.insert(id)
        openExercise = id
        // The id names the anchor only; readers see "Exercise" (or "Exercise 2").
        let valid = SnippetCode.isValidID(id)
        // No accessible name on the <aside>: inside the article it is then no
        // landmark, which the whole-book page would repeat once a chapter.
        let anchor: HTML = valid ? " id=\"wb-exercise-\(attribute: id)\"" : ""
        html += "<aside class=\"wb-exercise\"\(anchor)>"
        html += "<p class=\"wb-exercise-title\">\(label(of: id))</p>\n"
        html += .markdown(block.literal, idPrefix: "wb-exercise-\(id)-h", typography: typography)
        return html + "</aside>\n"
    }

    mutating func hint(_ block: CodeBlock) -> HTML {
        hintNumber += 1
        var html: HTML = "<details class=\"wb-hint\"><summary>\(strings.hint) \(hintNumber)</summary>\n"
        html += .markdown(block.literal, idPrefix: "wb-hint-\(hintNumber)-h", typography: typography)
        return html + "</details>\n"
    }

    /// A block marked `fold`, collapsed: a `<details>` whose summary names
    /// the file (or "Code") and the number of lines, in the page's language.
    /// The print page opens every fold (`PrintPage.openFolds`), and printing
    /// any page opens them for the paper.
    static func folded(_ html: HTML, _ block: CodeBlock, file: String?, strings: SiteStrings) -> HTML {
        let name = file.map { $0.split(separator: "/").last.map(String.init) ?? $0 } ?? strings.code
        return
            "<details class=\"wb-fold\"><summary><span class=\"wb-fold-name\">\(HTML(breakingWords: name))</span>"
            + " <span class=\"wb-fold-size\">\(strings.lineCount(block.codeLineCount))</span></summary>\n"
            + html + "</details>\n"
    }

    /// The attributes of a box that may scroll sideways: a keyboard reaches
    /// it (so arrows scroll it) and a screen reader hears its name.
    static func scrolling(_ name: String) -> HTML {
        " tabindex=\"0\" role=\"group\" aria-label=\"\(attribute: name)\""
    }

    /// Any other block: escaped, not highlighted.
    static func plain(_ block: CodeBlock, strings: SiteStrings) -> HTML {
        let language = String(
            (block.words.first?.text ?? "").unicodeScalars.filter {
                ($0 >= "a" && $0 <= "z") || ($0 >= "0" && $0 <= "9") || $0 == "-" || ($0 >= "A" && $0 <= "Z")
            }.map(Character.init)
        ).lowercased()
        let className: HTML = language.isEmpty ? "" : " class=\"language-\(attribute: language)\""
        return
            "<div class=\"wb-code\"><pre\(scrolling(strings.code))><code\(className)>\(block.literal)</code></pre></div>\n"
    }

    /// The code without `//#` marker lines (for a block whose markers are broken).
    static func withoutMarkers(_ code: String) -> String {
        guard code.contains("//#") else { return code }
        return code.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("//#") }
            .joined(separator: "\n")
    }

    // MARK: - Tables

    /// A pipe table as a `<table>`; every cell is inline Markdown rendered by
    /// cmark, with the no-break spaces of `typography`.
    static func table(_ table: PipeTable, strings: SiteStrings, typography: ProseTypography = .none) -> HTML {
        var html: HTML = "<div class=\"wb-table\"\(scrolling(strings.table))><table>\n<thead>\n<tr>"
        for (index, cell) in table.header.enumerated() {
            // An empty header cell (the corner above row labels) heads nothing:
            // a <th> without text leaves a screen reader without a column name.
            let tag: HTML = cell.allSatisfy(\.isWhitespace) ? "td" : "th"
            let content = HTML.inlineMarkdown(cell, typography: typography)
            html += "<\(tag)\(alignment(table, index))>\(content)</\(tag)>"
        }
        html += "</tr>\n</thead>\n"
        if !table.rows.isEmpty {
            html += "<tbody>\n"
            for row in table.rows {
                html += "<tr>"
                for (index, cell) in row.enumerated() {
                    let content = HTML.inlineMarkdown(cell, typography: typography)
                    html += "<td\(alignment(table, index))>\(content)</td>"
                }
                html += "</tr>\n"
            }
            html += "</tbody>\n"
        }
        return html + "</table></div>\n"
    }

    private static func alignment(_ table: PipeTable, _ index: Int) -> HTML {
        guard index < table.alignments.count else { return "" }
        switch table.alignments[index] {
        case .none: return ""
        case .left: return " class=\"wb-left\""
        case .center: return " class=\"wb-center\""
        case .right: return " class=\"wb-right\""
        }
    }
}
