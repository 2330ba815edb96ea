import Foundation
import Testing

@testable import Workbook

/// The site plan's steps one at a time: how far each file on disk is
/// trusted, and what a switched-off cache kind (for benchmarks) does.
@Suite struct SitePlanTests {
    func outputs(_ book: TestBook) throws -> [SiteOutputs.Output] {
        SiteBuilder(analysis: try BookAnalysis.analyze(root: book.root)).outputs().outputs
    }

    func trust(_ book: TestBook, stamps: Bool) throws -> [String: SitePlan.Trust] {
        let outputs = try outputs(book)
        let onDisk = Set(outputs.map(\.path))
        let trust = SitePlan.trust(
            outputs, onDisk: onDisk, record: SiteRecord.load(root: book.root), root: book.root,
            trustingStamps: stamps)
        return Dictionary(uniqueKeysWithValues: zip(outputs.map(\.path), trust))
    }

    @Test func aFileIsTrustedByItsStampByItsChecksumOrNotAtAll() throws {
        let book = try TestBook(fixture: "site-basic")
        #expect(book.run("build").status == ExitStatus.success)
        let page = "Site/en/01-first-steps.html"
        #expect(try trust(book, stamps: true).values.allSatisfy { $0 == .byStamp })
        // `check` reads every file: what the record holds is checked on disk.
        #expect(try trust(book, stamps: false).values.allSatisfy { $0 == .byChecksum })
        // Written again with the same bytes: a new stamp, the same checksum.
        let original = try #require(book.read(page))
        try book.write(original, to: page)
        var found = try trust(book, stamps: true)
        #expect(found[page] == .byChecksum)
        #expect(found.filter { $0.value != .byStamp }.count == 1)
        // Edited: trusted no more, made and compared again.
        try book.write(original + " ", to: page)
        found = try trust(book, stamps: true)
        #expect(found[page] == .unknown)
        // No record: nothing is trusted.
        try FileManager.default.removeItem(at: book.root.appendingPathComponent(".workbook/cache/site"))
        #expect(try trust(book, stamps: true).values.allSatisfy { $0 == .unknown })
    }

    @Test func aSwitchedOffKindNeitherReadsNorWrites() throws {
        #expect(
            ContentCache.switchedOffKinds(in: ["WORKBOOK_CACHE_OFF": "models,stamps"]) == ["models", "stamps"])
        #expect(ContentCache.switchedOffKinds(in: [:]).isEmpty)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-off-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        ContentCache(root: root, kind: "pages").store(Data("kept".utf8), for: "key")
        let off = ContentCache(root: root, kind: "pages", switchedOff: ["pages"])
        #expect(off.value(for: "key") == nil)
        off.store(Data("other".utf8), for: "key")
        off.store(Data("new".utf8), for: "new")
        let on = ContentCache(root: root, kind: "pages", switchedOff: ["models"])
        #expect(on.value(for: "key") == Data("kept".utf8))
        #expect(on.value(for: "new") == nil)
    }
}
