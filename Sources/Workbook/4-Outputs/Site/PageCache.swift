import Foundation

/// The rendered chapters of earlier builds, in `.workbook/cache/pages/`: a
/// translation whose inputs are unchanged is not rendered again. The key
/// holds every input of `ChapterRenderer.render` and of the search sections:
/// the tool's build, the language, the chapter's text, the source
/// language's headings (the ids), the tangled paths with a file page, and
/// the diagram sources when the chapter draws any, and the sections that
/// carry the out-of-date note.
struct PageCache: Sendable {
    let cache: ContentCache
    /// A hash of every file in `Chapters/diagrams`.
    let diagramsHash: String

    init(root: URL) {
        cache = ContentCache(root: root, kind: "pages")
        diagramsHash = Self.folderHash(root.appendingPathComponent(DiagramCatalog.folder))
    }

    /// The entry of `job`; `filePagesKey` is `filePagesKey(_:)` of its
    /// renderer's file pages (the same for every chapter of a language).
    func key(_ job: SiteBuilder.RenderJob, filePagesKey: String) -> String {
        var hash = Fingerprint()
        hash.update(field: "page 4")
        hash.update(field: ToolIdentity.current)
        hash.update(field: job.renderer.language)
        hash.update(field: job.renderer.toLanguageRoot)
        hash.update(field: job.translation.key)
        hash.update(field: String(job.renderer.sourceHeadings.count))
        for heading in job.renderer.sourceHeadings { hash.update(field: heading) }
        hash.update(field: filePagesKey)
        hash.update(field: job.document.diagrams.isEmpty ? "" : diagramsHash)
        // A changed lock changes which sections carry the out-of-date note.
        let stale = job.renderer.staleNotes
        hash.update(field: String(stale.ids.count))
        for id in stale.ids.sorted() { hash.update(field: id) }
        hash.update(field: stale.sourceLanguage)
        hash.update(field: stale.sourcePage)
        return hash.hexDigest()
    }

    /// What the pages of a translation need of its rendering: the body
    /// and its search sections, ready for the script (`SearchIndex.rowTail`).
    struct Entry: Equatable, Sendable {
        var html: String
        var searchRows: [String]

        init(html: String, searchRows: [String]) {
            self.html = html
            self.searchRows = searchRows
        }

        init(_ document: RenderedDocument, sections: [SearchIndex.Section]) {
            self.init(html: document.html, searchRows: sections.map(SearchIndex.rowTail))
        }
    }

    /// The rendered chapter, when cached.
    func value(for key: String) -> Entry? {
        cache.value(for: key, read: Self.read)
    }

    func store(_ value: Entry, for key: String) {
        cache.store(for: key, capacity: value.html.utf8.count * 2) { Self.write(value, into: &$0) }
    }

    // MARK: - Format

    /// The body, then the rows (`ByteWriter`'s layout).
    static func write(_ value: Entry, into writer: inout ByteWriter) {
        writer.string(value.html)
        writer.strings(value.searchRows)
    }

    static func read(_ reader: inout ByteReader) -> Entry? {
        guard let html = reader.string(), let rows = reader.strings() else { return nil }
        return Entry(html: html, searchRows: rows)
    }

    /// The bytes of an entry's value.
    static func encode(_ value: Entry) -> [UInt8] {
        var writer = ByteWriter()
        write(value, into: &writer)
        return writer.bytes
    }

    /// The value `encode` wrote, or nil for any other bytes.
    static func decode(_ bytes: UnsafeRawBufferPointer) -> Entry? {
        var reader = ByteReader(bytes)
        guard let entry = read(&reader), reader.isAtEnd else { return nil }
        return entry
    }

    /// A key of the tangled paths that have a file page.
    static func filePagesKey(_ pages: Set<String>) -> String {
        var hash = Fingerprint()
        hash.update(field: String(pages.count))
        for page in pages.sorted() { hash.update(field: page) }
        return hash.hexDigest()
    }

    /// A fingerprint of the names and bytes of the regular files in `folder`.
    static func folderHash(_ folder: URL) -> String {
        var hash = Fingerprint()
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        for name in names {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else {
                continue
            }
            hash.update(field: name)
            hash.update(String(data.count).utf8)
            hash.update([0])
            hash.update(data)
        }
        return hash.hexDigest()
    }
}
