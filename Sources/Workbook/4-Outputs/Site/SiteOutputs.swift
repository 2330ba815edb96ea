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
        var key: String

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
            manifest: manifest, chapters: chapters, pages: pages, links: links, tangled: tangled,
            identity: book.identity)
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
        var staleIDs: [String: Set<String>] = [:]
        for stale in analysis.staleSections {
            staleIDs["\(stale.language) \(stale.chapter)", default: []].insert(stale.heading.id)
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
                if let ids = staleByPage["\(language) \(chapter.folderName)"] {
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

    // MARK: - Files and their keys

    private static func outputs(
        manifest: BookManifest, chapters: [Chapter], pages: [[Page?]], links: [[SitePage.ChapterLink]],
        tangled: [[TangledFile]], identity: BuildIdentity
    ) -> [Output] {
        let site = SiteBuilder.folder
        var result: [Output] = []
        // A file page links to the chapters its code comes from, by their folders.
        var folders = KeyHash("chapter folders", identity: identity)
        for chapter in chapters { folders.add(chapter.folderPath) }
        let foldersKey = folders.digest()
        var choice = KeyHash("language choice", identity: identity)
        choice.add(manifest.sourceLanguage)
        for language in manifest.languages {
            choice.add(language)
            choice.add(manifest.title(in: language))
        }
        result.append(Output(path: "\(site)/index.html", kind: .languageChoice, key: choice.digest()))
        for asset in SiteAsset.allCases {
            var key = KeyHash("asset", identity: identity)
            key.add(asset.fileName)
            result.append(Output(path: "\(site)/assets/\(asset.fileName)", kind: .asset(asset), key: key.digest()))
        }
        for (language, code) in manifest.languages.enumerated() {
            // What every page of the language shows around its body: the
            // top bar, the sidebar with every chapter, the pager's titles.
            var frame = KeyHash("frame", identity: identity)
            frame.add(code)
            for other in manifest.languages { frame.add(other) }
            frame.add(manifest.title(in: code))
            for link in links[language] {
                frame.add(link.file)
                frame.add(link.title)
            }
            let frameKey = frame.digest()
            func key(_ kind: String, _ body: (inout KeyHash) -> Void) -> String {
                var hash = KeyHash(kind, identity: identity)
                hash.add(frameKey)
                body(&hash)
                return hash.digest()
            }
            let present = chapters.indices.filter { pages[$0][language] != nil }
            for chapter in present {
                let page = pages[chapter][language]!
                result.append(
                    Output(
                        path: "\(site)/\(code)/\(links[language][chapter].file)",
                        kind: .chapter(Cell(chapter: chapter, language: language)),
                        key: key("chapter page") { hash in
                            hash.add(String(chapter))
                            hash.add(page.key)
                            hash.add(page.headings)
                        }))
            }
            result.append(
                Output(
                    path: "\(site)/\(code)/\(PrintPage.file)", kind: .print(language: language),
                    key: key("print page") { hash in
                        for chapter in present {
                            hash.add(String(chapter))
                            hash.add(chapters[chapter].folderName)
                            hash.add(pages[chapter][language]!.key)
                        }
                    }))
            result.append(
                Output(
                    path: "\(site)/\(code)/index.html", kind: .contents(language: language),
                    key: key("contents page") { hash in
                        for chapter in chapters.indices {
                            hash.add(pages[chapter][language]?.headings.filter { $0.level == 2 } ?? [])
                        }
                    }))
            for (index, file) in tangled[language].enumerated() {
                result.append(
                    Output(
                        path: "\(site)/\(code)/\(FilePage.link(for: file.path))",
                        kind: .file(language: language, index: index),
                        key: key("file page") { hash in
                            hash.add(file.path)
                            hash.add(file.body)
                            for source in file.sources { hash.add(source) }
                            hash.add(foldersKey)
                        }))
            }
            result.append(
                Output(
                    path: "\(site)/assets/search-\(code).js", kind: .search(language: language),
                    key: key("search index") { hash in
                        for chapter in present {
                            hash.add(String(chapter))
                            hash.add(pages[chapter][language]!.key)
                        }
                    }))
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

extension KeyHash {
    mutating func add(_ headings: [RenderedHeading]) {
        add(String(headings.count))
        for heading in headings {
            add(String(heading.level))
            add(heading.id)
            add(heading.text)
        }
    }
}
