import Foundation

/// The files under a folder, walked with `opendir`/`readdir`:
/// Foundation's directory enumerator standardizes every path it hands out,
/// which was a visible share of a `check` that walks the site's hundreds of
/// pages. Symlinks are reported, never followed.
enum FileTree {
    enum Kind {
        case file, folder, symlink, other
    }

    struct Entry {
        /// The path below the folder walked, with `/` between components.
        var path: String
        var kind: Kind
    }

    /// Every entry under `folder` (an absolute path), depth first, each
    /// folder's entries sorted by name. `descend` says whether to enter a
    /// folder (it is listed either way); a folder that cannot be read holds
    /// nothing.
    static func entries(under folder: String, descend: (Entry) -> Bool = { _ in true }) -> [Entry] {
        var result: [Entry] = []
        walk(folder, prefix: "", into: &result, descend: descend)
        return result
    }

    private static func walk(_ folder: String, prefix: String, into result: inout [Entry], descend: (Entry) -> Bool) {
        guard let directory = opendir(folder) else { return }
        // The entry's type comes with its name on most file systems; only
        // one that leaves it unknown costs an `lstat`.
        var names: [(name: String, type: UInt8)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append((name, UInt8(entry.pointee.d_type))) }
        }
        closedir(directory)
        for (name, type) in names.sorted(by: { $0.name < $1.name }) {
            let path = prefix.isEmpty ? name : prefix + "/" + name
            let kind: Kind
            switch Int32(type) {
            case Int32(DT_REG): kind = .file
            case Int32(DT_DIR): kind = .folder
            case Int32(DT_LNK): kind = .symlink
            case Int32(DT_UNKNOWN):
                var status = stat()
                guard lstat(folder + "/" + name, &status) == 0 else { continue }
                switch status.st_mode & S_IFMT {
                case S_IFREG: kind = .file
                case S_IFDIR: kind = .folder
                case S_IFLNK: kind = .symlink
                default: kind = .other
                }
            default: kind = .other
            }
            let entry = Entry(path: path, kind: kind)
            result.append(entry)
            if kind == .folder, descend(entry) {
                walk(folder + "/" + name, prefix: path, into: &result, descend: descend)
            }
        }
    }
}
