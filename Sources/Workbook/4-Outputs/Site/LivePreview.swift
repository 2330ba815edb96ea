import Foundation

/// The preview `workbook watch` keeps in `.workbook/preview/`: the site's
/// pages with a reload hook added, which the published `Site/` never holds.
/// Each page loads `live-reload.js`; after every good build the watch writes
/// a new `reload-stamp.js`, and every open page reloads itself, where the
/// reader was. No server: the pages work from `file://`.
struct LivePreview {
    static let folder = ".workbook/preview"

    let root: URL
    /// The number of the last build, which open pages compare.
    private(set) var generation: Int
    /// What the last update left in the folder (path → bytes), so the next
    /// one compares in memory; nil until then, when the disk is read.
    private var published: [String: Data]?

    init(root: URL, generation: Int = 0) {
        self.root = root
        self.generation = generation
    }

    /// Where a page of `Site/` is previewed, relative to the book root.
    static func previewPath(of sitePath: String) -> String {
        let site = SiteBuilder.folder + "/"
        return folder + "/" + (sitePath.hasPrefix(site) ? String(sitePath.dropFirst(site.count)) : sitePath)
    }

    /// `html` with the reload hook before `</body>`; `depth` is how many
    /// folders below the preview's root the page is.
    static func withHook(_ html: Data, depth: Int) -> Data {
        let up = String(repeating: "../", count: depth)
        let script: HTML = "<script src=\"\(attribute: up)live-reload.js\"></script>\n"
        let hook = Data(script.markup.utf8)
        let closing = Data("</body>".utf8)
        guard let range = html.range(of: closing, options: .backwards) else { return html + hook }
        var result = html
        result.replaceSubrange(range.lowerBound..<range.lowerBound, with: hook)
        return result
    }

    /// Writes the preview of `files` (the site's files, paths starting with
    /// `Site/`): changed pages only, pages of the site that are gone are
    /// removed, then a new stamp so open pages reload. Returns the paths
    /// written or removed.
    @discardableResult
    mutating func update(with files: [SiteFile]) throws(DiagnosticsError) -> [String] {
        var wanted: [String: Data] = [:]
        for file in files { wanted[Self.previewPath(of: file.path)] = Self.previewed(file) }
        return try update(wanted: wanted)
    }

    /// The preview of a site whose files are at `paths`, after a build that
    /// wrote `changed` into `Site/`: the other files are what the preview
    /// holds already or, the first time, what `Site/` holds.
    @discardableResult
    mutating func update(site paths: [String], changed: [String]) throws(DiagnosticsError) -> [String] {
        let changed = Set(changed)
        var wanted: [String: Data] = [:]
        for path in paths {
            let previewPath = Self.previewPath(of: path)
            if !changed.contains(path), let kept = published?[previewPath] {
                wanted[previewPath] = kept
            } else if let bytes = try? PlainFile.read(root.appendingPathComponent(path).path) {
                wanted[previewPath] = Self.previewed(SiteFile(path: path, contents: Data(bytes)))
            }
        }
        return try update(wanted: wanted)
    }

    /// A site file as the preview holds it: a page with the hook.
    static func previewed(_ file: SiteFile) -> Data {
        guard file.path.hasSuffix(".html") else { return file.contents }
        let depth = previewPath(of: file.path).dropFirst(folder.count + 1).filter { $0 == "/" }.count
        return withHook(file.contents, depth: depth)
    }

    private mutating func update(wanted files: [String: Data]) throws(DiagnosticsError) -> [String] {
        generation += 1
        var wanted = files
        wanted[Self.folder + "/live-reload.js"] = Data(PackageResources.live_reload_js)
        var transaction = OutputTransaction(root: root)
        let existing: [String]
        if let published {
            existing = Array(published.keys)
        } else {
            // A run killed part-way may have left temporaries.
            OutputTransaction.removeLeftovers(under: root.appendingPathComponent(Self.folder))
            existing = existingFiles()
        }
        for (path, data) in wanted.sorted(by: { $0.key < $1.key }) {
            let current = published.map { $0[path] } ?? (try? Data(contentsOf: root.appendingPathComponent(path)))
            if current != data { transaction.write(data, to: path) }
        }
        for path in existing.sorted() where wanted[path] == nil && !path.hasSuffix("/reload-stamp.js") {
            transaction.remove(path)
        }
        transaction.write("workbookPreviewStamp(\(generation));\n", to: Self.folder + "/reload-stamp.js")
        published = nil
        let notRemoved = try transaction.commit()
        // A file left behind: the next update looks at the folder again.
        guard notRemoved.isEmpty else { throw DiagnosticsError(notRemoved) }
        published = wanted
        return transaction.writtenPaths + transaction.removedPaths
    }

    /// Files now in the preview folder, relative to the book root.
    func existingFiles() -> [String] {
        let base = root.appendingPathComponent(Self.folder).path
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: base + "/" + relative, isDirectory: &isFolder),
                !isFolder.boolValue,
                !relative.hasSuffix(OutputTransaction.temporarySuffix)
            {
                paths.append(Self.folder + "/" + relative)
            }
        }
        return paths
    }
}
