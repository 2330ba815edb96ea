/// What one site file is made of, declared as a value: `SiteAssembler` makes
/// the file from this value (and from the chapter bodies it names by their
/// page-cache keys) and from nothing else, and the file's key is a
/// fingerprint of the value (`CacheInputs`). So a key cannot leave out an
/// input: what the file reads is what its key holds.
enum SiteFileInputs: Sendable {
    case languageChoice(LanguageChoice)
    case asset(Asset)
    case chapter(ChapterPage)
    case print(PrintPage)
    case contents(ContentsPage)
    case file(FilePage)
    case search(SearchIndex)

    /// The key of the file these inputs make.
    var key: String {
        switch self {
        case .languageChoice(let inputs): inputs.key
        case .asset(let inputs): inputs.key
        case .chapter(let inputs): inputs.key
        case .print(let inputs): inputs.key
        case .contents(let inputs): inputs.key
        case .file(let inputs): inputs.key
        case .search(let inputs): inputs.key
        }
    }

    /// A rendered chapter body: where the build finds it, and the page
    /// cache's key of it (which holds everything it is rendered from).
    struct Body: Sendable {
        var cell: SiteOutputs.Cell
        var key: String
    }

    /// What every page of a language shows around its body: the top bar
    /// (the book's title, the language switcher) and the sidebar with
    /// every chapter's link, which the pager's titles come from too.
    struct Frame: Sendable {
        var language: String { didSet { fingerprint = Self.fingerprint(of: self) } }
        var languages: [String] { didSet { fingerprint = Self.fingerprint(of: self) } }
        var bookTitle: String { didSet { fingerprint = Self.fingerprint(of: self) } }
        var chapters: [SitePage.ChapterLink] { didSet { fingerprint = Self.fingerprint(of: self) } }
        /// A fingerprint of the fields above, made once: every page of a
        /// language holds the same frame, and hashing its hundred links
        /// again for each of them was a tenth of a `check`.
        private(set) var fingerprint = ""

        init(language: String, languages: [String], bookTitle: String, chapters: [SitePage.ChapterLink]) {
            self.language = language
            self.languages = languages
            self.bookTitle = bookTitle
            self.chapters = chapters
            fingerprint = Self.fingerprint(of: self)
        }

        private static func fingerprint(of frame: Frame) -> String {
            var hash = Fingerprint()
            hash.update(field: frame.language)
            hash.update(field: String(frame.languages.count))
            for language in frame.languages { hash.update(field: language) }
            hash.update(field: frame.bookTitle)
            hash.update(field: String(frame.chapters.count))
            for link in frame.chapters {
                hash.update(field: link.file)
                hash.update(field: link.title)
            }
            return hash.hexDigest()
        }

        func encode(into key: inout KeyHash) {
            key.add(fingerprint)
        }
    }

    /// `Site/index.html`.
    struct LanguageChoice: CacheInputs {
        static let kind = "language choice"
        var identity: BuildIdentity
        var sourceLanguage: String
        var languages: [String]
        /// The book's title in each of `languages`.
        var titles: [String]

        func title(in language: String) -> String {
            languages.firstIndex(of: language).map { titles[$0] } ?? ""
        }

        func encode(into key: inout KeyHash) {
            key.add(sourceLanguage)
            key.add(languages)
            key.add(titles)
        }
    }

    /// A front-end file: its bytes are the tool's, which its identity covers.
    struct Asset: CacheInputs {
        static let kind = "asset"
        var identity: BuildIdentity
        var asset: SiteAsset

        func encode(into key: inout KeyHash) {
            key.add(asset.fileName)
        }
    }

    /// A chapter's page in one language.
    struct ChapterPage: CacheInputs {
        static let kind = "chapter page"
        var identity: BuildIdentity
        var frame: Frame
        var body: Body
        /// Its place in `frame.chapters`: its own link, and the pager's.
        var index: Int
        /// The headings its "on this page" list shows.
        var sections: [RenderedHeading]

        func encode(into key: inout KeyHash) {
            frame.encode(into: &key)
            key.add(body.key)
            key.add(index)
            key.add(sections)
        }
    }

    /// The whole book of one language on one page.
    struct PrintPage: CacheInputs {
        static let kind = "print page"
        var identity: BuildIdentity
        var frame: Frame
        /// Each chapter with a translation: its section's name, its link, its body.
        var chapters: [(name: String, link: SitePage.ChapterLink, body: Body)]

        func encode(into key: inout KeyHash) {
            frame.encode(into: &key)
            key.add(chapters.count)
            for chapter in chapters {
                key.add(chapter.name)
                key.add([chapter.link])
                key.add(chapter.body.key)
            }
        }
    }

    /// A language's table of contents.
    struct ContentsPage: CacheInputs {
        static let kind = "contents page"
        var identity: BuildIdentity
        var frame: Frame
        /// The sections it lists under each chapter of `frame.chapters`
        /// (nil: no translation).
        var sections: [[RenderedHeading]?]

        func encode(into key: inout KeyHash) {
            frame.encode(into: &key)
            key.add(sections.count)
            for chapter in sections {
                key.add(chapter == nil ? 0 : 1)
                key.add(chapter ?? [])
            }
        }
    }

    /// A tangled file's page in one language.
    struct FilePage: CacheInputs {
        static let kind = "file page"
        var identity: BuildIdentity
        var frame: Frame
        var file: TangledFile
        /// The link of each chapter file it comes from (`Chapters/02-x/en.md` → the page).
        var chapterPages: [String: SitePage.ChapterLink]

        func encode(into key: inout KeyHash) {
            frame.encode(into: &key)
            key.add(file.path)
            key.add(file.body)
            key.add(file.sources)
            for source in file.sources {
                let link = chapterPages[source]
                key.add(link == nil ? 0 : 1)
                key.add(link.map { [$0] } ?? [])
            }
        }
    }

    /// A language's search index.
    struct SearchIndex: CacheInputs {
        static let kind = "search index"
        var identity: BuildIdentity
        /// Each chapter with a translation: its link and its body (whose entry holds the rows).
        var chapters: [(link: SitePage.ChapterLink, body: Body)]

        func encode(into key: inout KeyHash) {
            key.add(chapters.count)
            for chapter in chapters {
                key.add([chapter.link])
                key.add(chapter.body.key)
            }
        }
    }
}

extension KeyHash {
    mutating func add(_ links: [SitePage.ChapterLink]) {
        add(links.count)
        for link in links {
            add(link.file)
            add(link.title)
        }
    }

    mutating func add(_ headings: [RenderedHeading]) {
        add(headings.count)
        for heading in headings {
            add(heading.level)
            add(heading.id)
            add(heading.text)
        }
    }
}
