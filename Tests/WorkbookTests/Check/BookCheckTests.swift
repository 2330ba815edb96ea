import Foundation
import Testing

@testable import Workbook

/// The checks of a book are one list of named values (`BookCheck.all`):
/// what `check`, `build` and `status` run is read from it.
@Suite struct BookCheckTests {
    /// The list, in the order the checks report; a check added, dropped or
    /// moved shows here first.
    @Test func theListNamesEveryCheckInOrder() {
        #expect(
            BookCheck.all.map(\.name) == [
                "tangled-paths", "swift-settings", "translations", "exercises", "quizzes", "hints", "learner-file",
                "diagrams", "apple-imports", "translations-lock", "glossary-file", "glossary",
            ])
        #expect(Set(BookCheck.all.map(\.name)).count == BookCheck.all.count)
        #expect(BookCheck.all.allSatisfy { !$0.summary.isEmpty })
        // Only the glossary's findings leave a build alone.
        #expect(BookCheck.all.filter { !$0.stopsBuild }.map(\.name) == ["glossary-file", "glossary"])
        #expect(BookCheck.glossary.map(\.name) == ["glossary-file", "glossary"])
    }

    /// The per-chapter checks keep their memo entries under
    /// `.workbook/cache/checks/` (a rename would orphan every memo), and
    /// no two share one.
    @Test func chapterChecksKeepTheirMemoEntries() {
        let entries = BookCheck.all.compactMap { check -> String? in
            if case .chapter(let entry, _) = check.scope { "\(check.name): \(entry)" } else { nil }
        }
        #expect(entries == ["translations: translations", "quizzes: quizzes", "hints: hints", "glossary: glossary"])
    }

    /// A hint that repeats the solution is found by the check named
    /// "hints", and by no other; the findings say which check found what.
    @Test func findingsCarryTheNameOfTheCheckThatMadeThem() throws {
        let book = try TestBook(fixture: "with-exercise")
        // The chapter of the hint check's own tests: its English hint gives the solution away.
        let chapter = { (title: String, hint: String) in HintGiveawayCheckTests().chapter(hint: hint, title: title) }
        try book.write(chapter("More", "Start with `let shout = name.uppercased()`."), to: "Chapters/02-more/en.md")
        try book.write(chapter("Mehr", "Beginnen Sie mit `name`."), to: "Chapters/02-more/de.md")
        let analysis = try BookAnalysis.analyze(root: book.root)
        #expect(!analysis.diagnostics.containsErrors, "\(analysis.diagnostics)")
        let findings = BookCheck.findings(BookCheck.all, in: analysis)
        #expect(findings.map(\.check) == BookCheck.all.map(\.name))
        let found = findings.filter { !$0.diagnostics.isEmpty }
        #expect(found.map(\.check) == ["hints"], "\(found)")
        #expect(found.first?.diagnostics.map(\.path) == ["Chapters/02-more/en.md"])
        // The model alone runs no check; a build's analysis runs the list.
        #expect(try BookCheck.analyze(root: book.root).diagnostics == found.flatMap(\.diagnostics))
    }

    /// `build` runs the checks that stop it, `check` all of them: a glossary
    /// finding is in the one and not the other.
    @Test func aBuildRunsOnlyTheChecksThatStopIt() throws {
        let book = try TestBook(fixture: "site-basic")
        let czech = "Chapters/01-first-steps/cs.md"
        let text = try #require(book.read(czech))
        try book.write(
            text.replacingOccurrences(of: "## Model uživatele\n", with: "## Model uživatele\n\nTahle úloha.\n"),
            to: czech)
        try book.write(
            """
            {"cs": {"language": "Czech", "terms": [
              {"concept": "Swift Task", "en": "task", "use": "task", "avoid": ["úloh*"]}
            ]}}
            """, to: Glossary.path)
        let analysis = try BookCheck.analyze(root: book.root)
        #expect(!analysis.diagnostics.contains { $0.message.hasPrefix("glossary:") })
        let glossary = BookCheck.findings(BookCheck.glossary, in: analysis)
        #expect(glossary.map(\.check) == ["glossary-file", "glossary"])
        #expect(glossary[0].diagnostics.isEmpty)
        #expect(glossary[1].diagnostics.map(\.path) == [czech])
        #expect(glossary[1].diagnostics.first?.message.hasPrefix("glossary: \"úloha\"") == true)
    }
}
