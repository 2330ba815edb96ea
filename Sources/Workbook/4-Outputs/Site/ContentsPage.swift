/// The contents page of one language (`Site/<lang>/index.html`): every
/// chapter with its sections.
enum ContentsPage {
    static func body(
        chapters: [SitePage.ChapterLink], headings: [[RenderedHeading]?],
        strings: SiteStrings, bookTitle: String
    ) -> HTML {
        var out: HTML =
            "<h1>\(bookTitle)</h1>\n<h2 id=\"wb-contents\">\(strings.contents)</h2>\n<ol class=\"wb-toc\">\n"
        for (index, chapter) in chapters.enumerated() {
            out += "<li><a class=\"wb-toc-chapter\" href=\"\(attribute: chapter.file)\">\(chapter.title)</a>"
            let sections = headings[index]?.filter { $0.level == 2 } ?? []
            if !sections.isEmpty {
                out += "\n<ul>"
                for section in sections {
                    out +=
                        "<li><a href=\"\(attribute: chapter.file)#\(attribute: section.id)\">\(section.text)</a></li>"
                }
                out += "</ul>\n"
            }
            out += "</li>\n"
        }
        out += "</ol>\n"
        return out
            + "<p class=\"wb-print-link\"><a href=\"\(attribute: PrintPage.file)\">\(strings.printLink)</a></p>\n"
    }
}

/// `Site/index.html`: the reader chooses a language, each named in itself.
enum LanguageChoicePage {
    static func html(_ manifest: SiteFileInputs.LanguageChoice) -> HTML {
        let source = manifest.sourceLanguage
        let strings = SiteStrings.for(source)
        var out: HTML = """
            <!DOCTYPE html>
            <html lang="\(attribute: source)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(manifest.title(in: source))</title>
            <link rel="stylesheet" href="assets/workbook.css">
            <script src="assets/theme.js"></script>
            <script src="assets/workbook.js" defer></script>
            </head>
            <body class="wb-choice">
            <main id="wb-main" class="wb-choice-main">
            <h1>\(manifest.title(in: source))</h1>
            <p class="wb-choice-lead">
            """
        out += manifest.languages.map { language -> HTML in
            "<span lang=\"\(attribute: language)\">\(SiteStrings.for(language).chooseLanguage)</span>"
        }.joined(separator: " · ")
        out += "</p>\n<ul class=\"wb-choice-list\">\n"
        for language in manifest.languages {
            let name = SiteStrings.for(language).autonym
            out +=
                "<li><a href=\"\(attribute: language)/index.html\" hreflang=\"\(attribute: language)\" lang=\"\(attribute: language)\">"
            out += "<span class=\"wb-choice-name\">\(name)</span>"
            out += "<span class=\"wb-choice-title\">\(manifest.title(in: language))</span></a></li>\n"
        }
        out += "</ul>\n<p class=\"wb-choice-foot\">" + SitePage.themeButton(strings) + "</p>\n"
        return out + "</main>\n</body>\n</html>\n"
    }
}
