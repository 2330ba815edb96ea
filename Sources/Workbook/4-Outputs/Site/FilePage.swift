/// The page of one tangled file in one language: the whole file, assembled
/// from that language's snippets (so its comments are in the reader's
/// language), highlighted, with links to the chapters it came from.
enum FilePage {
    /// The page's path relative to `Site/<lang>/`:
    /// `Sources/UserScene/UserPresenter.swift` → `files/Sources/UserScene/UserPresenter.swift.html`.
    static func link(for path: String) -> String {
        "files/" + path + ".html"
    }

    /// The body of the page for `file`. `chapterPage` maps a chapter file
    /// path (`Chapters/02-x/en.md`) to its page and title.
    static func body(
        _ file: TangledFile, strings: SiteStrings, toLanguageRoot root: String,
        chapterPage: (String) -> SitePage.ChapterLink?
    ) -> HTML {
        var out: HTML = "<h1 class=\"wb-file-title\"><code>\(HTML(breakingWords: file.path))</code></h1>\n"
        out += "<p>\(strings.fileIntro)</p>\n"
        let links = file.sources.compactMap(chapterPage)
        if !links.isEmpty {
            out += "<p>\(strings.assembledFrom):</p>\n<ol class=\"wb-file-sources\">\n"
            for link in links {
                out += "<li><a href=\"\(attribute: root)\(attribute: link.file)\">\(link.title)</a></li>\n"
            }
            out += "</ol>\n"
        }
        out +=
            "<div class=\"wb-code wb-file\"><div class=\"wb-code-file\">\(strings.file): \(HTML(breakingWords: file.path))</div>"
        out +=
            "<pre\(BlockRenderer.scrolling("\(strings.code): \(file.path)"))><code class=\"language-swift\">\(SwiftHighlighter.html(file.body))</code></pre></div>\n"
        return out
    }
}
