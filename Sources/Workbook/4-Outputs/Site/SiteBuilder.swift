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
        // The bodies these files need, rendered (or read from the cache) once each, on every core.
        var needed = Set<SiteOutputs.Cell>()
        for output in outputs {
            switch output.kind {
            case .chapter(let cell): needed.insert(cell)
            case .print(let language), .search(let language):
                for chapter in plan.chapters.indices where plan.pages[chapter][language] != nil {
                    needed.insert(SiteOutputs.Cell(chapter: chapter, language: language))
                }
            default: break
            }
        }
        let cells = needed.sorted { ($0.chapter, $0.language) < ($1.chapter, $1.language) }
        let cache = PageCache(root: analysis.book.root)
        let sharedKeys = plan.languages.map { _ in SearchKeyer.SharedKeys() }
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
        var renderedByCell: [SiteOutputs.Cell: PageCache.Entry] = [:]
        for (cell, body) in zip(cells, bodies) { renderedByCell[cell] = body.entry }
        let rendered = renderedByCell
        // Pages are assembled per language, the languages in parallel; each
        // language makes its sidebar rows once.
        let manifest = analysis.book.manifest
        _ = Array(plan.languages.indices).concurrentMap { language in
            var assembler = SiteAssembler(plan: plan, language: language, rendered: rendered)
            for (index, output) in zip(indices, outputs) where output.language == language {
                take(index, assembler.make(output))
            }
        }
        for (index, output) in zip(indices, outputs) where output.language == nil {
            take(index, SiteAssembler.shared(output, manifest: manifest))
        }
        return bodies.filter(\.rendered).count
    }
}

/// Makes the pages of one language of a `SiteOutputs`.
struct SiteAssembler {
    let plan: SiteOutputs
    let language: Int
    let rendered: [SiteOutputs.Cell: PageCache.Entry]
    private var sidebarRows: [String: SitePage.SidebarRows] = [:]

    init(plan: SiteOutputs, language: Int, rendered: [SiteOutputs.Cell: PageCache.Entry]) {
        self.plan = plan
        self.language = language
        self.rendered = rendered
    }

    /// The bytes of `output`, a file of this assembler's language.
    mutating func make(_ output: SiteOutputs.Output) -> Data {
        let code = plan.languages[language]
        let strings = SiteStrings.for(code)
        let links = plan.links[language]
        switch output.kind {
        case .chapter(let cell):
            let chapter = cell.chapter
            let info = plan.pages[chapter][language]!
            var chapterPage = page(path: links[chapter].file, title: links[chapter].title, body: body(cell).html)
            chapterPage.currentChapter = links[chapter].file
            chapterPage.sections = info.headings.filter { $0.level == 2 || $0.level == 3 }
            chapterPage.previous = chapter > 0 ? links[chapter - 1] : nil
            chapterPage.next = chapter + 1 < links.count ? links[chapter + 1] : nil
            return Data(chapterPage.html.markup.utf8)
        case .print:
            let chapters = plan.present(in: language).map { chapter in
                PrintPage.Chapter(
                    name: "ch" + plan.chapters[chapter].folderName, link: links[chapter],
                    html: body(SiteOutputs.Cell(chapter: chapter, language: language)).html)
            }
            let printBody = PrintPage.body(chapters: chapters, bookTitle: plan.bookTitles[language], strings: strings)
            return Data(page(path: PrintPage.file, title: strings.wholeBook, body: printBody).html.markup.utf8)
        case .contents:
            let headings = plan.pages.map { $0[language]?.headings }
            var contents = page(
                path: "index.html", title: strings.contents,
                body: ContentsPage.body(
                    chapters: links, headings: headings, strings: strings, bookTitle: plan.bookTitles[language]))
            contents.next = links.first
            return Data(contents.html.markup.utf8)
        case .file(_, let index):
            let file = plan.tangled[language][index]
            let path = FilePage.link(for: file.path)
            var filePage = page(path: path, title: file.path, body: HTML())
            filePage.body = FilePage.body(
                file, strings: strings, toLanguageRoot: filePage.toLanguageRoot,
                chapterPage: { plan.linkBySource[language][$0] })
            return Data(filePage.html.markup.utf8)
        case .search:
            var search = SearchIndex()
            for chapter in plan.present(in: language) {
                search.add(
                    file: links[chapter].file, title: links[chapter].title,
                    rowTails: rendered[SiteOutputs.Cell(chapter: chapter, language: language)]!.searchRows)
            }
            return Data(search.script.utf8)
        case .languageChoice, .asset:
            preconditionFailure("a shared file has no language")
        }
    }

    /// The files every language shares.
    static func shared(_ output: SiteOutputs.Output, manifest: BookManifest) -> Data {
        switch output.kind {
        case .languageChoice: Data(LanguageChoicePage.html(manifest: manifest).markup.utf8)
        case .asset(let asset): Data(asset.text.utf8)
        default: preconditionFailure("not a shared file")
        }
    }

    private func body(_ cell: SiteOutputs.Cell) -> PageCache.Entry {
        rendered[cell]!
    }

    /// A page of this language around `body`, its sidebar rows shared with
    /// the pages at the same depth.
    private mutating func page(path: String, title: String, body: HTML) -> SitePage {
        let code = plan.languages[language]
        var page = SitePage(
            language: code, strings: SiteStrings.for(code), bookTitle: plan.bookTitles[language],
            title: title, path: path, languages: plan.languages, chapters: plan.links[language], body: body)
        let root = page.toLanguageRoot
        if sidebarRows[root] == nil { sidebarRows[root] = SitePage.SidebarRows(chapters: page.chapters, root: root) }
        page.sidebarRows = sidebarRows[root]
        return page
    }
}
