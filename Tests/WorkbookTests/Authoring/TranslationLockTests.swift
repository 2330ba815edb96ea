import Foundation
import Testing

@testable import Workbook

@Suite struct TranslationLockTests {
    func key(_ language: String, _ chapter: String, _ section: String) -> TranslationLock.Key {
        TranslationLock.Key(language: language, chapter: chapter, section: section)
    }

    @Test func writtenAndReadBackItIsTheSame() {
        var lock = TranslationLock()
        lock.accept(key("ru", "02-cycle", "three-roles"), text: "## Three roles\n\nA \"view\"\tshows\\data.\n")
        lock.accept(key("de", "02-cycle", "three-roles"), text: "## Three roles\n\nA \"view\"\tshows\\data.\n")
        lock.accept(key("de", "01-why", "why"), text: "# Why\n\nÜber – ünïcödé \u{2028}.\n")
        let text = lock.serialized()
        let (read, problems) = TranslationLock.parse(text)
        #expect(problems.isEmpty)
        #expect(read.entries == lock.entries)
        #expect(
            read.acceptedText(key("ru", "02-cycle", "three-roles")) == "## Three roles\n\nA \"view\"\tshows\\data.\n")
        #expect(read.serialized() == text, "the same lock gives the same bytes")
        let entryLines = text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("=") }
        #expect(
            entryLines == [
                "de 01-why why \(TranslationLock.hash("# Why\n\nÜber – ünïcödé \u{2028}.\n"))",
                "de 02-cycle three-roles \(lock.entries[key("de", "02-cycle", "three-roles")]!)",
                "ru 02-cycle three-roles \(lock.entries[key("ru", "02-cycle", "three-roles")]!)",
            ],
            "one entry a line, sorted")
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("= ") }.count == 2, "a shared text is stored once")
    }

    @Test func aWellFormedHandEditIsAccepted() {
        let hash = TranslationLock.hash("x")
        let text = "# my note\n\n  ru   01-a   intro   \(hash)  \r\n= \(hash) \"x\"\n"
        let (lock, problems) = TranslationLock.parse(text)
        #expect(problems.isEmpty)
        #expect(lock.acceptedText(key("ru", "01-a", "intro")) == "x")
    }

    @Test(arguments: [
        ("ru 01-a intro 0123456789abcdef\n<<<<<<< HEAD\n", 2, "unresolved merge conflict marker"),
        ("ru 01-a intro\n", 1, "expected 'LANG CHAPTER SECTION HASH'"),
        ("ru 01-a intro xyz\n", 1, "'xyz' is not a hash"),
        ("ru 01-a intro 0123456789abcdef\n= 0123456789abcdef \"trunc\n", 2, "not a valid JSON string"),
        ("ru 01-a intro 0123456789abcdef\n", 1, "no text line '= 0123456789abcdef"),
        (
            "ru 01-a intro 0123456789abcdef\nru 01-a intro 0123456789abcdef\n= 0123456789abcdef \"a\"\n", 2,
            "a second entry for ru 01-a intro (the first is on line 1)"
        ),
    ])
    func malformedLinesAreNamed(text: String, line: Int, message: String) {
        let (_, problems) = TranslationLock.parse(text)
        #expect(problems.allSatisfy { $0.path == "Chapters/translations.lock" && $0.severity == .error })
        #expect(problems.contains { $0.line == line && $0.message.contains(message) }, "\(problems)")
    }

    /// The tool never writes a lock without entries, so one that exists
    /// and holds none lost them (cut short by a crash, a bad copy).
    @Test(arguments: [
        ("", 1), (" \n\t\n\n", 1), (TranslationLock().serialized(), 1), ("\n\n# only a comment\n", 3),
        ("= 0123456789abcdef \"a text, no entry\"\n", 1),
    ])
    func aLockWithoutEntriesLooksTruncated(text: String, line: Int) throws {
        let (_, problems) = TranslationLock.parse(text)
        #expect(problems.count == 1, "\(problems)")
        let problem = try #require(problems.first)
        #expect(problem.severity == .error)
        #expect(problem.line == line && problem.column == 1)
        #expect(problem.message.hasPrefix("the lock holds no entry"), "\(problems)")
        #expect(problem.message.contains("looks truncated"))
        #expect(problem.message.contains("restore it from version control"))
        #expect(problem.message.contains("delete it so that the next `workbook status` records"))
    }

    /// A lock cut short in its entries has no text line for any of them:
    /// the first is named at its line, the others in one line after it.
    @Test func entriesWithoutTextLinesAreNamedOnceThenCounted() {
        let hash = "0123456789abcdef"
        let entries = (1...120).map { "ru 01-a section-\($0) \(hash)\n" }.joined()
        let (_, problems) = TranslationLock.parse("# header\n" + entries + "ru 01-a sect")
        #expect(problems.count == 3, "\(problems.map(\.description))")
        #expect(problems.map(\.line) == [2, 3, 122])
        #expect(problems[0].message == "no text line '= \(hash) \"…\"' for this entry (a truncated file?)")
        #expect(
            problems[1].message.hasPrefix(
                "… and 119 more entries have no text line (lines 3–121); the file looks truncated: restore it"))
        #expect(problems[2].message.hasPrefix("expected 'LANG CHAPTER SECTION HASH'"), "other errors stay as they are")

        let two = TranslationLock.parse("ru 01-a x \(hash)\nru 01-a y \(hash)\n").1
        #expect(two.map(\.line) == [1, 2])
        #expect(two[1].message.hasPrefix("… and 1 more entry has no text line (line 2);"))
    }

    @Test func removingAChaptersEntriesDropsItsUnusedTexts() {
        var lock = TranslationLock()
        lock.accept(key("ru", "01-a", "x"), text: "old")
        lock.accept(key("ru", "02-b", "y"), text: "kept")
        lock.removeEntries(language: "ru", chapter: "01-a")
        let text = lock.serialized()
        #expect(!text.contains("\"old\""))
        #expect(text.contains("\"kept\""))
    }
}

@Suite struct LineDiffTests {
    @Test func changedLinesAreMarked() {
        let diff = LineDiff.lines(from: "a\nb\nc\n", to: "a\nB\nc\nd\n")
        #expect(diff == [.same("a"), .removed("b"), .added("B"), .same("c"), .added("d")])
    }

    @Test func unchangedRunsAreCut() {
        let old = (1...20).map { "line \($0)" }.joined(separator: "\n")
        let new = old.replacingOccurrences(of: "line 10", with: "line ten")
        #expect(
            LineDiff.unified(from: old, to: new, context: 1) == "  …\n  line 9\n- line 10\n+ line ten\n  line 11\n  …\n"
        )
    }

    @Test func identicalTextsHaveNoDiff() {
        #expect(LineDiff.unified(from: "a\nb", to: "a\nb").isEmpty)
    }
}
