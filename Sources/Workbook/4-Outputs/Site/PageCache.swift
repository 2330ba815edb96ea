import Foundation

/// The rendered chapters of earlier builds, in `.workbook/cache/pages/`: a
/// translation whose inputs are unchanged is not rendered again. The key
/// is that of its `Inputs`: every input of `ChapterRenderer.render` and of
/// the search sections, and the build's identity (the tool, and the cmark
/// that renders).
struct PageCache: Sendable {
    let cache: ContentCache
    /// File name → a fingerprint of each entry of `Chapters/diagrams`.
    let diagramFiles: [String: String]

    init(root: URL) {
        cache = ContentCache(root: root, kind: "pages")
        diagramFiles = Self.fileHashes(root.appendingPathComponent(DiagramCatalog.folder), root: root)
    }

    /// Everything a translation's body and search sections are made of:
    /// every input of `ChapterRenderer.render` and of the search sections.
    struct Inputs: CacheInputs {
        static let kind = "page"
        var identity: BuildIdentity
        var language: String
        var toLanguageRoot: String
        /// The translation's model key: its bytes.
        var translation: String
        /// The ids of its headings.
        var headingIDs: [String]
        /// `filePagesKey(_:)` of the tangled paths with a file page.
        var filePages: String
        /// The diagram sources the page may draw: for every diagram it
        /// names, each file `DiagramCatalog.fileName(for:language:)` may
        /// pick, with its fingerprint or "absent". Other diagrams' sources
        /// are not the page's inputs.
        var diagrams: [String]
        /// The sections that carry the out-of-date note, and where it links.
        var staleIDs: [String]
        var staleSourceLanguage: String
        var staleSourcePage: String

        func encode(into key: inout KeyHash) {
            key.add(language)
            key.add(toLanguageRoot)
            key.add(translation)
            key.add(headingIDs)
            key.add(filePages)
            key.add(diagrams)
            key.add(staleIDs)
            key.add(staleSourceLanguage)
            key.add(staleSourcePage)
        }
    }

    /// The entry of `job`; `filePagesKey` is `filePagesKey(_:)` of its
    /// renderer's file pages (the same for every chapter of a language).
    func key(_ job: SiteBuilder.RenderJob, filePagesKey: String, identity: BuildIdentity) -> String {
        let stale = job.renderer.staleNotes
        return Inputs(
            identity: identity, language: job.renderer.language, toLanguageRoot: job.renderer.toLanguageRoot,
            translation: job.translation.key, headingIDs: job.renderer.headingIDs,
            filePages: filePagesKey, diagrams: diagramSources(job.document.diagrams, language: job.renderer.language),
            staleIDs: stale.ids.sorted(), staleSourceLanguage: stale.sourceLanguage,
            staleSourcePage: stale.sourcePage
        ).key
    }

    /// What the pages of a translation need of its rendering: the body
    /// and its search sections, ready for the script (`SearchIndex.rowTail`).
    struct Entry: Equatable, Sendable {
        var html: HTML
        var searchRows: [String]

        init(html: HTML, searchRows: [String]) {
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
        cache.store(for: key, capacity: value.html.markup.utf8.count * 2) { Self.write(value, into: &$0) }
    }

    // MARK: - Format

    /// The body, then the rows (`ByteWriter`'s layout).
    static func write(_ value: Entry, into writer: inout ByteWriter) {
        writer.string(value.html.markup)
        writer.strings(value.searchRows)
    }

    static func read(_ reader: inout ByteReader) -> Entry? {
        guard let html = reader.string(), let rows = reader.strings() else { return nil }
        // The body as `write` stored it, built as `HTML` when it was rendered.
        return Entry(html: HTML(trustedMarkup: html), searchRows: rows)
    }

    /// The bytes of an entry's value.
    static func encode(_ value: Entry) -> [UInt8] {
        var writer = ByteWriter()
        write(value, into: &writer)
        return writer.bytes
    }

    /// The value `encode` wrote, or nil for any other bytes.
    static func decode(_ bytes: [UInt8]) -> Entry? {
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

    /// The candidate source files of the diagrams `blocks` name, in
    /// `language`, each with its fingerprint (`Inputs.diagrams`).
    func diagramSources(_ blocks: [DiagramBlock], language: String) -> [String] {
        var result: [String] = []
        for name in Set(blocks.compactMap(\.name)).sorted() {
            for file in ["\(name).\(language).trace", "\(name).trace", "\(name).graph"] {
                result.append(file)
                result.append(diagramFiles[file] ?? "absent")
            }
        }
        return result
    }

    /// A fingerprint of each entry of `folder` by name: its bytes when it
    /// is a regular file (the catalog reads only those), "not a file" else;
    /// none when the catalog reads nothing (`DiagramCatalog.load`: the
    /// folder is a symlink or a file, or leads out of the book).
    static func fileHashes(_ folder: URL, root: URL) -> [String: String] {
        var result: [String: String] = [:]
        var status = stat()
        guard lstat(folder.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR,
            BookLoader.outsideProblem(folder, realRoot: BookLoader.realPath(root)) == nil
        else { return [:] }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
            let path = folder.appendingPathComponent(name).path
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
                let data = FileManager.default.contents(atPath: path)
            else {
                result[name] = "not a file"
                continue
            }
            var hash = Fingerprint()
            hash.update(data)
            result[name] = hash.hexDigest()
        }
        return result
    }
}
