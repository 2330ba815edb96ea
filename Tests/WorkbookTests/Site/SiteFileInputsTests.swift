import Foundation
import Testing

@testable import Workbook

/// A site file is made from its inputs value alone, and its key is that
/// value's fingerprint: changing any field of the value changes the key.
@Suite struct SiteFileInputsTests {
    typealias Change<T> = (String, (inout T) -> Void)

    static func outputs() throws -> [SiteOutputs.Output] {
        let book = try TestBook(fixture: "site-basic")
        return SiteBuilder(analysis: try BookAnalysis.analyze(root: book.root)).outputs().outputs
    }

    static func first<T>(_ outputs: [SiteOutputs.Output], _ pick: (SiteFileInputs) -> T?) throws -> T {
        let found = outputs.compactMap { pick($0.inputs) }.first
        return try #require(found)
    }

    /// Each variant differs from the original in one field; a copy has the same key.
    static func expectEachChangesTheKey<T: CacheInputs>(_ original: T, _ variants: [(String, (inout T) -> Void)]) {
        let copy = original
        #expect(copy.key == original.key)
        for (field, change) in variants {
            var changed = original
            change(&changed)
            #expect(changed.key != original.key, "\(T.kind): \(field) is not in the key")
        }
    }

    /// The library and the tool, in every key.
    static func identityChanges<T>(_ identity: WritableKeyPath<T, BuildIdentity>) -> [Change<T>] {
        [
            ("the library", { $0[keyPath: identity].markdownLibrary += ".1" }),
            ("the tool", { $0[keyPath: identity].tool += "x" }),
        ]
    }

    static func frameChanges<T>(_ frame: WritableKeyPath<T, SiteFileInputs.Frame>) -> [Change<T>] {
        [
            ("frame.language", { $0[keyPath: frame].language += "x" }),
            ("frame.languages", { $0[keyPath: frame].languages.append("xx") }),
            ("frame.bookTitle", { $0[keyPath: frame].bookTitle += "!" }),
            ("frame.chapters' titles", { $0[keyPath: frame].chapters[0].title += "!" }),
            ("frame.chapters' files", { $0[keyPath: frame].chapters[0].file = "other.html" }),
        ]
    }

    @Test func everyFieldOfEveryKindIsInItsKey() throws {
        let outputs = try Self.outputs()
        let heading = RenderedHeading(level: 2, text: "X", id: "x")

        let chapter = try Self.first(outputs) { if case .chapter(let page) = $0 { page } else { nil } }
        let chapterChanges: [Change<SiteFileInputs.ChapterPage>] = [
            ("body", { $0.body.key += "0" }), ("index", { $0.index += 1 }),
            ("sections", { $0.sections.append(heading) }),
        ]
        Self.expectEachChangesTheKey(
            chapter, Self.identityChanges(\.identity) + Self.frameChanges(\.frame) + chapterChanges)

        let print = try Self.first(outputs) { if case .print(let page) = $0 { page } else { nil } }
        let printChanges: [Change<SiteFileInputs.PrintPage>] = [
            ("a chapter's name", { $0.chapters[0].name += "x" }),
            ("a chapter's link", { $0.chapters[0].link.title += "!" }),
            ("a chapter's body", { $0.chapters[0].body.key += "0" }),
            ("the chapters", { $0.chapters.removeLast() }),
        ]
        Self.expectEachChangesTheKey(
            print, Self.identityChanges(\.identity) + Self.frameChanges(\.frame) + printChanges)

        let contents = try Self.first(outputs) { if case .contents(let page) = $0 { page } else { nil } }
        let contentsChanges: [Change<SiteFileInputs.ContentsPage>] = [
            ("a section", { $0.sections[0]?.append(heading) }),
            ("a missing translation", { $0.sections[0] = nil }),
        ]
        Self.expectEachChangesTheKey(
            contents, Self.identityChanges(\.identity) + Self.frameChanges(\.frame) + contentsChanges)

        let file = try Self.first(outputs) { if case .file(let page) = $0 { page } else { nil } }
        let fileChanges: [Change<SiteFileInputs.FilePage>] = [
            ("path", { $0.file.path += "x" }), ("body", { $0.file.body += "\n" }),
            ("sources", { $0.file.sources.append("Chapters/09-x/en.md") }),
            ("a chapter's link", { $0.chapterPages[$0.file.sources[0]]?.title += "!" }),
            ("a chapter's page gone", { $0.chapterPages[$0.file.sources[0]] = nil }),
        ]
        Self.expectEachChangesTheKey(
            file, Self.identityChanges(\.identity) + Self.frameChanges(\.frame) + fileChanges)

        let search = try Self.first(outputs) { if case .search(let index) = $0 { index } else { nil } }
        let searchChanges: [Change<SiteFileInputs.SearchIndex>] = [
            ("a chapter's link", { $0.chapters[0].link.file = "other.html" }),
            ("a chapter's body", { $0.chapters[0].body.key += "0" }),
            ("the chapters", { $0.chapters.removeLast() }),
        ]
        Self.expectEachChangesTheKey(search, Self.identityChanges(\.identity) + searchChanges)

        let choice = try Self.first(outputs) { if case .languageChoice(let page) = $0 { page } else { nil } }
        let choiceChanges: [Change<SiteFileInputs.LanguageChoice>] = [
            ("source language", { $0.sourceLanguage = "cs" }), ("languages", { $0.languages.reverse() }),
            ("titles", { $0.titles[0] += "!" }),
        ]
        Self.expectEachChangesTheKey(choice, Self.identityChanges(\.identity) + choiceChanges)

        let asset = try Self.first(outputs) { if case .asset(let asset) = $0 { asset } else { nil } }
        let assetChanges: [Change<SiteFileInputs.Asset>] = [
            ("asset", { $0.asset = $0.asset == .css ? .script : .css })
        ]
        Self.expectEachChangesTheKey(asset, Self.identityChanges(\.identity) + assetChanges)
    }

    /// The kinds' literals are what keeps two kinds with equal fields apart.
    @Test func noTwoKindsShareAName() {
        let kinds = [
            SiteFileInputs.LanguageChoice.kind, SiteFileInputs.Asset.kind, SiteFileInputs.ChapterPage.kind,
            SiteFileInputs.PrintPage.kind, SiteFileInputs.ContentsPage.kind, SiteFileInputs.FilePage.kind,
            SiteFileInputs.SearchIndex.kind, PageCache.Inputs.kind, ModelCache.Inputs.kind,
            UnchangedRun.Inputs.kind, ChapterScope.kind,
        ]
        #expect(Set(kinds).count == kinds.count)
    }
}
