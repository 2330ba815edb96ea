import Foundation

/// Where each line of a tangled file comes from in the source-language
/// chapters, so compiler errors and test failures in `Sources/…` can be shown
/// at the chapter line that holds the code. The tangler records the chapter
/// line of every line it joins (`TangledFile.origins`); this adds the header
/// and keys the lines by path. `workbook test` builds it from the files it
/// just tangled; every tangle also stores it under `.workbook/` for other
/// tools. Tangled files themselves carry no directives (Xcode's
/// breakpoints keep working, and a module copied into an app points at
/// nothing), and no marker is read again to make the map.
struct SourceMap: Codable, Equatable, Sendable {
    static let path = ".workbook/sourcemap.json"

    /// A place in a chapter (the tangler's `ChapterLine`).
    typealias Origin = ChapterLine

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

    /// The map of `files` as the tangler made them: the chapter line of
    /// each line it joined, after a header of no chapter's.
    static func build(_ files: [TangledFile]) -> SourceMap {
        var result: [String: [Origin?]] = [:]
        for file in files where file.origins.contains(where: { $0 != nil }) {
            let header = file.contents.lineCount - file.origins.count
            result[file.path] = [Origin?](repeating: nil, count: max(0, header)) + file.origins
        }
        return SourceMap(files: result)
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

    /// A stored map (for the tools that read it), or nil when the bytes are
    /// not one.
    static func decode(_ data: Data) -> SourceMap? {
        try? JSONDecoder().decode(SourceMap.self, from: data)
    }
}
