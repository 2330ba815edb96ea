import Foundation

/// Finds the book, reads `book.json` and every chapter file, and parses each
/// file once. Problems are collected, not thrown one at a time, so `check`
/// can report them all in one run.
struct BookLoader: Sendable {
    /// Documents kept from an earlier load by the same process, if any.
    var parsed: ParsedChapters?
    /// The tool and library versions every key of this load holds.
    var identity: BuildIdentity

    init(parsed: ParsedChapters? = nil, identity: BuildIdentity = .running) {
        self.parsed = parsed
        self.identity = identity
    }

    /// The folder holding `Chapters/book.json`, searching upwards from `start`.
    static func findRoot(from start: URL) -> URL? {
        var folder = start.standardizedFileURL
        while true {
            let manifest = folder.appendingPathComponent(BookManifest.path)
            if FileManager.default.fileExists(atPath: manifest.path) { return folder }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// Loads the book at `root`. Returns the book (possibly with some
    /// translations missing) and every diagnostic found; throws only when
    /// there is no usable manifest.
    func load(root: URL) throws(DiagnosticsError) -> (Book, [Diagnostic]) {
        let manifestURL = root.appendingPathComponent(BookManifest.path)
        if let problem = Self.outsideProblem(manifestURL, realRoot: Self.realPath(root)) {
            throw DiagnosticsError([.error(BookManifest.path, 0, 0, problem)])
        }
        let manifestText = try SourceText.read(manifestURL, path: BookManifest.path)
        let manifest = try BookManifest.parse(manifestText)
        var diagnostics: [Diagnostic] = []
        let chapters = loadChapters(root: root, manifest: manifest, diagnostics: &diagnostics)
        var book = Book(root: root, manifest: manifest, chapters: chapters, identity: identity)
        book.glossary = Self.loadGlossary(root: root, manifest: manifest)
        return (book, diagnostics)
    }

    // MARK: - Glossary

    /// `Chapters/glossary.json`, if the book has one. Its problems stay with
    /// it: `check` and `status` report them, a build does not read it.
    static func loadGlossary(root: URL, manifest: BookManifest) -> Glossary.Loaded {
        let url = root.appendingPathComponent(Glossary.path)
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return .missing }
        if let problem = outsideProblem(url, realRoot: realPath(root)) {
            return .found(Glossary(), problems: [.error(Glossary.path, 0, 0, problem)])
        }
        do throws(DiagnosticsError) {
            return Glossary.parse(try SourceText.read(url, path: Glossary.path), languages: manifest.languages)
        } catch {
            return .found(Glossary(), problems: error.diagnostics)
        }
    }

    // MARK: - Chapters

    func loadChapters(root: URL, manifest: BookManifest, diagnostics: inout [Diagnostic]) -> [Chapter] {
        let chaptersURL = root.appendingPathComponent("Chapters")
        let realRoot = Self.realPath(root)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: chaptersURL.path)) ?? []
        var chapters: [Chapter] = []
        var byNumber: [Int: String] = [:]
        var files: [FileJob] = []
        // With no symlink from the book's root to a chapter folder, a regular
        // file in that folder lies inside the book: nothing to resolve.
        var status = stat()
        let chaptersAreReal =
            realRoot == root.standardizedFileURL.path && lstat(chaptersURL.path, &status) == 0
            && status.st_mode & S_IFMT == S_IFDIR
        for name in names.sorted() {
            var isDirectory: ObjCBool = false
            // The kind is given: left to Foundation, it asks the disk for each URL.
            let url = chaptersURL.appendingPathComponent(name, isDirectory: true)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
                isDirectory.boolValue, !name.hasPrefix("."),
                name != "diagrams"
            else { continue }  // Chapters/diagrams holds diagram sources, not a chapter
            guard let (number, slug) = Self.parseFolderName(name) else {
                diagnostics.append(
                    .error(
                        "Chapters/\(name)", 0, 0,
                        "chapter folder must be named NN-slug (two digits, then a kebab-case slug), e.g. 02-the-vip-cycle"
                    ))
                continue
            }
            if let other = byNumber[number] {
                diagnostics.append(
                    .error(
                        "Chapters/\(name)", 0, 0,
                        "chapter number \(String(format: "%02d", number)) is also used by Chapters/\(other)"))
                continue
            }
            byNumber[number] = name
            let folderIsReal = chaptersAreReal && lstat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
            for language in manifest.languages {
                files.append(
                    FileJob(
                        chapter: chapters.count, language: language, path: "Chapters/\(name)/\(language).md",
                        url: url.appendingPathComponent("\(language).md", isDirectory: false),
                        folderIsReal: folderIsReal))
            }
            chapters.append(Chapter(number: number, slug: slug, folderName: name, translations: [:]))
        }
        // The files are read and parsed on every core; the results are
        // gathered in book order, so the diagnostics keep theirs.
        let models = ModelCache(root: root)
        let loaded = files.concurrentMap { job in load(job, realRoot: realRoot, models: models) }
        for (job, result) in zip(files, loaded) {
            switch result {
            case .success(let translation): chapters[job.chapter].translations[job.language] = translation
            case .failure(let problems): diagnostics += problems.diagnostics
            }
        }
        if chapters.isEmpty {
            diagnostics.append(.error("Chapters", 0, 0, "the book has no chapters (folders named NN-slug)"))
        }
        return chapters.sorted { $0.number < $1.number }
    }

    /// One translation file to load: which chapter (its index in the
    /// loader's list) and language it is, and where.
    struct FileJob: Sendable {
        var chapter: Int
        var language: String
        var path: String
        var url: URL
        /// The chapter's folder is a real folder inside the book, reached without a symlink.
        var folderIsReal: Bool
    }

    /// Reads one translation: from the watch's memory or the model cache
    /// when its bytes are unchanged, else decoded and parsed (and stored).
    func load(_ job: FileJob, realRoot: String, models: ModelCache) -> Result<Translation, DiagnosticsError> {
        let path = job.path
        var status = stat()
        guard lstat(job.url.path, &status) == 0 else {
            return .failure(
                DiagnosticsError([
                    .error(
                        path, 0, 0,
                        "missing translation: chapter \(job.url.deletingLastPathComponent().lastPathComponent) has no \(job.language).md"
                    )
                ]))
        }
        let isInside = job.folderIsReal && status.st_mode & S_IFMT == S_IFREG
        if !isInside, let problem = Self.outsideProblem(job.url, realRoot: realRoot) {
            return .failure(DiagnosticsError([.error(path, 0, 0, problem)]))
        }
        do throws(DiagnosticsError) {
            let bytes = try SourceText.readBytes(job.url, path: path)
            let key = ModelCache.key(bytes, language: job.language, identity: identity)
            func translation(_ document: ChapterDocument, parsed: Bool) -> Translation {
                Translation(language: job.language, path: path, document: document, key: key, wasParsed: parsed)
            }
            if let kept = parsed?.document(path: path, key: key) {
                return .success(translation(kept.document, parsed: false))
            }
            if let cached = models.value(for: key, bytes: bytes, language: job.language) {
                parsed?.keep(path: path, key: key, text: cached.markdown.text, document: cached)
                return .success(translation(cached, parsed: false))
            }
            let text = try SourceText.decode(bytes, path: path)
            if text.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A }) {
                return .failure(
                    DiagnosticsError([
                        .error(path, 0, 0, "chapter is empty: it needs at least its title, a level-1 heading")
                    ]))
            }
            let document = ChapterDocument(parsing: text, language: job.language)
            models.store(text: text, document: document, bytes: bytes, for: key)
            parsed?.keep(path: path, key: key, text: text, document: document)
            return .success(translation(document, parsed: true))
        } catch {
            return .failure(error)
        }
    }

    /// Why the file at `url` may not be read as part of the book: through
    /// symlinks it leads out of the book's folder. A chapter linked to
    /// `/etc/passwd` or a key file would otherwise be published on the site.
    static func outsideProblem(_ url: URL, realRoot: String) -> String? {
        let real = realPath(url)
        guard !real.hasPrefix(realRoot + "/") else { return nil }
        var status = stat()
        guard stat(url.path, &status) == 0 else { return nil }  // Dangling: reading says so.
        return
            "cannot read file: it leads through a symlink to \(real), outside the book; the tool reads only files inside the book"
    }

    /// `url` with every symlink resolved.
    static func realPath(_ url: URL) -> String {
        url.resolvingSymlinksInPath().standardizedFileURL.path
    }

    /// `02-the-vip-cycle` → (2, "the-vip-cycle").
    static func parseFolderName(_ name: String) -> (Int, String)? {
        let bytes = Array(name.utf8)
        guard bytes.count >= 4, bytes[0].isDigit, bytes[1].isDigit, bytes[2] == UInt8(ascii: "-") else {
            return nil
        }
        let slug = bytes[3...]
        let valid = slug.allSatisfy { $0.isLowercaseLetter || $0.isDigit || $0 == UInt8(ascii: "-") }
        guard valid, slug.first != UInt8(ascii: "-"), slug.last != UInt8(ascii: "-") else { return nil }
        let number = Int(bytes[0] - 48) * 10 + Int(bytes[1] - 48)
        return (number, String(decoding: slug, as: UTF8.self))
    }
}

extension UInt8 {
    var isDigit: Bool { self >= 48 && self <= 57 }
    var isLowercaseLetter: Bool { self >= 97 && self <= 122 }
}
