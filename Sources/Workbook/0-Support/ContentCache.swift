import Foundation

/// A content-addressed store under `.workbook/cache/KIND/` in the book: an
/// entry is named by a hash of everything its value depends on, so a changed
/// input never finds an old value. The cache only saves work: an entry that
/// is missing, truncated, corrupt or written for another key is a miss, and
/// nothing is cached when `.workbook` or a folder under it is not a real
/// folder (a symlink could lead the tool's writes out of the book).
struct ContentCache: Sendable {
    /// `.workbook/cache/KIND` under the book's root.
    let folder: URL

    init(root: URL, kind: String) {
        folder = root.appendingPathComponent(".workbook/cache/\(kind)")
    }

    /// The first line of every entry; a file without it is not ours.
    static let format = "workbook-cache 1"

    /// The value stored for `key`, when a whole and intact entry holds it.
    func value(for key: String) -> Data? {
        guard foldersAreReal(creating: false),
            let data = FileManager.default.contents(atPath: folder.appendingPathComponent(key).path)
        else { return nil }
        let bytes = [UInt8](data)
        // Header: format, key, value length, hash of the value; one a line.
        var lines: [String] = []
        var index = 0
        while lines.count < 4, let end = bytes[index...].firstIndex(of: 0x0A), end - index < 200 {
            lines.append(String(decoding: bytes[index..<end], as: UTF8.self))
            index = end + 1
        }
        guard lines.count == 4, lines[0] == Self.format, lines[1] == key,
            let length = Int(lines[2]), length == bytes.count - index
        else { return nil }
        let value = bytes[index...]
        guard SHA256.hex(value) == lines[3] else { return nil }
        return Data(value)
    }

    /// Stores `value` for `key`, atomically (a temporary file renamed into
    /// place). A cache that cannot be written is no error: the next run
    /// does the work again.
    func store(_ value: Data, for key: String) {
        guard foldersAreReal(creating: true) else { return }
        var entry = Data("\(Self.format)\n\(key)\n\(value.count)\n\(SHA256.hex(value))\n".utf8)
        entry.append(value)
        let url = folder.appendingPathComponent(key)
        let temporary = folder.appendingPathComponent(".\(key).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try entry.write(to: temporary)
            if rename(temporary.path, url.path) != 0 { try? FileManager.default.removeItem(at: temporary) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
        }
    }

    /// True when `.workbook`, `.workbook/cache` and the kind's folder are
    /// real folders (made when `creating`), never symlinks or files.
    private func foldersAreReal(creating: Bool) -> Bool {
        let cache = folder.deletingLastPathComponent()
        for url in [cache.deletingLastPathComponent(), cache, folder] {
            var status = stat()
            if lstat(url.path, &status) != 0 {
                guard creating,
                    (try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)) != nil
                else { return false }
            } else if status.st_mode & S_IFMT != S_IFDIR {
                return false
            }
        }
        return true
    }
}
