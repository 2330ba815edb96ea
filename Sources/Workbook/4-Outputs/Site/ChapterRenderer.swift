/// A heading as it appears on the page.
struct RenderedHeading: Equatable, Sendable {
    var level: Int
    var text: String
    var id: String
}

/// A chapter rendered to HTML, with what the sidebar and the search index need.
struct RenderedDocument: Sendable {
    /// The body HTML: cmark's safe rendering around the blocks the site draws itself.
    var html: HTML
    var headings: [RenderedHeading]
    /// The plain text under each heading: `sectionText[0]` is the text before
    /// the first heading, `sectionText[k + 1]` the text under heading `k`.
    var sectionText: [String]
    /// The code blocks under each heading, indexed like `sectionText`.
    var sectionCode: [String]
}

/// Renders one translation of a chapter: its body HTML, its headings with
/// ids shared by every translation, and the plain text of each section for
/// search. It reads only the chapter's model.
struct ChapterRenderer {
    var strings: SiteStrings
    /// The id of each heading of the document it renders, in order, shared
    /// by every translation of the chapter (`Translation.headingIDs`).
    var headingIDs: [String]
    /// Tangled paths that have a file page in this language.
    var filePages: Set<String>
    /// `../` from the rendered page up to `Site/<lang>/`.
    var toLanguageRoot: String = ""
    /// The book's diagram sources, and the page's language code (which picks
    /// `NAME.LANG.trace` and a graph's `label.LANG`).
    var diagrams = DiagramCatalog()
    var language = ""
    /// The sections of this translation that may be out of date, and where
    /// their source is.
    var staleNotes = StaleNotes()

    /// Which sections of a translation get the note "This section may be
    /// out of date", linking to the same section in the source language.
    struct StaleNotes: Sendable, Equatable {
        /// Heading ids of the stale sections.
        var ids: Set<String> = []
        /// The source language's code.
        var sourceLanguage = ""
        /// The chapter page in the source language, relative to this page (`../en/02-slug.html`).
        var sourcePage = ""

        /// The note under the heading `id`, or nothing when it is current.
        func html(id: String, strings: SiteStrings) -> HTML {
            guard ids.contains(id) else { return HTML() }
            let source = SiteStrings.for(sourceLanguage)
            return "<p class=\"wb-stale\" role=\"note\">\(strings.staleSection) "
                + "<a href=\"\(attribute: sourcePage)#\(attribute: id)\" hreflang=\"\(attribute: sourceLanguage)\">"
                + "\(strings.readOriginal) (<span lang=\"\(attribute: sourceLanguage)\">"
                + "\(source.autonym)</span>)</a></p>\n"
        }
    }

    /// The headings of `document` as the page shows them, with their ids:
    /// the sidebar, the contents and the search need them, not the body.
    func headings(_ document: ChapterDocument) -> [RenderedHeading] {
        // The model gives every heading an id; a renderer given fewer (a
        // document it was not made for) gives the rest ids by the model's
        // rule for headings the source lacks, rather than trap.
        let ids =
            headingIDs.count >= document.headings.count
            ? headingIDs : HeadingIDs.ids(for: document.headingTexts, sourceTexts: headingIDs)
        return zip(document.headings, ids).map { heading, id in
            RenderedHeading(level: heading.level, text: heading.text, id: id)
        }
    }

    init(strings: SiteStrings, headingIDs: [String], filePages: Set<String>) {
        self.strings = strings
        self.headingIDs = headingIDs
        self.filePages = filePages
    }

    /// Renders `document`.
    func render(_ document: ChapterDocument) -> RenderedDocument {
        let headings = headings(document)
        let pages = filePages
        let root = toLanguageRoot
        var renderer = BlockRenderer(strings: strings, diagrams: diagrams, language: language) { path in
            pages.contains(path) ? root + FilePage.link(for: path) : nil
        }
        let exerciseIDs = document.blocks.compactMap { block -> String? in
            guard case .exercise(let task) = block else { return nil }
            return task.shownID
        }
        for (index, id) in exerciseIDs.enumerated() {
            renderer.exerciseLabels[id] =
                exerciseIDs.count > 1 ? "\(strings.exercise) \(index + 1)" : strings.exercise
        }
        for block in document.blocks {
            guard case .snippet(let snippet) = block, case .success(let code) = snippet.regions else { continue }
            for id in code.exerciseIDs {
                renderer.regionCounts[BlockRenderer.regionKey(id, snippet.file), default: 0] += 1
            }
        }
        var headingIndex = 0
        var code = [""]
        for block in document.blocks {
            switch block {
            case .heading:
                code.append("")
            case .table:
                break
            case .quiz(let quiz):
                // Searched by its words, once each, not by its `- [x]` markers.
                if !code[code.count - 1].isEmpty { code[code.count - 1] += " " }
                code[code.count - 1] += quiz.quiz.searchText
            default:
                if let literal = block.code?.literal {
                    if !code[code.count - 1].isEmpty { code[code.count - 1] += " " }
                    code[code.count - 1] += literal
                }
            }
        }
        // cmark's safe rendering of the prose, with the blocks drawn here
        // (built as `HTML`) put in as the walker meets them.
        let prose = document.markdown.html { index, _ in
            let block = document.blocks[index]
            guard case .heading(let heading) = block else {
                var html = renderer.html(block)
                // After the last hint of an exercise (or its task, without
                // hints) comes the solution met earlier in the chapter.
                if Self.endsExercise(document.blocks, at: index) { html += renderer.flush() }
                return html.markup
            }
            let id = headings[headingIndex].id
            headingIndex += 1
            let html =
                renderer.flush() + HTML.heading(level: heading.level, content: heading.html, id: id)
                + staleNotes.html(id: id, strings: strings)
            return html.markup
        }
        var html = HTML(trustedMarkup: prose)
        html += renderer.flush()
        return RenderedDocument(
            html: html, headings: headings, sectionText: document.markdown.sectionText,
            sectionCode: code)
    }

    /// True when the block at `index` is an exercise's task or hint and no
    /// hint follows it.
    static func endsExercise(_ blocks: [ChapterBlock], at index: Int) -> Bool {
        switch blocks[index] {
        case .exercise, .hint: break
        default: return false
        }
        guard index + 1 < blocks.count, case .hint = blocks[index + 1] else { return true }
        return false
    }

    /// The chapter's title: its first level-1 heading, else its first heading.
    static func title(of document: RenderedDocument, fallback: String) -> String {
        (document.headings.first { $0.level == 1 } ?? document.headings.first)?.text ?? fallback
    }
}
