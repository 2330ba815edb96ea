import Testing

@testable import Workbook

/// The whole-book page: every chapter's ids made unique, references kept.
@Suite struct PrintPageTests {
    @Test func idsAndEverythingThatRefersToThemArePrefixed() {
        let html = """
            <h2 id="the-view">The view<a class="wb-anchor" href="#the-view">#</a></h2>
            <figure id="wb-diagram-x"><div aria-labelledby="wb-diagram-x-c"><svg aria-labelledby="wb-diagram-x-t" aria-describedby="wb-diagram-x-d"><path marker-end="url(#m1)"/><marker id="m1"/></svg></div>
            <span id="wb-diagram-x-c">x</span></figure>
            <a href="#elsewhere">not here</a> <a href="02-b.html#the-view">next</a> <a href="02-b.html">next</a> <a href="files/A.swift.html">file</a>
            <code>id=&quot;the-view&quot;</code>
            """
        let out = PrintPage.uniqueIDs(
            HTML(trustedMarkup: html), prefix: "ch01-a-", chapterPages: ["02-b.html": "ch02-b"]
        )
        .markup
        #expect(out.contains(##"<h2 id="ch01-a-the-view">The view<a class="wb-anchor" href="#ch01-a-the-view">"##))
        #expect(out.contains(##"aria-labelledby="ch01-a-wb-diagram-x-c""##))
        #expect(out.contains(##"aria-labelledby="wb-diagram-x-t""##), "an id the chapter does not define stays")
        #expect(out.contains(##"url(#ch01-a-m1)"##) && out.contains(##"<marker id="ch01-a-m1"/>"##))
        #expect(out.contains(##"href="#elsewhere""##))
        #expect(out.contains(##"href="#ch02-b-the-view""##) && out.contains(##"href="#ch02-b""##))
        #expect(out.contains(##"href="files/A.swift.html""##))
        #expect(out.contains("<code>id=&quot;the-view&quot;</code>"), "text is never rewritten")
    }

    /// The site's own fold tag is opened wherever it stands; anything
    /// else, a look-alike or a tag cut short, stays as it is.
    @Test(arguments: [
        ("", ""),
        ("<p>no fold</p>", "<p>no fold</p>"),
        (#"<details class="wb-fold">"#, #"<details class="wb-fold" open>"#),
        (
            #"a<details class="wb-fold"><details class="wb-fold">b"#,
            #"a<details class="wb-fold" open><details class="wb-fold" open>b"#
        ),
        (#"<details class="wb-fold-x">"#, #"<details class="wb-fold-x">"#),
        (#"<details class="wb-fold""#, #"<details class="wb-fold""#),
        (#"й<details class="wb-fold">ж"#, #"й<details class="wb-fold" open>ж"#),
    ])
    func everyFoldOpens(html: String, expected: String) {
        #expect(PrintPage.openFolds(HTML(trustedMarkup: html)).markup == expected)
    }

    @Test func bodyListsTheChaptersAndWrapsEach() {
        let chapters = [
            PrintPage.Chapter(
                name: "ch01-a", link: .init(file: "01-a.html", title: "A & B"), html: "<h1 id=\"a\">A</h1>\n"),
            PrintPage.Chapter(
                name: "ch02-b", link: .init(file: "02-b.html", title: "B"), html: "<h1 id=\"a\">B</h1>\n"),
        ]
        let body = PrintPage.body(chapters: chapters, bookTitle: "Book", strings: .for("en")).markup
        #expect(body.contains(##"<a class="wb-toc-chapter" href="#ch01-a">A &amp; B</a>"##))
        #expect(body.contains("<section class=\"wb-print-chapter\" id=\"ch01-a\">\n<h1 id=\"ch01-a-a\">A</h1>"))
        #expect(body.contains("<h1 id=\"ch02-b-a\">B</h1>"))
    }
}
