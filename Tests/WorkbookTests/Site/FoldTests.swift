import Foundation
import Testing

@testable import Workbook

/// The `fold` attribute: a code block the site shows collapsed under a
/// summary with its file and length, compiled and tangled exactly as before,
/// rejected where it means nothing; and the reading length that leaves
/// folded code and the quiz out.
@Suite struct FoldTests {
    // MARK: - The attribute

    @Test func foldIsParsedBesideFileAndIgnore() throws {
        let tangled = try SnippetAttributes.parse(info: "swift file=Sources/A/B.swift fold", infoColumn: 4).get()
        #expect(tangled.file == "Sources/A/B.swift")
        #expect(tangled.isFolded)
        let shown = try SnippetAttributes.parse(info: "swift fold ignore", infoColumn: 4).get()
        #expect(shown.isIgnored && shown.isFolded)
        #expect(try !SnippetAttributes.parse(info: "swift file=Sources/A/B.swift", infoColumn: 4).get().isFolded)
    }

    @Test(arguments: [
        ("swift file=A.swift fold fold", 28, "attribute 'fold' is repeated"),
        (
            "swift file=A.swift fold=yes", 23,
            "'fold' takes no value: write just 'fold' (the site names the file and its length in the summary)"
        ),
        (
            "swift ignore fold=\"Tests\"", 17,
            "'fold' takes no value: write just 'fold' (the site names the file and its length in the summary)"
        ),
        ("swift fold", 4, "a swift block needs 'file=PATH' (compiled) or 'ignore' (shown only)"),
        (
            "swift file=A.swift folded", 23,
            "unknown attribute 'folded' on a swift block (expected 'file=PATH', 'ignore' or 'fold')"
        ),
    ])
    func malformedFoldNamesItsColumn(info: String, column: Int, message: String) {
        #expect(
            SnippetAttributes.parse(info: info, infoColumn: 4)
                == .failure(SnippetAttributes.Problem(column: column, message: message)))
    }

    @Test func codeBlocksKnowWhetherTheyFoldAndHowLongTheyAre() {
        let document = ChapterDocument(parsing: "```text fold\na\nb\nc\n```\n\n```text\nfold\n```\n\n```fold\nx\n```\n")
        let codes = document.blocks.compactMap(\.code)
        #expect(codes.map(\.isFolded) == [true, false, false], "only a word after the language folds")
        #expect(codes.first?.codeLineCount == 3)
    }

    // MARK: - The page

    func render(_ markdown: String, language: String = "en") -> String {
        let document = ChapterDocument(parsing: markdown)
        return ChapterRenderer(
            strings: SiteStrings.for(language),
            headingIDs: HeadingIDs.ids(for: document.headingTexts, sourceTexts: document.headingTexts),
            filePages: ["Tests/DemoTests/GreetingTests.swift"]
        ).render(document).html.markup
    }

    static let foldedTest = """
        # A

        ```swift file=Tests/DemoTests/GreetingTests.swift fold
        import Testing

        @Test func greets() {}
        ```

        """

    @Test func aFoldedBlockIsDetailsWithItsFileAndLengthInTheSummary() throws {
        let html = render(Self.foldedTest)
        let fold = try #require(html.range(of: "<details class=\"wb-fold\">"))
        let summary =
            "<summary><span class=\"wb-fold-name\">Greeting<wbr>Tests.<wbr>swift</span>"
            + " <span class=\"wb-fold-size\">3 lines</span></summary>\n<div class=\"wb-code\">"
        #expect(html[fold.upperBound...].hasPrefix(summary), "\(html)")
        // Inside: the usual block, with its file tab, link and highlighted code.
        let inside = String(html[fold.upperBound...])
        #expect(inside.contains("Tests/<wbr>Demo<wbr>Tests/<wbr>Greeting<wbr>Tests.<wbr>swift</a>"))
        #expect(inside.contains("<span class=\"kw\">import</span>"))
        #expect(html.hasSuffix("</code></pre></div>\n</details>\n") || html.contains("</div>\n</details>\n"))
        #expect(!render(Self.foldedTest.replacingOccurrences(of: " fold", with: "")).contains("<details"))
    }

    @Test(arguments: [
        ("en", 1, "1 line"), ("en", 3, "3 lines"),
        ("ru", 1, "1 строка"), ("ru", 3, "3 строки"), ("ru", 5, "5 строк"), ("ru", 11, "11 строк"),
        ("ru", 21, "21 строка"), ("ru", 82, "82 строки"), ("ru", 112, "112 строк"),
        ("de", 1, "1 Zeile"), ("de", 40, "40 Zeilen"),
        ("cs", 1, "1 řádek"), ("cs", 3, "3 řádky"), ("cs", 5, "5 řádků"), ("cs", 22, "22 řádků"),
    ])
    func theLengthIsSaidInThePagesLanguage(language: String, count: Int, expected: String) {
        #expect(SiteStrings.for(language).lineCount(count) == expected)
    }

    @Test func summaryOfAnIgnoredOrPlainBlockSaysCode() {
        let html = render("# A\n\n```text fold\nout\nput\n```\n", language: "de")
        #expect(
            html.contains(
                "<summary><span class=\"wb-fold-name\">Code</span> <span class=\"wb-fold-size\">2 Zeilen</span></summary>"
            ))
        #expect(html.contains("<code class=\"language-text\">out\nput\n</code>"))
        let ignored = render("# A\n\n```swift ignore fold\nlet a = 1\n```\n", language: "cs")
        #expect(ignored.contains("<span class=\"wb-fold-name\">Kód</span> <span class=\"wb-fold-size\">1 řádek</span>"))
    }

    @Test func thePrintPageShowsEveryFoldOpen() {
        let html = render(Self.foldedTest)
        let body = PrintPage.body(
            chapters: [
                .init(name: "ch01-a", link: .init(file: "01-a.html", title: "A"), html: HTML(trustedMarkup: html))
            ],
            bookTitle: "Book", strings: .for("en")
        ).markup
        #expect(body.contains("<details class=\"wb-fold\" open><summary>"))
        #expect(!body.contains("<details class=\"wb-fold\"><summary>"))
    }

    // MARK: - Tangling and the book

    /// Adds ` fold` to the fence of the block that goes into `file`, in both languages.
    func fold(_ book: TestBook, chapter: String, file: String) throws {
        for language in ["en", "de"] {
            let path = "\(chapter)/\(language).md"
            let text = try #require(book.read(path))
            try book.write(text.replacingOccurrences(of: "file=\(file)\n", with: "file=\(file) fold\n"), to: path)
        }
    }

    @Test func foldingChangesNoTangledByteAndFoldsThePage() throws {
        let plain = try TestBook(fixture: "valid")
        #expect(plain.run("build").status == ExitStatus.success)
        let folded = try TestBook(fixture: "valid")
        try fold(folded, chapter: "Chapters/02-more", file: "Sources/Demo/Greeting.swift")
        let run = folded.run("build")
        #expect(run.status == ExitStatus.success, "\(run.error)")
        let greeting = try #require(plain.read("Sources/Demo/Greeting.swift"))
        #expect(folded.read("Sources/Demo/Greeting.swift") == greeting)
        #expect(greeting.contains("\"Bye, \\(name)!\""), "the folded block is still tangled")
        #expect(folded.read("Site/en/02-more.html")?.contains("<details class=\"wb-fold\">") == true)
        #expect(folded.read("Site/de/02-more.html")?.contains("<details class=\"wb-fold\">") == true)
        #expect(plain.read("Site/en/02-more.html")?.contains("wb-fold") == false)
        #expect(folded.run("check").status == ExitStatus.success)
    }

    @Test func aTranslationMustFoldWhereTheSourceFolds() throws {
        let book = try TestBook(fixture: "valid")
        let path = "Chapters/02-more/en.md"
        let text = try #require(book.read(path))
        try book.write(text.replacingOccurrences(of: "Greeting.swift\n", with: "Greeting.swift fold\n"), to: path)
        let check = book.run("check")
        #expect(check.status == ExitStatus.failure)
        #expect(check.error.contains("Chapters/02-more/de.md:"), "\(check.error)")
    }

    /// Each case: a block appended to both languages of chapter 2, and the
    /// diagnostic `check` gives at the (last) word `fold` of its fence.
    @Test(arguments: [
        ("```text fold=yes\nx\n```", "'fold' takes no value"),
        ("```text fold fold\nx\n```", "attribute 'fold' is repeated"),
        (
            "```diagram user-cycle fold\nTitle\n```",
            "'fold' on a 'diagram' block: only code blocks (swift, text, sh, …) fold; remove it"
        ),
        ("```quiz 02-a fold\nWhy?\n\n- [x] Yes.\n  Because.\n```", "'fold' on a 'quiz' block"),
        ("```exercise farewell-two fold\nDo it.\n```", "'fold' on a 'exercise' block"),
        ("```swift file=Sources/Demo/Greeting.swift fold=open\nlet x = 1\n```", "'fold' takes no value"),
    ])
    func checkRejectsFoldWhereItMeansNothing(block: String, message: String) throws {
        let book = try TestBook(fixture: "valid")
        var line = 0
        for language in ["en", "de"] {
            let path = "Chapters/02-more/\(language).md"
            let text = try #require(book.read(path))
            line = text.split(separator: "\n", omittingEmptySubsequences: false).count + 1
            try book.write(text + "\n" + block + "\n", to: path)
        }
        let fence = String(block.prefix { $0 != "\n" })
        let column = try #require(fence.range(of: " fold", options: .backwards)).lowerBound.utf16Offset(in: fence) + 2
        let before = book.snapshot()
        let check = book.run("check")
        #expect(check.status == ExitStatus.failure)
        #expect(check.error.contains("Chapters/02-more/en.md:\(line):\(column): error: \(message)"), "\(check.error)")
        #expect(book.snapshot() == before, "check writes nothing")
    }

    @Test func aBlockHoldingAnExerciseCannotFold() throws {
        let book = try TestBook(fixture: "with-exercise")
        let path = "Chapters/02-more/en.md"
        let text = try #require(book.read(path))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let index = try #require(lines.firstIndex { $0 == "```swift file=Sources/Demo/Greeting.swift" })
        var changed = lines.map(String.init)
        changed[index] += " fold"
        try book.write(changed.joined(separator: "\n"), to: path)
        let check = book.run("check")
        #expect(check.status == ExitStatus.failure)
        #expect(
            check.error.contains(
                "Chapters/02-more/en.md:\(index + 1):\(lines[index].count + 2): error: 'fold' on a block that holds an exercise"
            ),
            "\(check.error)")
    }

    // MARK: - Reading length

    @Test func readingLengthLeavesOutFoldedCodeAndTheQuiz() {
        let text = """
            # A

            Prose.

            ```swift file=Tests/X/YTests.swift fold
            one
            two
            ```

            ```text
            shown
            ```

            ## Check yourself

            ```quiz 01-q
            Why?
            ```

            """
        let document = ChapterDocument(parsing: text)
        // 18 lines: the 4-line folded block and the 5-line quiz section do not count.
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count - 1 == 18)
        #expect(document.readingLineCount == 18 - 4 - 5)
        #expect(ChapterDocument(parsing: text.replacingOccurrences(of: " fold", with: "")).readingLineCount == 18 - 5)
        #expect(
            ChapterDocument(parsing: text.replacingOccurrences(of: "quiz 01-q", with: "text")).readingLineCount
                == 18 - 4, "a section without a quiz counts")
    }

    @Test func listJSONReportsTheReadingLengthOfEveryTranslation() throws {
        let book = try TestBook(fixture: "valid")
        try fold(book, chapter: "Chapters/02-more", file: "Sources/Demo/Greeting.swift")
        let run = book.run("list", "--json")
        #expect(run.status == ExitStatus.success, "\(run.error)")
        let listing = try JSONDecoder().decode(BookListing.self, from: Data(run.out.utf8))
        let chapter = try #require(listing.chapters.last)
        let en = try #require(book.read("Chapters/02-more/en.md"))
        let lines = en.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        #expect(chapter.readingLines["en"] == lines - 6, "the folded block is six lines with its fences")
        #expect(Set(chapter.readingLines.keys) == ["en", "de"])
    }
}
