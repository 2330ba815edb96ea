import Testing

@testable import Workbook

@Suite struct TranslationStatusTests {
    typealias Heading = TranslationStatus.Heading

    let source = "# Title\n\nIntro.\n\n## One\n\nFirst.\n\n## Two\n\nSecond.\n"
    var sourceHeadings: [Heading] {
        [
            Heading(id: "title", title: "Title", line: 1), Heading(id: "one", title: "One", line: 5),
            Heading(id: "two", title: "Two", line: 9),
        ]
    }

    func pair(source: String) -> TranslationStatus.Pair {
        TranslationStatus.Pair(
            language: "ru", chapter: "01-a", path: "Chapters/01-a/ru.md", sourcePath: "Chapters/01-a/en.md",
            headings: [
                Heading(id: "title", title: "Заголовок", line: 1), Heading(id: "one", title: "Один", line: 6),
                Heading(id: "two", title: "Два", line: 11),
            ],
            sourceSections: TranslationStatus.sections(of: source, headings: sourceHeadings))
    }

    @Test func sectionsRunFromTheirHeadingToTheNext() {
        let sections = TranslationStatus.sections(of: source, headings: sourceHeadings)
        #expect(sections.map(\.text) == ["# Title\n\nIntro.\n", "## One\n\nFirst.\n", "## Two\n\nSecond.\n"])
    }

    @Test func sectionsKeepTheirBytesWithoutAFinalNewlineAndDropBlankLinesAtTheEnd() {
        let text = "Before.\n# Título\n\nÜber – ünïcödé.\n\n\n## Zwei\nletzte Zeile"
        let headings = [Heading(id: "t", title: "Título", line: 2), Heading(id: "z", title: "Zwei", line: 7)]
        let sections = TranslationStatus.sections(of: text, headings: headings)
        #expect(sections.map(\.text) == ["# Título\n\nÜber – ünïcödé.\n", "## Zwei\nletzte Zeile\n"])
        #expect(TranslationStatus.sections(of: "", headings: headings).isEmpty)
    }

    @Test func nothingIsStaleRightAfterAccepting() {
        let lock = TranslationStatus.accepting([pair(source: source)], in: TranslationLock())
        #expect(TranslationStatus.stale([pair(source: source)], lock: lock).isEmpty)
    }

    @Test func aChangedSourceSectionMakesOnlyThatTranslationSectionStale() throws {
        let lock = TranslationStatus.accepting([pair(source: source)], in: TranslationLock())
        let edited = source.replacingOccurrences(of: "First.", with: "First, and more.")
        let stale = TranslationStatus.stale([pair(source: edited)], lock: lock)
        #expect(stale.map(\.heading.title) == ["Один"])
        let first = try #require(stale.first)
        #expect(first.accepted == "## One\n\nFirst.\n")
        #expect(first.current == "## One\n\nFirst, and more.\n")
        #expect(
            first.diagnostic.description
                == "Chapters/01-a/ru.md:6:1: warning: section 'Один' may be out of date: its source section 'One' (en.md:5) changed since this translation was last accepted (see `workbook status`; `workbook status --accept ru 01-a` marks it current)"
        )
        #expect(LineDiff.unified(from: first.accepted!, to: first.current).contains("- First.\n+ First, and more.\n"))
    }

    @Test func aSectionNeverAcceptedIsReported() {
        var lock = TranslationStatus.accepting([pair(source: source)], in: TranslationLock())
        lock.entries[TranslationLock.Key(language: "ru", chapter: "01-a", section: "two")] = nil
        let stale = TranslationStatus.stale([pair(source: source)], lock: lock)
        #expect(stale.map(\.heading.title) == ["Два"])
        #expect(stale.first?.accepted == nil)
    }

    @Test func trailingBlankLinesDoNotCount() {
        let lock = TranslationStatus.accepting([pair(source: source)], in: TranslationLock())
        #expect(TranslationStatus.stale([pair(source: source + "\n\n")], lock: lock).isEmpty)
    }
}
