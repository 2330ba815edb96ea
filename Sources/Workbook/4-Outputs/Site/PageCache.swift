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

    func key(_ job: SiteBuilder.RenderJob) -> String {
        var hash = SHA256()
        hash.update(field: "page 2")
        hash.update(field: ToolIdentity.current)
        hash.update(field: job.renderer.language)
        hash.update(field: job.renderer.toLanguageRoot)
        hash.update(field: job.document.markdown.text)
        hash.update(field: String(job.renderer.sourceHeadings.count))
        for heading in job.renderer.sourceHeadings { hash.update(field: heading) }
        let pages = job.renderer.filePages.sorted()
        hash.update(field: String(pages.count))
        for page in pages { hash.update(field: page) }
        hash.update(field: job.document.diagrams.isEmpty ? "" : diagramsHash)
        // A changed lock changes which sections carry the out-of-date note.
        let stale = job.renderer.staleNotes
        hash.update(field: String(stale.ids.count))
        for id in stale.ids.sorted() { hash.update(field: id) }
        hash.update(field: stale.sourceLanguage)
        hash.update(field: stale.sourcePage)
        return hash.hexDigest()
    }

    /// The rendered chapter and its search sections, when cached.
    func value(for key: String) -> (RenderedDocument, [SearchIndex.Section])? {
        cache.value(for: key).flatMap { Self.decode([UInt8]($0)) }
    }

    func store(_ value: (RenderedDocument, [SearchIndex.Section]), for key: String) {
        cache.store(Data(Self.encode(value)), for: key)
    }

    // MARK: - Format

    /// Fields one after the other, each its UTF-8 length in decimal, a
    /// line end, then its bytes; counts are fields too.
    static func encode(_ value: (RenderedDocument, [SearchIndex.Section])) -> [UInt8] {
        var out: [UInt8] = []
        func field(_ text: String) {
            out += Array(String(text.utf8.count).utf8)
            out.append(0x0A)
            out += Array(text.utf8)
        }
        let (document, sections) = value
        field(document.html)
        field(String(document.headings.count))
        for heading in document.headings {
            field(String(heading.level)); field(heading.text); field(heading.id)
        }
        for list in [document.sectionText, document.sectionCode] {
            field(String(list.count))
            list.forEach(field)
        }
        field(String(sections.count))
        for section in sections {
            field(String(section.page)); field(section.id); field(section.heading); field(section.text)
            field(String(section.keys.count))
            section.keys.forEach(field)
        }
        return out
    }

    /// The value `encode` wrote, or nil for any other bytes.
    static func decode(_ bytes: [UInt8]) -> (RenderedDocument, [SearchIndex.Section])? {
        var index = 0
        func field() -> String? {
            guard let end = bytes[index...].prefix(12).firstIndex(of: 0x0A),
                let length = Int(String(decoding: bytes[index..<end], as: UTF8.self)),
                length >= 0, length <= bytes.count - end - 1
            else { return nil }
            index = end + 1 + length
            return String(decoding: bytes[(end + 1)..<index], as: UTF8.self)
        }
        func count() -> Int? {
            guard let text = field(), let value = Int(text), value >= 0, value <= bytes.count else { return nil }
            return value
        }
        guard let html = field(), let headingCount = count() else { return nil }
        var headings: [RenderedHeading] = []
        for _ in 0..<headingCount {
            guard let level = field().flatMap({ Int($0) }), let text = field(), let id = field() else { return nil }
            headings.append(RenderedHeading(level: level, text: text, id: id))
        }
        var lists: [[String]] = []
        for _ in 0..<2 {
            guard let length = count() else { return nil }
            var list: [String] = []
            for _ in 0..<length {
                guard let text = field() else { return nil }
                list.append(text)
            }
            lists.append(list)
        }
        guard let sectionCount = count() else { return nil }
        var sections: [SearchIndex.Section] = []
        for _ in 0..<sectionCount {
            guard let page = field().flatMap({ Int($0) }), let id = field(), let heading = field(),
                let text = field(), let keyCount = count()
            else { return nil }
            var keys: [String] = []
            for _ in 0..<keyCount {
                guard let key = field() else { return nil }
                keys.append(key)
            }
            sections.append(SearchIndex.Section(page: page, id: id, heading: heading, text: text, keys: keys))
        }
        guard index == bytes.count else { return nil }
        return (
            RenderedDocument(html: html, headings: headings, sectionText: lists[0], sectionCode: lists[1]), sections
        )
    }

    /// A hash of the names and bytes of the regular files in `folder`.
    static func folderHash(_ folder: URL) -> String {
        var hash = SHA256()
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
