import Foundation
import Testing

@testable import Workbook

/// A chapter file is parsed once: the next run takes its document from the
/// model cache, a watch from its memory, and a file whose bytes changed is
/// parsed again, whatever was kept for it.
@Suite struct ParsedChaptersTests {
    @Test func aChangedFileIsParsedAgainAndAnUnchangedOneIsNot() throws {
        let book = try TestBook(fixture: "site-basic")
        let parsed = ParsedChapters()
        func load() throws -> [String: Translation] {
            let (loaded, _) = try BookLoader(parsed: parsed).load(root: book.root)
            var byPath: [String: Translation] = [:]
            for chapter in loaded.chapters {
                for translation in chapter.translations.values { byPath[translation.path] = translation }
            }
            return byPath
        }
        let first = try load()
        #expect(!first.isEmpty)
        #expect(first.values.allSatisfy { $0.wasParsed }, "nothing is cached before the first run")
        let path = try #require(first.keys.sorted().first)
        try book.write((book.read(path) ?? "") + "\n## Added\n\nNew words.\n", to: path)
        let second = try load()
        #expect(second[path]?.wasParsed == true)
        #expect(second[path]?.document.headingTexts.last == "Added")
        for (other, translation) in second where other != path {
            #expect(!translation.wasParsed, "\(other) did not change")
            #expect(translation.document.markdown.text == first[other]?.document.markdown.text)
        }
    }

    /// The watch keeps the lock it parsed last; other bytes are parsed again,
    /// a malformed lock stays malformed, and no lock is no lock.
    @Test func theLockIsKeptByItsBytes() throws {
        let book = try TestBook(fixture: "site-basic")
        let parsed = ParsedChapters()
        #expect(book.run("build").status == ExitStatus.success)
        #expect(book.run("status", "--accept", "cs", "01-first-steps").status == ExitStatus.success)
        let first = TranslationLock.load(root: book.root, remembering: parsed)
        let kept = try #require(first.lock)
        let text = try #require(book.read(TranslationLock.path))
        var hash = Fingerprint()
        hash.update(Array(text.utf8))
        #expect(parsed.lock(key: hash.hexDigest())?.lock == kept)
        #expect(TranslationLock.load(root: book.root, remembering: parsed).lock == kept)
        let source = "Chapters/01-first-steps/en.md"
        try book.write((book.read(source) ?? "") + "\nOne more sentence.\n", to: source)
        #expect(book.run("status", "--accept", "cs", "01-first-steps").status == ExitStatus.success)
        #expect(book.read(TranslationLock.path) != text, "the lock now holds the new source text")
        let accepted = TranslationLock.load(root: book.root, remembering: parsed)
        #expect(accepted.lock != nil && accepted.lock != kept)
        #expect(accepted.lock == TranslationLock.load(root: book.root).lock)
        try book.write("not a lock\n", to: TranslationLock.path)
        #expect(!TranslationLock.load(root: book.root, remembering: parsed).problems.isEmpty)
        try FileManager.default.removeItem(at: book.root.appendingPathComponent(TranslationLock.path))
        if case .missing = TranslationLock.load(root: book.root, remembering: parsed) {
        } else {
            Issue.record("a removed lock is missing")
        }
    }

    @Test func theModelCacheGivesTheDocumentAParseGives() throws {
        let book = try TestBook(fixture: "site-basic")
        _ = try BookLoader().load(root: book.root)  // fills the cache
        let (cached, _) = try BookLoader().load(root: book.root)
        var compared = 0
        for chapter in cached.chapters {
            for translation in chapter.translations.values {
                #expect(!translation.wasParsed)
                let fresh = ChapterDocument(
                    parsing: translation.document.markdown.text, language: translation.language)
                #expect(translation.document.markdown.blocks == fresh.markdown.blocks)
                #expect(translation.document.markdown.pieces == fresh.markdown.pieces)
                #expect(translation.document.markdown.sectionText == fresh.markdown.sectionText)
                #expect(translation.document.markdown.lineStarts == fresh.markdown.lineStarts)
                compared += 1
            }
        }
        #expect(compared > 0)
    }

    @Test func aDamagedModelEntryIsParsedAgain() throws {
        let book = try TestBook(fixture: "site-basic")
        _ = try BookLoader().load(root: book.root)
        let folder = book.root.appendingPathComponent(".workbook/cache/models")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let url = folder.appendingPathComponent(name)
            var bytes = [UInt8](try Data(contentsOf: url))
            bytes[bytes.count / 2] ^= 0xFF
            try Data(bytes).write(to: url)
        }
        let (reloaded, _) = try BookLoader().load(root: book.root)
        let translations = reloaded.chapters.flatMap { $0.translations.values }
        #expect(!translations.isEmpty)
        #expect(translations.allSatisfy { $0.wasParsed })
    }
}
