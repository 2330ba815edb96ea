/// The contents page of one language (`Site/<lang>/index.html`): every
/// chapter with its sections.
enum ContentsPage {
    static func body(
        chapters: [SitePage.ChapterLink], headings: [[RenderedHeading]?],
        strings: SiteStrings, bookTitle: String
    ) -> String {
        var out =
            "<h1>\(bookTitle.htmlEscaped)</h1>\n<h2 id=\"wb-contents\">\(strings.contents.htmlEscaped)</h2>\n<ol class=\"wb-toc\">\n"
        for (index, chapter) in chapters.enumerated() {
            out += "<li><a class=\"wb-toc-chapter\" href=\"\(chapter.file)\">\(chapter.title.htmlEscaped)</a>"
            let sections = headings[index]?.filter { $0.level == 2 } ?? []
            if !sections.isEmpty {
                out += "\n<ul>"
                for section in sections {
                    out +=
                        "<li><a href=\"\(chapter.file)#\(section.id.htmlAttributeEscaped)\">\(section.text.htmlEscaped)</a></li>"
                }
                out += "</ul>\n"
            }
            out += "</li>\n"
        }
        out += "</ol>\n"
        return out
            + "<p class=\"wb-print-link\"><a href=\"\(PrintPage.file)\">\(strings.printLink.htmlEscaped)</a></p>\n"
    }
}

/// `Site/index.html`: the reader chooses a language, each named in itself.
enum LanguageChoicePage {
    static func html(manifest: BookManifest) -> String {
        let source = manifest.sourceLanguage
        let strings = SiteStrings.for(source)
        var out = """
            <!DOCTYPE html>
            <html lang="\(source.htmlAttributeEscaped)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(manifest.title(in: source).htmlEscaped)</title>
            <link rel="stylesheet" href="assets/workbook.css">
            <script src="assets/theme.js"></script>
            <script src="assets/workbook.js" defer></script>
            </head>
            <body class="wb-choice">
            <main id="wb-main" class="wb-choice-main">
            <h1>\(manifest.title(in: source).htmlEscaped)</h1>
            <p class="wb-choice-lead">
            """
        out += manifest.languages.map { language in
            "<span lang=\"\(language)\">\(SiteStrings.for(language).chooseLanguage.htmlEscaped)</span>"
        }.joined(separator: " · ")
        out += "</p>\n<ul class=\"wb-choice-list\">\n"
        for language in manifest.languages {
            let name = SiteStrings.for(language).autonym
            out += "<li><a href=\"\(language)/index.html\" hreflang=\"\(language)\" lang=\"\(language)\">"
            out += "<span class=\"wb-choice-name\">\(name.htmlEscaped)</span>"
            out += "<span class=\"wb-choice-title\">\(manifest.title(in: language).htmlEscaped)</span></a></li>\n"
        }
        out += "</ul>\n<p class=\"wb-choice-foot\">" + SitePage.themeButton(strings) + "</p>\n"
        return out + "</main>\n</body>\n</html>\n"
    }
}
