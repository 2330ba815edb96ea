import Foundation
import Testing

@testable import Workbook

@Suite struct LivePreviewTests {
    func temporaryRoot() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func text(_ root: URL, _ path: String) -> String? {
        (try? Data(contentsOf: root.appendingPathComponent(path))).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func pagesGetTheHookWithARelativePathAndAssetsStayAsTheyAre() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        var preview = LivePreview(root: root)
        let page = Data("<html><body><p>x</p></body></html>\n".utf8)
        try preview.update(with: [
            SiteFile(path: "Site/index.html", contents: page),
            SiteFile(path: "Site/en/01-a.html", contents: page),
            SiteFile(path: "Site/assets/workbook.css", contents: Data("body{}".utf8)),
        ])
        #expect(text(root, ".workbook/preview/index.html") == "<html><body><p>x</p><script src=\"live-reload.js\"></script>\n</body></html>\n")
        #expect(text(root, ".workbook/preview/en/01-a.html")?.contains("<script src=\"../live-reload.js\"></script>") == true)
        #expect(text(root, ".workbook/preview/assets/workbook.css") == "body{}")
        #expect(text(root, ".workbook/preview/live-reload.js")?.contains("workbookPreviewStamp") == true)
        #expect(text(root, ".workbook/preview/reload-stamp.js") == "workbookPreviewStamp(1);\n")
    }

    @Test func aRebuildWritesWhatChangedRemovesWhatIsGoneAndBumpsTheStamp() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        var preview = LivePreview(root: root)
        let one = SiteFile(path: "Site/en/01-a.html", contents: Data("<body>1</body>".utf8))
        let two = SiteFile(path: "Site/en/02-b.html", contents: Data("<body>2</body>".utf8))
        try preview.update(with: [one, two])
        let changed = SiteFile(path: "Site/en/01-a.html", contents: Data("<body>1 edited</body>".utf8))
        let written = try preview.update(with: [changed])
        #expect(written.sorted() == [".workbook/preview/en/01-a.html", ".workbook/preview/en/02-b.html",
                                     ".workbook/preview/reload-stamp.js"])
        #expect(text(root, ".workbook/preview/en/02-b.html") == nil, "a deleted chapter's page leaves the preview")
        #expect(text(root, ".workbook/preview/reload-stamp.js") == "workbookPreviewStamp(2);\n")
    }

    @Test func thePublishedSiteNeverReferencesTheHook() throws {
        let book = try TestBook(fixture: "site-basic")
        #expect(book.run("build").status == ExitStatus.success)
        let enumerator = FileManager.default.enumerator(atPath: book.root.appendingPathComponent("Site").path)
        var pages = 0
        while let path = enumerator?.nextObject() as? String {
            guard let page = book.read("Site/" + path) else { continue }
            pages += 1
            #expect(!page.contains("live-reload"), "Site/\(path)")
            #expect(!page.contains("workbookPreviewStamp"), "Site/\(path)")
        }
        #expect(pages > 3)
    }
}
