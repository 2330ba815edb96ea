/// How long a chapter is to read: its lines, less the code a reader only
/// opens on demand (blocks marked `fold`) and less the end-of-chapter quiz
/// (a section that holds ```` ```quiz ```` blocks), which is a test of the
/// chapter, not part of it. `workbook list --json` reports it per language
/// as `readingLines`, so a round of edits can be held to a chapter's length.
extension ChapterDocument {
    var readingLineCount: Int {
        var lineTotal = markdown.lineCount
        // A final line end starts no line a reader sees (as `wc -l` counts).
        if markdown.text.utf8.last == 0x0A { lineTotal -= 1 }
        guard lineTotal > 0 else { return 0 }
        var skipped = [Bool](repeating: false, count: lineTotal + 1)
        func skip(_ lines: ClosedRange<Int>) {
            for line in lines where line >= 1 && line <= lineTotal { skipped[line] = true }
        }
        // Sections of level 1 or 2: where each starts, and whether it holds a quiz.
        var sections: [(line: Int, hasQuiz: Bool)] = []
        for block in blocks {
            if case .heading(let heading) = block, heading.level <= 2 {
                sections.append((heading.line, false))
            }
            guard let code = block.code else { continue }
            // Read from the fence, whatever kind of block the model makes of a quiz.
            if code.words.first?.text == "quiz", !sections.isEmpty {
                sections[sections.count - 1].hasQuiz = true
            }
            if code.isFolded, code.isClosed {
                skip(code.line...(code.codeLine + code.codeLineCount))
            }
        }
        for (index, section) in sections.enumerated() where section.hasQuiz {
            let end = index + 1 < sections.count ? sections[index + 1].line - 1 : lineTotal
            if end >= section.line { skip(section.line...end) }
        }
        return skipped.dropFirst().filter { !$0 }.count
    }
}
