import Foundation
import Testing

@testable import Workbook

/// The renderer on its own: tables, anchors, highlighting, exercises and
/// hostile input, through `ChapterRenderer` as the site uses it.
@Suite struct SiteRendererTests {
    func render(
        _ markdown: String, language: String = "en", source: [String]? = nil,
        files: Set<String> = []
    ) -> RenderedDocument {
        let document = ChapterDocument(parsing: markdown)
        return ChapterRenderer(
            strings: SiteStrings.for(language),
            headingIDs: HeadingIDs.ids(for: document.headingTexts, sourceTexts: source ?? document.headingTexts),
            filePages: files
        ).render(document)
    }

    @Test func pipeTableBecomesATableWithAlignmentAndEscapedPipes() {
        let html = render(
            """
            | Name | Kind | Count |
            | :--- | :---: | ---: |
            | `User` | struct \\| value | 1 |
            | **Bold** | *x* | 2 |
            """
        ).html.markup
        #expect(html.contains("<table>"))
        #expect(
            html.contains(
                "<th class=\"wb-left\">Name</th><th class=\"wb-center\">Kind</th><th class=\"wb-right\">Count</th>"))
        #expect(
            html.contains("<td class=\"wb-left\"><code>User</code></td><td class=\"wb-center\">struct | value</td>"))
        #expect(html.contains("<strong>Bold</strong>"))
        #expect(html.contains("<em>x</em>"))
        #expect(!html.contains("<p>|"))
    }

    /// Prose that spells the marker the parser cuts its HTML at does not
    /// cut the page: the parser picks a marker the text does not hold.
    @Test func proseSpellingTheBlockMarkerDoesNotCutThePage() {
        let text = "Before \u{1}wb-block-0\u{1}\nafter.\n\n```swift\nlet a = 1\n```\n\nEnd.\n"
        let document = MarkdownWalker.document(text)
        #expect(document.pieces.count == 2)
        #expect(document.pieces.first?.contains("wb-block-0") == true)
        #expect(document.pieces.first?.contains("after.") == true)
        #expect(document.pieces.last?.contains("End.") == true)
    }

    /// A long name in inline code wraps at its words on a phone or in a
    /// narrow column, never at any letter: `<wbr>` after the punctuation a
    /// reader breaks at and at camel-case humps, in prose and table cells,
    /// and the text (what search and a copy see) stays the code.
    @Test func longInlineCodeBreaksAtTheWordsOfItsName() {
        #expect(
            MarkdownWalker.codeHTML("ArticleDetailAssembly.assemble(view:output:)")
                == "<code>Article<wbr>Detail<wbr>Assembly.<wbr>assemble(<wbr>view:<wbr>output:)</code>")
        #expect(MarkdownWalker.codeHTML("configure(_:)") == "<code>configure(<wbr>_:)</code>")
        #expect(
            MarkdownWalker.codeHTML("a<b && \"c\"/HTMLView")
                == "<code>a&lt;b &amp;&amp; &quot;c&quot;/<wbr>HTMLView</code>")
        #expect(MarkdownWalker.codeHTML("v2Request.x") == "<code>v2<wbr>Request.<wbr>x</code>")
        let document = render(
            """
            Call `ArticlesRouterInput` or `User`, see [`UserRoutingLogic`](https://example.com).

            | VIP | VIPER |
            | --- | --- |
            | `UserNavigating.show(_:)` | `x` |

            ## The `LongHeadingCodeName`
            """)
        #expect(
            document.html.markup.contains("Call <code>Articles<wbr>Router<wbr>Input</code> or <code>User</code>, see"))
        #expect(
            document.html.markup.contains("<a href=\"https://example.com\"><code>User<wbr>Routing<wbr>Logic</code></a>")
        )
        #expect(document.html.markup.contains("<td><code>User<wbr>Navigating.<wbr>show(<wbr>_:)</code></td>"))
        #expect(document.html.markup.contains("<code>LongHeadingCodeName</code>"))
        #expect(document.sectionText.joined().contains("Call ArticlesRouterInput or User, see UserRoutingLogic."))
        // Exercise tasks and hints are rendered the same way.
        #expect(
            MarkdownDocument.html(markdown: "Use `SearchInteractor`.")
                == "<p>Use <code>Search<wbr>Interactor</code>.</p>\n")
    }

    @Test func anEmptyHeaderCellIsNotAHeader() {
        let html = render("|   | VIP | VIPER |\n| - | - | - |\n| Called by | view | presenter |\n").html.markup
        #expect(html.contains("<thead>\n<tr><td></td><th>VIP</th><th>VIPER</th></tr>"))
        #expect(!html.contains("<th></th>"))
    }

    @Test func tableWithoutBodyAndParagraphsThatAreNotTables() {
        let html = render("| a | b |\n| - | - |\n\nNot | a table\n").html.markup
        #expect(html.contains("<thead>\n<tr><th>a</th><th>b</th></tr>\n</thead>\n</table>"))
        #expect(html.contains("<p>Not | a table</p>"))
    }

    @Test func tableCellsAreInlineAndSafe() {
        let html = render("| a |\n| --- |\n| <img src=x onerror=alert(1)> [x](javascript:alert(1)) |\n| - item |\n")
            .html.markup
        #expect(!html.contains("onerror"))
        #expect(!html.contains("javascript:"))
        #expect(html.contains("<td>- item</td>"))
    }

    @Test func hostileMarkdownNeverReachesThePage() {
        let html = render(
            """
            # Title <script>alert(1)</script>

            <script>alert("x")</script>

            <img src="x" onerror="alert(1)">

            [click](javascript:alert(1)) and [ok](https://example.com) and <a href="javascript:x">raw</a>

            ```html
            <script>alert(1)</script>
            ```

            ```exercise evil
            <iframe src="javascript:alert(1)"></iframe>

            **bold**
            ```
            """
        ).html.markup
        #expect(!html.contains("<script"))
        #expect(!html.contains("onerror"))
        #expect(!html.contains("javascript:"))
        #expect(!html.contains("<iframe"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("<a href=\"https://example.com\">ok</a>"))
        #expect(html.contains("<strong>bold</strong>"))
    }

    @Test func headingIDsComeFromTheSourceLanguageAndRepeatsAreNumbered() {
        let source = ["First steps", "The model", "The model", "Wrap-up!"]
        let document = render("# První kroky\n\n## Model\n\n## Znovu\n\n## Shrnutí\n", language: "cs", source: source)
        #expect(document.headings.map(\.id) == ["first-steps", "the-model", "the-model-2", "wrap-up"])
        #expect(
            document.html.markup.contains("<h2 id=\"the-model-2\">Znovu<a class=\"wb-anchor\" href=\"#the-model-2\""))
        #expect(document.headings.map(\.text) == ["První kroky", "Model", "Znovu", "Shrnutí"])
    }

    @Test func extraHeadingsOfATranslationGetTheirOwnSlugs() {
        let document = render("# A\n\n## Navíc\n", source: ["A"])
        #expect(document.headings.map(\.id) == ["a", "navíc"])
    }

    @Test func slugs() {
        #expect(HeadingIDs.slug("The VIP cycle, step 2!") == "the-vip-cycle-step-2")
        #expect(HeadingIDs.slug("`UserPresenter` & friends") == "userpresenter-friends")
        #expect(HeadingIDs.slug("Что такое VIP?") == "что-такое-vip")
        #expect(HeadingIDs.slug("!!!") == "section")
        #expect(HeadingIDs.slug("wb main") == "s-wb-main")
    }

    @Test func swiftIsHighlightedOnTheServerWithAFileTab() {
        let html = render(
            """
            ```swift file=Sources/Demo/Model.swift
            // The model.
            @MainActor struct User { let n = 42; let s = "<b>" }
            ```
            """, files: ["Sources/Demo/Model.swift"]
        ).html.markup
        #expect(html.contains("<span class=\"co\">// The model.</span>"))
        #expect(
            html.contains(
                "<span class=\"at\">@MainActor</span> <span class=\"kw\">struct</span> <span class=\"ty\">User</span>"))
        #expect(html.contains("<span class=\"nu\">42</span>"))
        #expect(html.contains("<span class=\"st\">&quot;&lt;b&gt;&quot;</span>"))
        // The tab's path breaks after a slash or a dot on a phone, never inside a name.
        #expect(
            html.contains(
                "<a href=\"files/Sources/Demo/Model.swift.html\">Sources/<wbr>Demo/<wbr>Model.<wbr>swift</a>"))
    }

    @Test func exercisesShowTheStarterAndFoldTheSolutionAndHints() {
        let html = render(
            """
            ```exercise greet-user
            Write `greet()`.
            ```

            ```hint
            First *hint*.
            ```

            ```hint
            Second hint.
            ```

            ```swift file=Sources/Demo/Greeting.swift
            func greet() -> String {
                //# exercise greet-user
                return "Hello"
                //# starter
                fatalError("Say hello")
                //# end
            }
            ```
            """, language: "de"
        ).html.markup
        #expect(
            html.contains(
                "<aside class=\"wb-exercise\" id=\"wb-exercise-greet-user\"><p class=\"wb-exercise-title\">Übung</p>"
            ))
        #expect(!html.contains(">greet-user<"), "the id is an anchor, never a title")
        #expect(html.contains("<p>Write <code>greet()</code>.</p>"))
        #expect(html.contains("<details class=\"wb-hint\"><summary>Hinweis 1</summary>\n<p>First <em>hint</em>.</p>"))
        #expect(html.contains("<summary>Hinweis 2</summary>"))
        #expect(
            html.contains(
                "<span class=\"wb-starter\"><span class=\"wb-starter-label\">hier kommt Ihr Code hin</span>    fatalError("
            ))
        #expect(html.contains("<details class=\"wb-solution\"><summary>Lösung: Greeting.swift</summary>"))
        #expect(html.contains("<span class=\"kw\">return</span> <span class=\"st\">&quot;Hello&quot;</span>"))
        #expect(!html.contains("//#"))
    }

    /// The chapter shows the code (with its starter) first and the task
    /// later; the solution waits until the task and its hints were read.
    @Test func theSolutionComesAfterTheTaskAndItsHints() throws {
        let html = render(
            """
            ```swift file=Sources/Demo/Greeting.swift
            func greet() -> String {
                //# exercise greet-user
                return "Hello"
                //# starter
                return ""
                //# end
            }
            ```

            ## Exercise

            ```exercise greet-user
            Write `greet()`.
            ```

            ```hint
            A hint.
            ```

            Then the tests.

            ## Exercise two

            ```exercise second
            Again.
            ```

            ```swift file=Sources/Demo/Second.swift
            func second() -> Int {
                //# exercise second
                return 2
                //# starter
                return 0
                //# end
            }
            ```
            """, language: "en"
        ).html.markup
        let starter = try #require(
            html.range(
                of: "your code goes here</span>    <span class=\"kw\">return</span> <span class=\"st\">&quot;&quot;"))
        let task = try #require(html.range(of: "<p>Write <code>greet()</code>.</p>"))
        let hint = try #require(html.range(of: "<p>A hint.</p>"))
        let solution = try #require(html.range(of: "<summary>Solution (Exercise 1): Greeting.swift</summary>"))
        let after = try #require(html.range(of: "<p>Then the tests.</p>"))
        #expect(starter.lowerBound < task.lowerBound)
        #expect(task.lowerBound < hint.lowerBound)
        #expect(hint.lowerBound < solution.lowerBound, "the solution follows the hints")
        #expect(solution.lowerBound < after.lowerBound, "and comes before the text after them")
        // A region after its task keeps its solution right under its code.
        let second = try #require(html.range(of: "<summary>Solution (Exercise 2): Second.swift</summary>"))
        let secondTask = try #require(html.range(of: "<p>Again.</p>"))
        #expect(secondTask.lowerBound < second.lowerBound)
        #expect(
            html.contains(
                "<aside class=\"wb-exercise\" id=\"wb-exercise-second\"><p class=\"wb-exercise-title\">Exercise 2</p>"))
        #expect(html.components(separatedBy: "wb-solution").count == 3, "each solution once")
    }

    /// Solutions that wait for their task end up side by side: each fold
    /// names its file, and a file with several regions numbers them.
    @Test func eachSolutionFoldNamesItsFile() {
        let html = render(
            """
            ```swift file=Sources/Demo/Router.swift
            func open() {
                //# exercise open-and-close
                show()
                //# starter
                //# end
            }
            ```

            ```swift file=Sources/Demo/Presenter.swift
            func close() {
                //# exercise open-and-close
                hide()
                //# starter
                //# end
            }

            func again() {
                //# exercise open-and-close
                hide()
                //# starter
                //# end
            }
            ```

            ```exercise open-and-close
            Open and close.
            ```
            """, language: "cs"
        ).html.markup
        let titles = html.components(separatedBy: "<summary>").dropFirst().map { $0.prefix { $0 != "<" } }
        #expect(
            titles == ["Řešení: Router.swift", "Řešení: Presenter.swift, část 1", "Řešení: Presenter.swift, část 2"])
    }

    /// Other reference solutions are titled in the page's language; their
    /// `//# solution NAME` is for `extract` and never shown.
    @Test func otherSolutionsHaveReadableLocalizedTitles() {
        let chapter = """
            ```exercise greet
            Greet.
            ```

            ```swift file=Sources/Demo/Greeting.swift
            func greet() -> String {
                //# exercise greet
                return "Hello"
                //# solution with-hi
                return "Hi"
                //# solution with-hey
                return "Hey"
                //# starter
                return ""
                //# end
            }
            ```
            """
        let english = render(chapter, language: "en").html.markup
        #expect(english.contains("<summary>Solution: Greeting.swift</summary>"))
        #expect(english.contains("<summary>Second solution: Greeting.swift</summary>"))
        #expect(english.contains("<summary>Third solution: Greeting.swift</summary>"))
        #expect(english.contains("aria-label=\"Second solution: Greeting.swift\""))
        let russian = render(chapter, language: "ru").html.markup
        #expect(russian.contains("<summary>Второе решение: Greeting.swift</summary>"))
        #expect(
            render(chapter, language: "de").html.markup.contains("<summary>Dritte Lösung: Greeting.swift</summary>"))
        #expect(!english.contains("with-hi") && !russian.contains("with-hey"), "the name is no title")
    }

    @Test func otherCodeIsEscapedNotHighlighted() {
        let html = render("```sh\necho \"<b>\" && ls\n```\n\n    indented <i>\n").html.markup
        #expect(
            html.contains(
                "<pre tabindex=\"0\" role=\"group\" aria-label=\"Code\"><code class=\"language-sh\">echo &quot;&lt;b&gt;&quot; &amp;&amp; ls\n</code></pre>"
            ))
        #expect(
            html.contains(
                "<pre tabindex=\"0\" role=\"group\" aria-label=\"Code\"><code>indented &lt;i&gt;\n</code></pre>"))
        #expect(!html.contains("<span"))
    }

    @Test func renderingLeavesTheTreeAsItWas() {
        let document = ChapterDocument(parsing: "# A\n\n| a |\n| - |\n\n```swift ignore\nlet x = 1\n```\n")
        let before = document.markdown.blocks
        let first = ChapterRenderer(strings: .for("en"), headingIDs: ["a"], filePages: []).render(document)
        let second = ChapterRenderer(strings: .for("en"), headingIDs: ["a"], filePages: []).render(document)
        #expect(document.markdown.blocks == before)
        #expect(first.html == second.html)
    }

    @Test func sectionTextFeedsSearch() {
        let document = render("Before.\n\n# Title\n\nBody *text*.\n\n```swift ignore\nlet code = 1\n```\n")
        #expect(document.sectionText == ["Before.", "Body text."])
        #expect(document.sectionCode[1] == "let code = 1\n")
    }
}

/// Heading ids are derived once, into the book's model, and read from
/// there by the page, the search index and the translation status.
@Suite struct HeadingIDModelTests {
    @Test func everyTranslationCarriesTheSourcesIdsAndEveryOutputReadsThem() throws {
        let book = try TestBook(fixture: "site-basic")
        let analysis = try BookAnalysis.analyze(root: book.root)
        let chapter = try #require(analysis.book.chapters.first)
        let english = try #require(chapter.translations["en"])
        let czech = try #require(chapter.translations["cs"])
        // The repeated English heading gets "-2"; the Czech headings, other words, the same ids.
        #expect(english.headingIDs == ["first-steps", "the-model", "the-model-2"])
        #expect(czech.headingIDs == english.headingIDs)

        // The page and the status show the ids the model holds.
        let plan = SiteBuilder(analysis: analysis)
        let page = try #require(plan.files().first { $0.path == "Site/cs/01-first-steps.html" })
        let html = String(decoding: page.contents, as: UTF8.self)
        for id in czech.headingIDs { #expect(html.contains("id=\"\(id)\""), "\(id)") }
        let pair = try #require(TranslationStatus.pairs(analysis.book).first { $0.language == "cs" })
        #expect(pair.headings.map(\.id) == czech.headingIDs)
        #expect(pair.sourceSections.map(\.heading.id) == english.headingIDs)

        // A renderer reads the ids it is given: it derives none of its own.
        let rendered = ChapterRenderer(strings: .for("cs"), headingIDs: ["x", "y", "z"], filePages: [])
            .render(czech.document)
        #expect(rendered.headings.map(\.id) == ["x", "y", "z"])
        let short = ChapterRenderer(strings: .for("cs"), headingIDs: ["x"], filePages: []).render(czech.document)
        #expect(short.headings.map(\.id) == ["x", "model-uživatele", "znovu-model"], "too few ids never trap")
    }
}
