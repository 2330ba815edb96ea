import Foundation

/// What `lstat` says of a file that changes whenever its bytes do: size,
/// inode, modification and status-change times (nanoseconds).
struct FileStamp: Equatable, Sendable {
    var size: Int
    var inode: UInt64
    var modified: Int
    var changed: Int

    /// The stamp of the regular file at `path`, or nil.
    init?(path: String) {
        guard let (kind, stamp) = Self.entry(at: path), kind == .file else { return nil }
        self = stamp
    }

    /// What is at a path, as far as a stamp tells.
    enum Kind: UInt8, Sendable {
        case file = 1
        case folder = 2
        /// A symlink, a pipe, a device: nothing a stamp can vouch for.
        case other = 3
    }

    /// The kind and stamp of whatever is at `path` (a symlink itself, not
    /// what it leads to), or nil when there is nothing.
    static func entry(at path: String) -> (Kind, FileStamp)? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        let kind: Kind =
            switch status.st_mode & S_IFMT {
            case S_IFREG: .file
            case S_IFDIR: .folder
            default: .other
            }
        return (kind, FileStamp(status))
    }

    private init(_ status: stat) {
        size = Int(status.st_size)
        inode = UInt64(status.st_ino)
        #if canImport(Darwin)
        modified = Int(status.st_mtimespec.tv_sec) &* 1_000_000_000 &+ Int(status.st_mtimespec.tv_nsec)
        changed = Int(status.st_ctimespec.tv_sec) &* 1_000_000_000 &+ Int(status.st_ctimespec.tv_nsec)
        #else
        modified = Int(status.st_mtim.tv_sec) &* 1_000_000_000 &+ Int(status.st_mtim.tv_nsec)
        changed = Int(status.st_ctim.tv_sec) &* 1_000_000_000 &+ Int(status.st_ctim.tv_nsec)
        #endif
    }

    init(size: Int, inode: UInt64, modified: Int, changed: Int) {
        self.size = size
        self.inode = inode
        self.modified = modified
        self.changed = changed
    }

    func write(_ writer: inout ByteWriter) {
        writer.int(size)
        writer.int(Int(inode >> 32))
        writer.int(Int(inode & 0xFFFF_FFFF))
        writer.int(max(modified, 0))
        writer.int(max(changed, 0))
    }

    static func read(_ reader: inout ByteReader) -> FileStamp? {
        guard let size = reader.int(), let high = reader.int(), let low = reader.int(), let modified = reader.int(),
            let changed = reader.int()
        else { return nil }
        return FileStamp(size: size, inode: UInt64(high) << 32 | UInt64(low), modified: modified, changed: changed)
    }
}
