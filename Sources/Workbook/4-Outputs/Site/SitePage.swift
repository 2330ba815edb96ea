/// One page of the site around its body: head, top bar (title, search,
/// language switcher, theme toggle), sidebar with the contents, previous and
/// next links. Every link is relative, so the site works from `file://`.
struct SitePage {
    /// A chapter in the sidebar: its page file (relative to the language
    /// folder) and title.
    struct ChapterLink {
        var file: String
        var title: String {
            didSet { titleHTML = title.htmlEscaped }
        }
        /// `title`, escaped once: every page's sidebar lists every chapter.
        private(set) var titleHTML: String

        init(file: String, title: String) {
            self.file = file
            self.title = title
            titleHTML = title.htmlEscaped
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
    var body: String
    /// The sidebar's entries of chapters other than the current one, made
    /// once for every page of a language with the same `root` (see
    /// `plainRows`): hundreds of pages list every chapter the same way.
    var sidebarRows: SidebarRows?

    /// Every chapter's sidebar entry as a page that is not in it shows it.
    struct SidebarRows {
        var root: String
        var rows: [String]

        init(chapters: [ChapterLink], root: String) {
            self.root = root
            rows = chapters.map { SitePage.plainRow($0, root: root) }
        }
    }

    /// A chapter's sidebar entry on a page of another chapter.
    static func plainRow(_ chapter: ChapterLink, root: String) -> String {
        "<li><a href=\"\(root)\(chapter.file)\">\(chapter.titleHTML)</a></li>\n"
    }

    /// `../` repeated up to `Site/<lang>/`.
    var toLanguageRoot: String {
        String(repeating: "../", count: path.split(separator: "/").count - 1)
    }

    var html: String {
        let root = toLanguageRoot
        let assets = root + "../assets/"
        var out = """
            <!DOCTYPE html>
            <html lang="\(language.htmlAttributeEscaped)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title.htmlEscaped) — \(bookTitle.htmlEscaped)</title>
            <link rel="stylesheet" href="\(assets)workbook.css">
            <script src="\(assets)theme.js"></script>
            <script src="\(assets)workbook.js" defer></script>

            """
        for other in languages {
            out +=
                "<link rel=\"alternate\" hreflang=\"\(other.htmlAttributeEscaped)\" href=\"\(root)../\(other.htmlAttributeEscaped)/\(path.htmlAttributeEscaped)\">\n"
        }
        out +=
            "</head>\n<body data-lang=\"\(language.htmlAttributeEscaped)\" data-root=\"\(root)\" data-assets=\"\(assets)\""
        out +=
            " data-no-results=\"\(strings.noResults.htmlAttributeEscaped)\" data-count=\"\(strings.resultCount.joined(separator: "|").htmlAttributeEscaped)\""
        out +=
            " data-more=\"\(strings.moreResults.htmlAttributeEscaped)\" data-copy=\"\(strings.copy.htmlAttributeEscaped)\" data-copied=\"\(strings.copied.htmlAttributeEscaped)\">\n"
        out += "<a class=\"wb-skip\" href=\"#wb-main\">\(strings.skipToContent.htmlEscaped)</a>\n"
        out += topBar(root: root)
        out += "<div class=\"wb-layout\">\n"
        out += sidebar(root: root)
        out += "<main id=\"wb-main\" tabindex=\"-1\">\n"
        out += "<p class=\"wb-phone-book\"><a href=\"\(root)index.html\">\(bookTitle.htmlEscaped)</a></p>\n"
        out += "<article class=\"wb-article\">\n"
        out += body
        out += "</article>\n"
        out += pager(root: root)
        out += "</main>\n</div>\n<div id=\"wb-status\" class=\"wb-sr\" role=\"status\"></div>\n</body>\n</html>\n"
        return out
    }

    // MARK: - Parts

    func topBar(root: String) -> String {
        var out = "<header class=\"wb-top\">\n"
        out +=
            "<button class=\"wb-menu\" type=\"button\" aria-controls=\"wb-sidebar\" aria-expanded=\"false\" title=\"\(strings.menu.htmlAttributeEscaped)\"><span class=\"wb-menu-icon\" aria-hidden=\"true\"></span><span class=\"wb-sr\">\(strings.menu.htmlEscaped)</span></button>\n"
        out += "<a class=\"wb-book\" href=\"\(root)index.html\">\(bookTitle.htmlEscaped)</a>\n"
        out += "<div class=\"wb-search\" role=\"search\">"
        out +=
            "<input id=\"wb-q\" type=\"search\" autocomplete=\"off\" spellcheck=\"false\" placeholder=\"\(strings.searchPlaceholder.htmlAttributeEscaped)\" aria-label=\"\(strings.search.htmlAttributeEscaped)\" aria-controls=\"wb-results\" aria-keyshortcuts=\"/\" title=\"\(strings.searchShortcut.htmlAttributeEscaped)\">"
        out += "<div id=\"wb-results\" class=\"wb-results\" hidden></div></div>\n"
        out +=
            "<details class=\"wb-langs\"><summary title=\"\(strings.language.htmlAttributeEscaped)\"><span class=\"wb-sr\">\(strings.language.htmlEscaped): </span>\(strings.autonym.htmlEscaped)</summary><ul>"
        for other in languages {
            let name = SiteStrings.for(other).autonym.htmlEscaped
            let current = other == language ? " aria-current=\"page\"" : ""
            out +=
                "<li><a href=\"\(root)../\(other)/\(path.htmlAttributeEscaped)\" hreflang=\"\(other)\" lang=\"\(other)\"\(current)>\(name)</a></li>"
        }
        out += "</ul></details>\n"
        out += Self.themeButton(strings) + "\n"
        return out + "</header>\n"
    }

    /// The theme control: it goes round "as the system", light, dark; the
    /// script gives it the label of the state it is in.
    static func themeButton(_ strings: SiteStrings) -> String {
        "<button class=\"wb-theme\" type=\"button\" title=\"\(strings.themeSystem.htmlAttributeEscaped)\" aria-label=\"\(strings.themeSystem.htmlAttributeEscaped)\""
            + " data-system=\"\(strings.themeSystem.htmlAttributeEscaped)\" data-light=\"\(strings.themeLight.htmlAttributeEscaped)\" data-dark=\"\(strings.themeDark.htmlAttributeEscaped)\">"
            + "<span class=\"wb-theme-icon\" aria-hidden=\"true\"></span></button>"
    }

    func sidebar(root: String) -> String {
        var out =
            "<nav id=\"wb-sidebar\" class=\"wb-sidebar\" aria-label=\"\(strings.contents.htmlAttributeEscaped)\">\n"
        out +=
            "<p class=\"wb-sidebar-title\"><a href=\"\(root)index.html\">\(strings.contents.htmlEscaped)</a></p>\n<ol class=\"wb-chapters\">\n"
        let rows = sidebarRows.flatMap { $0.root == root && $0.rows.count == chapters.count ? $0.rows : nil }
        for (index, chapter) in chapters.enumerated() {
            let isCurrent = chapter.file == currentChapter
            guard isCurrent || rows == nil else {
                out += rows![index]
                continue
            }
            out +=
                "<li\(isCurrent ? " class=\"wb-current\"" : "")><a href=\"\(root)\(chapter.file)\"\(isCurrent && path == chapter.file ? " aria-current=\"page\"" : "")>\(chapter.titleHTML)</a>"
            if isCurrent && !sections.isEmpty {
                out += "\n<ul class=\"wb-sections\" aria-label=\"\(strings.onThisPage.htmlAttributeEscaped)\">"
                for section in sections {
                    out +=
                        "<li class=\"wb-h\(section.level)\"><a href=\"\(root)\(chapter.file)#\(section.id.htmlAttributeEscaped)\">\(section.text.htmlEscaped)</a></li>"
                }
                out += "</ul>\n"
            }
            out += "</li>\n"
        }
        return out + "</ol>\n</nav>\n"
    }

    func pager(root: String) -> String {
        guard previous != nil || next != nil else { return "" }
        var out =
            "<nav class=\"wb-pager\" aria-label=\"\(strings.previous.htmlAttributeEscaped) / \(strings.next.htmlAttributeEscaped)\">\n"
        if let previous {
            out +=
                "<a class=\"wb-prev\" rel=\"prev\" href=\"\(root)\(previous.file)\"><span class=\"wb-pager-label\">← \(strings.previous.htmlEscaped)</span> \(previous.titleHTML)</a>\n"
        }
        if let next {
            out +=
                "<a class=\"wb-next\" rel=\"next\" href=\"\(root)\(next.file)\"><span class=\"wb-pager-label\">\(strings.next.htmlEscaped) →</span> \(next.titleHTML)</a>\n"
        }
        return out + "</nav>\n"
    }
}
