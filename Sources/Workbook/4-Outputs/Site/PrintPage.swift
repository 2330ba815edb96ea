/// The whole book on one page, `Site/<lang>/print.html` (like mdBook's
/// `print.html`): the title, the contents, then every chapter in its own
/// `<section>`. Chapter pages are written to stand alone, so two chapters
/// may use the same id (a heading "The view" in two chapters, the same
/// diagram twice); here every id of a chapter gets the chapter's folder name
/// (after `ch`) as a prefix, and so does everything that refers to one (`href="#…"`,
/// `aria-labelledby`, `aria-describedby`, `aria-controls`, `for`,
/// `url(#…)`). Links between chapters become links inside the page.
enum PrintPage {
    static let file = "print.html"

    struct Chapter {
        /// `ch` and the chapter's folder name (`ch02-the-vip-cycle`): its
        /// section's id and the prefix of its ids (an id in an SVG must not
        /// start with a digit).
        var name: String
        var link: SitePage.ChapterLink
        var html: String
    }

    static func body(chapters: [Chapter], bookTitle: String, strings: SiteStrings) -> String {
        var out = "<h1 id=\"wb-book\">\(bookTitle.htmlEscaped)</h1>\n"
        // A list, not a second navigation landmark named like the sidebar.
        out +=
            "<div class=\"wb-print-toc\">\n<h2 id=\"wb-print-contents\">\(strings.contents.htmlEscaped)</h2>\n<ol class=\"wb-toc\">\n"
        for chapter in chapters {
            out += "<li><a class=\"wb-toc-chapter\" href=\"#\(chapter.name)\">\(chapter.link.titleHTML)</a></li>\n"
        }
        out += "</ol>\n</div>\n"
        let pages = Dictionary(uniqueKeysWithValues: chapters.map { ($0.link.file, $0.name) })
        for chapter in chapters {
            out += "<section class=\"wb-print-chapter\" id=\"\(chapter.name)\">\n"
            out += uniqueIDs(chapter.html, prefix: chapter.name + "-", chapterPages: pages)
            out += "</section>\n"
        }
        return out
    }

    /// `html` with every id it defines prefixed, and every reference to
    /// one of them rewritten to match; `chapterPages` maps a chapter page
    /// (`02-the-vip-cycle.html`) to its section id on this page.
    static func uniqueIDs(_ html: String, prefix: String, chapterPages: [String: String]) -> String {
        var ids = Set<String>()
        for match in html.matches(of: idAttribute) {
            ids.insert(String(match.output.1))
        }
        func renamed(_ id: Substring) -> String {
            ids.contains(String(id)) ? prefix + id : String(id)
        }
        var out = ""
        var rest = html[...]
        while let match = rest.firstMatch(of: reference) {
            out += rest[..<match.range.lowerBound]
            let (_, name, value, url) = match.output
            if let url {
                out += "url(#" + renamed(url) + ")"
            } else if let name, let value {
                out +=
                    " " + name + "=\""
                    + rewritten(name: name, value: value, renamed: renamed, chapterPages: chapterPages) + "\""
            }
            rest = rest[match.range.upperBound...]
        }
        return out + rest
    }

    private static func rewritten(
        name: Substring, value: Substring, renamed: (Substring) -> String,
        chapterPages: [String: String]
    ) -> String {
        switch name {
        case "href":
            if value.hasPrefix("#") { return "#" + renamed(value.dropFirst()) }
            let parts = value.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            guard let section = chapterPages[String(parts[0])] else { return String(value) }
            return parts.count > 1 ? "#\(section)-\(parts[1])" : "#\(section)"
        case "id", "for":
            return renamed(value)
        default:
            return value.split(separator: " ").map(renamed).joined(separator: " ")
        }
    }

    private static var idAttribute: Regex<(Substring, Substring)> { #/ id="([^"]*)"/# }
    private static var reference: Regex<(Substring, Substring?, Substring?, Substring?)> {
        #/ (id|for|href|aria-labelledby|aria-describedby|aria-controls)="([^"]*)"|url\(#([^)"]*)\)/#
    }
}
