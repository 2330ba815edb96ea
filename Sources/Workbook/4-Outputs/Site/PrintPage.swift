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
        var html: HTML
    }

    static func body(chapters: [Chapter], bookTitle: String, strings: SiteStrings) -> HTML {
        var out: HTML = "<h1 id=\"wb-book\">\(bookTitle)</h1>\n"
        // A list, not a second navigation landmark named like the sidebar.
        out +=
            "<div class=\"wb-print-toc\">\n<h2 id=\"wb-print-contents\">\(strings.contents)</h2>\n<ol class=\"wb-toc\">\n"
        for chapter in chapters {
            out +=
                "<li><a class=\"wb-toc-chapter\" href=\"#\(attribute: chapter.name)\">\(chapter.link.titleHTML)</a></li>\n"
        }
        out += "</ol>\n</div>\n"
        let pages = Dictionary(uniqueKeysWithValues: chapters.map { ($0.link.file, $0.name) })
        for chapter in chapters {
            out += "<section class=\"wb-print-chapter\" id=\"\(attribute: chapter.name)\">\n"
            out += uniqueIDs(openFolds(chapter.html), prefix: chapter.name + "-", chapterPages: pages)
            out += "</section>\n"
        }
        return out
    }

    /// `html` with every folded code block open: the page for printing shows
    /// the whole book, and its readers scroll rather than click. (A chapter's
    /// own text never yields this tag: the renderer escapes it.)
    static func openFolds(_ html: HTML) -> HTML {
        // Adds an attribute to the site's own tags: markup in, markup out.
        HTML(trustedMarkup: openFolds(html.markup))
    }

    /// The tag's bytes, up to the `>` that " open" goes before.
    private static let foldTag = Array("<details class=\"wb-fold\"".utf8)

    /// Scans the bytes for the tag: a `split` on a string separator
    /// compares characters, and was a sixth of a rebuild in `watch`.
    private static func openFolds(_ markup: String) -> String {
        let bytes = Array(markup.utf8)
        do {
            var out: [UInt8] = []
            var copied = 0
            var index = 0
            let tag = foldTag
            while index + tag.count < bytes.count {
                guard bytes[index] == 0x3C, bytes[index + tag.count] == 0x3E,
                    bytes[index..<(index + tag.count)].elementsEqual(tag)
                else {
                    index += 1
                    continue
                }
                if out.isEmpty { out.reserveCapacity(bytes.count + 256) }
                out.append(contentsOf: bytes[copied..<(index + tag.count)])
                out.append(contentsOf: " open".utf8)
                index += tag.count
                copied = index
            }
            guard copied > 0 else { return markup }
            out.append(contentsOf: bytes[copied...])
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// `html` with every id it defines prefixed, and every reference to
    /// one of them rewritten to match; `chapterPages` maps a chapter page
    /// (`02-the-vip-cycle.html`) to its section id on this page.
    static func uniqueIDs(_ html: HTML, prefix: String, chapterPages: [String: String]) -> HTML {
        // Only rewrites the values of id attributes the markup already has
        // (and `url(#…)`), prefixing a chapter's folder name: markup in, markup out.
        HTML(trustedMarkup: uniqueIDs(html.markup, prefix: prefix, chapterPages: chapterPages))
    }

    private static func uniqueIDs(_ html: String, prefix: String, chapterPages: [String: String]) -> String {
        let bytes = Array(html.utf8)
        let found = references(in: bytes)
        var ids = Set<String>()
        for reference in found where reference.name == "id" {
            ids.insert(String(decoding: bytes[reference.value], as: UTF8.self))
        }
        func renamed(_ id: Substring) -> String {
            ids.contains(String(id)) ? prefix + id : String(id)
        }
        var out = ""
        out.reserveCapacity(bytes.count + bytes.count / 8)
        var copied = 0
        for reference in found {
            out += String(decoding: bytes[copied..<reference.whole.lowerBound], as: UTF8.self)
            let value = Substring(String(decoding: bytes[reference.value], as: UTF8.self))
            if reference.name == "url" {
                out += "url(#" + renamed(value) + ")"
            } else {
                let name = Substring(reference.name)
                out +=
                    " " + name + "=\""
                    + rewritten(name: name, value: value, renamed: renamed, chapterPages: chapterPages) + "\""
            }
            copied = reference.whole.upperBound
        }
        return out + String(decoding: bytes[copied...], as: UTF8.self)
    }

    /// An attribute that names an id (` NAME="VALUE"`) or a `url(#VALUE)`.
    struct Reference {
        /// The attribute's name, or `url`.
        var name: String
        /// The bytes matched, and those of the value.
        var whole: Range<Int>
        var value: Range<Int>
    }

    private static let attributeNames = ["id", "for", "href", "aria-labelledby", "aria-describedby", "aria-controls"]
        .map { (name: $0, bytes: Array((" " + $0 + "=\"").utf8)) }
    private static let urlOpening = Array("url(#".utf8)

    /// Every reference in `bytes`, in order, scanning the bytes once (the
    /// whole book passes through here).
    static func references(in bytes: [UInt8]) -> [Reference] {
        var result: [Reference] = []
        var index = 0
        func starts(with pattern: [UInt8], at position: Int) -> Bool {
            guard position + pattern.count <= bytes.count else { return false }
            for offset in 0..<pattern.count where bytes[position + offset] != pattern[offset] { return false }
            return true
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") {
                // Only the first letters of the names can follow: prose spaces are skipped at once.
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                guard
                    next == UInt8(ascii: "i") || next == UInt8(ascii: "f") || next == UInt8(ascii: "h")
                        || next == UInt8(ascii: "a")
                else {
                    index += 1
                    continue
                }
                if let attribute = attributeNames.first(where: { starts(with: $0.bytes, at: index) }) {
                    let valueStart = index + attribute.bytes.count
                    var end = valueStart
                    while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
                    if end < bytes.count {
                        result.append(
                            Reference(name: attribute.name, whole: index..<(end + 1), value: valueStart..<end))
                        index = end + 1
                        continue
                    }
                }
            } else if byte == UInt8(ascii: "u"), starts(with: urlOpening, at: index) {
                let valueStart = index + urlOpening.count
                var end = valueStart
                while end < bytes.count, bytes[end] != UInt8(ascii: ")"), bytes[end] != UInt8(ascii: "\"") { end += 1 }
                if end < bytes.count, bytes[end] == UInt8(ascii: ")") {
                    result.append(Reference(name: "url", whole: index..<(end + 1), value: valueStart..<end))
                    index = end + 1
                    continue
                }
            }
            index += 1
        }
        return result
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
}
