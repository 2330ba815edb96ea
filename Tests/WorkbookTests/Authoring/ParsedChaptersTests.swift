import Testing

@testable import Workbook

/// The documents a watch keeps between builds are never stale: a file whose
/// text changed is parsed again, whatever was kept for it.
@Suite struct ParsedChaptersTests {
    @Test func aChangedTextIsParsedAgainAndAnUnchangedOneGivesTheSameDocument() {
        let parsed = ParsedChapters()
        let path = "Chapters/01-a/en.md"
        let one = "# One\n\nFirst words.\n"
        let two = "# One\n\nOther words.\n\n## More\n\nText.\n"
        let first = parsed.document(parsing: one, path: path)
        #expect(first.markdown.text == one)
        #expect(parsed.document(parsing: one, path: path).markdown.sectionText == first.markdown.sectionText)
        let changed = parsed.document(parsing: two, path: path)
        #expect(changed.markdown.text == two)
        #expect(changed.markdown.sectionText == ChapterDocument(parsing: two).markdown.sectionText)
        #expect(changed.blocks.count == ChapterDocument(parsing: two).blocks.count)
        // Another file with the first text gets its own document, and the first file back is parsed again.
        #expect(parsed.document(parsing: one, path: "Chapters/01-a/de.md").markdown.text == one)
        #expect(parsed.document(parsing: one, path: path).markdown.text == one)
    }
}
