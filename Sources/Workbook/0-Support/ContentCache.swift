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

    /// Whether the folders were real when this cache was opened: asked once,
    /// not for each of a build's hundreds of reads.
    private let isReadable: Bool

    /// Whether this kind is switched off (`switchedOff`): then it neither
    /// reads nor writes, so the other runs of a benchmark still find it whole.
    private let isOff: Bool

    init(root: URL, kind: String, switchedOff: Set<String> = Self.switchedOff) {
        folder = root.appendingPathComponent(".workbook/cache/\(kind)")
        isOff = switchedOff.contains(kind)
        isReadable = !isOff && Self.foldersAreReal(folder, creating: false)
    }

    /// The kinds named in `WORKBOOK_CACHE_OFF` (comma-separated: `models`,
    /// `pages`, `checks`, `site`, `traces`, `runs`, and `stamps` for the site
    /// record's file stamps), to measure what each cache is worth
    /// (`Tests/Benchmarks/cache_worth.py`). For benchmarks only: a cache
    /// changes how fast a run is, never what it makes.
    static let switchedOff = switchedOffKinds(in: ProcessInfo.processInfo.environment)

    static func switchedOffKinds(in environment: [String: String]) -> Set<String> {
        Set((environment["WORKBOOK_CACHE_OFF"] ?? "").split(separator: ",").map(String.init))
    }

    /// The first line of every entry; a file without it is not ours.
    /// (Format 1 checked values with SHA-256, format 2 with a second hash
    /// of its own; their entries are misses.)
    static let format = "workbook-cache 3"

    /// The value stored for `key`, when a whole and intact entry holds it.
    func value(for key: String) -> Data? {
        entry(for: key).map { Data($0.bytes[$0.valueStart...]) }
    }

    /// The entry for `key`, read whole, and where its value starts, when
    /// the header is ours, names `key`, and the value has its length and
    /// checksum.
    private func entry(for key: String) -> (bytes: [UInt8], valueStart: Int)? {
        guard isReadable, let bytes = try? PlainFile.read(folder.path + "/" + key) else { return nil }
        // Header: format, key, value length, checksum of the value; one a line.
        var lines: [String] = []
        var index = 0
        while lines.count < 4, let end = bytes[index...].firstIndex(of: 0x0A), end - index < 200 {
            lines.append(String(decoding: bytes[index..<end], as: UTF8.self))
            index = end + 1
        }
        guard lines.count == 4, lines[0] == Self.format, lines[1] == key,
            let length = Int(lines[2]), length == bytes.count - index,
            Self.checksumText(bytes[index...]) == lines[3]
        else { return nil }
        return (bytes, index)
    }

    /// The fingerprint of a value, to tell a damaged entry from a whole one.
    static func checksumText(_ bytes: some Sequence<UInt8>) -> String {
        var hash = Fingerprint()
        hash.update(bytes)
        return hash.hexDigest()
    }

    /// Stores `value` for `key`, atomically (a temporary file renamed into
    /// place). A cache that cannot be written is no error: the next run
    /// does the work again.
    func store(_ value: Data, for key: String) {
        guard !isOff, Self.foldersAreReal(folder, creating: true) else { return }
        let checksum = Self.checksumText(value)
        var entry = Data("\(Self.format)\n\(key)\n\(value.count)\n\(checksum)\n".utf8)
        entry.append(value)
        let url = folder.appendingPathComponent(key)
        // Unique to this store: two threads may store the same key at once
        // (two chapter files with the same bytes), each renames its own.
        let unique = "\(ProcessInfo.processInfo.processIdentifier).\(UInt64.random(in: 0...UInt64.max))"
        let temporary = folder.appendingPathComponent(".\(key).\(unique).tmp")
        do {
            try PlainFile.write(entry, to: temporary.path)
            if rename(temporary.path, url.path) != 0 { try? FileManager.default.removeItem(at: temporary) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
        }
    }

    /// Removes the entry for `key`, if there is one.
    func remove(_ key: String) {
        guard isReadable else { return }
        unlink(folder.path + "/" + key)
    }

    /// Removes the entries whose keys are not in `live` once they outnumber
    /// the live ones (and `slack`): a build knows every key of this kind its
    /// book needs, so the others are left over from earlier texts of the
    /// book, and without this every edit would leave two files behind for
    /// ever. Temporaries of killed runs go with them. Deleting in batches
    /// keeps the work rare: a file system is slow to create files for a
    /// while after deletions.
    func retain(_ live: Set<String>, slack: Int = 256) {
        guard isReadable, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        let dead = names.filter { !live.contains($0) }
        guard dead.count > max(names.count - dead.count, slack) else { return }
        for name in dead { unlink(folder.path + "/" + name) }
    }

    /// True when `.workbook`, `.workbook/cache` and the kind's folder are
    /// real folders (made when `creating`), never symlinks or files.
    private static func foldersAreReal(_ folder: URL, creating: Bool) -> Bool {
        let cache = folder.deletingLastPathComponent()
        for url in [cache.deletingLastPathComponent(), cache, folder] {
            var status = stat()
            if lstat(url.path, &status) != 0 {
                guard creating else { return false }
                // Another thread of this build may make it first: then it is there.
                if mkdir(url.path, 0o755) != 0, errno != EEXIST { return false }
                guard lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return false }
            } else if status.st_mode & S_IFMT != S_IFDIR {
                return false
            }
        }
        return true
    }
}

extension ContentCache {
    /// The value stored for `key`, read by `read` (in `ByteWriter`'s
    /// layout); nil when there is none, it is damaged, or `read` fails or
    /// leaves bytes unread.
    func value<Value>(for key: String, read: (inout ByteReader) -> Value?) -> Value? {
        guard let (bytes, start) = entry(for: key) else { return nil }
        var reader = ByteReader(bytes, from: start)
        guard let value = read(&reader), reader.isAtEnd else { return nil }
        return value
    }

    /// Stores what `write` writes (in `ByteWriter`'s layout) for `key`.
    func store(for key: String, capacity: Int = 0, write: (inout ByteWriter) -> Void) {
        var writer = ByteWriter(capacity: capacity)
        write(&writer)
        store(Data(writer.bytes), for: key)
    }
}
