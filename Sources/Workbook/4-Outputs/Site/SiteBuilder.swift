import Dispatch
import Foundation

/// A file of the rendered site: its path relative to the book root
/// (`Site/en/index.html`) and its bytes.
public struct SiteFile: Equatable, Sendable {
    public var path: String
    public var contents: Data
}

/// Renders the whole site from an analysed book: the language choice, per
/// language a contents page, a page a chapter, a page a tangled file and a
/// search index, and the shared assets. Pure: it computes files, it writes
/// nothing; the same book always gives the same bytes.
public struct SiteBuilder: Sendable {
    public static let folder = "Site"
    let analysis: BookAnalysis

    public init(analysis: BookAnalysis) {
        self.analysis = analysis
    }

    /// Every file of the site, sorted by path.
    public func files() -> [SiteFile] {
        let manifest = analysis.book.manifest
        let chapters = analysis.book.chapters
        let languages = manifest.languages
        let sourceHeadings = chapters.map { chapter in
            chapter.translations[manifest.sourceLanguage].map { $0.document.headingTexts } ?? []
        }
        let tangled = Dictionary(
            uniqueKeysWithValues: languages.map { language in
                (language, Tangler().tangle(analysis.sourceSnippets(language: language)))
            })
        let rendered = renderAll(sourceHeadings: sourceHeadings, tangled: tangled)

        // Pages are assembled per language, the languages in parallel.
        let perLanguage = Array(languages.indices).concurrentMap { languageIndex in
            languagePages(languageIndex, rendered: rendered, tangled: tangled)
        }
        var out: [String: Data] = [:]
        out["\(Self.folder)/index.html"] = Data(LanguageChoicePage.html(manifest: manifest).utf8)
        for pages in perLanguage { out.merge(pages) { first, _ in first } }
        out["\(Self.folder)/assets/workbook.css"] = Data(SiteAssets.css.utf8)
        out["\(Self.folder)/assets/theme.js"] = Data(SiteAssets.themeScript.utf8)
        out["\(Self.folder)/assets/stemmer.js"] = Data(SiteAssets.stemmerScript.utf8)
        out["\(Self.folder)/assets/workbook.js"] = Data(SiteAssets.script.utf8)
        return out.keys.sorted().map { SiteFile(path: $0, contents: out[$0]!) }
    }

    /// The chapter pages, contents page, file pages and search index of
    /// the language at `languageIndex`.
    private func languagePages(
        _ languageIndex: Int,
        rendered: (documents: [[RenderedDocument?]], search: [[[SearchIndex.Section]]]),
        tangled: [String: [TangledFile]]
    ) -> [String: Data] {
        let manifest = analysis.book.manifest
        let chapters = analysis.book.chapters
        let languages = manifest.languages
        let language = languages[languageIndex]
        // Pages become bytes as soon as they are assembled: the strings
        // are dropped at once, which keeps the peak memory of a big book low.
        var out: [String: Data] = [:]
        let strings = SiteStrings.for(language)
        let links = chapters.enumerated().map { index, chapter in
            SitePage.ChapterLink(
                file: chapter.folderName + ".html",
                title: rendered.documents[index][languageIndex].map {
                    ChapterRenderer.title(of: $0, fallback: chapter.slug)
                } ?? chapter.slug)
        }
        var sidebarRows: [String: SitePage.SidebarRows] = [:]
        func page(path: String, title: String, body: String) -> SitePage {
            var page = SitePage(
                language: language, strings: strings, bookTitle: manifest.title(in: language),
                title: title, path: path, languages: languages, chapters: links, body: body)
            let root = page.toLanguageRoot
            if sidebarRows[root] == nil { sidebarRows[root] = SitePage.SidebarRows(chapters: links, root: root) }
            page.sidebarRows = sidebarRows[root]
            return page
        }
        var search = SearchIndex()
        for (index, link) in links.enumerated() {
            guard let document = rendered.documents[index][languageIndex] else { continue }
            var chapterPage = page(path: link.file, title: link.title, body: document.html)
            chapterPage.currentChapter = link.file
            chapterPage.sections = document.headings.filter { $0.level == 2 || $0.level == 3 }
            chapterPage.previous = index > 0 ? links[index - 1] : nil
            chapterPage.next = index + 1 < links.count ? links[index + 1] : nil
            out["\(Self.folder)/\(language)/\(link.file)"] = Data(chapterPage.html.utf8)
            search.add(file: link.file, title: link.title, sections: rendered.search[index][languageIndex])
        }
        let printChapters = links.enumerated().compactMap { index, link in
            rendered.documents[index][languageIndex].map {
                PrintPage.Chapter(name: "ch" + chapters[index].folderName, link: link, html: $0.html)
            }
        }
        let printPage = page(
            path: PrintPage.file, title: strings.wholeBook,
            body: PrintPage.body(
                chapters: printChapters, bookTitle: manifest.title(in: language),
                strings: strings))
        out["\(Self.folder)/\(language)/\(PrintPage.file)"] = Data(printPage.html.utf8)
        var contents = page(
            path: "index.html", title: strings.contents,
            body: ContentsPage.body(
                chapters: links, rendered: rendered.documents.map { $0[languageIndex] },
                strings: strings, bookTitle: manifest.title(in: language)))
        contents.next = links.first
        out["\(Self.folder)/\(language)/index.html"] = Data(contents.html.utf8)
        let byChapterFile = Dictionary(
            uniqueKeysWithValues: chapters.enumerated().map { index, chapter in
                ("\(chapter.folderPath)/\(language).md", links[index])
            })
        for file in tangled[language] ?? [] {
            let path = FilePage.link(for: file.path)
            var filePage = page(path: path, title: file.path, body: "")
            filePage.body = FilePage.body(
                file, strings: strings, toLanguageRoot: filePage.toLanguageRoot,
                chapterPage: { byChapterFile[$0] })
            out["\(Self.folder)/\(language)/\(path)"] = Data(filePage.html.utf8)
        }
        out["\(Self.folder)/assets/search-\(language).js"] = Data(search.script.utf8)
        return out
    }

    // MARK: - Rendering chapters

    /// One translation of one chapter to render.
    struct RenderJob: Sendable {
        var chapter: Int
        var language: Int
        var document: ChapterDocument
        var renderer: ChapterRenderer
    }

    /// Every (chapter, language) rendered, with its search sections, in
    /// parallel: `documents[chapter][language]`, `search[chapter][language]`.
    func renderAll(
        sourceHeadings: [[String]], tangled: [String: [TangledFile]]
    )
        -> (documents: [[RenderedDocument?]], search: [[[SearchIndex.Section]]])
    {
        let chapters = analysis.book.chapters
        let languages = analysis.book.manifest.languages
        let filePages = tangled.mapValues { Set($0.map(\.path)) }
        let source = analysis.book.manifest.sourceLanguage
        var staleIDs: [String: Set<String>] = [:]
        for stale in analysis.staleSections {
            staleIDs["\(stale.language) \(stale.chapter)", default: []].insert(stale.heading.id)
        }
        var jobs: [RenderJob] = []
        for (chapterIndex, chapter) in chapters.enumerated() {
            for (languageIndex, language) in languages.enumerated() {
                guard let translation = chapter.translations[language] else { continue }
                var renderer = ChapterRenderer(
                    strings: SiteStrings.for(language),
                    sourceHeadings: sourceHeadings[chapterIndex],
                    filePages: filePages[language] ?? [])
                renderer.diagrams = analysis.diagrams
                renderer.language = language
                if let ids = staleIDs["\(language) \(chapter.folderName)"] {
                    renderer.staleNotes = ChapterRenderer.StaleNotes(
                        ids: ids, sourceLanguage: source, sourcePage: "../\(source)/\(chapter.folderName).html")
                }
                jobs.append(
                    RenderJob(
                        chapter: chapterIndex, language: languageIndex, document: translation.document,
                        renderer: renderer))
            }
        }
        let cache = PageCache(root: analysis.book.root)
        let results = jobs.concurrentMap { job in
            let key = cache.key(job)
            if let cached = cache.value(for: key) { return cached }
            let rendered = job.renderer.render(job.document)
            var keyer = SearchKeyer(language: job.renderer.language)
            let title = ChapterRenderer.title(of: rendered, fallback: "")
            let result = (rendered, SearchIndex.sections(title: title, document: rendered, keyer: &keyer))
            cache.store(result, for: key)
            return result
        }
        var grid = chapters.map { _ in [RenderedDocument?](repeating: nil, count: languages.count) }
        var search = chapters.map { _ in [[SearchIndex.Section]](repeating: [], count: languages.count) }
        for (index, job) in jobs.enumerated() {
            grid[job.chapter][job.language] = results[index].0
            search[job.chapter][job.language] = results[index].1
        }
        return (grid, search)
    }
}
