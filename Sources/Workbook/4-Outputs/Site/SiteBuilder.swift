import Dispatch
import Foundation
import Synchronization

/// A file of the rendered site: its path relative to the book root
/// (`Site/en/index.html`) and its bytes.
struct SiteFile: Equatable, Sendable {
    var path: String
    var contents: Data
}

/// Renders the whole site from an analysed book: the language choice, per
/// language a contents page, a page a chapter, a page a tangled file, the
/// whole book on one page and a search index, and the shared assets. Pure:
/// it computes files, it writes nothing; the same book always gives the
/// same bytes.
///
/// It works in two steps, so that a build makes only the files whose
/// inputs changed: `outputs()` names every file with a key (a hash of
/// everything its bytes depend on) without rendering anything, and
/// `make(_:)` renders and assembles the files asked for, each chapter body
/// rendered at most once and taken from the page cache when it can be.
struct SiteBuilder: Sendable {
    static let folder = "Site"
    let analysis: BookAnalysis

    init(analysis: BookAnalysis) {
        self.analysis = analysis
    }

    /// One translation of one chapter to render, and how.
    struct RenderJob: Sendable {
        var translation: Translation
        var renderer: ChapterRenderer
        var document: ChapterDocument { translation.document }
    }

    /// Every file of the site, sorted by path.
    func files() -> [SiteFile] {
        let plan = outputs()
        let files = Mutex<[SiteFile]>([])
        make(Array(plan.outputs.indices), of: plan) { index, data in
            files.withLock { $0.append(SiteFile(path: plan.outputs[index].path, contents: data)) }
        }
        return files.withLock { $0 }.sorted { $0.path < $1.path }
    }

    /// Every file of the site, named and keyed, nothing rendered yet.
    func outputs() -> SiteOutputs {
        SiteOutputs(analysis: analysis)
    }

    /// Makes the files at `indices` of `plan.outputs`, handing each to
    /// `take` (with its index) as soon as it is made, from any thread: a
    /// build writes it out and keeps no page in memory longer than that.
    /// Returns how many chapter bodies had to be rendered (the others came
    /// from the page cache).
    @discardableResult
    func make(_ indices: [Int], of plan: SiteOutputs, take: @Sendable (Int, Data) -> Void) -> Int {
        let outputs = indices.map { plan.outputs[$0] }
        let cache = PageCache(root: analysis.book.root)
        let sharedKeys = plan.languages.map { _ in SearchKeyer.SharedKeys() }
        var renderedCount = 0
        // One language at a time: its bodies are rendered (or read from the
        // cache) once each on every core, its files made from them on every
        // core, and the bodies let go before the next language's, so a cold
        // build holds a quarter of the book's bodies rather than all of them.
        for language in plan.languages.indices {
            let work = zip(indices, outputs).filter { $0.1.language == language }
            guard !work.isEmpty else { continue }
            var needed = Set<SiteOutputs.Cell>()
            for (_, output) in work {
                switch output.kind {
                case .chapter(let cell): needed.insert(cell)
                case .print, .search:
                    for chapter in plan.chapters.indices where plan.pages[chapter][language] != nil {
                        needed.insert(SiteOutputs.Cell(chapter: chapter, language: language))
                    }
                default: break
                }
            }
            let cells = needed.sorted { $0.chapter < $1.chapter }
            let bodies = cells.concurrentMap { cell -> (entry: PageCache.Entry, rendered: Bool) in
                let page = plan.pages[cell.chapter][cell.language]!
                if let cached = cache.value(for: page.key) { return (cached, false) }
                let rendered = page.job.renderer.render(page.job.document)
                var keyer = SearchKeyer(language: page.job.renderer.language, shared: sharedKeys[cell.language])
                let title = ChapterRenderer.title(of: rendered, fallback: "")
                let entry = PageCache.Entry(
                    rendered, sections: SearchIndex.sections(title: title, document: rendered, keyer: &keyer))
                cache.store(entry, for: page.key)
                return (entry, true)
            }
            renderedCount += bodies.filter(\.rendered).count
            var renderedByCell: [SiteOutputs.Cell: PageCache.Entry] = [:]
            for (cell, body) in zip(cells, bodies) { renderedByCell[cell] = body.entry }
            let rendered = renderedByCell
            // The largest file (the whole-book page) on its own, first; the
            // rest in four parts, which the cores take as they come free (a
            // file's writing is much of its cost). Each part shares its
            // sidebar rows.
            let wholeBook = work.filter { isWholeBook($0.1) }
            let rest = work.filter { !isWholeBook($0.1) }
            let size = max(1, (rest.count + 3) / 4)
            let parts =
                [wholeBook]
                + stride(from: 0, to: rest.count, by: size).map { Array(rest[$0..<min($0 + size, rest.count)]) }
            _ = parts.filter { !$0.isEmpty }.concurrentMap { part in
                var assembler = SiteAssembler(rendered: rendered)
                for (index, output) in part { take(index, assembler.make(output)) }
            }
        }
        for (index, output) in zip(indices, outputs) where output.language == nil {
            take(index, SiteAssembler.shared(output))
        }
        return renderedCount
    }

    private func isWholeBook(_ output: SiteOutputs.Output) -> Bool {
        if case .print = output.kind { true } else { false }
    }
}

/// Makes the pages of one language of a `SiteOutputs`.
struct SiteAssembler {
    /// The chapter bodies the files may name, rendered or from the page cache.
    let rendered: [SiteOutputs.Cell: PageCache.Entry]
    /// Sidebar rows by the page's way back to its language's root; every
    /// page of one language has the same frame, so they are shared.
    private var sidebarRows: [String: SitePage.SidebarRows] = [:]

    init(rendered: [SiteOutputs.Cell: PageCache.Entry]) {
        self.rendered = rendered
    }

    /// The bytes of `output`, a file of this assembler's language, made
    /// from its inputs (`SiteFileInputs`) and the bodies they name alone.
    mutating func make(_ output: SiteOutputs.Output) -> Data {
        switch output.inputs {
        case .chapter(let inputs):
            let links = inputs.frame.chapters
            let link = links[inputs.index]
            var chapterPage = page(inputs.frame, path: link.file, title: link.title, body: body(inputs.body).html)
            chapterPage.currentChapter = link.file
            chapterPage.sections = inputs.sections
            chapterPage.previous = inputs.index > 0 ? links[inputs.index - 1] : nil
            chapterPage.next = inputs.index + 1 < links.count ? links[inputs.index + 1] : nil
            return Data(chapterPage.html.markup.utf8)
        case .print(let inputs):
            let strings = SiteStrings.for(inputs.frame.language)
            let chapters = inputs.chapters.map { chapter in
                PrintPage.Chapter(name: chapter.name, link: chapter.link, html: body(chapter.body).html)
            }
            let printBody = PrintPage.body(chapters: chapters, bookTitle: inputs.frame.bookTitle, strings: strings)
            return Data(
                page(inputs.frame, path: PrintPage.file, title: strings.wholeBook, body: printBody).html.markup.utf8)
        case .contents(let inputs):
            let strings = SiteStrings.for(inputs.frame.language)
            var contents = page(
                inputs.frame, path: "index.html", title: strings.contents,
                body: ContentsPage.body(
                    chapters: inputs.frame.chapters, headings: inputs.sections, strings: strings,
                    bookTitle: inputs.frame.bookTitle))
            contents.next = inputs.frame.chapters.first
            return Data(contents.html.markup.utf8)
        case .file(let inputs):
            let path = FilePage.link(for: inputs.file.path)
            var filePage = page(inputs.frame, path: path, title: inputs.file.path, body: HTML())
            filePage.body = FilePage.body(
                inputs.file, strings: SiteStrings.for(inputs.frame.language), toLanguageRoot: filePage.toLanguageRoot,
                chapterPage: { inputs.chapterPages[$0] })
            return Data(filePage.html.markup.utf8)
        case .search(let inputs):
            var search = SearchIndex()
            for chapter in inputs.chapters {
                search.add(file: chapter.link.file, title: chapter.link.title, rowTails: body(chapter.body).searchRows)
            }
            return Data(search.script.utf8)
        case .languageChoice, .asset:
            preconditionFailure("a shared file has no language")
        }
    }

    /// The files every language shares.
    static func shared(_ output: SiteOutputs.Output) -> Data {
        switch output.inputs {
        case .languageChoice(let inputs): Data(LanguageChoicePage.html(inputs).markup.utf8)
        case .asset(let inputs): Data(inputs.asset.text.utf8)
        default: preconditionFailure("not a shared file")
        }
    }

    private func body(_ body: SiteFileInputs.Body) -> PageCache.Entry {
        rendered[body.cell]!
    }

    /// A page of this language around `body`, its sidebar rows shared with
    /// the pages at the same depth.
    private mutating func page(_ frame: SiteFileInputs.Frame, path: String, title: String, body: HTML) -> SitePage {
        var page = SitePage(
            language: frame.language, strings: SiteStrings.for(frame.language), bookTitle: frame.bookTitle,
            title: title, path: path, languages: frame.languages, chapters: frame.chapters, body: body)
        let root = page.toLanguageRoot
        if sidebarRows[root] == nil { sidebarRows[root] = SitePage.SidebarRows(chapters: page.chapters, root: root) }
        page.sidebarRows = sidebarRows[root]
        return page
    }
}
