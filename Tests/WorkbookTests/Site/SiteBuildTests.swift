import Foundation
import Testing

@testable import Workbook

/// `workbook build`, `check` and `render` end to end on `Fixtures/site-basic`
/// (two chapters in English and Czech, a table, an exercise, hostile HTML).
@Suite struct SiteBuildTests {
    func text(_ book: TestBook, _ path: String) -> String {
        String(
            decoding: FileManager.default.contents(atPath: book.root.appendingPathComponent(path).path) ?? Data(),
            as: UTF8.self)
    }

    @Test func buildWritesTheSiteLayout() throws {
        let book = try TestBook(fixture: "site-basic")
        let run = book.run("build")
        #expect(run.status == 0, "\(run.error)")
        for path in [
            "Site/index.html", "Site/en/index.html", "Site/cs/index.html",
            "Site/en/01-first-steps.html", "Site/cs/02-next-steps.html",
            "Site/en/files/Sources/Demo/Model.swift.html", "Site/cs/files/Sources/Demo/Greeting.swift.html",
            "Site/assets/workbook.css", "Site/assets/workbook.js", "Site/assets/theme.js",
            "Site/assets/search-en.js", "Site/assets/search-cs.js",
        ] {
            #expect(FileManager.default.fileExists(atPath: book.root.appendingPathComponent(path).path), "\(path)")
        }
        let page = text(book, "Site/cs/01-first-steps.html")
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"cs\">"))
        #expect(page.contains("<title>První kroky — Kniha webu</title>"))
        #expect(page.contains("<h2 id=\"the-model\">Model uživatele"))
        #expect(page.contains("<a href=\"../en/01-first-steps.html\" hreflang=\"en\" lang=\"en\">English</a>"))
        #expect(page.contains("<a class=\"wb-next\" rel=\"next\" href=\"02-next-steps.html\">"))
        #expect(page.contains("href=\"files/Sources/Demo/Model.swift.html\""))
        #expect(!page.contains("<script>alert"))
        #expect(!page.contains("onerror"))
        #expect(!page.contains("javascript:"))
        #expect(!page.contains("http://") && !page.contains("https://"))
        #expect(page.contains("<link rel=\"alternate\" hreflang=\"en\" href=\"../en/01-first-steps.html\">"))
        #expect(page.contains("<pre tabindex=\"0\" role=\"group\" aria-label=\"Kód"))
        #expect(page.contains("<div class=\"wb-table\" tabindex=\"0\" role=\"group\" aria-label=\"Tabulka\">"))
        let print = text(book, "Site/cs/print.html")
        #expect(print.contains("<section class=\"wb-print-chapter\" id=\"ch01-first-steps\">"))
        #expect(print.contains("<h2 id=\"ch01-first-steps-the-model\">Model uživatele"))
        #expect(text(book, "Site/cs/index.html").contains("<a href=\"print.html\">"))
        let choice = text(book, "Site/index.html")
        #expect(choice.contains(">English<") && choice.contains(">Čeština<"))
    }

    @Test func filePagesAreAssembledPerLanguage() throws {
        let book = try TestBook(fixture: "site-basic")
        #expect(book.run("build").status == 0)
        let czech = text(book, "Site/cs/files/Sources/Demo/Model.swift.html")
        #expect(czech.contains("<span class=\"co\">// Model uživatele.</span>"))
        #expect(czech.contains("<span class=\"kw\">extension</span> <span class=\"ty\">User</span>"))
        #expect(czech.contains("<a href=\"../../../01-first-steps.html\">První kroky</a>"))
        #expect(czech.contains("<link rel=\"stylesheet\" href=\"../../../../assets/workbook.css\">"))
        let english = text(book, "Site/en/files/Sources/Demo/Model.swift.html")
        #expect(english.contains("// The model."))
        let greeting = text(book, "Site/en/files/Sources/Demo/Greeting.swift.html")
        #expect(greeting.contains("&quot;Hello, ") && !greeting.contains("//#"))
    }

    @Test func searchIndexIsAScriptPerLanguage() throws {
        let book = try TestBook(fixture: "site-basic")
        #expect(book.run("build").status == 0)
        let index = text(book, "Site/assets/search-cs.js")
        #expect(
            index.hasPrefix(
                "window.workbookSearch = {\"pages\":[[\"01-first-steps.html\",\"První kroky\"],[\"02-next-steps.html\",\"Další kroky\"]]"
            ))
        #expect(index.contains("dals krok uzivatl zlutouck kon a cesk pro hledan"))
        #expect(
            index.contains(
                "\"Model uživatele\",\"Název Druh Počet User struct | hodnota 1 Tučně raw 2\",\"modl uzivatl nazv droh poct usr"
            ))
        #expect(!index.contains("starter"))
        #expect(text(book, "Site/assets/search-en.js").contains("next step strasse naiv and uber word for the search"))
    }

    @Test func buildsAreByteIdenticalAndUnchangedFilesAreNotRewritten() throws {
        let book = try TestBook(fixture: "site-basic")
        #expect(book.run("build").status == 0)
        let first = book.snapshot().filter { $0.key.hasPrefix("Site/") }
        let again = book.run("build")
        #expect(again.status == 0)
        #expect(!again.out.contains("wrote Site/"))
        #expect(book.snapshot().filter { $0.key.hasPrefix("Site/") } == first)
        try FileManager.default.removeItem(at: book.root.appendingPathComponent("Site"))
        #expect(book.run("build").status == 0)
        #expect(book.snapshot().filter { $0.key.hasPrefix("Site/") } == first)
    }

    @Test func checkReportsAStaleSiteAndBuildRepairsIt() throws {
        let book = try TestBook(fixture: "site-basic")
        #expect(book.run("build").status == 0)
        #expect(book.run("check").status == 0)
        let page = book.root.appendingPathComponent("Site/en/02-next-steps.html")
        try Data("edited".utf8).write(to: page)
        try Data("old".utf8).write(to: book.root.appendingPathComponent("Site/en/99-gone.html"))
        let check = book.run("check")
        #expect(check.status == 1)
        #expect(
            check.error.contains("Site/en/02-next-steps.html:0:0: error: out of date; run `workbook build`")
                || check.error.contains("Site/en/02-next-steps.html: error: out of date; run `workbook build`"))
        #expect(check.error.contains("Site/en/99-gone.html"))
        let build = book.run("build")
        #expect(build.out.contains("wrote Site/en/02-next-steps.html"))
        #expect(build.out.contains("removed Site/en/99-gone.html"))
        #expect(book.run("check").status == 0)
    }

    @Test func checkOnANeverBuiltSiteIsOneError() throws {
        let book = try TestBook(fixture: "site-basic")
        #expect(book.run("tangle").status == 0)
        let check = book.run("check")
        #expect(check.status == 1)
        #expect(check.error == "Site: error: the site has not been built; run `workbook build`\ncheck: 1 error\n")
    }

    @Test func renderPrintsTheBodyWithSourceLanguageIDs() throws {
        let book = try TestBook(fixture: "site-basic")
        let run = book.run("render", book.root.appendingPathComponent("Chapters/01-first-steps/cs.md").path)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.out.hasPrefix("<h1 id=\"first-steps\">První kroky"))
        #expect(run.out.contains("<h2 id=\"the-model-2\">Znovu model"))
        #expect(run.out.contains("<table>"))
        #expect(!run.out.contains("<html") && !run.out.contains("<script"))
    }

    @Test func renderRejectsMissingArgumentsAndFiles() throws {
        let book = try TestBook(fixture: "site-basic")
        #expect(book.run("render").status == 64)
        let missing = book.run("render", book.root.appendingPathComponent("nope.md").path)
        #expect(missing.status == 1)
        #expect(missing.error.contains("nope.md"))
        let folder = book.run("render", book.root.appendingPathComponent("Chapters").path)
        #expect(folder.status == 1)
        try Data([0x23, 0x20, 0xFF, 0xFE]).write(to: book.root.appendingPathComponent("bad.md"))
        let invalid = book.run("render", book.root.appendingPathComponent("bad.md").path)
        #expect(invalid.status == 1)
        #expect(invalid.error.contains("bad.md:1:"))
    }
}
