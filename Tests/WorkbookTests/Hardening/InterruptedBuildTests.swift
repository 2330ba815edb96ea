import Foundation
import Testing

@testable import Workbook

/// What a build killed part-way leaves behind is cleaned by the next run and
/// never published. (Killing real builds at varied moments is
/// `Scripts/kill-test.sh`, run by CI.)
@Suite struct InterruptedBuildTests {
    @Test func leftoverTemporariesInSiteAndTargetsAreCleanedAndNeverPublished() throws {
        let book = try TestBook(fixture: "site-basic")
        #expect(book.run("build").status == ExitStatus.success)
        let leftovers = [
            "Site/en/.01-first-steps.html\(OutputTransaction.temporarySuffix)",
            "Site/assets/.workbook.css\(OutputTransaction.temporarySuffix)",
            "Site/cs/files/Sources/Demo/.Model.swift.html\(OutputTransaction.temporarySuffix)",
            "Sources/Demo/.Model.swift\(OutputTransaction.temporarySuffix)",
        ]
        for path in leftovers { try book.write("<p>half a page", to: path) }
        // `check` writes nothing, so it leaves them, but never counts them as pages.
        let check = book.run("check")
        #expect(check.status == ExitStatus.success, "\(check.error)")
        for path in leftovers { #expect(book.exists(path)) }
        // The next build removes them and publishes nothing of them.
        let build = book.run("build")
        #expect(build.status == ExitStatus.success)
        #expect(!build.out.contains(OutputTransaction.temporarySuffix))
        for path in leftovers { #expect(!book.exists(path), "\(path)") }
        #expect(book.snapshot().keys.allSatisfy { !$0.hasSuffix(OutputTransaction.temporarySuffix) })
        let index = try #require(book.read("Site/assets/search-en.js"))
        #expect(!index.contains("half a page"))
    }

    @Test func aFailedBuildLeavesNoTemporaries() throws {
        let book = try TestBook(fixture: "site-basic")
        #expect(book.run("build").status == ExitStatus.success)
        // A page that cannot be replaced: a folder stands where it goes.
        try FileManager.default.removeItem(at: book.root.appendingPathComponent("Site/en/02-next-steps.html"))
        try book.write("x", to: "Site/en/02-next-steps.html/blocker")
        let chapter = try #require(book.read("Chapters/01-first-steps/en.md"))
        try book.write(chapter + "\nOne more line.\n", to: "Chapters/01-first-steps/en.md")
        let before = book.snapshot()
        let run = book.run("build")
        #expect(run.status == ExitStatus.failure)
        #expect(run.error.contains("Site/en/02-next-steps.html"), "\(run.error)")
        #expect(book.snapshot() == before, "all or nothing: no page was replaced, no temporary is left")
    }
}
