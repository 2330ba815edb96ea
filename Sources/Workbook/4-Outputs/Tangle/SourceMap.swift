import Foundation

/// Where each line of a tangled file comes from in the source-language
/// chapters, so compiler errors and test failures in `Sources/…` can be shown
/// at the chapter line that holds the code. Kept under `.workbook/`; tangled
/// files themselves carry no directives (Xcode's breakpoints keep working,
/// and a module copied into an app points at nothing).
struct SourceMap: Codable, Equatable, Sendable {
    static let path = ".workbook/sourcemap.json"

    /// A place in a chapter.
    struct Origin: Codable, Equatable, Sendable {
        /// The chapter file, relative to the book root.
        var path: String
        /// 1-based line in the chapter.
        var line: Int
        /// Columns to add to a column of the tangled line (the fence's indent).
        var columnOffset: Int

        init(path: String, line: Int, columnOffset: Int = 0) {
            self.path = path
            self.line = line
            self.columnOffset = columnOffset
        }
    }

    /// Tangled path → origin of each line (index 0 is line 1); nil for the
    /// generated header and the blank lines between blocks.
    var files: [String: [Origin?]]

    init(files: [String: [Origin?]] = [:]) {
        self.files = files
    }

    /// The chapter place of `line`:`column` in the tangled file `path`.
    func origin(of path: String, line: Int) -> Origin? {
        guard let lines = files[path], line >= 1, line <= lines.count else { return nil }
        return lines[line - 1]
    }

    /// The tangled path whose last component is `fileName`, when exactly one is.
    func path(forFileName fileName: String) -> String? {
        let matches = files.keys.filter { ($0 as NSString).lastPathComponent == fileName }
        return matches.count == 1 ? matches.first : nil
    }

    // MARK: - Building

    /// A block of code as the tangler joins it: the raw code of a fenced
    /// block (exercise markers included) and the chapter line of its first line.
    struct Piece: Sendable {
        var tangledPath: String
        var chapterPath: String
        var firstLine: Int
        var rawCode: String
        var columnOffset: Int

        init(tangledPath: String, chapterPath: String, firstLine: Int, rawCode: String, columnOffset: Int = 0) {
            self.tangledPath = tangledPath
            self.chapterPath = chapterPath
            self.firstLine = firstLine
            self.rawCode = rawCode
            self.columnOffset = columnOffset
        }
    }

    /// The map of files whose full text is `contents[path]`, built from the
    /// pieces joined into them in order (solutions, not starters: what the
    /// book's own targets hold).
    static func build(pieces: [Piece], contents: [String: String]) -> SourceMap {
        var bodies: [String: [Origin?]] = [:]
        for piece in pieces {
            let origins = solutionLineOrigins(of: piece)
            if origins.isEmpty { continue }
            if bodies[piece.tangledPath] != nil {
                bodies[piece.tangledPath]!.append(nil)  // the blank line between blocks
            }
            bodies[piece.tangledPath, default: []] += origins.map(Optional.some)
        }
        var files: [String: [Origin?]] = [:]
        for (path, body) in bodies {
            guard let text = contents[path] else { continue }
            var lineCount = text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
            if !text.hasSuffix("\n"), !text.isEmpty { lineCount += 1 }
            let header = max(0, lineCount - body.count)
            files[path] = [Origin?](repeating: nil, count: header) + body
        }
        return SourceMap(files: files)
    }

    /// The pieces of `snippets` (the source language's, in book order), as
    /// the tangler joins them: each block's raw code at the chapter line of
    /// its first line, shifted by the fence's indent.
    static func pieces(of snippets: [Snippet]) -> [Piece] {
        snippets.compactMap { snippet in
            guard let file = snippet.file else { return nil }
            return Piece(
                tangledPath: file, chapterPath: snippet.sourcePath, firstLine: snippet.block.codeLine,
                rawCode: snippet.block.literal, columnOffset: max(0, snippet.block.column - 1))
        }
    }

    /// The map of the files `tangle` writes for `analysis`.
    static func build(_ analysis: BookAnalysis, files: [TangledFile]) -> SourceMap {
        build(
            pieces: pieces(of: analysis.sourceSnippets()),
            contents: Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first }))
    }

    /// The chapter lines of the lines a block contributes to its tangled file:
    /// every line but exercise markers, other solutions and starter code.
    static func solutionLineOrigins(of piece: Piece) -> [Origin] {
        // On the code's bytes: a book's map walks every line of its code.
        var origins: [Origin] = []
        var code = piece.rawCode
        code.withUTF8 { bytes in
            var inStarter = false
            var offset = 0
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                defer {
                    start = end + 1
                    offset += 1
                }
                var first = start
                while first < end, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
                if end - first >= 3, bytes[first] == 0x2F, bytes[first + 1] == 0x2F, bytes[first + 2] == 0x23 {
                    // `//#` and its first word.
                    var wordStart = first + 3
                    while wordStart < end, bytes[wordStart] == 0x20 || bytes[wordStart] == 0x09 { wordStart += 1 }
                    var wordEnd = wordStart
                    while wordEnd < end, bytes[wordEnd] != 0x20, bytes[wordEnd] != 0x09 { wordEnd += 1 }
                    let word = UnsafeBufferPointer(rebasing: bytes[wordStart..<wordEnd])
                    // Other solutions (`//# solution NAME`) are skipped like starters: never tangled.
                    if word.elementsEqual("starter".utf8) || word.elementsEqual("solution".utf8) { inStarter = true }
                    if word.elementsEqual("end".utf8) || word.elementsEqual("exercise".utf8) { inStarter = false }
                    continue
                }
                if inStarter { continue }
                origins.append(
                    Origin(path: piece.chapterPath, line: piece.firstLine + offset, columnOffset: piece.columnOffset))
            }
        }
        return origins
    }

    // MARK: - Storage

    /// The map as stored: sorted keys, so the same book gives the same bytes.
    func encoded() -> Data {
        // Written by hand, not by JSONEncoder: a book's map has a line for
        // every tangled line, and every build writes it or compares it.
        var out: [UInt8] = []
        out.reserveCapacity(files.values.reduce(0) { $0 + $1.count } * 64)
        func append(_ text: String) { out.append(contentsOf: text.utf8) }
        append("{\"files\":{")
        for (index, path) in files.keys.sorted().enumerated() {
            append((index == 0 ? "" : ",") + path.jsonQuoted + ":[")
            var lastPath: String?
            var quotedPath = ""
            for (line, origin) in files[path]!.enumerated() {
                if line > 0 { out.append(UInt8(ascii: ",")) }
                guard let origin else {
                    append("null")
                    continue
                }
                if origin.path != lastPath {
                    lastPath = origin.path
                    quotedPath = origin.path.jsonQuoted
                }
                append("{\"columnOffset\":")
                append(String(origin.columnOffset))
                append(",\"line\":")
                append(String(origin.line))
                append(",\"path\":")
                append(quotedPath)
                out.append(UInt8(ascii: "}"))
            }
            out.append(UInt8(ascii: "]"))
        }
        append("}}")
        return Data(out)
    }

    /// Why the map cannot be written under `root`: `.workbook` exists but
    /// is not a real folder (a symlink could carry the write out of the book).
    static func folderProblem(root: URL) -> Diagnostic? {
        var status = stat()
        guard lstat(root.appendingPathComponent(".workbook").path, &status) == 0, status.st_mode & S_IFMT != S_IFDIR
        else { return nil }
        return Diagnostic(
            path: ".workbook", severity: .warning,
            message:
                "is not a folder (a symlink or a file), so the source map `workbook test` uses is not written: remove it"
        )
    }

    /// The map stored under `root`: nil with the reason when it is missing
    /// or not a map.
    static func load(root: URL) -> Result<SourceMap, Diagnostic> {
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) else {
            return .failure(
                Diagnostic(path: path, severity: .warning, message: "missing; run `workbook tangle` to write it"))
        }
        guard let map = decode(data) else {
            return .failure(
                Diagnostic(
                    path: path, severity: .warning,
                    message: "is not a source map (damaged?); run `workbook tangle` to write it again"))
        }
        return .success(map)
    }

    /// A stored map, or nil when the bytes are not one.
    static func decode(_ data: Data) -> SourceMap? {
        try? JSONDecoder().decode(SourceMap.self, from: data)
    }
}
