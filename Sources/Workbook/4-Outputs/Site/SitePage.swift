/// One page of the site around its body: head, top bar (title, search,
/// language switcher, theme toggle), sidebar with the contents, previous and
/// next links. Every link is relative, so the site works from `file://`.
struct SitePage {
    /// A chapter in the sidebar: its page file (relative to the language
    /// folder) and title.
    struct ChapterLink {
        var file: String
        var title: String {
            didSet { titleHTML = HTML(escaping: title) }
        }
        /// `title`, escaped once: every page's sidebar lists every chapter.
        private(set) var titleHTML: HTML

        init(file: String, title: String) {
            self.file = file
            self.title = title
            titleHTML = HTML(escaping: title)
        }
    }

    var language: String
    var strings: SiteStrings
    var bookTitle: String
    /// The `<title>`: the page's title, then the book's.
    var title: String
    /// This page's path relative to `Site/<lang>/`, e.g. `02-the-vip-cycle.html`.
    var path: String
    /// Every language of the book, in switcher order.
    var languages: [String]
    var chapters: [ChapterLink]
    /// The chapter this page belongs to (its sidebar entry is opened).
    var currentChapter: String?
    /// The current chapter's sections, shown under it in the sidebar.
    var sections: [RenderedHeading] = []
    var previous: ChapterLink?
    var next: ChapterLink?
    var body: HTML
    /// The sidebar's entries of chapters other than the current one, made
    /// once for every page of a language with the same `root` (see
    /// `plainRows`): hundreds of pages list every chapter the same way.
    var sidebarRows: SidebarRows?

    /// Every chapter's sidebar entry as a page that is not in it shows it.
    struct SidebarRows {
        var root: String
        var rows: [HTML]

        init(chapters: [ChapterLink], root: String) {
            self.root = root
            rows = chapters.map { SitePage.plainRow($0, root: root) }
        }
    }

    /// A chapter's sidebar entry on a page of another chapter.
    static func plainRow(_ chapter: ChapterLink, root: String) -> HTML {
        "<li><a href=\"\(attribute: root)\(attribute: chapter.file)\">\(chapter.titleHTML)</a></li>\n"
    }

    /// `../` repeated up to `Site/<lang>/`.
    var toLanguageRoot: String {
        String(repeating: "../", count: path.split(separator: "/").count - 1)
    }

    var html: HTML {
        let root = toLanguageRoot
        let assets = root + "../assets/"
        var out: HTML = """
            <!DOCTYPE html>
            <html lang="\(attribute: language)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title) — \(bookTitle)</title>
            <link rel="stylesheet" href="\(attribute: assets)workbook.css">
            <script src="\(attribute: assets)theme.js"></script>
            <script src="\(attribute: assets)workbook.js" defer></script>

            """
        for other in languages {
            out +=
                "<link rel=\"alternate\" hreflang=\"\(attribute: other)\" href=\"\(attribute: root)../\(attribute: other)/\(attribute: path)\">\n"
        }
        out +=
            "</head>\n<body data-lang=\"\(attribute: language)\" data-root=\"\(attribute: root)\" data-assets=\"\(attribute: assets)\""
        out +=
            " data-no-results=\"\(attribute: strings.noResults)\" data-count=\"\(attribute: strings.resultCount.joined(separator: "|"))\""
        out +=
            " data-more=\"\(attribute: strings.moreResults)\" data-copy=\"\(attribute: strings.copy)\" data-copied=\"\(attribute: strings.copied)\">\n"
        out += "<a class=\"wb-skip\" href=\"#wb-main\">\(strings.skipToContent)</a>\n"
        out += topBar(root: root)
        out += "<div class=\"wb-layout\">\n"
        out += sidebar(root: root)
        out += "<main id=\"wb-main\" tabindex=\"-1\">\n"
        out += "<p class=\"wb-phone-book\"><a href=\"\(attribute: root)index.html\">\(bookTitle)</a></p>\n"
        out += "<article class=\"wb-article\">\n"
        out += body
        out += "</article>\n"
        out += pager(root: root)
        out += "</main>\n</div>\n<div id=\"wb-status\" class=\"wb-sr\" role=\"status\"></div>\n</body>\n</html>\n"
        return out
    }

    // MARK: - Parts

    func topBar(root: String) -> HTML {
        var out: HTML = "<header class=\"wb-top\">\n"
        out +=
            "<button class=\"wb-menu\" type=\"button\" aria-controls=\"wb-sidebar\" aria-expanded=\"false\" title=\"\(attribute: strings.menu)\"><span class=\"wb-menu-icon\" aria-hidden=\"true\"></span><span class=\"wb-sr\">\(strings.menu)</span></button>\n"
        out += "<a class=\"wb-book\" href=\"\(attribute: root)index.html\">\(bookTitle)</a>\n"
        out += "<div class=\"wb-search\" role=\"search\">"
        out +=
            "<input id=\"wb-q\" type=\"search\" autocomplete=\"off\" spellcheck=\"false\" placeholder=\"\(attribute: strings.searchPlaceholder)\" aria-label=\"\(attribute: strings.search)\" aria-controls=\"wb-results\" aria-keyshortcuts=\"/\" title=\"\(attribute: strings.searchShortcut)\">"
        out += "<div id=\"wb-results\" class=\"wb-results\" hidden></div></div>\n"
        out +=
            "<details class=\"wb-langs\"><summary title=\"\(attribute: strings.language)\"><span class=\"wb-sr\">\(strings.language): </span>\(strings.autonym)</summary><ul>"
        for other in languages {
            let name = SiteStrings.for(other).autonym
            let current: HTML = other == language ? " aria-current=\"page\"" : ""
            out +=
                "<li><a href=\"\(attribute: root)../\(attribute: other)/\(attribute: path)\" hreflang=\"\(attribute: other)\" lang=\"\(attribute: other)\"\(current)>\(name)</a></li>"
        }
        out += "</ul></details>\n"
        out += Self.themeButton(strings) + "\n"
        return out + "</header>\n"
    }

    /// The theme control: it goes round "as the system", light, dark; the
    /// script gives it the label of the state it is in.
    static func themeButton(_ strings: SiteStrings) -> HTML {
        "<button class=\"wb-theme\" type=\"button\" title=\"\(attribute: strings.themeSystem)\" aria-label=\"\(attribute: strings.themeSystem)\""
            + " data-system=\"\(attribute: strings.themeSystem)\" data-light=\"\(attribute: strings.themeLight)\" data-dark=\"\(attribute: strings.themeDark)\">"
            + "<span class=\"wb-theme-icon\" aria-hidden=\"true\"></span></button>"
    }

    func sidebar(root: String) -> HTML {
        var out: HTML =
            "<nav id=\"wb-sidebar\" class=\"wb-sidebar\" aria-label=\"\(attribute: strings.contents)\">\n"
        out +=
            "<p class=\"wb-sidebar-title\"><a href=\"\(attribute: root)index.html\">\(strings.contents)</a></p>\n<ol class=\"wb-chapters\">\n"
        let rows = sidebarRows.flatMap { $0.root == root && $0.rows.count == chapters.count ? $0.rows : nil }
        for (index, chapter) in chapters.enumerated() {
            let isCurrent = chapter.file == currentChapter
            guard isCurrent || rows == nil else {
                out += rows![index]
                continue
            }
            let currentClass: HTML = isCurrent ? " class=\"wb-current\"" : ""
            let currentPage: HTML = isCurrent && path == chapter.file ? " aria-current=\"page\"" : ""
            out +=
                "<li\(currentClass)><a href=\"\(attribute: root)\(attribute: chapter.file)\"\(currentPage)>\(chapter.titleHTML)</a>"
            if isCurrent && !sections.isEmpty {
                out += "\n<ul class=\"wb-sections\" aria-label=\"\(attribute: strings.onThisPage)\">"
                for section in sections {
                    out +=
                        "<li class=\"wb-h\(section.level)\"><a href=\"\(attribute: root)\(attribute: chapter.file)#\(attribute: section.id)\">\(section.text)</a></li>"
                }
                out += "</ul>\n"
            }
            out += "</li>\n"
        }
        return out + "</ol>\n</nav>\n"
    }

    func pager(root: String) -> HTML {
        guard previous != nil || next != nil else { return HTML() }
        var out: HTML =
            "<nav class=\"wb-pager\" aria-label=\"\(attribute: strings.previous) / \(attribute: strings.next)\">\n"
        if let previous {
            out +=
                "<a class=\"wb-prev\" rel=\"prev\" href=\"\(attribute: root)\(attribute: previous.file)\"><span class=\"wb-pager-label\">← \(strings.previous)</span> \(previous.titleHTML)</a>\n"
        }
        if let next {
            out +=
                "<a class=\"wb-next\" rel=\"next\" href=\"\(attribute: root)\(attribute: next.file)\"><span class=\"wb-pager-label\">\(strings.next) →</span> \(next.titleHTML)</a>\n"
        }
        return out + "</nav>\n"
    }
}
