import Foundation

/// Every file of the site, before anything is rendered: its path, what
/// kind of page it is, and a key, a fingerprint of every input its bytes
/// depend on. Two builds that give a file the same key give it the same
/// bytes, so a build whose record (`SiteRecord`) holds that key for the file
/// on disk need not make it again. Everything here comes from the chapters'
/// models; nothing is rendered.
struct SiteOutputs: Sendable {
    /// One translation of one chapter: `pages[chapter][language]`.
    struct Cell: Hashable, Sendable {
        var chapter: Int
        var language: Int
    }

    /// A translation's page before it is rendered: what renders it, the
    /// page cache's key of its body, and its headings with their ids.
    struct Page: Sendable {
        var job: SiteBuilder.RenderJob
        var key: String
        var headings: [RenderedHeading]
    }

    enum Kind: Sendable, Equatable {
        case languageChoice
        case asset(SiteAsset)
        case chapter(Cell)
        case print(language: Int)
        case contents(language: Int)
        case file(language: Int, index: Int)
        case search(language: Int)
    }

    struct Output: Sendable {
        var path: String
        var kind: Kind
        /// What the file is made of; its key is their fingerprint.
        var inputs: SiteFileInputs
        let key: String

        init(path: String, kind: Kind, inputs: SiteFileInputs) {
            self.path = path
            self.kind = kind
            self.inputs = inputs
            key = inputs.key
        }

        /// The language whose pages this file belongs to; nil for the
        /// language choice and the assets.
        var language: Int? {
            switch kind {
            case .chapter(let cell): cell.language
            case .print(let language), .contents(let language), .search(let language), .file(let language, _):
                language
            case .languageChoice, .asset: nil
            }
        }
    }

    let chapters: [Chapter]
    let languages: [String]
    let bookTitles: [String]
    /// `pages[chapter][language]`, nil where the translation is missing.
    let pages: [[Page?]]
    /// Every chapter's sidebar entry, per language.
    let links: [[SitePage.ChapterLink]]
    /// A chapter file's path (`Chapters/02-x/en.md`) → its entry, per language.
    let linkBySource: [[String: SitePage.ChapterLink]]
    /// The tangled files as each language shows them (its comments).
    let tangled: [[TangledFile]]
    /// Every file, sorted by path.
    let outputs: [Output]

    init(analysis: BookAnalysis) {
        let book = analysis.book
        let manifest = book.manifest
        chapters = book.chapters
        languages = manifest.languages
        bookTitles = languages.map { manifest.title(in: $0) }
        tangled = languages.map { Tangler().tangle(analysis.sourceSnippets(language: $0)) }
        let pages = Self.pages(analysis, tangled: tangled)
        self.pages = pages
        let chapters = chapters
        let links = languages.indices.map { language in
            chapters.indices.map { chapter in
                let headings = pages[chapter][language]?.headings ?? []
                let title = (headings.first { $0.level == 1 } ?? headings.first)?.text ?? chapters[chapter].slug
                return SitePage.ChapterLink(file: chapters[chapter].folderName + ".html", title: title)
            }
        }
        self.links = links
        linkBySource = languages.indices.map { language in
            Dictionary(
                uniqueKeysWithValues: chapters.indices.map {
                    ("\(chapters[$0].folderPath)/\(manifest.languages[language]).md", links[language][$0])
                })
        }
        outputs = Self.outputs(
            manifest: manifest, chapters: chapters, pages: pages, links: links, linkBySource: linkBySource,
            tangled: tangled, identity: book.identity)
    }

    /// The chapters that have a translation in `language`, in book order.
    func present(in language: Int) -> [Int] {
        chapters.indices.filter { pages[$0][language] != nil }
    }

    // MARK: - Pages

    /// Every translation's renderer and keys.
    private static func pages(_ analysis: BookAnalysis, tangled: [[TangledFile]]) -> [[Page?]] {
        let book = analysis.book
        let languages = book.manifest.languages
        let source = book.manifest.sourceLanguage
        let filePages = tangled.map { Set($0.map(\.path)) }
        let filePagesKeys = filePages.map(PageCache.filePagesKey)
        var staleIDs: [StalePage: Set<String>] = [:]
        for stale in analysis.staleSections {
            staleIDs[StalePage(language: stale.language, chapter: stale.chapter), default: []].insert(stale.heading.id)
        }
        let cache = PageCache(root: book.root)
        let staleByPage = staleIDs
        return book.chapters.concurrentMap { chapter in
            return languages.indices.map { languageIndex -> Page? in
                let language = languages[languageIndex]
                guard let translation = chapter.translations[language] else { return nil }
                var renderer = ChapterRenderer(
                    strings: SiteStrings.for(language), headingIDs: translation.headingIDs,
                    filePages: filePages[languageIndex])
                renderer.diagrams = analysis.diagrams
                renderer.language = language
                if let ids = staleByPage[StalePage(language: language, chapter: chapter.folderName)] {
                    renderer.staleNotes = ChapterRenderer.StaleNotes(
                        ids: ids, sourceLanguage: source, sourcePage: "../\(source)/\(chapter.folderName).html")
                }
                let job = SiteBuilder.RenderJob(translation: translation, renderer: renderer)
                return Page(
                    job: job, key: cache.key(job, filePagesKey: filePagesKeys[languageIndex], identity: book.identity),
                    headings: renderer.headings(translation.document))
            }
        }
    }

    /// A translation's page, by its language and its chapter's folder name.
    private struct StalePage: Hashable {
        var language: String
        var chapter: String
    }

    // MARK: - Files and their inputs

    private static func outputs(
        manifest: BookManifest, chapters: [Chapter], pages: [[Page?]], links: [[SitePage.ChapterLink]],
        linkBySource: [[String: SitePage.ChapterLink]], tangled: [[TangledFile]], identity: BuildIdentity
    ) -> [Output] {
        let site = SiteBuilder.folder
        var result: [Output] = []
        let choice = SiteFileInputs.LanguageChoice(
            identity: identity, sourceLanguage: manifest.sourceLanguage, languages: manifest.languages,
            titles: manifest.languages.map { manifest.title(in: $0) })
        result.append(Output(path: "\(site)/index.html", kind: .languageChoice, inputs: .languageChoice(choice)))
        for asset in SiteAsset.allCases {
            result.append(
                Output(
                    path: "\(site)/assets/\(asset.fileName)", kind: .asset(asset),
                    inputs: .asset(.init(identity: identity, asset: asset))))
        }
        for (language, code) in manifest.languages.enumerated() {
            let frame = SiteFileInputs.Frame(
                language: code, languages: manifest.languages, bookTitle: manifest.title(in: code),
                chapters: links[language])
            let present = chapters.indices.filter { pages[$0][language] != nil }
            func body(_ chapter: Int) -> SiteFileInputs.Body {
                SiteFileInputs.Body(
                    cell: Cell(chapter: chapter, language: language), key: pages[chapter][language]!.key)
            }
            for chapter in present {
                let page = SiteFileInputs.ChapterPage(
                    identity: identity, frame: frame, body: body(chapter), index: chapter,
                    sections: pages[chapter][language]!.headings.filter { $0.level == 2 || $0.level == 3 })
                result.append(
                    Output(
                        path: "\(site)/\(code)/\(links[language][chapter].file)",
                        kind: .chapter(Cell(chapter: chapter, language: language)), inputs: .chapter(page)))
            }
            let print = SiteFileInputs.PrintPage(
                identity: identity, frame: frame,
                chapters: present.map { ("ch" + chapters[$0].folderName, links[language][$0], body($0)) })
            result.append(
                Output(
                    path: "\(site)/\(code)/\(PrintPage.file)", kind: .print(language: language), inputs: .print(print)))
            let contents = SiteFileInputs.ContentsPage(
                identity: identity, frame: frame,
                sections: chapters.indices.map { pages[$0][language]?.headings.filter { $0.level == 2 } })
            result.append(
                Output(
                    path: "\(site)/\(code)/index.html", kind: .contents(language: language), inputs: .contents(contents)
                ))
            for (index, file) in tangled[language].enumerated() {
                var chapterPages: [String: SitePage.ChapterLink] = [:]
                for source in file.sources { chapterPages[source] = linkBySource[language][source] }
                let page = SiteFileInputs.FilePage(
                    identity: identity, frame: frame, file: file, chapterPages: chapterPages)
                result.append(
                    Output(
                        path: "\(site)/\(code)/\(FilePage.link(for: file.path))",
                        kind: .file(language: language, index: index), inputs: .file(page)))
            }
            let search = SiteFileInputs.SearchIndex(
                identity: identity, chapters: present.map { (links[language][$0], body($0)) })
            result.append(
                Output(
                    path: "\(site)/assets/search-\(code).js", kind: .search(language: language),
                    inputs: .search(search)))
        }
        return result.sorted { $0.path < $1.path }
    }
}

/// The site's shared front-end files.
enum SiteAsset: CaseIterable, Sendable {
    case css, theme, stemmer, script

    var fileName: String {
        switch self {
        case .css: "workbook.css"
        case .theme: "theme.js"
        case .stemmer: "stemmer.js"
        case .script: "workbook.js"
        }
    }

    var text: String {
        switch self {
        case .css: SiteAssets.css
        case .theme: SiteAssets.themeScript
        case .stemmer: SiteAssets.stemmerScript
        case .script: SiteAssets.script
        }
    }
}
