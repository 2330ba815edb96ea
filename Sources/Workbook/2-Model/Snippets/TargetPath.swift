import Foundation

/// The rules a `file=` path must follow before anything is written: relative,
/// no `..`, inside an owned folder, a `.swift` file, and (on disk) not
/// reached through a symlink that leaves the book.
enum TargetPath {
    /// What is wrong with `path` lexically, or nil when it is acceptable.
    static func problem(with path: String, targets: [String]) -> String? {
        if path.hasPrefix("/") || path.hasPrefix("~") {
            return "file=\(path) is an absolute path; use a path relative to the package root, inside \(list(targets))"
        }
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        if components.contains("..") {
            return "file=\(path) contains '..'; tangled files stay inside \(list(targets))"
        }
        if components.contains(where: { $0.isEmpty || $0 == "." }) {
            return "file=\(path) has an empty or '.' path component"
        }
        if path.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 < 0x20 }) {
            return "file=\(path) contains a backslash or a control character"
        }
        // The path also names the file's page on the site and a file on every
        // learner's disk: portable characters only, nothing a URL or HTML reads.
        if !path.utf8.allSatisfy({ $0 < 0x80 && Self.portableBytes[Int($0)] }),
            let odd = path.unicodeScalars.first(where: { !Self.portable.contains($0) })
        {
            return
                "file=\(path) contains '\(odd)'; a path may use only ASCII letters, digits, '.', '_', '-', '+' and '/'"
        }
        guard targets.contains(where: { path.hasPrefix($0 + "/") }) else {
            return "file=\(path) is outside the folders the book owns (\(list(targets)))"
        }
        guard path.hasSuffix(".swift"), components.last != ".swift" else {
            return "file=\(path) must name a .swift file"
        }
        if components.last?.hasPrefix(".") == true {
            return "file=\(path) names a hidden file"
        }
        return nil
    }

    /// What is wrong with writing `path` under `root` on disk: a symlink on
    /// the way that leads out of the book, or a folder where the file should
    /// be. Nil when writing there is safe. `realRoot` is `root` with its
    /// symlinks resolved (`realPath(of:)`), passed in by callers that ask
    /// about many paths.
    static func diskProblem(with path: String, root: URL, realRoot: String? = nil) -> String? {
        let realRoot = realRoot ?? realPath(of: root)
        var current = root.path
        let components = path.split(separator: "/")
        for (index, component) in components.enumerated() {
            current += "/" + component
            var status = stat()
            guard lstat(current, &status) == 0 else { return nil }
            switch status.st_mode & S_IFMT {
            case S_IFLNK:
                let resolved = realPath(of: URL(fileURLWithPath: current))
                if resolved != realRoot && !resolved.hasPrefix(realRoot + "/") {
                    return
                        "file=\(path) goes through the symlink \(components[...index].joined(separator: "/")), which leads outside the book"
                }
                if index == components.count - 1 {
                    return "file=\(path) is a symlink; the tool replaces only regular files"
                }
            case S_IFDIR where index == components.count - 1:
                return "file=\(path) is a folder, not a file"
            default:
                break
            }
        }
        return nil
    }

    /// `url` with every symlink resolved.
    static func realPath(of url: URL) -> String {
        url.resolvingSymlinksInPath().standardizedFileURL.path
    }

    /// The characters a `file=` path may use.
    static let portable = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-+/".unicodeScalars)
    /// `portable` as a table of ASCII bytes.
    private static let portableBytes: [Bool] = (0..<128).map { portable.contains(Unicode.Scalar(UInt8($0))) }

    static func relative(_ url: URL, _ root: URL) -> String {
        let rootPath = root.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        return path.hasPrefix(rootPath + "/") ? String(path.dropFirst(rootPath.count + 1)) : path
    }

    static func list(_ targets: [String]) -> String {
        targets.joined(separator: ", ")
    }
}
